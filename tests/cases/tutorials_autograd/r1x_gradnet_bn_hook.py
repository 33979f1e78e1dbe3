# r1.x pynative tutorial style: GradOperation(get_all=True) in a GradNet Cell with hooks printing grad tuples and ms.ops.stop_gradient
import numpy as np
import mindspore.nn as nn
import mindspore.ops as ops
import mindspore as ms
from mindspore import Tensor, context

context.set_context(mode=context.PYNATIVE_MODE)

def backward_hook_function(cell, grad_input, grad_output):
    print("grad_input", grad_input)
    print("grad_output", grad_output)

class Net(nn.Cell):
    def __init__(self):
        super(Net, self).__init__()
        self.conv = nn.Conv2d(1, 2, kernel_size=2, stride=1, padding=0, weight_init="ones", pad_mode="valid")
        self.bn = nn.BatchNorm2d(2, momentum=0.99, eps=0.00001, gamma_init="ones")
        self.handle = self.bn.register_backward_hook(backward_hook_function)
        self.relu = nn.ReLU()
    def construct(self, x):
        x = self.conv(x)
        x = self.bn(x)
        x = ops.stop_gradient(x) * 0 + x
        x = self.relu(x)
        return x

class GradNet(nn.Cell):
    def __init__(self, net):
        super(GradNet, self).__init__()
        self.net = net
        self.grad_op = ops.GradOperation(get_all=True, get_by_list=True)
        self.params = ms.ParameterTuple(net.trainable_params())
    def construct(self, x):
        return self.grad_op(self.net, self.params)(x)

net = Net()
net.set_train()
x = Tensor(np.arange(9).reshape(1, 1, 3, 3).astype(np.float32))
ig, wg = GradNet(net)(x)
print(ig)
for p, g in zip(net.trainable_params(), wg):
    print(p.name, g.shape, g if "bn" in p.name else "")
net.handle.remove()
ig, wg = GradNet(net)(x)
print(ig[0].shape)
print(net.bn.moving_mean.value())
