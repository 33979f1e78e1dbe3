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
