"""`mindspore.save_checkpoint` / `load_checkpoint` / `load_param_into_net`: MindSpore 2.10 `.ckpt` and safetensors files.

The `.ckpt` layout (see ``checkpoint_pb2``): one serialized ``Checkpoint`` message per parameter (per 512 MiB slice),
concatenated; optionally followed by a 17-byte CRC trailer ``b"crc_num" + crc32.to_bytes(10, "big")``, or wrapped
in AES-GCM / AES-CBC / SM4-CBC cipher blocks. Files written here are byte-identical to MindSpore's for the same
parameters (encrypted files differ only by their random IVs). Nothing here unpickles anything.
"""

from __future__ import annotations

from .. import _api
import atexit
import contextvars
import json
import math
import os
import stat
import threading
import zlib
from collections import OrderedDict
from io import BytesIO
from typing import Any, Callable

import numpy as np
import torch

from .. import context  # noqa: F401  (MindSpore's serialization imports it; code reaches it there)
from .. import _checkparam as Validator  # noqa: F401,N812  (MindSpore's serialization imports it so)
from .. import log as logger
from .._kernels import array as _array
from .._kernels import creation as _creation
from ..common import dtype as mstype
from ..common.parameter import Parameter
from ..common.tensor import Tensor
from ._atomic import atomic_write, remove_stale_tmp

__all__ = _api.names(__name__)

# --------------------------------------------------------------------------------------------------------------------
# tables

#: ``tensor_type`` string -> torch dtype: the set MindSpore 2.10's ``load_checkpoint`` accepts (``Int4`` aside).
_CKPT_TO_TORCH = {
    "Int8": torch.int8,
    "UInt8": torch.uint8,
    "Int16": torch.int16,
    "UInt16": torch.uint16,
    "Int32": torch.int32,
    "UInt32": torch.uint32,
    "Int64": torch.int64,
    "UInt64": torch.uint64,
    "Float16": torch.float16,
    "Float32": torch.float32,
    "Float64": torch.float64,
    "Bool": torch.bool,
    "BFloat16": torch.bfloat16,
}
_TORCH_TO_SAFETENSORS = {
    torch.float16: "float16",
    torch.float32: "float32",
    torch.float64: "float64",
    torch.bfloat16: "bfloat16",
    torch.int8: "int8",
    torch.int16: "int16",
    torch.int32: "int32",
    torch.int64: "int64",
    torch.uint8: "uint8",
    torch.uint16: "uint16",
    torch.uint32: "uint32",
    torch.uint64: "uint64",
    torch.bool: "bool",
    torch.complex64: "complex64",
}

SLICE_SIZE = 512 * 1024  # KiB: tensors above 512 MiB are written as several records with the same tag
ENCRYPT_BLOCK_SIZE = 64 * 1024  # KiB: plaintext per cipher block
_CRC_TRAILER = b"crc_num"
_MAGIC = {"AES-GCM": 0x7F3A5ED8, "AES-CBC": 0x7F3A5ED9, "SM4-CBC": 0x7F3A5EDA}
_CIPHER_MAGICS = (
    _MAGIC["AES-GCM"].to_bytes(4, "little"),
    _MAGIC["AES-CBC"].to_bytes(4, "little"),
)

_ckpt_mutex = threading.RLock()


# --------------------------------------------------------------------------------------------------------------------
# argument checks (MindSpore's Validator wording)


def _check_isinstance(arg_name: str, value: Any, classes) -> Any:
    if not isinstance(value, classes):
        raise ValueError(f"The parameter '{arg_name}' must be isinstance of {classes}, but got {value}.")
    return value


def _check_bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise TypeError(f"The input value must be a bool, but got {type(value).__name__}.")
    return value


def _check_prefix(prefix):
    if prefix is None:
        return prefix
    if not isinstance(prefix, (str, list, tuple)):
        raise TypeError(
            "For 'load_checkpoint', the type of 'specify_prefix' or 'filter_prefix' must be string, "
            f"list[string] or tuple[string], but got {type(prefix)}."
        )
    if isinstance(prefix, str):
        prefix = (prefix,)
    if not prefix:
        raise ValueError(
            "For 'load_checkpoint', the argument 'specify_prefix' or 'filter_prefix' can't be empty when"
            " 'specify_prefix' or 'filter_prefix' is list or tuple."
        )
    for index, pre in enumerate(prefix):
        if not isinstance(pre, str):
            raise TypeError(
                "For 'load_checkpoint', when 'specify_prefix' or 'filter_prefix' is list or tuple, "
                f"the element in it must be string, but got {type(pre)} at index {index}."
            )
        if pre == "":
            raise ValueError(
                "For 'load_checkpoint', the value of 'specify_prefix' or 'filter_prefix' can't include ''."
            )
    return prefix


def _whether_load_param(specify_prefix, filter_prefix, name: str) -> bool:
    if specify_prefix and not any(name.startswith(p) for p in specify_prefix):
        return False
    if filter_prefix and any(name.startswith(p) for p in filter_prefix):
        return False
    return True


# --------------------------------------------------------------------------------------------------------------------
# protobuf wire encoding of one record (identical to Checkpoint.SerializeToString(), without copying the payload)


def _varint(n: int) -> bytes:
    if n < 0:
        n += 1 << 64
    out = bytearray()
    while True:
        b = n & 0x7F
        n >>= 7
        if n:
            out.append(b | 0x80)
        else:
            out.append(b)
            return bytes(out)


def _record_header(tag: str, dims, tensor_type: str, content_len: int) -> bytes:
    """Bytes of ``Checkpoint{value{tag, tensor{dims, tensor_type, tensor_content}}}`` up to the payload."""
    tensor_head = b"".join(b"\x08" + _varint(int(d)) for d in dims)
    ttype = tensor_type.encode("utf-8")
    tensor_head += b"\x12" + _varint(len(ttype)) + ttype + b"\x1a" + _varint(content_len)
    tensor_len = len(tensor_head) + content_len
    tag_b = tag.encode("utf-8")
    value_head = b"\x0a" + _varint(len(tag_b)) + tag_b + b"\x12" + _varint(tensor_len)
    value_len = len(value_head) + tensor_len
    return b"\x0a" + _varint(value_len) + value_head + tensor_head


# --------------------------------------------------------------------------------------------------------------------
# save


class _Entry:
    """One item to write: name, dims, tensor_type, and the payload (a CPU contiguous torch tensor, or str bytes)."""

    __slots__ = ("name", "dims", "ttype", "tensor", "raw")

    def __init__(self, name, dims, ttype, tensor=None, raw=None):
        self.name = name
        self.dims = dims
        self.ttype = ttype
        self.tensor = tensor
        self.raw = raw


def _host_tensor(t: torch.Tensor, snapshot: bool) -> torch.Tensor:
    t = t.detach()
    if t.device.type != "cpu":
        t = t.cpu()
    elif snapshot:
        t = t.clone()
    if t.is_conj():
        t = t.resolve_conj()
    if t.is_neg():
        t = t.resolve_neg()
    return t.contiguous()


def _tensor_bytes(t: torch.Tensor) -> memoryview:
    """Raw little-endian bytes of a CPU contiguous tensor, without a copy."""
    if t.numel() == 0:
        return memoryview(b"")
    return memoryview(t.reshape(-1).view(torch.uint8).numpy()).cast("B")


def _to_entry(name: str, data: Any, snapshot: bool) -> _Entry:
    if isinstance(data, str):
        return _Entry(name, [0], "str", raw=np.array(data).tobytes())
    if isinstance(data, Tensor):
        t = data._data()
        ttype = str(data.dtype)
    elif isinstance(data, np.ndarray):
        t = _creation.share_numpy(np.ascontiguousarray(data))
        ttype = str(mstype._FROM_TORCH[t.dtype])
    else:
        raise TypeError(
            f"For 'save_checkpoint', the data of '{name}' should be Tensor, Parameter or str, got {type(data)}."
        )
    return _Entry(name, list(t.shape), ttype, tensor=_host_tensor(t, snapshot))


def _records(entry: _Entry, async_layout: bool):
    """Yield ``(header, payload)`` pairs for one entry, slicing it as MindSpore does."""
    if entry.raw is not None:  # str: numpy path
        yield _record_header(entry.name, entry.dims, entry.ttype, len(entry.raw)), entry.raw
        return
    t = entry.tensor
    nbytes = t.numel() * t.element_size()
    if async_layout:
        # MindSpore's async save goes through numpy: np.array_split along axis 0, and an empty tensor still
        # gets a record.
        if nbytes / 1024 > SLICE_SIZE and t.dim() > 0:
            pieces = _array.tensor_split(t, math.ceil(nbytes / 1024 / SLICE_SIZE), 0)
        else:
            pieces = [t]
        for p in pieces:
            payload = _tensor_bytes(p.contiguous())
            yield _record_header(entry.name, entry.dims, entry.ttype, len(payload)), payload
        return
    payload = _tensor_bytes(t)
    chunk = 1024 * SLICE_SIZE
    for i in range(0, len(payload), chunk):  # an empty tensor writes no record, as in MindSpore
        piece = payload[i : i + chunk]
        yield _record_header(entry.name, entry.dims, entry.ttype, len(piece)), piece


def _encrypt_blocks(plain: bytes, key: bytes, mode: str):
    """Yield MindSpore cipher blocks for ``plain`` (see FORMAT: magic, [GCM tag], len, iv_len, iv, c_len, cipher)."""
    algorithms, modes, aead, padding = _crypto()
    _check_key(key, mode)
    block = ENCRYPT_BLOCK_SIZE * 1024
    magic = _MAGIC[mode].to_bytes(4, "little")
    for i in range(0, len(plain), block):
        data = plain[i : i + block]
        iv = os.urandom(16)
        if mode == "AES-GCM":
            out = aead.AESGCM(key).encrypt(iv[:12], bytes(data), None)
            cipher, tag = out[:-16], out[-16:]
            head = magic + tag
        else:
            padder = padding.PKCS7(128).padder()
            padded = padder.update(bytes(data)) + padder.finalize()
            algo = algorithms.AES(key) if mode == "AES-CBC" else algorithms.SM4(key)
            from cryptography.hazmat.primitives.ciphers import Cipher

            enc = Cipher(algo, modes.CBC(iv)).encryptor()
            cipher = enc.update(padded) + enc.finalize()
            head = magic
        n = 4 + 16 + 4 + len(cipher)
        yield head + n.to_bytes(4, "little") + (16).to_bytes(4, "little") + iv + len(cipher).to_bytes(4, "little")
        yield cipher


