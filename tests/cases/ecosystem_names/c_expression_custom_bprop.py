# mindspore.common.api._pynative_executor.call_custom_bprop (MindNLP's mindtorch and Cell._call_custom_bprop): a
# construct output computed unrecorded gets the Cell's bprop as its backward, in place.
import mindspore as ms
from mindspore import Parameter, Tensor, nn, ops
from mindspore._c_expression import Cell_
from mindspore.common.api import _no_grad, _pynative_executor


def show(name, f):
    try:
        print(name, "->", f())
    except Exception as e:  # noqa: BLE001
        print(name, "!!", type(e).__name__, str(e).splitlines()[0])


def vals(r):
    if isinstance(r, Tensor):
        return r.asnumpy().tolist()
    return [vals(t) for t in r]


class Net(nn.Cell):
    def construct(self, x, y):
        return x * y

    def bprop(self, x, y, out, dout):
        return dout * 10, dout * 100


net = Net()


def f(x, y):
    with _no_grad():
        out = net.construct(x, y)
    out2 = _pynative_executor.call_custom_bprop(net, out, x, y)
    print("same object", out2 is out, vals(out2))
    return out2 * 2


print(vals(ops.grad(f, grad_position=(0, 1))(Tensor([2.0]), Tensor([3.0]))))


class Two(nn.Cell):
    def construct(self, x):
        return x * 2, x * 3

    def bprop(self, x, out, dout):
        print("bprop sees", vals(out), vals(dout))
        return (dout[0] + dout[1] * 7,)


two = Two()


def h(a):
    with _no_grad():
        o = two.construct(a)
    o2 = _pynative_executor.call_custom_bprop(two, o, a)
    print("same tuple", o2 is o, type(o2).__name__)
    return o2[0] + o2[1] * 2


print(vals(ops.grad(h)(Tensor([1.0]))))


class W(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor([5.0]), name="w")

    def construct(self, x):
        return x * self.w

    def bprop(self, x, out, dout):
        return (dout * 4,)


wc = W()


def k(a):
    with _no_grad():
        o = wc.construct(a)
    return _pynative_executor.call_custom_bprop(wc, o, a)


print(vals(ops.grad(k, grad_position=0, weights=wc.trainable_params())(Tensor([1.0]))))


class NoBprop(nn.Cell):
    def construct(self, x):
        return x * 2


nb = NoBprop()


def m(a):
    with _no_grad():
        o = nb.construct(a)
    return _pynative_executor.call_custom_bprop(nb, o, a)


show("no bprop", lambda: ops.grad(m)(Tensor([1.0])))
show(
    "not a cell",
    lambda: ops.grad(lambda a: _pynative_executor.call_custom_bprop(lambda *x: None, a * 2, a))(Tensor([1.0])),
)


class Function(Cell_):  # MindNLP's mindtorch.autograd.Function: a Cell_ of its own, not an nn.Cell
    def __init__(self):
        super().__init__(str(self.__class__)[8:-2])

    def construct(self, x):
        return x * x

    def bprop(self, x, out, dout):
        return (dout * 100,)

    def __call__(self, *args):
        with _no_grad():
            output = self.construct(*args)
        if _pynative_executor.requires_grad():
            _pynative_executor.call_custom_bprop(self, output, *args)
        return output


fn = Function()
print(str(fn), _pynative_executor.requires_grad())
print(vals(ops.grad(lambda x: fn(x) * 2)(Tensor([3.0]))))
