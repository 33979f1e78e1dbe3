"""Cross-surface cases of the FFT family: the transforms, fftshift, fftfreq (ops and mindspore.numpy.fft), the
Hamming window (ops.hamming_window and ops.HammingWindow) and the STFT (ops.stft and ops.STFT)."""

from __future__ import annotations

from ._harness import T, cases

M23 = T([[1.0, 2.0, 0.5], [3.0, -1.0, 2.0]])
C23 = T([[1 + 2j, 2 - 1j, 0.5], [3j, -1.0, 2 + 2j]], "complex64")
ONE_DIM = {
    "default": {"x": M23, "n": None, "dim": -1, "norm": None},
    "n_pad": {"x": M23, "n": 5, "dim": -1, "norm": None},
    "n_crop_dim0": {"x": M23, "n": 1, "dim": 0, "norm": "ortho"},
    "forward": {"x": M23, "n": None, "dim": 1, "norm": "forward"},
    "int32": {"x": T([[1, 2, 3, 4]], "int32"), "n": None, "dim": -1, "norm": None},
    "float16": {"x": T([1.0, 2.5, -1.0], "float16"), "n": None, "dim": -1, "norm": None},
    "float64": {"x": T([1.0, 2.5, -1.0, 0.5], "float64"), "n": None, "dim": -1, "norm": None},
    "complex64": {"x": C23, "n": None, "dim": -1, "norm": None},
    "bool": {"x": T([True, False], "bool"), "n": None, "dim": -1, "norm": None},
    "uint8": {"x": T([1, 2], "uint8"), "n": None, "dim": -1, "norm": None},
    "n_zero": {"x": M23, "n": 0, "dim": -1, "norm": None},
    "n_float": {"x": M23, "n": 2.0, "dim": -1, "norm": None},
    "dim_out_of_range": {"x": M23, "n": None, "dim": 2, "norm": None},
    "dim_tuple": {"x": M23, "n": None, "dim": (0,), "norm": None},
    "norm_unknown": {"x": M23, "n": None, "dim": -1, "norm": "half"},
    "scalar0d": {"x": T(2.5), "n": None, "dim": -1, "norm": None},
    "list": {"x": [1.0, 2.0], "n": None, "dim": -1, "norm": None},
    "none": {"x": None, "n": None, "dim": -1, "norm": None},
}
N_DIM = {
    "default": {"x": M23, "s": None, "dim": (-2, -1), "norm": None},
    "s_pad": {"x": M23, "s": (3, 4), "dim": (0, 1), "norm": None},
    "s_crop_ortho": {"x": M23, "s": [1, 2], "dim": [1, 0], "norm": "ortho"},
    "one_dim": {"x": M23, "s": None, "dim": (0,), "norm": "forward"},
    "int64": {"x": T([[1, 2], [3, 4]], "int64"), "s": None, "dim": (-2, -1), "norm": None},
    "float64": {"x": T([[1.0, 2.0], [0.5, -1.0]], "float64"), "s": None, "dim": (-2, -1), "norm": None},
    "complex64": {"x": C23, "s": None, "dim": (-2, -1), "norm": None},
    "int8": {"x": T([[1, 2]], "int8"), "s": None, "dim": (-2, -1), "norm": None},
    "s_dim_lengths": {"x": M23, "s": (4,), "dim": (0, 1), "norm": None},
    "s_zero": {"x": M23, "s": (0, 2), "dim": (0, 1), "norm": None},
    "dim_repeated": {"x": M23, "s": None, "dim": (1, 1), "norm": None},
    "dim_out_of_range": {"x": M23, "s": None, "dim": (0, 2), "norm": None},
    "dim_int": {"x": M23, "s": None, "dim": 0, "norm": None},
    "rank1": {"x": T([1.0, 2.0]), "s": None, "dim": (-2, -1), "norm": None},
    "list": {"x": [[1.0, 2.0]], "s": None, "dim": (-2, -1), "norm": None},
}
SHIFT = {
    "all": {"x": T([[0, 1, 2, 3, 4], [5, 6, 7, 8, 9]], "int32"), "dim": None},
    "dim1": {"x": T([0.0, 1.0, 2.0, 3.0, 4.0]), "dim": 0},
    "dims": {"x": T([[0, 1, 2], [3, 4, 5]], "float64"), "dim": (1, 0)},
    "bool": {"x": T([True, False, False], "bool"), "dim": None},
    "dim_out_of_range": {"x": M23, "dim": 2},
    "dim_float": {"x": M23, "dim": 1.0},
    "scalar0d": {"x": T(1.5), "dim": None},
    "list": {"x": [1.0, 2.0], "dim": None},
}
FREQ = {
    "n5": {"n": 5, "d": 1.0, "dtype": None},
    "n8_d": {"n": 8, "d": 0.25, "dtype": None},
    "float64": {"n": 6, "d": 0.5, "dtype": "float64"},
    "int32": {"n": 4, "d": 0.25, "dtype": "int32"},
    "n_zero": {"n": 0, "d": 1.0, "dtype": None},
    "n_float": {"n": 4.0, "d": 1.0, "dtype": None},
    "d_int": {"n": 4, "d": 2, "dtype": None},
}
WINDOW = {
    "periodic": {"n": 6, "periodic": True},
    "symmetric": {"n": 7, "periodic": False},
    "one": {"n": 1, "periodic": True},
    "zero": {"n": 0, "periodic": False},
    "negative": {"n": -1, "periodic": True},
}
SIGNAL = [[0.1 * ((7 * i) % 11) - 0.3 for i in range(20)], [0.05 * ((5 * i) % 13) for i in range(20)]]
STFT = {
    "ones": {"x": T(SIGNAL), "n_fft": 8, "hop": 2, "window": T([1.0] * 8)},
    "hann": {"x": T(SIGNAL[0]), "n_fft": 6, "hop": 3, "window": T([0.0, 0.35, 0.9, 1.0, 0.65, 0.1])},
    "float64": {"x": T(SIGNAL, "float64"), "n_fft": 4, "hop": 1, "window": T([1.0, 2.0, 2.0, 1.0], "float64")},
    "int32": {"x": T([[1, 2, 3, 4, 5, 6]], "int32"), "n_fft": 4, "hop": 1, "window": T([1.0] * 4)},
    "window_length": {"x": T(SIGNAL), "n_fft": 8, "hop": 2, "window": T([1.0] * 6)},
    "n_fft_long": {"x": T(SIGNAL), "n_fft": 32, "hop": 2, "window": T([1.0] * 32)},
    "rank3": {"x": T([SIGNAL]), "n_fft": 8, "hop": 2, "window": T([1.0] * 8)},
}


