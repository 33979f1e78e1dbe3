"""Array functional ops (`ops.reshape`, `ops.cast`, ...): the one mapping of each op onto torch."""

from __future__ import annotations

import torch

from ...common import dtype as mstype
from ._utils import Tensor, _as_tensor, _wrap

__all__ = ["reshape", "cast"]


def reshape(input, shape) -> Tensor:  # noqa: A002
    """Return ``input`` with a new shape (one entry may be -1). Mirrors ``mindspore.ops.reshape`` / ``ops.Reshape``.

    Raises:
        ValueError: if the element count does not match.
    """
    t = _as_tensor(input)
    if isinstance(shape, Tensor):
        shape = tuple(int(v) for v in shape.asnumpy().reshape(-1))
    try:
        return _wrap(t.reshape(tuple(shape)))
    except RuntimeError as e:
        raise ValueError(
            f"For 'Reshape', the product of the 'input_x' shape should be equal to product of 'input_shape', but "
            f"got 'input_x' shape: {tuple(t.shape)}, 'input_shape': {tuple(shape)}. ({e})"
        ) from None


def cast(input, dtype) -> Tensor:  # noqa: A002
    """Return ``input`` converted to ``dtype``. Mirrors ``mindspore.ops.cast`` / ``ops.Cast``.

    Python numbers are first made 0-d tensors.
    """
    return _wrap(_as_tensor(input).to(mstype.to_torch_dtype(dtype)))
