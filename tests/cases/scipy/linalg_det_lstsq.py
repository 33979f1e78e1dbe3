# mindspore.scipy.linalg.det (bound outside the module's __all__) and lstsq (the drivers' residuals, rank and singular
# values), with det's argument errors; the module's __all__ in MindSpore's order.
import numpy as np
import mindspore as ms
from mindspore.scipy import linalg
from mindspore.scipy.linalg import det, lstsq
print(linalg.__all__, "lu_solve" in linalg.__all__)
A = np.array([[2.0, 5, 8, 7], [5, 2, 2, 8], [7, 5, 6, 6], [5, 4, 4, 8]])
for tag, fn in (
    ("det4", lambda: det(ms.Tensor(A))), ("det3", lambda: det(ms.Tensor(A[:3, :3].astype(np.float32)))),
    ("det2 int", lambda: det(ms.Tensor(np.array([[1, 2], [3, 4]], np.int32)))), ("det1", lambda: det(ms.Tensor(np.array([[3.0]])))),
    ("det np", lambda: det(A)), ("det f16", lambda: det(ms.Tensor(np.ones((2, 2), np.float16)))), ("det 2x3", lambda: det(ms.Tensor(np.ones((2, 3))))),
    ("lstsq", lambda: lstsq(ms.Tensor(A[:, :3]), ms.Tensor(np.ones((4, 1))))),
    ("lstsq f32", lambda: lstsq(ms.Tensor(A[:, :3].astype(np.float32)), ms.Tensor(np.ones((4, 2), np.float32)))),
    ("lstsq gelsd", lambda: lstsq(ms.Tensor(A[:, :3]), ms.Tensor(np.ones((4, 1))), driver="gelsd")),
):
    try:
        r = fn()
        rs = r if isinstance(r, tuple) else (r,)
        print(tag, [(x.dtype, x.shape, np.round(x.asnumpy(), 4).tolist()) for x in rs])
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e).splitlines()[0])
