"""Properties of the random primitives whose numbers MindSpore's CPU build cannot show or repeat.

``ops.function.random_func.uniform_`` (MindSpore 2.10 CPU has no kernel to read its result), ``NonDeterministicInts``
(an unseeded source) and the seed-0 forms of the seeded primitives: their ranges, shapes, dtypes and that fresh
draws differ. The seeded numbers themselves are checked against MindSpore in the golden cases of
``tests/cases/ops_pool_random``.
"""

from __future__ import annotations

import numpy as np

import mindspore as ms
from mindspore import Tensor, ops


def test_uniform_fills_in_place_within_bounds():
    x = ops.zeros((64, 32), ms.float32)
    g = ms.Generator()
    g.manual_seed(7)
    r = ops.function.random_func.uniform_(x, -2.0, 3.0, generator=g)
    a = x.asnumpy()
    assert r is x
    assert a.min() >= -2.0 and a.max() < 3.0
    assert a.std() > 1.0  # spread over the interval, not a constant
    g.manual_seed(7)
    again = ops.function.random_func.uniform_(ops.zeros((64, 32), ms.float32), -2.0, 3.0, generator=g)
    np.testing.assert_array_equal(again.asnumpy(), a)


def test_uniform_takes_one_element_tensor_bounds():
    x = ops.ones((100,), ms.float64)
    ops.functional.uniform_(x, Tensor([5.0]), Tensor(6.0))
    a = x.asnumpy()
    assert x.dtype == ms.float64 and a.min() >= 5.0 and a.max() < 6.0


def test_non_deterministic_ints_differ_between_calls():
    op = ops.NonDeterministicInts(ms.int64)
    shape = Tensor(np.array([8, 8]), ms.int32)
    a, b = op(shape).asnumpy(), op(shape).asnumpy()
    assert a.shape == (8, 8) and a.dtype == np.int64
    assert not np.array_equal(a, b)
    u = ops.NonDeterministicInts(ms.uint64)(shape)
    assert u.dtype == ms.uint64 and (u.asnumpy() > 2**63).any()


def test_fresh_seeds_vary_and_keep_their_rules():
    shape = Tensor(np.array([4, 50]), ms.int32)
    args = [Tensor(np.array([v]), ms.float32) for v in (0.0, 1.0, -0.5, 0.5)]
    a = ops.ParameterizedTruncatedNormal()(shape, *args).asnumpy()
    b = ops.ParameterizedTruncatedNormal()(shape, *args).asnumpy()
    assert a.min() >= -0.5 and a.max() <= 0.5 and not np.array_equal(a, b)
    weights = Tensor(np.array([[0.0, 1.0, 2.0, 0.0, 3.0]], np.float32))
    zero = Tensor(0, ms.int64)
    draws = ops.MultinomialWithReplacement(200, True)(weights, zero, zero).asnumpy()
    assert set(np.unique(draws)) <= {1, 2, 4} and len(np.unique(draws)) == 3
    sampler = ops.UniformCandidateSampler(1, 6, True, 10, 0, True)
    cand = sampler(Tensor(np.array([[1], [3]], np.int64)))[0].asnumpy()
    assert len(set(cand)) == 6 and not {1, 3} & set(cand) and cand.max() < 10


def test_fractional_pool_fresh_seeds_keep_window_sizes():
    x = Tensor(np.arange(17 * 23, dtype=np.float32).reshape(1, 17, 23, 1))
    seqs = set()
    for _ in range(6):
        y, rows, cols = ops.FractionalMaxPool([1.0, 1.5, 1.5, 1.0], False, False, True)(x)
        r = rows.asnumpy()
        assert y.shape == (1, 11, 15, 1) and r[0] == 0 and r[-1] == 17
        assert set(np.diff(r)) <= {1, 2}
        seqs.add(tuple(r))
    assert len(seqs) > 1
