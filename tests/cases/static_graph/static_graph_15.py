# static_graph.md, Python block 15 (section "List"), from MindSpore's static-graph guide
# (mindspore-ai/docs r2.6.0, tutorials/source_en/compile/static_graph.md), as the guide gives it;
# the golden output is real MindSpore 2.10 CPU's.
import mindspore
from mindspore import nn

class Net(nn.Cell):
   @mindspore.jit
   def construct(self):
      x = [[0, 1], 2, 3, 4]
      x[1] = 10
      x[2] = "ok"
      x[3] = (1, 2, 3)
      x[0][1] = 88
      return x

net = Net()
output = net()
print('output:{}'.format(output))
