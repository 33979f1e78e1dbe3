# static_graph_expert_programming.md, Python block 15 (section "Calling Instances of Classes"), from MindSpore's static-graph guide
# (mindspore-ai/docs r2.6.0, tutorials/source_en/compile/static_graph_expert_programming.md), as the guide gives it; the statements from the one that raises are run under try, printing the error's class and first line;
# the golden output is real MindSpore 2.10 CPU's.
import numpy as np
import mindspore.nn as nn
import mindspore as ms

@ms.jit_class
class InnerNet:
    def __init__(self, number):
        self.number = number

class Net(nn.Cell):
    def construct(self, x, y):
        net = InnerNet(2)
        out = net(x, y)
        return out

ms.set_context(mode=ms.GRAPH_MODE)
x = ms.Tensor(2, dtype=ms.int32)
y = ms.Tensor(3, dtype=ms.int32)
net = Net()
try:
    out = net(x, y)
    print(out)
except Exception as e:  # the error MindSpore raises: its class and first line
    print("!!", type(e).__name__, str(e).splitlines()[0] if str(e) else "")
