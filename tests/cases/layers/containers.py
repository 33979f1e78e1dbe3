# SequentialCell / CellList / CellDict: construction from list/OrderedDict, child and parameter names, indexing, len, append, insert, delete, repr, forward.
from collections import OrderedDict
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

seq = nn.SequentialCell([nn.Dense(3, 4, weight_init='ones', bias_init='zeros'), nn.ReLU(), nn.Dense(4, 2, weight_init='ones')])
print(seq)
print(len(seq), [n for n, _ in seq.name_cells().items()], seq[0], seq[-1], type(seq[0:2]).__name__, len(seq[0:2]))
print([(n, p.name) for n, p in seq.parameters_and_names()])
x = Tensor(np.array([[1.0, -2.0, 0.5]], np.float32))
print(seq(x).shape)
seq.append(nn.Sigmoid())
print(len(seq), seq)
seq.append(nn.Dense(2, 2, weight_init='ones', bias_init='zeros'))
print([(n, p.name) for n, p in seq.parameters_and_names()])
del seq[1]
print(seq)
print([(n, p.name) for n, p in seq.parameters_and_names()])
seq._insert(1, nn.Tanh())
print(seq)
print([(n, p.name) for n, p in seq.parameters_and_names()])
seq2 = nn.SequentialCell(OrderedDict([('conv', nn.Conv2d(1, 2, 3, weight_init='ones')), ('act', nn.ReLU())]))
print(seq2)
print([(n, p.name) for n, p in seq2.parameters_and_names()])
seq3 = nn.SequentialCell(nn.ReLU(), nn.Tanh())
print(seq3, bool(nn.SequentialCell()), len(nn.SequentialCell()))

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.features = nn.SequentialCell([nn.Dense(3, 4), nn.ReLU()])
        self.heads = nn.CellList([nn.Dense(4, 1), nn.Dense(4, 2)])
        self.extra = nn.CellDict({'a': nn.Dense(2, 2), 'b': nn.ReLU()})

    def construct(self, x):
        h = self.features(x)
        return [head(h) for head in self.heads]

net = Net()
print(net)
print([(n, p.name) for n, p in net.parameters_and_names()])
print([o.shape for o in net(x)])
cl = nn.CellList([nn.ReLU(), nn.Dense(2, 3)])
cl.append(nn.Dense(3, 3))
cl.insert(0, nn.Tanh())
cl += [nn.Sigmoid()]
print(cl, len(cl), cl[1], type(cl[1:]).__name__)
print([(n, p.name) for n, p in cl.parameters_and_names()])
del cl[0]
print([(n, p.name) for n, p in cl.parameters_and_names()])
cd = nn.CellDict([('x', nn.ReLU()), ('y', nn.Dense(1, 1))])
print(cd, len(cd), list(cd.keys()), 'x' in cd, 'z' in cd, cd['x'])
print([(n, p.name) for n, p in cd.parameters_and_names()])
cd.pop('x')
print(list(cd.keys()), [k for k in cd])
