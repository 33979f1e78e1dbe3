# MindSpore's sparse FTRL and Adagrad primitives (FusedSparseFtrl, SparseApplyFtrl, FusedSparseProximalAdagrad,
# SparseApplyAdagradV2): which rows change, how repeated indices count, their outputs, and their errors.
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, ops

np.set_printoptions(precision=6, suppress=True)
rng = np.random.RandomState(5)


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


def I(*a, dt=np.int32):  # noqa: E743
    return Tensor(np.array(a, dt))


for name in ("FusedSparseFtrl", "SparseApplyFtrl"):
    op = getattr(ops, name)(lr=0.01, l1=0.1, l2=0.2, lr_power=-0.5)
    print(name, op, op.lr, op.l1, op.l2, op.lr_power, op.attrs["output_names"])
    var, acc, lin = p(f(4, 2), "var"), p(f(4, 2) + 0.1, "acc"), p(f(4, 2) - 0.5, "lin")
    r = op(var, acc, lin, Tensor(f(3, 2)), I(0, 2, 0))
    print(name, "out0", r[0].asnumpy(), [(o.shape, o.dtype) for o in r[1:]])
    if name == "SparseApplyFtrl":
        print(name, "outs", [o.asnumpy() for o in r])
    print(var.asnumpy(), acc.asnumpy(), lin.asnumpy(), sep="\n")
    op2 = getattr(ops, name)(lr=0.05, l1=0.0, l2=0.0, lr_power=-0.3)
    attempt(name + " power", lambda: op2(var, acc, lin, Tensor(f(2, 2)), I(3, 1))[0])
    print(var.asnumpy(), acc.asnumpy(), lin.asnumpy(), sep="\n")
    op3 = getattr(ops, name)(lr=0.1, l1=0.0, l2=0.0, lr_power=0.0)
    attempt(name + " fixed rate", lambda: op3(var, acc, lin, Tensor(f(1, 2)), I(2))[0])
    if name == "FusedSparseFtrl":  # (SparseApplyFtrl writes out of bounds there: undefined on MindSpore)
        attempt(name + " out of range", lambda: op(var, acc, lin, Tensor(f(2, 2)), I(1, 5))[0])
        print(var.asnumpy(), acc.asnumpy(), lin.asnumpy(), sep="\n")
    attempt(name + " i64", lambda: op(var, acc, lin, Tensor(f(2, 2)), I(1, 2, dt=np.int64))[0])
    attempt(name + " float idx", lambda: op(var, acc, lin, Tensor(f(2, 2)), I(1, 2, dt=np.float32)))
    attempt(name + " grad shape", lambda: op(var, acc, lin, Tensor(f(2, 3)), I(1, 2)))
    attempt(name + " indices shape", lambda: op(var, acc, lin, Tensor(f(2, 2)), I(1, 2, 0)))
    for kw in (dict(lr=1), dict(l1=-1.0), dict(lr_power=0.5), dict(lr=-0.1), dict(l2=-0.5)):
        args = dict(lr=0.1, l1=0.0, l2=0.0, lr_power=-0.5)
        args.update(kw)
        attempt(name + " attr " + str(kw), lambda: getattr(ops, name)(**args))
p16 = [p(f(3, 2), n, np.float16) for n in "abc"]
attempt(
    "SparseApplyFtrl f16",
    lambda: ops.SparseApplyFtrl(0.01, 0.0, 0.0, -0.5)(*p16, Tensor(f(2, 2)).astype(ms.float16), I(0, 2)),
)
print([q.asnumpy() for q in p16])
attempt(
    "FusedSparseFtrl f16",
    lambda: ops.FusedSparseFtrl(0.01, 0.0, 0.0, -0.5)(*p16, Tensor(f(2, 2)).astype(ms.float16), I(0, 2)),
)
var, acc, lin = p(f(3, 2), "var"), p(f(3, 2) + 0.1, "acc"), p(f(3, 2) - 0.5, "lin")
attempt(
    "SparseApplyFtrl repeated",
    lambda: ops.SparseApplyFtrl(0.1, 0.01, 0.02, -0.5)(var, acc, lin, Tensor(f(4, 2)), I(1, 1, 0, 1))[0],
)

