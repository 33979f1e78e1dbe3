# ops.MatrixDiagV3 / MatrixDiagPartV3 / MatrixSetDiagV3 and ops.matrix_diag / matrix_diag_part / matrix_set_diag:
# dtypes, the four align modes, k as one offset or a band, num_rows/num_cols, padding, argument errors, grads, vmap.
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from mindspore.ops.operations.array_ops import MatrixDiagPartV3, MatrixDiagV3, MatrixSetDiagV3


def attempt(tag, f):
    try:
        r = f()
        print(tag, r.dtype, r.shape)
        print(r.asnumpy().tolist())
    except Exception as e:  # noqa: BLE001
        lines = [ln for ln in str(e).splitlines() if ln.strip() and not ln.startswith("-")]
        print(tag, type(e).__name__, lines[0] if lines else "")


def k(v):
    return Tensor(v, ms.int32)


f32 = ms.float32
band = Tensor(np.arange(1, 13).reshape(4, 3), f32)
mat = Tensor(np.arange(12).reshape(3, 4), f32)
for dt in (ms.int8, ms.int16, ms.int32, ms.int64, ms.uint8, ms.uint16, ms.uint32, ms.uint64, ms.float16, ms.float64):
    d = Tensor(np.array([[1, 2, 3], [4, 5, 6]]), dt)
    attempt(f"diag_{dt}", lambda: MatrixDiagV3()(d, k(1), k(-1), k(-1), Tensor(7, dt)))
    m = Tensor(np.arange(24).reshape(2, 3, 4), dt)
    attempt(f"part_{dt}", lambda: MatrixDiagPartV3()(m, k([-1, 1]), Tensor(9, dt)))
    attempt(f"set_{dt}", lambda: MatrixSetDiagV3()(m, Tensor(np.full((2, 3), 100), dt), k(1)))
for dt in (ms.bool_, ms.bfloat16, ms.complex64):
    attempt(f"diag_{dt}", lambda: MatrixDiagV3()(Tensor([1, 2], dt), k(0), k(-1), k(-1), Tensor(0, dt)))
    attempt(f"part_{dt}", lambda: MatrixDiagPartV3()(Tensor(np.ones((2, 2)), dt), k(0), Tensor(0, dt)))
    attempt(f"set_{dt}", lambda: MatrixSetDiagV3()(Tensor(np.ones((2, 2)), dt), Tensor(np.ones(2), dt), k(0)))

for align in ("RIGHT_LEFT", "LEFT_RIGHT", "LEFT_LEFT", "RIGHT_RIGHT"):
    attempt(f"diag_{align}", lambda: MatrixDiagV3(align)(band, k([-1, 2]), k(3), k(4), Tensor(-1.0, f32)))
    attempt(f"part_{align}", lambda: MatrixDiagPartV3(align)(mat, k([-2, 1]), Tensor(-1.0, f32)))
    attempt(f"part_sub_{align}", lambda: MatrixDiagPartV3(align)(band, k([-3, -2]), Tensor(-1.0, f32)))
    attempt(f"set_{align}", lambda: MatrixSetDiagV3(align)(mat, band, k([-1, 2])))
    attempt(f"fdiag_{align}", lambda: ops.matrix_diag(band[:2], k([0, 1]), 3, 4, 0.5, align=align))

d2 = Tensor(np.array([[1.0, 2.0], [3.0, 4.0]]), f32)
z = Tensor(0.0, f32)
attempt("rows_given", lambda: MatrixDiagV3()(d2, k(0), k(4), k(-1), z))
attempt("cols_given", lambda: MatrixDiagV3()(d2, k(0), k(-1), k(5), z))
attempt("sub_rows", lambda: MatrixDiagV3()(Tensor([1.0, 2.0], f32), k(-1), k(3), k(-1), Tensor(9.0, f32)))
attempt("pair_equal", lambda: MatrixDiagV3()(d2, k([1, 1]), k(-1), k(-1), z))
attempt("fdiag_ints", lambda: ops.matrix_diag(d2, 1, -1, -1, 2))
attempt("fdiag_int_x_float_pad", lambda: ops.matrix_diag(Tensor([1, 2], ms.int32), -1, padding_value=7.9))
attempt("fpart", lambda: ops.matrix_diag_part(mat, k(1), Tensor(0.0, f32)))
attempt("fset_int_k", lambda: ops.matrix_set_diag(mat, Tensor([5.0, 6.0, 7.0], f32), -1))
attempt("set_promote", lambda: MatrixSetDiagV3()(Tensor(np.ones((2, 2)), ms.int32), Tensor([0.5, 1.5], f32), k(0)))

