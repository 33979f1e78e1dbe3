# mindspore._c_expression.run_backward, the backward engine MindNLP's mindtorch builds Tensor.backward on: gradients
# accumulated into each leaf's _grad or returned for inputs, keep_graph / create_graph, and its argument errors.
import mindspore as ms
from mindspore import Parameter, Tensor
from mindspore._c_expression import run_backward
from mindspore.common.api import _pynative_executor

_pynative_executor.set_grad_flag(True)


def show(name, f):
    try:
        r = f()
        print(name, "->", r if not isinstance(r, Tensor) else r.asnumpy().tolist())
    except Exception as e:  # noqa: BLE001
        print(name, "!!", type(e).__name__, str(e).splitlines()[0])


def g(t):
    return None if t._grad is None else t._grad.asnumpy().tolist()


x = Parameter(Tensor([3.0], ms.float32), name="x")
y = Parameter(Tensor([5.0], ms.float32), name="y")
print(x._requires_grad, x._grad)
z = x * y
print(z._requires_grad)
show("backward keep", lambda: run_backward((z,), None, True, False, None, allow_unreachable=True, accumulate_grad=True))
print(g(x), g(y))
show("again", lambda: run_backward((z,), None, False, False, None))
print(g(x), g(y))
show("third", lambda: run_backward((z,), None, False, False, None))
x2 = Parameter(Tensor([2.0], ms.float32), name="x2")
show("inputs", lambda: run_backward((x2 * x2 * 3,), None, False, False, (x2,)))
print(g(x2))
r = run_backward((x2 * x2 * 3,), None, False, False, (x2,), accumulate_grad=False)
print(type(r).__name__, [t.asnumpy().tolist() for t in r], g(x2))
print(run_backward((x2 * x2,), None, False, False, None, accumulate_grad=False))
v = Parameter(Tensor([1.0, 2.0], ms.float32), name="v")
show("grad_tensors", lambda: run_backward((v * 2,), (Tensor([10.0, 100.0]),), False, False, None))
print(g(v))
show("ones", lambda: run_backward((v * 2,), None, False, False, None))  # a non-scalar output gets ones
print(g(v))
v._grad = None
print(g(v))
v._grad = Tensor([7.0, 8.0])
run_backward((v * v,), None, False, False, None)
print(g(v))
show("set int grad", lambda: setattr(v, "_grad", Tensor([3, 4], ms.int64)))
show("set shape grad", lambda: setattr(v, "_grad", Tensor([3.0])))
r = run_backward((v * 2, (v * 3).sum()), None, False, False, (v,), accumulate_grad=False)
print([t.asnumpy().tolist() for t in r])
a = Parameter(Tensor([3.0], ms.float32), name="a")
run_backward((a * a * a,), None, False, True, None)
print(g(a), a._grad._requires_grad)
run_backward((a._grad,), None, False, False, None)
print(g(a))
c = Parameter(Tensor([1.0]), name="c")
d = Parameter(Tensor([1.0]), name="d")
r = run_backward((c * 2,), None, False, False, (c, d), accumulate_grad=False)
print(r[0].asnumpy().tolist(), r[1])
show("unreachable", lambda: run_backward((c * 2,), None, False, False, (c, d), False, accumulate_grad=False))
p = Tensor([4.0])
print(p.requires_grad_(), p._requires_grad)
run_backward((p * p,), None, False, False, None)
print(g(p))
p.requires_grad_(False)
print(p._requires_grad)
i = Tensor([1, 2], ms.int32)
i.requires_grad_()
print(i._requires_grad)
w = Parameter(Tensor([1.0]), name="w", requires_grad=False)
show("no grad", lambda: run_backward((w * 2,), None, False, False, None))
show("plain tensor", lambda: run_backward((Tensor([1.0]) * 2,), None, False, False, None))
o = v * 2
show("not tuple", lambda: run_backward(o.sum(), None, False, False, None))
show("list", lambda: run_backward([o], None, False, False, None))
show("non-tensor", lambda: run_backward((o, 3), None, False, False, None))
show("grad list", lambda: run_backward((o,), [Tensor([1.0, 1.0])], False, False, None))
show("grad None element", lambda: run_backward((o,), (None,), False, False, None))
show("grad count", lambda: run_backward((o,), (Tensor([1.0, 1.0]), Tensor([1.0, 1.0])), False, False, None))
show("inputs list", lambda: run_backward((o,), None, False, False, [v]))
