# static_graph.md, Python block 45 (section "Supporting the High-Level Usage of Dictionary"), from MindSpore's static-graph guide
# (mindspore-ai/docs r2.6.0, tutorials/source_en/compile/static_graph.md), as the guide gives it;
# the golden output is real MindSpore 2.10 CPU's.
import mindspore
from mindspore import nn

class Net(nn.Cell):
   @mindspore.jit
   def construct(self):
      x = {'a': 'a', 'b': 'b'}
      y = x.get('a')
      z = dict(y=y)
      return z

net = Net()
out = net()
print("out:", out)
