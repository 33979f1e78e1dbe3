"""mindshim: MindSpore's Python API on PyTorch. Under the alias, this package *is* `mindspore`."""

from __future__ import annotations

import importlib as _importlib

from . import context, log, runtime
from ._version import __version__ as _mindshim_version
from ._version import ms_version as _ms_version
from .common import dtype
from .common.dtype import *  # noqa: F401,F403  (mindspore.float32, mindspore.int64, ...)
from .common.dtype import dtype_to_nptype, dtype_to_pytype, get_py_obj_dtype, pytype_to_dtype  # noqa: F401
from .common.parameter import Parameter, ParameterTuple
from .common.generator import (
    Generator,
    default_generator,
    get_rng_state,
    initial_seed,
    manual_seed,
    seed,
    set_rng_state,
)
from .common.seed import get_seed, set_seed
from .common.sparse_tensor import COOTensor, CSRTensor, RowTensor
from .common._grad_function import _Function  # noqa: F401
from .common.tensor import Tensor, swap_tensors, tensor
from .context import (
    COMPATIBLE,
    GRAPH_MODE,
    LAX,
    PYNATIVE_MODE,
    STRICT,
    ParallelMode,
    get_auto_parallel_context,
    get_context,
    get_ps_context,
    reset_auto_parallel_context,
    reset_ps_context,
    set_auto_parallel_context,
    set_context,
    set_device,
    set_ps_context,
)
from . import ops  # noqa: E402  (installs Tensor operators and methods)
from . import _importer  # noqa: E402
from ._importer import install, uninstall  # noqa: E402

__version__ = _ms_version()
mindshim_version = _mindshim_version

