# static_graph.md, Python block 23 (section "Tuple"), from MindSpore's static-graph guide
# (mindspore-ai/docs r2.6.0, tutorials/source_en/compile/static_graph.md), as the guide gives it;
# the golden output is real MindSpore 2.10 CPU's.
import mindspore
from mindspore import nn

class Net(nn.Cell):
   def __init__(self):
      super(Net, self).__init__()
      self.relu = nn.ReLU()
      self.softmax = nn.Softmax()
      self.layers = (self.relu, self.softmax)

   @mindspore.jit
   def construct(self, x, index):
      ret = self.layers[index](x)
      return ret

x = mindspore.tensor([-1.0], mindspore.float32)

net = Net()
ret = net(x, 0)
print('ret:{}'.format(ret))
