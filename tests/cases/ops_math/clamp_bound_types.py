# ops.clamp with Tensor bounds: a Tensor mixed with a number is refused (ClampTensor), None and Tensors accepted
import mindspore as ms
from mindspore import Tensor, ops

x = Tensor([1.0, 2.0])
for lo, hi in [(Tensor([1.5, 1.5]), 2.0), (1.5, Tensor([1.5, 1.5]))]:
    try:
        print(ops.clamp(x, lo, hi))
    except TypeError as e:
        print(type(e).__name__, str(e).splitlines()[0])
print(ops.clamp(Tensor([1, 5]), Tensor([2, 2]), Tensor([3, 3])))
print(ops.clamp(Tensor([1, 5]), None, Tensor([3, 3])))
print(ops.clamp(Tensor([1, 5]), 2, None))
print(ops.clamp(Tensor([1.0, 5.0], ms.float32), 2, 4.5))
