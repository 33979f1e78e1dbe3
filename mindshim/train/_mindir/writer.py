"""Writing MindIR: a Cell's run under mindshim, recorded as torch operator calls, rewritten as MindSpore's nodes.

``mindspore.export(net, *inputs, file_format='MINDIR')`` runs ``net`` once on ``inputs`` while
``_kernels.trace.record`` keeps every ATen call; the calls that lead to the outputs are rewritten as the nodes
MindSpore 2.10 itself writes for them (``aten.convolution`` -> ``Conv2D`` + ``BiasAdd``, ``aten.addmm`` ->
``MatMul`` + ``BiasAdd``, ``aten.native_batch_norm`` -> ``BatchNorm`` + ``TupleGetItem``, ...: :data:`RULES`),
with the same primitive attributes and constant inputs, so real MindSpore ``load`` + ``GraphCell`` runs the file.
Like MindSpore's export, the graph is specialised to the example inputs: a Python branch taken in ``construct``
is the branch the file holds.
"""

from __future__ import annotations

import inspect
from typing import Any, Callable

from ..._kernels import errors as _errors
from ..._kernels import trace as _trace
from ... import _dtype
from ...common.parameter import Parameter
from ...common.tensor import Tensor
from .. import mind_ir_pb2 as _pb
from .nodes import TYPE_IDS

_ATTR = _pb.AttributeProto
_TP = _pb.TensorProto

_ELEM = {
    "Float32": _TP.FLOAT,
    "UInt8": _TP.UINT8,
    "Int8": _TP.INT8,
    "UInt16": _TP.UINT16,
    "Int16": _TP.INT16,
    "Int32": _TP.INT32,
    "Int64": _TP.INT64,
    "Bool": _TP.BOOL,
    "Float16": _TP.FLOAT16,
    "Float64": _TP.DOUBLE,
    "UInt32": _TP.UINT32,
    "UInt64": _TP.UINT64,
    "Complex64": _TP.COMPLEX64,
    "Complex128": _TP.COMPLEX128,
    "BFloat16": _TP.BFLOAT16,
}
_TYPE_ID = {str(d): i for i, d in TYPE_IDS.items()}


def _ms_dtype(t: Any) -> Any:
    return _dtype.from_torch_dtype(t.dtype)


def _unsupported(what: str) -> RuntimeError:
    return _errors.runtime_error(
        "export",
        f"the network uses {what}, which mindshim cannot write as a MindIR node; the nodes covered are listed in "
        "docs/mindir.md.",
    )


