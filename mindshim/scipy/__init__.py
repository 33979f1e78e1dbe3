"""`mindspore.scipy`: SciPy-style solvers on MindSpore Tensors (`optimize`: minimize, line_search; `linalg`: eigh)."""

from .. import _api
from . import linalg, optimize

__all__ = _api.names(__name__)
