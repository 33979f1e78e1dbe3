# static_graph.md, Python block 18 (section "List"), from MindSpore's static-graph guide
# (mindspore-ai/docs r2.6.0, tutorials/source_en/compile/static_graph.md), as the guide gives it;
# the golden output is real MindSpore 2.10 CPU's.
import mindspore
from mindspore import nn

class Net(nn.Cell):
   @mindspore.jit
   def construct(self):
      x1 = [1, 2, 3]
      x1.extend((4, "a"))
      x2 = [1, 2, 3]
      x2.extend(mindspore.tensor([4, 5]))
      return x1, x2

net = Net()
output1, output2 = net()
print('output1:{}'.format(output1))
print('output2:{}'.format(output2))
