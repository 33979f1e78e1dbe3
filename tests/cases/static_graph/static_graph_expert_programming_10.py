# static_graph_expert_programming.md, Python block 10 (section "Using the jit_class Decorator"), from MindSpore's static-graph guide
# (mindspore-ai/docs r2.6.0, tutorials/source_en/compile/static_graph_expert_programming.md), as the guide gives it; the statements from the one that raises are run under try, printing the error's class and first line;
# the golden output is real MindSpore 2.10 CPU's.
import mindspore.nn as nn
import mindspore as ms

try:
    @ms.jit_class
    class Net(nn.Cell):
        def construct(self, x):
            return x

    ms.set_context(mode=ms.GRAPH_MODE)
    x = ms.Tensor(1)
    net = Net()
    net(x)
except Exception as e:  # the error MindSpore raises: its class and first line
    print("!!", type(e).__name__, str(e).splitlines()[0] if str(e) else "")
