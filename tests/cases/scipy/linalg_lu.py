# mindspore.scipy.linalg's LU functions: lu_factor (0-based Int32 pivots), lu (p, l, u with MindSpore's -0.0 entries;
# permute_l and more rows than columns fail as on MindSpore), lu_solve (trans 0, and MindSpore's trans 1/2 result;
# a 1-D b fails as on MindSpore), with their argument errors.
import numpy as np
import mindspore as ms
from mindspore.scipy.linalg import lu, lu_factor, lu_solve
A = np.array([[2.0, 5, 8, 7], [5, 2, 2, 8], [7, 5, 6, 6], [5, 4, 4, 8]])
def show(tag, r):
    rs = r if isinstance(r, tuple) else (r,)
    print(tag, [(x.dtype, x.shape, np.round(x.asnumpy(), 4).tolist()) for x in rs])
b = ms.Tensor(np.array([1.0, 1, 1, 1])); B = ms.Tensor(np.arange(8.0).reshape(4, 2))
for tag, fn in (
    ("lu_factor", lambda: lu_factor(ms.Tensor(A))), ("lu_factor f32", lambda: lu_factor(ms.Tensor(A.astype(np.float32)))),
    ("lu_factor int", lambda: lu_factor(ms.Tensor(A.astype(np.int32)))),
    ("lu", lambda: lu(ms.Tensor(A))), ("lu permute_l", lambda: lu(ms.Tensor(A), permute_l=True)),
    ("lu wide", lambda: lu(ms.Tensor(A[:3]))), ("lu tall", lambda: lu(ms.Tensor(A[:, :3]))),
    ("lu_solve", lambda: lu_solve(lu_factor(ms.Tensor(A)), b)), ("lu_solve T", lambda: lu_solve(lu_factor(ms.Tensor(A)), B, trans=1)),
    ("lu_solve 2", lambda: lu_solve(lu_factor(ms.Tensor(A)), B, trans=2)),
    ("lu_factor 2x3", lambda: lu_factor(ms.Tensor(A[:2, :3]))), ("lu 3d", lambda: lu(ms.Tensor(np.ones((2, 2, 2))))),
    ("lu f16", lambda: lu(ms.Tensor(np.ones((2, 2), np.float16)))), ("lu np", lambda: lu(A)), ("lu pl", lambda: lu(ms.Tensor(A), permute_l=1)),
    ("lus piv f", lambda: lu_solve((ms.Tensor(A), ms.Tensor(np.zeros(4))), b)),
    ("lus piv 2d", lambda: lu_solve((ms.Tensor(A), ms.Tensor(np.zeros((4, 1), np.int32))), b)),
    ("lus trans", lambda: lu_solve(lu_factor(ms.Tensor(A)), b, trans=3)),
    ("lus b rows", lambda: lu_solve(lu_factor(ms.Tensor(A)), ms.Tensor(np.ones(3)))),
    ("lus mix", lambda: lu_solve(lu_factor(ms.Tensor(A)), ms.Tensor(np.ones(4, np.float32)))),
    ("lus np", lambda: lu_solve((A, ms.Tensor(np.zeros(4, np.int32))), b)),
):
    try:
        show(tag, fn())
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e).splitlines()[0])
x = lu_solve(lu_factor(ms.Tensor(A)), B)
print("A x == B", np.allclose(A @ x.asnumpy(), B.asnumpy()))
