# Saved-tensor hooks apply only where MindSpore 2.10 scopes them: inside `with saved_tensors_hooks`, in the construct of a
# Cell that registered them, and for a @register_saved_tensors_hooks function only under jit; never process-wide.
# The log is printed sorted: within one op the order autograd saves its inputs in is torch's, not MindSpore's.
import mindspore as ms
from mindspore import Tensor, nn

log = []


def pack(x):
    log.append(("pack", x.asnumpy().tolist()))
    return x * 2


def unpack(x):
    log.append(("unpack", x.asnumpy().tolist()))
    return x


def show(tag, r, with_log=True):
    grads = r[1] if isinstance(r[1], tuple) else (r[1],)
    print(tag, "value", r[0].asnumpy().tolist(), "grads", [g.asnumpy().tolist() for g in grads])
    if with_log:
        print("  log", sorted(log))
    log.clear()


x = Tensor([1.0, 2.0])
y = Tensor([3.0, 4.0])


def plain(a, b):
    return a * b


print("exported", hasattr(ms, "register_saved_tensors_hooks"), hasattr(ms.common, "register_saved_tensors_hooks"))
print("exported", hasattr(ms, "saved_tensors_hooks"), hasattr(ms.common, "saved_tensors_hooks"))

ret = ms.register_saved_tensors_hooks(pack, unpack)
print("register returns a decorator:", callable(ret), isinstance(ret, ms.saved_tensors_hooks))
show("after a bare register call", ms.value_and_grad(plain, grad_position=(0, 1))(x, y))


@ms.register_saved_tensors_hooks(pack, unpack)
def decorated(a, b):
    return a * b


print("hooks stored:", decorated._saved_tensors_pack_hook is pack, decorated._saved_tensors_unpack_hook is unpack)
show("decorated, PyNative", ms.value_and_grad(decorated, grad_position=(0, 1))(x, y))
show("undecorated after it", ms.value_and_grad(plain, grad_position=(0, 1))(x, y))
show("decorated under jit", ms.jit(ms.value_and_grad(decorated, grad_position=(0, 1)))(x, y), with_log=False)
show("plain under jit", ms.jit(ms.value_and_grad(plain, grad_position=(0, 1)))(x, y), with_log=False)


def scoped(a, b):
    with ms.saved_tensors_hooks(pack, unpack):
        out = a * b
    return out * a


show("with block", ms.value_and_grad(scoped, grad_position=(0, 1))(x, y))
show("after the with block", ms.value_and_grad(plain, grad_position=(0, 1))(x, y))


class Mul(nn.Cell):
    def construct(self, a, b):
        return a * b


class Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.inner = Mul()

    def construct(self, a, b):
        return self.inner(a, b) * a


net = Mul()
net.register_saved_tensors_hooks(pack, unpack)
show("cell", ms.value_and_grad(net, grad_position=(0, 1))(x, y))
print("cell forward", net(x, y).asnumpy().tolist(), "log", log)
show("other code after the cell", ms.value_and_grad(plain, grad_position=(0, 1))(x, y))
outer = Outer()
outer.inner.register_saved_tensors_hooks(pack, unpack)
show("sub-cell only", ms.value_and_grad(outer, grad_position=(0, 1))(x, y))
outer2 = Outer()
outer2.register_saved_tensors_hooks(pack, unpack)
show("outer cell", ms.value_and_grad(outer2, grad_position=(0, 1))(x, y))