def _crypto():
    try:
        from cryptography.hazmat.primitives import padding
        from cryptography.hazmat.primitives.ciphers import aead, algorithms, modes
    except ImportError as e:  # pragma: no cover - depends on the environment
        raise ImportError(
            "Encrypted checkpoints need the 'cryptography' package (pip install 'mindshim[crypto]')."
        ) from e
    return algorithms, modes, aead, padding


def _check_key(key: bytes, mode: str) -> None:
    if mode not in _MAGIC:
        raise ValueError(
            f"The 'enc_mode' or 'dec_mode' only supports 'AES-GCM', 'AES-CBC' and 'SM4-CBC', but got {mode}."
        )
    valid = (16,) if mode == "SM4-CBC" else (16, 24, 32)
    if len(key) not in valid:
        raise ValueError(f"The key length for {mode} must be one of {valid} bytes, but got {len(key)}.")


# The permission bits a save gives its file: None means MindSpore's 0400. ``mindshim ckpt convert`` sets it to
# keep an existing target's mode, so the file has its final mode the moment it is renamed into place (a
# chmod after the save would leave a window in which a concurrent writer reads 0400 as "the target's mode").
_FILE_MODE: contextvars.ContextVar[int | None] = contextvars.ContextVar("mindshim_ckpt_file_mode", default=None)


def _atomic_write(path: str, write: Callable) -> None:
    """Write ``path`` crash-safely (``train/_atomic.py``: fixed ``.tmp`` sibling, locked, fsynced, renamed), mode 0400
    as MindSpore leaves its checkpoints (or ``_FILE_MODE`` where set)."""
    mode = _FILE_MODE.get()
    atomic_write(path, write, mode=stat.S_IRUSR if mode is None else mode)


def _write_ckpt(f, entries, enc_key, enc_mode, crc_check, async_layout) -> None:
    if enc_key is not None:
        plain = BytesIO()
        for e in entries:
            for head, payload in _records(e, async_layout):
                plain.write(head)
                plain.write(payload)
        for piece in _encrypt_blocks(plain.getbuffer(), enc_key, enc_mode):
            f.write(piece)
        return
    crc = 0
    for e in entries:
        for head, payload in _records(e, async_layout):
            f.write(head)
            f.write(payload)
            if crc_check:
                crc = zlib.crc32(payload, zlib.crc32(head, crc))
    if crc_check:
        f.write(_CRC_TRAILER + crc.to_bytes(10, byteorder="big"))


def _safetensors_crc_bytes(t: torch.Tensor, crc: int) -> int:
    """Chain ``crc`` over ``bytes(ndarray)`` as MindSpore computes it for safetensors.

    For a 0-d integer array, ``bytes(array)`` is ``bytes(int(value))``: that many zero bytes (Python's
    ``bytes(n)``), not the raw data; MindSpore's CRC includes that quirk, and so does this one.
    """
    if t.dim() == 0 and not t.is_floating_point() and not t.is_complex() and t.dtype != torch.bool:
        n = int(t.item())
        if n < 0:
            raise ValueError(f"negative count: a 0-d integer entry ({n}) cannot take part in the safetensors CRC.")
        zeros = bytes(min(n, 1 << 20))
        while n > 0:
            step = min(n, len(zeros))
            crc = zlib.crc32(zeros[:step] if step < len(zeros) else zeros, crc)
            n -= step
        return crc
    return zlib.crc32(_tensor_bytes(t), crc)


def _write_safetensors(f, entries, remove_redundancy, crc_check: bool) -> None:
    """Write ``entries`` as safetensors to the binary file ``f`` (the library's own bytes, its header order).

    ``safetensors.serialize`` (not ``serialize_file``, which writes through a randomly named temp file of its
    own that a killed save would leave behind) builds the image; the caller's atomic writer owns the file.
    """
    from safetensors import SafetensorError, serialize

    try:
        from safetensors import TensorSpec  # safetensors >= 0.7: zero-copy pointers
    except ImportError:  # older releases take the raw bytes
        TensorSpec = None  # noqa: N806

    meta = {"format": "ms"}
    if isinstance(remove_redundancy, bool):
        meta["remove_redundancy"] = str(remove_redundancy)
    by_name = OrderedDict((e.name, e) for e in entries)
    specs = {}
    keep = []
    crc = 0
    for name in sorted(by_name):
        e = by_name[name]
        if e.raw is not None:
            raise SafetensorError(
                f'Unknown dtype "str{len(e.raw) * 8}". Supported dtypes: bool, int8, uint8, int16, uint16, int32, '
                "uint32, int64, uint64, float16, float32, float64, bfloat16, complex64"
            )
        t = e.tensor
        if t.dtype not in _TORCH_TO_SAFETENSORS:
            raise TypeError(f"For 'save_checkpoint', the dtype {e.ttype} of '{name}' cannot be saved as safetensors.")
        keep.append(t)
        nbytes = t.numel() * t.element_size()
        dtype_name = _TORCH_TO_SAFETENSORS[t.dtype]
        if TensorSpec is not None:
            specs[name] = TensorSpec(dtype=dtype_name, shape=list(t.shape), data_ptr=t.data_ptr(), data_len=nbytes)
        else:
            specs[name] = {"dtype": dtype_name, "shape": list(t.shape), "data": bytes(_tensor_bytes(t))}
        if crc_check:
            crc = zlib.crc32(name.encode("utf-8"), crc)
            crc = _safetensors_crc_bytes(t, crc)
    if crc_check:
        meta["crc_num"] = str(crc)
    image = bytearray(serialize(specs, metadata=meta if specs else None))
    del keep
    if specs and len(meta) > 1:
        _order_metadata(image, meta)
    f.write(image)


def _order_metadata(image: bytearray, meta: dict) -> None:
    """Rewrite the header's ``__metadata__`` keys in ``meta``'s order (the library's order is random per call).

    MindSpore's own files therefore vary; this keeps mindshim's output deterministic, in Python's insertion order
    (``format``, ``remove_redundancy``, ``crc_num``). Only keys move, so the header keeps its length.
    """
    hlen = int.from_bytes(image[:8], "little")
    raw = bytes(image[8 : 8 + hlen])
    text = raw.decode("utf-8")
    stripped = text.rstrip(" ")
    header = json.loads(stripped)
    header["__metadata__"] = {k: header["__metadata__"][k] for k in meta}
    new = json.dumps(header, separators=(",", ":"), ensure_ascii=False)
    new_raw = new.encode("utf-8") + b" " * (len(raw) - len(new.encode("utf-8")))
    if len(new_raw) == len(raw) and json.loads(new) == json.loads(stripped):
        image[8 : 8 + hlen] = new_raw


def _exec_save(path, entries, enc_key, enc_mode, crc_check, fmt, remove_redundancy, async_layout=False) -> None:
    """Write ``entries`` to ``path`` atomically. Raises what the writer raises; the old file then survives."""
    try:
        with _ckpt_mutex:
            if fmt == "ckpt":
                _atomic_write(path, lambda f: _write_ckpt(f, entries, enc_key, enc_mode, crc_check, async_layout))
            else:
                _atomic_write(path, lambda f: _write_safetensors(f, entries, remove_redundancy, crc_check))
    except BaseException:
        logger.critical(
            "Failed to save the checkpoint file %s. Maybe don't have the permission to write files, "
            "or the disk space is insufficient and so on.",
            path,
        )
        raise


_async_threads: list[threading.Thread] = []
_async_errors: list[BaseException] = []


def _async_worker(*args) -> None:
    try:
        _exec_save(*args)
    except BaseException as e:  # reported: logged now, and re-raised by the next save or at exit
        _async_errors.append(e)


def _wait_async_save() -> None:
    """Wait for asynchronous saves still running; re-raise the first failure of one that has finished."""
    while _async_threads:
        _async_threads.pop(0).join()
    if _async_errors:
        err = _async_errors.pop(0)
        _async_errors.clear()
        raise err


def _wait_at_exit() -> None:
    try:
        _wait_async_save()
    except BaseException as e:  # pragma: no cover - reporting only
        logger.error("An asynchronous checkpoint save failed: %s", e)


atexit.register(_wait_at_exit)


def async_ckpt_thread_status() -> bool:
    """Return True while an asynchronous checkpoint save is still running. Mirrors ``mindspore.async_ckpt_thread_status``."""
    return any(t.is_alive() for t in _async_threads)


def _check_save_file_name(save_obj, ckpt_file_name, fmt: str) -> str:
    if fmt not in ("safetensors", "ckpt"):
        raise ValueError(f"For 'save_checkpoint', the format must be 'safetensors' or 'ckpt', but got {fmt}.")
    from ..nn.cell import Cell

    if not isinstance(save_obj, (Cell, list, dict)):
        raise TypeError(
            f"For 'save_checkpoint', the parameter 'save_obj' must be nn.Cell, list or dict, but got {type(save_obj)}."
        )
    if not isinstance(ckpt_file_name, str):
        raise TypeError(
            f"For 'save_checkpoint', the parameter {ckpt_file_name} for checkpoint file name is invalid,"
            f"'ckpt_file_name' must be string, but got {type(ckpt_file_name)}."
        )
    ckpt_file_name = os.path.realpath(ckpt_file_name)
    if os.path.isdir(ckpt_file_name):
        raise IsADirectoryError(
            f"For 'save_checkpoint', the parameter `ckpt_file_name`: {ckpt_file_name} is a directory, "
            "it must be a file name."
        )
    if not ckpt_file_name.endswith(fmt):
        ckpt_file_name += f".{fmt}"
    return ckpt_file_name


