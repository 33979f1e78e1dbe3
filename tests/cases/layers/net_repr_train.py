# A LeNet-style composite net: print(net), parameters_and_names/trainable_params order and names, set_train propagation, Dropout identity in eval, Flatten, Identity.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from mindspore.common.initializer import Normal

class LeNet5(nn.Cell):
    def __init__(self, num_class=10, num_channel=1):
        super(LeNet5, self).__init__()
        self.conv1 = nn.Conv2d(num_channel, 6, 5, pad_mode='valid', weight_init='ones')
        self.conv2 = nn.Conv2d(6, 16, 5, pad_mode='valid', weight_init='ones')
        self.fc1 = nn.Dense(16 * 5 * 5, 120, weight_init=Normal(0.02))
        self.fc2 = nn.Dense(120, 84, weight_init=Normal(0.02))
        self.fc3 = nn.Dense(84, num_class, weight_init=Normal(0.02))
        self.relu = nn.ReLU()
        self.max_pool2d = nn.MaxPool2d(kernel_size=2, stride=2)
        self.flatten = nn.Flatten()
        self.drop = nn.Dropout(p=0.5)
        self.bn = nn.BatchNorm2d(6)

    def construct(self, x):
        x = self.max_pool2d(self.relu(self.bn(self.conv1(x))))
        x = self.max_pool2d(self.relu(self.conv2(x)))
        x = self.flatten(x)
        x = self.drop(self.relu(self.fc1(x)))
        x = self.relu(self.fc2(x))
        return self.fc3(x)

net = LeNet5()
print(net)
for n, p in net.parameters_and_names():
    print(n, p.name, p.shape, p.requires_grad)
print([p.name for p in net.trainable_params()])
print([p.name for p in net.get_parameters()][:3], len(list(net.get_parameters())))
print(list(net.parameters_dict().keys())[:4])
print([n for n, _ in net.cells_and_names()])
print(net.training, net.conv1.training, net.drop.training)
net.set_train()
print(net.training, net.conv1.training, net.drop.training, net.bn.training)
net.set_train(False)
print(net.training, net.drop.training)
out = net(Tensor(np.ones((2, 1, 32, 32), np.float32)))
print(out.shape, out.dtype)
d = nn.Dropout(p=0.5)
x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
print(d(x), nn.Dropout(0.9)(x), nn.Dropout(p=0.0)(x))
d.set_train()
print(nn.Dropout(p=0.0).set_train()(x), nn.Dropout(keep_prob=1.0).set_train()(x))
y = d(x).asnumpy()
print(y.shape, bool(np.all((y == 0) | np.isclose(y, x.asnumpy() * 2))))
print(nn.Flatten()(Tensor(np.ones((2, 3, 4, 5), np.float32))).shape, nn.Flatten(0, 2)(Tensor(np.ones((2, 3, 4, 5), np.float32))).shape,
      nn.Flatten(start_dim=2)(Tensor(np.ones((2, 3, 4, 5), np.float32))).shape)
i = nn.Identity(1, 2, a=3)
print(i, i(x) is x)
