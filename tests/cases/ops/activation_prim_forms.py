# Activation primitives and their surfaces: init attributes (repr, attrs, Softmax's axis stored as a tuple), the
# call inputs by position and keyword, the functional ops, mint.nn.functional, the Tensor methods, and the errors
# MindSpore raises for a bad input. (mint.nn.functional's relu6, gelu, elu, selu, mish and log_softmax have no
# MindSpore CPU kernel; MindSpore's Tensor has no relu or log_softmax method.)
import numpy as np
from mindspore import Tensor, ops
from mindspore.mint.nn import functional as F


def show(name, r):
    if isinstance(r, (tuple, list)):
        print(name, type(r).__name__, len(r))
        for i, v in enumerate(r):
            show(f"  {name}[{i}]", v)
    elif isinstance(r, Tensor):
        print(name, r.dtype, r.shape)
        print(r)
    else:
        print(name, type(r).__name__, r)


def attempt(tag, fn):
    try:
        show(tag, fn())
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e).strip().splitlines()[0])


x = Tensor(np.array([[-2.0, -0.25, 0.0], [0.3, 1.5, 7.0]], np.float32))
w = Tensor(np.array([0.25], np.float32))

for name in ["ReLU", "ReLU6", "GeLU", "Gelu", "FastGeLU", "FastGelu", "HSwish", "HSigmoid", "Softplus", "Softsign",
             "SeLU", "Mish"]:
    prim = getattr(ops, name)()
    print(name, repr(prim))
    attempt(name, lambda: prim(x))
print("Elu", repr(ops.Elu()), repr(ops.Elu(0.5)), ops.Elu(alpha=2.0).alpha)
attempt("Elu", lambda: ops.Elu()(x))
attempt("Elu_alpha", lambda: ops.Elu(alpha=1.0)(x))
print("CeLU", repr(ops.CeLU()), repr(ops.CeLU(2.0)), ops.CeLU(alpha=2.0).alpha)
attempt("CeLU", lambda: ops.CeLU(2.0)(x))
print("HShrink", repr(ops.HShrink()), repr(ops.HShrink(1.0)), ops.HShrink(lambd=0.3).lambd)
attempt("HShrink", lambda: ops.HShrink(1.0)(x))
print("SoftShrink", repr(ops.SoftShrink()), repr(ops.SoftShrink(0.3)))
attempt("SoftShrink", lambda: ops.SoftShrink(0.3)(x))
attempt("PReLU", lambda: ops.PReLU()(x, w))
for axis in (-1, 0, (1,)):
    sm = ops.Softmax(axis)
    print("Softmax", repr(sm), sm.axis)
    attempt(f"Softmax_{axis}", lambda: sm(x))
print("Softmax_default", repr(ops.Softmax()), ops.Softmax().axis)
for axis in (-1, 0):
    lsm = ops.LogSoftmax(axis)
    print("LogSoftmax", repr(lsm), lsm.axis)
    attempt(f"LogSoftmax_{axis}", lambda: lsm(x))

attempt("relu", lambda: ops.relu(x))
attempt("relu6", lambda: ops.relu6(x))
attempt("gelu_tanh", lambda: ops.gelu(x, "tanh"))
attempt("gelu", lambda: ops.gelu(x))
attempt("elu", lambda: ops.elu(x, 0.5))
attempt("softmax", lambda: ops.softmax(x, 0))
attempt("log_softmax", lambda: ops.log_softmax(x))
attempt("hardshrink", lambda: ops.hardshrink(x, 1.0))
attempt("softshrink", lambda: ops.softshrink(x, 0.3))
attempt("soft_shrink", lambda: ops.soft_shrink(x, 0.3))
attempt("celu", lambda: ops.celu(x, 2.0))

attempt("F_relu", lambda: F.relu(x))
attempt("F_hardswish", lambda: F.hardswish(x))
attempt("F_hardsigmoid", lambda: F.hardsigmoid(x))
attempt("F_softplus", lambda: F.softplus(x))
attempt("F_hardshrink", lambda: F.hardshrink(x, 1.0))
attempt("F_softshrink", lambda: F.softshrink(x, 0.3))
attempt("F_softmax", lambda: F.softmax(x, 1))
attempt("F_silu", lambda: F.silu(x))

attempt("t_softmax", lambda: x.softmax(0))
attempt("t_hardshrink", lambda: x.hardshrink(1.0))

# the call inputs by MindSpore's keyword names
attempt("ReLU_kw", lambda: ops.ReLU()(input=x))
attempt("GeLU_kw", lambda: ops.GeLU()(input=x))
attempt("HSwish_kw", lambda: ops.HSwish()(input=x))
attempt("HSigmoid_kw", lambda: ops.HSigmoid()(input=x))
attempt("ReLU6_kw", lambda: ops.ReLU6()(x=x))
attempt("FastGeLU_kw", lambda: ops.FastGeLU()(x=x))
attempt("Elu_kw", lambda: ops.Elu()(input_x=x))
attempt("CeLU_kw", lambda: ops.CeLU()(x=x))
attempt("HShrink_kw", lambda: ops.HShrink()(input=x))
attempt("SoftShrink_kw", lambda: ops.SoftShrink()(input=x))
attempt("PReLU_kw", lambda: ops.PReLU()(input=x, weight=w))
attempt("Softmax_kw", lambda: ops.Softmax(0)(input=x))
attempt("LogSoftmax_kw", lambda: ops.LogSoftmax()(logits=x))

# errors (last: a failed call can leave its error for MindSpore's next call)
attempt("ReLU_list", lambda: ops.ReLU()([1.0, -1.0]))
attempt("Softmax_list_axis", lambda: ops.Softmax([0]))
attempt("Softmax_float_axis", lambda: ops.Softmax(0.5))
print("Softmax_bool_axis", repr(ops.Softmax(True)))
