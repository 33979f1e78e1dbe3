"""`mindspore.nn.sparse`: the deprecated sparse layers `SparseToDense` and `SparseTensorDenseMatmul`."""

from ... import _api
from . import sparse
from .sparse import *

__all__ = _api.names(__name__)
