# static_graph.md, Python block 1 (section "Constants Generate Scenes"), from MindSpore's static-graph guide
# (mindspore-ai/docs r2.6.0, tutorials/source_en/compile/static_graph.md), as the guide gives it;
# the golden output is real MindSpore 2.10 CPU's.
import mindspore
from mindspore import nn

a = 1
b = [1, 2]
c = ("a", "b", "c")

class Net(nn.Cell):
   @mindspore.jit
   def construct(self, a, b, c):
      return a, b, c

net = Net()
ret = net(a, b, c)
print(ret)
