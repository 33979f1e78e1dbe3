"""In-network debugging primitives: summary ops feeding SummaryRecord, TensorDump/DumpGradient (.npy files) and
InsertGradientOf (a function applied to the gradient in the backward pass)."""

from __future__ import annotations

from ... import _api
import importlib
import itertools
import os
import sys
from collections.abc import Callable
from typing import Any

import numpy as np
import torch

from ..._state import TENSORDUMP_IDS
from ..._state import STAGED_DEPTH
from ..._kernels import creation as _creation
from ...common.tensor import Tensor, _wrap
from ..composite.hooks import _ms_type_text
from ..primitive import Primitive
from ..._kernels import errors as _errors

__all__ = _api.names(__name__)

# ---- summary operators ---------------------------------------------------------------------------
# ``[op_name, name, value, in_graph]`` per summary-op call, taken by ``SummaryRecord.record`` (MindSpore's name and layout).
SUMMARY_TENSOR_CACHE: list = []

_SUMMARY_PLUGIN = {
    "ScalarSummary": "scalar",
    "ImageSummary": "image",
    "TensorSummary": "tensor",
    "HistogramSummary": "histogram",
}


def _summary_open() -> bool:
    """Whether a ``SummaryRecord`` is open (only then are summary values kept)."""
    mod = sys.modules.get("mindshim.train.summary.summary_record")
    return mod is not None and mod.SummaryRecord.count > 0


def _cache_summary_data(op_name: str, name: Any, value: Any) -> None:
    """Queue one summary-op value for the next ``SummaryRecord.record``. The value is kept by reference (Tensors
    computed under autograd are detached, sharing storage), so what is written is the Tensor's value at record time,
    as in MindSpore's PyNative mode.
    The fourth item marks values produced inside ``jit`` / a GRAPH_MODE Cell call."""
    if _summary_open():
        if isinstance(value, Tensor) and value._data().grad_fn is not None:
            value = _wrap(value._data().detach())  # do not keep the autograd graph alive
        SUMMARY_TENSOR_CACHE.append([op_name, name, value, STAGED_DEPTH[0] > 0])


def _hand_over_graph_summary(op_name: str, name: str, value: Tensor) -> None:
    """A summary-op call inside ``jit`` / a GRAPH_MODE Cell call: MindSpore's graph hands its summary values to
    ``train.summary.summary_record.SUMMARY_TENSOR_CACHE`` as ``{'name[:Type]': Tensor}`` (sorted by key, the newest
    value per key)
    whether or not a SummaryRecord is open; MindArmour's coverage metrics read them there after ``Model.predict``."""
    record = importlib.import_module("mindshim.train.summary.summary_record")
    if value._data().grad_fn is not None:
        value = _wrap(value._data().detach())
    record._cache_summary_tensor_data([{"name": f"{name}[:{_SUMMARY_PLUGIN[op_name].title()}]", "data": value}])
    cache = record.SUMMARY_TENSOR_CACHE  # a graph hands them over sorted by key
    ordered = sorted(cache.items(), key=lambda kv: kv[0])
    cache.clear()
    cache.update(ordered)


def _check_summary_value(op_name: str, name: Any, value: Any) -> None:
    """MindSpore's ``check_summary_param``: the name, the value type and its shape, with MindSpore's messages."""
    if not isinstance(name, str) or not name:
        raise TypeError(f'For "{op_name}", the name must be valid string, but got "{name}".')
    if not isinstance(value, Tensor):
        raise TypeError(f'For "{op_name}", the parameter "value" expect to be Tensor, but got {type(value).__name__}')
    shape = value.shape
    plugin = _SUMMARY_PLUGIN[op_name]
    if plugin == "scalar":
        if int(np.prod(shape)) != 1:
            raise ValueError(
                f'For "{op_name}", the v rank must be less than or equal to 1, but got {shape[0] if shape else 0}.'
            )
    elif plugin == "image":
        if len(shape) != 4:
            raise ValueError(f'For "{op_name}", the tensor seems not to hold a valid image.')
    elif not shape:
        raise ValueError(f'For "{op_name}", the value should not be empty.')


