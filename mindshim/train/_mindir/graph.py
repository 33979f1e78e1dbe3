"""MindIR graphs: ``FuncGraph`` (what ``mindspore.load`` returns), read from a ``ModelProto`` and run node by node."""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

import numpy as np

from ... import _state
from ..._kernels import errors as _errors
from ...common import dtype as mstype
from ...common.parameter import Parameter
from ...common.tensor import Tensor
from .. import mind_ir_pb2 as _pb
from .nodes import MONAD, NODES, TYPE_IDS, run_node  # noqa: F401 - TYPE_IDS: the dtypes of Cast nodes

_ATTR = _pb.AttributeProto
_TP = _pb.TensorProto

# TensorProto.DataType -> (numpy dtype, MindSpore dtype); BFLOAT16 is read through float32
_ELEM = {
    _TP.FLOAT: (np.float32, mstype.float32),
    _TP.UINT8: (np.uint8, mstype.uint8),
    _TP.INT8: (np.int8, mstype.int8),
    _TP.UINT16: (np.uint16, mstype.uint16),
    _TP.INT16: (np.int16, mstype.int16),
    _TP.INT32: (np.int32, mstype.int32),
    _TP.INT64: (np.int64, mstype.int64),
    _TP.BOOL: (np.bool_, mstype.bool_),
    _TP.FLOAT16: (np.float16, mstype.float16),
    _TP.DOUBLE: (np.float64, mstype.float64),
    _TP.FLOAT64: (np.float64, mstype.float64),
    _TP.UINT32: (np.uint32, mstype.uint32),
    _TP.UINT64: (np.uint64, mstype.uint64),
    _TP.COMPLEX64: (np.complex64, mstype.complex64),
    _TP.COMPLEX128: (np.complex128, mstype.complex128),
    _TP.BFLOAT16: (np.uint16, mstype.bfloat16),
}


def _load_failed() -> RuntimeError:
    return RuntimeError("Load MindIR failed.")


def tensor_from_proto(t: Any) -> Tensor:
    """A ``TensorProto``'s value as a Tensor (``raw_data`` in the file's little-endian layout)."""
    if t.HasField("external_data") and t.external_data.location:
        raise RuntimeError(
            f"Load MindIR failed: the data of '{t.name}' is stored in the external file "
            f"'{t.external_data.location}', which mindshim does not read."
        )
    if t.data_type not in _ELEM:
        raise _load_failed()
    np_dtype, ms_dtype = _ELEM[t.data_type]
    shape = tuple(int(d) for d in t.dims)
    if t.raw_data:
        arr = np.frombuffer(t.raw_data, dtype=np.dtype(np_dtype).newbyteorder("<")).astype(np_dtype)
    elif len(t.float_data):
        arr = np.asarray(t.float_data, np_dtype)
    elif len(t.int32_data):
        arr = np.asarray(t.int32_data, np_dtype)
    elif len(t.int64_data):
        arr = np.asarray(t.int64_data, np_dtype)
    elif len(t.double_data):
        arr = np.asarray(t.double_data, np_dtype)
    else:
        arr = np.zeros(shape, np_dtype)
    if arr.size != int(np.prod(shape, dtype=np.int64)):
        raise _load_failed()
    arr = arr.reshape(shape)
    if t.data_type == _TP.BFLOAT16:
        return Tensor((arr.astype(np.uint32) << 16).view(np.float32), ms_dtype)
    return Tensor(arr.copy(), ms_dtype)


