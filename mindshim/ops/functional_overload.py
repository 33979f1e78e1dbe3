"""`mindspore.ops.functional_overload`: the overloaded functions behind `mint` (`functional_overload.any is mint.any`)."""

from .. import _api

__all__ = _api.names(__name__)
__getattr__, __dir__ = _api.attach(__name__)  # the mint functions, resolved on first use (ops does not import mint)
