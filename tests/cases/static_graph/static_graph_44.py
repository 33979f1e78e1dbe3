# static_graph.md, Python block 44 (section "Supporting List Inplace Modification Operations"), from MindSpore's static-graph guide
# (mindspore-ai/docs r2.6.0, tutorials/source_en/compile/static_graph.md), as the guide gives it;
# the golden output is real MindSpore 2.10 CPU's.
import mindspore
from mindspore import nn

list_input = [1, 2, 3, 4]

class Net(nn.Cell):
   @mindspore.jit
   def construct(self):
      list_input.reverse()
      return list_input

net = Net()
output = net()  # output: [4, 3, 2, 1]  list_input: [4, 3, 2, 1]
assert id(output) == id(list_input)
