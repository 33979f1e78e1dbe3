# static_graph.md, Python block 60 (section "Syntax Based on Bytecode Graph Construction"), from MindSpore's static-graph guide
# (mindspore-ai/docs r2.6.0, tutorials/source_en/compile/static_graph.md), as the guide gives it;
# the golden output is real MindSpore 2.10 CPU's.
import mindspore

@mindspore.jit(capture_mode="bytecode")
def func(x):
    a = 0
    m = x * 3
    for _ in range(m):
        a = a + 1
    return a

x = mindspore.tensor([1], dtype=mindspore.int32)
ret = func(x)

print("ret: ", ret)