def _check_graph_summary(op_name: str, name: Any, value: Any) -> None:
    """The checks MindSpore's graph compiler makes on a summary-op call (inside ``jit`` / a GRAPH_MODE Cell)."""
    prefix = f"For primitive[{op_name}], the"
    if not isinstance(name, str):
        got = "None" if name is None else _ms_type_text(name)
        raise TypeError(f"{prefix} input argument[name] must be a type of {{String}}, but got {got}.")
    if not name:
        raise ValueError(f"{prefix} input argument[name] cannot be an empty string.")
    if not isinstance(value, Tensor):
        got = "None" if value is None else _ms_type_text(value)
        raise TypeError(f"{prefix} input argument[value] must be a type of {{Tensor}}, but got {got}.")
    rank = len(value.shape)
    plugin = _SUMMARY_PLUGIN[op_name]
    if plugin == "scalar" and rank > 1:
        raise ValueError(f"{prefix} v rank must be less than or equal to 1, but got {rank}.")
    if plugin == "image" and rank != 4:
        raise ValueError(f"{prefix} v rank must be equal to 4, but got {rank}.")
    if plugin in ("tensor", "histogram") and rank < 1:
        raise ValueError(f"{prefix} v rank must be greater than or equal to 1, but got {rank}.")


def _take_summary_data() -> list[tuple[str, str, Tensor]]:
    """Empty the summary-op queue and return ``(plugin, name, value)`` for each distinct (op, name), keeping its
    newest value at the place of its first call (MindSpore's ``name[:Type]`` dictionary). The queue is emptied even
    when a value is invalid; the first invalid one raises as in MindSpore's ``SummaryRecord.record``.

    Raises:
        TypeError: a name that is not a non-empty str, or a value that is not a Tensor.
        ValueError: a value of the wrong shape for its operator.
    """
    items = list(SUMMARY_TENSOR_CACHE)
    SUMMARY_TENSOR_CACHE.clear()
    for op_name, name, value, in_graph in items:
        if not in_graph:  # graph values were checked when called; SummaryRecord.add_value checks the rest
            _check_summary_value(op_name, name, value)
    # A graph hands over its summary values sorted by 'name[:Type]'; consecutive graph-mode values are sorted so.
    ordered, i = [], 0
    while i < len(items):
        j = i + 1
        if items[i][3]:
            while j < len(items) and items[j][3]:
                j += 1
            ordered += sorted(items[i:j], key=lambda it: f"{it[1]}[:{_SUMMARY_PLUGIN[it[0]].title()}]")
        else:
            ordered.append(items[i])
        i = j
    data: dict = {}
    for op_name, name, value, _ in ordered:
        data[(_SUMMARY_PLUGIN[op_name], name)] = value
    return [(plugin, name, value) for (plugin, name), value in data.items()]


def _clear_summary_data() -> None:
    """Drop queued summary values (when the last SummaryRecord closes)."""
    SUMMARY_TENSOR_CACHE.clear()


class _Summary(Primitive):
    """Base of the four summary primitives: ``op(name, value)`` queues ``value`` and returns None."""

    _channel = ""
    _dyn_inputs = True

    def __init__(self) -> None:
        super().__init__()
        self.add_prim_attr("side_effect_io", True)
        self.add_prim_attr("channel_name", self._channel)
        if self._dyn_inputs:
            self.add_prim_attr("dyn_input_sizes", [-1, 1])

    def __call__(self, *args: Any) -> None:
        if STAGED_DEPTH[0]:
            _check_graph_summary(self.name, args[0], args[1])
            _hand_over_graph_summary(self.name, args[0], args[1])
        _cache_summary_data(self.name, args[0], args[1])