class _Builder:
    """The ``ModelProto`` under construction: nodes, primitives, parameters, inputs and the value of each tensor."""

    def __init__(self, graph_name: str) -> None:
        self.model = _pb.ModelProto()
        self.model.ir_version = "1.1"
        self.model.producer_name = "MindSpore"
        self.model.model_version = "2.10.0"
        self.model.little_endian = True
        self.model.mind_ir_version = 3
        self.g = self.model.graph
        self.g.name = graph_name
        self.name = graph_name
        self.values: dict = {}  # id(torch tensor) -> node output name
        self.tensors: dict = {}  # id -> the tensor (held alive)
        self.prims: dict = {}  # (op, attrs key) -> primitive name
        self.count = 0
        self.transposes: dict = {}  # id(2-D transpose made by the run) -> its source tensor
        self.items: dict = {}  # id(one output of a multi-output node) -> (node name, index), read on first use
        self.pads: dict = {}  # id(zero/-inf padded 4-D tensor) -> (source, (top, bottom, left, right), value)

    # ---- names and values
    def _next(self) -> int:
        self.count += 1
        return self.count

    def bind(self, t: Any, name: str) -> None:
        self.values[id(t)] = name
        self.tensors[id(t)] = t

    def ref(self, x: Any) -> str:
        """The node output holding tensor ``x`` (a tensor the run did not make becomes a constant)."""
        name = self.values.get(id(x))
        if name is None and id(x) in self.items:
            node, index = self.items[id(x)]
            name = self.node("TupleGetItem", [node, self.const(index)], x)
            self.bind(x, name)
        if name is None and id(x) in self.pads:
            raise _unsupported("a constant padding that feeds neither a convolution nor a max pooling")
        if name is None:
            name = self.const_tensor(x)
            self.bind(x, name)
        return name

    def constant(self, fill: Callable) -> str:
        k = self._next()
        node = self.g.node.add()
        node.op_type = "Constant"
        node.name = node.output.append(f"ValueNode_{k}") or f"ValueNode_{k}"
        a = node.attribute.add()
        a.name = "value"
        fill(a)
        return node.output[0]

    def const_tensor(self, t: Any) -> str:
        def fill(a: Any) -> None:
            a.type = _ATTR.TENSORS
            tp = a.tensors.add()
            tp.dims.extend(int(d) for d in t.shape)
            tp.data_type = _ELEM[str(_ms_dtype(t))]
            tp.name = "value0"
            tp.raw_data = _trace.to_bytes(t)

        return self.constant(fill)

    def const_scalar_tensor(self, value: Any, like: Any) -> str:
        """A 0-dimensional constant of ``like``'s dtype (how MindSpore writes ``x * 2.0``'s number)."""

        def fill(a: Any) -> None:
            a.type = _ATTR.TENSORS
            tp = a.tensors.add()
            tp.data_type = _ELEM[str(_ms_dtype(like))]
            tp.name = "value0"
            tp.raw_data = _trace.scalar_tensor_bytes(value, like.dtype)

        return self.constant(fill)

    def const(self, value: Any) -> str:
        """A constant input: bool, int, float, str or a tuple of ints."""
        return self.constant(lambda a: _fill_attr(a, value))

    def unpad(self, x: Any, value: float) -> tuple:
        """``(source, (top, bottom, left, right))``: the tensor a convolution or pooling reads before the run's
        ``constant_pad_nd`` of ``value`` made ``x`` (no padding: ``x`` itself and zeros)."""
        entry = self.pads.get(id(x))
        if entry is None:
            return x, (0, 0, 0, 0)
        src, pads, v = entry
        if v != value:
            raise _unsupported(f"a constant padding with {v} before an operator that pads with {value}")
        return src, pads

    # ---- nodes
    def prim(self, op: str, attrs: dict | None) -> str:
        key = (op, repr(sorted((attrs or {}).items())))
        name = self.prims.get(key)
        if name is None:
            name = f"{op}:{self._next()}"
            self.prims[key] = name
            p = self.model.primitives.add()
            p.name = name
            p.op_type = op
            p.instance_name = ""
            p.prim_type = _pb.PrimitiveProto.PRIMITIVE if attrs is not None else _pb.PrimitiveProto.PRIMITIVE_FUNCTION
            for k, v in (attrs or {}).items():
                a = p.attribute.add()
                a.name = k
                _fill_attr(a, v)
        return name

    def node(self, op: str, inputs: list, out: Any = None, attrs: dict | None = None) -> str:
        """Append a node of primitive ``op`` on ``inputs`` (node names); ``out`` (a tensor or a tuple of tensors)
        gives its recorded ``shape`` attribute; ``attrs`` makes it an attribute primitive (``Conv2D``)."""
        prim = self.prim(op, attrs)
        k = self._next()
        node = self.g.node.add()
        name = f"{self.name}:CNode_{k}:{k}"
        node.name = name
        node.output.append(name)
        node.op_type = f"REF::{prim}"
        node.input.extend(inputs)
        node.domain = f"Default/{op}-op{k}"
        if out is not None:
            a = node.attribute.add()
            a.name = "shape"
            _fill_shape(a, out)
        return name


def _fill_shape(a: Any, out: Any) -> None:
    if isinstance(out, (tuple, list)):
        a.type = _ATTR.TUPLE
        for o in out:
            _fill_shape(a.values.add(), o)
        a.seq_info.is_dyn_len = False
        return
    a.type = _ATTR.TENSORS
    tp = a.tensors.add()
    tp.dims.extend(int(d) for d in out.shape)
    tp.data_type = _ELEM[str(_ms_dtype(out))]


def _fill_attr(a: Any, v: Any) -> None:
    if v is None:
        a.type = _ATTR.NONE
    elif isinstance(v, bool):
        a.type, a.i = _ATTR.BOOL, int(v)
    elif isinstance(v, int):
        a.type, a.i = _ATTR.INT64, v
    elif isinstance(v, float):
        a.type, a.f = _ATTR.FLOAT, v
    elif isinstance(v, str):
        a.type, a.s = _ATTR.STRING, v.encode()
    elif isinstance(v, (tuple, list)):
        a.type = _ATTR.TUPLE if isinstance(v, tuple) else _ATTR.LIST
        for e in v:
            item = a.values.add()
            if isinstance(e, str):
                item.type = _ATTR.STRING
                item.strings.append(e.encode())
            elif isinstance(e, bool):
                item.type = _ATTR.BOOL
                item.ints.append(int(e))
            else:
                item.type = _ATTR.INT64
                item.ints.append(int(e))
    else:  # pragma: no cover - the rules pass only the kinds above
        raise TypeError(f"cannot write {type(v)} as a MindIR attribute")


