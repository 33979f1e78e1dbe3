"""`mindspore._c_expression`: the names of MindSpore's C++ extension that scripts import (``CreationType``,
``TensorPy``, the ``typing`` classes, ``Cell_``, ``run_backward``, the framework profiler's step marks)."""

from __future__ import annotations

import enum
import importlib

from typing import Any

from .._kernels import creation as _creation
from ..common import dtype as _mstype
from ..common.tensor import Tensor as TensorPy
from ..common.tensor import _device, _wrap
from . import security, typing

__all__ = [
    "CreationType",
    "TensorPy",
    "security",
    "typing",
    "_empty_instance",
    "pyboost_empty",
    "_framework_profiler_step_start",
    "_framework_profiler_step_end",
    "MSContext",
    "ms_ctx_param",
    "ParamInfo",
    "disable_multi_thread",
    "_ms_memory_recycle",
    "_random_normal",
    "Cell_",
    "MixedPrecisionType",
    "run_backward",
    "update_pijit_default_config",
    "init_exec_dataset",
]


class CreationType(enum.IntEnum):
    """How a view tensor was created, for MindSpore's view/in-place checks. Mirrors
    ``mindspore._c_expression.CreationType`` (``_pynative_executor.set_creation_type`` takes it; torch tracks
    views itself, so mindshim only keeps the value)."""

    DEFAULT = 0
    NO_GRAD_MODE = 1
    MULTI_OUTPUT = 2
    CUSTOM_BPROP = 3


def _random_normal(seed: int, data: Any, mean: float, sigma: float) -> None:
    """Fill the float32 numpy array ``data`` in place with N(mean, sigma) values from ``seed``: MindSpore's Philox
    stream (Box-Muller in float32), the one its ``common.initializer`` draws after ``set_seed``. Returns None.
    Mirrors ``mindspore._c_expression._random_normal`` (2.10; MindNLP's initializers call it); a negative
    ``sigma`` is taken as given, as MindSpore does.

    Raises:
        RuntimeError: ``data`` is not float32 ("Unsupported data type 'd'." for float64, numpy's type character).
    """
    from .._kernels import philox as _philox

    if data.dtype != "float32":
        raise RuntimeError(f"Unsupported data type '{data.dtype.char}'.")
    data[...] = _philox.normal(tuple(data.shape), mean, sigma, seed).numpy().reshape(data.shape)


def _framework_profiler_step_start() -> None:
    """Mark the start of a training step for MindSpore's framework profiler. Returns None; mindshim's profiler
    counts steps through ``Profiler.step()`` instead, so the mark records nothing."""


def _framework_profiler_step_end() -> None:
    """Mark the end of a training step for MindSpore's framework profiler (None; see the start mark)."""


def _empty_instance(*size: Any, dtype: Any = None, device: Any = None) -> TensorPy:
    """An uninitialised Tensor of shape ``size`` (ints, or one tuple/list of them), Float32 unless ``dtype`` says
    otherwise: MindSpore's ``empty`` overload object (``ops.functional_overload.empty``). ``device`` is accepted;
    tensors go to the context's device. The values are arbitrary.

    Raises:
        TypeError: no size, or a size element that is not an int. ValueError: a negative dimension.
    """
    if not size:
        raise TypeError("empty() missing 1 required positional argument: size.")
    dims = tuple(size[0]) if len(size) == 1 and isinstance(size[0], (tuple, list)) else size
    for i, d in enumerate(dims):
        if not isinstance(d, int) or isinstance(d, bool):
            raise TypeError(
                f"empty(): argument 'size' (position 1) must be tuple of int but found type of {type(d).__name__} "
                f"at pos {i}."
            )
        if d < 0:
            raise ValueError(
                f"For primitive[Empty], the {i}th dimension of input shape must be greater than or equal to 0, but "
                f"got {d}."
            )
    torch_dtype = _mstype.to_torch_dtype(dtype if dtype is not None else _mstype.float32)
    return _wrap(_creation.empty(dims, torch_dtype, _device()))


