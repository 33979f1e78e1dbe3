"""`save_checkpoint`: what is saved, the atomic file write, and the asynchronous save thread."""

from __future__ import annotations

import atexit
import contextvars
import os
import stat
import threading
from collections import OrderedDict
from typing import Any, Callable

import numpy as np

from ... import log as logger
from ...common.parameter import Parameter
from ...common.tensor import Tensor
from .._atomic import atomic_write
from .checks import _check_bool, _check_isinstance
from .codec import _to_entry, _write_ckpt
from .crypto import _check_key
from .safetensors import _write_safetensors
from ..._kernels import errors as _errors

_ckpt_mutex = threading.RLock()


# The permission bits a save gives its file: None means MindSpore's 0400. ``mindshim ckpt convert`` sets it to
# keep an existing target's mode, so the file has its final mode the moment it is renamed into place (a
# chmod after the save would leave a window in which a concurrent writer reads 0400 as "the target's mode").
_FILE_MODE: contextvars.ContextVar[int | None] = contextvars.ContextVar("mindshim_ckpt_file_mode", default=None)


def _atomic_write(path: str, write: Callable) -> None:
    """Write ``path`` crash-safely (``train/_atomic.py``: fixed ``.tmp`` sibling, locked, fsynced, renamed), mode 0400
    as MindSpore leaves its checkpoints (or ``_FILE_MODE`` where set)."""
    mode = _FILE_MODE.get()
    atomic_write(path, write, mode=stat.S_IRUSR if mode is None else mode)


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
        raise _errors.value_error("save_checkpoint", f"the format must be 'safetensors' or 'ckpt', but got {fmt}.")
    from ...nn.cell import Cell

    if not isinstance(save_obj, (Cell, list, dict)):
        raise _errors.type_error(
            "save_checkpoint", f"the parameter 'save_obj' must be nn.Cell, list or dict, but got {type(save_obj)}."
        )
    if not isinstance(ckpt_file_name, str):
        raise _errors.type_error(
            "save_checkpoint",
            f"the parameter {ckpt_file_name} for checkpoint file name is invalid,"
            f"'ckpt_file_name' must be string, but got {type(ckpt_file_name)}.",
        )
    ckpt_file_name = os.path.realpath(ckpt_file_name)
    if os.path.isdir(ckpt_file_name):
        raise _errors.op_error(
            IsADirectoryError,
            "save_checkpoint",
            f"the parameter `ckpt_file_name`: {ckpt_file_name} is a directory, it must be a file name.",
        )
    if not ckpt_file_name.endswith(fmt):
        ckpt_file_name += f".{fmt}"
    return ckpt_file_name


def _check_append_dict(append_dict):
    if append_dict is None:
        return append_dict
    if not isinstance(append_dict, dict):
        raise _errors.type_error(
            "save_checkpoint", f"the argument 'append_dict' must be dict, but got {type(append_dict)}."
        )
    for key, value in append_dict.items():
        if not isinstance(key, str) or not isinstance(value, (int, float, bool, str, Tensor)):
            raise _errors.type_error(
                "save_checkpoint",
                "the type of dict 'append_info' must be key: string, value: int, float, bool "
                f"or Generator, but got key: {type(key)}, value: {type(value)}",
            )
    return append_dict


def _save_obj_items(save_obj, choice_func) -> list[tuple[str, Any]]:
    """``(name, data)`` pairs in save order, as MindSpore's ``_convert_save_obj_to_param_list`` builds them."""
    from ...nn.cell import Cell

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
    format: str = "ckpt",
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
        raise _errors.type_error(
            "save_checkpoint", f"the parameter 'async_save' must be bool or str, but got {type(async_save)}."
        )
    if isinstance(async_save, str) and async_save not in ("process", "thread"):
        raise _errors.value_error(
            "save_checkpoint", f"the argument 'async_save' can only be 'process' or 'thread',but got {async_save}."
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
                raise _errors.value_error(
                    "save_checkpoint",
                    f"when format is 'safetensors', the parameter '{pname}' must be set to "
                    f"default value '{default}', but got '{value}'.",
                )
    if enc_key is not None:
        try:
            _check_key(enc_key, enc_mode)
        except ValueError as e:  # MindSpore says only "Encrypt failed"; the reason follows it here
            raise ValueError(f"Encrypt failed: {e}") from None
        if crc_check:
            logger.warning(_errors.message("save_checkpoint", "'crc_check' is ignored when 'enc_key' is set."))
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