# ------------------------------------------------------------------------------------------------------- rules
_BOUND = object()  # a rule's result: it bound the call's outputs itself (a primitive with several outputs)
# Each rule writes the nodes of one ATen call: ``rule(b, args, kwargs, out) -> node name of out`` (or ``None``
# when the call's value is the node of its first input).


def _pair(v: Any) -> tuple:
    v = tuple(v) if isinstance(v, (list, tuple)) else (v,)
    return v * 2 if len(v) == 1 else v


def _conv(b: _Builder, args: tuple, kw: dict, out: Any) -> str:
    x, w, bias, stride, padding, dilation, transposed, output_padding, groups = args[:9]
    if w.dim() == 3 and not transposed:
        return _conv1d(b, args, out)
    if w.dim() != 4:
        raise _unsupported("a convolution other than 1-D or 2-D")
    if transposed:
        return _conv_transpose(b, args, out)
    ph, pw = _pair(padding)
    x, (top, bottom, left, right) = b.unpad(x, 0.0)
    pad = (ph + top, ph + bottom, pw + left, pw + right)
    attrs = _conv_attrs(w.shape[2:], pad, _pair(stride), _pair(dilation), groups, int(w.shape[0]))
    y = b.node("Conv2D", [b.ref(x), b.ref(w)], out, attrs)
    if bias is None:
        return y
    return b.node("BiasAdd", [y, b.ref(bias), b.const(0)], out)


def _conv_attrs(kernel: tuple, pad: tuple, stride: tuple, dilation: tuple, groups: int, out_channel: int) -> dict:
    """The attributes MindSpore writes for a ``Conv2D`` / ``Conv2DTranspose`` primitive."""
    return {
        "kernel_size": tuple(int(d) for d in kernel),
        "mode": 1,
        "out_channel": out_channel,
        "input_names": ["x", "w"],
        "pad": pad,
        "pad_mode": "pad" if any(pad) else "valid",
        "format": "NCHW",
        "pad_list": pad,
        "groups": int(groups),
        "stride": (1, 1) + stride,
        "group": int(groups),
        "dilation": (1, 1) + dilation,
        "output_names": ["output"],
    }


def _conv1d(b: _Builder, args: tuple, out: Any) -> str:
    """A 1-D convolution as MindSpore writes ``nn.Conv1d``: the input and weight reshaped to height 1, a
    ``Conv2D``, and the output reshaped back (``BiasAdd`` on the 4-D result)."""
    x, w, bias, stride, padding, dilation, _, _, groups = args[:9]
    n, c, length = (int(d) for d in x.shape)
    o, i, k = (int(d) for d in w.shape)
    x4 = b.node("Reshape", [b.ref(x), b.const((n, c, 1, length))], None)
    w4 = b.node("Reshape", [b.ref(w), b.const((o, i, 1, k))], None)
    p = int(tuple(padding)[0]) if isinstance(padding, (list, tuple)) else int(padding)
    s = int(tuple(stride)[0]) if isinstance(stride, (list, tuple)) else int(stride)
    d = int(tuple(dilation)[0]) if isinstance(dilation, (list, tuple)) else int(dilation)
    attrs = _conv_attrs((1, k), (0, 0, p, p), (1, s), (1, d), groups, o)
    y = b.node("Conv2D", [x4, w4], None, attrs)
    if bias is not None:
        y = b.node("BiasAdd", [y, b.ref(bias), b.const(0)], None)
    return b.node("Reshape", [y, b.const(tuple(int(e) for e in out.shape))], out)


def _conv_transpose(b: _Builder, args: tuple, out: Any) -> str:
    """A 2-D transposed convolution: MindSpore's ``Conv2DTranspose`` with the output shape as ``input_size``."""
    x, w, bias, stride, padding, dilation, _, output_padding, groups = args[:9]
    ph, pw = _pair(padding)
    pad = (ph, ph, pw, pw)
    attrs = _conv_attrs(w.shape[2:], pad, _pair(stride), _pair(dilation), groups, int(w.shape[1]) * int(groups))
    attrs["input_names"] = ["out_backprop", "filter", "input_sizes"]
    size = b.const(tuple(int(d) for d in out.shape))
    y = b.node("Conv2DTranspose", [b.ref(x), b.ref(w), size], out, attrs)
    if bias is None:
        return y
    return b.node("BiasAdd", [y, b.ref(bias), b.const(0)], out)