def pyboost_empty(*args: Any) -> TensorPy:
    """``pyboost_empty(prim, [size, dtype, device, pin_memory])``: the eager ``Empty`` kernel the generated
    ``ops.auto_generate.Empty`` calls, an uninitialised Tensor of shape ``size`` (a tuple/list of ints), of ``dtype``
    (a MindSpore dtype or its type id; None: Float32). Mirrors ``mindspore._c_expression.pyboost_empty`` (2.10);
    ``device`` and ``pin_memory`` are accepted, tensors go to the context's device. The values are arbitrary.

    Raises:
        RuntimeError: not exactly two arguments, or an argument list that is not four long (MindSpore's texts).
        TypeError: a size element that is not an int. ValueError: a negative dimension.
    """
    if len(args) != 2:
        raise RuntimeError(f"Two args are needed by RunOp, but got {len(args)}")
    values = list(args[1])
    if len(values) != 4:
        raise RuntimeError(f"For operator Empty, it requires 4parameters, bug got {len(values)}parameters!")
    size, dtype = values[0], values[1]
    if isinstance(dtype, int) and not isinstance(dtype, bool):
        dtype = importlib.import_module("mindshim.ops.operations.manually_defined.ops_def")._id_to_type(dtype)
    return _empty_instance(tuple(size), dtype=dtype)


class ms_ctx_param(enum.Enum):
    """The keys of :class:`MSContext` (``ms_ctx_param.device_target``, ``ms_ctx_param.mode``, ...): one member per
    ``mindspore.get_context`` key that mindshim keeps. Mirrors ``mindspore._c_expression.ms_ctx_param``."""

    device_target = "device_target"
    mode = "mode"
    device_id = "device_id"
    max_call_depth = "max_call_depth"
    save_graphs = "save_graphs"
    save_graphs_path = "save_graphs_path"
    jit_level = "jit_level"
    jit_syntax_level = "jit_syntax_level"
    runtime_num_threads = "runtime_num_threads"
    inter_op_parallel_num = "inter_op_parallel_num"
    deterministic = "deterministic"
    enable_graph_kernel = "enable_graph_kernel"
    graph_kernel_flags = "graph_kernel_flags"
    pynative_synchronize = "pynative_synchronize"
    enable_compile_cache = "enable_compile_cache"
    compile_cache_path = "compile_cache_path"
    max_device_memory = "max_device_memory"
    mempool_block_size = "mempool_block_size"
    memory_optimize_level = "memory_optimize_level"
    variable_memory_max_size = "variable_memory_max_size"
    print_file_path = "print_file_path"
    check_bprop = "check_bprop"
    enable_profiling = "enable_profiling"
    enable_reduce_precision = "enable_reduce_precision"
    op_timeout = "op_timeout"
    debug_level = "debug_level"
    exec_order = "exec_order"
    topo_order = "topo_order"

    def __repr__(self) -> str:
        return f"ms_ctx_param.{self.name}"

    __str__ = __repr__


class MSContext:
    """MindSpore's C++ context object: ``MSContext.get_instance()`` is the process's one instance, whose
    ``get_param(ms_ctx_param.X)`` / ``set_param(ms_ctx_param.X, value)`` read and write the same record as
    ``mindspore.get_context`` / ``set_context`` (``set_param`` writes the value without ``set_context``'s checks, as
    MindSpore's does). Mirrors ``mindspore._c_expression.MSContext`` on a CPU build: no Ascend SoC
    (``get_ascend_soc_version()`` is ''), no Ascend plugin, only the 'CPU' package."""

    _instance: MSContext | None = None

    @staticmethod
    def get_instance() -> MSContext:
        """The process's MSContext."""
        if MSContext._instance is None:
            MSContext._instance = MSContext()
        return MSContext._instance

    def get_param(self, param: ms_ctx_param) -> Any:
        """The context value of ``param`` (an ``ms_ctx_param`` member).

        Raises:
            TypeError: ``param`` not an ``ms_ctx_param`` member.
        """
        from .._state import CONTEXT

        if not isinstance(param, ms_ctx_param):
            raise TypeError("get_param(): incompatible function arguments. The following argument types are supported:")
        return CONTEXT.values.get(param.value)

    def set_param(self, param: ms_ctx_param, value: Any) -> None:
        """Write ``value`` to the context key ``param`` (unchecked).

        Raises:
            TypeError: ``param`` not an ``ms_ctx_param`` member.
        """
        from .._state import CONTEXT

        if not isinstance(param, ms_ctx_param):
            raise TypeError("set_param(): incompatible function arguments. The following argument types are supported:")
        CONTEXT.values[param.value] = value

    def get_ascend_soc_version(self) -> str:
        """'' (no Ascend SoC on this build)."""
        return ""

    def get_backend_policy(self) -> str:
        """'ms', MindSpore's default backend policy."""
        return "ms"

    def set_backend_policy(self, policy: str) -> bool:
        """Accepted (mindshim has one backend); returns True."""
        return True

    def is_ascend_plugin_loaded(self) -> bool:
        """False: no Ascend plugin."""
        return False

    def is_pkg_support_device(self, device: str) -> bool:
        """True for 'CPU' only, as MindSpore's CPU package."""
        return device == "CPU"

    def ascend_soc_supports_feature(self, feature: str) -> bool:
        """False: no Ascend SoC."""
        return False


