"""mindshim: MindSpore's Python API on PyTorch. Under the alias, this package *is* `mindspore`."""

from __future__ import annotations

from . import _threads

_threads.set_openmp_wait_policy()  # before anything below imports torch, which loads OpenMP

from . import _api, context, log, runtime
from ._version import __version__ as _mindshim_version
from ._version import ms_version as _ms_version

# Imported with `mindspore` (as MindSpore does); the names they give the top level (`mindspore.Tensor`,
# `mindspore.float32`, `mindspore.set_context`, ...) are declared in mindshim._api and bound on first use.
from .common import _grad_function, dtype
from .common import generator as _generator
from .common import parameter as _parameter
from .common import seed as _seed
from .common import sparse_tensor as _sparse_tensor
from .common import tensor as _tensor
from . import ops  # installs Tensor operators and methods
from . import _importer

_threads.apply_default()

__version__ = _ms_version()
mindshim_version = _mindshim_version

__all__ = _api.names(__name__)

# Every other name (Tensor, the dtypes, nn, train, the jit API, the checkpoint functions, `mindspore.train`'s and
# `mindspore.mindrecord`'s re-exports, ...) is resolved on first use through mindshim._api; the modules that are not
# imported above (train, nn, mint, dataset, ...) are imported then, so that `import mindspore` stays light.
__getattr__, __dir__ = _api.attach(__name__)
