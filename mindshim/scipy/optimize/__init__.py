"""`mindspore.scipy.optimize`: function minimization (BFGS, L-BFGS) and the strong-Wolfe line search."""

from ... import _api
from .line_search import line_search
from .minimize import minimize

__all__ = _api.names(__name__)
