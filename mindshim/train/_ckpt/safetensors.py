"""The safetensors format of `save_checkpoint(..., format='safetensors')` and `load_checkpoint`, written and parsed."""

from __future__ import annotations

import json
import math
import os
import zlib
from collections import OrderedDict
from io import BytesIO

import numpy as np
import torch

from ... import log as logger
from ...common.parameter import Parameter
from .codec import _bytes_to_torch, _tensor_bytes
from ..._kernels import errors as _errors

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
        TensorSpec = None

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
            raise _errors.type_error(
                "save_checkpoint", f"the dtype {e.ttype} of '{name}' cannot be saved as safetensors."
            )
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


# --------------------------------------------------------------------------------------------------------------------
# read


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
            raise _errors.value_error(
                "load_checkpoint",
                f"the safetensors entry '{k}' has MindSpore type {metadata[k]!r} "
                f"('{name}'), which mindshim does not support.",
            )
        result[k] = Parameter(t)
    if metadata is not None and "remove_redundancy" in metadata:
        if metadata["remove_redundancy"] == "True" and not remove_redundancy:
            logger.warning(
                _errors.message(
                    "load_checkpoint", "the safetensors file is deduplicated, but remove_redundancy is set to False."
                )
            )
        if metadata["remove_redundancy"] == "False" and remove_redundancy:
            logger.warning(
                _errors.message(
                    "load_checkpoint", "the safetensors file is non-deduplicated, but remove_redundancy is set to True."
                )
            )
    if crc_check:
        if metadata is None or metadata.get("crc_num") is None:
            logger.warning(
                _errors.message(
                    "load_checkpoint", "the safetensors file do not contain the crc code, please check the file."
                )
            )
        elif str(crc) != metadata["crc_num"]:
            raise _errors.value_error(
                "load_checkpoint",
                f"the crc check has failed. Please check whether the ckpt file is damaged. ('{name}')",
            )
    return result
