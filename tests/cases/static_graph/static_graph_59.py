# static_graph.md, Python block 59 (section "Syntax Based on Bytecode Graph Construction"), from MindSpore's static-graph guide
# (mindspore-ai/docs r2.6.0, tutorials/source_en/compile/static_graph.md), as the guide gives it;
# the golden output is real MindSpore 2.10 CPU's.
import mindspore
from mindspore import nn

class Net(nn.Cell):
    def __init__(self):
        super(Net, self).__init__()
        self.attr = 1

    @mindspore.jit(capture_mode="bytecode")
    def construct(self, x):
        self.attr = x + 1
        return self.attr

net = Net()
x = mindspore.tensor([1, 2, 3], dtype=mindspore.int32)
ret = net(x)

print("ret: ", ret)
print("net.attr: ", net.attr)
