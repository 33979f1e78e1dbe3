# static_graph.md, Python block 50 (section "Built-in Functions Support More Data Types"), from MindSpore's static-graph guide
# (mindspore-ai/docs r2.6.0, tutorials/source_en/compile/static_graph.md), as the guide gives it;
# the golden output is real MindSpore 2.10 CPU's.
import numpy as np
import mindspore
from mindspore import nn

class Net(nn.Cell):
   @mindspore.jit
   def construct(self, x):
      return isinstance(x.asnumpy(), np.ndarray)

x = mindspore.tensor(np.array([-1, 2, 4]))
net = Net()
out = net(x)
assert out
