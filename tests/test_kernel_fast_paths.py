"""Kernel fast paths give exactly what the general path gives: 'same' max pooling without a padded copy, the
class-index check of the usual labels."""

from __future__ import annotations

import math
import random

import pytest
import torch

from mindshim._kernels import loss as loss_k
from mindshim._kernels import pooling as pool_k


def test_same_max_pool_as_ceil_mode_equals_padded_copy() -> None:
    """Where 'same' is torch padding + ceil_mode, the values and gradients equal pooling a -inf padded copy."""
    rng = random.Random(0)
    fast = 0
    for _ in range(600):
        nd = rng.choice([1, 2, 3])
        k = tuple(rng.randint(1, 5) for _ in range(nd))
        s = tuple(rng.randint(1, 4) for _ in range(nd))
        sizes = tuple(rng.randint(1, 10) for _ in range(nd))
        t = torch.randn((2, 2, *sizes), dtype=torch.float64, requires_grad=True)
        padded, _ = pool_k.pad_same(t, k, s, value=-math.inf)
        ref = pool_k.max_pool(padded, k, s)
        got = pool_k.pool_nd("max", nd, t, k, s, "same")
        assert got.shape == ref.shape and torch.equal(got, ref), (sizes, k, s)
        g = torch.randn_like(ref)
        assert torch.equal(torch.autograd.grad(ref, t, g)[0], torch.autograd.grad(got, t, g)[0]), (sizes, k, s)
        fast += pool_k._same_as_ceil(sizes, k, s) is not None
    assert fast > 300  # the fast path is the common case


def test_same_as_ceil_declines_what_it_cannot_express() -> None:
    """Where torch's padding + ceil_mode would give other windows, the padded copy stays."""
    assert pool_k._same_as_ceil((5,), (1,), (3,)) == ((0,), False)
    assert pool_k._same_as_ceil((112, 112), (3, 3), (2, 2)) == ((0, 0), True)  # resnet's stem pool
    # kernel 2, stride 1: 'same' pads (0, 1); torch with ceil_mode would make no extra window at stride 1
    assert pool_k.same_pads((4,), (2,), (1,)) == [(0, 1)]
    assert pool_k._same_as_ceil((4,), (2,), (1,)) is None


def test_class_indices_usual_labels_pass_through() -> None:
    """Labels in [0, C) come back as the same int64 values; negative ones count from the end."""
    t = torch.tensor([0, 3, 9])
    assert loss_k.class_indices(t, 10) is t
    assert loss_k.class_indices(torch.tensor([0, -1], dtype=torch.int32), 10).tolist() == [0, 9]
    assert loss_k.class_indices(torch.tensor([1, -100]), 10, ignore_index=-100).tolist() == [1, -100]


def test_class_indices_out_of_range_is_mindspore_error() -> None:
    with pytest.raises(RuntimeError, match=r"For 'GatherD', the value of 'index' must be in \[-10, 10\), but got: 10"):
        loss_k.class_indices(torch.tensor([1, 10]), 10)
    with pytest.raises(TypeError, match="GatherD"):
        loss_k.class_indices(torch.tensor([1.0]), 10)
