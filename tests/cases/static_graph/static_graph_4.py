# static_graph.md, Python block 4 (section "Variables Generate Scenes"), from MindSpore's static-graph guide
# (mindspore-ai/docs r2.6.0, tutorials/source_en/compile/static_graph.md), as the guide gives it;
# the golden output is real MindSpore 2.10 CPU's.
import mindspore
from mindspore import nn

a = mindspore.mutable([mindspore.tensor([1]), mindspore.tensor([2])])

class Net(nn.Cell):
   @mindspore.jit
   def construct(self, a):
      b = mindspore.mutable(mindspore.tensor([3]))
      c = mindspore.mutable((mindspore.tensor([1]), mindspore.tensor([2])))
      return a, b, c

net = Net()
ret = net(a)
print(ret)
