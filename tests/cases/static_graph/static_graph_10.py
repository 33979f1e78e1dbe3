# static_graph.md, Python block 10 (section "List"), from MindSpore's static-graph guide
# (mindspore-ai/docs r2.6.0, tutorials/source_en/compile/static_graph.md), as the guide gives it;
# the golden output is real MindSpore 2.10 CPU's.
import numpy as np
import mindspore
from mindspore import nn

class Net(nn.Cell):
   @mindspore.jit
   def construct(self):
      a = [1, 2, 3, 4]
      b = ["1", "2", "a"]
      c = [mindspore.tensor([1]), mindspore.tensor([2])]
      d = [a, b, c, (4, 5)]
      return d
