# statements.md, Python block 7 (section "continue Statements"), from MindSpore's static-graph guide
# (mindspore-ai/docs r2.6.0, tutorials/source_en/compile/statements.md), as the guide gives it;
# the golden output is real MindSpore 2.10 CPU's.
import mindspore
from mindspore import nn

class Net(nn.Cell):
  @mindspore.jit
  def construct(self, x):
    for i in range(4):
      if i > 2:
        x *= 3
        continue
    return x

net = Net()
ret = net(3)
print("ret:", ret)
