"""The `.ckpt` format: one protobuf `Checkpoint` record per parameter slice, written and parsed, with its CRC trailer."""

from __future__ import annotations

import math
import os
import zlib
from io import BytesIO
from typing import Any

import numpy as np
import torch

from ... import log as logger
from ..._kernels import array as _K_array
from ..._kernels import creation as _creation
from ...common import dtype as mstype
from ...common.parameter import Parameter
from ...common.tensor import Tensor
from .checks import _whether_load_param
from .crypto import _decrypt, _encrypt_blocks, _is_cipher
from ..._kernels import errors as _errors

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

SLICE_SIZE = 512 * 1024  # KiB: tensors above 512 MiB are written as several records with the same tag
_CRC_TRAILER = b"crc_num"


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
# write


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
        raise _errors.type_error(
            "save_checkpoint", f"the data of '{name}' should be Tensor, Parameter or str, got {type(data)}."
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
            pieces = _K_array.tensor_split(t, math.ceil(nbytes / 1024 / SLICE_SIZE), 0)
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


# --------------------------------------------------------------------------------------------------------------------
# read


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

    from ..checkpoint_pb2 import Checkpoint

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
        raise _errors.value_error(
            "load_checkpoint",
            f"the checkpoint protobuf content size {size} bytes exceeds current available "
            f"memory {avail} bytes: {file_name}.",
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
        logger.warning(
            _errors.message("load_checkpoint", "the ckpt file do not contain the crc code, please check the file.")
        )
    if has_trailer:
        stored = int.from_bytes(data[-10:].tobytes(), byteorder="big")
        data = data[:-17]
        if crc_check and zlib.crc32(memoryview(data)) != stored:
            crc = _errors.message(
                "load_checkpoint", "the crc check is failed, please check whether the ckpt file is damaged."
            )
            raise ValueError(f"Failed to read the checkpoint file {file_name}. {crc}")
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
            failed = _errors.message("load_checkpoint", f"failed to load the checkpoint file {file_name}.")
            raise ValueError(f"{e}\n{failed}") from e
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
