# static_graph.md, Python block 54 (section "Supporting Property Setting and Modification"), from MindSpore's static-graph guide
# (mindspore-ai/docs r2.6.0, tutorials/source_en/compile/static_graph.md), as the guide gives it;
# the golden output is real MindSpore 2.10 CPU's.
import mindspore
from mindspore import nn

class Net(nn.Cell):
   def __init__(self):
      super().__init__()
      self.m = 2

   @mindspore.jit
   def construct(self):
      self.m = 3
      return

net = Net()
net()
print(f"net.m is {net.m}")
