"""`mindspore._c_expression`: the names of MindSpore's C++ extension that scripts import (``CreationType``,
``TensorPy``, the ``typing`` classes, the framework profiler's step marks)."""

from __future__ import annotations

import enum

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
    "_framework_profiler_step_start",
    "_framework_profiler_step_end",
    "MSContext",
    "ms_ctx_param",
    "ParamInfo",
    "disable_multi_thread",
    "_ms_memory_recycle",
    "_random_normal",
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
