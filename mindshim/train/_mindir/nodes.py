"""The MindIR node table: each MindSpore primitive a MindIR graph may hold, run through mindshim's primitive.

A node of a MindSpore 2.10 MindIR file names its primitive (``op_type`` of a ``PrimitiveProto``) and passes it
its inputs. Two kinds exist:

- the older primitives (``Conv2D``, ``MaxPool``) keep their arguments as primitive attributes (``out_channel``,
  ``kernel_size``, ``pad_mode``, 4-element ``stride``), and the node's inputs are only the tensors;
- the ``PRIMITIVE_FUNCTION`` primitives of MindSpore's op definitions (``MatMul``, ``BiasAdd``, ``BatchNorm``,
  ``Reshape``, ...) take every argument as an input, in the order of the op definition: the tensors first,
  then what the Python class takes in ``__init__`` (``MatMul(x, w, transpose_a, transpose_b)``), as constants.

Each entry of :data:`NODES` maps the node's inputs (and attributes) onto ``mindshim.ops.operations``'s primitive
of the same name, so a loaded graph shares its kernels, dtype rules and errors with ``ops``.
"""

from __future__ import annotations

from typing import Any, Callable

from ...common import dtype as mstype
from ...ops import function as _F
from ...ops import operations as P

MONAD = object()  # the value of UMonad / IOMonad constants: side-effect ordering tokens, never read

# MindSpore's TypeId numbers of the dtypes, as a ``Cast`` node's ``dtype`` input carries them
TYPE_IDS = {
    30: mstype.bool_,
    32: mstype.int8,
    33: mstype.int16,
    34: mstype.int32,
    35: mstype.int64,
    37: mstype.uint8,
    38: mstype.uint16,
    39: mstype.uint32,
    40: mstype.uint64,
    42: mstype.float16,
    43: mstype.float32,
    44: mstype.float64,
    45: mstype.bfloat16,
}

# MindSpore's enum numbers of the op definitions' string arguments
_FORMAT = {0: "NCHW", 1: "NHWC", 2: "NCDHW"}
_PAD_MODE = {0: "PAD", 1: "SAME", 2: "VALID"}


def _hw(v: Any) -> tuple:
    """The (H, W) part of a 2- or 4-element kernel / stride / dilation attribute."""
    v = tuple(v) if isinstance(v, (tuple, list)) else (v, v)
    return v[-2:]


def _conv2d(args: list, a: dict) -> Any:
    pad = a.get("pad", 0)
    prim = P.Conv2D(
        out_channel=a["out_channel"],
        kernel_size=_hw(a["kernel_size"]),
        mode=a.get("mode", 1),
        pad_mode=a.get("pad_mode", "valid"),
        pad=tuple(pad) if isinstance(pad, (tuple, list)) else pad,
        stride=_hw(a.get("stride", 1)),
        dilation=_hw(a.get("dilation", 1)),
        group=a.get("group", 1),
        data_format=a.get("format", "NCHW"),
    )
    return prim(args[0], args[1])


def _pool(cls: Callable) -> Callable:
    def run(args: list, a: dict) -> Any:
        if len(args) > 1:  # the op-definition form: (x, kernel_size, strides, pad_mode, data_format)
            prim = cls(
                kernel_size=tuple(args[1]),
                strides=tuple(args[2]),
                pad_mode=_PAD_MODE[args[3]],
                data_format=_FORMAT[args[4]],
            )
        else:
            prim = cls(
                kernel_size=_hw(a["kernel_size"]),
                strides=_hw(a["strides"]),
                pad_mode=a.get("pad_mode", "VALID"),
                data_format=a.get("format", "NCHW"),
            )
        return prim(args[0])

    return run


def _unary(cls: Callable) -> Callable:
    return lambda args, a: cls()(args[0])


def _binary(cls: Callable) -> Callable:
    return lambda args, a: cls()(args[0], args[1])


def _cast(args: list, a: dict) -> Any:
    dtype = args[1]
    return P.Cast()(args[0], TYPE_IDS[dtype] if isinstance(dtype, int) else dtype)


def _tuple_get_item(args: list, a: dict) -> Any:
    return args[0][args[1]]


def _softmax(args: list, a: dict) -> Any:
    axis = args[1]
    return P.Softmax(tuple(axis) if isinstance(axis, (tuple, list)) else axis)(args[0])


def _reduce(cls: Callable) -> Callable:
    def run(args: list, a: dict) -> Any:
        prim = cls(keep_dims=args[2], skip_mode=args[3]) if len(args) > 3 else cls(keep_dims=args[2])
        return prim(args[0], args[1])

    return run


def _conv2d_transpose(args: list, a: dict) -> Any:
    pad = a.get("pad", 0)
    prim = P.Conv2DTranspose(
        out_channel=a["out_channel"],
        kernel_size=_hw(a["kernel_size"]),
        pad_mode=a.get("pad_mode", "valid"),
        pad=tuple(pad) if isinstance(pad, (tuple, list)) else pad,
        mode=a.get("mode", 1),
        stride=_hw(a.get("stride", 1)),
        dilation=_hw(a.get("dilation", 1)),
        group=a.get("group", 1),
        data_format=a.get("format", "NCHW"),
    )
    return prim(args[0], args[1], tuple(args[2]))


def _strided_slice(args: list, a: dict) -> Any:
    x, begin, end, strides = args[:4]
    masks = dict(zip(("begin_mask", "end_mask", "ellipsis_mask", "new_axis_mask", "shrink_axis_mask"), args[4:9]))
    return P.StridedSlice(**masks)(x, tuple(begin), tuple(end), tuple(strides))


