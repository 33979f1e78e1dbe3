# static_graph.md, Python block 31 (section "Syntax Constraints of Basic Syntaxes"), from MindSpore's static-graph guide
# (mindspore-ai/docs r2.6.0, tutorials/source_en/compile/static_graph.md), as the guide gives it; the statements from the one that raises are run under try, printing the error's class and first line;
# the golden output is real MindSpore 2.10 CPU's.
# compare: structure
# (its error names the Cell by its id, which differs between runs: numbers compare by their look only)
import mindspore
from mindspore import nn

class Net(nn.Cell):
   def __init__(self):
      super(Net, self).__init__()

   @mindspore.jit
   def construct(self, x):
      return x + self.y

net = Net()
try:
    net(1)
except Exception as e:  # the error MindSpore raises: its class and first line
    print("!!", type(e).__name__, str(e).splitlines()[0] if str(e) else "")
