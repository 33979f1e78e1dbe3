# static_graph.md, Python block 34 (section "Syntax Constraints of Basic Syntaxes"), from MindSpore's static-graph guide
# (mindspore-ai/docs r2.6.0, tutorials/source_en/compile/static_graph.md), as the guide gives it;
# the golden output is real MindSpore 2.10 CPU's.
import mindspore
from mindspore import nn, ops

class Net(nn.Cell):
   def __init__(self):
      super().__init__()
      self.len = 1

   @mindspore.jit
   def construct(self, inputs):
      x = inputs + self.len
      return x

inputs = 2
net = Net()
print("out1:", net(inputs))
net.len = 2
print("out2:", net(inputs))
