"""`mindspore.boost.base`: OptimizerProcess and ParameterProcess (optimizer/parameter-group rewriting for less_bn); not available on this backend."""

from __future__ import annotations

from .. import _api
from typing import Any

__all__ = _api.names(__name__)


class OptimizerProcess:
    """Mirrors ``mindspore.boost.OptimizerProcess`` (2.10) by name, so code that imports or type-checks it works.

    Raises:
        NotImplementedError: on construction; the algorithm is not available on this backend.
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        raise NotImplementedError("mindspore.boost.OptimizerProcess is not available on this backend.")


class ParameterProcess:
    """Mirrors ``mindspore.boost.ParameterProcess`` (2.10) by name, so code that imports or type-checks it works.

    Raises:
        NotImplementedError: on construction; the algorithm is not available on this backend.
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        raise NotImplementedError("mindspore.boost.ParameterProcess is not available on this backend.")
