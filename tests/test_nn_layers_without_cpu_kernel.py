"""Unit tests of nn layers whose MindSpore 2.10 CPU build has no kernel; expected values come from real MindSpore
(the equivalent ops it does run on CPU, or its docstring examples)."""

from __future__ import annotations

import numpy as np

import mindspore as ms
from mindspore import Tensor, nn


def test_matrix_diag_matches_mindspore_diag_embed():
    # ops.diag_embed on MindSpore 2.10 CPU for this input
    out = nn.MatrixDiag()(Tensor(np.arange(6).reshape(2, 3).astype(np.float32)))
    assert out.dtype == ms.float32 and out.shape == (2, 3, 3)
    want = [[[0, 0, 0], [0, 1, 0], [0, 0, 2]], [[3, 0, 0], [0, 4, 0], [0, 0, 5]]]
    np.testing.assert_array_equal(out.asnumpy(), np.array(want, np.float32))


def test_matrix_diag_part_matches_mindspore_diagonal():
    # ops.diagonal(x, 0, -2, -1) on MindSpore 2.10 CPU
    out = nn.MatrixDiagPart()(Tensor(np.arange(24).reshape(2, 3, 4).astype(np.float32)))
    np.testing.assert_array_equal(out.asnumpy(), np.array([[0, 5, 10], [12, 17, 22]], np.float32))
    tall = nn.MatrixDiagPart()(Tensor(np.arange(12).reshape(4, 3).astype(np.int32)))
    assert tall.dtype == ms.int32
    np.testing.assert_array_equal(tall.asnumpy(), np.array([0, 4, 8], np.int32))


def test_matrix_set_diag_matches_mindspore():
    # ops.matrix_set_diag on MindSpore 2.10 CPU
    x = Tensor(np.arange(24).reshape(2, 3, 4).astype(np.float32))
    out = nn.MatrixSetDiag()(x, Tensor(-np.arange(6).reshape(2, 3).astype(np.float32)))
    want = np.arange(24).reshape(2, 3, 4).astype(np.float32)
    for b in range(2):
        for i in range(3):
            want[b, i, i] = -(3 * b + i)
    np.testing.assert_array_equal(out.asnumpy(), want)
    np.testing.assert_array_equal(x.asnumpy(), np.arange(24).reshape(2, 3, 4))  # input untouched
    # nn.MatrixSetDiag docstring example (2.10)
    x = Tensor([[[-1, 0], [0, 1]], [[-1, 0], [0, 1]], [[-1, 0], [0, 1]]], ms.float32)
    d = Tensor([[-1.0, 2.0], [-1.0, 1.0], [-1.0, 1.0]], ms.float32)
    want = [[[-1, 0], [0, 2]], [[-1, 0], [0, 1]], [[-1, 0], [0, 1]]]
    np.testing.assert_array_equal(nn.MatrixSetDiag()(x, d).asnumpy(), np.array(want, np.float32))