def _transposed_source(b: _Builder, t: Any) -> Any:
    """The tensor that ``t`` is the 2-D transpose of (``aten.t`` / ``permute(1, 0)``), if the run made it so."""
    return b.transposes.get(id(t))


def _matmul(b: _Builder, x: Any, w: Any, out: Any) -> str:
    src = _transposed_source(b, w)
    if src is not None:
        return b.node("MatMul", [b.ref(x), b.ref(src), b.const(False), b.const(True)], out)
    return b.node("MatMul", [b.ref(x), b.ref(w), b.const(False), b.const(False)], out)


def _addmm(b: _Builder, args: tuple, kw: dict, out: Any) -> str:
    bias, x, w = args[:3]
    if kw.get("beta", 1) != 1 or kw.get("alpha", 1) != 1:
        raise _unsupported("addmm with beta or alpha")
    y = _matmul(b, x, w, out)
    if bias.dim() == 1:
        return b.node("BiasAdd", [y, b.ref(bias), b.const(0)], out)
    return b.node("Add", [y, b.ref(bias)], out)


def _mm(b: _Builder, args: tuple, kw: dict, out: Any) -> str:
    return _matmul(b, args[0], args[1], out)


def _bmm(b: _Builder, args: tuple, kw: dict, out: Any) -> str:
    return b.node("BatchMatMul", [b.ref(args[0]), b.ref(args[1]), b.const(False), b.const(False)], out)


def _permute(b: _Builder, args: tuple, kw: dict, out: Any) -> str:
    x = args[0]
    if len(args) > 1 and isinstance(args[1], (list, tuple)):
        perm = tuple(int(d) % max(x.dim(), 1) for d in args[1])
    elif len(args) > 2:  # transpose.int(x, d0, d1)
        perm = list(range(x.dim()))
        d0, d1 = int(args[1]) % x.dim(), int(args[2]) % x.dim()
        perm[d0], perm[d1] = perm[d1], perm[d0]
        perm = tuple(perm)
    else:  # t(x)
        perm = tuple(reversed(range(x.dim())))
    if perm == (1, 0):
        b.transposes[id(out)] = x
        b.tensors[id(out)] = out
    return b.node("Transpose", [b.ref(x), b.const(perm)], out)


def _reshape(b: _Builder, args: tuple, kw: dict, out: Any) -> str:
    return b.node("Reshape", [b.ref(args[0]), b.const(tuple(int(d) for d in out.shape))], out)


def _unary(op: str) -> Callable:
    return lambda b, args, kw, out: b.node(op, [b.ref(args[0])], out)


def _operand(b: _Builder, v: Any, like: Any) -> str:
    return b.ref(v) if hasattr(v, "dim") else b.const_scalar_tensor(v, like)


def _binary(op: str) -> Callable:
    def rule(b: _Builder, args: tuple, kw: dict, out: Any) -> str:
        if kw.get("alpha", 1) != 1 or kw.get("rounding_mode") is not None:
            raise _unsupported(f"{op} with alpha or rounding_mode")
        x, y = args[0], args[1]
        like = x if hasattr(x, "dim") else y
        return b.node(op, [_operand(b, x, like), _operand(b, y, like)], out)

    return rule


def _identity(b: _Builder, args: tuple, kw: dict, out: Any) -> None:
    return None


def _to_copy(b: _Builder, args: tuple, kw: dict, out: Any) -> str | None:
    x = args[0]
    if out.dtype == x.dtype:
        return None
    return b.node("Cast", [b.ref(x), b.const(_TYPE_ID[str(_ms_dtype(out))])], out)