def attr_value(a: Any) -> Any:
    """The Python value of an ``AttributeProto`` (a constant node's ``value``, a primitive's attribute)."""
    kind = a.type
    if kind in (_ATTR.UMONAD, _ATTR.IOMONAD):
        return MONAD
    if kind == _ATTR.NONE:
        return None
    if kind == _ATTR.BOOL:
        return bool(a.ints[0] if len(a.ints) else a.i)
    if kind in (
        _ATTR.INT8,
        _ATTR.INT16,
        _ATTR.INT32,
        _ATTR.INT64,
        _ATTR.UINT8,
        _ATTR.UINT16,
        _ATTR.UINT32,
        _ATTR.UINT64,
    ):
        return int(a.ints[0] if len(a.ints) else a.i)
    if kind in (_ATTR.FLOAT, _ATTR.FLOAT16, _ATTR.BFLOAT16):
        return float(a.floats[0] if len(a.floats) else a.f)
    if kind == _ATTR.DOUBLE:
        return float(a.doubles[0] if len(a.doubles) else a.d)
    if kind == _ATTR.STRING:
        return (a.strings[0] if len(a.strings) else a.s).decode("utf-8")
    if kind in (_ATTR.TENSORS, _ATTR.TENSOR):
        return tensor_from_proto(a.tensors[0] if len(a.tensors) else a.t)
    if kind in (_ATTR.TUPLE, _ATTR.LIST):
        return tuple(attr_value(v) for v in a.values)
    if kind == _ATTR.TYPE_NULL:
        return None
    raise RuntimeError(f"Load MindIR failed: the value type {_ATTR.AttributeType.Name(kind)} is not supported.")


class _Node:
    """One node of a MindIR graph: its MindSpore primitive name, the attributes, input and output names."""

    __slots__ = ("op", "attrs", "inputs", "output")

    def __init__(self, op: str, attrs: dict, inputs: tuple, output: str) -> None:
        self.op, self.attrs, self.inputs, self.output = op, attrs, inputs, output


class FuncGraph:
    """A graph loaded from MindIR. Mirrors ``mindspore._c_expression.FuncGraph`` as ``mindspore.load`` returns it.

    It holds the graph's inputs (names and recorded shapes/dtypes), its Parameters (named by their ``ref_key``,
    ``conv1.weight``) and its nodes in file order, each a MindSpore primitive (``Conv2D``, ``MatMul``,
    ``BatchNorm``, ...) with its attributes and constant inputs. It is run by :class:`mindspore.nn.GraphCell`:
    each node calls mindshim's primitive of the same name (``nodes.NODES``), so a MindIR graph computes what the
    network it was exported from computes under mindshim. Inputs of other shapes run as far as the graph allows
    (a ``Reshape`` to a recorded shape fixes it, in MindSpore too). The graph-only nodes (``Load``,
    ``UpdateState``, ``Depend``, ``MakeTuple``, ``TupleGetItem``) keep their meaning.

    Raises (when run):
        RuntimeError: a number of inputs other than the graph's ('The input number of parameters is not
            Compatible.', MindSpore's message). A primitive mindshim does not cover fails earlier, at ``load``.
    """

    def __init__(self, name: str, inputs: list, params: OrderedDict, values: dict, nodes: list, output: str) -> None:
        self.name = name
        self._inputs = inputs  # [(name, shape, dtype)]
        self._params = params  # {ref name: Parameter}
        self._values = values  # {node name: Parameter or constant}: the graph's parameters and Constant nodes
        self._nodes = nodes
        self._output = output

    def get_return(self) -> str:
        """The name of the graph's output node."""
        return self._output

    def str(self) -> str:
        """A short text of the graph: its name, inputs, parameters and node primitives."""
        lines = [f"graph {self.name}({', '.join(n for n, _, _ in self._inputs)})"]
        lines += [f"  param {k}: {tuple(p.shape)} {p.dtype}" for k, p in self._params.items()]
        lines += [f"  {n.output} = {n.op}({', '.join(n.inputs)})" for n in self._nodes]
        lines.append(f"  return {self._output}")
        return "\n".join(lines)

    def parameters(self) -> OrderedDict:
        """``{name: Parameter}`` of the graph (what ``GraphCell`` owns)."""
        return OrderedDict(self._params)

    def update_params(self, params_init: dict) -> OrderedDict:
        """Set the value of each named graph Parameter from ``params_init`` (names not in the graph are ignored),
        then return the graph's Parameters. The update changes the graph itself, so every ``GraphCell`` over it sees
        it, as in MindSpore.

        Raises:
            ValueError: a value whose shape or dtype differs from the Parameter's (MindSpore's message).
        """
        for name, value in params_init.items():
            p = self._params.get(name)
            if p is None:
                continue
            if tuple(value.shape) != tuple(p.shape) or value.dtype != p.dtype:
                raise ValueError(
                    "Only support update parameter by Tensor or Parameter with same shape and dtype as it. The "
                    f"parameter '{name}' has shape [const vector]{{{', '.join(str(d) for d in p.shape)}}} and dtype "
                    f"{p.dtype}, but got the update value with shape [const vector]"
                    f"{{{', '.join(str(d) for d in value.shape)}}} and dtype {value.dtype}."
                )
            p.set_data(Tensor(value.asnumpy(), value.dtype))
        return self.parameters()

    def __call__(self, *inputs: Any) -> Any:
        if len(inputs) != len(self._inputs):
            raise RuntimeError("The input number of parameters is not Compatible.")
        env = dict(self._values)
        for (name, _, _), x in zip(self._inputs, inputs):
            env[name] = x
        for node in self._nodes:
            env[node.output] = run_node(node.op, node.attrs, [env[i] for i in node.inputs])
        return env[self._output]


