# static_graph.md, Python block 53 (section "Supporting Property Setting and Modification"), from MindSpore's static-graph guide
# (mindspore-ai/docs r2.6.0, tutorials/source_en/compile/static_graph.md), as the guide gives it;
# the golden output is real MindSpore 2.10 CPU's.
import numpy as np
import mindspore
from mindspore import nn

class Net(nn.Cell):
   @mindspore.jit
   def construct(self):
      a = np.array([1, 2, 3, 4])
      a.shape = (2, 2)
      return a.shape

net = Net()
shape = net()
print(f"shape is {shape}")
