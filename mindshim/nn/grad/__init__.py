"""`mindspore.nn.grad`: Cells computing Jacobian-vector and vector-Jacobian products of a network."""

from .cell_grad import Jvp, Vjp

__all__ = ["Jvp", "Vjp"]
