"""`mindspore.set_dump`: marks Cells or primitives whose data MindSpore's dump would save (accepted, nothing dumped)."""

from __future__ import annotations

from .. import _api
import warnings
from typing import Any

from .. import _state

__all__ = _api.names(__name__)


def set_dump(target: Any, enabled: bool = True) -> None:
    """Enable or disable MindSpore's data dump for a Cell or a Primitive. Mirrors ``mindspore.set_dump`` (2.10).

    As in MindSpore, a Cell gets the flag ``dump`` (``cell.get_flags()``) and so do all its sub-cells; a Primitive
    gets the attribute ``dump`` = 'true'/'false' (``prim.attrs``). A device target other than 'Ascend' gives
    MindSpore's UserWarning (set_dump only works on Ascend there).

    Known difference: mindshim has no dump facility (use Cell hooks, ``ops.Print`` or checkpoints to see
    intermediate values); the flags are recorded and nothing else happens.

    Raises:
        ValueError: ``target`` is not a Cell or a Primitive, or ``enabled`` is not a bool.
    """
    if not isinstance(target, _provided("Cell", "Primitive")):
        raise ValueError(
            f'The "target" parameter must be an instance of Cell or Primitive, but got an instance of {type(target)}.'
        )
    if not isinstance(enabled, bool):
        raise ValueError('The "enabled" parameter must be bool.')
    current_target = _state.CONTEXT.values["device_target"]
    if current_target != "Ascend":
        warnings.warn(
            f"Current device_target is {current_target}, which is not supported by set_dump. Only Ascend device "
            "target is supported currently. If you have Ascend device, consider set device_target to Ascend before "
            "calling set_dump.",
            stacklevel=2,
        )
    _mark(target, enabled)


def _provided(*names: str) -> tuple:
    """The classes of ``names`` that their layers (nn, ops) registered; one not imported yet has no instances."""
    return tuple(cls for cls in map(_state.PROVIDED.get, names) if cls is not None)


def _mark(target: Any, enabled: bool) -> None:
    if isinstance(target, _provided("Cell")):
        target.add_flags(dump=enabled)
        for cell in target.cells():
            _mark(cell, enabled)
        for value in getattr(target, "_primitives", {}).values():
            if value is not None and "dump" in value.attrs:
                _mark(value, enabled)
    else:
        target.add_prim_attr("dump", "true" if enabled else "false")
