# static_graph.md, Python block 52 (section "Supporting Property Setting and Modification"), from MindSpore's static-graph guide
# (mindspore-ai/docs r2.6.0, tutorials/source_en/compile/static_graph.md), as the guide gives it;
# the golden output is real MindSpore 2.10 CPU's.
import mindspore
from mindspore import nn

class AssignClass():
   def __init__(self):
      self.x = 1

obj = AssignClass()

class Net(nn.Cell):
   @mindspore.jit
   def construct(self):
      obj.x = 100

net = Net()
net()
print(f"obj.x is: {obj.x}")
