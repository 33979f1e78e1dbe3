# statements.md, Python block 18 (section "List Comprehension"), from MindSpore's static-graph guide
# (mindspore-ai/docs r2.6.0, tutorials/source_en/compile/statements.md), as the guide gives it;
# the golden output is real MindSpore 2.10 CPU's.
l = [y for x in ((1, 2), (3, 4), (5, 6)) for y in x]
