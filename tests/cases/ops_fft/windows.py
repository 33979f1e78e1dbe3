# ops.hann_window, ops.kaiser_window, ops.hamming_window and ops.HammingWindow: values, result dtypes (Float64
# unless dtype is given for hann/kaiser), periodic / symmetric, lengths 0 and 1, argument errors.
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, r.dtype, r.shape, np.round(r.asnumpy().astype(np.float64), 6).tolist())
    except Exception as e:  # noqa: BLE001
        lines = [ln for ln in str(e).splitlines() if ln.strip() and not ln.startswith("-")]
        print(tag, type(e).__name__, lines[0] if lines else "")


for n in (0, 1, 2, 5, 8):
    for periodic in (True, False):
        for dt in (None, ms.float16, ms.float32, ms.float64, ms.bfloat16):
            kw = {} if dt is None else {"dtype": dt}
            attempt(f"hann {n} {periodic} {dt}", lambda: ops.hann_window(n, periodic, **kw))
            attempt(f"kaiser {n} {periodic} {dt}", lambda: ops.kaiser_window(n, periodic, **kw))
            attempt(f"hamming {n} {periodic} {dt}", lambda: ops.hamming_window(n, periodic, **kw))
print(ops.hann_window(5))
print(ops.kaiser_window(5))
print(ops.hamming_window(5))
attempt("kaiser_beta", lambda: ops.kaiser_window(7, False, 5.0, dtype=ms.float32))
attempt("kaiser_beta_int", lambda: ops.kaiser_window(6, beta=3))
attempt("kaiser_beta0", lambda: ops.kaiser_window(6, beta=0.0))
attempt("hamming_coeffs", lambda: ops.hamming_window(6, False, 0.5, 0.5, dtype=ms.float64))
attempt("hamming_coeffs_periodic", lambda: ops.hamming_window(9, True, 0.6, 0.3))
for length, dt in (([6], np.int32), ([7], np.int64), ([6, 2], np.int32), ([0], np.int16), ([1], np.uint8), ([5], np.int8)):
    attempt(f"HammingWindow {length} {np.dtype(dt).name}", lambda: ops.HammingWindow()(Tensor(np.array(length, dt))))
attempt("HammingWindow_symmetric", lambda: ops.HammingWindow(False, 0.5, 0.4, ms.float64)(Tensor(np.array([6], np.int64))))
attempt("HammingWindow_f16", lambda: ops.HammingWindow(True, dtype=ms.float16)(Tensor(np.array([5], np.int32))))
# errors
attempt("hann_float", lambda: ops.hann_window(5.0))
attempt("hann_neg", lambda: ops.hann_window(-1))
attempt("hann_periodic_int", lambda: ops.hann_window(5, 1))
attempt("hann_dtype_int", lambda: ops.hann_window(5, dtype=ms.int32))
attempt("hann_dtype_int_len1", lambda: ops.hann_window(1, dtype=ms.int32))
attempt("kaiser_float", lambda: ops.kaiser_window(2.0))
attempt("kaiser_neg", lambda: ops.kaiser_window(-2))
attempt("kaiser_periodic_int", lambda: ops.kaiser_window(3, 1))
attempt("kaiser_dtype_int", lambda: ops.kaiser_window(3, dtype=ms.int32))
attempt("hamming_float", lambda: ops.hamming_window(5.0))
attempt("hamming_neg", lambda: ops.hamming_window(-1))
attempt("hamming_periodic_int", lambda: ops.hamming_window(5, 1))
attempt("hamming_alpha_int", lambda: ops.hamming_window(5, alpha=1))
attempt("hamming_beta_int", lambda: ops.hamming_window(5, beta=0))
attempt("hamming_dtype_int", lambda: ops.hamming_window(5, dtype=ms.int32))
attempt("hamming_dtype_bf16", lambda: ops.hamming_window(5, dtype=ms.bfloat16))
attempt("HammingWindow_0d", lambda: ops.HammingWindow()(Tensor(6)))
attempt("HammingWindow_neg", lambda: ops.HammingWindow()(Tensor(np.array([-1], np.int32))))
attempt("HammingWindow_float", lambda: ops.HammingWindow()(Tensor(np.array([6.0], np.float32))))
attempt("HammingWindow_list", lambda: ops.HammingWindow()([6]))
attempt("HammingWindow_dtype", lambda: ops.HammingWindow(dtype=ms.int32))
attempt("HammingWindow_alpha_int", lambda: ops.HammingWindow(alpha=1))
attempt("HammingWindow_periodic_int", lambda: ops.HammingWindow(periodic=1))
print(ops.HammingWindow(False, 0.5, 0.5, ms.float64))
