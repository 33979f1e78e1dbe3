"""The reduction family: one row per reduction (see :class:`mindshim.ops._defs.Op`, ``kind="reduce"``).

A row declares the functional op (generated over ``mindshim.ops.function._reduction`` with the row's ``kernel``,
the kind of ``mindshim._kernels.reduction.reduce``, or written by hand in ``math_func``: ``function="math_func"``),
its primitive classes (``ReduceSum(keep_dims=False, skip_mode=False)(x, axis=())``: the ``init`` attributes, the
``__call__`` inputs and the ``call`` they make), its ``mint`` names and its ``Tensor`` methods with MindSpore's
keyword aliases. ``python tools/gen_ops.py`` turns the rows into those surfaces.
"""

from __future__ import annotations

from . import Op

_KEEP = (("keep_dims", False),)
_TM = "mindshim.ops.function._tensor_methods:"
_MINT = "mindshim.mint"


def _r(name: str, prim: str, doc: str, **kw) -> Op:
    return Op(name, "reduce", prim, doc, **kw)


ROWS: tuple[Op, ...] = (
    _r("sum", "SumExt", "sum over ``dim`` (None: all)", function="math_func", classes=(), mint=("sum",),
       mint_fn=_MINT, tensor=("sum",), tensor_fn=_TM + "_sum", tensor_kw=("dim=axis", "keepdim=keepdims")),
    _r("reduce_sum", "ReduceSum", "sum over ``axis`` (default: all), keeping the input dtype", function="math_func",
       classes=("ReduceSum(x, axis=())",), init=(("keep_dims", False), ("skip_mode", False)),
       call="reduce_sum(x, axis, keep_dims)"),
    _r("mean", "ReduceMean", "mean over ``axis`` (default: all)", function="math_func", aliases=("reduce_mean",),
       classes=("ReduceMean(x, axis=())",), init=_KEEP, call="mean(x, axis, keep_dims)", mint=("mean",),
       mint_fn=_MINT, tensor=("mean",), tensor_fn=_TM + "_mean", tensor_kw=("dim=axis", "keepdim=keep_dims")),
    _r("prod", "ReduceProd", "product over ``axis`` (default: all), keeping the input dtype", function="math_func",
       classes=("ReduceProd(x, axis=())",), init=_KEEP, call="_prod_prim(x, axis, keep_dims)", mint=("prod",),
       mint_fn=_MINT, tensor=("prod",), tensor_fn=_TM + "_prod", tensor_kw=("dim=axis", "keepdim=keep_dims")),
    _r("amax", "ReduceMax", "maximum over ``axis`` (default: all)", function="math_func",
       classes=("ReduceMax(x, axis=())",), init=_KEEP, call="amax(x, axis, keep_dims)", mint=("amax",),
       mint_fn=_MINT, tensor=("amax",)),
    _r("amin", "ReduceMin", "minimum over ``axis`` (default: all)", function="math_func",
       classes=("ReduceMin(x, axis=())",), init=_KEEP, call="amin(x, axis, keep_dims)", mint=("amin",),
       mint_fn=_MINT, tensor=("amin",)),
    _r("max", "ArgMaxWithValue", "maximum values and their indices along ``axis``", function="math_func",
       classes=(), mint=("max",), mint_fn=_MINT, tensor=("max",), tensor_fn=_TM + "_max"),
    _r("min", "ArgMinWithValue", "minimum values and their indices along ``axis``", function="math_func",
       classes=(), mint=("min",), mint_fn=_MINT, tensor=("min",), tensor_fn=_TM + "_min"),
    _r("all", "ReduceAll", "logical AND over ``axis`` (None: all); Bool result", kernel="all",
       refuse="ReduceAll(keep_dims=<bool>)(input=<Tensor>, axis=<list of int, int, Tensor, tuple of int>)",
       classes=("ReduceAll(input, axis=None)",), init=_KEEP, call="all(input, axis, keep_dims)", mint=("all",),
       mint_fn=_MINT, tensor=("all",), tensor_kw=("dim=axis", "keepdim=keep_dims")),
    _r("any", "ReduceAny", "logical OR over ``axis`` (None: all); Bool result", kernel="any",
       refuse="ReduceAny(keep_dims=<bool>)(x=<Tensor>, axis=<list of int, int, Tensor, tuple of int>)",
       refuse_shown=(("axis", "Tuple<>"),),
       classes=("ReduceAny(x, axis=())",), init=_KEEP, call="any(x, axis, keep_dims)", mint=("any",),
       mint_fn=_MINT, tensor=("any",), tensor_kw=("dim=axis", "keepdim=keep_dims")),
    _r("std", "ReduceStd", "standard deviation over ``axis``", function="math_func", classes=(), mint=("std",),
       mint_fn=_MINT, tensor=("std",), tensor_fn=_TM + "_std"),
    _r("var", "ReduceStd", "variance over ``axis``", function="math_func", classes=(), mint=("var",),
       mint_fn=_MINT, tensor=("var",), tensor_fn=_TM + "_var"),
    _r("std_mean", "ReduceStd", "``(std, mean)`` over ``axis``", function="math_func", classes=("ReduceStd(x)",),
       init=(("axis", ()), ("unbiased", True), ("keep_dims", False)), tuple_attrs=("axis",),
       call="std_mean(x, axis, int(unbiased), keep_dims)", mint=("std_mean",), mint_fn=_MINT),
    _r("var_mean", "ReduceStd", "``(var, mean)`` over ``axis``", function="math_func", classes=(),
       mint=("var_mean",), mint_fn=_MINT),
)  # fmt: skip
