"""MindSpore 2.10's text forms of a Tensor: `str` (numpy's) and `repr` (`Tensor(shape=[2], dtype=Float32, value= [...])`)."""

from __future__ import annotations

import math

import numpy as np

_EDGE_ROWS = 6  # MindSpore's kThreshold: past 6 items a dimension (a row's values, or its sub-arrays) is summarised
_THRESHOLD_1D = 1000  # ... but a 1-D tensor's values only past 1000
_HALF = _EDGE_ROWS // 2
_LINE_FLOAT = 12  # a 1-D tensor breaks its line after every 12 float/bool values, 24 of any other type
_LINE_OTHER = 24


def _scalar_text(value, kind: str) -> str:
    """A 0-d value in repr: C++ ostream default formatting (``%g``, 6 significant digits)."""
    if kind == "bool":
        return "True" if value else "False"
    if kind in ("int", "uint"):
        return str(int(value))
    if kind == "complex":
        return _complex_text(value)
    v = float(value)
    if math.isnan(v):
        return "nan"
    if math.isinf(v):
        return "inf" if v > 0 else "-inf"
    return f"{v:g}"


def _complex_text(value) -> str:
    """A complex element as MindSpore prints it: ``%g`` parts, ``1+2j``, ``-0-1j``, ``nan+1j``."""
    return f"{value.real:g}{value.imag:+g}j"


def _g_text(v) -> str:
    v = float(v)
    if math.isnan(v):
        return "nan"
    if math.isinf(v):
        return "inf" if v > 0 else "-inf"
    return f"{v:g}"


def _elem_formatter(kind: str, short: str):
    """(text of one element, whether elements are right-aligned to the widest shown one).

    Floats (float16/32/64) are ``%.8e`` (float16: ``%.4e``) in a field of 15 (11) characters, as C++'s
    ``setw`` does, and bools ``True``/``False`` in a field of 5: fixed fields, no common width. Integers and
    bfloat16 (``%g``) are padded to the widest value shown; complex values are not padded at all.
    """
    if kind == "bool":
        return (lambda v: ("True" if v else "False").rjust(5)), False
    if kind in ("int", "uint"):
        return (lambda v: str(int(v))), True
    if short == "bfloat16":
        return _g_text, True
    if kind == "float":
        digits = 4 if short == "float16" else 8
        field = digits + 7

        def fmt(v, digits=digits, field=field):
            v = float(v)
            if math.isnan(v):
                return "nan".rjust(field)
            if math.isinf(v):
                return ("inf" if v > 0 else "-inf").rjust(field)
            return f"{v:.{digits}e}".rjust(field)

        return fmt, False
    if kind == "complex":
        return _complex_text, False
    return (lambda v: str(v)), False


def _summary(arr: np.ndarray, dtype, use_comma: bool) -> str:
    """The value text of a Tensor with at least one dimension and one element, as MindSpore's C++ stringifier
    writes it: dimensions of more than 6 items show their first and last 3 (a 1-D tensor: past 1000 values),
    rows of a 1-D tensor break after every 12 (floats, bools) or 24 (others) values, indent is one space a
    level. ``use_comma`` is the repr's form; without it (graph ``print``) items are separated by spaces only.
    """
    fmt, pad = _elem_formatter(dtype.kind, dtype.short)
    flat = arr.reshape(-1)
    shape = arr.shape
    ndim = arr.ndim
    is_float = dtype.kind == "float" and dtype.short != "bfloat16"
    line = _LINE_FLOAT if (is_float or dtype.kind == "bool") else _LINE_OTHER
    parts: list = []  # strings, and [text] lists for padded values (right-aligned once all are known)
    widest = [0]

    def values(cursor: int, start: int, end: int) -> None:
        for i in range(start, end):
            text = fmt(flat[cursor + i])
            if pad:
                widest[0] = max(widest[0], len(text))
                parts.append([text])
            else:
                parts.append(text)
            if i != end - 1:
                parts.append(", " if use_comma else " ")
            if ndim == 1 and end - start > _HALF and (i + 1) % line == 0:
                parts.append("\n ")

    def rec(cursor: int, depth: int) -> int:
        parts.append("[")
        num = shape[depth]
        if depth == ndim - 1:
            if (ndim > 1 and num > _EDGE_ROWS) or (ndim == 1 and num > _THRESHOLD_1D):
                values(cursor, 0, _HALF)
                parts.append(" ... ")
                values(cursor, num - _HALF, num)
            else:
                values(cursor, 0, num)
            cursor += num
        else:
            indent = " " * (depth + 1)
            comma = "," if use_comma else ""
            for i in range(min(_HALF, num)):
                if i > 0:
                    parts.append(comma + "\n" + indent)
                cursor = rec(cursor, depth + 1)
            if num > _EDGE_ROWS:
                parts.append(comma + "\n" + indent + "...")
                cursor += int(np.prod(shape[depth + 1 :])) * (num - _EDGE_ROWS)
            if num > _HALF:
                for i in range(min(num - _HALF, _HALF)):
                    lead = comma if (i != 0 or num <= _EDGE_ROWS) else ""
                    parts.append(lead + "\n" + indent)
                    cursor = rec(cursor, depth + 1)
        parts.append("]")
        return cursor

    rec(0, 0)
    w = widest[0]
    return "".join(p if isinstance(p, str) else p[0].rjust(w) for p in parts)


