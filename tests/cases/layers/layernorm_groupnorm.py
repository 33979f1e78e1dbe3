# LayerNorm (epsilon 1e-7, begin_norm_axis/begin_params_axis) and GroupNorm / InstanceNorm2d values, params, reprs.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

x = Tensor(((np.arange(2 * 3 * 4) * 5) % 7).astype(np.float32).reshape(2, 3, 4))
ln = nn.LayerNorm((4,))
print(ln)
print(ln(x))
ln2 = nn.LayerNorm((3, 4), begin_norm_axis=1, begin_params_axis=1, gamma_init=Tensor(np.linspace(0.5, 2, 12).astype(np.float32).reshape(3, 4)), beta_init='ones')
print(ln2(x))
ln3 = nn.LayerNorm((4,), begin_norm_axis=1, begin_params_axis=-1, gamma_init=Tensor(np.array([1.0, 2.0, 3.0, 4.0], np.float32)))
print(ln3(x))
ln4 = nn.LayerNorm([4], epsilon=1e-3)
print(ln4(Tensor(np.array([[1.0, 1.0, 1.0, 1.0], [0.0, 0.0, 1.0, 1.0]], np.float32))))
print([(n, p.name, p.shape) for n, p in ln2.parameters_and_names()], ln.epsilon)
x4 = Tensor(((np.arange(2 * 4 * 2 * 3) * 3) % 11).astype(np.float32).reshape(2, 4, 2, 3))
gn = nn.GroupNorm(2, 4, gamma_init=Tensor(np.array([1.0, 2.0, 3.0, 4.0], np.float32)))
print(gn)
print(gn(x4))
print([(n, p.name, p.requires_grad) for n, p in nn.GroupNorm(1, 4, affine=False).parameters_and_names()])
inorm = nn.InstanceNorm2d(4)
print([(n, p.name) for n, p in inorm.parameters_and_names()])
