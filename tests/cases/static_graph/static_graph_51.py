# static_graph.md, Python block 51 (section "Supporting Control Flow"), from MindSpore's static-graph guide
# (mindspore-ai/docs r2.6.0, tutorials/source_en/compile/static_graph.md), as the guide gives it;
# the golden output is real MindSpore 2.10 CPU's.
import numpy as np
import mindspore
from mindspore import nn

class Net(nn.Cell):
   @mindspore.jit
   def construct(self):
      x = np.array(1)
      if x <= 1:
         x += 1
      return mindspore.tensor(x)

net = Net()
res = net()
print("res: ", res)
