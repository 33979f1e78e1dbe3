# static_graph.md, Python block 58 (section "Annotation Type"), from MindSpore's static-graph guide
# (mindspore-ai/docs r2.6.0, tutorials/source_en/compile/static_graph.md), as the guide gives it;
# the golden output is real MindSpore 2.10 CPU's.
import mindspore
from mindspore import nn, ops

class Net(nn.Cell):
   def __init__(self):
      super(Net, self).__init__()
      self.abs = ops.Abs()

   @mindspore.jit
   def construct(self, x, y):
      z = x.asnumpy() + y.asnumpy()
      y1 = mindspore.tensor(z, dtype=mindspore.float32)
      y2 = mindspore.tensor(z, dtype=mindspore.float32) # @jit.typing: () -> tensor_type[float32]
      y3 = mindspore.tensor(z)
      y4 = mindspore.tensor(z, dtype=mindspore.float32)
      return self.abs(y1), self.abs(y2), self.abs(y3), self.abs(y4)

net = Net()
x = mindspore.tensor(-1, dtype=mindspore.int32)
y = mindspore.tensor(-1, dtype=mindspore.float32)
y1, y2, y3, y4 = net(x, y)

print(f"y1 value is {y1}, dtype is {y1.dtype}")
print(f"y2 value is {y2}, dtype is {y2.dtype}")
print(f"y3 value is {y3}, dtype is {y3.dtype}")
print(f"y4 value is {y4}, dtype is {y4.dtype}")