class ScalarSummary(_Summary):
    """``ops.ScalarSummary()(name, value)``: record a scalar under tag ``name`` in the summary file.

    Mirrors ``mindspore.ops.ScalarSummary`` (2.10). Used inside a Cell's ``construct`` (or any function) while a
    :class:`mindspore.train.summary.SummaryRecord` (or a ``SummaryCollector``) is open; the value is written by the
    next ``SummaryRecord.record(step)`` in 'train' mode as a scalar tagged ``name`` (with several calls under one
    name before a record, the newest value is written). Returns None.

    Inputs:
        - **name** (str): the tag, not empty.
        - **value** (Tensor): one element (0-d, or 1-d of length 1; any shape with one element is accepted).

    Raises (from ``SummaryRecord.record``, as in MindSpore, not from the call):
        TypeError: ``name`` is not a non-empty str, or ``value`` is not a Tensor.
        ValueError: ``value`` does not hold exactly one element.
        IndexError: from the call, with fewer than two inputs.

    Inside ``jit`` / a GRAPH_MODE Cell call the call itself checks, as MindSpore's graph compiler does
    (``For primitive[ScalarSummary], the input argument[name] must be a type of {String}, but got Int64.``; the same
    for a non-Tensor value, an empty name (ValueError) and a rank above 1 (ValueError); ImageSummary wants rank 4,
    TensorSummary/HistogramSummary rank >= 1), and values from one graph run are collected sorted by
    ``name[:Type]``; a one-dimensional ScalarSummary value with several elements fails at record with
    SummaryRecord's message.

    Known difference: values are only kept while a SummaryRecord is open (MindSpore also queues calls made before
    one is created and writes them at its first record); the event file is TensorBoard's format (see SummaryRecord).
    """

    _channel = "ms_scalar_summary"


class ImageSummary(_Summary):
    """``ops.ImageSummary()(name, value)``: record a batch of images (a 4-D NCHW Tensor) under tag ``name``.

    Mirrors ``mindspore.ops.ImageSummary`` (2.10); collected like :class:`ScalarSummary` and written as one
    TensorBoard image (see SummaryRecord for the grid layout and the scaling of float values). Returns None.

    Raises (from ``SummaryRecord.record``):
        TypeError: ``name`` is not a non-empty str, or ``value`` is not a Tensor.
        ValueError: ``value`` is not 4-D.
    """

    _channel = "ms_image_summary"


class TensorSummary(_Summary):
    """``ops.TensorSummary()(name, value)``: record a Tensor of rank >= 1 under tag ``name``.

    Mirrors ``mindspore.ops.TensorSummary`` (2.10); collected like :class:`ScalarSummary` and written as a
    TensorBoard tensor value. Returns None.

    Raises (from ``SummaryRecord.record``):
        TypeError: ``name`` is not a non-empty str, or ``value`` is not a Tensor.
        ValueError: ``value`` is 0-d.
    """

    _channel = "ms_tensor_summary"
    _dyn_inputs = False


class HistogramSummary(_Summary):
    """``ops.HistogramSummary()(name, value)``: record the histogram of a Tensor of rank >= 1 under tag ``name``.

    Mirrors ``mindspore.ops.HistogramSummary`` (2.10); collected like :class:`ScalarSummary` and written as a
    TensorBoard histogram (30 buckets). Returns None.

    Raises (from ``SummaryRecord.record``):
        TypeError: ``name`` is not a non-empty str, or ``value`` is not a Tensor.
        ValueError: ``value`` is 0-d.
    """

    _channel = "ms_histogram_summary"


# ---- TensorDump ----------------------------------------------------------------------------------


def _reset_dump_ids() -> None:
    """Start TensorDump's file counter again from 0 (as in a new process)."""
    TENSORDUMP_IDS[0] = itertools.count()


def _tensordump_exec(file: str, tensor: Tensor) -> None:
    """Write ``tensor`` to ``<file>_<dtype>_<id>.npy`` (a trailing ``.npy`` of ``file`` is dropped, missing folders
    are made, ``id`` counts every dump of the process from 0; bfloat16 is stored as float32)."""
    t = tensor._data().detach()
    dtype = str(tensor.dtype).lower()
    if t.dtype == torch.bfloat16:
        t = t.float()
    if t.is_conj():
        t = t.resolve_conj()
    arr = t.cpu().numpy()
    if not arr.flags.c_contiguous:
        arr = arr.copy(order="C")
    base = file[:-4] if file.endswith(".npy") else file
    path = f"{base}_{dtype}_{next(TENSORDUMP_IDS[0])}.npy"
    folder = os.path.dirname(path)
    if folder:
        os.makedirs(folder, exist_ok=True)
    np.save(path, arr, allow_pickle=False)


