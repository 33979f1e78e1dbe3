# static_graph.md, Python block 33 (section "Syntax Constraints of Basic Syntaxes"), from MindSpore's static-graph guide
# (mindspore-ai/docs r2.6.0, tutorials/source_en/compile/static_graph.md), as the guide gives it; the statements from the one that raises are run under try, printing the error's class and first line;
# the golden output is real MindSpore 2.10 CPU's.
import mindspore
from mindspore import nn

class Net(nn.Cell):
   @mindspore.jit
   def construct(self, x, y):
      global_out = 1
      try:
         global_out = x / y
      except ZeroDivisionError:
         print("division by zero, y is zero.")
      return global_out

net = Net()
try:
    test_try_except_out = net(1, 0)
    print("out:", test_try_except_out)
except Exception as e:  # the error MindSpore raises: its class and first line
    print("!!", type(e).__name__, str(e).splitlines()[0] if str(e) else "")
