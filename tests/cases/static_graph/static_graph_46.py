# static_graph.md, Python block 46 (section "Supporting the High-Level Usage of Dictionary"), from MindSpore's static-graph guide
# (mindspore-ai/docs r2.6.0, tutorials/source_en/compile/static_graph.md), as the guide gives it;
# the golden output is real MindSpore 2.10 CPU's.
import numpy as np
import mindspore
from mindspore import nn

x = {"a": mindspore.tensor(np.array([1, 2, 3])), "b": mindspore.tensor(np.array([4, 5, 6])), "c": mindspore.tensor(np.array([7, 8, 9]))}

class Net(nn.Cell):
   @mindspore.jit
   def construct(self):
      y = x["b"]
      x["a"] = (2, 3, 4)
      return x, y

net = Net()
out1, out2 = net()
print('out1:{}'.format(out1))
print('out2:{}'.format(out2))
