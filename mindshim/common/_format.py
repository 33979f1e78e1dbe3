"""MindSpore 2.10's text forms of a Tensor: `str` (numpy's) and `repr` (`Tensor(shape=[2], dtype=Float32, value= [...])`)."""

from __future__ import annotations

import math

import numpy as np

_THRESHOLD = 1000  # elements above which MindSpore (like numpy) summarises with "..."
_EDGE = 3


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


def _elem_formatter(kind: str, short: str):
    """The text of one element. Floats are ``%.8e`` (float16: ``%.4e``) right-aligned to a field of 15 (11)
    characters each, as C++'s ``setw`` does: no common column width, so ``1.00000000e+100`` keeps no pad."""
    if kind == "bool":
        return lambda v: "True" if v else "False"
    if kind in ("int", "uint"):
        return lambda v: str(int(v))
    if short == "bfloat16":
        return lambda v: f"{float(v):g}"
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

        return fmt
    if kind == "complex":
        return _complex_text
    return lambda v: str(v)


def _collect(arr: np.ndarray, summarise: bool, fmt, out: list) -> None:
    """Format every element that will be shown (edges only when summarising) into ``out``."""
    if arr.ndim == 0:
        out.append(fmt(arr.item()))
        return
    n = arr.shape[0]
    if summarise and n > 2 * _EDGE:
        idx = list(range(_EDGE)) + list(range(n - _EDGE, n))
    else:
        idx = range(n)
    for i in idx:
        _collect(arr[i], summarise, fmt, out)


def _render(arr: np.ndarray, summarise: bool, texts: list, pos: list, width: int, depth: int, sep: str = ",") -> str:
    n = arr.shape[0]
    summarised_here = summarise and n > 2 * _EDGE
    idx = list(range(_EDGE)) + [None] + list(range(n - _EDGE, n)) if summarised_here else list(range(n))
    if arr.ndim == 1:
        parts = []
        for i in idx:
            if i is None:
                parts.append(None)
                continue
            parts.append(texts[pos[0]].rjust(width))
            pos[0] += 1
        body = ""
        for k, p in enumerate(parts):
            if p is None:
                body += " ..."
                continue
            if k == 0:
                body += p
            elif parts[k - 1] is None:
                body += " " + p
            else:
                body += sep + " " + p
        return "[" + body + "]"
    indent = " " * (depth + 1)
    rows = []
    for i in idx:
        if i is None:
            rows.append("...")
            continue
        rows.append(_render(arr[i], summarise, texts, pos, width, depth + 1, sep))
    body = ""
    for k, r in enumerate(rows):
        if k == 0:
            body += r
        elif rows[k - 1] == "...":
            body += "\n" + indent + r
        else:
            body += sep + "\n" + indent + r
    return "[" + body + "]"


def tensor_repr(arr: np.ndarray, dtype) -> str:
    """``repr`` of a Tensor holding ``arr`` (a host numpy array) with MindSpore dtype ``dtype``."""
    shape = "[" + ", ".join(str(d) for d in arr.shape) + "]"
    head = f"Tensor(shape={shape}, dtype={dtype}, value="
    if arr.ndim == 0:
        return head + " " + _scalar_text(arr.item(), dtype.kind) + ")"
    if arr.size == 0:
        return head + ("\n)" if arr.ndim > 1 else " )")
    fmt = _elem_formatter(dtype.kind, dtype.short)
    summarise = arr.size > _THRESHOLD
    texts: list = []
    _collect(arr, summarise, fmt, texts)
    # ints, bools and bfloat16 share one column width (numpy-like); floats and complex pad per element
    width = 0 if (dtype.kind in ("float", "complex") and dtype.short != "bfloat16") else max(len(t) for t in texts)
    body = _render(arr, summarise, texts, [0], width, 0)
    sep = " " if arr.ndim == 1 else "\n"
    return head + sep + body + ")"


def tensor_graph_text(arr: np.ndarray, dtype) -> str:
    """A Tensor as MindSpore's graph-mode ``print`` / ``ops.Print`` shows it inside ``jit`` / GRAPH_MODE.

    ``Tensor(shape=[2], dtype=Float32, value=[ 1.00000000e+00  2.00000000e+00])``: the repr's element texts
    separated by spaces only, the value right after ``value=`` (on the next line from 2-D up); a 0-d tensor is
    its bare value (``3.5``, ``7``, ``1`` for True).
    """
    if arr.ndim == 0:
        v = arr.item()
        return str(int(v)) if dtype.kind == "bool" else _scalar_text(v, dtype.kind)
    shape = "[" + ", ".join(str(d) for d in arr.shape) + "]"
    head = f"Tensor(shape={shape}, dtype={dtype}, value="
    if arr.size == 0:
        return head + ("\n)" if arr.ndim > 1 else ")")
    fmt = _elem_formatter(dtype.kind, dtype.short)
    summarise = arr.size > _THRESHOLD
    texts: list = []
    _collect(arr, summarise, fmt, texts)
    width = 0 if (dtype.kind in ("float", "complex") and dtype.short != "bfloat16") else max(len(t) for t in texts)
    body = _render(arr, summarise, texts, [0], width, 0, "")
    return head + ("" if arr.ndim == 1 else "\n") + body + ")"


def tensor_const_text(arr: np.ndarray, dtype) -> str:
    """A graph constant (a Tensor folded at compile time) as MindSpore's graph ``print`` shows it.

    The repr's value with parentheses for brackets: ``(1, 2, 3)``, ``( 1.50000000e+00,  2.00000000e+00)``,
    ``((0, 0),\n (0, 0))``; a 0-d one is its bare value, as in :func:`tensor_graph_text`.
    """
    if arr.ndim == 0 or arr.size == 0:
        return tensor_graph_text(arr, dtype)
    fmt = _elem_formatter(dtype.kind, dtype.short)
    summarise = arr.size > _THRESHOLD
    texts: list = []
    _collect(arr, summarise, fmt, texts)
    width = 0 if (dtype.kind in ("float", "complex") and dtype.short != "bfloat16") else max(len(t) for t in texts)
    return _render(arr, summarise, texts, [0], width, 0).replace("[", "(").replace("]", ")")


# MindSpore 2.10 runs on numpy 1.x; numpy 2 prints some arrays differently (float16 switches to scientific
# notation sooner), so a Tensor's text uses numpy 1.25's rules whatever numpy is installed.
_NUMPY_1_STYLE = {"legacy": "1.25"} if int(np.__version__.split(".")[0]) >= 2 else {}


def tensor_str(arr: np.ndarray, dtype) -> str:
    """``str`` of a Tensor: numpy 1.x's form of its value (bfloat16 as ``%f``, as MindSpore prints it)."""
    if dtype.short == "bfloat16":
        if arr.ndim == 0:
            return f"{float(arr):f}"
        return np.array2string(arr, formatter={"float_kind": lambda v: f"{v:f}"})
    if _NUMPY_1_STYLE:
        with np.printoptions(**_NUMPY_1_STYLE):
            return str(arr)
    return str(arr)
