# statements.md, Python block 12 (section "while Statements"), from MindSpore's static-graph guide
# (mindspore-ai/docs r2.6.0, tutorials/source_en/compile/statements.md), as the guide gives it;
# the golden output is real MindSpore 2.10 CPU's.
import mindspore

m = 1
n = 2

@mindspore.jit()
def test_cond(x, y):
    while x < y:
        x += 1
        return m
    return n

ret = test_cond(1, 5)
print('ret:{}'.format(ret))