NODES: dict[str, Callable] = {
    # graph structure: parameter reads, side-effect ordering, tuples
    "Load": lambda args, a: args[0],
    "UpdateState": lambda args, a: MONAD,
    "Depend": lambda args, a: args[0],
    "MakeTuple": lambda args, a: tuple(args),
    "MakeList": lambda args, a: list(args),
    "TupleGetItem": _tuple_get_item,
    "ListGetItem": _tuple_get_item,
    # nn
    "Conv2D": _conv2d,
    "BiasAdd": lambda args, a: P.BiasAdd(data_format=_FORMAT[args[2]] if len(args) > 2 else "NCHW")(args[0], args[1]),
    "MaxPool": _pool(P.MaxPool),
    "AvgPool": _pool(P.AvgPool),
    "BatchNorm": lambda args, a: P.BatchNorm(
        is_training=args[5], epsilon=args[6], momentum=args[7], data_format=_FORMAT[args[8]]
    )(*args[:5]),
    "LayerNorm": lambda args, a: P.LayerNorm(begin_norm_axis=args[3], begin_params_axis=args[4], epsilon=args[5])(
        *args[:3]
    ),
    "Softmax": _softmax,
    "LogSoftmax": lambda args, a: P.LogSoftmax(args[1])(args[0]),
    "Flatten": _unary(P.Flatten),
    "ReLU": _unary(P.ReLU),
    "ReLU6": _unary(P.ReLU6),
    "GeLU": _unary(P.GeLU),
    "Sigmoid": _unary(P.Sigmoid),
    "SiLU": lambda args, a: _F.silu(args[0]),  # ops.silu's primitive
    "HSwish": _unary(P.HSwish),
    "HSigmoid": _unary(P.HSigmoid),
    "Conv2DTranspose": _conv2d_transpose,
    "AdaptiveAvgPool2D": lambda args, a: P.AdaptiveAvgPool2D(tuple(a["output_size"]))(args[0]),
    "Tanh": _unary(P.Tanh),
    # linear algebra
    "MatMul": lambda args, a: P.MatMul(transpose_a=args[2], transpose_b=args[3])(args[0], args[1]),
    "BatchMatMul": lambda args, a: P.BatchMatMul(transpose_a=args[2], transpose_b=args[3])(args[0], args[1]),
    "MatMulExt": lambda args, a: _F.matmul(args[0], args[1]),  # ops.matmul's primitive
    # element-wise
    "Exp": _unary(P.Exp),
    "Log": _unary(P.Log),
    "Abs": _unary(P.Abs),
    "Sqrt": _unary(P.Sqrt),
    "Rsqrt": _unary(P.Rsqrt),
    "Neg": _unary(P.Neg),
    "Square": _unary(P.Square),
    "Reciprocal": _unary(P.Reciprocal),
    "Sin": _unary(P.Sin),
    "Cos": _unary(P.Cos),
    "Erf": _unary(P.Erf),
    "Floor": _unary(P.Floor),
    "Add": _binary(P.Add),
    "Sub": _binary(P.Sub),
    "Mul": _binary(P.Mul),
    "Muls": _binary(P.Mul),
    "Div": _binary(P.Div),
    "RealDiv": _binary(P.RealDiv),
    "Maximum": _binary(P.Maximum),
    "Minimum": _binary(P.Minimum),
    "Pow": _binary(P.Pow),
    "Greater": _binary(P.Greater),
    "GreaterEqual": _binary(P.GreaterEqual),
    "Less": _binary(P.Less),
    "LessEqual": _binary(P.LessEqual),
    "Equal": _binary(P.Equal),
    "NotEqual": _binary(P.NotEqual),
    "Select": lambda args, a: P.Select()(args[0], args[1], args[2]),
    "ClampScalar": lambda args, a: _F.clamp(args[0], args[1], args[2]),  # ops.clamp's primitive
    "OnesLike": _unary(P.OnesLike),
    "ZerosLike": _unary(P.ZerosLike),
    # arrays and reductions
    "Cast": _cast,
    "Reshape": lambda args, a: P.Reshape()(args[0], tuple(args[1])),
    "Transpose": lambda args, a: P.Transpose()(args[0], tuple(args[1])),
    "ExpandDims": lambda args, a: P.ExpandDims()(args[0], args[1]),
    "Squeeze": lambda args, a: P.Squeeze(tuple(args[1]))(args[0]),
    "Concat": lambda args, a: P.Concat(args[1])(tuple(args[0])),
    "Gather": lambda args, a: P.Gather(batch_dims=args[3] if len(args) > 3 else 0)(args[0], args[1], args[2]),
    "StridedSlice": _strided_slice,
    "Stack": lambda args, a: P.Stack(a.get("axis", 0))(tuple(args[0]) if len(args) == 1 else tuple(args)),
    "Split": lambda args, a: P.Split(args[1], args[2])(args[0]),
    "Argmax": lambda args, a: P.Argmax(args[1], TYPE_IDS[args[2]])(args[0]),
    "SumExt": lambda args, a: _F.sum(
        args[0], None if args[1] is None else args[1], args[2], dtype=None if args[3] is None else TYPE_IDS[args[3]]
    ),
    "Max": lambda args, a: P.ReduceMax()(args[0], ()),
    "ReduceSum": _reduce(P.ReduceSum),
    "ReduceMean": _reduce(P.ReduceMean),
    "ReduceMax": _reduce(P.ReduceMax),
    "ReduceMin": _reduce(P.ReduceMin),
}


def run_node(op: str, attrs: dict, args: list) -> Any:
    """Run one node: the primitive ``op`` on its input values ``args`` (``attrs`` its primitive attributes)."""
    return NODES[op](args, attrs)
