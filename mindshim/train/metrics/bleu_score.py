"""`mindspore.train.BleuScore`: corpus BLEU of tokenised translations against references."""

from __future__ import annotations

from ... import _api
from collections import Counter

import numpy as np

from ... import _checkparam as validator
from .metric import Metric, rearrange_inputs
from ..._kernels import errors as _errors

__all__ = _api.names(__name__)


def _ngrams(tokens: list, n_gram: int) -> Counter:
    counter: Counter = Counter()
    for n in range(1, n_gram + 1):
        for j in range(len(tokens) - n + 1):
            counter[tuple(tokens[j : j + n])] += 1
    return counter


class BleuScore(Metric):
    """Corpus BLEU: clipped n-gram precisions (1..``n_gram``, add-one smoothed with ``smooth``), geometric mean,
    times the brevity penalty ``exp(1 - r / c)`` when the candidates are not longer than the closest references.
    ``update(candidates, references)``: a list of token lists and a list of lists of token lists. ``eval()``
    returns a 0-d numpy float (0.0 when some n-gram order has no match). Mirrors ``mindspore.train.BleuScore``.

    Raises:
        TypeError/ValueError: bad ``n_gram`` (1..4) or ``smooth``; ValueError: not two inputs or different
        lengths. RuntimeError: ``eval`` before ``update``.
    """

    def __init__(self, n_gram: int = 4, smooth: bool = False) -> None:
        super().__init__()
        self.n_gram = validator.check_value_type("n_gram", n_gram, [int])
        if self.n_gram > 4 or self.n_gram < 1:
            raise _errors.value_error("BleuScore", f"the argument 'n_gram' should range from 1 to 4, but got {n_gram}.")
        self.smooth = validator.check_value_type("smooth", smooth, [bool])
        self.clear()

    def clear(self) -> None:
        """Reset the counts."""
        self._numerator = np.zeros(self.n_gram)
        self._denominator = np.zeros(self.n_gram)
        self._precision_scores = np.zeros(self.n_gram)
        self._c = 0.0
        self._r = 0.0
        self._trans_len = 0
        self._ref_len = 0
        self._is_update = False

    @rearrange_inputs
    def update(self, *inputs) -> None:
        """Add ``(candidate_corpus, reference_corpus)``."""
        if len(inputs) != 2:
            raise _errors.value_error(
                "BleuScore.update", f"it needs 2 inputs (candidate_corpus, reference_corpus), but got {len(inputs)}."
            )
        candidates, references = inputs
        if len(candidates) != len(references):
            raise _errors.value_error(
                "BleuScore.update",
                "'translate_corpus' (inputs[0]) and 'reference_corpus' (inputs[1]) should be "
                f"equal in length, but got {len(candidates)}, {len(references)}",
            )
        for cand, refs in zip(candidates, references):
            self._c += len(cand)
            ref_lens = [len(r) for r in refs]
            diffs = [abs(len(cand) - n) for n in ref_lens]
            self._r += ref_lens[diffs.index(min(diffs))]
            cand_counts = _ngrams(cand, self.n_gram)
            ref_counts: Counter = Counter()
            for r in refs:
                ref_counts |= _ngrams(r, self.n_gram)
            for gram, count in (cand_counts & ref_counts).items():
                self._numerator[len(gram) - 1] += count
            for gram, count in cand_counts.items():
                self._denominator[len(gram) - 1] += count
        self._trans_len = np.array(self._c)
        self._ref_len = np.array(self._r)
        self._is_update = True

    def eval(self) -> np.ndarray:
        """The BLEU score."""
        if self._is_update is False:
            raise RuntimeError("Please call the 'update' method before calling 'eval' method.")
        if min(self._numerator) == 0.0:
            return np.array(0.0)
        if self.smooth:
            precision = (self._numerator + 1.0) / (self._denominator + 1.0)
        else:
            precision = self._numerator / self._denominator
        geometric_mean = np.exp(np.sum(np.array([1.0 / self.n_gram] * self.n_gram) * np.log(precision)))
        penalty = np.array(1.0) if self._c > self._r else np.exp(1 - (self._ref_len / self._trans_len))
        return penalty * geometric_mean
