# Cell behaviour over layers: parameter names with auto_prefix=False and nesting, frozen params, repr, cells_and_names, set_train propagation, update_parameters_name.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 2, 3, weight_init='ones')
        self.bn = nn.BatchNorm2d(2)
    def construct(self, x): return self.bn(self.conv(x))
class Net(nn.Cell):
    def __init__(self):
        super().__init__(auto_prefix=False)
        self.b = Block()
        self.fc = nn.Dense(2, 2)
    def construct(self, x): return x
n = Net()
print([(k, p.name) for k, p in n.parameters_and_names()])
class Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = Net()
    def construct(self, x): return x
o = Outer()
print([(k, p.name) for k, p in o.parameters_and_names()])
o.net.fc.weight.requires_grad = False
print([p.name for p in o.trainable_params()])
print([p.name for p in o.untrainable_params()])
print(o)
print([k for k, _ in o.cells_and_names()])
print(list(o.name_cells().keys()))
b = Block()
print(b.training, b.bn.training); b.set_train(); print(b.training, b.bn.training, b.conv.training); b.set_train(False); print(b.bn.training)
b.bn.set_train(); print(b.training, b.bn.training)
print(b.cls_name, str(b) == repr(b))
print(len(list(b.get_parameters())), list(b.parameters_dict().keys()))
blk = Block(); blk.update_parameters_name('pre.'); print([p.name for p in blk.get_parameters()])
