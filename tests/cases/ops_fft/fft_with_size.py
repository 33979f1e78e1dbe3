# ops.FFTWithSize: FFT / IFFT / RFFT / IRFFT over the last signal_ndim dims, norm modes, onesided, signal_sizes,
# the dtypes each mode accepts, argument errors (checked when called), its repr.
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, r.dtype, r.shape, (np.round(r.asnumpy(), 4) + 0).tolist())
    except Exception as e:  # noqa: BLE001
        lines = [ln for ln in str(e).splitlines() if ln.strip() and not ln.startswith("-")]
        print(tag, type(e).__name__, lines[0] if lines else "")


F = ops.FFTWithSize
x = np.array([[2, 1, 2, 0.5], [3, 1, 6, -1]])
c = Tensor((x + 1j * x[::-1]).astype(np.complex64))
r = Tensor(x.astype(np.float32))
attempt("fft1", lambda: F(1, False, False)(c))
attempt("fft2", lambda: F(2, False, False, norm="ortho")(c))
attempt("ifft1", lambda: F(1, True, False)(c))
attempt("ifft2f", lambda: F(2, True, False, "forward")(c))
attempt("rfft1", lambda: F(1, False, True)(r))
attempt("rfft1_full", lambda: F(1, False, True, onesided=False)(r))
attempt("rfft2", lambda: F(2, False, True)(r))
attempt("rfft_f64", lambda: F(1, False, True)(Tensor(x)))
attempt("rfft_int32", lambda: F(1, False, True)(Tensor(x.astype(np.int32))))
attempt("rfft_bool", lambda: F(1, False, True)(Tensor(x > 1)))
attempt("rfft_f16", lambda: F(1, False, True)(Tensor(x.astype(np.float16))))
attempt("rfft_c", lambda: F(1, False, True)(c))
attempt("irfft1", lambda: F(1, True, True)(c))
attempt("irfft1_sizes", lambda: F(1, True, True, signal_sizes=(7,))(c))
attempt("irfft1_sizes6", lambda: F(1, True, True, signal_sizes=(6,))(c))
attempt("irfft1_full", lambda: F(1, True, True, onesided=False)(c))
attempt("irfft2_sizes", lambda: F(2, True, True, signal_sizes=(2, 6))(c))
attempt("irfft_real_in", lambda: F(1, True, True)(r))
attempt("fft_real_in", lambda: F(1, False, False)(r))
attempt("ifft_real_in", lambda: F(1, True, False)(r))
attempt("ndim4", lambda: F(4, False, False)(c))
attempt("ndim0", lambda: F(0, False, False)(c))
attempt("ndim3_on_2d", lambda: F(3, False, False)(c))
attempt("norm_bad", lambda: F(1, False, False, norm="x")(c))
attempt("inverse_int", lambda: F(1, 1, False)(c))
attempt("list", lambda: F(1, False, False)([1.0, 2.0]))
attempt("sizes_bad", lambda: F(1, True, True, signal_sizes=(2, 3))(c))
print(F(1, False, False), F(2, True, True, "ortho", signal_sizes=[2, 6]), F(1, True, False, "forward"))
attempt("cube", lambda: F(3, False, True, "forward")(Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4))))
