# Activation layers on a fixed input: values (GELU tanh by default), axis arguments, PReLU parameter, get_activation, reprs.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

x = Tensor(np.linspace(-4, 4, 12).astype(np.float32).reshape(3, 4))
cells = [nn.ReLU(), nn.ReLU6(), nn.LeakyReLU(), nn.LeakyReLU(0.5), nn.LeakyReLU(2.0), nn.Sigmoid(), nn.Tanh(), nn.GELU(),
         nn.GELU(approximate=False), nn.Softmax(), nn.Softmax(0), nn.Softmax(axis=(0,)), nn.LogSoftmax(), nn.LogSoftmax(0),
         nn.ELU(), nn.SiLU(), nn.HSwish(), nn.HSigmoid(), nn.PReLU(), nn.PReLU(4, [0.1, 0.2, 0.3, 0.4]), nn.Softsign(),
         nn.Softmin(), nn.SeLU(), nn.CELU(), nn.Hardtanh(), nn.Hardtanh(-2.0, 3.0), nn.SoftShrink(), nn.HShrink(1.0),
         nn.LogSigmoid(), nn.Mish(), nn.Tanhshrink(), nn.FastGelu(), nn.Threshold(0.5, -1.0), nn.GLU()]
for c in cells:
    print(c)
    print(c(x))
print(nn.Softmax2d()(Tensor(np.arange(8, dtype=np.float32).reshape(2, 2, 2))))
p = nn.PReLU(3, 0.5)
print([(n, q.name, q.shape) for n, q in p.parameters_and_names()], p.w)
for name in ['relu', 'relu6', 'gelu', 'sigmoid', 'tanh', 'softmax', 'leakyrelu', 'hswish', 'hsigmoid', 'elu', 'silu', 'prelu', 'logsoftmax', None]:
    print(name, nn.get_activation(name))
print(nn.get_activation('relu')(x))
print(nn.ReLU()(Tensor(np.array([-1, 2, -3], np.int32))))