def _check_append_dict(append_dict):
    if append_dict is None:
        return append_dict
    if not isinstance(append_dict, dict):
        raise TypeError(f"For 'save_checkpoint', the argument 'append_dict' must be dict, but got {type(append_dict)}.")
    for key, value in append_dict.items():
        if not isinstance(key, str) or not isinstance(value, (int, float, bool, str, Tensor)):
            raise TypeError(
                "For 'save_checkpoint', the type of dict 'append_info' must be key: string, value: int, float, bool "
                f"or Generator, but got key: {type(key)}, value: {type(value)}"
            )
    return append_dict


def _save_obj_items(save_obj, choice_func) -> list[tuple[str, Any]]:
    """``(name, data)`` pairs in save order, as MindSpore's ``_convert_save_obj_to_param_list`` builds them."""
    from ..nn.cell import Cell

    items = []
    if isinstance(save_obj, Cell):
        for _, param in save_obj.parameters_and_names():
            if choice_func is not None and not choice_func(param.name):
                continue
            items.append((param.name, param))
        return items
    if isinstance(save_obj, dict):
        for key, value in save_obj.items():
            if not isinstance(key, str):
                raise TypeError(
                    "For save_checkpoint, when save_obj is made up by dict, the key should be str and"
                    f"value should be Parameter, but got the type of key is {type(key)} and"
                    f"the type of value is {type(value)}"
                )
            if choice_func is not None and not choice_func(key):
                continue
            if not isinstance(value, (Tensor, np.ndarray, str)):
                raise TypeError(
                    "For save_checkpoint, when save_obj is made up by dict, the value should be Parameter, Tensor, "
                    f"numpy.ndarray or str, but got {type(value)} for '{key}'."
                )
            items.append((key, value))
        return items
    if not save_obj:
        return items
    if isinstance(save_obj[0], dict):
        for param in save_obj:
            if isinstance(param, dict) and "name" in param and "data" in param:
                if not isinstance(param["name"], str):
                    raise TypeError(
                        "For save_checkpoint, when save_obj is a list of dict items, the name in dict "
                        f"should be string, but got {type(param['name'])}."
                    )
                if not isinstance(param["data"], Tensor):
                    raise TypeError(
                        "For save_checkpoint, when save_obj is a list of dict items, the data in dict "
                        f"should be parameter, but got {type(param['data'])}."
                    )
                if choice_func is not None and not choice_func(param["name"]):
                    continue
                items.append((param["name"], param["data"]))
            else:
                raise TypeError(
                    "For save_checkpoint, save_obj should be a list of dict items, and the dict should "
                    f"have key values 'name' and 'value', but got {type(param)} and {param}."
                )
        return items
    for param in save_obj:
        if not isinstance(param, Parameter):
            raise TypeError(
                "For save_checkpoint, when save_obj is made up by list of Parameter,"
                f"the param should be parameter, but got {type(param)}"
            )
        if choice_func is not None and not choice_func(param.name):
            continue
        items.append((param.name, param))
    return items


def save_checkpoint(
    save_obj: Any,
    ckpt_file_name: str,
    integrated_save: bool = True,
    async_save: bool | str = False,
    append_dict: dict | None = None,
    enc_key: bytes | None = None,
    enc_mode: str = "AES-GCM",
    choice_func: Callable[[str], bool] | None = None,
    crc_check: bool = False,
    format: str = "ckpt",  # noqa: A002
    **kwargs: Any,
) -> None:
    """Save parameters to a MindSpore checkpoint file. Mirrors ``mindspore.save_checkpoint`` (2.10).

    Args:
        save_obj (Cell | list | dict): a Cell (its ``parameters_and_names()``, keyed by ``param.name``), a list of
            Parameters, a list of ``{"name": str, "data": Tensor}`` dicts, or a dict ``name -> Parameter | Tensor |
            numpy.ndarray | str`` (e.g. what :func:`load_checkpoint` returns).
        ckpt_file_name (str): the file; ``.ckpt`` (or ``.safetensors``) is appended when the name does not end with
            the format. An existing file is replaced atomically.
        integrated_save (bool): accepted (single-device: no effect). Default True.
        async_save (bool | str): ``True``/``"thread"``/``"process"`` write in a background thread from a snapshot
            of the data; a failure is logged and re-raised by the next ``save_checkpoint`` call (or at exit).
        append_dict (dict): extra ``name -> int | float | bool | str | Tensor`` entries written after the
            parameters (int -> Int64 [], float -> Float32 [], bool -> Bool [], str -> a ``str`` record).
        enc_key (bytes): encrypt with this 16/24/32-byte key (needs the ``cryptography`` package).
        enc_mode (str): ``"AES-GCM"`` (default), ``"AES-CBC"`` or ``"SM4-CBC"``.
        choice_func (callable): ``name -> bool``; only names it accepts are saved.
        crc_check (bool): append a CRC-32 (``.ckpt``: 17-byte trailer; safetensors: ``crc_num`` metadata).
        format (str): ``"ckpt"`` (default) or ``"safetensors"``.
        kwargs: ``remove_redundancy`` (bool) is recorded in safetensors metadata.

    The file is byte-identical to MindSpore's: one protobuf ``Checkpoint`` message per tensor (tensors over
    512 MiB are split into several records), little-endian raw data, tensor_type ``str(dtype)``; a 0-d tensor
    has no dims, and a tensor with no elements writes no record (as in MindSpore). The file is made read-only
    (mode 0400), as MindSpore does.

    Raises:
        TypeError: bad ``save_obj``, ``ckpt_file_name``, ``async_save``, ``append_dict`` or ``integrated_save``.
        ValueError: bad ``format``/``async_save`` string, ``enc_key``/``enc_mode``/``crc_check`` types, or
            encryption asked for a safetensors file.
        safetensors.SafetensorError: a ``str`` value saved as safetensors (as in MindSpore).

    Differences: ``async_save="process"`` also uses a thread; a plain Tensor value in a dict ``save_obj`` is saved
    (MindSpore 2.10 silently drops it or fails with UnboundLocalError); CRC and encryption together write no CRC.
    """
    ckpt_file_name = _check_save_file_name(save_obj, ckpt_file_name, format)
    _check_bool(integrated_save)
    if not isinstance(async_save, (bool, str)):
        raise TypeError(
            f"For 'save_checkpoint', the parameter 'async_save' must be bool or str, but got {type(async_save)}."
        )
    if isinstance(async_save, str) and async_save not in ("process", "thread"):
        raise ValueError(
            f"For 'save_checkpoint', the argument 'async_save' can only be 'process' or 'thread',but got {async_save}."
        )
    append_dict = _check_append_dict(append_dict)
    enc_key = _check_isinstance("enc_key", enc_key, (type(None), bytes))
    enc_mode = _check_isinstance("enc_mode", enc_mode, str)
    crc_check = _check_isinstance("crc_check", crc_check, bool)
    remove_redundancy = _check_isinstance(
        "remove_redundancy", kwargs.get("remove_redundancy", None), (type(None), bool)
    )
    if format == "safetensors":
        for pname, value, default in (
            ("enc_key", enc_key, None),
            ("enc_mode", enc_mode, "AES-GCM"),
            ("map_param_inc", kwargs.get("incremental", False), False),
            ("global_step_num", kwargs.get("global_step_num", None), None),
        ):
            if value != default:
                raise ValueError(
                    f"For 'save_checkpoint', when format is 'safetensors', the parameter '{pname}' must be set to "
                    f"default value '{default}', but got '{value}'."
                )
    if enc_key is not None:
        try:
            _check_key(enc_key, enc_mode)
        except ValueError as e:  # MindSpore says only "Encrypt failed"; the reason follows it here
            raise ValueError(f"Encrypt failed: {e}") from None
        if crc_check:
            logger.warning("For 'save_checkpoint', 'crc_check' is ignored when 'enc_key' is set.")
            crc_check = False

    items = _save_obj_items(save_obj, choice_func)
    if append_dict:
        for k, v in append_dict.items():
            if k == "__exception_save__":
                continue
            items.append((k, v if isinstance(v, (str, Tensor)) else Tensor(v)))

    snapshot = bool(async_save)
    entries = OrderedDict()
    for name, data in items:
        entries[name] = _to_entry(name, data, snapshot)  # a repeated name keeps its first position, last data
    entries = list(entries.values())

    if async_save:
        _wait_async_save()
        thr = threading.Thread(
            target=_async_worker,
            args=(ckpt_file_name, entries, enc_key, enc_mode, crc_check, format, remove_redundancy, True),
            name="asyn_save_ckpt",
        )
        _async_threads.append(thr)
        thr.start()
        return
    _exec_save(ckpt_file_name, entries, enc_key, enc_mode, crc_check, format, remove_redundancy)


# --------------------------------------------------------------------------------------------------------------------
# load: .ckpt


class _Fallback(Exception):
    """The fast reader met something outside the canonical layout; the protobuf parser decides."""


def _read_varint(buf, pos: int, end: int) -> tuple[int, int]:
    result = 0
    shift = 0
    while True:
        if pos >= end or shift > 63:
            raise _Fallback
        b = buf[pos]
        pos += 1
        result |= (b & 0x7F) << shift
        if not b & 0x80:
            return result, pos
        shift += 7