class TensorDump(Primitive):
    """``ops.TensorDump(input_output='out')(file, input_x)``: save ``input_x`` as a numpy ``.npy`` file.

    Mirrors ``mindspore.ops.TensorDump`` (2.10), as it behaves in a single process: each call writes
    ``<file>_<dtype>_<id>.npy`` at once, where ``<file>`` is ``file`` without a trailing ``.npy`` (relative to the
    working directory; missing folders are created), ``<dtype>`` is MindSpore's dtype name in lower case
    (``float32``, ``int64``, ``bfloat16``, ``bool``...) and ``<id>`` a counter shared by every TensorDump and
    ``ops.tensordump`` call of the process, from 0. The array has the Tensor's shape and dtype (bfloat16 is stored
    as float32). ``input_output='in'`` names files the same way (the ``_in`` part MindSpore adds only under
    parallel redistribution does not apply). Returns None. Known difference: MindSpore supports TensorDump on Ascend
    only in GRAPH_MODE (on CPU/GPU graph compilation fails with 'Unsupported op [TensorDump]'); mindshim writes the
    file in every mode.

    Raises:
        ValueError: ``input_output`` not in ['in', 'out']; ``file`` is an empty string.
        TypeError: ``file`` is not a str, or ``input_x`` is not a Tensor.
    """

    def __init__(self, input_output: str = "out") -> None:
        super().__init__()
        if input_output not in ["in", "out"]:
            raise ValueError(f"The 'input_output' argument should be one of ['in', 'out'], but got: {input_output}")
        self.input_output = input_output
        self.add_prim_attr("input_output", input_output)
        self.add_prim_attr("side_effect_io", True)
        self.add_prim_attr("channel_name", "ms_tensor_dump")

    def __call__(self, file: str, input_x: Tensor) -> None:
        if not isinstance(file, str):
            raise _errors.value_type_error("file", file, (str,), "TensorDump")
        if not file:
            raise _errors.value_error("TensorDump", "the input argument[file] cannot be an empty string.")
        if not isinstance(input_x, Tensor):
            raise _errors.value_type_error("input_x", input_x, ("Tensor",), "TensorDump")
        _tensordump_exec(file, input_x)


# ---- InsertGradientOf ----------------------------------------------------------------------------
class _InsertGradient(torch.autograd.Function):
    """Identity forward; backward passes the gradient through ``f``."""

    @staticmethod
    def forward(ctx, f, t):
        ctx.f = f
        return t.view_as(t)

    @staticmethod
    def backward(ctx, g):
        r = ctx.f(_wrap(g))
        if isinstance(r, (tuple, list)) and r:
            r = r[0]  # MindSpore takes the first element of a returned sequence
        if r is None:
            return None, g
        r = r._data() if isinstance(r, Tensor) else _creation.as_tensor(r, None, g.device)
        if r.dtype != g.dtype:
            r = r.to(g.dtype)
        if r.shape != g.shape:
            r = r.expand(g.shape)
        return None, r


