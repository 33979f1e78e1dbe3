# static_graph.md, Python block 13 (section "List"), from MindSpore's static-graph guide
# (mindspore-ai/docs r2.6.0, tutorials/source_en/compile/static_graph.md), as the guide gives it;
# the golden output is real MindSpore 2.10 CPU's.
import mindspore
from mindspore import nn

list_input = [1, 2, 3, 4]

class Net(nn.Cell):
   @mindspore.jit
   def construct(self, x):
      return x

net = Net()
output = net(list_input)  # output: [1, 2, 3, 4]
