# normalization layers: BatchNorm1d/2d train vs eval moving stats, use_batch_statistics, LayerNorm begin axes, GroupNorm, momentum semantics
import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore import Tensor

x = Tensor((np.arange(4 * 3) ** 1.3 % 7).astype(np.float32).reshape(4, 3))
bn = nn.BatchNorm1d(3, momentum=0.8)
bn.set_train(True)
for i in range(2):
    y = bn(x + i)
print("bn1d train", y)
print("moving", bn.moving_mean.asnumpy(), bn.moving_variance.asnumpy())
bn.set_train(False)
print("bn1d eval", bn(x))
bn2 = nn.BatchNorm2d(2, eps=1e-3, affine=False, use_batch_statistics=True)
x4 = Tensor(np.linspace(-2, 3, 2 * 2 * 3 * 3).astype(np.float32).reshape(2, 2, 3, 3))
bn2.set_train(False)
print("ubs=True eval", bn2(x4)[0, 0, 0], bn2.moving_mean.asnumpy())
bn3 = nn.BatchNorm2d(2, use_batch_statistics=False, moving_mean_init="ones", moving_var_init=Tensor(np.array([4.0, 0.25], np.float32)))
bn3.set_train(True)
print("ubs=False train", bn3(x4)[1, 1, 2], bn3.moving_mean.asnumpy())
print(bn3.gamma.shape, [p.name for p in bn3.get_parameters()])
ln = nn.LayerNorm((3, 3), begin_norm_axis=2, begin_params_axis=2, epsilon=1e-5)
print("ln", ln(x4)[0, 0], ln.gamma.shape)
ln2 = nn.LayerNorm((2, 3, 3), begin_norm_axis=1, begin_params_axis=1)
print("ln2", ln2(x4)[1, 1, 1], ln2.gamma.shape)
gn = nn.GroupNorm(1, 2)
print("gn", gn(x4)[0, 1, 0])
gn2 = nn.GroupNorm(2, 2, affine=False)
print("gn2", gn2(x4)[1, 0, 2])
print(bn)
print(ln)
print(gn)
x3 = Tensor(np.arange(2 * 2 * 4).astype(np.float32).reshape(2, 2, 4))
bn1_3d = nn.BatchNorm1d(2)
bn1_3d.set_train(True)
print("bn1d 3d", bn1_3d(x3)[0])
