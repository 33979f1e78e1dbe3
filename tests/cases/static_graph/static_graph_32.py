# static_graph.md, Python block 32 (section "Syntax Constraints of Basic Syntaxes"), from MindSpore's static-graph guide
# (mindspore-ai/docs r2.6.0, tutorials/source_en/compile/static_graph.md), as the guide gives it; with the `from mindspore import nn` the guide's block leaves out; the statements from the one that raises are run under try, printing the error's class and first line;
# the golden output is real MindSpore 2.10 CPU's.
import mindspore
from mindspore import nn

class Net(nn.Cell):
   @classmethod
   def func(cls, x, y):
      return x + y

   @mindspore.jit
   def construct(self, x, y):
      return self.func(x, y)

net = Net()
try:
    out = net(mindspore.tensor(1), mindspore.tensor(2))
    print(out)
except Exception as e:  # the error MindSpore raises: its class and first line
    print("!!", type(e).__name__, str(e).splitlines()[0] if str(e) else "")
