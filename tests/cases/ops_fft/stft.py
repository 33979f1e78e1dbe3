# ops.stft and ops.STFT: defaults, windows shorter than n_fft, center padding modes, normalized / onesided /
# return_complex, Float64 and complex inputs, 1-D and 2-D signals, argument errors.
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops

np.set_printoptions(precision=4, suppress=True)


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, r.dtype, r.shape)
        a = r.asnumpy()
        print(np.round(a.astype(np.complex128 if np.iscomplexobj(a) else np.float64), 3) + 0)
    except Exception as e:  # noqa: BLE001
        lines = [ln for ln in str(e).splitlines() if ln.strip() and not ln.startswith("-")]
        print(tag, type(e).__name__, lines[0] if lines else "")


rng = np.random.RandomState(0)
x2 = Tensor(rng.rand(2, 24).astype(np.float32))
x1 = Tensor(np.sin(np.arange(20) / 3.0).astype(np.float32))
w8 = Tensor(rng.rand(8).astype(np.float32))
w16 = Tensor(np.hanning(16).astype(np.float32))
attempt("default", lambda: ops.stft(x2, 16))
attempt("1d_complex_out", lambda: ops.stft(x1, 8, return_complex=True))
attempt("hop_win", lambda: ops.stft(x2, 16, hop_length=4, win_length=8, window=w8, return_complex=True))
attempt("win7", lambda: ops.stft(x1, 10, hop_length=3, win_length=7, window=w8[:7], return_complex=True))
attempt("hann", lambda: ops.stft(x2, 16, 5, window=w16, return_complex=True))
attempt("no_center", lambda: ops.stft(x2, 16, center=False, return_complex=True))
attempt("constant", lambda: ops.stft(x1, 8, pad_mode="CONSTANT", return_complex=True))
attempt("normalized", lambda: ops.stft(x1, 8, normalized=True, return_complex=True))
attempt("two_sided", lambda: ops.stft(x1, 8, onesided=False, return_complex=True))
attempt("two_sided_real", lambda: ops.stft(x1, 6, hop_length=4, onesided=False))
attempt("float64", lambda: ops.stft(Tensor(x1.asnumpy().astype(np.float64)), 8, return_complex=True))
attempt("float64_window", lambda: ops.stft(x1, 8, window=Tensor(np.ones(8)), return_complex=True))
xc = Tensor((x1.asnumpy() + 1j * x1.asnumpy()[::-1]).astype(np.complex64))
attempt("complex", lambda: ops.stft(xc, 8))
attempt("complex_onesided", lambda: ops.stft(xc, 8, onesided=True))
attempt("complex_window", lambda: ops.stft(x1, 8, window=Tensor(np.ones(8, np.complex64))))
attempt("complex_window_onesided", lambda: ops.stft(x1, 8, window=Tensor(np.ones(8, np.complex64)), onesided=True))
attempt("STFT_complex_onesided", lambda: ops.STFT(8, 2, 8, False, True, True)(xc, Tensor(np.ones(8, np.float32))))
attempt("STFT", lambda: ops.STFT(8, 2, 8, False, True, True)(x1, Tensor(np.ones(8, np.float32))))
attempt("STFT_real_out", lambda: ops.STFT(8, 3, 6, True, False, False)(x2, w8[:6]))
# errors
attempt("float16", lambda: ops.stft(Tensor(x1.asnumpy().astype(np.float16)), 8))
attempt("int32", lambda: ops.stft(Tensor(np.arange(20, dtype=np.int32)), 8))
attempt("rank3", lambda: ops.stft(Tensor(np.ones((1, 2, 20), np.float32)), 8))
attempt("rank3_no_center", lambda: ops.stft(Tensor(np.ones((1, 2, 20), np.float32)), 8, center=False))
attempt("n_fft_long", lambda: ops.stft(x1, 32, center=False))
attempt("n_fft_float", lambda: ops.stft(x1, 8.0))
attempt("center_int", lambda: ops.stft(x1, 8, center=1))
attempt("win_length_long", lambda: ops.stft(x1, 8, win_length=10))
attempt("window_length", lambda: ops.stft(x1, 8, window=w16))
attempt("hop0", lambda: ops.stft(x1, 8, hop_length=0))
attempt("STFT_normalized_int", lambda: ops.STFT(8, 2, 8, 0, True, True))
attempt("STFT_hop_float", lambda: ops.STFT(8, 2.0, 8, False, True, True))