def _fast_parse(buf) -> list[tuple[str, list, str, int, int]]:
    """Parse the canonical layout MindSpore writes: ``(tag, dims, tensor_type, start, end)`` per record.

    Raises ``_Fallback`` on anything else (unknown fields, packed dims, maptensor, repeated fields, bad lengths).
    """
    out = []
    n = len(buf)
    pos = 0
    while pos < n:
        if buf[pos] != 0x0A:
            raise _Fallback
        vlen, pos = _read_varint(buf, pos + 1, n)
        vend = pos + vlen
        if vend > n:
            raise _Fallback
        tag = tensor = None
        while pos < vend:
            key = buf[pos]
            if key == 0x0A and tag is None:
                ln, pos = _read_varint(buf, pos + 1, vend)
                if pos + ln > vend:
                    raise _Fallback
                try:
                    tag = bytes(buf[pos : pos + ln]).decode("utf-8")
                except UnicodeDecodeError:
                    raise _Fallback from None
                pos += ln
            elif key == 0x12 and tensor is None:
                ln, pos = _read_varint(buf, pos + 1, vend)
                tend = pos + ln
                if tend > vend:
                    raise _Fallback
                dims = []
                ttype = content = None
                while pos < tend:
                    k = buf[pos]
                    if k == 0x08:
                        d, pos = _read_varint(buf, pos + 1, tend)
                        dims.append(d - (1 << 64) if d >= 1 << 63 else d)
                    elif k == 0x12 and ttype is None:
                        ln, pos = _read_varint(buf, pos + 1, tend)
                        if pos + ln > tend:
                            raise _Fallback
                        try:
                            ttype = bytes(buf[pos : pos + ln]).decode("utf-8")
                        except UnicodeDecodeError:
                            raise _Fallback from None
                        pos += ln
                    elif k == 0x1A and content is None:
                        ln, pos = _read_varint(buf, pos + 1, tend)
                        if pos + ln > tend:
                            raise _Fallback
                        content = (pos, pos + ln)
                        pos += ln
                    else:
                        raise _Fallback
                if ttype is None or content is None:
                    raise _Fallback
                tensor = (dims, ttype, content)
            else:
                raise _Fallback
        if tag is None or tensor is None or pos != vend:
            raise _Fallback
        out.append((tag, tensor[0], tensor[1], tensor[2][0], tensor[2][1]))
    return out


def _proto_parse(data, file_name: str) -> list[tuple[str, list, str, Any]]:
    """Parse with the protobuf runtime: ``(tag, dims, tensor_type, content bytes)`` per value."""
    from google.protobuf.message import DecodeError

    from .checkpoint_pb2 import Checkpoint

    ckpt = Checkpoint()
    try:
        ckpt.ParseFromString(memoryview(data).tobytes())
    except DecodeError as e:
        raise ValueError(
            f"Failed to read the checkpoint file {file_name}. The file may be corrupted, and the content cannot be "
            "parsed."
        ) from e
    out = []
    for v in ckpt.value:
        if not v.HasField("tensor"):
            raise ValueError(
                f"Failed to read the checkpoint file {file_name}. The value '{v.tag}' is a MapParameter "
                "(maptensor), which mindshim does not support."
            )
        t = v.tensor
        tag, ttype = v.tag, t.tensor_type
        if not isinstance(tag, str) or not isinstance(ttype, str):  # proto2 strings are not UTF-8 checked
            raise ValueError(
                f"Failed to read the checkpoint file {file_name}. The file may be corrupted, and the content cannot "
                "be parsed."
            )
        out.append((tag, list(t.dims), ttype, t.tensor_content))
    return out


def _is_cipher(data) -> bool:
    return bytes(memoryview(data)[:4]) in _CIPHER_MAGICS


def _decrypt(data: bytes, key: bytes, mode: str, file_name: str) -> bytes:
    """Decrypt MindSpore cipher blocks. Raises ValueError naming the file on a wrong key/mode or a damaged file."""

    def fail(why: str):
        if _is_cipher(data):
            head = (
                f"Failed to read the checkpoint file {file_name}. The file may be encrypted or tempered with, "
                "please pass in the correct 'dec_key' or check the file integrity."
            )
        else:
            head = (
                f"Failed to read the checkpoint file {file_name}. May not have permission to read it, please check "
                "the correct of the file."
            )
        return ValueError(f"{head} ({why})")

    if mode not in _MAGIC:
        raise fail(f"'dec_mode' only supports AES-GCM|AES-CBC|SM4-CBC, but got {mode!r}")
    valid = (16,) if mode == "SM4-CBC" else (16, 24, 32)
    if len(key) not in valid:
        raise fail(f"the key length for {mode} must be one of {valid} bytes, but got {len(key)}")
    algorithms, modes, aead, padding = _crypto()
    from cryptography.exceptions import InvalidTag
    from cryptography.hazmat.primitives.ciphers import Cipher

    magic = _MAGIC[mode].to_bytes(4, "little")
    gcm = mode == "AES-GCM"
    out = []
    pos = 0
    n = len(data)
    if n == 0:
        raise fail("the file is empty")
    while pos < n:
        if data[pos : pos + 4] != magic:
            raise fail(f"the file is not an encrypted {mode} file (bad block magic at byte {pos})")
        pos += 4
        tag = None
        if gcm:
            tag = data[pos : pos + 16]
            pos += 16
        if pos + 8 > n:
            raise fail("truncated cipher block")
        blen = int.from_bytes(data[pos : pos + 4], "little", signed=True)
        iv_len = int.from_bytes(data[pos + 4 : pos + 8], "little", signed=True)
        pos += 8
        if iv_len != 16 or pos + 16 + 4 > n:
            raise fail("damaged cipher block header")
        iv = data[pos : pos + 16]
        pos += 16
        clen = int.from_bytes(data[pos : pos + 4], "little", signed=True)
        pos += 4
        if clen < 0 or blen != 4 + 16 + 4 + clen or pos + clen > n:
            raise fail("damaged or truncated cipher block")
        cipher = data[pos : pos + clen]
        pos += clen
        try:
            if gcm:
                out.append(aead.AESGCM(key).decrypt(iv[:12], cipher + tag, None))
            else:
                algo = algorithms.AES(key) if mode == "AES-CBC" else algorithms.SM4(key)
                dec = Cipher(algo, modes.CBC(iv)).decryptor()
                padded = dec.update(cipher) + dec.finalize()
                unpadder = padding.PKCS7(128).unpadder()
                out.append(unpadder.update(padded) + unpadder.finalize())
        except (InvalidTag, ValueError) as e:
            raise fail("decryption failed: wrong key or mode, or the file was modified") from e
    return b"".join(out)


def _available_memory() -> int | None:
    try:
        pages = os.sysconf("SC_AVPHYS_PAGES")
        size = os.sysconf("SC_PAGE_SIZE")
    except (AttributeError, OSError, TypeError, ValueError):
        return None
    return pages * size if pages > 0 and size > 0 else None


def _read_ckpt_bytes(file_name: str, dec_key, dec_mode, crc_check) -> np.ndarray:
    """The protobuf body of a ``.ckpt`` file as a 1-D uint8 array: decrypted, CRC trailer stripped (and checked)."""
    size = os.path.getsize(file_name)
    avail = _available_memory()
    if avail is not None and size > avail:
        raise ValueError(
            f"For 'load_checkpoint', the checkpoint protobuf content size {size} bytes exceeds current available "
            f"memory {avail} bytes: {file_name}."
        )
    try:
        data = np.empty(size, np.uint8)  # numpy asks for huge pages on large buffers: much faster to fill
        view, got = memoryview(data), 0
        with open(file_name, "rb", buffering=0) as f:
            while got < size:  # one read returns at most ~2 GiB on Linux: a larger file takes several
                n = f.readinto(view[got:])
                if not n:
                    break
                got += n
        data = data[:got]
    except OSError as e:
        raise ValueError(
            f"Failed to read the checkpoint file {file_name}. May not have permission to read it, please check the "
            f"correct of the file. ({e})"
        ) from e
    if dec_key is not None:
        data = np.frombuffer(_decrypt(data.tobytes(), dec_key, dec_mode, file_name), np.uint8)
    elif _is_cipher(data):
        raise ValueError(
            f"Failed to read the checkpoint file {file_name}. The file may be corrupted, and the content cannot be "
            "parsed. (It starts with the magic number of an encrypted checkpoint: pass 'dec_key' and 'dec_mode'.)"
        )
    has_trailer = len(data) >= 17 and data[-17:-10].tobytes() == _CRC_TRAILER
    if crc_check and not has_trailer:
        logger.warning("For 'load_checkpoint', the ckpt file do not contain the crc code, please check the file.")
    if has_trailer:
        stored = int.from_bytes(data[-10:].tobytes(), byteorder="big")
        data = data[:-17]
        if crc_check and zlib.crc32(memoryview(data)) != stored:
            raise ValueError(
                f"Failed to read the checkpoint file {file_name}. For 'load_checkpoint', the crc check is failed, "
                "please check whether the ckpt file is damaged."
            )
    return data


_bytes_to_torch = _creation.from_bytes


def _decode_records(records, buf, file_name: str, specify_prefix, filter_prefix, choice_func) -> dict:
    """Join equal-tag runs and build ``{tag: Parameter | str}``. ``records`` hold (tag, dims, type, start, end)."""
    use_choice = specify_prefix is None and filter_prefix is None and choice_func is not None
    result = {}
    i = 0
    n = len(records)
    while i < n:
        j = i + 1
        tag = records[i][0]
        while j < n and records[j][0] == tag:
            j += 1
        run = records[i:j]
        i = j
        if not _whether_load_param(specify_prefix, filter_prefix, tag):
            continue
        if use_choice and not choice_func(tag):
            continue
        _, dims, ttype, start, end = run[-1]
        if len(run) > 1:
            joined = np.concatenate([buf[s:e] for _, _, _, s, e in run])
            src, start, end = joined, 0, len(joined)
        else:
            src = buf
        try:
            if ttype == "str":
                raw = src[start:end].tobytes()
                if len(raw) % 4 or not raw:
                    raise ValueError(f"the str value '{tag}' has {len(raw)} bytes, not a positive multiple of 4")
                result[tag] = str(np.frombuffer(raw, f"<U{len(raw) // 4}")[0])
                continue
            if ttype not in _CKPT_TO_TORCH:
                raise ValueError(f"'{ttype}' (tensor_type of '{tag}' is not a type MindSpore can load)")
            if list(dims) == [0]:
                dims = []
            if len(dims) > 64:
                raise ValueError(f"'{tag}' has {len(dims)} dimensions; at most 64 are supported")
            if any(d < 0 for d in dims):
                raise ValueError(
                    f"All shape elements of the Parameter must be positive. But got {tuple(dims)} for '{tag}'."
                )
            dtype = _CKPT_TO_TORCH[ttype]
            numel = math.prod(dims)
            itemsize = dtype.itemsize
            if numel * itemsize != end - start:
                raise ValueError(
                    f"the data of '{tag}' has {end - start} bytes, but its shape {tuple(dims)} and type {ttype} "
                    f"need {numel * itemsize} bytes"
                )
            t = _bytes_to_torch(src, start, end, dtype, tuple(dims))
        except (ValueError, UnicodeDecodeError, OverflowError, RuntimeError, MemoryError) as e:
            raise ValueError(f"{e}\nFor 'load_checkpoint', failed to load the checkpoint file {file_name}.") from e
        result[tag] = Parameter(t, name=tag)
    return result