def _prim_of(op_type: str, prims: dict) -> tuple:
    """``(primitive op_type, attributes)`` of a node's ``op_type`` (``REF::Conv2D:4`` names a primitive)."""
    if op_type.startswith("REF::"):
        proto = prims.get(op_type[5:])
        if proto is None:
            raise _load_failed()
        return proto.op_type, {a.name: attr_value(a) for a in proto.attribute}
    return op_type, {}


def graph_from_model(model: Any) -> FuncGraph:
    """Build a :class:`FuncGraph` from a parsed ``ModelProto``.

    Raises:
        RuntimeError: the model has no producer (MindSpore's 'Load MindIR failed.'), calls sub-graphs
            (``functions``, control flow: not covered), or a node names an unknown primitive.
    """
    if not model.producer_name or not model.HasField("graph"):
        raise _load_failed()
    if len(model.functions):
        raise RuntimeError(
            "Load MindIR failed: the graph calls sub-graphs (control flow), which mindshim's MindIR loader does "
            "not cover."
        )
    g = model.graph
    prims = {p.name: p for p in model.primitives}
    params: OrderedDict = OrderedDict()
    by_node = {}
    for p in g.parameter:
        short = p.ref_key or p.name.split(":", 1)[-1]
        param = Parameter(tensor_from_proto(p), name=short)
        params[short] = param
        by_node[p.name] = param
    inputs = []
    for v in g.input:
        t = v.tensor[0] if len(v.tensor) else None
        inputs.append((v.name, tuple(t.dims) if t is not None else None, t.data_type if t is not None else None))
    nodes = []
    for n in g.node:
        if not len(n.output):
            continue
        if n.op_type == "Constant":
            by_node[n.output[0]] = attr_value(n.attribute[0]) if len(n.attribute) else None
            continue
        op, attrs = _prim_of(n.op_type, prims)
        nodes.append(_Node(op, attrs, tuple(n.input), n.output[0]))
    if not len(g.output):
        raise _load_failed()
    graph = FuncGraph(g.name, inputs, params, by_node, nodes, g.output[0].name)
    known = set(by_node) | {name for name, _, _ in inputs}
    for node in nodes:
        if node.op not in NODES:
            raise _errors.unsupported_op(node.op, "CPU")
        missing = [i for i in node.inputs if i not in known]
        if missing:
            raise _load_failed()
        known.add(node.output)
    if graph._output not in known:
        raise _load_failed()
    return graph


def load_file(data: bytes) -> FuncGraph:
    """Parse the bytes of a MindIR file into a :class:`FuncGraph`."""
    from google.protobuf.message import DecodeError

    model = _pb.ModelProto()
    try:
        model.ParseFromString(data)
    except (DecodeError, ValueError, RuntimeError):
        raise _load_failed() from None
    return graph_from_model(model)


_state.PROVIDED["FuncGraph"] = FuncGraph  # nn.GraphCell recognises loaded graphs through it
