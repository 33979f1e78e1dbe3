"""Safetensors files whose data does not tile the body (overlap, gap, trailing bytes), duplicate header keys, a
malformed header, and a legal header with a nested extra field: which ones load_checkpoint accepts."""

import json
import os
import struct

import numpy as np

import mindspore as ms


def make(name, header, body):
    raw = header if isinstance(header, bytes) else json.dumps(header).encode()
    with open(name, "wb") as f:
        f.write(struct.pack("<Q", len(raw)) + raw + body)


def spec(shape, start, end, **extra):
    return {"dtype": "F32", "shape": shape, "data_offsets": [start, end], **extra}


body = np.arange(4, dtype=np.float32).tobytes()
make("ok.safetensors", {"a": spec([2], 0, 8), "b": spec([2], 8, 16)}, body)
make("reordered.safetensors", {"b": spec([2], 8, 16), "a": spec([2], 0, 8)}, body)
make("empty_entry.safetensors", {"a": spec([2], 0, 8), "e": spec([0], 8, 8), "b": spec([2], 8, 16)}, body)
make("overlap.safetensors", {"a": spec([2], 0, 8), "b": spec([2], 4, 12)}, body)
make("gap.safetensors", {"a": spec([1], 0, 4), "b": spec([2], 8, 16)}, body)
make("trailing.safetensors", {"a": spec([2], 0, 8)}, body)
make("late_start.safetensors", {"a": spec([2], 8, 16)}, body)
dup = b'{"a": {"dtype": "F32", "shape": [2], "data_offsets": [0, 8]}, "a": {"dtype": "F32", "shape": [2], "data_offsets": [8, 16]}}'
make("dup.safetensors", dup, body)
make("malformed.safetensors", b'{"a": {"dtype": "F32", "shape": [2]', body)
make("nested_extra.safetensors", {"a": spec([2], 0, 8, z=[[[[1]]]]), "b": spec([2], 8, 16)}, body)

for name in [
    "ok",
    "reordered",
    "empty_entry",
    "overlap",
    "gap",
    "trailing",
    "late_start",
    "dup",
    "malformed",
    "nested_extra",
]:
    path = name + ".safetensors"
    try:
        params = ms.load_checkpoint(path, format="safetensors")
        print(name, "loaded", {k: v.asnumpy().tolist() for k, v in sorted(params.items())})
    except Exception as e:  # noqa: BLE001
        print(name, type(e).__name__, str(e).replace(os.path.abspath(path), "<file>"))
