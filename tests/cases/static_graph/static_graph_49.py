# static_graph.md, Python block 49 (section "Supporting the Usage of None"), from MindSpore's static-graph guide
# (mindspore-ai/docs r2.6.0, tutorials/source_en/compile/static_graph.md), as the guide gives it;
# the golden output is real MindSpore 2.10 CPU's.
import mindspore
from mindspore import nn

class Net(nn.Cell):
   @mindspore.jit
   def construct(self, x, y=None):
      if y is not None:
         print("y:", y)
      else:
         print("y is None")
      print("x:", x)
      return y

x = [1, 2]
net = Net()
res = net(x)
assert res is None
