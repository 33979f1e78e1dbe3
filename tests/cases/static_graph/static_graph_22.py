# static_graph.md, Python block 22 (section "Tuple"), from MindSpore's static-graph guide
# (mindspore-ai/docs r2.6.0, tutorials/source_en/compile/static_graph.md), as the guide gives it;
# the golden output is real MindSpore 2.10 CPU's.
import numpy as np
import mindspore
from mindspore import nn

t = mindspore.tensor(np.array([1, 2, 3]))

class Net(nn.Cell):
   @mindspore.jit
   def construct(self):
      x = (1, (2, 3, 4), 3, 4, t)
      y = x[1][1]
      z = x[4]
      m = x[1:4]
      n = x[-4]
      return y, z, m, n

net = Net()
y, z, m, n = net()
print('y:{}'.format(y))
print('z:{}'.format(z))
print('m:{}'.format(m))
print('n:{}'.format(n))
