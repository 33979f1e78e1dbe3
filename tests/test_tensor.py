"""Unit tests of Tensor methods and operators installed from mindspore.ops (shapes, dtypes, identities)."""

from __future__ import annotations

import numpy as np
import pytest

import mindspore as ms
from mindspore import Tensor


def test_augmented_assignment_makes_new_tensor():
    x = Tensor(np.array([1, 2], np.int32))
    y = x
    y += 1
    assert y is not x
    np.testing.assert_array_equal(x.asnumpy(), [1, 2])
    np.testing.assert_array_equal(y.asnumpy(), [2, 3])


def test_comparisons_return_bool_tensors_and_none():
    x = Tensor(np.array([1, 2, 3], np.int32))
    r = x == 2
    assert isinstance(r, Tensor) and r.dtype == ms.bool_
    assert (x == None) is False  # noqa: E711
    assert (x != None) is True  # noqa: E711
    assert (x == "a") is False
    assert hash(x) == hash(x)
    assert {x: 1}[x] == 1


def test_invert_is_logical_not():
    assert (~Tensor(np.array([1, 0], np.int32))).dtype == ms.bool_
    np.testing.assert_array_equal((~Tensor(np.array([True, False]))).asnumpy(), [False, True])


def test_std_var_divide_by_n():
    x = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
    assert abs(x.std().item() - np.std([1, 2, 3])) < 1e-6
    assert abs(x.var().item() - np.var([1, 2, 3])) < 1e-6
    assert abs(x.var(ddof=1).item() - 1.0) < 1e-6


def test_reshape_view_transpose_forms():
    x = Tensor(np.arange(6, dtype=np.float32))
    assert x.reshape(2, 3).shape == (2, 3)
    assert x.reshape((3, 2)).shape == (3, 2)
    assert x.reshape([1, -1]).shape == (1, 6)
    assert x.view(2, 3).shape == (2, 3)
    y = Tensor(np.ones((2, 3, 4), np.float32))
    assert y.transpose().shape == (4, 3, 2)
    assert y.transpose(1, 2, 0).shape == (3, 4, 2)
    assert y.transpose((2, 1, 0)).shape == (4, 3, 2)
    assert y.flatten().shape == (24,)


def test_max_min_overloads():
    x = Tensor(np.array([[1.0, 5.0], [3.0, 2.0]], np.float32))
    assert isinstance(x.max(), Tensor)
    assert isinstance(x.max(axis=0), Tensor)
    assert isinstance(x.max(0, keepdims=True), Tensor)
    v, i = x.max(0)
    np.testing.assert_array_equal(i.asnumpy(), [1, 0])
    v, i = x.min(dim=1)
    np.testing.assert_array_equal(v.asnumpy(), [1.0, 2.0])
    v, i = x.max(axis=1, return_indices=True)
    assert i.dtype == ms.int64


@pytest.mark.parametrize(
    "name, dtype",
    [("float", ms.float32), ("int", ms.int32), ("long", ms.int64), ("half", ms.float16), ("double", ms.float64),
     ("bool", ms.bool_)],
)  # fmt: skip
def test_cast_methods(name, dtype):
    assert getattr(Tensor(np.array([1.5, 0.0], np.float32)), name)().dtype == dtype


def test_to_and_inplace_methods():
    x = Tensor(np.array([1.0, 2.0], np.float32))
    assert x.to(ms.int32).dtype == ms.int32
    assert x.to("cpu") is x
    x.add_(1)
    np.testing.assert_array_equal(x.asnumpy(), [2.0, 3.0])
    x.zero_()
    np.testing.assert_array_equal(x.asnumpy(), [0.0, 0.0])
    assert x.fill(3).asnumpy().tolist() == [3.0, 3.0]


def test_class_own_methods_not_replaced():
    x = Tensor(np.array([1, 2], np.int32))
    assert x.size == 2  # property of the Tensor class, not ops.size
    assert x.astype(ms.float32).dtype == ms.float32