class InsertGradientOf(Primitive):
    """``ops.InsertGradientOf(f)(input_x)``: identity in the forward pass; in the backward pass the gradient that
    reaches ``input_x`` is replaced by ``f(gradient)``.

    Mirrors ``mindspore.ops.InsertGradientOf`` (2.10). ``f`` receives the gradient as a Tensor; a returned Tensor
    (or number; of a tuple/list the first element) replaces it, None keeps it (``f`` may also just print or dump it). Under ``grad`` /
    ``value_and_grad`` / ``GradOperation`` this is how MindSpore writes per-tensor gradient clipping:
    ``clip = ops.InsertGradientOf(lambda dx: ops.clip_by_value(dx, -1.0, 1.0)); y = clip(x)``. A non-Tensor input
    (or a Tensor outside differentiation) is returned as is.

    Args:
        f (Callable): ``f(grad: Tensor) -> Tensor | None``. It is not checked when built: a non-callable raises
            TypeError when the gradient reaches it, as in MindSpore.

    Raises:
        RuntimeError: called with other than one input.

    Known differences: a returned gradient of another dtype is cast back to the input's dtype (MindSpore returns it
    in the new dtype), and one of another shape is broadcast to the input's shape when it can be (MindSpore passes
    it on unchanged).
    """

    def __init__(self, f: Callable) -> None:
        super().__init__()
        self.f = f
        self.add_prim_attr("f", f)
        self.add_prim_attr("side_effect_backprop", True)
        self.add_prim_attr("side_effect_backprop_mem", True)

    def __call__(self, *args: Any) -> Any:
        if len(args) != 1:
            raise _errors.runtime_error("InsertGradientOf", f"the number of input should be 1, but got {len(args)}")
        x = args[0]
        if isinstance(x, Tensor) and torch.is_grad_enabled():
            t = x._data()
            if t.requires_grad:
                return _wrap(_InsertGradient.apply(self.f, t))
        return x


class DumpGradient(Primitive):
    """``ops.DumpGradient()(path, x, input_output)``: identity in the forward pass; in the backward pass the
    gradient reaching ``x`` is saved with :class:`TensorDump` (``<path>_<dtype>_<id>.npy``) and passed on.

    Mirrors ``mindspore.ops.DumpGradient`` (2.10), which is ``InsertGradientOf`` with a TensorDump hook;
    ``input_output`` is accepted and, as in MindSpore, not used.
    """

    def __call__(self, path: str, x: Any, input_output: str) -> Any:
        def _dump_hook(dout: Tensor) -> Tensor:
            TensorDump()(path, dout)
            return dout

        return InsertGradientOf(_dump_hook)(x)


class _MorphBody:
    """The Cell-like pair ``_run_bprop`` expects: ``construct`` runs Morph's function, ``bprop`` its user
    backward ``bprop_fn(*inputs, out, dout)``."""

    def __init__(self, fn: Callable, bprop_fn: Callable) -> None:
        self.construct, self._bprop_fn = fn, bprop_fn

    def bprop(self, *args: Any) -> Any:
        return self._bprop_fn(*args)


class Morph(Primitive):
    """``ops.Morph(fn, infer_shape, infer_dtype, bprop_fn=None)(*inputs)``: ``fn`` used as a primitive.

    Mirrors ``mindspore.ops.Morph`` (2.10): inside a staged region (a GRAPH_MODE Cell call or a ``jit`` function)
    the call is ``fn(*inputs)``, differentiated through ``fn`` or, when given, through ``bprop_fn(*inputs, out,
    dout)`` (which returns one gradient per input); ``infer_shape``/``infer_dtype`` are kept for
    :meth:`infer_shape`/:meth:`infer_dtype`. With ``bprop_fn``, ``fn`` may only take plain positional parameters.

    Raises:
        ValueError: ``bprop_fn`` given and ``fn`` has a parameter with a default, ``*args``, ``**kwargs`` or
            keyword-only parameters.
        RuntimeError: called in PyNative mode ("Morph is only supported in GRAPH_MODE.").
    """

    def __init__(self, fn: Callable, infer_shape: Callable, infer_dtype: Callable, bprop_fn: Callable | None = None):
        super().__init__("Morph")
        self.add_prim_attr("side_effect_backprop", True)
        self.add_prim_attr("side_effect_mem", True)
        self.add_prim_attr("side_effect_io", True)
        self.add_prim_attr("__metamorphosis__", True)
        self._infer_shape, self._infer_dtype = infer_shape, infer_dtype
        self.__morph_fn__ = fn
        self.__morph_bprop_fn__ = None
        if bprop_fn:
            self._check_fn_supported(fn)
            self.__morph_bprop_fn__ = bprop_fn

    @staticmethod
    def _check_fn_supported(fn: Callable) -> None:
        import inspect

        for param in inspect.signature(fn).parameters.values():
            if not (param.kind is inspect.Parameter.POSITIONAL_OR_KEYWORD and param.default is inspect.Parameter.empty):
                raise ValueError(
                    "When use `bprop` in Morph, Morph `fn` only support positional or keyword parameters with default "
                    f"value is empty, but got param '{param.name}' of kind '{param.kind.name}' with default value "
                    f"'{param.default}'."
                )

    def infer_shape(self, *args: Any) -> Any:
        """The user ``infer_shape`` applied to ``args``."""
        return self._infer_shape(*args)

    def infer_dtype(self, *args: Any) -> Any:
        """The user ``infer_dtype`` applied to ``args``."""
        return self._infer_dtype(*args)

    def __call__(self, *args: Any) -> Any:
        if not STAGED_DEPTH[0]:
            raise RuntimeError("Morph is only supported in GRAPH_MODE.")
        if self.__morph_bprop_fn__ is None:
            return self.__morph_fn__(*args)
        from ..composite.hooks import _run_bprop

        return _run_bprop(_MorphBody(self.__morph_fn__, self.__morph_bprop_fn__), args, {})


