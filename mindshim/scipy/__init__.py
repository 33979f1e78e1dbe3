"""`mindspore.scipy`: SciPy-style solvers on MindSpore Tensors (so far `optimize`: minimize, line_search)."""

from .. import _api
from . import optimize

__all__ = _api.names(__name__)