def _pool_pad_mode(src: Any, pads: tuple, k: tuple, s: tuple, out: Any) -> str | None:
    """'VALID' or 'SAME' when a max pooling over ``src`` with ``pads`` (top, bottom, left, right; -inf beyond
    the input) gives MindSpore's windows of that ``pad_mode`` and the output shape ``out``; None otherwise."""
    size = tuple(int(d) for d in src.shape[2:])
    got = tuple(int(d) for d in out.shape[2:])
    valid = tuple((n - kk) // ss + 1 for n, kk, ss in zip(size, k, s))
    if not any(pads) and got == valid:
        return "VALID"
    same = tuple(-(-n // ss) for n, ss in zip(size, s))
    totals = [max((o - 1) * ss + kk - n, 0) for o, ss, kk, n in zip(same, s, k, size)]
    if got == same and (pads[0], pads[2]) == (totals[0] // 2, totals[1] // 2):
        return "SAME"
    return None


def _max_pool(b: _Builder, args: tuple, kw: dict, out: Any) -> object:
    x, k = args[0], _pair(args[1])
    s = _pair(args[2]) if len(args) > 2 and args[2] else k
    pad = _pair(args[3]) if len(args) > 3 else (0, 0)
    dil = _pair(args[4]) if len(args) > 4 else (1, 1)
    if dil != (1, 1):
        raise _unsupported("max pooling with dilation")
    src, (top, bottom, left, right) = b.unpad(x, float("-inf"))
    mode = _pool_pad_mode(src, (top + pad[0], bottom + pad[0], left + pad[1], right + pad[1]), k, s, out[0])
    if mode is None:
        raise _unsupported("max pooling whose padding is neither MindSpore's 'valid' nor 'same'")
    attrs = {
        "pad_mode": mode,
        "output_names": ["output"],
        "kernel_size": (1, 1) + k,
        "format": "NCHW",
        "strides": (1, 1) + s,
        "input_names": ["x"],
    }
    name = b.node("MaxPool", [b.ref(src)], out[0], attrs)
    b.bind(out[0], name)
    return _BOUND


def _constant_pad(b: _Builder, args: tuple, kw: dict, out: Any) -> object:
    x, pad = args[0], tuple(int(p) for p in args[1])
    value = float(args[2]) if len(args) > 2 else float(kw.get("value", 0.0))
    if x.dim() != 4 or len(pad) != 4 or min(pad) < 0:
        raise _unsupported("a constant padding other than of the last two axes of a 4-D tensor")
    left, right, top, bottom = pad
    src, (t0, b0, l0, r0) = b.unpad(x, value) if id(x) in b.pads else (x, (0, 0, 0, 0))
    b.pads[id(out)] = (src, (t0 + top, b0 + bottom, l0 + left, r0 + right), value)
    b.tensors[id(out)] = out
    return _BOUND


def _avg_pool(b: _Builder, args: tuple, kw: dict, out: Any) -> str:
    x, k = args[0], _pair(args[1])
    s = _pair(args[2]) if len(args) > 2 and args[2] else k
    pad = _pair(args[3]) if len(args) > 3 else (0, 0)
    ceil = args[4] if len(args) > 4 else False
    if any(pad) or ceil or (len(args) > 6 and args[6] is not None):
        raise _unsupported("average pooling with padding, ceil_mode or divisor_override")
    return b.node("AvgPool", [b.ref(x), b.const(k), b.const(s), b.const(2), b.const(0)], out)


def _batch_norm(b: _Builder, args: tuple, kw: dict, out: Any) -> object:
    x, w, bias, mean, var = args[:5]
    if len(args) == 8:  # native_batch_norm(x, w, b, mean, var, training, momentum, eps)
        training, momentum, eps = args[5], args[6], args[7]
    else:  # _native_batch_norm_legit_no_training(x, w, b, mean, var, momentum, eps)
        training, momentum, eps = False, args[5], args[6]
    if w is None or bias is None or mean is None:
        raise _unsupported("a batch normalization without scale, bias or moving statistics")
    ins = [b.ref(x), b.ref(w), b.ref(bias), b.ref(mean), b.ref(var)]
    ins += [b.const(bool(training)), b.const(float(eps)), b.const(float(momentum)), b.const(0)]
    bn = b.node("BatchNorm", ins, (out[0], mean, var, mean, var))
    b.bind(out[0], b.node("TupleGetItem", [bn, b.const(0)], out[0]))
    return _BOUND


def _layer_norm(b: _Builder, args: tuple, kw: dict, out: Any) -> object:
    x, shape, w, bias, eps = args[:5]
    if w is None or bias is None:
        raise _unsupported("a layer normalization without gamma or beta")
    axis = x.dim() - len(shape)
    ins = [b.ref(x), b.ref(w), b.ref(bias), b.const(axis), b.const(axis), b.const(float(eps))]
    ln = b.node("LayerNorm", ins, tuple(out))
    b.bind(out[0], b.node("TupleGetItem", [ln, b.const(0)], out[0]))
    return _BOUND


def _softmax(op: str) -> Callable:
    def rule(b: _Builder, args: tuple, kw: dict, out: Any) -> str:
        axis = int(args[1])
        return b.node(op, [b.ref(args[0]), b.const((axis,) if op == "Softmax" else axis)], out)

    return rule


def _gelu(b: _Builder, args: tuple, kw: dict, out: Any) -> str:
    if kw.get("approximate", "none") != "tanh":
        raise _unsupported("GELU without the tanh approximation")
    return b.node("GeLU", [b.ref(args[0])], out)


def _reduce(op: str, skip_mode: bool) -> Callable:
    def rule(b: _Builder, args: tuple, kw: dict, out: Any) -> str:
        x = args[0]
        dims = args[1] if len(args) > 1 else kw.get("dim", ())
        dims = tuple(int(d) for d in (dims if isinstance(dims, (list, tuple)) else (dims,)))
        keep = bool(args[2] if len(args) > 2 else kw.get("keepdim", False))
        ins = [b.ref(x), b.const(dims), b.const(keep)] + ([b.const(False)] if skip_mode else [])
        return b.node(op, ins, out)

    return rule


def _leaky_relu(b: _Builder, args: tuple, kw: dict, out: Any) -> str:
    """``max(alpha * x, x)`` (``min`` when alpha > 1), the nodes MindSpore writes for ``nn.LeakyReLU``."""
    x = args[0]
    alpha = float(args[1]) if len(args) > 1 else 0.01
    scaled = b.node("Mul", [b.const_scalar_tensor(alpha, x), b.ref(x)], out)
    return b.node("Maximum" if alpha <= 1 else "Minimum", [scaled, b.ref(x)], out)


def _embedding(b: _Builder, args: tuple, kw: dict, out: Any) -> str:
    return b.node("Gather", [b.ref(args[0]), b.ref(args[1]), b.const(0), b.const(0)], out)


def _slice(b: _Builder, args: tuple, kw: dict, out: Any) -> str:
    x = args[0]
    dim = int(args[1]) if len(args) > 1 else 0
    start = args[2] if len(args) > 2 and args[2] is not None else 0
    end = args[3] if len(args) > 3 and args[3] is not None else int(x.shape[dim])
    step = int(args[4]) if len(args) > 4 else 1
    n = x.dim()
    dim %= n
    size = int(x.shape[dim])
    begin, stop, strides = [0] * n, [int(d) for d in x.shape], [1] * n
    begin[dim] = max(min(int(start) + size if int(start) < 0 else int(start), size), 0)
    stop[dim] = max(min(int(end) + size if int(end) < 0 else int(end), size), 0)
    strides[dim] = step
    ins = [b.ref(x), b.const(tuple(begin)), b.const(tuple(stop)), b.const(tuple(strides))]
    return b.node("StridedSlice", ins + [b.const(0)] * 5, out)


def _stack(b: _Builder, args: tuple, kw: dict, out: Any) -> str:
    tensors = list(args[0])
    dim = int(args[1]) if len(args) > 1 else int(kw.get("dim", 0))
    tup = b.node("MakeTuple", [b.ref(t) for t in tensors], tuple(tensors))
    n = len(tensors)
    return b.node("Stack", [tup], out, {"num": n, "axis": dim % out.dim(), "N": n})


def _clamp(b: _Builder, args: tuple, kw: dict, out: Any) -> str:
    lo = args[1] if len(args) > 1 else kw.get("min")
    hi = args[2] if len(args) > 2 else kw.get("max")
    if hasattr(lo, "dim") or hasattr(hi, "dim"):
        raise _unsupported("clamp with tensor bounds")
    bound = [None if v is None else float(v) for v in (lo, hi)]
    return b.node("ClampScalar", [b.ref(args[0]), b.const(bound[0]), b.const(bound[1])], out)


def _where(b: _Builder, args: tuple, kw: dict, out: Any) -> str:
    cond, x, y = args[:3]
    like = x if hasattr(x, "dim") else y
    return b.node("Select", [b.ref(cond), _operand(b, x, like), _operand(b, y, like)], out)


def _argmax(b: _Builder, args: tuple, kw: dict, out: Any) -> str:
    x = args[0]
    dim = args[1] if len(args) > 1 else kw.get("dim")
    keep = bool(args[2] if len(args) > 2 else kw.get("keepdim", False))
    if dim is None:
        raise _unsupported("argmax over all elements")
    y = b.node("Argmax", [b.ref(x), b.const(int(dim)), b.const(_TYPE_ID[str(_ms_dtype(out))])], None if keep else out)
    return b.node("Reshape", [y, b.const(tuple(int(d) for d in out.shape))], out) if keep else y


def _split(b: _Builder, args: tuple, kw: dict, out: Any) -> object:
    x, size = args[0], args[1]
    dim = int(args[2]) if len(args) > 2 else int(kw.get("dim", 0))
    length = int(x.shape[dim])
    if isinstance(size, (list, tuple)) or length % int(size):
        raise _unsupported("a split into unequal parts")
    node = b.node("Split", [b.ref(x), b.const(dim % x.dim()), b.const(length // int(size))], tuple(out))
    for i, t in enumerate(out):
        b.items[id(t)] = (node, i)
        b.tensors[id(t)] = t
    return _BOUND


def _like(op: str) -> Callable:
    return lambda b, args, kw, out: b.node(op, [b.ref(args[0])], out)


def _cat(b: _Builder, args: tuple, kw: dict, out: Any) -> str:
    tensors = list(args[0])
    dim = int(args[1]) if len(args) > 1 else int(kw.get("dim", 0))
    tup = b.node("MakeTuple", [b.ref(t) for t in tensors], tuple(tensors))
    return b.node("Concat", [tup, b.const(dim)], out)


RULES: dict[str, Callable] = {
    "convolution": _conv,
    "addmm": _addmm,
    "mm": _mm,
    "bmm": _bmm,
    "t": _permute,
    "permute": _permute,
    "transpose": _permute,
    "view": _reshape,
    "_unsafe_view": _reshape,
    "reshape": _reshape,
    "unsqueeze": _reshape,
    "squeeze": _reshape,
    "flatten": _reshape,
    "relu": _unary("ReLU"),
    "sigmoid": _unary("Sigmoid"),
    "tanh": _unary("Tanh"),
    "exp": _unary("Exp"),
    "log": _unary("Log"),
    "abs": _unary("Abs"),
    "sqrt": _unary("Sqrt"),
    "rsqrt": _unary("Rsqrt"),
    "neg": _unary("Neg"),
    "reciprocal": _unary("Reciprocal"),
    "sin": _unary("Sin"),
    "cos": _unary("Cos"),
    "erf": _unary("Erf"),
    "floor": _unary("Floor"),
    "gelu": _gelu,
    "add": _binary("Add"),
    "sub": _binary("Sub"),
    "mul": _binary("Mul"),
    "div": _binary("Div"),
    "maximum": _binary("Maximum"),
    "minimum": _binary("Minimum"),
    "pow": _binary("Pow"),
    "max_pool2d_with_indices": _max_pool,
    "constant_pad_nd": _constant_pad,
    "avg_pool2d": _avg_pool,
    "native_batch_norm": _batch_norm,
    "_native_batch_norm_legit_no_training": _batch_norm,
    "native_layer_norm": _layer_norm,
    "_softmax": _softmax("Softmax"),
    "_log_softmax": _softmax("LogSoftmax"),
    "sum": _reduce("ReduceSum", True),
    "mean": _reduce("ReduceMean", False),
    "amax": _reduce("ReduceMax", False),
    "amin": _reduce("ReduceMin", False),
    "_to_copy": _to_copy,
    "cat": _cat,
    "leaky_relu": _leaky_relu,
    "embedding": _embedding,
    "slice": _slice,
    "stack": _stack,
    "clamp": _clamp,
    "where": _where,
    "argmax": _argmax,
    "split": _split,
    "silu": _unary("SiLU"),
    "hardswish": _unary("HSwish"),
    "hardsigmoid": _unary("HSigmoid"),
    "gt": _binary("Greater"),
    "ge": _binary("GreaterEqual"),
    "lt": _binary("Less"),
    "le": _binary("LessEqual"),
    "eq": _binary("Equal"),
    "ne": _binary("NotEqual"),
    "zeros_like": _like("ZerosLike"),
    "ones_like": _like("OnesLike"),
    "clone": _identity,
    "detach": _identity,
    "alias": _identity,
    "lift_fresh": _identity,
    "lift_fresh_copy": _identity,
    "contiguous": _identity,
}


# ------------------------------------------------------------------------------------------------------ export
def _tensors_of(v: Any) -> list:
    if isinstance(v, (list, tuple)):
        return [t for e in v for t in _tensors_of(e)]
    return [v] if hasattr(v, "dim") else []


def _live_calls(calls: list, wanted: set) -> list:
    """The calls whose outputs lead to the tensors ``wanted`` (by id), walking the run backwards."""
    need = set(wanted)
    live = []
    for call in reversed(calls):
        outs = {id(t) for t in _tensors_of(call[3])}
        if outs & need:
            live.append(call)
            need -= outs
            need |= {id(t) for t in _tensors_of(list(call[1]) + list(call[2].values()))}
    live.reverse()
    return live


def _input_names(net: Any, n: int) -> list:
    try:
        params = [p for p in inspect.signature(net.construct).parameters.values() if p.kind == p.POSITIONAL_OR_KEYWORD]
        names = [p.name for p in params]
    except (TypeError, ValueError):
        names = []
    return [names[i] if i < len(names) else f"input_{i}" for i in range(n)]


def build_model(net: Any, inputs: tuple) -> Any:
    """The ``ModelProto`` of ``net`` run on ``inputs`` (Tensors), as MindSpore 2.10 writes for ``export``.

    Raises:
        ValueError: an input that is not a Tensor (mindshim writes Tensor inputs only); a Parameter that a
            ``construct`` reads as a global or closure variable and that is not the network's (MindSpore's message).
        RuntimeError: the run uses a torch operator that no rule writes as a MindIR node (worded for ``export``).
    """
    for x in inputs:
        if not isinstance(x, Tensor):
            raise _errors.value_error("export", f"mindshim exports Tensor inputs only, but got {type(x)}.")
    _check_outside_parameters(net, inputs)
    cls = type(net)
    module = cls.__module__.replace("mindshim", "mindspore", 1).replace(".", "_")
    b = _Builder(f"{module}_{cls.__name__}_construct")
    for name, x in zip(_input_names(net, len(inputs)), inputs):
        full = f"{b.name}:{name}"
        vi = b.g.input.add()
        vi.name = full
        _fill_value_info(vi.tensor.add(), x._t)
        b.bind(x._t, full)
    params = []
    for p in net.get_parameters():
        full = f"{b.name}:{p.name}"
        b.bind(p._t, full)
        params.append((p, full))
    out, calls = _trace.record(lambda: net(*inputs))
    outs = _tensors_of(_raw(out))
    if not outs:
        raise _errors.value_error("export", "the network returns no Tensor.")
    for name, args, kw, result, snapshot in _live_calls(calls, {id(t) for t in outs}):
        packet = name.split(".", 1)[0]
        if snapshot is not None and id(result) not in b.values:
            b.bind(result, b.const_tensor(snapshot))
            continue
        rule = RULES.get(packet)
        if rule is None:
            raise _unsupported(f"the torch operator '{name}'")
        node = rule(b, args, kw, result)
        if node is _BOUND:
            continue
        b.bind(result, b.ref(args[0]) if node is None else node)
    used = {i for n in b.g.node for i in n.input} | {b.values.get(id(t)) for t in outs}
    for p, full in params:
        if full in used:
            tp = b.g.parameter.add()
            tp.dims.extend(int(d) for d in p.shape)
            tp.data_type = _ELEM[str(p.dtype)]
            tp.name = full
            tp.raw_data = _trace.to_bytes(p._t)
            tp.ref_key = p.name
    result = _raw(out)
    vo = b.g.output.add()
    if isinstance(result, (tuple, list)):
        names = [b.ref(t) for t in result]
        vo.name = b.node("MakeTuple", names, tuple(result))
        vo.denotation = "Tuple"
        _fill_shape(vo.attr_info, tuple(result))
    else:
        vo.name = b.ref(result)
        _fill_value_info(vo.tensor.add(), result)
    return b.model


def _check_outside_parameters(net: Any, inputs: tuple) -> None:
    """MindSpore's check that every Parameter of the exported graph is the network's: a Parameter that a
    ``construct`` (of ``net`` or a sub-Cell) reads as a global or closure variable, and that is neither the
    network's nor an input, becomes a graph parameter no Cell holds, and ``export`` raises ValueError naming it."""
    own = {id(p) for p in net.get_parameters()} | {id(x) for x in inputs}
    for _, cell in net.cells_and_names():
        fn = getattr(type(cell).construct, "__code__", None)
        if fn is None:
            continue
        construct = type(cell).construct
        seen = {n: construct.__globals__.get(n) for n in fn.co_names}
        for name, cell_var in zip(fn.co_freevars, construct.__closure__ or ()):
            try:
                seen[name] = cell_var.cell_contents
            except ValueError:  # a closure variable not bound yet
                continue
        for value in seen.values():
            if isinstance(value, Parameter) and id(value) not in own:
                raise ValueError(
                    "There's a mindspore.Parameter that wasn't created in nn.Cell, and mindspore.export() does not "
                    f"support exporting such Parameters. The parameter name is: {value.name}.\n"
                    "You can find the supported syntax range for mindspore.export() at the following link:\n"
                    "https://www.mindspore.cn/tutorials/zh-CN/master/beginner/save_load.html"
                )


def _fill_value_info(tp: Any, t: Any) -> None:
    tp.dims.extend(int(d) for d in t.shape)
    tp.data_type = _ELEM[str(_ms_dtype(t))]


def _raw(v: Any) -> Any:
    """The torch tensors of a network's result (a Tensor or a tuple/list of Tensors)."""
    if isinstance(v, Tensor):
        return v._t
    if isinstance(v, (tuple, list)):
        return tuple(_raw(e) for e in v)
    return v
