# NLLLoss / nll_loss / cross_entropy differentiated with respect to the class weight: the NLLLoss primitive (and
# mint's nll_loss over it) gives the weight a zero gradient; the functional composites give the true one.
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, nn, ops
from mindspore.ops import composite as C
from mindspore.ops import operations as P

x = Tensor(np.array([[-1.37, -2.27, -3.23], [-1.21, -2.60, -1.22], [-0.71, -3.37, -1.54]], np.float32))
t = Tensor(np.array([1, 2, 0], np.int32))
w = Tensor(np.array([0.2, 0.3, 0.5], np.float32))


def show(tag, grads):
    print(tag, [np.round(g.asnumpy(), 5).tolist() for g in grads])


for red in ("none", "sum", "mean"):
    op = P.NLLLoss(reduction=red)
    show("prim " + red, C.GradOperation(get_all=True)(lambda a, b, c: op(a, b, c))(x, t, w))
    sens = (op(x, t, w)[0] + 0.5, op(x, t, w)[1] + 0.5)
    show("prim sens " + red, C.GradOperation(get_all=True, sens_param=True)(lambda a, b, c: op(a, b, c))(x, t, w, sens))
    f = lambda a, c, r=red: ops.nll_loss(a, t, c, reduction=r)  # noqa: E731
    show("nll_loss " + red, ms.grad(f, grad_position=(0, 1))(x, w))
    f = lambda a, c, r=red: ops.nll_loss(a, t, c, ignore_index=2, reduction=r, label_smoothing=0.1)  # noqa: E731
    show("nll_loss ls " + red, ms.grad(f, grad_position=(0, 1))(x, w))
    f = lambda a, c, r=red: ops.cross_entropy(a, t, c, reduction=r)  # noqa: E731
    show("cross_entropy " + red, ms.grad(f, grad_position=(0, 1))(x, w))
    f = lambda a, c, r=red: nn.NLLLoss(c, reduction=r)(a, t)  # noqa: E731
    show("nn.NLLLoss " + red, ms.grad(f, grad_position=(0, 1))(x, w))
    f = lambda a, c, r=red: mint.nn.functional.nll_loss(a, t.astype(ms.int64), c, reduction=r)  # noqa: E731
    show("mint nll_loss " + red, ms.grad(f, grad_position=(0, 1))(x, w))

x3 = Tensor(np.arange(24).reshape(2, 3, 4).astype(np.float32) / -10)
t3 = Tensor(np.array([[0, 1, 2, 1], [2, 2, 0, 1]], np.int32))
show("nll_loss 3d", ms.grad(lambda a, c: ops.nll_loss(a, t3, c), grad_position=(0, 1))(x3, w))
x1 = Tensor(np.array([-1.2, -0.3, -2.0], np.float32))
show("nll_loss 1d", ms.grad(lambda a, c: ops.nll_loss(a, Tensor(1, ms.int32), c), grad_position=(0, 1))(x1, w))