op = ops.FusedSparseProximalAdagrad()
print(op, op.attrs["input_names"], op.attrs["output_names"])
var, acc = p(f(4, 3), "var"), p(f(4, 3), "acc")
attempt(
    "FSPA",
    lambda: [(o.asnumpy(), o.shape) for o in op(var, acc, F(0.1), F(0.05), F(0.2), Tensor(f(3, 3)), I(0, 3, 0))][0],
)
print(var.asnumpy(), acc.asnumpy(), sep="\n")
attempt("FSPA l1 0", lambda: op(var, acc, 0.1, 0.0, 0.2, Tensor(f(2, 3)), I(1, 2))[0])
attempt("FSPA i64", lambda: op(var, acc, F(0.1), F(0.05), F(0.2), Tensor(f(2, 3)), I(0, 1, dt=np.int64))[0])
attempt("FSPA out of range", lambda: op(var, acc, F(0.3), F(0.05), F(0.0), Tensor(f(2, 3)), I(0, 7))[0])
attempt(
    "FSPA f16",
    lambda: op(
        p(f(3, 2), "a", np.float16), p(f(3, 2), "b", np.float16), F(0.1), F(0.05), F(0.2), Tensor(f(2, 2)), I(0, 1)
    ),
)
attempt("FSPA grad shape", lambda: op(var, acc, F(0.1), F(0.05), F(0.2), Tensor(f(2, 2)), I(0, 1)))
attempt("FSPA attr", lambda: ops.FusedSparseProximalAdagrad(1))

op = ops.SparseApplyAdagradV2(lr=0.01, epsilon=1e-6)
print(op, op.lr, op.epsilon, op.update_slots, op.use_locking)
print(ops.SparseApplyAdagradV2(0.1, 0.1, True, False).update_slots)
var, acc = p(f(4, 2), "var"), p(f(4, 2), "acc")
attempt("SAAV2", lambda: op(var, acc, Tensor(f(3, 2)), I(0, 3, 2)))
print(var.asnumpy(), acc.asnumpy(), sep="\n")
op2 = ops.SparseApplyAdagradV2(lr=0.5, epsilon=0.1, update_slots=False)
attempt("SAAV2 no slots", lambda: op2(var, acc, Tensor(f(2, 2)), I(1, 2, dt=np.int64)))
print(var.asnumpy(), acc.asnumpy(), sep="\n")
attempt(
    "SAAV2 f16",
    lambda: op(p(f(3, 2), "a", np.float16), p(f(3, 2), "b", np.float16), Tensor(f(2, 2)).astype(ms.float16), I(0, 1)),
)
attempt(
    "SAAV2 f16 grad f32", lambda: op(p(f(3, 2), "a", np.float16), p(f(3, 2), "b", np.float16), Tensor(f(2, 2)), I(0, 1))
)
attempt(
    "SAAV2 f64",
    lambda: op(p(f(3, 2), "a", np.float64), p(f(3, 2), "b", np.float64), Tensor(f(2, 2)).astype(ms.float64), I(0, 1)),
)
attempt("SAAV2 grad shape", lambda: op(var, acc, Tensor(f(2, 3)), I(0, 1)))
attempt("SAAV2 indices shape", lambda: op(var, acc, Tensor(f(2, 2)), I(0, 1, 2)))
attempt("SAAV2 accum shape", lambda: op(var, p(f(4, 3), "x"), Tensor(f(2, 2)), I(0, 1)))
attempt("SAAV2 attr", lambda: ops.SparseApplyAdagradV2(lr=1, epsilon=1e-6))
attempt("SAAV2 attr2", lambda: ops.SparseApplyAdagradV2(lr=0.1, epsilon=1e-6, update_slots=0))