# Names resolved on first use: (module, attribute or None for the module itself).
_LAZY = {
    "nn": ("mindshim.nn", None),
    "train": ("mindshim.train", None),
    "dataset": ("mindshim.dataset", None),
    "communication": ("mindshim.communication", None),
    "common": ("mindshim.common", None),
    "numpy": ("mindshim.numpy", None),
    "amp": ("mindshim.amp", None),
    "boost": ("mindshim.boost", None),
    "jit": ("mindshim.common.api", "jit"),
    "ms_function": ("mindshim.common.api", "ms_function"),
    "jit_class": ("mindshim.common.api", "jit_class"),
    "ms_class": ("mindshim.common.api", "ms_class"),
    "JitConfig": ("mindshim.common.api", "JitConfig"),
    "mutable": ("mindshim.common.api", "mutable"),
    "_no_grad": ("mindshim.common.api", "_no_grad"),
    "grad": ("mindshim.ops.composite", "grad"),
    "value_and_grad": ("mindshim.ops.composite", "value_and_grad"),
    "vjp": ("mindshim.ops.composite", "vjp"),
    "jvp": ("mindshim.ops.composite", "jvp"),
    "vmap": ("mindshim.ops.composite", "vmap"),
    "jacfwd": ("mindshim.ops.composite", "jacfwd"),
    "jacrev": ("mindshim.ops.composite", "jacrev"),
    "get_grad": ("mindshim.ops.composite", "get_grad"),
    "load_checkpoint_async": ("mindshim.train.serialization", "load_checkpoint_async"),
    "merge_sliced_parameter": ("mindshim.train.serialization", "merge_sliced_parameter"),
    "export": ("mindshim.train.serialization", "export"),
    "load": ("mindshim.train.serialization", "load"),
    "obfuscate_ckpt": ("mindshim.train.serialization", "obfuscate_ckpt"),
    "save_checkpoint": ("mindshim.train.serialization", "save_checkpoint"),
    "load_checkpoint": ("mindshim.train.serialization", "load_checkpoint"),
    "load_param_into_net": ("mindshim.train.serialization", "load_param_into_net"),
    "Model": ("mindshim.train.model", "Model"),
    "LossMonitor": ("mindshim.train.callback", "LossMonitor"),
    "ModelCheckpoint": ("mindshim.train.callback", "ModelCheckpoint"),
    "CheckpointConfig": ("mindshim.train.callback", "CheckpointConfig"),
    "TimeMonitor": ("mindshim.train.callback", "TimeMonitor"),
    "Callback": ("mindshim.train.callback", "Callback"),
    "FixedLossScaleManager": ("mindshim.train.loss_scale_manager", "FixedLossScaleManager"),
    "DynamicLossScaleManager": ("mindshim.train.loss_scale_manager", "DynamicLossScaleManager"),
    "_checkparam": ("mindshim._checkparam", None),
    "device_manager": ("mindshim.device_manager", None),
    "get_current_device": ("mindshim.device_manager", "get_current_device"),
    "set_deterministic": ("mindshim.device_manager", "set_deterministic"),
    "graph": ("mindshim.graph", None),
    "set_recursion_limit": ("mindshim.graph", "set_recursion_limit"),
    "lazy_inline": ("mindshim.graph", "lazy_inline"),
    "no_inline": ("mindshim.graph", "no_inline"),
    "recompute": ("mindshim.common.recompute", "recompute"),
    "set_dump": ("mindshim.common.dump", "set_dump"),
    "run_check": ("mindshim.run_check", "run_check"),
    "version": ("mindshim.version", None),
    "constexpr": ("mindshim.ops.primitive", "constexpr"),
    "mint": ("mindshim.mint", None),
    "experimental": ("mindshim.experimental", None),
    "profiler": ("mindshim.profiler", None),
    "hal": ("mindshim.hal", None),
    "utils": ("mindshim.utils", None),
    "to_dlpack": ("mindshim.utils.dlpack", "to_dlpack"),
    "from_dlpack": ("mindshim.utils.dlpack", "from_dlpack"),
    "from_numpy": ("mindshim.common.tensor", "_from_numpy"),
    "is_tensor": ("mindshim.ops.function.array_func", "is_tensor"),
    "get_level": ("mindshim.log", "get_level"),
    "get_log_config": ("mindshim.log", "get_log_config"),
    "dispatch_threads_num": ("mindshim.runtime", "dispatch_threads_num"),
    "set_kernel_launch_group": ("mindshim.runtime", "set_kernel_launch_group"),
    "set_kernel_launch_capture": ("mindshim.runtime", "set_kernel_launch_capture"),
    "saved_tensors_hooks": ("mindshim.common._saved_tensors", "saved_tensors_hooks"),
    "register_saved_tensors_hooks": ("mindshim.common._saved_tensors", "register_saved_tensors_hooks"),
    "shard": ("mindshim.parallel", "shard"),
    "parallel": ("mindshim.parallel", None),
    "Layout": ("mindshim.parallel", "Layout"),
    "set_algo_parameters": ("mindshim.parallel", "set_algo_parameters"),
    "get_algo_parameters": ("mindshim.parallel", "get_algo_parameters"),
    "reset_algo_parameters": ("mindshim.parallel", "reset_algo_parameters"),
    "device_context": ("mindshim.device_context", None),
    "launch_blocking": ("mindshim.runtime", "launch_blocking"),
    "synchronize": ("mindshim.runtime", "synchronize"),
    "empty_cache": ("mindshim.runtime", "empty_cache"),
    "memory_allocated": ("mindshim.runtime", "memory_allocated"),
    "max_memory_allocated": ("mindshim.runtime", "max_memory_allocated"),
    "memory_reserved": ("mindshim.runtime", "memory_reserved"),
    "max_memory_reserved": ("mindshim.runtime", "max_memory_reserved"),
    "memory_stats": ("mindshim.runtime", "memory_stats"),
    "memory_summary": ("mindshim.runtime", "memory_summary"),
    "reset_peak_memory_stats": ("mindshim.runtime", "reset_peak_memory_stats"),
    "reset_max_memory_allocated": ("mindshim.runtime", "reset_max_memory_allocated"),
    "reset_max_memory_reserved": ("mindshim.runtime", "reset_max_memory_reserved"),
    "set_memory": ("mindshim.runtime", "set_memory"),
    "current_stream": ("mindshim.runtime", "current_stream"),
    "default_stream": ("mindshim.runtime", "default_stream"),
    "communication_stream": ("mindshim.runtime", "communication_stream"),
    "set_cur_stream": ("mindshim.runtime", "set_cur_stream"),
    "Stream": ("mindshim.runtime", "Stream"),
    "StreamCtx": ("mindshim.runtime", "StreamCtx"),
    "Event": ("mindshim.runtime", "Event"),
    "set_cpu_affinity": ("mindshim.runtime", "set_cpu_affinity"),
    "Profiler": ("mindshim.profiler", "Profiler"),
    "ckpt_to_safetensors": ("mindshim.train.serialization", "ckpt_to_safetensors"),
    "safetensors_to_ckpt": ("mindshim.train.serialization", "safetensors_to_ckpt"),
    "async_ckpt_thread_status": ("mindshim.train.serialization", "async_ckpt_thread_status"),
    "mindrecord": ("mindshim.mindrecord", None),
    "onnx": ("mindshim.onnx", None),
}
# MindSpore's top level also re-exports `mindspore.mindrecord` (`from mindspore.mindrecord import *`).
_LAZY.update(
    (n, ("mindshim.mindrecord", n))
    for n in """FileWriter FileReader MindPage Cifar10ToMR Cifar100ToMR CsvToMR ImageNetToMR MnistToMR TFRecordToMR
    SUCCESS FAILED set_enc_key set_enc_mode set_dec_mode""".split()
)


