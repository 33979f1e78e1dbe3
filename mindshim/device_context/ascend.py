"""`mindspore.device_context.ascend`: Ascend settings, accepted so scripts written for Ascend run (there is no NPU here)."""

from __future__ import annotations

from .. import _api
import types
from typing import Any

__all__ = _api.names(__name__)

_SETTINGS: dict[str, Any] = {}


def is_available() -> bool:
    """False: there is no Ascend device; 'Ascend' targets run on CUDA or the CPU."""
    return False


def device_count() -> int:
    """0."""
    return 0


def _setter(name: str):
    def set_value(*args: Any, **kwargs: Any) -> None:
        _SETTINGS[name] = (args, kwargs)

    set_value.__name__ = name
    set_value.__doc__ = f"``{name}(...)``: an Ascend setting, kept and not used."
    return set_value


op_precision = types.SimpleNamespace(
    **{n: _setter(n) for n in ("precision_mode", "op_precision_mode", "matmul_allow_hf32", "conv_allow_hf32")}
)
op_tuning = types.SimpleNamespace(**{n: _setter(n) for n in ("op_compile", "aoe_tune_mode", "aoe_job_type")})
op_debug = types.SimpleNamespace(
    **{n: _setter(n) for n in ("execute_timeout", "debug_option", "aclinit_config", "print_file_path")}
)