def _load_ckpt(file_name, specify_prefix, filter_prefix, choice_func, dec_key, dec_mode, crc_check) -> dict:
    data = _read_ckpt_bytes(file_name, dec_key, dec_mode, crc_check)
    if specify_prefix:
        logger.warning(
            "For load_checkpoint, this parameter `specity_prefix` will be deprecated, please use `choice_func` instead."
        )
    if filter_prefix:
        logger.warning(
            "For load_checkpoint, this parameter `filter_prefix` will be deprecated, please use `choice_func` instead."
        )
    try:
        records = _fast_parse(memoryview(data))
        buf = data
    except _Fallback:
        parsed = _proto_parse(data, file_name)
        records = []
        chunks = []
        off = 0
        for tag, dims, ttype, content in parsed:
            chunks.append(content)
            records.append((tag, dims, ttype, off, off + len(content)))
            off += len(content)
        buf = np.frombuffer(b"".join(chunks), np.uint8)
    return _decode_records(records, buf, file_name, specify_prefix, filter_prefix, choice_func)


# --------------------------------------------------------------------------------------------------------------------
# load: safetensors


_SAFETENSORS_TO_TORCH = {
    "F16": torch.float16,
    "F32": torch.float32,
    "F64": torch.float64,
    "BF16": torch.bfloat16,
    "I8": torch.int8,
    "I16": torch.int16,
    "I32": torch.int32,
    "I64": torch.int64,
    "U8": torch.uint8,
    "U16": torch.uint16,
    "U32": torch.uint32,
    "U64": torch.uint64,
    "BOOL": torch.bool,
    "C64": torch.complex64,
}


def _parse_safetensors(data: np.ndarray) -> tuple[dict, dict | None]:
    """Parse a safetensors image (1-D uint8): ``({name: tensor copy}, metadata)``. Raises ValueError when invalid."""
    n = len(data)
    if n < 8:
        raise ValueError("the file is shorter than the 8-byte header length")
    hlen = int.from_bytes(data[:8].tobytes(), "little")
    if hlen > n - 8 or hlen > 100_000_000:
        raise ValueError(f"header length {hlen} exceeds the file")
    try:
        header = json.loads(data[8 : 8 + hlen].tobytes().decode("utf-8"), object_pairs_hook=_no_duplicate_keys)
    except RecursionError:
        raise ValueError("the header nests too deeply") from None
    if not isinstance(header, dict):
        raise ValueError("the header is not a JSON object")
    metadata = header.pop("__metadata__", None)
    if metadata is not None and (
        not isinstance(metadata, dict) or not all(isinstance(v, str) for v in metadata.values())
    ):
        raise ValueError("__metadata__ must map names to strings")
    body = data[8 + hlen :]
    tensors = {}
    spans: list[tuple[int, int, str]] = []
    for name, spec in header.items():
        if not isinstance(spec, dict):
            raise ValueError(f"entry '{name}' is not an object")
        dtype = _SAFETENSORS_TO_TORCH.get(spec.get("dtype"))
        shape, offs = spec.get("shape"), spec.get("data_offsets")
        if dtype is None:
            raise ValueError(f"entry '{name}' has an unsupported dtype {spec.get('dtype')!r}")
        if not isinstance(shape, list) or not all(isinstance(d, int) and d >= 0 for d in shape):
            raise ValueError(f"entry '{name}' has an invalid shape {shape!r}")
        if not (isinstance(offs, list) and len(offs) == 2 and all(isinstance(o, int) for o in offs)):
            raise ValueError(f"entry '{name}' has invalid data_offsets {offs!r}")
        start, end = offs
        itemsize = dtype.itemsize
        if not 0 <= start <= end <= len(body) or end - start != math.prod(shape) * itemsize:
            raise ValueError(f"entry '{name}': data_offsets {offs} do not fit shape {shape} and the file size")
        tensors[name] = _bytes_to_torch(body, start, end, dtype, tuple(shape))
        spans.append((start, end, name))
    # The entries' data must tile the body exactly, in header order, as MindSpore's reader requires: no overlap,
    # no gap, no bytes after the last one.
    pos = 0
    for start, end, name in spans:
        if start != pos:
            raise ValueError(
                f"entry '{name}' starts at {start}, not at {pos}: data out of order, overlapping or gapped"
            )
        pos = end
    if pos != len(body):
        raise ValueError(f"{len(body) - pos} bytes follow the last entry's data")
    return tensors, metadata


def _no_duplicate_keys(pairs: list) -> dict:
    """``json`` object hook refusing a key given twice (the safetensors header would be ambiguous)."""
    out: dict = {}
    for k, v in pairs:
        if k in out:
            raise ValueError(f"the header names '{k}' twice")
        out[k] = v
    return out


def _load_safetensors(file, choice_func, crc_check, remove_redundancy) -> dict:
    name = file if isinstance(file, str) else "<BytesIO>"
    try:
        if isinstance(file, BytesIO):
            data = np.frombuffer(file.getbuffer(), np.uint8)
        else:
            size = os.path.getsize(file)
            data = np.empty(size, np.uint8)
            with open(file, "rb", buffering=0) as f:
                data = data[: f.readinto(data) if size else 0]
        tensors, metadata = _parse_safetensors(data)
    except (OSError, ValueError, UnicodeDecodeError, OverflowError) as e:
        # MindSpore's words; the parser's detail stays in the chained exception.
        raise ValueError(
            f"Fail to parse the input safetensors: '{name}'. Please check the correctness of the file."
        ) from e
    result = {}
    crc = 0
    for k in sorted(tensors):
        t = tensors[k]
        if crc_check:
            crc = zlib.crc32(k.encode("utf-8"), crc)
            crc = _safetensors_crc_bytes(t.contiguous(), crc)
        if choice_func is not None and not choice_func(k):
            continue
        if metadata is not None and k in metadata:
            raise ValueError(
                f"For 'load_checkpoint', the safetensors entry '{k}' has MindSpore type {metadata[k]!r} "
                f"('{name}'), which mindshim does not support."
            )
        result[k] = Parameter(t)
    if metadata is not None and "remove_redundancy" in metadata:
        if metadata["remove_redundancy"] == "True" and not remove_redundancy:
            logger.warning(
                "For 'load_checkpoint', the safetensors file is deduplicated, but remove_redundancy is set to False."
            )
        if metadata["remove_redundancy"] == "False" and remove_redundancy:
            logger.warning(
                "For 'load_checkpoint', the safetensors file is non-deduplicated, but remove_redundancy is set to True."
            )
    if crc_check:
        if metadata is None or metadata.get("crc_num") is None:
            logger.warning(
                "For 'load_checkpoint', the safetensors file do not contain the crc code, please check the file."
            )
        elif str(crc) != metadata["crc_num"]:
            raise ValueError(
                f"For 'load_checkpoint', the crc check has failed. Please check whether the ckpt file is damaged. "
                f"('{name}')"
            )
    return result


def _check_file(file, fmt: str):
    if fmt not in ("ckpt", "safetensors"):
        raise ValueError(
            "For 'load_checkpoint', the checkpoint file should end with '.ckpt' or '.safetensors', please "
            "input the correct 'format'."
        )
    if isinstance(file, BytesIO):
        if fmt == "ckpt":
            raise TypeError("ckpt don't support BytesIO as input type, please change to safetensors.")
        return file
    if isinstance(file, os.PathLike):
        file = os.fspath(file)
    if not isinstance(file, str):
        raise TypeError(f"For 'load_checkpoint', the argument 'ckpt_file_name' must be string, but got {type(file)}.")
    if not file.endswith(fmt):
        raise ValueError(
            f"For 'load_checkpoint', the checkpoint file format must same with 'format', but got "
            f"file_name:'{file}', format:'{fmt}'"
        )
    file = os.path.realpath(file)
    remove_stale_tmp(file)  # what a save of this file killed half-way left behind
    if not os.path.exists(file):
        raise ValueError(
            f"For 'load_checkpoint', the checkpoint file: {file} does not exist, please check "
            "whether the 'ckpt_file_name' is correct."
        )
    return file


