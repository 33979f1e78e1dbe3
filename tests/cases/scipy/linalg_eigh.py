# mindspore.scipy.linalg.eigh (the standard problem, which MindNLP 0.4's ESM rigid utilities call): eigenvalues
# ascending, eigenvectors as columns (compared up to sign), the dtype rules (Int -> Float64, complex kept), the
# triangle `lower` picks, and its argument errors.
import numpy as np

import mindspore as ms
import mindspore.scipy as msp
from mindspore.scipy.linalg import eigh

print(msp.linalg.eigh is eigh)
a = ms.Tensor([[6, 3, 1, 5], [3, 0, 5, 1], [1, 5, 6, 2], [5, 1, 2, 2]], ms.int32)
w, v = eigh(a)
print(w.dtype, v.dtype, w.shape, v.shape, np.round(w.asnumpy(), 4).tolist())
print(np.round(np.abs(v.asnumpy()), 4).tolist())
an = a.asnumpy().astype(np.float64)
print(np.allclose(an @ v.asnumpy(), v.asnumpy() * w.asnumpy(), atol=1e-8))
a32 = ms.Tensor(np.array([[2, 1], [1, 3]], np.float32))
r = eigh(a32, eigvals_only=True)
print(type(r).__name__, r.dtype, np.round(r.asnumpy(), 4).tolist())
w, v = eigh(ms.Tensor(np.array([[4, 1], [1, 4]], np.int64)), eigvals_only=False)
print(w.dtype, np.round(w.asnumpy(), 4).tolist(), np.round(np.abs(v.asnumpy()), 4).tolist())
au = ms.Tensor(np.array([[2, 100], [1, 3]], np.float64))
print(np.round(eigh(au, lower=True, eigvals_only=True).asnumpy(), 4).tolist())
print(np.round(eigh(au, lower=False, eigvals_only=True).asnumpy(), 4).tolist())
w, v = eigh(ms.Tensor(np.array([[2, 1j], [-1j, 3]], np.complex64)))
print(w.dtype, v.dtype, np.round(w.asnumpy().real, 4).tolist(), np.round(np.abs(v.asnumpy()), 4).tolist())
print(eigh(a32, overwrite_a=True, overwrite_b=True, turbo=False, type=2, check_finite=False)[0].shape)
for tag, bad in (
    ("numpy", lambda: eigh(np.ones((2, 2)))),
    ("2x3", lambda: eigh(ms.Tensor(np.ones((2, 3), np.float32)))),
    ("3-D", lambda: eigh(ms.Tensor(np.ones((2, 2, 2), np.float32)))),
    ("float16", lambda: eigh(ms.Tensor(np.ones((2, 2), np.float16)))),
    ("bool", lambda: eigh(ms.Tensor(np.ones((2, 2), np.bool_)))),
    ("lower=1", lambda: eigh(a32, lower=1)),
    ("eigvals_only=None", lambda: eigh(a32, eigvals_only=None)),
    ("turbo=0", lambda: eigh(a32, turbo=0)),
    ("type=True", lambda: eigh(a32, type=True)),
    ("type=1.0", lambda: eigh(a32, type=1.0)),
    ("check_finite=1", lambda: eigh(a32, check_finite=1)),
    ("b", lambda: eigh(a32, b=a32)),
    ("eigvals", lambda: eigh(a32, eigvals=(0, 1))),
):
    try:
        print(tag, eigh and bad())
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e).splitlines()[0])
