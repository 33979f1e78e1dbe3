"""`mindspore.nn.grad`: Cells computing Jacobian-vector and vector-Jacobian products of a network."""

from ... import _api
from .cell_grad import Jvp, Vjp

__all__ = _api.names(__name__)
