# static_graph.md, Python block 8 (section "Number"), from MindSpore's static-graph guide
# (mindspore-ai/docs r2.6.0, tutorials/source_en/compile/static_graph.md), as the guide gives it;
# the golden output is real MindSpore 2.10 CPU's.
import mindspore
from mindspore import nn

class Net(nn.Cell):
   @mindspore.jit
   def construct(self, x, y):
      return x + y

net = Net()
res = net(mindspore.mutable(1), mindspore.mutable(2))
print(res)
