# Argument errors of the Fourier transforms, fftshift and fftfreq: MindSpore's exception class and first line for
# unsupported dtypes, non-Tensor inputs, bad n / s / dim / norm, ranks outside [1, 8].
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, r.dtype, r.shape)
    except Exception as e:  # noqa: BLE001
        lines = [ln for ln in str(e).splitlines() if ln.strip() and not ln.startswith("-")]
        print(tag, type(e).__name__, lines[0] if lines else "")


x = Tensor(np.arange(6).reshape(2, 3).astype(np.float32))
v = Tensor(np.ones(4, np.float32))
for name in ("fft", "ifft", "rfft", "irfft", "hfft", "ihfft", "fft2", "irfft2", "fftn", "ihfftn", "hfftn"):
    f = getattr(ops, name)
    attempt(name + "_bool", lambda: f(Tensor(np.array([[True, False]]))))
    attempt(name + "_int8", lambda: f(Tensor(np.array([[1, 2]], np.int8))))
    attempt(name + "_uint8", lambda: f(Tensor(np.array([[1, 2]], np.uint8))))
    attempt(name + "_list", lambda: f([1.0, 2.0]))
    attempt(name + "_ndarray", lambda: f(np.ones((2, 2), np.float32)))
    attempt(name + "_scalar", lambda: f(Tensor(1.0)))
    attempt(name + "_rank9", lambda: f(Tensor(np.ones((1,) * 9, np.float32))))
    attempt(name + "_norm_bad", lambda: f(x, norm="abc"))
    attempt(name + "_norm_int", lambda: f(x, norm=1))
for name in ("fft", "ifft", "rfft", "irfft", "hfft", "ihfft"):
    f = getattr(ops, name)
    attempt(name + "_n0", lambda: f(x, n=0))
    attempt(name + "_n_neg", lambda: f(x, n=-3))
    attempt(name + "_n_float", lambda: f(x, n=2.0))
    attempt(name + "_n_bool", lambda: f(x, n=True))
    attempt(name + "_dim2", lambda: f(x, dim=2))
    attempt(name + "_dim-3", lambda: f(x, dim=-3))
    attempt(name + "_dim_1d", lambda: f(v, dim=1))
    attempt(name + "_dim_float", lambda: f(x, dim=1.0))
    attempt(name + "_dim_tuple", lambda: f(x, dim=(0,)))
    attempt(name + "_dim_none", lambda: f(x, dim=None))
for name in (
    "fft2",
    "ifft2",
    "rfft2",
    "irfft2",
    "hfft2",
    "ihfft2",
    "fftn",
    "ifftn",
    "rfftn",
    "irfftn",
    "hfftn",
    "ihfftn",
):
    f = getattr(ops, name)
    attempt(name + "_1d", lambda: f(v) if name.endswith("2") else f(v, dim=(1,)))
    attempt(name + "_s_len", lambda: f(x, s=(4,), dim=(0, 1)))
    attempt(name + "_s0", lambda: f(x, s=(0, 4), dim=(0, 1)))
    attempt(name + "_s_neg", lambda: f(x, s=(2, -1), dim=(0, 1)))
    attempt(name + "_s_int", lambda: f(x, s=4))
    attempt(name + "_s_float", lambda: f(x, s=(2.0, 3), dim=(0, 1)))
    attempt(name + "_dim_dup", lambda: f(x, dim=(0, 0)))
    attempt(name + "_dim_oob", lambda: f(x, dim=(0, 2)))
    attempt(name + "_dim_neg_oob", lambda: f(x, dim=(-3, 1)))
    attempt(name + "_dim_int", lambda: f(x, dim=0))
attempt("fft2_s_three", lambda: ops.fft2(x, s=(4, 4, 4)))
attempt("fft2_dim_none", lambda: ops.fft2(x, dim=None))
for name in ("fftshift", "ifftshift"):
    f = getattr(ops, name)
    attempt(name + "_dim2", lambda: f(x, dim=2))
    attempt(name + "_dim_tuple_oob", lambda: f(x, dim=(0, -3)))
    attempt(name + "_list", lambda: f([1, 2, 3]))
    attempt(name + "_dim_float", lambda: f(x, dim=1.0))
    attempt(name + "_rank9", lambda: f(Tensor(np.ones((1,) * 9, np.float32))))
for name in ("fftfreq", "rfftfreq"):
    f = getattr(ops, name)
    attempt(name + "_n0", lambda: f(0))
    attempt(name + "_n_neg", lambda: f(-2))
    attempt(name + "_n_float", lambda: f(4.0))
    attempt(name + "_n_bool", lambda: f(True))
    attempt(name + "_d_int", lambda: f(4, 2))
import mindspore.numpy as mnp  # noqa: E402

attempt("np_fft_axis", lambda: mnp.fft.fft(x, axis=3))
attempt("np_fft2_axes_dup", lambda: mnp.fft.fft2(x, axes=(1, 1)))
attempt("np_fftshift_list", lambda: mnp.fft.fftshift([1.0, 2.0]))
attempt("np_rfftfreq_n0", lambda: mnp.fft.rfftfreq(0))
# n / dim / s given as 0-D tensors or numpy integers
attempt("fft_n_np", lambda: ops.fft(x, n=np.int64(4)))
attempt("fft_n_tensor", lambda: ops.fft(x, n=Tensor(4)))
attempt("fft_dim_np", lambda: ops.fft(x, dim=np.int64(0)))
attempt("fft_dim_tensor", lambda: ops.fft(x, dim=Tensor(0)))
attempt("fft2_s_np", lambda: ops.fft2(x, s=(np.int64(2), 3)))
attempt("fft2_s_tensor", lambda: ops.fft2(x, s=Tensor([2, 3])))
attempt("fft2_dim_np", lambda: ops.fft2(x, dim=(np.int64(0), 1)))
