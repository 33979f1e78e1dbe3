"""`mindspore.ops.operations.inner_ops`: inner primitives exported by ``mindspore.ops`` (NoRepeatNGram)."""

from __future__ import annotations

from typing import Any

from ... import _api
from ..._kernels import array as _K_array
from ...common.tensor import Tensor, _wrap
from ..primitive import Primitive
from ..._kernels import errors as _errors
from .._ascend_ops import FusedCastAdamWeightDecay, FusedWeightScaleApplyMomentum  # noqa: F401  (mindshim._api)

__all__ = _api.names(__name__)


class NoRepeatNGram(Primitive):
    """``ops.NoRepeatNGram(ngram_size=1)(state_seq, log_probs)``: ``log_probs`` with ``-max(dtype)`` at every word
    that would repeat an ``ngram_size``-gram of ``state_seq`` (beam search). Mirrors MindSpore 2.10's
    ``mindspore.ops.NoRepeatNGram`` (deprecated there since 2.8).

    Inputs: ``state_seq`` Int32 ``(batch, beam, m)``; ``log_probs`` Float16/32/64 ``(batch, beam, vocab)``.
    Output: like ``log_probs``. Works under ``vmap`` (see :func:`mindshim._kernels.array.no_repeat_ngram`).

    Raises:
        TypeError: ``ngram_size`` not an int; an input not a Tensor or of a wrong dtype.
        ValueError: ``ngram_size < 1`` or ``> m``; ranks other than 3; batch/beam sizes that differ; a banned word
            outside ``[0, vocab)``. RuntimeError: ``ngram_size == m``.
    """

    def __init__(self, ngram_size: int = 1) -> None:
        super().__init__("NoRepeatNGram")
        if not isinstance(ngram_size, int) or isinstance(ngram_size, bool):
            raise _errors.value_type_error("ngram_size", ngram_size, (int,), "NoRepeatNGram")
        if ngram_size < 1:
            raise _errors.number_error(ValueError, "NoRepeatNGram", "ngram_size", ngram_size, ">= 1")
        self.ngram_size = ngram_size
        self.attrs.update(ngram_size=ngram_size, input_names=["state_seq", "log_probs"], output_names=["log_probs"])

    def __call__(self, state_seq: Any, log_probs: Any) -> Any:
        for arg, x in (("seq_type", state_seq), ("log_types", log_probs)):
            if not isinstance(x, Tensor):
                raise TypeError(
                    f"The primitive[NoRepeatNGram]'s input arguments[{arg}] must be all tensor and those type must be "
                    f"same. But got input argument[{arg}]:{type(x).__name__}"
                )
        return _wrap(_K_array.no_repeat_ngram(state_seq._data(), log_probs._data(), self.ngram_size))