class ParamInfo:
    """A Parameter's metadata record (``Parameter.param_info``): ``name`` ('Parameter' by default), ``requires_grad``,
    ``layerwise_parallel``, ``parallel_optimizer``, ``comm_fusion``, ``key``, ``param_strategy``, ``cache_enable``,
    ``alias_name``, ...; ``clone()`` copies it. Mirrors ``mindspore._c_expression.ParamInfo`` (mindshim's Parameters
    keep these attributes themselves; this record only carries them)."""

    def __init__(self) -> None:
        self.name = "Parameter"
        self.requires_grad = True
        self.layerwise_parallel = False
        self.parallel_optimizer = True
        self.parallel_optimizer_comm_recompute = False
        self.comm_fusion = 1
        self.key = -1
        self.param_strategy: list = []
        self.cache_enable = False
        self.cache_shape: list = []
        self.alias_name: list = []
        self.requires_aggr = True
        self.is_param_init = False
        self.is_pipeline_shared_param = False
        self.use_persistent_storage = False
        self.origin_shape: list = []
        self.storage_format = ""

    def clone(self) -> ParamInfo:
        """A copy of the record."""
        other = ParamInfo()
        other.__dict__.update({k: (list(v) if isinstance(v, list) else v) for k, v in self.__dict__.items()})
        return other


def disable_multi_thread() -> None:
    """Run kernels on one thread (MindSpore's ``_c_expression.disable_multi_thread``): torch's intra-op thread count is
    set to 1. Returns None."""
    import torch

    torch.set_num_threads(1)


def _ms_memory_recycle() -> None:
    """MindSpore's C++ memory recycle behind ``mindspore.ms_memory_recycle``: collect unreachable objects and return
    the device allocator's cached blocks (:func:`mindspore.runtime.memory.ms_memory_recycle`). Returns None."""
    from ..runtime.memory import ms_memory_recycle

    ms_memory_recycle()


def _incompatible(fn: str, signature: str) -> TypeError:
    """The TypeError MindSpore's bindings raise for arguments of the wrong kind (its first line and signature)."""
    return TypeError(
        f"{fn}(): incompatible function arguments. The following argument types are supported:\n    1. {signature}"
    )


class MixedPrecisionType(enum.Enum):
    """The type a Cell computes in under mixed precision: ``NOTSET`` (0), ``FP16`` (1), ``FP32`` (2), ``BF16`` (3).
    Mirrors ``mindspore._c_expression.MixedPrecisionType`` (``int(member)`` is its value; ``str`` is
    ``MixedPrecisionType.FP16``)."""

    NOTSET = 0
    FP16 = 1
    FP32 = 2
    BF16 = 3

    def __int__(self) -> int:
        return self.value

    __index__ = __int__

    def __str__(self) -> str:
        return f"MixedPrecisionType.{self.name}"


_CELL_MP = "_c_mixed_precision_type"  # the instance key of Cell_'s own record (MindSpore keeps it in C++)
_CELL_ATTRS = "_c_cell_attrs"


