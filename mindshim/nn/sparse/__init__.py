"""`mindspore.nn.sparse`: the deprecated sparse layers `SparseToDense` and `SparseTensorDenseMatmul`."""

from ... import _api
from . import sparse
from .sparse import *  # noqa: F401,F403

__all__ = _api.names(__name__)