def load_checkpoint(
    ckpt_file_name: str | BytesIO,
    net: Any = None,
    strict_load: bool = False,
    filter_prefix: str | list | tuple | None = None,
    dec_key: bytes | None = None,
    dec_mode: str = "AES-GCM",
    specify_prefix: str | list | tuple | None = None,
    choice_func: Callable[[str], bool] | None = None,
    crc_check: bool = False,
    remove_redundancy: bool = False,
    format: str = "ckpt",  # noqa: A002
) -> dict:
    """Load a MindSpore checkpoint file into ``{name: Parameter | str}``. Mirrors ``mindspore.load_checkpoint`` (2.10).

    Args:
        ckpt_file_name (str | io.BytesIO): the file; it must end with ``format``. BytesIO only for safetensors.
        net (Cell): if given, the parameters are also loaded into it with :func:`load_param_into_net`.
        strict_load (bool): passed to :func:`load_param_into_net`.
        filter_prefix, specify_prefix (str | list[str] | tuple[str]): skip / keep only names with these prefixes
            (they override ``choice_func``).
        dec_key (bytes): key of an encrypted file; ``dec_mode`` ``"AES-GCM"`` (default), ``"AES-CBC"``, ``"SM4-CBC"``.
        choice_func (callable): ``name -> bool`` filter.
        crc_check (bool): verify the CRC the file carries (a CRC trailer is always stripped).
        remove_redundancy (bool): accepted; only compared with the safetensors metadata (warning on mismatch).
        format (str): ``"ckpt"`` (default) or ``"safetensors"``.

    Returns:
        dict in file order (safetensors: sorted names): ``name -> Parameter`` named after the entry (safetensors
        entries get automatic names ``Parameter#N``, as in MindSpore); ``str`` entries come back as Python str;
        append_dict numbers as 0-d Parameters (int -> Int64, float -> Float32, bool -> Bool).

    Raises:
        ValueError: missing file, wrong extension, corrupted/truncated/garbage content, unknown tensor_type,
            data size not matching the shape, CRC mismatch, wrong ``dec_key``/``dec_mode``, an encrypted file
            without ``dec_key``, or an empty result after filtering. Messages name the file. The whole file is
            parsed before anything is loaded into ``net``.
        TypeError: bad argument types.

    Differences: an entry whose byte size does not match its shape raises ValueError (MindSpore reads past it or
    truncates); MapParameter (``maptensor``) records and ``Int4`` are rejected.
    """
    specify_prefix = _check_prefix(specify_prefix)
    filter_prefix = _check_prefix(filter_prefix)
    dec_key = _check_isinstance("dec_key", dec_key, (type(None), bytes))
    dec_mode = _check_isinstance("dec_mode", dec_mode, str)
    crc_check = _check_isinstance("crc_check", crc_check, bool)
    remove_redundancy = _check_isinstance("remove_redundancy", remove_redundancy, bool)
    if format == "safetensors":
        for pname, value, default in (("dec_key", dec_key, None), ("dec_mode", dec_mode, "AES-GCM")):
            if value != default:
                raise ValueError(
                    f"For 'load_checkpoint', when format is 'safetensors', the parameter '{pname}' must be set to "
                    f"default value '{default}', but got '{value}'."
                )
    _wait_for_pending_save()
    file = _check_file(ckpt_file_name, format)
    if format == "safetensors":
        parameter_dict = _load_safetensors(file, choice_func, crc_check, remove_redundancy)
    else:
        parameter_dict = _load_ckpt(file, specify_prefix, filter_prefix, choice_func, dec_key, dec_mode, crc_check)
    if not parameter_dict:
        raise ValueError(
            "The loaded parameter dict is empty after filter or specify, please check whether "
            "'filter_prefix' or 'specify_prefix' are set correctly."
        )
    if net is not None:
        load_param_into_net(net, parameter_dict, strict_load, remove_redundancy)
    return parameter_dict


def _wait_for_pending_save() -> None:
    """Let asynchronous saves still running finish first (their failures stay for the next save to report)."""
    for t in list(_async_threads):
        t.join()


# --------------------------------------------------------------------------------------------------------------------
# load_param_into_net

_FLOAT_TYPES = (torch.float16, torch.float32, torch.float64, torch.bfloat16)
_INT_TYPES = (torch.int8, torch.int16, torch.int32, torch.int64)


def _planned_value(param: Parameter, new_param: Parameter, strict_load: bool) -> torch.Tensor:
    """The tensor ``param`` will take from ``new_param`` (MindSpore's ``_update_param`` rules), or RuntimeError."""
    old_shape, new_shape = param.shape, new_param.shape
    if old_shape != new_shape:
        extra = new_shape[len(old_shape) :]
        special = len(new_shape) > len(old_shape) and all(d == 1 for d in extra)
        if not special:
            raise RuntimeError(
                f"For 'load_param_into_net', {param.name} in the argument 'net' should have the same shape "
                f"as {param.name} in the argument 'parameter_dict'. But got its shape {old_shape} in"
                f" the argument 'net' and shape {new_shape} in the argument 'parameter_dict'."
                f"May you need to check whether the checkpoint you loaded is correct or the batch size and "
                f"so on in the 'net' and 'parameter_dict' are same."
            )
    src = new_param._data().detach()
    dst_dtype = param._data().dtype
    if src.dtype != dst_dtype:
        pair = {src.dtype, dst_dtype}
        if not strict_load and (pair <= set(_FLOAT_TYPES) or pair <= set(_INT_TYPES)):
            logger.warning(
                f"The type of {new_param.name}:{new_param.dtype} in 'parameter_dict' is different from "
                f"the type of it in 'net':{param.dtype}, then the type convert from "
                f"{new_param.dtype} to {param.dtype} in the network. May consume additional memory and time"
            )
            return src.to(dst_dtype)
        raise RuntimeError(
            f"For 'load_param_into_net', {param.name} in the argument 'net' should have the same type as "
            f"{param.name} in the argument 'parameter_dict'. but got its type {param.dtype} in the "
            f"argument 'net' and type {new_param.dtype} in the argument 'parameter_dict'."
            f"May you need to check whether the checkpoint you loaded is correct."
        )
    return src


def load_param_into_net(
    net: Any, parameter_dict: dict, strict_load: bool = False, remove_redundancy: bool = False
) -> tuple[list, list]:
    """Copy ``parameter_dict``'s values into ``net``'s parameters. Mirrors ``mindspore.load_param_into_net`` (2.10).

    Matching is by ``param.name``; when some net parameters are not found and ``strict_load`` is False, a common
    name prefix of the dict (``"backbone."`` + name) is tried, as MindSpore does. float<->float and int<->int dtype
    differences are converted (not with ``strict_load=True``); a shape difference raises, except extra trailing
    1-dims in the checkpoint (``(12, 2048, 1, 1)`` into ``(12, 2048)``, which then takes the checkpoint's shape).
    ``str`` entries are ignored.

    Loaded parameters share storage with the dict's Parameters, as in MindSpore: loading one dict into two nets
    ties their weights, and training (optimizer state, ``global_step`` included) writes into the dict's values.
    ``set_data`` on either side writes through the shared storage in mindshim, where MindSpore rebinds the
    receiver alone. A dtype conversion (float16 -> float32 ...), or a dict value on another device than the net's
    parameter, gives the net a copy that is not shared.

    Returns:
        ``(param_not_load, ckpt_not_load)``: net parameter names not loaded; dict names not loaded.

    Raises:
        TypeError: ``net`` not a Cell, ``parameter_dict`` not a dict of ``str -> Parameter | str``, bad flag types.
        RuntimeError: a shape or dtype mismatch. Every value is checked before any is assigned, so on error the net
            is left unchanged (MindSpore may have updated earlier parameters already).
    """
    from ..nn.cell import Cell

    if not isinstance(net, Cell):
        raise TypeError(f"For 'load_param_into_net', the argument 'net' should be a Cell, but got {type(net)}.")
    if not isinstance(parameter_dict, dict):
        raise TypeError(
            f"For 'load_param_into_net', the argument 'parameter_dict' should be a dict, but got {type(parameter_dict)}."
        )
    for key, value in parameter_dict.items():
        if not isinstance(key, str) or not isinstance(value, (Parameter, str, list)):
            raise TypeError(
                "For 'parameter_dict', the element in the argument 'parameter_dict' should be a "
                f"'str' and 'Parameter' , but got {type(key)} and {type(value)}."
            )
    strict_load = _check_bool(strict_load)
    _check_isinstance("remove_redundancy", remove_redundancy, bool)

    param_not_load = []
    ckpt_not_load = list(parameter_dict.keys())
    plan = []  # (param, tensor)
    params = [p for _, p in net.parameters_and_names()]
    for param in params:
        if param.name in parameter_dict:
            new_param = parameter_dict[param.name]
            if not isinstance(new_param, Parameter):
                continue
            plan.append((param, _planned_value(param, new_param, strict_load)))
            ckpt_not_load.remove(param.name)
        elif not param.name.startswith("accu_grads"):
            param_not_load.append(param.name)

    if param_not_load and not strict_load:
        # MindSpore's _load_dismatch_prefix_params: find a prefix p with p + name in the dict, retry with it.
        prefix_name = ""
        longest_name = param_not_load[0]
        while prefix_name != longest_name and param_not_load:
            prefix_name = longest_name
            for net_param_name in param_not_load:
                for dict_name in parameter_dict:
                    if dict_name.endswith(net_param_name):
                        prefix_name = dict_name[: -len(net_param_name)]
                        break
                if prefix_name != longest_name:
                    break
            if prefix_name != longest_name:
                logger.warning(
                    f"For 'load_param_into_net', remove parameter prefix name: {prefix_name}, continue to load."
                )
                for param in params:
                    new_name = prefix_name + param.name
                    if param.name in param_not_load and new_name in parameter_dict:
                        new_param = parameter_dict[new_name]
                        if not isinstance(new_param, Parameter):
                            continue
                        plan.append((param, _planned_value(param, new_param, strict_load)))
                        param_not_load.remove(param.name)

    with torch.no_grad():
        for param, value in plan:
            dst = param._data()
            if value.device != dst.device:
                value = value.to(dst.device)
            # The net's Parameter keeps its identity (optimizer links) and takes the dict entry's storage, as
            # MindSpore does: nets loaded from one dict share weights, and training writes back into the dict.
            dst.data = value
    if param_not_load:
        logger.warning(
            f"For 'load_param_into_net', {len(param_not_load)} parameters in the 'net' are not loaded, because they "
            "are not in the 'parameter_dict', please check whether the network structure is consistent "
            "when training and loading checkpoint."
        )
        logger.warning(f"{param_not_load} are not loaded.")
    return param_not_load, ckpt_not_load


