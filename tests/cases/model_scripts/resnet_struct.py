# ResNet-style block structure: pad_mode variants, weight_init strings, print(net), cells_and_names, parameters_dict
import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore import Tensor
from mindspore.ops import operations as P


def conv3x3(cin, cout, stride=1):
    return nn.Conv2d(cin, cout, 3, stride=stride, pad_mode="pad", padding=1, weight_init="ones", has_bias=False)


def conv1x1(cin, cout, stride=1):
    return nn.Conv2d(cin, cout, 1, stride=stride, pad_mode="same", weight_init="ones", has_bias=False)


class BasicBlock(nn.Cell):
    expansion = 1

    def __init__(self, cin, cout, stride=1):
        super(BasicBlock, self).__init__()
        self.conv1 = conv3x3(cin, cout, stride)
        self.bn1 = nn.BatchNorm2d(cout, momentum=0.9)
        self.relu = nn.ReLU()
        self.conv2 = conv3x3(cout, cout)
        self.bn2 = nn.BatchNorm2d(cout, gamma_init="zeros")
        self.down_sample = stride != 1 or cin != cout
        self.down = None
        if self.down_sample:
            self.down = nn.SequentialCell([conv1x1(cin, cout, stride), nn.BatchNorm2d(cout)])
        self.add = P.Add()

    def construct(self, x):
        identity = x
        out = self.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        if self.down_sample:
            identity = self.down(x)
        return self.relu(self.add(out, identity))


class TinyResNet(nn.Cell):
    def __init__(self, num_classes=5):
        super(TinyResNet, self).__init__()
        self.conv1 = nn.Conv2d(3, 4, 7, stride=2, pad_mode="valid", weight_init="xavier_uniform", has_bias=True,
                               bias_init="zeros")
        self.bn1 = nn.BatchNorm2d(4)
        self.relu = P.ReLU()
        self.maxpool = nn.MaxPool2d(kernel_size=3, stride=2, pad_mode="same")
        self.layer1 = nn.SequentialCell([BasicBlock(4, 4), BasicBlock(4, 8, stride=2)])
        self.mean = P.ReduceMean(keep_dims=True)
        self.flatten = nn.Flatten()
        self.end_point = nn.Dense(8, num_classes, weight_init="TruncatedNormal", bias_init="zeros")

    def construct(self, x):
        x = self.maxpool(self.relu(self.bn1(self.conv1(x))))
        x = self.layer1(x)
        x = self.mean(x, (2, 3))
        return self.end_point(self.flatten(x))


ms.set_seed(0)
net = TinyResNet()
print(net)
for name, cell in net.cells_and_names():
    print(repr(name), type(cell).__name__)
pd = net.parameters_dict()
print(type(pd).__name__, len(pd))
for k, v in pd.items():
    print(k, v.shape, v.dtype, v.requires_grad)
print("trainable", len(net.trainable_params()), "untrainable", [p.name for p in net.untrainable_params()])
print([n for n, _ in net.parameters_and_names()][:6])
x = Tensor(np.ones((2, 3, 32, 32), np.float32))
net.set_train(False)
out = net(x)
print(out.shape, out.dtype)
feat = net.layer1(net.maxpool(net.relu(net.bn1(net.conv1(x)))))
print("feat", feat.shape)
w = net.conv1.weight.asnumpy()
bound = np.sqrt(6.0 / (3 * 49 + 4 * 49))
print("xavier in bound", bool(np.all(np.abs(w) <= bound + 1e-6)), w.shape)
tw = net.end_point.weight.asnumpy()
print("truncnormal within 2 sigma", bool(np.all(np.abs(tw) <= 0.02 * 2 + 1e-6)))
