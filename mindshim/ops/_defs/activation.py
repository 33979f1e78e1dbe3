"""The activations: one row per activation with a primitive class (see :class:`mindshim.ops._defs.Op`).

Each functional op is written by hand in ``mindshim/ops/function/nn_func.py`` over its kernel in
``mindshim._kernels.activation`` (``function="nn_func"``); the row declares its primitive classes (their ``__call__``
inputs, ``init`` attributes and the ``call`` they make), its ``mint.nn.functional`` name and its ``Tensor``
methods. ``python tools/gen_ops.py`` turns the rows into those surfaces.
"""

from __future__ import annotations

from . import Op

_NNF = "mindshim.mint.nn.functional"


def _a(name: str, prim: str, doc: str, **kw) -> Op:
    return Op(name, "activation", prim, doc, function="nn_func", **kw)


ROWS: tuple[Op, ...] = (
    _a("relu", "ReLU", "``max(x, 0)``", classes=("ReLU(input)",), mint=("relu",), mint_fn=_NNF, tensor=("relu",)),
    _a("relu6", "ReLU6", "``min(max(x, 0), 6)``", classes=("ReLU6(x)",), mint=("relu6",), mint_fn=_NNF),
    _a("gelu", "GeLU", "GELU, tanh approximation", classes=("GeLU(input)", "Gelu(input)"), call='gelu(input, "tanh")',
       mint=("gelu",), mint_fn=_NNF),
    _a("fast_gelu", "FastGeLU", "fast GELU ``x / (1 + exp(-1.702 |x|)) exp(0.851 (x - |x|))``",
       classes=("FastGeLU(x)", "FastGelu(x)")),
    _a("elu", "Elu", "ELU with ``alpha``", classes=("Elu(input_x)",), init=(("alpha", 1.0),),
       call="elu(input_x, alpha)", mint=("elu",), mint_fn=_NNF),
    _a("hardswish", "HSwish", "hard swish ``x * relu6(x + 3) / 6``", classes=("HSwish(input)",), mint=("hardswish",),
       mint_fn=_NNF),
    _a("hardsigmoid", "HSigmoid", "hard sigmoid ``relu6(x + 3) / 6``", classes=("HSigmoid(input)",),
       mint=("hardsigmoid",), mint_fn=_NNF),
    _a("softplus", "Softplus", "``log(1 + exp(x))``", classes=("Softplus(*args)",), mint=("softplus",),
       mint_fn=_NNF),
    _a("softsign", "Softsign", "``x / (1 + |x|)``", classes=("Softsign(*args)",)),
    _a("selu", "SeLU", "scaled ELU", classes=("SeLU(*args)",), mint=("selu",), mint_fn=_NNF),
    _a("mish", "Mish", "``x * tanh(softplus(x))``", classes=("Mish(*args)",), mint=("mish",), mint_fn=_NNF),
    _a("prelu", "PReLU", "``x`` if positive else ``weight * x``", classes=("PReLU(input, weight)",), mint=("prelu",),
       mint_fn=_NNF),
    _a("celu", "CeLU", "CELU with ``alpha``", classes=("CeLU(x)",), init=(("alpha", 1.0),), call="celu(x, alpha)"),
    _a("hardshrink", "HShrink", "hard shrink with threshold ``lambd``", classes=("HShrink(input)",),
       init=(("lambd", 0.5),), call="hardshrink(input, lambd)", mint=("hardshrink",), mint_fn=_NNF,
       tensor=("hardshrink",)),
    _a("softshrink", "SoftShrink", "soft shrink with threshold ``lambd``", aliases=("soft_shrink",),
       classes=("SoftShrink(input)",), init=(("lambd", 0.5),), call="softshrink(input, lambd)",
       mint=("softshrink",), mint_fn=_NNF),
    _a("softmax", "Softmax", "softmax along ``axis`` (stored as a tuple, as MindSpore)", classes=("Softmax(input)",),
       init=(("axis", -1),), tuple_attrs=("axis",), attr_types=(("axis", "int, tuple of int"),),
       call="_softmax_prim(input, axis)", mint=("softmax",),
       mint_fn=_NNF, tensor=("softmax",), tensor_fn="mindshim.ops.function._tensor_methods:_softmax"),
    _a("log_softmax", "LogSoftmax", "log-softmax along ``axis``", classes=("LogSoftmax(logits)",),
       init=(("axis", -1),), call="log_softmax(logits, axis)", mint=("log_softmax",), mint_fn=_NNF,
       tensor=("log_softmax",)),
    _a("silu", "SiLU", "``x * sigmoid(x)``", classes=(), mint=("silu",), mint_fn=_NNF),
)  # fmt: skip