def _one(name: str, numpy: bool = True) -> dict:
    calls = {"ops": f"ops.{name}(x, n, dim, norm)"}
    if numpy:
        calls["numpy"] = f"mnp.fft.{name}(x, n, dim, norm)"
    return calls


def _many(name: str) -> dict:
    return {"ops": f"ops.{name}(x, s, dim, norm)", "numpy": f"mnp.fft.{name}(x, s, dim, norm)"}


CASES = [
    *(c for name in ("fft", "ifft", "rfft", "irfft", "hfft", "ihfft") for c in cases(name, _one(name), ONE_DIM)),
    *(
        c
        for name in ("fft2", "ifft2", "rfft2", "irfft2", "hfft2", "ihfft2", "fftn", "ifftn", "rfftn", "irfftn", "hfftn")
        for c in cases(name, _many(name), N_DIM)
    ),
    # mindspore.numpy.fft.ihfftn is ops.hfftn in MindSpore 2.10: its own case, ops alone
    *cases("ihfftn", {"ops": "ops.ihfftn(x, s, dim, norm)"}, N_DIM),
    *cases("fftshift", {"ops": "ops.fftshift(x, dim)", "numpy": "mnp.fft.fftshift(x, dim)"}, SHIFT),
    *cases("ifftshift", {"ops": "ops.ifftshift(x, dim)", "numpy": "mnp.fft.ifftshift(x, dim)"}, SHIFT),
    *cases(
        "fftfreq",
        {
            "ops": "ops.fftfreq(n, d, None if dtype is None else getattr(ms, dtype))",
            "numpy": "mnp.fft.fftfreq(n, d, None if dtype is None else getattr(ms, dtype))",
        },
        FREQ,
    ),
    *cases(
        "rfftfreq",
        {
            "ops": "ops.rfftfreq(n, d, None if dtype is None else getattr(ms, dtype))",
            "numpy": "mnp.fft.rfftfreq(n, d, None if dtype is None else getattr(ms, dtype))",
        },
        FREQ,
    ),
    *cases(
        "hamming_window",
        {
            "ops": "ops.hamming_window(n, periodic, dtype=ms.float32)",
            "prim": "P.HammingWindow(periodic)(ms.Tensor(np.array([n], np.int32)))",
        },
        WINDOW,
    ),
    *cases(
        "stft",
        {
            "ops": "ops.stft(x, n_fft, hop, window=window, center=False, return_complex=True)",
            "prim": "P.STFT(n_fft, hop, n_fft, False, True, True)(x, window)",
        },
        STFT,
    ),
]

# MindSpore 2.10's CPU HFFT/IHFFT kernels conjugate every other call made with the same arguments (a fresh input
# Tensor or not): ops.ihfft(x) twice gives ihfft(x), then its conjugate. The second surface of these cases met the
# conjugated call; mindshim gives the first call's result every time.
_TOGGLE = "MindSpore 2.10's HFFT/IHFFT kernels conjugate every other call with the same arguments (numpy surface)"
KNOWN = {
    key: _TOGGLE
    for key in (
        "hfft/complex64",
        "ihfft/default",
        "ihfft/n_pad",
        "ihfft/forward",
        "ihfft/int32",
        "ihfft/float16",
        "ihfft/float64",
        "hfft2/complex64",
        "ihfft2/default",
        "ihfft2/s_pad",
        "hfftn/complex64",
    )
}