# --------------------------------------------------------------------------------------------------------------------
# conversion


def _convert_files(file_path, save_path, name_map, file_name_regex, src_fmt, dst_fmt) -> None:
    import re

    if not isinstance(file_path, str):
        raise TypeError(f"The 'file_path' must be str, but got {type(file_path)}.")
    if os.path.isfile(file_path):
        jobs = [(file_path, save_path)]
    elif os.path.isdir(file_path):
        jobs = []
        for root, _, files in os.walk(file_path):
            for fn in sorted(files):
                if not fn.endswith("." + src_fmt):
                    continue
                if file_name_regex is not None and not re.findall(file_name_regex, fn):
                    continue
                rel = os.path.relpath(root, file_path)
                out_dir = os.path.join(save_path or file_path, rel) if save_path else root
                jobs.append((os.path.join(root, fn), out_dir))
    else:
        raise ValueError(f"The 'file_path' {file_path} does not exist.")
    for src, out_dir in jobs:
        params = load_checkpoint(src, format=src_fmt)
        if name_map:
            params = {name_map.get(k, k): v for k, v in params.items()}
        base = os.path.splitext(os.path.basename(src))[0] + "." + dst_fmt
        if out_dir is None:
            out = os.path.join(os.path.dirname(src), base)
        elif out_dir.endswith("." + dst_fmt) and os.path.isfile(file_path):
            out = out_dir
        else:
            os.makedirs(out_dir, exist_ok=True)
            out = os.path.join(out_dir, base)
        save_checkpoint(params, out, format=dst_fmt)


def ckpt_to_safetensors(
    file_path: str, save_path: str | None = None, name_map: dict | None = None, file_name_regex=None, processes_num=1
) -> None:
    """Convert ``.ckpt`` file(s) (a file or a directory tree) to ``.safetensors``. Mirrors ``mindspore.ckpt_to_safetensors``.

    ``name_map`` renames entries; ``processes_num`` is accepted (conversion runs in this process).
    """
    _convert_files(file_path, save_path, name_map, file_name_regex, "ckpt", "safetensors")


def safetensors_to_ckpt(
    file_path: str, save_path: str | None = None, name_map: dict | None = None, file_name_regex=None, processes_num=1
) -> None:
    """Convert ``.safetensors`` file(s) (a file or a directory tree) to ``.ckpt``. Mirrors ``mindspore.safetensors_to_ckpt``."""
    _convert_files(file_path, save_path, name_map, file_name_regex, "safetensors", "ckpt")


# --------------------------------------------------------------------------------------------------------------------
# asynchronous load, sliced parameters, MindIR


class ParamDictFuture:
    """What :func:`load_checkpoint_async` returns: ``result()`` waits for the load and gives the parameter dict."""

    def __init__(self, executor, future) -> None:
        self.executor = executor
        self.param_dict_future = future

    def result(self) -> dict:
        """Wait for the load; return its dict (or raise its error)."""
        try:
            return self.param_dict_future.result()
        finally:
            self.executor.shutdown()


def load_checkpoint_async(
    ckpt_file_name: str,
    net: Any = None,
    strict_load: bool = False,
    filter_prefix: str | list | tuple | None = None,
    dec_key: bytes | None = None,
    dec_mode: str = "AES-GCM",
    specify_prefix: str | list | tuple | None = None,
    choice_func: Callable[[str], bool] | None = None,
) -> ParamDictFuture:
    """Start :func:`load_checkpoint` in a background thread. Mirrors ``mindspore.load_checkpoint_async`` (2.10).

    The format follows the file name (``.safetensors`` or ``.ckpt``). Returns a future whose ``result()`` is
    the parameter dict; errors (those of :func:`load_checkpoint`) are raised by ``result()``.
    """
    from concurrent.futures import ThreadPoolExecutor

    fmt = "safetensors" if str(ckpt_file_name).endswith(".safetensors") else "ckpt"
    executor = ThreadPoolExecutor(max_workers=2)
    future = executor.submit(
        load_checkpoint,
        ckpt_file_name,
        net,
        strict_load,
        filter_prefix,
        dec_key,
        dec_mode,
        specify_prefix,
        choice_func,
        format=fmt,
    )
    return ParamDictFuture(executor, future)


def merge_sliced_parameter(sliced_parameters: list, strategy: dict | None = None) -> Parameter:
    """Join slices of one parameter along axis 0. Mirrors ``mindspore.merge_sliced_parameter`` (2.10).

    Every slice must be a Parameter with the same name and the same shape except axis 0; the result keeps the
    name and ``requires_grad`` of the first slice.

    Raises:
        TypeError: ``sliced_parameters`` is not a list of Parameters, or ``strategy`` is not a dict.
        ValueError: an empty list, or slices with different names or shapes.
        NotImplementedError: a ``strategy`` (distributed layouts are not supported).
    """
    if not isinstance(sliced_parameters, list):
        raise TypeError(
            "For 'merge_sliced_parameter', the argument 'sliced_parameters' should be list, "
            f"but got {type(sliced_parameters)}."
        )
    if not sliced_parameters:
        raise ValueError("For 'merge_sliced_parameter', the argument 'sliced_parameters' should not be empty.")
    if strategy and not isinstance(strategy, dict):
        raise TypeError(
            f"For 'merge_sliced_parameter', the argument 'strategy' should be dict, but got {type(strategy)}."
        )
    first = sliced_parameters[0]
    if not isinstance(first, Parameter):
        raise TypeError(
            "For 'merge_sliced_parameter', the element in 'sliced_parameters' should be 'Parameter', "
            f"but got {type(first)} at index 0."
        )
    name, shape = first.name, first.shape
    for index, param in enumerate(sliced_parameters):
        if not isinstance(param, Parameter):
            raise TypeError(
                "For 'merge_sliced_parameter', the element in 'sliced_parameters' should be 'Parameter', "
                f"but got {type(param)} at index {index}."
            )
        if param.name != name or len(param.shape) != len(shape) or param.shape[1:] != shape[1:]:
            raise ValueError(
                "For 'merge_sliced_parameter', please make sure that the elements in 'slice_parameters'"
                " have the same name, dimension length and shape except 0 axis. The name, dimension "
                f"length, shape except 0 axis should be {name}, {len(shape)}, "
                f"{shape[1:]}, but got name: {param.name}, dimension length: "
                f"{len(param.shape)}, shape except 0 axis: {param.shape[1:]} "
                f"at index {index}."
            )
    if strategy:
        raise NotImplementedError(
            "mindshim runs on one device: merge_sliced_parameter with a 'strategy' is not supported."
        )
    merged = _array.concat_any([p._data().detach() for p in sliced_parameters])
    return Parameter(merged, name, first.requires_grad)


_MINDIR = (
    "mindshim runs MindSpore programs on PyTorch and has no MindIR/AIR graph compiler: {what} is not "
    "supported. Export to ONNX instead (mindspore.export(net, *inputs, file_name=..., file_format='ONNX') or "
    "mindspore.onnx.export, written through torch.onnx.export), or save weights with mindspore.save_checkpoint "
    "and rebuild the network in Python."
)


def _check_key_mode_type(file_format: str, **kwargs: Any) -> tuple:
    """MindSpore's ``enc_key`` / ``enc_mode`` checks for ``export``: AIR/ONNX take only a callable ``enc_mode``."""
    enc_key = kwargs.get("enc_key")
    if not isinstance(enc_key, bytes):
        raise ValueError(f"The parameter 'enc_key' must be isinstance of {bytes}, but got {enc_key}.")
    enc_mode = kwargs.get("enc_mode")
    if callable(enc_mode):
        return enc_key, enc_mode
    enc_mode = "AES-GCM"
    if "enc_mode" in kwargs:
        enc_mode = kwargs.get("enc_mode")
        if not isinstance(enc_mode, str):
            raise ValueError(f"The parameter 'enc_mode' must be isinstance of {str}, but got {enc_mode}.")
    if file_format in ("AIR", "ONNX"):
        raise ValueError(f"AIR/ONNX only support customized encryption, but got {enc_mode}.")
    if enc_mode in ("AES-CBC", "AES-GCM", "SM4-CBC"):
        return enc_key, enc_mode
    raise ValueError(f"MindIR only support AES-GCM/AES-CBC/SM4-CBC encryption, but got {enc_mode}")


def export(net: Any, *inputs: Any, file_name: str, file_format: str, **kwargs: Any) -> None:
    """Export a network. Mirrors ``mindspore.export`` (2.10) for ``file_format='ONNX'``.

    ONNX: the Cell is traced in inference mode by ``torch.onnx.export`` (see :func:`mindspore.onnx.export`); the
    file gets the ``.onnx`` suffix when it has none, missing directories are made (mode 0o700), an existing file
    is overwritten, and the written file is made read-only for its owner, as MindSpore does. A callable
    ``enc_mode`` (with ``enc_key`` bytes) encrypts the model bytes, as MindSpore's customized encryption.
    MindSpore logs that ``export(file_format='ONNX')`` is deprecated in favour of ``mindspore.onnx.export``.

    Raises:
        NotImplementedError: 'obf_func' given (as MindSpore), or ``file_format`` 'MINDIR'/'AIR' (mindshim has no
            MindIR compiler; the message points to ONNX).
        ValueError: ``file_format`` not 'AIR', 'ONNX' or 'MINDIR' (MindSpore's check, made first); ``net`` not a
            Cell; an input with a dynamic (-1) dimension; ``custom_func`` for ONNX; a non-callable ``enc_mode``.
        TypeError / ValueError: ``file_name`` not a string / a directory path or illegal characters.
        RuntimeError: torch cannot trace the network, or the ``onnx`` package is missing.

    Known difference: MindSpore also sets the output directory's mode to 0o700 when the file is new; mindshim
    only gives that mode to directories it creates.
    """
    if "obf_func" in kwargs:
        raise NotImplementedError("Dynamic model structure obfuscation is no longer supported.")
    supported = ["AIR", "ONNX", "MINDIR"]
    if file_format not in supported:
        raise ValueError(f"For 'export', 'file_format' must be one of {supported}, but got {file_format}.")
    if file_format == "AIR":
        logger.warning(
            "AIR format is deprecated, and will be removed in a future version, please use other format or "
            "use MindSpore Lite to do offline inference"
        )
    from ..onnx import _check_file_name

    _check_file_name(file_name)
    file_name = os.path.realpath(file_name)
    if "enc_key" in kwargs:
        kwargs["enc_key"], kwargs["enc_mode"] = _check_key_mode_type(file_format, **kwargs)
    if kwargs.get("custom_func") is not None and file_format != "MINDIR":
        raise ValueError(f"Currently only support custom_func for MindIR format, but got {file_format} format.")
    if file_format != "ONNX":
        raise NotImplementedError(_MINDIR.format(what=f"export(file_format='{file_format}')"))
    logger.warning("mindspore.export(file_format='ONNX') will be deleted, please use mindspore.onnx.export()")
    _save_onnx(net, file_name, *inputs, **kwargs)


