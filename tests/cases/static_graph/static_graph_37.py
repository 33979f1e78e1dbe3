# static_graph.md, Python block 37 (section "Calling the Third-party Libraries"), from MindSpore's static-graph guide
# (mindspore-ai/docs r2.6.0, tutorials/source_en/compile/static_graph.md), as the guide gives it;
# the golden output is real MindSpore 2.10 CPU's.
import numpy as np
import mindspore
from mindspore import nn

class Net(nn.Cell):
   @mindspore.jit
   def construct(self):
      x = np.array([1, 2, 3])
      out = mindspore.tensor(x) + 1
      return out

net = Net()
print(net())
