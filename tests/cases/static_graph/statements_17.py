# statements.md, Python block 17 (section "List Comprehension"), from MindSpore's static-graph guide
# (mindspore-ai/docs r2.6.0, tutorials/source_en/compile/statements.md), as the guide gives it;
# the golden output is real MindSpore 2.10 CPU's.
import mindspore

@mindspore.jit()
def test():
    l = [x * x for x in range(1, 11) if x % 2 == 0]
    return l

ret = test()
print('ret:{}'.format(ret))
