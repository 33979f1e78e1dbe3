# python_builtin_functions.md, Python block 25 (section "print"), from MindSpore's static-graph guide
# (mindspore-ai/docs r2.6.0, tutorials/source_en/compile/python_builtin_functions.md), as the guide gives it;
# the golden output is real MindSpore 2.10 CPU's.
import mindspore
import numpy as np

x = mindspore.tensor(np.array([1, 2, 3]), mindspore.int32)
y = mindspore.tensor(3, mindspore.int32)

@mindspore.jit()
def test(x, y):
    print(x)
    print(y)
    return x, y

ret = test(x, y)
