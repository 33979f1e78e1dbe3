"""mindshim: MindSpore's Python API on PyTorch. Under the alias, this package *is* `mindspore`."""

from __future__ import annotations

from . import _api, context, log, runtime
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

__all__ = _api.names(__name__)

# The other names (nn, train, the jit API, the checkpoint functions, `mindspore.train`'s and `mindspore.mindrecord`'s
# re-exports, ...) are resolved on first use, through mindshim._api, so that `import mindspore` stays light.
__getattr__, __dir__ = _api.attach(__name__)
