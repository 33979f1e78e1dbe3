"""Math functional ops (`ops.add`, `ops.mul`, ...): the one mapping of each op onto torch."""

from __future__ import annotations

import torch

from ._utils import Tensor, _as_tensor, _unwrap, _wrap

__all__ = ["add", "sub", "mul", "div", "minimum", "maximum", "neg", "matmul", "pow"]


def _binary(fn, x, y):
    if isinstance(x, Tensor):
        return _wrap(fn(x._data(), _unwrap(y)))
    if isinstance(y, Tensor):
        return _wrap(fn(_as_tensor(x).to(y._data().dtype) if not isinstance(x, Tensor) else x._t, y._data()))
    return _wrap(fn(_as_tensor(x), _as_tensor(y)))


def add(input, other) -> Tensor:  # noqa: A002
    """Element-wise ``input + other`` with broadcasting. Mirrors ``mindspore.ops.add`` / ``ops.Add``.

    Args:
        input (Tensor | number | bool): the first operand.
        other (Tensor | number | bool): the second operand.

    Returns:
        Tensor of the broadcast shape, dtype by MindSpore's (= torch's) promotion rules.
    """
    return _binary(torch.add, input, other)


def sub(input, other) -> Tensor:  # noqa: A002
    """Element-wise ``input - other``. Mirrors ``mindspore.ops.sub`` / ``ops.Sub``."""
    return _binary(torch.sub, input, other)


def mul(input, other) -> Tensor:  # noqa: A002
    """Element-wise ``input * other``. Mirrors ``mindspore.ops.mul`` / ``ops.Mul``."""
    return _binary(torch.mul, input, other)


def div(input, other, *, rounding_mode=None) -> Tensor:  # noqa: A002
    """Element-wise true division (integers give Float32). Mirrors ``mindspore.ops.div`` / ``ops.Div``."""
    if rounding_mode is None:
        return _binary(torch.true_divide, input, other)
    return _binary(lambda a, b: torch.div(a, b, rounding_mode=rounding_mode), input, other)


def minimum(input, other) -> Tensor:  # noqa: A002
    """Element-wise minimum. Mirrors ``mindspore.ops.minimum`` / ``ops.Minimum``."""
    return _binary(lambda a, b: torch.minimum(a, b if isinstance(b, torch.Tensor) else torch.tensor(b, device=a.device)), input, other)


def maximum(input, other) -> Tensor:  # noqa: A002
    """Element-wise maximum. Mirrors ``mindspore.ops.maximum`` / ``ops.Maximum``."""
    return _binary(lambda a, b: torch.maximum(a, b if isinstance(b, torch.Tensor) else torch.tensor(b, device=a.device)), input, other)


def neg(input) -> Tensor:  # noqa: A002
    """Element-wise negation. Mirrors ``mindspore.ops.neg`` / ``ops.Neg``."""
    return _wrap(torch.neg(_as_tensor(input)))


def matmul(input, other) -> Tensor:  # noqa: A002
    """Matrix product with broadcasting. Mirrors ``mindspore.ops.matmul``."""
    return _wrap(torch.matmul(_as_tensor(input), _as_tensor(other)))


def pow(input, exponent) -> Tensor:  # noqa: A001,A002
    """Element-wise power. Mirrors ``mindspore.ops.pow`` / ``ops.Pow``."""
    return _binary(torch.pow, input, exponent)
