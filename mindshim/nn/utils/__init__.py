"""`mindspore.nn.utils`: `no_init_parameters`, the context manager that defers parameter initialization."""

from ... import _api
from .init import no_init_parameters

__all__ = _api.names(__name__)
