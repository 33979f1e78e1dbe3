# static_graph_expert_programming.md, Python block 7 (section "Using the Compilation Cache"), from MindSpore's static-graph guide
# (mindspore-ai/docs r2.6.0, tutorials/source_en/compile/static_graph_expert_programming.md), as the guide gives it;
# the golden output is real MindSpore 2.10 CPU's.
import os
import time
from mindspore import dtype
import mindspore as ms

@ms.jit
def func(input_x, input_y):
    output = input_x
    for _ in range(200):
        output = input_x + input_x * input_y + output
    return output

os.environ['MS_COMPILER_CACHE_ENABLE'] = '0'
x = ms.Tensor([1], dtype.float32)
y = ms.Tensor([2], dtype.float32)
start_time = time.time()
out = func(x, y)
end_time = time.time()
print("Disable comile_cache cost time:", end_time - start_time)
