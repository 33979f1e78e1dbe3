"""`mindspore.train.amp`'s auto lists: MindSpore 2.10's primitives, in its order, those mindshim has."""

from mindshim.ops import operations as P
from mindshim.ops.auto_generate import gen_ops_prim as gen
from mindshim.train import amp

# MindSpore 2.10's AMP_AUTO_WHITE_LIST / AMP_AUTO_BLACK_LIST, by class name (from mindspore/train/amp.py)
_MS_WHITE = (
    "Conv2D Conv3D Conv2DExt Conv3DExt ConvTranspose2D Conv2DTranspose Conv3DTranspose Convolution MatMul MatMulExt "
    "BatchMatMul BatchMatMulExt PReLU Einsum Dense Addmm Addbmm Addmv Baddbmm Mv"
).split()
_MS_BLACK = (
    "Pow ACos Asin Cosh Erfinv Exp Expm1 Log Log10 Log1p Log2 Reciprocal Rsqrt Sinh Tan Softplus SoftplusExt "
    "LayerNorm LayerNormExt BatchNorm BatchNormExt GroupNorm Norm KLDivLoss SmoothL1Loss MultilabelMarginLoss "
    "SoftMarginLoss TripletMarginLoss MultiMarginLoss BCEWithLogitsLoss Pdist Cdist Renorm ReduceProd Softmax "
    "LogSoftmax LogSoftmaxExt CumProd CumSum CumsumExt ProdExt SumExt L1LossExt MSELossExt NLLLoss NLLLoss2d"
).split()


def _have(name):
    return hasattr(P, name) or hasattr(gen, name)


def test_auto_lists_are_mindspores_in_order():
    white = [c.__name__ for c in amp.AMP_AUTO_WHITE_LIST]
    black = [c.__name__ for c in amp.AMP_AUTO_BLACK_LIST]
    assert white == [n for n in _MS_WHITE if _have(n)]
    assert black == [n for n in _MS_BLACK if _have(n)]
    assert {"Conv2D", "MatMul", "BatchMatMul", "Dense"} <= set(white)
    assert {"Exp", "Log", "Softmax", "LayerNorm", "BatchNorm", "NLLLoss"} <= set(black)
    assert all(isinstance(c, type) for c in amp.AMP_AUTO_WHITE_LIST + amp.AMP_AUTO_BLACK_LIST)


def test_prim_arg_table_is_an_empty_defaultdict_of_lists():
    table = amp.AMP_PRIM_ARG_TABLE
    assert dict(table) == {} or all(v == [] for v in table.values())
    # how libraries read it: one (name, cast inputs) pair per primitive, all inputs cast
    pairs = [(p.__name__, table[p]) for p in amp.AMP_AUTO_WHITE_LIST]
    assert pairs[0] == ("Conv2D", [])