def _stream_text(value: Any) -> str:
    """One value as C++'s ``std::ostream`` writes it by default (floats as ``%g``, bools as 1/0)."""
    if isinstance(value, (bool, np.bool_)):
        return str(int(value))
    if isinstance(value, (float, np.floating)):
        return f"{float(value):g}"
    return str(int(value))


class Assert(Primitive):
    """``ops.Assert(summarize=3)(condition, input_data)``: check ``condition``; when it is False, print the op's
    "condition is false." line and, for each Tensor of ``input_data``, ``input data: [v0 v1 ...]`` (its
    first ``summarize`` entries, as MindSpore's CPU kernel streams them), then raise RuntimeError ``assert failed``.
    Returns an Int32 Tensor ``[0]`` when the condition holds.

    Mirrors ``mindspore.ops.Assert`` (2.10): ``condition`` a bool or a Bool Tensor of one element, ``input_data`` a
    tuple or list of Tensors; ``prim.attrs`` holds ``summarize`` and ``side_effect_io``. Known difference: MindSpore's
    PyNative mode launches the kernel asynchronously, so its RuntimeError comes at the next synchronisation
    (``_pynative_executor.sync()``, reading a result); mindshim raises it from the call.

    Raises:
        TypeError: ``summarize`` not an int, ``condition`` neither a bool nor a Bool Tensor, ``input_data`` not a
            tuple or list of Tensors.
        ValueError: ``condition`` of more than one element.
        RuntimeError: ``condition`` is False (``assert failed``).
    """

    def __init__(self, summarize: int = 3) -> None:
        from ... import _checkparam as validator

        Primitive.__init__(self, "Assert")
        self.add_prim_attr("side_effect_io", True)
        self.summarize = validator.check_value_type("summarize", summarize, [int], self.name)
        self.add_prim_attr("summarize", self.summarize)

    def __call__(self, condition: Any, input_data: Any) -> Tensor:
        if isinstance(condition, Tensor):
            if condition._data().dtype != torch.bool:
                raise _errors.type_error(self.name, f"the 'condition' must be Bool, but got {condition.dtype}.")
            if condition.size != 1 or condition.ndim > 1:
                raise _errors.value_error(
                    self.name, f"the condition must be a scalar or have one element, but got shape {condition.shape}."
                )
            condition = bool(condition.asnumpy().reshape(-1)[0])
        elif not isinstance(condition, bool):
            raise _errors.type_error(self.name, f"the 'condition' must be a bool or a Tensor, but got {condition!r}.")
        if not isinstance(input_data, (tuple, list)) or not all(isinstance(t, Tensor) for t in input_data):
            raise _errors.type_error(self.name, "the 'input_data' must be a tuple or list of Tensors.")
        if not condition:
            lines = [_errors.message(self.name, "condition is false.", sep="' ")]
            for t in input_data:
                values = t.asnumpy().reshape(-1)[: self.summarize].tolist()
                lines.append("input data: [" + " ".join(_stream_text(v) for v in values) + "]")
            sys.stdout.write("\n".join(lines) + "\n")
            sys.stdout.flush()
            raise RuntimeError("assert failed")
        return Tensor(np.zeros(1, np.int32))
