"""mindspore.common.np_dtype: the numpy bfloat16 dtype (from ml_dtypes) under numpy 1 and numpy 2."""

import numpy as np

from mindshim.common import np_dtype


def test_np_dtype_exports_bfloat16():
    assert np_dtype.__all__ == ["bfloat16"]
    dt = np.dtype(np_dtype.bfloat16)
    assert dt.itemsize == 2
    assert dt.name == "bfloat16"


def test_bfloat16_numpy_round_trip():
    a = np.array([1.5, -2.0, 3.140625], dtype=np.float32).astype(np_dtype.bfloat16)
    assert a.dtype == np_dtype.bfloat16
    np.testing.assert_array_equal(a.astype(np.float32), np.array([1.5, -2.0, 3.140625], dtype=np.float32))


def test_tensor_bfloat16_numpy_in_and_out():
    import mindshim as ms

    src = np.array([[1.5, -0.25], [3.0, 2.25]], dtype=np.float32).astype(np_dtype.bfloat16)
    t = ms.Tensor(src)
    assert t.dtype == ms.bfloat16 and t.shape == (2, 2)
    out = t.asnumpy()
    assert out.dtype == np_dtype.bfloat16
    np.testing.assert_array_equal(out.astype(np.float32), src.astype(np.float32))
    assert ms.dtype_to_nptype(ms.bfloat16) is np_dtype.bfloat16
    assert str(t) == "[[1.500000 -0.250000]\n [3.000000 2.250000]]"
    # a non-contiguous bfloat16 array is copied, not shared
    col = ms.Tensor(src[:, 1])
    assert col.asnumpy().astype(np.float32).tolist() == [-0.25, 2.25]
    src[0, 1] = 7
    assert col.asnumpy().astype(np.float32).tolist() == [-0.25, 2.25]