class Cell_:  # MindSpore's name
    """The base class of ``nn.Cell`` (``Cell.__mro__`` is ``Cell, Cell_, ...``): the record MindSpore's C++ side keeps
    for a cell, its graph attributes and its mixed-precision type. Mirrors ``mindspore._c_expression.Cell_`` (2.10).

    ``Cell_(tag)`` takes the cell's tag (str; ``str(cell_)`` is ``'Cell <tag>'``). Methods:

    - ``_add_attr(name, value)`` / ``_del_attr(name)``: add or remove a graph attribute (None; not a Python
      attribute; removing a missing one is no error).
    - ``get_mixed_precision_type()``: the :class:`MixedPrecisionType` the record holds (``NOTSET`` until set);
      ``set_mixed_precision_type(t)`` sets it (None). ``Cell.to_float`` / ``add_flags(fp16=True)`` set both it and
      the Python attribute ``mixed_precision_type``; setting only this record changes no PyNative computation, as in
      MindSpore, where the graph compiler reads it.
    - ``Cell_.construct()``: the unbound base construct; raises RuntimeError ("we should define `construct` for all
      `cell`.").

    Raises:
        TypeError: a tag that is not a str, a non-str attribute name, a type that is not a MixedPrecisionType,
            or a ``self`` that is not a Cell_ (MindSpore's "incompatible function arguments").
    """

    def __init__(self, *args: Any) -> None:
        tag = args[0] if len(args) == 1 else None
        if not isinstance(tag, str):
            raise TypeError(
                "__init__(): incompatible constructor arguments. The following argument types are supported:\n"
                "    1. mindspore._c_expression.Cell_(arg0: str)"
            )
        self.__dict__["_c_cell_tag"] = tag

    def __str__(self) -> str:
        return f"Cell {self.__dict__.get('_c_cell_tag', '')}"

    def _add_attr(self, name: str, value: Any) -> None:
        """Add the graph attribute ``name`` (str) = ``value``. Returns None."""
        if not isinstance(self, Cell_) or not isinstance(name, str):
            raise _incompatible("_add_attr", "(self: mindspore._c_expression.Cell_, arg0: str, arg1: object) -> None")
        self.__dict__.setdefault(_CELL_ATTRS, {})[name] = value

    def _del_attr(self, name: str) -> None:
        """Remove the graph attribute ``name`` (none is no error). Returns None."""
        if not isinstance(self, Cell_) or not isinstance(name, str):
            raise _incompatible("_del_attr", "(self: mindspore._c_expression.Cell_, arg0: str) -> None")
        self.__dict__.get(_CELL_ATTRS, {}).pop(name, None)

    @staticmethod
    def construct(*args: Any) -> None:
        """The base construct, which takes no arguments: raises RuntimeError (a cell must define its own)."""
        if args:
            raise _incompatible("construct", "() -> None")
        raise RuntimeError("we should define `construct` for all `cell`.")

    def get_mixed_precision_type(self) -> MixedPrecisionType:
        """The cell's recorded :class:`MixedPrecisionType` (``NOTSET`` until set)."""
        if not isinstance(self, Cell_):
            raise _incompatible(
                "get_mixed_precision_type",
                "(self: mindspore._c_expression.Cell_) -> mindspore._c_expression.MixedPrecisionType",
            )
        return self.__dict__.get(_CELL_MP, MixedPrecisionType.NOTSET)

    def set_mixed_precision_type(self, mixed_type: MixedPrecisionType) -> None:
        """Record ``mixed_type`` (a :class:`MixedPrecisionType`) as the cell's type. Returns None."""
        if not isinstance(self, Cell_) or not isinstance(mixed_type, MixedPrecisionType):
            raise _incompatible(
                "set_mixed_precision_type",
                "(self: mindspore._c_expression.Cell_, arg0: mindspore._c_expression.MixedPrecisionType) -> None",
            )
        self.__dict__[_CELL_MP] = mixed_type


def run_backward(
    tensors: Any,
    grad_tensors: Any,
    keep_graph: bool | None,
    create_graph: bool,
    inputs: Any,
    allow_unreachable: bool = True,
    *,
    accumulate_grad: bool = True,
) -> Any:
    """Run the backward pass from ``tensors`` (a tuple of Tensors). Mirrors ``mindspore._c_expression.run_backward``
    (2.10), the engine behind ``Tensor.backward``-style code (MindNLP's ``mindtorch``); see
    ``mindshim.ops.composite._engine.run_backward`` for the semantics (gradients accumulated into each
    leaf's ``_grad``, or returned for ``inputs`` when ``accumulate_grad`` is False)."""
    engine = importlib.import_module("mindshim.ops.composite._engine")
    return engine.run_backward(
        tensors, grad_tensors, keep_graph, create_graph, inputs, allow_unreachable, accumulate_grad=accumulate_grad
    )


