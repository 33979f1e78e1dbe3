"""Embedding layers: `nn.Embedding`."""

from __future__ import annotations

from typing import Any

import torch.nn.functional as F

from ...common import dtype as mstype
from ...common.initializer import initializer
from ...common.parameter import Parameter
from ...common.tensor import Tensor, _wrap
from ..cell import Cell
from . import _validators as V

__all__ = ["Embedding"]


class Embedding(Cell):
    r"""Look up rows of an embedding table. Mirrors ``mindspore.nn.Embedding`` (2.10).

    ``Embedding(vocab_size, embedding_size, use_one_hot=False, embedding_table='normal', dtype=mstype.float32,
    padding_idx=None)``

    Args:
        vocab_size (int): number of rows.
        embedding_size (int): row length.
        use_one_hot (bool): MindSpore computes by one-hot matmul when True; the result is the same lookup.
        embedding_table (Tensor | str | Initializer | numbers.Number): init of the ``embedding_table`` parameter
            (shape ``[vocab_size, embedding_size]``). Default 'normal' (``Normal(0.01)``).
        dtype (mindspore.dtype): kept for the repr (the table is float32 as in MindSpore).
        padding_idx (int): this row is zeroed at initialisation (it still receives gradients, as in MindSpore).

    Inputs:
        ids (Tensor): integer indices of any shape, values in ``[0, vocab_size)``.

    Outputs:
        Tensor of shape ``ids.shape + (embedding_size,)``.

    Raises:
        TypeError: if ``vocab_size``/``embedding_size`` is not an int or ``use_one_hot`` not a bool.
        ValueError: if ``padding_idx`` is outside ``[0, vocab_size)``.
    """

    def __init__(
        self,
        vocab_size: int,
        embedding_size: int,
        use_one_hot: bool = False,
        embedding_table: Any = "normal",
        dtype: Any = mstype.float32,
        padding_idx: int | None = None,
    ) -> None:
        super().__init__()
        name = type(self).__name__
        self.vocab_size = V.check_value_type("vocab_size", vocab_size, [int], name)
        self.embedding_size = V.check_value_type("embedding_size", embedding_size, [int], name)
        V.check_value_type("use_one_hot", use_one_hot, [bool], name)
        self.use_one_hot = use_one_hot
        self.dtype = dtype
        init_tensor = initializer(embedding_table, [vocab_size, embedding_size])
        self.padding_idx = padding_idx
        if padding_idx is not None:
            if not isinstance(padding_idx, int) or not 0 <= padding_idx < vocab_size:
                raise ValueError(
                    f"For '{name}', the 'padding_idx' must be in range [0, {vocab_size}), but got {padding_idx}."
                )
            data = init_tensor._data().clone()
            data[padding_idx] = 0
            init_tensor = Tensor(data)
        self.embedding_table = Parameter(init_tensor, name="embedding_table")

    def construct(self, ids: Tensor) -> Tensor:
        return _wrap(F.embedding(ids._t, self._parameters["embedding_table"]))

    def extend_repr(self) -> str:
        return (
            f"vocab_size={self.vocab_size}, embedding_size={self.embedding_size}, use_one_hot={self.use_one_hot}, "
            f"embedding_table={self.embedding_table}, dtype={self.dtype}, padding_idx={self.padding_idx}"
        )
