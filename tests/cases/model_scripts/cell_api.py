# Cell API used by model code: cls_name, name_cells, insert_param_to_cell, get_parameters(expand), update_parameters_name, apply, recompute, flags
import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore import Tensor, Parameter


class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(2, 2, weight_init="ones", bias_init="zeros")
        self.act = nn.GELU()

    def construct(self, x):
        return self.act(self.dense(x))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.b1 = Block()
        self.b2 = Block()
        self.blist = nn.CellList([nn.Dense(2, 2), nn.ReLU()])
        self.seq = nn.SequentialCell(OrderedDictLike())
        self.temp = Parameter(Tensor(1.0), name="temp")

    def construct(self, x):
        return self.seq(self.b2(self.b1(x))) * self.temp


def OrderedDictLike():
    from collections import OrderedDict
    return OrderedDict([("fc", nn.Dense(2, 3, weight_init="zeros")), ("sm", nn.Softmax())])


net = Net()
print(net.cls_name, net.b1.cls_name, type(net.seq).__name__)
print(list(net.name_cells().keys()))
print([n for n, _ in net.cells_and_names()])
print(len(net.cells()), [type(c).__name__ for c in net.cells()])
net.insert_param_to_cell("extra", Parameter(Tensor([0.5]), name="extra"))
print([p.name for p in net.get_parameters()])
print([p.name for p in net.get_parameters(expand=False)])
print([n for n, _ in net.parameters_and_names(expand=False)])
net.b2.update_parameters_name("shared.")
print([p.name for p in net.b2.get_parameters()])
print(net.seq.fc.weight.name)
print(net.seq[0].weight.name, len(net.seq))


def init_fn(cell):
    if isinstance(cell, nn.Dense):
        cell.weight.set_data(Tensor(np.full(cell.weight.shape, 0.25, np.float32)))
        cell.bias.set_data(Tensor(np.arange(cell.bias.shape[0], dtype=np.float32)))


net.apply(init_fn)
print(net.blist[0].weight.asnumpy())
net.b1.recompute()
print(net(Tensor([[1.0, -1.0]])))
net.add_flags(my_flag=True)
print(net.get_flags().get("my_flag"))
print(net.training, net.b1.training)
net.set_train()
print(net.training, net.b1.training, net.phase)
net.set_train(False)
print(net.phase)
print(hasattr(net, "temp"), "temp" in net._params, isinstance(net.temp, Parameter))
net.temp = Parameter(Tensor(2.0), name="temp2")
print(net.temp.name, net.temp.asnumpy())
del net.blist
print("blist" in net.name_cells())
print(sorted(n for n, _ in net.parameters_and_names())[:3])
seq = nn.SequentialCell(nn.Dense(2, 2), nn.ReLU())
seq.append(nn.Dense(2, 1))
seq.insert(0, nn.Identity()) if hasattr(seq, "insert") else None
print([type(c).__name__ for c in seq], [p.name for p in seq.get_parameters()])
cl = nn.CellList()
cl.append(nn.Dense(1, 1))
cl.extend([nn.ReLU(), nn.Tanh()])
cl.insert(1, nn.Sigmoid())
print([type(c).__name__ for c in cl], len(cl), type(cl[1:]).__name__)
cd = nn.CellDict({"a": nn.ReLU(), "b": nn.Dense(1, 1)})
print(list(cd.keys()), [p.name for p in cd.get_parameters()])
