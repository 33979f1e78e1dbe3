"""`mindspore.nn.utils.init`: ``no_init_parameters``, which marks ``Parameter.init_param`` False while it is open."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from ... import _api
from ...common.parameter import Parameter

__all__ = _api.names(__name__)


@contextmanager
def no_init_parameters() -> Iterator[None]:
    """A context in which ``Parameter.init_param`` is False (True again on leaving, also after an exception).

    Mirrors ``mindspore.nn.utils.no_init_parameters`` (2.10, deprecated there): MindSpore leaves the Parameters
    made from an ``initializer`` inside it uninitialised until a checkpoint or ``init_parameters_data`` fills them.
    Known difference: mindshim's Parameters are initialised when made, so only the class attribute changes (values
    loaded afterwards replace them, as in MindSpore; Parameters never loaded keep values drawn at creation, where
    MindSpore draws them at ``init_parameters_data``).
    """
    setattr(Parameter, "init_param", False)
    try:
        yield
    finally:
        setattr(Parameter, "init_param", True)
