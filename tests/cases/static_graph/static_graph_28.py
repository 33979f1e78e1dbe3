# static_graph.md, Python block 28 (section "Attribute References and Attribute Modification"), from MindSpore's static-graph guide
# (mindspore-ai/docs r2.6.0, tutorials/source_en/compile/static_graph.md), as the guide gives it;
# the golden output is real MindSpore 2.10 CPU's.
import mindspore
from mindspore import nn

class Net(nn.Cell):
   def __init__(self):
      super().__init__()
      self.weight = mindspore.Parameter(mindspore.tensor(3, mindspore.float32), name="w")
      self.m = 2

   @mindspore.jit
   def construct(self, x, y):
      self.weight = x  # The conditions are met, they can be modified
      # self.m = 3     # self.m is not of type Parameter and modification is prohibited
      # y.weight = x   # y is not self, modification is prohibited
      return x

net = Net()
ret = net(1, 2)
print('ret:{}'.format(ret))
