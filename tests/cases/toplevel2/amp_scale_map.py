# mindspore.amp's _grad_scale_map / _grad_unscale_map, as a custom LossScaler (MindSpore's LossScaler docstring)
# uses them: nested tuples and lists of Tensors scaled in their own dtypes, and the subclass's adjust.
import numpy as np

from mindspore import Parameter, Tensor, ops
from mindspore.amp import LossScaler, _grad_scale_map, _grad_unscale_map
from mindspore.common import dtype as mstype


class MyLossScaler(LossScaler):
    def __init__(self, scale_value):
        self.scale_value = Parameter(Tensor(scale_value, dtype=mstype.float32), name="scale_value")
        self.scale_factor = 2

    def scale(self, inputs):
        return _grad_scale_map(self.scale_value, inputs)

    def unscale(self, inputs):
        return _grad_unscale_map(self.scale_value, inputs)

    def adjust(self, grads_finite):
        scale_mul_factor = self.scale_value * self.scale_factor
        scale_value = ops.select(grads_finite, scale_mul_factor, self.scale_value)
        ops.assign(self.scale_value, scale_value)
        return True


scaler = MyLossScaler(1024)
a = Tensor(np.array([1.0, 2.0], np.float32))
b = Tensor(np.array([0.5, 3.0], np.float16))
print(scaler.scale(a))
out = scaler.scale((a, b))
print(type(out).__name__, out[0], out[1], out[1].dtype)
back = scaler.unscale(out)
print(back[0], back[1], back[1].dtype)
print(scaler.unscale(Tensor(np.array([2048.0], np.float32))))
print(scaler.adjust(Tensor(True)), scaler.scale_value.asnumpy())
print(scaler.adjust(Tensor(False)), scaler.scale_value.asnumpy())
print(_grad_scale_map(Tensor(3.0, mstype.float32), (a,)), _grad_unscale_map(Tensor(4.0, mstype.float32), (a,)))
