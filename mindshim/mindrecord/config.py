"""`mindspore.mindrecord.config`: the encryption key and modes of MindRecord files (settings only here)."""

from __future__ import annotations

from .. import _api
from typing import Any, Callable

__all__ = _api.names(__name__)

ENC_KEY = None
ENC_MODE: Any = "AES-GCM"
DEC_MODE: Any = None


def set_enc_key(enc_key: str | None) -> None:
    """Set the key (16, 24 or 32 characters) that encrypts written MindRecord files; None disables encryption.
    Mirrors ``mindspore.mindrecord.set_enc_key``. Known difference: mindshim does not encrypt or decrypt files;
    writing or reading with a key set raises RuntimeError.

    Raises:
        ValueError: if ``enc_key`` is not a str or has another length.
    """
    global ENC_KEY
    if enc_key is None:
        ENC_KEY = None
        return
    if not isinstance(enc_key, str):
        raise ValueError("The input enc_key is not str.")
    if len(enc_key) not in [16, 24, 32]:
        raise ValueError("The length of input enc_key is not 16, 24, 32.")
    ENC_KEY = enc_key


def _get_enc_key() -> str | None:
    return ENC_KEY


def set_enc_mode(enc_mode: str | Callable = "AES-GCM") -> None:
    """Set the encryption mode ("AES-GCM") or a custom encryption function. Mirrors
    ``mindspore.mindrecord.set_enc_mode``.

    Raises:
        ValueError: for another mode or a non-str, non-callable value.
    """
    global ENC_MODE
    if callable(enc_mode):
        ENC_MODE = enc_mode
        return
    if not isinstance(enc_mode, str):
        raise ValueError("The input enc_mode is not str.")
    if enc_mode not in ["AES-GCM"]:
        raise ValueError("The input enc_mode is invalid.")
    ENC_MODE = enc_mode


def _get_enc_mode() -> Any:
    return ENC_MODE


def set_dec_mode(dec_mode: str | Callable | None = "AES-GCM") -> None:
    """Set the decryption mode ("AES-GCM"), a custom decryption function, or None. Mirrors
    ``mindspore.mindrecord.set_dec_mode``.

    Raises:
        ValueError: for another mode or a non-str, non-callable value.
    """
    global DEC_MODE
    if dec_mode is None or callable(dec_mode):
        DEC_MODE = dec_mode
        return
    if not isinstance(dec_mode, str):
        raise ValueError("The input dec_mode is not str.")
    if dec_mode not in ["AES-GCM"]:
        raise ValueError("The input dec_mode is invalid.")
    DEC_MODE = dec_mode


def _get_dec_mode() -> Any:
    return DEC_MODE


def _check_no_encryption() -> None:
    if ENC_KEY is not None:
        raise RuntimeError("Encrypted MindRecord files (set_enc_key) are not supported by mindshim.")
