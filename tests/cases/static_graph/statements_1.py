# statements.md, Python block 1 (section "raise Statements"), from MindSpore's static-graph guide
# (mindspore-ai/docs r2.6.0, tutorials/source_en/compile/statements.md), as the guide gives it; the statements from the one that raises are run under try, printing the error's class and first line;
# the golden output is real MindSpore 2.10 CPU's.
import mindspore
from mindspore import nn

class Net(nn.Cell):
    def __init__(self):
        super(Net, self).__init__()

    @mindspore.jit
    def construct(self, x, y):
        if x <= y:
            raise ValueError("x should be greater than y.")
        else:
            x += 1
        return x

net = Net()
try:
    net(mindspore.tensor(-2), mindspore.tensor(-1))
except Exception as e:  # the error MindSpore raises: its class and first line
    print("!!", type(e).__name__, str(e).splitlines()[0] if str(e) else "")
