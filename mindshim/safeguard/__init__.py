"""`mindspore.safeguard`: checkpoint weight obfuscation (``obfuscate_ckpt``, ``load_obf_params_into_net``)."""

from __future__ import annotations

from .. import _api
from .rewrite_obfuscation import load_obf_params_into_net, obfuscate_ckpt

__all__ = _api.names(__name__)
