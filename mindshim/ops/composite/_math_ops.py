"""`mindspore.ops.composite.math_ops`'s ``matmul``: ``ops.matmul`` with an optional result dtype."""

from __future__ import annotations

from typing import Any

from ..function import math_func as _math_func


def matmul(x1: Any, x2: Any, dtype: Any = None) -> Any:
    """``ops.composite.matmul(x1, x2, dtype=None)``: ``ops.matmul(x1, x2)`` (numpy's matmul broadcasting), cast to
    ``dtype`` when given. Mirrors MindSpore 2.10's ``mindspore.ops.composite.math_ops.matmul`` (not ``ops.matmul``
    itself). Raises as ``ops.matmul`` for shapes that do not multiply."""
    res = _math_func.matmul(x1, x2)
    return res if dtype is None else res.astype(dtype)
