"""`mindspore.device_manager`: the device in use (`get_current_device`) and deterministic execution."""

from __future__ import annotations

from . import _api
from typing import NamedTuple

import torch

from .context import _CTX, set_device  # noqa: F401  (re-exported: mindshim._api)

__all__ = _api.names(__name__)


class DeviceInfo(NamedTuple):
    """``(device_target, device_id)``, as :func:`get_current_device` returns it."""

    device_target: str
    device_id: int

    def __repr__(self) -> str:
        return repr(tuple(self))


def get_current_device() -> DeviceInfo:
    """The device in use: the context's target (the MindSpore name, not torch's) and the id ``set_device``
    fixed, 0 before it is called (``set_context(device_id=...)`` changes ``get_context('device_id')`` only).

    Mirrors ``mindspore.get_current_device`` (2.10): prints as ``('CPU', 0)``.
    """
    fixed = _CTX.device_set
    return DeviceInfo(_CTX.values["device_target"], 0 if fixed is None else fixed[1])


def set_deterministic(deterministic: bool) -> None:
    """Ask for deterministic kernels: ``torch.use_deterministic_algorithms`` (warning, not failing, where an op has
    no deterministic kernel) and cuDNN's deterministic mode; ``get_context('deterministic')`` then says 'ON'.

    Mirrors ``mindspore.set_deterministic`` (2.10).

    Raises:
        TypeError: if ``deterministic`` is not a bool.
        RuntimeError: when called a second time in the process, as in MindSpore.
    """
    if not isinstance(deterministic, bool):
        raise TypeError(f"The parameter 'deterministic' must be {bool}, but got {type(deterministic)}")
    if _CTX.deterministic_set:
        raise RuntimeError("The 'mindspore.set_deterministic' can not be set repeatedly.")
    _CTX.deterministic_set = True
    torch.use_deterministic_algorithms(deterministic, warn_only=True)
    torch.backends.cudnn.deterministic = deterministic
    torch.backends.cudnn.benchmark = False if deterministic else torch.backends.cudnn.benchmark
    _CTX.values["deterministic"] = "ON" if deterministic else "OFF"
