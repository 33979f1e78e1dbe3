# static_graph.md, Python block 6 (section "Variables Generate Scenes"), from MindSpore's static-graph guide
# (mindspore-ai/docs r2.6.0, tutorials/source_en/compile/static_graph.md), as the guide gives it;
# the golden output is real MindSpore 2.10 CPU's.
import mindspore
from mindspore import nn

a = mindspore.tensor([1])
b = mindspore.tensor([2])

class Net(nn.Cell):
   @mindspore.jit
   def construct(self, a, b):
      c = a + b
      return c

net = Net()
ret = net(a, b)
print(ret)
