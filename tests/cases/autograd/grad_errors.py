# grad argument errors: bad grad_position types/values, both None, position beyond the inputs.
import mindspore as ms
from mindspore import Tensor


def mul(x, y):
    return x * y


for kwargs in [
    dict(grad_position=2),
    dict(grad_position=(0, 5)),
    dict(grad_position=-1),
    dict(grad_position=None, weights=None),
    dict(grad_position=1.5),
    dict(grad_position=(1, 1)),
    dict(grad_position=()),
]:
    try:
        ms.grad(mul, **kwargs)(Tensor(1.0), Tensor(2.0))
    except Exception as e:
        print(kwargs, type(e).__name__, str(e).split("\n")[0])
