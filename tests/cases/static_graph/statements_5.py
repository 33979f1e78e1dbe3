# statements.md, Python block 5 (section "return Statements"), from MindSpore's static-graph guide
# (mindspore-ai/docs r2.6.0, tutorials/source_en/compile/statements.md), as the guide gives it;
# the golden output is real MindSpore 2.10 CPU's.
import mindspore

@mindspore.jit
def foo():
  x = 3
  print("x:", x)

res = foo()
assert res is None
