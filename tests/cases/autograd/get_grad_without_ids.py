# get_grad on gradients returned without return_ids: MindSpore's truth-value comparison of the first gradient
import mindspore as ms
from mindspore import Tensor


def f(x, y):
    return x * y


for x, y in [(Tensor([1.0]), Tensor([3.0])), (Tensor(2.0), Tensor(3.0)), (Tensor([1.0, 2.0]), Tensor([3.0, 4.0]))]:
    for pos in [(0, 1), 0]:
        g = ms.grad(f, pos)(x, y)
        for i in [0, 1, 3]:
            try:
                print(pos, i, ms.get_grad(g, i))
            except Exception as e:
                print(pos, i, type(e).__name__, str(e).splitlines()[0])
