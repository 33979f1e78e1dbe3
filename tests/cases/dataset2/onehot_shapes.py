# transforms.OneHot drops size-1 dims before encoding (MindSpore 2.10), rank > 1 and out-of-range indices raise its pipeline errors.
import numpy as np
import mindspore.dataset.transforms as T

for a in [
    np.array([[1], [2], [0]]),
    np.array([[1, 2], [0, 3]]),
    np.array([1, 2]),
    np.array(3),
    np.array([[[1]], [[2]]]),
]:
    try:
        r = T.OneHot(5)(a)
        print(a.shape, r.shape, r.dtype)
    except Exception as e:
        print(a.shape, type(e).__name__, str(e).splitlines()[0][:200])
for a in [np.array([1]), np.array([[1, 2, 3]]), np.array([[[1, 2]]]), np.array([[1], [7]])]:
    try:
        r = T.OneHot(5)(a)
        print(a.shape, r.shape, r.dtype, r.tolist())
    except Exception as e:
        print(
            a.shape,
            type(e).__name__,
            str(e).splitlines()[0][:100],
            [l for l in str(e).splitlines() if "ERROR" in l][:1],
        )
