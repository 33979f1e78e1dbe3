"""`mindspore.nn.utils.init`: `no_init_parameters`."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from ... import _api
from ...common.parameter import Parameter

__all__ = _api.names(__name__)


@contextmanager
def no_init_parameters() -> Iterator[None]:
    """Within the block, mark Parameters as not to be initialized at creation. Mirrors
    ``mindspore.nn.utils.no_init_parameters`` (2.10): it sets the class attribute ``Parameter.init_param`` to False
    and back to True on leaving (also when the block raises).

    Known difference: mindshim's Parameters hold their data from creation, so parameters made in the block are
    initialized at once anyway; loading a checkpoint into them afterwards and ``Cell.init_parameters_data`` give
    the same values as under MindSpore.
    """
    setattr(Parameter, "init_param", False)
    try:
        yield
    finally:
        setattr(Parameter, "init_param", True)
