# static_graph.md, Python block 16 (section "List"), from MindSpore's static-graph guide
# (mindspore-ai/docs r2.6.0, tutorials/source_en/compile/static_graph.md), as the guide gives it;
# the golden output is real MindSpore 2.10 CPU's.
import mindspore
from mindspore import nn

class Net(nn.Cell):
   @mindspore.jit
   def construct(self):
      x = [1, 2, 3]
      x.append(4)
      return x

net = Net()
x = net()
print('x:{}'.format(x))