# MindSpore's top level re-exports `mindspore.train` (`from mindspore.train import *`): these names resolve there.
_FROM_TRAIN = frozenset(
    """Accuracy BackupAndRestore BleuScore Callback CheckpointConfig ConfusionMatrix ConfusionMatrixMetric
    ConvertModelUtils ConvertNetUtils CosineSimilarity DatasetHelper Dice DynamicLossScaleManager EarlyStopping F1
    Fbeta FixedLossScaleManager FlopsUtilizationCollector HausdorffDistance History LambdaCallback
    LearningRateScheduler Loss LossMonitor LossScaleManager MAE MSE MeanSurfaceDistance Metric Model ModelCheckpoint
    OcclusionSensitivity OnRequestExit Perplexity Precision ROC Recall ReduceLROnPlateau RootMeanSquareDistance
    RunContext SummaryCollector SummaryLandscape SummaryRecord TimeMonitor Top1CategoricalAccuracy
    Top5CategoricalAccuracy TopKCategoricalAccuracy TrainFaultTolerance async_ckpt_thread_status auc
    build_searched_strategy build_train_network ckpt_to_safetensors connect_network_with_dataset data_sink export
    export_split_mindir get_ckpt_path_with_strategy get_metric_fn load load_checkpoint load_checkpoint_async
    load_distributed_checkpoint load_param_into_net merge_sliced_parameter names rearrange_inputs
    restore_group_info_list safetensors_to_ckpt save_checkpoint""".split()
)


def __getattr__(name: str):
    try:
        module, attr = _LAZY[name]
    except KeyError:
        if name in _FROM_TRAIN:
            train = _importlib.import_module("mindshim.train")
            try:
                value = getattr(train, name)
            except AttributeError:
                pass
            else:
                _importer._present_as_mindspore()
                globals()[name] = value
                return value
        raise AttributeError(f"module 'mindspore' has no attribute '{name}'") from None
    mod = _importlib.import_module(module)
    _importer._present_as_mindspore()
    value = mod if attr is None else getattr(mod, attr)
    globals()[name] = value
    return value


def __dir__():
    return sorted(set(globals()) | set(_LAZY) | _FROM_TRAIN)
