# mindspore.amp: auto_mixed_precision keeps float32 parameters and outputs at every level; loss scalers; all_finite.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, amp

x = Tensor(np.ones((1, 3), np.float32))
for lvl in ["O0", "O1", "O2", "O3"]:
    n2 = amp.auto_mixed_precision(nn.Dense(3, 2, weight_init='ones', bias_init='zeros'), lvl)
    out = n2(x)
    print(lvl, out.dtype, out.shape, [p.dtype for p in n2.get_parameters()], [p.name for p in n2.get_parameters()])
try:
    amp.auto_mixed_precision(nn.Dense(3, 2), "O5")
except ValueError as e:
    print("ValueError", e)
s = amp.DynamicLossScaler(1024, 2, 1000)
print(s.scale_value, s.scale(Tensor(1.0)), s.unscale(Tensor(1024.0)))
print(s.scale((Tensor([1.0, 2.0]), Tensor(3.0))))
print(amp.all_finite((Tensor([1.0]), Tensor([np.inf]))), amp.all_finite((Tensor([1.0]), Tensor([2.0]))))
s2 = amp.StaticLossScaler(8)
print(s2.scale(Tensor(2.0)), s2.unscale(Tensor(16.0)))
