# statements.md, Python block 19 (section "Dict Comprehension"), from MindSpore's static-graph guide
# (mindspore-ai/docs r2.6.0, tutorials/source_en/compile/statements.md), as the guide gives it;
# the golden output is real MindSpore 2.10 CPU's.
import mindspore

@mindspore.jit()
def test():
    x = [('a', 1), ('b', 2), ('c', 3)]
    res = {k: v for (k, v) in x if v > 1}
    return res

ret = test()
print('ret:{}'.format(ret))
