# MindSpore's sparse Adam primitives (FusedSparseAdam, FusedSparseLazyAdam) and AdamNoUpdateParam: in-place updates,
# their outputs, duplicate and out-of-range indices, Nesterov, and the errors of their checks.
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, ops

np.set_printoptions(precision=6, suppress=True)
rng = np.random.RandomState(3)


def f(*s):
    return rng.rand(*s).astype(np.float32)


def p(a, n, dt=np.float32):
    return Parameter(Tensor(np.asarray(a).astype(dt)), name=n)


def F(x):
    return Tensor(np.float32(x))


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, "->", r)
    except Exception as e:  # noqa: BLE001
        print(tag, "!!", type(e).__name__, str(e).splitlines()[0])


def outs(r):
    return [r[0].asnumpy()] + [(o.shape, o.dtype) for o in r[1:]]


I32 = lambda *a: Tensor(np.array(a, np.int32))  # noqa: E731
for name in ("FusedSparseAdam", "FusedSparseLazyAdam"):
    op = getattr(ops, name)()
    print(name, op, sorted(op.attrs))
    var, m, v = p(f(4, 2), "var"), p(f(4, 2), "m"), p(f(4, 2), "v")
    attempt(
        name,
        lambda: outs(
            op(var, m, v, F(0.9), F(0.999), F(0.01), F(0.9), F(0.999), F(1e-8), Tensor(f(3, 2)), I32(0, 2, 0))
        ),
    )
    print(var.asnumpy(), m.asnumpy(), v.asnumpy(), sep="\n")
    attempt(
        name + " floats", lambda: outs(op(var, m, v, 0.81, 0.998, 0.02, 0.9, 0.999, 1e-8, Tensor(f(2, 2)), I32(3, 1)))
    )
    print(var.asnumpy(), m.asnumpy(), v.asnumpy(), sep="\n")
    attempt(
        name + " out of range",
        lambda: outs(op(var, m, v, F(0.7), F(0.99), F(0.05), F(0.8), F(0.99), F(1e-6), Tensor(f(2, 2)), I32(1, 9))),
    )
    print(var.asnumpy(), m.asnumpy(), sep="\n")
    nest = getattr(ops, name)(use_nesterov=True)
    attempt(
        name + " nesterov",
        lambda: outs(nest(var, m, v, F(0.9), F(0.999), F(0.01), F(0.9), F(0.999), F(1e-8), Tensor(f(2, 2)), I32(1, 2))),
    )
    print(var.asnumpy(), m.asnumpy(), v.asnumpy(), sep="\n")
    t3 = [Tensor(f(2, 3, 2)) for _ in range(3)]
    attempt(
        name + " tensors 3d",
        lambda: outs(op(*t3, F(0.9), F(0.999), F(0.01), F(0.9), F(0.999), F(1e-8), Tensor(f(1, 3, 2)), I32(1))),
    )
    print(t3[1].asnumpy())
    attempt(
        name + " i64",
        lambda: op(
            var,
            m,
            v,
            F(0.9),
            F(0.999),
            F(0.01),
            F(0.9),
            F(0.999),
            F(1e-8),
            Tensor(f(2, 2)),
            Tensor(np.array([1, 2], np.int64)),
        ),
    )
    attempt(
        name + " float idx",
        lambda: op(
            var,
            m,
            v,
            F(0.9),
            F(0.999),
            F(0.01),
            F(0.9),
            F(0.999),
            F(1e-8),
            Tensor(f(2, 2)),
            Tensor(np.array([1, 2], np.float32)),
        ),
    )
    a16 = [p(f(4, 2), n, np.float16) for n in "abc"]
    attempt(
        name + " f16 param",
        lambda: op(*a16, F(0.9), F(0.999), F(0.01), F(0.9), F(0.999), F(1e-8), Tensor(f(2, 2)), I32(1, 2)),
    )
    attempt(
        name + " grad shape",
        lambda: op(var, m, v, F(0.9), F(0.999), F(0.01), F(0.9), F(0.999), F(1e-8), Tensor(f(2, 3)), I32(1, 2)),
    )
    attempt(
        name + " indices shape",
        lambda: op(var, m, v, F(0.9), F(0.999), F(0.01), F(0.9), F(0.999), F(1e-8), Tensor(f(2, 2)), I32(1, 2, 0)),
    )
    attempt(name + " attr", lambda: getattr(ops, name)(use_nesterov=1))
    attempt(name + " attr2", lambda: getattr(ops, name)(use_locking="no"))
attempt(
    "lazy beta1_power 1",
    lambda: outs(
        ops.FusedSparseLazyAdam()(
            var, m, v, F(1.0), F(0.999), F(0.01), F(0.9), F(0.999), F(1e-8), Tensor(f(2, 2)), I32(1, 2)
        )
    ),
)

op = ops.AdamNoUpdateParam()
print(op, sorted(op.attrs))
m, v = p(f(2, 3), "m"), p(f(2, 3), "v")
g = Tensor(f(2, 3))
attempt("AdamNoUpdateParam", lambda: op(m, v, F(0.9), F(0.999), F(0.001), F(0.9), F(0.999), F(1e-8), g))
print(m.asnumpy(), v.asnumpy(), sep="\n")
attempt("AdamNoUpdateParam floats", lambda: op(m, v, 0.81, 0.998, 0.01, 0.9, 0.999, 1e-6, g))
attempt(
    "AdamNoUpdateParam nesterov",
    lambda: ops.AdamNoUpdateParam(use_nesterov=True)(m, v, 0.9, 0.999, 0.001, 0.9, 0.999, 1e-8, g),
)
print(m.asnumpy(), v.asnumpy(), sep="\n")
attempt(
    "AdamNoUpdateParam 1d", lambda: op(p(f(5), "m1"), p(f(5), "v1"), 0.5, 0.25, 0.1, 0.5, 0.5, 1e-8, Tensor(f(5) - 0.5))
)
attempt(
    "AdamNoUpdateParam f16",
    lambda: op(
        p(f(2, 3), "a", np.float16),
        p(f(2, 3), "b", np.float16),
        0.9,
        0.999,
        0.001,
        0.9,
        0.999,
        1e-8,
        Tensor(f(2, 3)).astype(ms.float16),
    ),
)
attempt(
    "AdamNoUpdateParam int", lambda: op(m, v, 0.9, 0.999, 0.001, 0.9, 0.999, 1e-8, Tensor(np.ones((2, 3), np.int32)))
)
attempt("AdamNoUpdateParam shape", lambda: op(m, v, 0.9, 0.999, 0.001, 0.9, 0.999, 1e-8, Tensor(f(3, 3))))
attempt("AdamNoUpdateParam attr", lambda: ops.AdamNoUpdateParam(use_locking=1))
