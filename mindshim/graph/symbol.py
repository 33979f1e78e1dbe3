"""`mindspore.Symbol`: the symbolic description of one dynamic dimension of a `set_inputs` placeholder Tensor."""

from __future__ import annotations

from .. import _api
from .._kernels import errors as _errors

__all__ = _api.names(__name__)


class Symbol:
    """Symbolic information about one dimension of a dynamic-shape input: its range, and that its length is
    ``divisor * N + remainder`` (``N >= 1``). Mirrors ``mindspore.Symbol`` (2.10).

    Used in ``Tensor(shape=(None, s, s), dtype=...)`` for ``Cell.set_inputs``: such a dimension is dynamic
    (``-1``), like ``None``. MindSpore's graph compiler uses the information to optimise; mindshim runs eagerly
    and keeps it only (:meth:`to_dict`), so inputs are not checked against it.

    Args:
        max (int): the largest length, used when above ``min``. Default 0.
        min (int): the smallest length. Default 1.
        divisor (int): ``d`` in ``d * N + r``. Default 1.
        remainder (int): ``r`` in ``d * N + r``, in ``[0, d)``. Default 0.
        unique (bool): whether every dimension using this Symbol has the same length. Default False.

    Raises:
        TypeError: ``max``/``min``/``divisor``/``remainder`` not an int, or ``unique`` not a bool.
        ValueError: ``min`` or ``divisor`` not positive, or ``remainder`` outside ``[0, divisor)``.
    """

    def __init__(
        self,
        max: int = 0,  # MindSpore's argument names
        min: int = 1,
        divisor: int = 1,
        remainder: int = 0,
        unique: bool = False,
        **kwargs,
    ) -> None:
        for name, v in (("max", max), ("min", min), ("divisor", divisor), ("remainder", remainder)):
            if not isinstance(v, int):
                raise _errors.type_error("Symbol", f"the argument '{name}' must be int, but got {type(v)}")
        if not isinstance(unique, bool):
            raise _errors.type_error("Symbol", f"the argument 'unique' must be bool, but got {type(unique)}")
        if min <= 0:
            raise _errors.value_error("Symbol", f"the 'min' value should be positive, but got {min}")
        if divisor <= 0:
            raise _errors.value_error("Symbol", f"the 'divisor' value should be positive, but got {divisor}")
        if remainder < 0 or remainder >= divisor:
            raise _errors.value_error(
                "Symbol", f"the 'remainder' value should be in the range '[0, {divisor})', but got {remainder}"
            )
        self.max = max
        self.min = min
        self.divisor = divisor
        self.remainder = remainder
        self.unique = unique
        self.id = id(self)

    def __str__(self) -> str:
        return str(self.to_dict())

    def to_dict(self) -> dict:
        """The information that differs from the defaults, as MindSpore's graph compiler receives it (``max``
        when above ``min``, ``min`` when above ``divisor + remainder``, ``divisor``, ``remainder``, and ``id`` for
        a unique Symbol)."""
        res = {}
        if self.max > self.min:
            res["max"] = self.max
        if self.min > self.divisor + self.remainder:
            res["min"] = self.min
        if self.divisor != 1:
            res["divisor"] = self.divisor
        if self.remainder != 0:
            res["remainder"] = self.remainder
        if self.unique:
            res["id"] = self.id
        return res