#: The PIJit (``jit(capture_mode='bytecode')``) options set by :func:`update_pijit_default_config`.
PIJIT_DEFAULT_CONFIG: dict = {}


def update_pijit_default_config(*args: Any, **conf: Any) -> None:
    """Set the default options of PIJit (``jit(capture_mode='bytecode')``): ``compile_with_try``,
    ``print_after_all``, ``auto_jit_cell``, ... Mirrors ``mindspore._c_expression.update_pijit_default_config``
    (2.10). Returns None. As MindSpore 2.10 does, any keyword is taken (an unknown option or a value of another
    type is kept without a word); the options are kept in ``PIJIT_DEFAULT_CONFIG``. mindshim's bytecode capture
    runs the function as Python runs it, so no option changes how it runs (there is no bytecode compiler to
    configure).

    Raises:
        TypeError: a positional argument (MindSpore takes keywords only).
    """
    if args:
        raise _incompatible("update_pijit_default_config", "(**kwargs) -> None")
    PIJIT_DEFAULT_CONFIG.update(conf)


#: The dataset queues :func:`init_exec_dataset` registered: ``{queue_name: {size, batch_size, types, shapes, ...}}``.
DATASET_QUEUES: dict = {}


def init_exec_dataset(
    queue_name: str,
    size: int,
    batch_size: int,
    types: list,
    shapes: list,
    input_indexs: list,
    phase: str = "dataset",
    need_run: bool = True,
) -> bool:
    """Set up the data graph of dataset sink mode: the device queue ``queue_name`` that ``GetNext`` reads, with the
    element ``types`` (MindSpore dtypes) and ``shapes`` (lists of ints), ``size`` batches of ``batch_size``.
    Mirrors ``mindspore._c_expression.init_exec_dataset`` (2.10; ``_CellGraphExecutor.init_dataset`` calls it).

    On MindSpore's CPU build, ``need_run=False`` registers the queue (kept in ``DATASET_QUEUES``) and returns True;
    ``need_run=True`` runs the queue's init kernel, which CPU does not have (RuntimeError), as on MindSpore's CPU
    build. mindshim has no device queue: ``ops.GetNext`` stays unsupported, as on CPU.

    Raises:
        TypeError: an argument of the wrong kind (MindSpore's "incompatible function arguments").
        RuntimeError: ``need_run=True`` (no InitDataSetQueue kernel on CPU).
    """

    def _ints(v: Any) -> bool:
        return isinstance(v, (list, tuple)) and all(isinstance(i, int) and not isinstance(i, bool) for i in v)

    ok = (
        isinstance(queue_name, str)
        and all(isinstance(v, int) and not isinstance(v, bool) for v in (size, batch_size))
        and isinstance(types, (list, tuple))
        and all(isinstance(t, _mstype.Type) for t in types)
        and isinstance(shapes, (list, tuple))
        and all(_ints(s) for s in shapes)
        and _ints(input_indexs)
        and isinstance(phase, str)
        and isinstance(need_run, bool)
    )
    if not ok:
        raise _incompatible(
            "init_exec_dataset",
            "(queue_name: str, size: int, batch_size: int, types: list[mindspore._c_expression.typing.Type], "
            "shapes: list[list[int]], input_indexs: list[int], phase: str = 'dataset', need_run: bool = True) -> bool",
        )
    if need_run:
        raise RuntimeError(
            "\n----------------------------------------------------\n"
            "- Kernel select failed:\n"
            "----------------------------------------------------\n"
            "Unsupported op [InitDataSetQueue] on CPU, Please confirm whether the device target setting is correct, "
            "or refer to 'mindspore.ops' at https://www.mindspore.cn to query the operator support list."
        )
    DATASET_QUEUES[queue_name] = {
        "size": size,
        "batch_size": batch_size,
        "types": list(types),
        "shapes": [list(s) for s in shapes],
        "input_indexs": list(input_indexs),
        "phase": phase,
    }
    return True
