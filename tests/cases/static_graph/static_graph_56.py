# static_graph.md, Python block 56 (section "Supporting Property Setting and Modification"), from MindSpore's static-graph guide
# (mindspore-ai/docs r2.6.0, tutorials/source_en/compile/static_graph.md), as the guide gives it;
# the golden output is real MindSpore 2.10 CPU's.
import mindspore
from mindspore import nn

@mindspore.jit_class
class InnerClass():
   def __init__(self):
      self.x = 10

class Net(nn.Cell):
   def __init__(self):
      super(Net, self).__init__()
      self.inner = InnerClass()

   @mindspore.jit
   def construct(self):
      self.inner.x = 100
      return

net = Net()
net()
print(f"net.inner.x is {net.inner.x}")