def _wide(arr: np.ndarray) -> np.ndarray:
    """``arr`` with a numpy ``bfloat16`` array (``Tensor.asnumpy`` of BFloat16) widened to float32, exactly, so
    numpy's formatting applies to its values."""
    return arr.astype(np.float32) if arr.dtype.name == "bfloat16" else arr


def tensor_repr(arr: np.ndarray, dtype) -> str:
    """``repr`` of a Tensor holding ``arr`` (a host numpy array) with MindSpore dtype ``dtype``."""
    arr = _wide(arr)
    shape = "[" + ", ".join(str(d) for d in arr.shape) + "]"
    head = f"Tensor(shape={shape}, dtype={dtype}, value="
    if arr.ndim == 0:
        return head + " " + _scalar_text(arr.item(), dtype.kind) + ")"
    if arr.size == 0:
        return head + ("\n)" if arr.ndim > 1 else " )")
    sep = " " if arr.ndim == 1 else "\n"
    return head + sep + _summary(arr, dtype, True) + ")"


def numpy_backed_repr(arr: np.ndarray, dtype) -> str:
    """``repr`` of a Tensor whose buffer is a numpy array's (``Tensor.from_numpy``, and the rows of a dataset
    iterator with ``do_copy=False``, its default): MindSpore 2.10 then shows numpy's own text of the array,
    ``np.array2string(arr, separator=', ')`` (numpy's print options and summarising past 1000 elements), after
    the usual header: ``Tensor(shape=[2], dtype=Float64, value= [1., 1.])`` where a copied Tensor shows
    ``[ 1.00000000e+00,  1.00000000e+00]``."""
    shape = "[" + ", ".join(str(d) for d in arr.shape) + "]"
    head = f"Tensor(shape={shape}, dtype={dtype}, value="
    return head + ("\n" if arr.ndim > 1 else " ") + np.array2string(arr, separator=", ") + ")"


def tensor_graph_text(arr: np.ndarray, dtype) -> str:
    """A Tensor as MindSpore's graph-mode ``print`` / ``ops.Print`` shows it inside ``jit`` / GRAPH_MODE.

    ``Tensor(shape=[2], dtype=Float32, value=[ 1.00000000e+00  2.00000000e+00])``: the repr's element texts
    separated by spaces only, the value right after ``value=`` (on the next line from 2-D up); a 0-d tensor is
    its bare value (``3.5``, ``7``, ``1`` for True).
    """
    arr = _wide(arr)
    if arr.ndim == 0:
        v = arr.item()
        return str(int(v)) if dtype.kind == "bool" else _scalar_text(v, dtype.kind)
    shape = "[" + ", ".join(str(d) for d in arr.shape) + "]"
    head = f"Tensor(shape={shape}, dtype={dtype}, value="
    if arr.size == 0:
        return head + ("\n)" if arr.ndim > 1 else ")")
    return head + ("" if arr.ndim == 1 else "\n") + _summary(arr, dtype, False) + ")"


def tensor_const_text(arr: np.ndarray, dtype) -> str:
    """A graph constant (a Tensor folded at compile time) as MindSpore's graph ``print`` shows it.

    The repr's value with parentheses for brackets: ``(1, 2, 3)``, ``( 1.50000000e+00,  2.00000000e+00)``,
    ``((0, 0),\n (0, 0))``; a 0-d one is its bare value, as in :func:`tensor_graph_text`.
    """
    arr = _wide(arr)
    if arr.ndim == 0 or arr.size == 0:
        return tensor_graph_text(arr, dtype)
    return _summary(arr, dtype, True).replace("[", "(").replace("]", ")")


# MindSpore 2.10 runs on numpy 1.x; numpy 2 prints some arrays differently (float16 switches to scientific
# notation sooner), so a Tensor's text uses numpy 1.25's rules whatever numpy is installed.
_NUMPY_1_STYLE = {"legacy": "1.25"} if int(np.__version__.split(".")[0]) >= 2 else {}


def tensor_str(arr: np.ndarray, dtype) -> str:
    """``str`` of a Tensor: numpy 1.x's form of its value (bfloat16 as ``%f``, as MindSpore prints it)."""
    arr = _wide(arr)
    if dtype.short == "bfloat16":
        if arr.ndim == 0:
            return f"{float(arr):f}"
        return np.array2string(arr, formatter={"float_kind": lambda v: f"{v:f}"})
    if _NUMPY_1_STYLE:
        with np.printoptions(**_NUMPY_1_STYLE):
            return str(arr)
    return str(arr)
