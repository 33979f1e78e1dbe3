"""MessagePack encoding of raw rows as the MindRecord C++ writer produces it (nlohmann::json::to_msgpack).

Objects are written with sorted keys; non-negative integers take the smallest unsigned form, negative ones the
smallest signed form; a float is written as float32 when that is exact, else float64 -- the choices
nlohmann::json makes, so the bytes equal MindSpore's.
"""

from __future__ import annotations

import struct
from typing import Any

__all__ = ["packb", "unpackb"]


def _pack_int(n: int, out: bytearray) -> None:
    if n >= 0:
        if n < 128:
            out.append(n)
        elif n <= 0xFF:
            out += b"\xcc" + struct.pack(">B", n)
        elif n <= 0xFFFF:
            out += b"\xcd" + struct.pack(">H", n)
        elif n <= 0xFFFFFFFF:
            out += b"\xce" + struct.pack(">I", n)
        else:
            out += b"\xcf" + struct.pack(">Q", n & 0xFFFFFFFFFFFFFFFF)
    elif n >= -32:
        out += struct.pack(">b", n)
    elif n >= -(1 << 7):
        out += b"\xd0" + struct.pack(">b", n)
    elif n >= -(1 << 15):
        out += b"\xd1" + struct.pack(">h", n)
    elif n >= -(1 << 31):
        out += b"\xd2" + struct.pack(">i", n)
    else:
        out += b"\xd3" + struct.pack(">q", n)


def _pack_str(s: str, out: bytearray) -> None:
    b = s.encode("utf-8")
    n = len(b)
    if n < 32:
        out.append(0xA0 | n)
    elif n <= 0xFF:
        out += b"\xd9" + struct.pack(">B", n)
    elif n <= 0xFFFF:
        out += b"\xda" + struct.pack(">H", n)
    else:
        out += b"\xdb" + struct.pack(">I", n)
    out += b


def _pack(v: Any, out: bytearray) -> None:
    if v is None:
        out.append(0xC0)
    elif v is True or v is False:
        out.append(0xC3 if v else 0xC2)
    elif isinstance(v, int):
        _pack_int(int(v), out)
    elif isinstance(v, float):
        f32 = struct.unpack("<f", struct.pack("<f", v))[0] if abs(v) <= 3.4028234663852886e38 else None
        if f32 is not None and f32 == v:
            out += b"\xca" + struct.pack(">f", v)
        else:
            out += b"\xcb" + struct.pack(">d", v)
    elif isinstance(v, str):
        _pack_str(v, out)
    elif isinstance(v, (bytes, bytearray)):
        n = len(v)
        out += (
            (b"\xc4" + struct.pack(">B", n))
            if n <= 0xFF
            else (b"\xc5" + struct.pack(">H", n))
            if n <= 0xFFFF
            else (b"\xc6" + struct.pack(">I", n))
        )
        out += v
    elif isinstance(v, dict):
        n = len(v)
        if n < 16:
            out.append(0x80 | n)
        elif n <= 0xFFFF:
            out += b"\xde" + struct.pack(">H", n)
        else:
            out += b"\xdf" + struct.pack(">I", n)
        for k in sorted(v):
            _pack_str(str(k), out)
            _pack(v[k], out)
    elif isinstance(v, (list, tuple)):
        n = len(v)
        if n < 16:
            out.append(0x90 | n)
        elif n <= 0xFFFF:
            out += b"\xdc" + struct.pack(">H", n)
        else:
            out += b"\xdd" + struct.pack(">I", n)
        for x in v:
            _pack(x, out)
    else:
        raise TypeError(f"Cannot serialize {type(v).__name__} into a MindRecord raw row.")


def packb(value: Any) -> bytes:
    """MessagePack bytes of ``value`` (dict/list/str/int/float/bool/None/bytes), as nlohmann::json writes them."""
    out = bytearray()
    _pack(value, out)
    return bytes(out)


_FIXED = {
    0xCC: ">B", 0xCD: ">H", 0xCE: ">I", 0xCF: ">Q",
    0xD0: ">b", 0xD1: ">h", 0xD2: ">i", 0xD3: ">q",
    0xCA: ">f", 0xCB: ">d",
}  # fmt: skip


def _unpack(b: bytes, i: int) -> tuple:
    t = b[i]
    i += 1
    if t <= 0x7F:
        return t, i
    if t >= 0xE0:
        return t - 0x100, i
    if 0xA0 <= t <= 0xBF:
        n = t & 0x1F
        return b[i : i + n].decode("utf-8"), i + n
    if 0x80 <= t <= 0x8F or t in (0xDE, 0xDF):
        if t <= 0x8F:
            n = t & 0x0F
        else:
            fmt = ">H" if t == 0xDE else ">I"
            n = struct.unpack_from(fmt, b, i)[0]
            i += struct.calcsize(fmt)
        d = {}
        for _ in range(n):
            k, i = _unpack(b, i)
            d[k], i = _unpack(b, i)
        return d, i
    if 0x90 <= t <= 0x9F or t in (0xDC, 0xDD):
        if t <= 0x9F:
            n = t & 0x0F
        else:
            fmt = ">H" if t == 0xDC else ">I"
            n = struct.unpack_from(fmt, b, i)[0]
            i += struct.calcsize(fmt)
        lst = []
        for _ in range(n):
            x, i = _unpack(b, i)
            lst.append(x)
        return lst, i
    if t == 0xC0:
        return None, i
    if t in (0xC2, 0xC3):
        return t == 0xC3, i
    if t in _FIXED:
        fmt = _FIXED[t]
        v = struct.unpack_from(fmt, b, i)[0]
        return v, i + struct.calcsize(fmt)
    if t in (0xD9, 0xDA, 0xDB, 0xC4, 0xC5, 0xC6):
        fmt = {0xD9: ">B", 0xDA: ">H", 0xDB: ">I", 0xC4: ">B", 0xC5: ">H", 0xC6: ">I"}[t]
        n = struct.unpack_from(fmt, b, i)[0]
        i += struct.calcsize(fmt)
        raw = b[i : i + n]
        return (raw.decode("utf-8") if t >= 0xD9 else bytes(raw)), i + n
    raise ValueError(f"Invalid MessagePack type byte 0x{t:02x} in a MindRecord raw row.")


def unpackb(data: bytes) -> Any:
    """Decode one MessagePack value (as written by :func:`packb` or by MindSpore)."""
    v, _ = _unpack(data, 0)
    return v