def _save_onnx(net: Any, file_name: str, *inputs: Any, **kwargs: Any) -> None:
    """``export``'s ONNX writer: MindSpore's checks, then ``torch.onnx.export`` into ``file_name`` (+ '.onnx')."""
    from ..nn.cell import Cell
    from ..onnx import _write_onnx

    if not isinstance(net, Cell):
        raise ValueError(f"Export ONNX format model only support nn.Cell object, but got {type(net)}.")
    for x in inputs:
        if isinstance(x, Tensor) and -1 in tuple(x.shape):
            raise ValueError("Export ONNX format model not support dynamic shape mode.")
    if not file_name.endswith(".onnx"):
        file_name += ".onnx"
    if os.path.exists(file_name):
        os.chmod(file_name, stat.S_IWUSR)
    else:
        directory = os.path.dirname(file_name)
        if directory and not os.path.exists(directory):
            os.makedirs(directory, mode=0o700, exist_ok=True)
    _write_onnx(net, inputs, file_name)
    if "enc_key" in kwargs and "enc_mode" in kwargs:
        with open(file_name, "rb") as f:
            data = kwargs["enc_mode"](f.read(), kwargs["enc_key"])
        with open(file_name, "wb") as f:
            f.write(data)
    os.chmod(file_name, stat.S_IRUSR)


def load(file_name: str, **kwargs: Any) -> Any:
    """``mindspore.load`` reads a MindIR graph; mindshim cannot.

    Raises:
        ValueError: ``file_name`` is not a string ending in '.mindir' or does not exist (MindSpore's checks).
        NotImplementedError: otherwise.
    """
    if not isinstance(file_name, str):
        raise ValueError(f"For 'load', the argument 'file_name' must be string, but got {type(file_name)}.")
    if not file_name.endswith(".mindir"):
        raise ValueError(
            "For 'load', the argument 'file_name'(MindIR file) should end with '.mindir', please input the correct 'file_name'."
        )
    if not os.path.exists(os.path.realpath(file_name)):
        raise ValueError(
            "For 'load', the argument 'file_name'(MindIR file) does not exist, please check whether the "
            "'file_name' is correct."
        )
    raise NotImplementedError(_MINDIR.format(what="load of a .mindir file"))


def obfuscate_ckpt(
    network: Any,
    ckpt_files: str,
    target_modules: Any = None,
    obf_config: Any = None,
    saved_path: str = "./",
    obfuscate_scale: int = 100,
) -> None:
    """``mindspore.obfuscate_ckpt`` (weight obfuscation for MindSpore Lite) is not supported by mindshim.

    Raises:
        NotImplementedError: always.
    """
    raise NotImplementedError("mindshim does not support checkpoint obfuscation (mindspore.obfuscate_ckpt).")


def _update_param(param: Parameter, new_param: Parameter, strict_load: bool) -> None:
    """Give the Parameter ``param`` the value of ``new_param``, with ``load_param_into_net``'s checks: a shape
    mismatch raises (extra trailing 1-dims in ``new_param`` are squeezed away), float<->float and int<->int dtype
    differences are converted unless ``strict_load``. Mirrors ``mindspore.train.serialization._update_param``.

    Raises:
        RuntimeError: a shape or dtype mismatch, with MindSpore's 'For 'load_param_into_net', ...' message.
    """
    value = _planned_value(param, new_param, strict_load)
    with torch.no_grad():
        dst = param._data()
        dst.data = value.to(dst.device) if value.device != dst.device else value


#: ``tensor_type`` string of a checkpoint -> MindSpore dtype (``Int4`` is ``qint4x2``). Mirrors
#: ``mindspore.train.serialization.tensor_to_ms_type``.
tensor_to_ms_type = {
    "Int8": mstype.int8,
    "UInt8": mstype.uint8,
    "Int16": mstype.int16,
    "UInt16": mstype.uint16,
    "Int32": mstype.int32,
    "UInt32": mstype.uint32,
    "Int64": mstype.int64,
    "UInt64": mstype.uint64,
    "Float16": mstype.float16,
    "Float32": mstype.float32,
    "Float64": mstype.float64,
    "Bool": mstype.bool_,
    "str": mstype.string,
    "BFloat16": mstype.bfloat16,
    "Int4": mstype.qint4x2,
}

_tensor_to_np_type = {
    "Int8": np.int8,
    "UInt8": np.uint8,
    "Int16": np.int16,
    "UInt16": np.uint16,
    "Int32": np.int32,
    "UInt32": np.uint32,
    "Int64": np.int64,
    "UInt64": np.uint64,
    "Float16": np.float16,
    "Float32": np.float32,
    "Float64": np.float64,
    "Bool": np.bool_,
    "str": "U",
}


def tensor_to_np_type(tensor_type_str: str) -> Any:
    """The numpy type of a checkpoint ``tensor_type`` string ('Float32' -> ``numpy.float32``, 'str' -> 'U'; None for
    an unknown one). Mirrors ``mindspore.train.serialization.tensor_to_np_type``.

    Raises:
        TypeError: for 'BFloat16': numpy has no bfloat16 here (MindSpore returns its own numpy bfloat16 type).
    """
    if tensor_type_str == "BFloat16":
        raise TypeError(
            "The Numpy bfloat16 data type is not supported now, please ensure that the current "
            "Numpy version is not less than the version when the mindspore is compiled, "
            "and the major versions are same."
        )
    return _tensor_to_np_type.get(tensor_type_str)


# ------------------------------------------------------------------------------------------------ -graph.meta
# MindSpore's anf_ir.proto DataType numbers of the element types
_IR_DTYPE = {
    "Bool": 1,
    "Int8": 2,
    "Int16": 3,
    "Int32": 4,
    "Int64": 5,
    "UInt8": 6,
    "UInt16": 7,
    "UInt32": 8,
    "UInt64": 9,
    "Float16": 10,
    "Float32": 11,
    "Float64": 12,
    "Complex64": 43,
    "Complex128": 44,
    "BFloat16": 46,
}
_DT_TENSOR = 14


def _pb_field(number: int, payload: bytes) -> bytes:
    """One length-delimited protobuf field."""
    return _varint(number << 3 | 2) + _varint(len(payload)) + payload


def _pb_tensor_type(dtype: Any, shape: Any) -> bytes:
    """``TypeProto{data_type: DT_TENSOR, tensor_type{elem_type, shape{dim{size}...}}}`` (no shape: none given)."""
    body = _varint(1 << 3) + _varint(_IR_DTYPE.get(str(dtype), 0))
    if shape:
        body += _pb_field(2, b"".join(_pb_field(1, _varint(1 << 3) + _varint(int(d))) for d in shape))
    return _varint(1 << 3) + _varint(_DT_TENSOR) + _pb_field(2, body)


def _graph_proto(network: Any, inputs: Any = None, output: Any = None) -> bytes:
    """The ``-graph.meta`` bytes of ``network``: an anf_ir ``ModelProto`` (ir_version 1) whose graph is named
    after the network's ``construct`` and lists its inputs (``inputs0``, ``inputs1``, ... with their dtypes and
    shapes), its Parameters (name, dtype, shape) and one output (the dtype of ``output``). mindshim compiles no
    ANF graph, so the graph's nodes and constants are not written."""
    cls = type(network)
    module = cls.__module__.replace("mindshim", "mindspore", 1).replace(".", "_")
    graph = _pb_field(2, f"{module}_{cls.__name__}_construct".encode())
    for i, x in enumerate(inputs or ()):
        if isinstance(x, Tensor):
            graph += _pb_field(3, _pb_field(1, f"inputs{i}".encode()) + _pb_field(2, _pb_tensor_type(x.dtype, x.shape)))
    for p in network.get_parameters():
        graph += _pb_field(3, _pb_field(1, p.name.encode()) + _pb_field(2, _pb_tensor_type(p.dtype, p.shape)))
    if isinstance(output, (tuple, list)) and output:
        output = output[0]
    if isinstance(output, Tensor):
        graph += _pb_field(4, _pb_field(1, b"output") + _pb_field(2, _pb_tensor_type(output.dtype, ())))
    return _varint(1 << 3) + _varint(1) + _pb_field(4, graph)


def _save_graph(network: Any, file_name: str, inputs: Any = None, output: Any = None) -> None:
    """Write ``network``'s graph to ``file_name`` (replacing it, mode 0600), as ``ModelCheckpoint`` does once in
    GRAPH_MODE. Mirrors ``mindspore.train.serialization._save_graph``; the content is :func:`_graph_proto` (the
    inputs, parameters and output of MindSpore's ANF graph protobuf, without its compiled nodes)."""
    file_name = os.path.realpath(file_name)
    graph_pb = _graph_proto(network, inputs, output)
    if os.path.isfile(file_name):
        os.remove(file_name)
    with open(file_name, "wb") as f:
        os.chmod(file_name, stat.S_IRUSR | stat.S_IWUSR)
        f.write(graph_pb)
