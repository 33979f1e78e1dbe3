"""`load_checkpoint` / `load_checkpoint_async`: a `.ckpt` or safetensors file into a dict of Parameters."""

from __future__ import annotations

import os
from io import BytesIO
from typing import Any, Callable

from .._atomic import remove_stale_tmp
from .checks import _check_isinstance, _check_prefix
from .codec import _load_ckpt
from .params import load_param_into_net
from .safetensors import _load_safetensors
from .save import _async_threads
from ..._kernels import errors as _errors


def _check_file(file, fmt: str):
    if fmt not in ("ckpt", "safetensors"):
        raise _errors.value_error(
            "load_checkpoint",
            "the checkpoint file should end with '.ckpt' or '.safetensors', please input the correct 'format'.",
        )
    if isinstance(file, BytesIO):
        if fmt == "ckpt":
            raise TypeError("ckpt don't support BytesIO as input type, please change to safetensors.")
        return file
    if isinstance(file, os.PathLike):
        file = os.fspath(file)
    if not isinstance(file, str):
        raise _errors.type_error(
            "load_checkpoint", f"the argument 'ckpt_file_name' must be string, but got {type(file)}."
        )
    if not file.endswith(fmt):
        raise _errors.value_error(
            "load_checkpoint",
            f"the checkpoint file format must same with 'format', but got file_name:'{file}', format:'{fmt}'",
        )
    file = os.path.realpath(file)
    remove_stale_tmp(file)  # what a save of this file killed half-way left behind
    if not os.path.exists(file):
        raise _errors.value_error(
            "load_checkpoint",
            f"the checkpoint file: {file} does not exist, please check whether the 'ckpt_file_name' is correct.",
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
    format: str = "ckpt",
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
                raise _errors.value_error(
                    "load_checkpoint",
                    f"when format is 'safetensors', the parameter '{pname}' must be set to "
                    f"default value '{default}', but got '{value}'.",
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
# asynchronous load


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
