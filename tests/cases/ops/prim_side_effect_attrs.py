# Primitives carry MindSpore's side-effect markers in attrs and repr, after their arguments
from mindspore import ops

for cls in [
    ops.Assign,
    ops.AssignAdd,
    ops.AssignSub,
    ops.Depend,
    ops.Print,
    ops.Dropout,
    ops.Gamma,
    ops.Multinomial,
    ops.ScatterUpdate,
    ops.ScatterNdUpdate,
    ops.ScatterAdd,
    ops.StandardNormal,
    ops.UniformReal,
    ops.Add,
]:
    p = cls()
    print(repr(p), sorted(k for k in p.attrs if k.startswith("side_effect")))