# argument errors
attempt("align_bad", lambda: MatrixDiagV3("LEFT"))
attempt("align_int", lambda: MatrixDiagPartV3(1))
attempt("falign_bad", lambda: ops.matrix_diag_part(mat, k(0), z, align="UP"))
attempt("k_int64", lambda: MatrixDiagV3()(d2, Tensor(0, ms.int64), k(-1), k(-1), z))
attempt("k_pyint", lambda: MatrixDiagV3()(d2, 0, k(-1), k(-1), z))
attempt("k_tuple", lambda: ops.matrix_diag(d2, (0, 1)))
attempt("k_bool", lambda: ops.matrix_diag(d2, True))
attempt("x_numpy", lambda: MatrixDiagV3()(np.ones(2, np.float32), k(0), k(-1), k(-1), z))
attempt("pad_dtype", lambda: MatrixDiagV3()(d2, k(0), k(-1), k(-1), Tensor(0, ms.float64)))
attempt("pad_rank", lambda: MatrixDiagV3()(d2, k(0), k(-1), k(-1), Tensor([0.0], f32)))
attempt("k_3", lambda: MatrixDiagV3()(d2, k([0, 1, 2]), k(-1), k(-1), z))
attempt("k_2d", lambda: MatrixDiagV3()(d2, k([[0, 1]]), k(-1), k(-1), z))
attempt("k_rev", lambda: MatrixDiagV3()(d2, k([1, 0]), k(-1), k(-1), z))
attempt("k_ndiags", lambda: MatrixDiagV3()(d2, k([0, 2]), k(-1), k(-1), z))
attempt("rows_small", lambda: MatrixDiagV3()(d2, k(0), k(1), k(-1), z))
attempt("cols_small", lambda: MatrixDiagV3()(d2, k(0), k(-1), k(1), z))
attempt("rows_cols", lambda: MatrixDiagV3()(d2, k(0), k(3), k(5), z))
attempt("rows_int64", lambda: MatrixDiagV3()(d2, k(0), Tensor(3, ms.int64), k(-1), z))
attempt("rows_rank", lambda: MatrixDiagV3()(d2, k(0), k([2, 3]), k(-1), z))
attempt("x_scalar", lambda: MatrixDiagV3()(z, k(0), k(-1), k(-1), z))
attempt("x_1d_band", lambda: MatrixDiagV3()(Tensor([1.0, 2.0], f32), k([0, 1]), k(-1), k(-1), z))
attempt("x_empty", lambda: MatrixDiagV3()(Tensor(np.zeros((2, 0)), f32), k(0), k(-1), k(-1), z))
attempt("part_k_rev", lambda: MatrixDiagPartV3()(mat, k([1, 0]), z))
attempt("part_k_big", lambda: MatrixDiagPartV3()(mat, k(4), z))
attempt("part_k_low", lambda: MatrixDiagPartV3()(mat, k(-3), z))
attempt("part_rank1", lambda: MatrixDiagPartV3()(Tensor([1.0, 2.0], f32), k(0), z))
attempt("part_pad_dtype", lambda: MatrixDiagPartV3()(mat, k(0), Tensor(0, ms.float64)))
attempt("part_pad_rank", lambda: MatrixDiagPartV3()(mat, k(0), Tensor([0.0], f32)))
attempt("part_pad_float", lambda: ops.matrix_diag_part(mat, k(0), 0.0))
attempt("part_k_pyint", lambda: ops.matrix_diag_part(mat, 1, z))
attempt("part_k_2d", lambda: MatrixDiagPartV3()(mat, k([[0, 1]]), z))
attempt("part_k_3", lambda: MatrixDiagPartV3()(mat, k([0, 1, 2]), z))
attempt("part_k_int64", lambda: MatrixDiagPartV3()(mat, Tensor(0, ms.int64), z))
attempt("part_empty", lambda: MatrixDiagPartV3()(Tensor(np.zeros((2, 0, 3)), f32), k(0), z))
attempt("set_ndiags", lambda: MatrixSetDiagV3()(mat, band[:3], k([-1, 2])))
attempt("set_len", lambda: MatrixSetDiagV3()(mat, band[:, :2], k([-1, 2])))
attempt("set_rank", lambda: MatrixSetDiagV3()(mat, band, k(0)))
attempt("set_batch", lambda: MatrixSetDiagV3()(Tensor(np.zeros((2, 3, 4)), f32), Tensor(np.zeros((3, 3)), f32), k(0)))
attempt("set_k_big", lambda: MatrixSetDiagV3()(mat, Tensor(np.zeros(1), f32), k(4)))
attempt("set_k_rev", lambda: MatrixSetDiagV3()(mat, Tensor(np.zeros((2, 3)), f32), k([1, 0])))
attempt("set_x_1d", lambda: MatrixSetDiagV3()(Tensor([1.0, 2.0], f32), Tensor([1.0, 2.0], f32), k(0)))
attempt("set_diag_0d", lambda: MatrixSetDiagV3()(mat, z, k(0)))
attempt("set_k_pyint", lambda: MatrixSetDiagV3()(mat, Tensor(np.zeros(3), f32), 0))
attempt("set_k_tuple", lambda: ops.matrix_set_diag(mat, band, (-1, 2)))
attempt("set_diag_numpy", lambda: MatrixSetDiagV3()(mat, np.zeros(3, np.float32), k(0)))


# gradients (MatrixSetDiagV3's is left out: after the calls above MindSpore 2.10 returns stale values for its x)
def part_loss(x, pad):
    return (MatrixDiagPartV3("LEFT_RIGHT")(x, k([-1, 2]), pad) * band).sum()


def diag_loss(x, pad):
    return (MatrixDiagV3()(x, k([-1, 2]), k(3), k(4), pad) * mat).sum()


for tag, fn, args in (
    ("grad_part", part_loss, (mat, Tensor(3.0, f32))),
    ("grad_diag", diag_loss, (band, Tensor(3.0, f32))),
):
    g = ops.grad(fn, grad_position=(0, 1))(*args)
    print(tag, g[0].asnumpy().tolist(), g[1].asnumpy().tolist())


# vmap over the matrices (k, padding unmapped)
def part_one(x):
    return MatrixDiagPartV3()(x, k([1, 3]), Tensor(9.0, f32))


def set_one(x, dg):
    return ops.matrix_set_diag(x, dg)


batch = Tensor(np.arange(24).reshape(2, 3, 4), f32)
print("vmap_part", ops.vmap(part_one, 0)(batch).asnumpy().tolist())
print("vmap_set", ops.vmap(set_one, (0, 0))(batch, Tensor(np.ones((2, 3)), f32)).asnumpy().tolist())
print(MatrixDiagPartV3("LEFT_RIGHT").align, MatrixDiagV3().align)
