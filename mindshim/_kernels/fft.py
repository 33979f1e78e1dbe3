"""FFT kernels: the discrete Fourier transforms, fftshift/fftfreq, STFT and the window functions of MindSpore 2.10.

Every surface (``ops.fft*``, ``mindspore.numpy.fft``, ``ops.stft`` / ``ops.STFT``, the ``*_window`` functions and
primitives) calls these kernels; each owns MindSpore's argument checks, dtype rules and error wording, taken from
MindSpore 2.10 on CPU (``mindspore/ops/infer/ops_func_impl/fft_arithmetic.cc`` and the CPU kernels' registrations):

* the transforms accept Int16/Int32/Int64/Float16/BFloat16/Float32/Float64/Complex64/Complex128 inputs (Bool,
  Int8 and UInt8 have no CPU kernel); integer and 16-bit float inputs are transformed as Float32, so a complex
  result is Complex64 (Complex128 for Float64/Complex128 inputs) and a real one Float32 (Float64);
* the one-sided forward transforms (``rfft*``, ``ihfft*``) of a complex input transform it in full and keep its
  first values in memory order, as many as the one-sided shape holds (torch refuses complex input there): along a
  leading dimension that is the first ``n // 2 + 1`` entries, along the last one the rows run into each other;
* a real-output transform (``irfft*``, ``hfft*``) of a one-element last dimension has ``2 * (1 - 1) = 0`` output
  points and returns an empty tensor, where torch raises;
* ``norm`` is None (``'backward'``), ``'backward'``, ``'forward'`` or ``'ortho'``, in any letter case;
* ``fftn`` over ``dim=()`` is all zeros in MindSpore 2.10 (torch returns the input); this kernel returns zeros;
* the gradient of ``ihfft*`` of a real input is that of its unconjugated value (MindSpore's bprop skips the
  conjugate), so its imaginary-part terms have the sign opposite to the true derivative's.
"""

from __future__ import annotations

import math

import numpy as np
import torch

from . import errors

__all__ = [
    "fft",
    "ifft",
    "rfft",
    "irfft",
    "hfft",
    "ihfft",
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
    "fftshift",
    "ifftshift",
    "fftfreq",
    "rfftfreq",
    "fft_with_size",
    "stft",
    "hann_window",
    "hamming_window",
    "kaiser_window",
    "hamming_window_prim",
    "spectral_window",
]

# the input dtypes MindSpore 2.10's CPU FFT kernels are registered for
_ACCEPTED = frozenset(
    {
        torch.int16,
        torch.int32,
        torch.int64,
        torch.float16,
        torch.bfloat16,
        torch.float32,
        torch.float64,
        torch.complex64,
        torch.complex128,
    }
)
_NORMS = ("backward", "forward", "ortho")
_MAX_RANK = 8


def _is_int(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _is_ints(v) -> bool:
    return isinstance(v, (list, tuple)) and all(_is_int(e) for e in v)


class _Shown(str):
    """An argument's type as MindSpore shows it in a ``Failed calling`` message, given as is (``mindspore.dtype``)."""


def _shown(v) -> str:
    if isinstance(v, _Shown):
        return v
    return "Tensor" if isinstance(v, torch.Tensor) else errors.type_name(v)


def _call_error(prim: str, got: dict, valid: dict) -> TypeError:
    """MindSpore's TypeError for a primitive called with arguments of the wrong kind:
    ``Failed calling FFT with "FFT()(input=List<float>, n=None, dim=int, norm=string)".`` and the valid calling."""
    have = ", ".join(f"{k}={_shown(v)}" for k, v in got.items())
    want = ", ".join(f"{k}=<{v}>" for k, v in valid.items())
    return TypeError(
        f'Failed calling {prim} with "{prim}()({have})".\nThe valid calling should be: \n"{prim}()({want})".'
    )


def _norm(prim: str, norm) -> str:
    if norm is None:
        return "backward"
    if not isinstance(norm, str):
        raise errors.type_error(prim, f"the input 'norm' should be a str, but got {type(norm)}.")
    if norm.lower() not in _NORMS:
        raise ValueError(f"Failed to convert the value \"{norm}\" of input 'norm' of '{prim}' to enum.")
    return norm.lower()


def _rank(prim: str, x: torch.Tensor) -> int:
    nd = x.ndim
    if not 1 <= nd <= _MAX_RANK:
        raise ValueError(f"For primitive[{prim}], the rank of input must be in [1,{_MAX_RANK}], but got {nd}.")
    return nd


def _widen(prim: str, x: torch.Tensor) -> torch.Tensor:
    """``x`` in the dtype the transform runs in: integer and 16-bit float inputs as Float32."""
    if x.dtype not in _ACCEPTED:
        raise TypeError(
            "\n" + "-" * 52 + "\n- Kernel select failed:\n" + "-" * 52 + f"\nSelect CPU operator[{prim}] fail! "
            f"Unsupported data type!\nThe supported data types are input[Int16], input[Int32], input[Int64], "
            f"input[BFloat16], input[Float16], input[Float32], input[Float64], input[Complex64], input[Complex128], "
            f"but get input[{errors.dtype_name(x.dtype)}]"
        )
    if x.dtype in (torch.float32, torch.float64, torch.complex64, torch.complex128):
        return x
    return x.to(torch.float32)


def _real_dtype(t: torch.Tensor) -> torch.dtype:
    return {torch.complex64: torch.float32, torch.complex128: torch.float64}.get(t.dtype, t.dtype)


def _complex_dtype(t: torch.Tensor) -> torch.dtype:
    return torch.complex128 if t.dtype in (torch.float64, torch.complex128) else torch.complex64


# ------------------------------------------------------------------------------------------------
# one-dimensional transforms
# ------------------------------------------------------------------------------------------------
_VALID_1D = {"input": "Tensor", "n": "int", "dim": "int", "norm": "string"}


def _check_1d(prim: str, x, n, dim, norm) -> tuple[torch.Tensor, str, int]:
    n, dim = _scalar(prim, "n", n), _scalar(prim, "dim", dim)
    if not isinstance(x, torch.Tensor) or not (n is None or _is_int(n)) or not _is_int(dim):
        got = {"input": x, "n": n, "dim": dim, "norm": norm if isinstance(norm, str) else _Shown("string")}
        raise _call_error(prim, got, _VALID_1D)
    norm = _norm(prim, norm)
    nd = _rank(prim, x)
    if not -nd <= dim < nd:
        # MindSpore 2.10 prints the upper bound one short of the valid range
        raise ValueError(f"For primitive[{prim}], the dim must be in [{-nd},{nd - 1}), but got {dim}.")
    if n is not None and n < 1:
        raise ValueError(f"The argument[n] must be greater than 0, but got {n}.")
    return _widen(prim, x), norm, dim % nd


def _empty_real(x: torch.Tensor, dim: int) -> torch.Tensor:
    shape = list(x.shape)
    shape[dim] = 0
    return torch.empty(shape, dtype=_real_dtype(x), device=x.device)


def _first_of(full: torch.Tensor, dim: int) -> torch.Tensor:
    """A one-sided transform of a complex input as MindSpore 2.10's CPU kernel makes it: the full transform's first
    ``numel`` values in memory order, shaped as the one-sided result (``dim`` of ``n // 2 + 1``). Along the first
    dimension that is the first ``n // 2 + 1`` entries; along a later one the rows run into each other."""
    shape = list(full.shape)
    shape[dim] = shape[dim] // 2 + 1
    return full.reshape(-1)[: math.prod(shape)].reshape(shape)


# the forward transform's norm that gives the inverse's scaling (ihfft is the conjugate of a scaled rfft)
_SWAP = {"backward": "forward", "forward": "backward", "ortho": "ortho"}


def _grad_unconjugated(z: torch.Tensor) -> torch.Tensor:
    """``conj(z)`` (the value of ``ihfft*`` of a real input, ``z`` its ``rfft*`` with the inverse's scaling) with the
    gradient of ``z`` itself: MindSpore 2.10's IHFFT bprop does not conjugate, so the gradient's imaginary-part
    terms come back with the opposite sign of the true derivative."""
    return z.detach().conj() + (z - z.detach())


def _make_1d(name: str, prim: str, what: str):
    def kernel(x, n=None, dim: int = -1, norm=None) -> torch.Tensor:
        t, norm, d = _check_1d(prim, x, n, dim, norm)
        if name in ("fft", "ifft"):
            return getattr(torch.fft, name)(t, n=n, dim=d, norm=norm)
        if name in ("rfft", "ihfft"):
            if t.is_complex():
                full = (torch.fft.fft if name == "rfft" else torch.fft.ifft)(t, n=n, dim=d, norm=norm)
                return _first_of(full, d)
            if name == "ihfft" and t.requires_grad:
                return _grad_unconjugated(torch.fft.rfft(t, n=n, dim=d, norm=_SWAP[norm]))
            return getattr(torch.fft, name)(t, n=n, dim=d, norm=norm)
        # irfft / hfft: a real result of n points, by default 2 * (m - 1)
        if n is None and t.shape[d] == 1:
            return _empty_real(t, d)
        return getattr(torch.fft, name)(t, n=n, dim=d, norm=norm)

    kernel.__name__ = kernel.__qualname__ = name
    kernel.__doc__ = (
        f"MindSpore's ``{prim}`` kernel: the {what} of the torch tensor ``x`` along ``dim`` (its length cropped or "
        "zero-padded to ``n``), normalised by ``norm``.\n\n"
        "    Raises:\n"
        "        TypeError: ``x`` not a tensor, ``n`` / ``dim`` not int (``Failed calling ...``), ``norm`` not a str, "
        "or a dtype with no CPU kernel (Bool, Int8, UInt8).\n"
        "        ValueError: ``x`` of rank outside [1, 8], ``dim`` out of range, ``n`` < 1 or an unknown ``norm``.\n"
    )
    return kernel


fft = _make_1d("fft", "FFT", "1-D discrete Fourier transform")
ifft = _make_1d("ifft", "IFFT", "1-D inverse discrete Fourier transform")
rfft = _make_1d("rfft", "RFFT", "one-sided 1-D Fourier transform (of a real signal)")
irfft = _make_1d("irfft", "IRFFT", "inverse of the one-sided transform (a real result)")
hfft = _make_1d("hfft", "HFFT", "1-D transform of a Hermitian-symmetric signal (a real result)")
ihfft = _make_1d("ihfft", "IHFFT", "inverse of :func:`hfft` (a one-sided complex result)")


# ------------------------------------------------------------------------------------------------
# two- and n-dimensional transforms
# ------------------------------------------------------------------------------------------------
_VALID_ND = {"input": "Tensor", "s": "list of int, tuple of int", "dim": "list of int, tuple of int", "norm": "string"}


def _ints(v):
    """A list or tuple with its numpy integers as Python ints (anything else unchanged)."""
    if isinstance(v, (list, tuple)):
        return type(v)(e.item() if isinstance(e, np.integer) else e for e in v)
    return v


def _check_nd(prim: str, x, s, dim, norm, two: bool):
    s, dim = _ints(s), _ints(dim)
    if (
        not isinstance(x, torch.Tensor)
        or not (s is None or _is_ints(s))
        or not (_is_ints(dim) or (dim is None and not two))
    ):
        got = {"input": x, "s": s, "dim": dim, "norm": norm if isinstance(norm, str) else _Shown("string")}
        raise _call_error(prim, got, _VALID_ND)
    norm = _norm(prim, norm)
    nd = _rank(prim, x)
    if s is not None and dim is not None and len(s) != len(dim):
        raise ValueError("When givec, dim and s arguuments must have the same length.")
    if dim is None:
        dim = tuple(range(nd - len(s), nd)) if s is not None else tuple(range(nd))
    dim = tuple(dim)
    for d in dim:
        if not -nd <= d < nd:
            raise ValueError(f"For primitive[{prim}], the dim must be in [{-nd},{nd}), but got {d}.")
    if len(set(dim)) != len(dim):
        raise ValueError("The dims must be unique.")
    if s is not None:
        for v in s:
            if v < 1:
                raise ValueError(f"The argument[s] must be greater than 0, but got {v}.")
    dims = tuple(d % nd for d in dim)
    if len(set(dims)) != len(dims):
        raise RuntimeError("Unknown Error!")  # MindSpore 2.10's words for a dim named twice (1 and -1)
    return _widen(prim, x), None if s is None else tuple(s), dims, norm


def _make_nd(name: str, prim: str, what: str, two: bool):
    base = name[:-1] + "n" if two else name  # fft2 -> fftn

    def kernel(x, s=None, dim=(-2, -1) if two else None, norm=None) -> torch.Tensor:
        t, size, dims, norm = _check_nd(prim, x, s, dim, norm, two)
        if not dims:
            out_dtype = _real_dtype(t) if base in ("irfftn", "hfftn") else _complex_dtype(t)
            return torch.zeros(t.shape, dtype=out_dtype, device=t.device)
        if base in ("fftn", "ifftn"):
            return getattr(torch.fft, base)(t, s=size, dim=dims, norm=norm)
        if base in ("rfftn", "ihfftn"):
            if t.is_complex():
                full = (torch.fft.fftn if base == "rfftn" else torch.fft.ifftn)(t, s=size, dim=dims, norm=norm)
                return _first_of(full, dims[-1])
            if base == "ihfftn" and t.requires_grad:
                return _grad_unconjugated(torch.fft.rfftn(t, s=size, dim=dims, norm=_SWAP[norm]))
            return getattr(torch.fft, base)(t, s=size, dim=dims, norm=norm)
        # irfftn / hfftn: the last dim's result has 2 * (m - 1) points unless s says otherwise
        if size is None and t.shape[dims[-1]] == 1:
            return _empty_real(t, dims[-1])
        return getattr(torch.fft, base)(t, s=size, dim=dims, norm=norm)

    kernel.__name__ = kernel.__qualname__ = name
    kernel.__doc__ = (
        f"MindSpore's ``{prim}`` kernel: the {what} of the torch tensor ``x`` over ``dim`` (default "
        f"{'the last two dims' if two else 'all dims, or the last len(s)'}), each cropped or zero-padded to ``s``.\n\n"
        "    Raises:\n"
        "        TypeError: ``x`` not a tensor, ``s`` / ``dim`` not a list or tuple of int (``Failed calling ...``), "
        "``norm`` not a str, or a dtype with no CPU kernel (Bool, Int8, UInt8).\n"
        "        ValueError: rank outside [1, 8], ``s`` and ``dim`` of different lengths, a ``dim`` out of range or "
        "repeated, an ``s`` < 1 or an unknown ``norm``.\n"
        "        RuntimeError: a dimension named twice by different indices (``1`` and ``-1``).\n"
    )
    return kernel


fft2 = _make_nd("fft2", "FFT2", "2-D discrete Fourier transform", True)
ifft2 = _make_nd("ifft2", "IFFT2", "2-D inverse discrete Fourier transform", True)
rfft2 = _make_nd("rfft2", "RFFT2", "one-sided 2-D Fourier transform", True)
irfft2 = _make_nd("irfft2", "IRFFT2", "inverse of :func:`rfft2` (a real result)", True)
hfft2 = _make_nd("hfft2", "HFFT2", "2-D transform of a Hermitian-symmetric signal (a real result)", True)
ihfft2 = _make_nd("ihfft2", "IHFFT2", "inverse of :func:`hfft2` (a one-sided complex result)", True)
fftn = _make_nd("fftn", "FFTN", "N-D discrete Fourier transform", False)
ifftn = _make_nd("ifftn", "IFFTN", "N-D inverse discrete Fourier transform", False)
rfftn = _make_nd("rfftn", "RFFTN", "one-sided N-D Fourier transform", False)
irfftn = _make_nd("irfftn", "IRFFTN", "inverse of :func:`rfftn` (a real result)", False)
hfftn = _make_nd("hfftn", "HFFTN", "N-D transform of a Hermitian-symmetric signal (a real result)", False)
ihfftn = _make_nd("ihfftn", "IHFFTN", "inverse of :func:`hfftn` (a one-sided complex result)", False)


# ------------------------------------------------------------------------------------------------
# shifts and sample frequencies
# ------------------------------------------------------------------------------------------------
def _shift(prim: str, x, dim, inverse: bool) -> torch.Tensor:
    if not isinstance(x, torch.Tensor) or not (dim is None or _is_int(dim) or _is_ints(dim)):
        raise _call_error(prim, {"input": x, "dim": dim}, {"input": "Tensor", "dim": "list of int, int, tuple of int"})
    nd = x.ndim
    if nd == 0:
        return x.clone()
    dims = tuple(range(nd)) if dim is None else ((dim,) if _is_int(dim) else tuple(dim))
    for d in dims:
        if not -nd <= d < nd:
            raise ValueError(f"For primitive[{prim}], the dim must be in [{-nd},{nd}), but got {d}.")
    if not dims:
        return x.clone()
    shifts = [-(x.shape[d] // 2) if inverse else x.shape[d] // 2 for d in dims]
    return torch.roll(x, shifts, dims)


def fftshift(x, dim=None) -> torch.Tensor:
    """MindSpore's ``FFTShift``: ``x`` (any dtype, any rank; 0-D returned as is) rolled by ``n // 2`` along each
    of ``dim`` (an int, a list or tuple of ints; None: every dim), so the zero frequency is in the centre.

    Raises:
        TypeError: ``x`` not a tensor or ``dim`` of another kind (``Failed calling FFTShift ...``).
        ValueError: a ``dim`` out of ``[-rank, rank)``.
    """
    return _shift("FFTShift", x, dim, False)


def ifftshift(x, dim=None) -> torch.Tensor:
    """MindSpore's ``IFFTShift``: the inverse of :func:`fftshift` (rolls by ``-(n // 2)``).

    Raises:
        TypeError: ``x`` not a tensor or ``dim`` of another kind (``Failed calling IFFTShift ...``).
        ValueError: a ``dim`` out of ``[-rank, rank)``.
    """
    return _shift("IFFTShift", x, dim, True)


def _scalar(prim: str, name: str, v):
    """A scalar argument as MindSpore converts it: a 0-D tensor to its Python value, a numpy number to Python's."""
    if isinstance(v, torch.Tensor):
        if v.ndim != 0:
            raise ValueError(
                (
                    errors.op_error(ValueError, prim, f"the value of '{name}' is invalid: '{v.tolist()}'.").args[0],
                    "Only support 0-dim tenor to scalar.",
                )
            )
        return v.item()
    if isinstance(v, np.generic) and not isinstance(v, np.bool_):
        return v.item()
    return v


def _freq(prim: str, n, d, dtype, device, onesided: bool) -> torch.Tensor:
    n, d = _scalar(prim, "n", n), _scalar(prim, "d", d)
    if not _is_int(n) or not isinstance(d, float):
        raise _call_error(
            prim,
            {"n": n, "d": d, "dtype": _Shown("mindspore.dtype")},
            {"n": "int", "d": "float", "dtype": "mindspore.dtype"},
        )
    if n < 1:
        raise ValueError(f"The argument[n] must be greater than 0, but got {n}.")
    if onesided:
        k = torch.arange(n // 2 + 1, dtype=torch.float32, device=device)
    else:
        k = torch.cat(
            [
                torch.arange((n - 1) // 2 + 1, dtype=torch.float32, device=device),
                torch.arange(-(n // 2), 0, dtype=torch.float32, device=device),
            ]
        )
    # MindSpore computes in Float32 whatever dtype is asked for, then casts
    return (k / torch.tensor(d * n, dtype=torch.float32, device=device)).to(torch.float32 if dtype is None else dtype)


def fftfreq(n, d=1.0, dtype: torch.dtype | None = None, device=None) -> torch.Tensor:
    """MindSpore's ``FFTFreq``: ``[0, 1, ..., (n - 1) // 2, -(n // 2), ..., -1] / (d * n)`` computed in Float32 and
    cast to ``dtype`` (None: Float32; Float64 gets Float32's values, an integer dtype truncates).

    ``n`` and ``d`` may be 0-D tensors or numpy numbers (converted to their Python values).

    Raises:
        TypeError: ``n`` not an int or ``d`` not a float (an int ``d`` too: ``Failed calling FFTFreq ...``).
        ValueError: ``n`` < 1, a tensor ``n`` or ``d`` that is not 0-D.
    """
    return _freq("FFTFreq", n, d, dtype, device, False)


def rfftfreq(n, d=1.0, dtype: torch.dtype | None = None, device=None) -> torch.Tensor:
    """MindSpore's ``RFFTFreq``: ``[0, 1, ..., n // 2] / (d * n)``, as :func:`fftfreq`.

    Raises:
        TypeError: ``n`` not an int or ``d`` not a float (``Failed calling RFFTFreq ...``).
        ValueError: ``n`` < 1.
    """
    return _freq("RFFTFreq", n, d, dtype, device, True)


_RFFT_IN = (
    torch.bool,
    torch.float32,
    torch.float64,
    torch.int16,
    torch.int32,
    torch.int64,
    torch.int8,
    torch.uint8,
)
_COMPLEX = (torch.complex128, torch.complex64)


def fft_with_size(x, signal_ndim, inverse, real, norm="backward", onesided=True, signal_sizes=()) -> torch.Tensor:
    """MindSpore's ``FFTWithSize``: the FFT (``inverse`` False, ``real`` False), IFFT, RFFT (``real``) or IRFFT of
    ``x`` over its last ``signal_ndim`` (1 to 3) dims. FFT/IFFT/IRFFT take Complex64/Complex128; RFFT takes Bool,
    integer (not UInt16+) and Float32/Float64 inputs, Float64 giving Complex128, and keeps all points unless
    ``onesided``; IRFFT with ``onesided`` has ``signal_sizes`` (or ``2 * (m - 1)``) points in the last dim, without
    it is the real part of the IFFT.

    Raises:
        TypeError: an argument of another kind (``Failed calling FFTWithSize ...``), a dtype the mode refuses.
        ValueError: an unknown ``norm``, ``signal_sizes`` neither empty nor ``signal_ndim`` long.
        RuntimeError: ``signal_ndim`` outside [1, 3] or more than ``x``'s rank.
    """
    kinds = (_is_int(signal_ndim), isinstance(inverse, bool), isinstance(real, bool), isinstance(norm, str))
    if (
        not all(kinds)
        or not isinstance(onesided, bool)
        or not (isinstance(signal_sizes, (tuple, list)) and _is_ints(signal_sizes))
        or not isinstance(x, torch.Tensor)
    ):
        args = dict(signal_ndim=signal_ndim, inverse=inverse, real=real, norm=norm, onesided=onesided)
        have = ", ".join(f"{k}={_shown(v)}" for k, v in args.items())
        raise TypeError(
            f'Failed calling FFTWithSize with "FFTWithSize({have}, signal_sizes={_shown(tuple(signal_sizes))})'
            f'(x={_shown(x)})".'
        )
    if norm.lower() not in _NORMS:
        raise ValueError(f"Failed to convert the value \"{norm}\" of input 'norm' of 'FFTWithSize' to enum.")
    norm = norm.lower()
    if not 1 <= signal_ndim <= 3 or x.ndim < signal_ndim:
        raise RuntimeError("x_dims must not be less than signal_ndim.")
    if signal_sizes and len(signal_sizes) != signal_ndim:
        raise errors.value_error(
            "FFTWithSize",
            f"signal_sizes is expected to be empty (default) or of signal_ndim={signal_ndim}D, "
            f"but got signal_sizes=[const vector]{{{', '.join(str(v) for v in signal_sizes)}}}",
        )
    mode = ("irfft" if inverse else "rfft") if real else "fft/ifft"
    allowed = _RFFT_IN if mode == "rfft" else _COMPLEX
    if x.dtype not in allowed:
        names = ", ".join(sorted(errors.dtype_name(d) for d in allowed))
        raise TypeError(
            f"For primitive[FFTWithSize], the input argument[x] in {mode} mode must be a type of {{{names}}}, but got "
            f"{errors.dtype_name(x.dtype)}."
        )
    dims = tuple(range(x.ndim - signal_ndim, x.ndim))
    if mode == "fft/ifft":
        return (torch.fft.ifftn if inverse else torch.fft.fftn)(x, dim=dims, norm=norm)
    if mode == "rfft":
        t = x if x.dtype in (torch.float32, torch.float64) else x.to(torch.float32)
        return (torch.fft.rfftn if onesided else torch.fft.fftn)(t, dim=dims, norm=norm)
    if not onesided:
        return torch.fft.ifftn(x, dim=dims, norm=norm).real.contiguous()
    return torch.fft.irfftn(x, s=tuple(signal_sizes) or None, dim=dims, norm=norm)


# ------------------------------------------------------------------------------------------------
# short-time Fourier transform
# ------------------------------------------------------------------------------------------------
_STFT_DTYPES = (torch.float32, torch.float64, torch.complex64, torch.complex128)


def _pad_symmetric(x: torch.Tensor, pad: int) -> torch.Tensor:
    left = x[..., :pad].flip(-1)
    right = x[..., x.shape[-1] - pad :].flip(-1)
    return torch.cat([left, x, right], -1)


def stft(
    x: torch.Tensor,
    window: torch.Tensor | None,
    n_fft: int,
    hop_length: int | None = None,
    win_length: int | None = None,
    center: bool = False,
    pad_mode: str = "REFLECT",
    normalized: bool = False,
    onesided: bool | None = None,
    return_complex: bool | None = None,
) -> torch.Tensor:
    """MindSpore's ``STFT`` (``ops.stft`` with ``center``): the short-time Fourier transform of the 1-D or 2-D
    signal ``x`` (Float32/Float64/Complex64/Complex128), ``(*, N, T)`` complex or ``(*, N, T, 2)`` real.

    ``hop_length`` None is ``n_fft // 4``, ``win_length`` None ``n_fft``, ``window`` None ``win_length`` ones
    (Float32); a window shorter than ``n_fft`` is zero-padded on both sides to ``n_fft`` (centred). ``center``
    pads ``x`` by ``n_fft // 2`` on both sides with ``pad_mode`` ('REFLECT', 'CONSTANT' or 'SYMMETRIC').
    ``onesided`` None is True for a real ``x`` and window, ``return_complex`` None True for a complex one. The
    result's dtype is the promotion of ``x`` and the window; ``N`` is ``n_fft // 2 + 1`` (onesided) or ``n_fft``,
    ``T`` ``1 + (len - n_fft) // hop_length``.

    Raises:
        TypeError: a dtype of ``x`` other than those four.
        ValueError: ``x`` of rank other than 1 or 2, ``n_fft`` outside ``(0, len]``, ``hop_length`` < 1,
            ``win_length`` outside ``(0, n_fft]``, a window of another length than ``win_length``, ``onesided``
            with a complex ``x`` or window.
    """
    hop_length = n_fft // 4 if hop_length is None else hop_length
    win_length = n_fft if win_length is None else win_length
    if window is None:
        window = torch.ones(win_length, dtype=torch.float32, device=x.device)
    if onesided is None:
        onesided = not x.is_complex() and not window.is_complex()
    if return_complex is None:
        return_complex = x.is_complex() or window.is_complex()
    if center:
        if x.ndim not in (1, 2):
            raise ValueError(f"Expected a 1-D tensor or a 2-D tensor, but got {x.ndim}")
        pad = n_fft // 2
        mode = str(pad_mode).upper()
        if mode == "SYMMETRIC":
            x = _pad_symmetric(x, pad)
        else:
            flat = x.reshape(1, 1, -1) if x.ndim == 1 else x.unsqueeze(0)
            padded = torch.nn.functional.pad(flat, (pad, pad), mode="constant" if mode == "CONSTANT" else "reflect")
            x = padded.reshape(-1) if x.ndim == 1 else padded.squeeze(0)
    if x.dtype not in _STFT_DTYPES:
        raise errors.dtype_error("STFT", "x", x.dtype, _STFT_DTYPES)
    if x.ndim not in (1, 2):
        raise ValueError(f"For primitive[STFT], the x_rank must be in [1,2], but got {x.ndim}.")
    length = x.shape[-1]
    if not 0 < n_fft <= length:
        raise ValueError(f"For primitive[STFT], the n_fft must be in (0,{length}], but got {n_fft}.")
    if hop_length <= 0:
        raise ValueError(f"For primitive[STFT], the hop_length must be greater than 0, but got {hop_length}.")
    if not 0 < win_length <= n_fft:
        raise ValueError(f"For primitive[STFT], the win_length must be in (0,{n_fft}], but got {win_length}.")
    if window.ndim != 1 or window.shape[0] != win_length:
        got = window.shape[0] if window.ndim == 1 else list(window.shape)
        raise ValueError(f"For primitive[STFT], the window_shape must be equal to {win_length}, but got {got}.")
    if onesided:
        for what, t in (("input", x), ("window", window)):
            if t.is_complex():
                raise ValueError(f"For onesided should be false if {what} is complex,but got 1")
    dtype = torch.promote_types(x.dtype, window.dtype)
    if dtype not in _STFT_DTYPES:
        dtype = torch.float32
    x, window = x.to(dtype), window.to(dtype)
    left = (n_fft - win_length) // 2
    if left or win_length < n_fft:
        window = torch.nn.functional.pad(window, (left, n_fft - win_length - left))
    out = torch.stft(
        x, n_fft, hop_length, n_fft, window, center=False, normalized=normalized, onesided=onesided, return_complex=True
    )
    return out if return_complex else torch.view_as_real(out)


# ------------------------------------------------------------------------------------------------
# window functions
# ------------------------------------------------------------------------------------------------
_FLOATS = (torch.float16, torch.float32, torch.float64, torch.bfloat16)


def _window_ones(n: int) -> torch.Tensor:
    return torch.ones(n, dtype=torch.float64)


def _check_window_length(op: str, window_length) -> None:
    """MindSpore's window-function check of ``window_length``: TypeError if not an int, ValueError if negative."""
    if not isinstance(window_length, int):
        raise errors.type_error(op, f"'window_length' must be a non-negative integer, but got {type(window_length)}")
    if window_length < 0:
        raise errors.value_error(op, f"'window_length' must be a non-negative integer, but got {window_length}")


def _check_periodic(op: str, periodic, types: tuple = (bool,)) -> None:
    """MindSpore's window-function TypeError for a ``periodic`` that is not one of ``types``."""
    if not isinstance(periodic, types):
        raise errors.type_error(op, f"'periodic' must be a variable of Boolean type, but got {type(periodic)}")


def _check_window_dtype(op: str, dtype) -> None:
    """MindSpore's window-function TypeError for a ``dtype`` (other than None) that is not a float dtype."""
    if dtype is not None and dtype not in _FLOATS:
        raise errors.type_error(op, f"'dtype' must be floating point dtypes, but got {errors.dtype_name(dtype)}.")


def _periodic_window(w: np.ndarray, periodic: bool, dtype) -> torch.Tensor:
    """The Float64 window ``w`` computed over ``M`` points as a tensor in ``dtype`` (None: Float64), its last point
    dropped when ``periodic``."""
    t = torch.from_numpy(w)
    if dtype is not None:
        t = t.to(dtype)
    return t[:-1] if periodic else t


def hann_window(window_length, periodic=True, dtype: torch.dtype | None = None) -> torch.Tensor:
    """``ops.hann_window`` (MindSpore 2.10's Python): ``0.5 - 0.5 cos(2 pi n / (M - 1))`` computed in Float64
    (``M`` is ``window_length + 1`` when ``periodic``, the last point dropped); Float64 unless ``dtype`` is given.
    ``window_length`` 0 or 1 gives ``ones(window_length)`` in Float64 before ``periodic`` or ``dtype`` are looked at.

    Raises:
        TypeError: ``window_length`` not an int, ``periodic`` not a bool, ``dtype`` not a float dtype.
        ValueError: ``window_length`` negative.
    """
    _check_window_length("hann_window", window_length)
    if window_length <= 1:
        return _window_ones(window_length)
    _check_periodic("hann_window", periodic, (bool, np.bool_))
    _check_window_dtype("hann_window", dtype)
    m = window_length + 1 if periodic else window_length
    return _periodic_window(0.5 - 0.5 * np.cos(2 * math.pi / (m - 1) * np.arange(0, m)), periodic, dtype)


def kaiser_window(window_length, periodic=True, beta=12.0, dtype: torch.dtype | None = None) -> torch.Tensor:
    """``ops.kaiser_window`` (MindSpore 2.10's Python): ``I0(beta sqrt(1 - ((n - a) / a)^2)) / I0(beta)`` with
    ``a = (M - 1) / 2``, computed in Float64 with numpy's ``i0`` (``M`` as in :func:`hann_window`); Float64
    unless ``dtype`` is given; ``window_length`` 0 or 1 gives Float64 ones.

    Raises:
        TypeError: ``periodic`` not a bool, ``window_length`` not an int, ``dtype`` not a float dtype.
        ValueError: ``window_length`` negative.
    """
    _check_periodic("kaiser_window", periodic)
    _check_window_length("kaiser_window", window_length)
    if window_length <= 1:
        return _window_ones(window_length)
    _check_window_dtype("kaiser_window", dtype)
    m = window_length + 1 if periodic else window_length
    n = np.arange(0, m)
    alpha = (m - 1) / 2.0
    w = np.i0(beta * np.sqrt(1 - ((n - alpha) / alpha) ** 2.0)) / np.i0(float(beta))
    return _periodic_window(np.asarray(w, dtype=np.float64), periodic, dtype)


def hamming_window(window_length, periodic=True, alpha=0.54, beta=0.46, dtype: torch.dtype | None = None):
    """``ops.hamming_window`` (MindSpore 2.10's Python over ``HammingWindow``): checks its arguments, returns
    Float64 ones for ``window_length`` 0 or 1, else :func:`hamming_window_prim` of ``window_length`` in ``dtype``
    (None: Float32).

    Raises:
        TypeError: ``window_length`` not an int, ``periodic`` not a bool, ``alpha`` / ``beta`` not floats,
            ``dtype`` not a float dtype (BFloat16 is refused by the primitive, with its own message).
        ValueError: ``window_length`` negative.
    """
    pre = "For array function 'hamming_window',"
    if not isinstance(window_length, int):
        raise TypeError(f"{pre} 'window_length' must be int, but got {type(window_length)}.")
    if window_length < 0:
        raise ValueError(f"{pre} 'window_length' must be non negative number.")
    if not isinstance(periodic, bool):
        raise TypeError(f"{pre} 'periodic' must be bool, but got {type(periodic)}.")
    if not isinstance(alpha, float):
        raise TypeError(f"{pre} 'alpha' must be float, but got {type(alpha)}.")
    if not isinstance(beta, float):
        raise TypeError(f"{pre} 'beta' must be float, but got {type(beta)}.")
    if window_length <= 1:
        return _window_ones(window_length)
    if dtype is not None and dtype not in _FLOATS:
        raise TypeError(f"{pre} 'dtype' must be floating point dtypes, but got {errors.dtype_name(dtype)}.")
    dtype = torch.float32 if dtype is None else dtype
    if dtype not in (torch.float16, torch.float32, torch.float64):
        raise errors.not_one_of_error(
            "HammingWindow",
            "dtype",
            "mindspore.float16, mindspore.float32, mindspore.float64",
            f"mindspore.{errors.dtype_name(dtype).lower()}",
        )
    return _hamming(window_length, periodic, alpha, beta, dtype)


def _hamming(n: int, periodic: bool, alpha: float, beta: float, dtype: torch.dtype) -> torch.Tensor:
    if n == 0:
        return torch.empty(0, dtype=dtype)
    if n == 1:
        return torch.ones(1, dtype=dtype)
    m = n + 1 if periodic else n
    # alpha and beta are the kernel's Float32 attributes; the window itself is computed in Float64
    a, b = float(np.float32(alpha)), float(np.float32(beta))
    k = torch.arange(n, dtype=torch.float64)
    return (a - b * torch.cos(2 * math.pi * k / (m - 1))).to(dtype)


_INT_TYPES = (torch.int8, torch.int16, torch.int32, torch.int64, torch.uint8, torch.uint16, torch.uint32, torch.uint64)


def hamming_window_prim(length: torch.Tensor, periodic: bool, alpha: float, beta: float, dtype: torch.dtype):
    """MindSpore's ``HammingWindow`` CPU kernel: ``alpha - beta cos(2 pi n / (N - 1))`` of ``length[0]`` points
    (``N`` is ``length[0] + 1`` when ``periodic``), ``alpha`` and ``beta`` rounded to Float32 and the window
    computed in Float64, cast to ``dtype``; ``length`` a 1-D
    integer tensor (its first element is used).

    Raises:
        TypeError: ``length`` not an integer tensor.
        ValueError: ``length`` not 1-D or its value negative.
    """
    if length.dtype not in _INT_TYPES:
        raise errors.dtype_error("HammingWindow", "length", length.dtype, _INT_TYPES)
    if length.ndim != 1:
        raise ValueError(f"For primitive[HammingWindow], the length dim must be equal to 1, but got {length.ndim}.")
    n = int(length[0])
    if n < 0:
        raise ValueError(
            f"For primitive[HammingWindow], the length value must be greater than or equal to 0, but got {n}."
        )
    return _hamming(n, periodic, alpha, beta, dtype)


_SPECTRAL_WINDOWS = {"BartlettWindow": torch.bartlett_window, "BlackmanWindow": torch.blackman_window}


def spectral_window(prim: str, length: torch.Tensor, periodic: bool, dtype: torch.dtype) -> torch.Tensor:
    """MindSpore's ``BartlettWindow`` / ``BlackmanWindow`` CPU kernels: the 1-D window of ``length`` points (a 0-D
    Int32/Int64 tensor in ``[0, 1000000]``) in ``dtype``; periodic windows are the symmetric window of
    ``length + 1`` points less its last; ``length`` 1 gives ``[1.]``, 0 an empty tensor.

    Raises:
        TypeError: ``length`` not Int32/Int64.
        ValueError: ``length`` not 0-D or outside ``[0, 1000000]``.
    """
    if length.dtype not in (torch.int32, torch.int64):
        raise TypeError(
            f"For primitive[{prim}], the input argument[window_length] must be a type of {{Tensor[Int32], "
            f"Tensor[Int64]}}, but got Tensor[{errors.dtype_name(length.dtype)}]."
        )
    if length.ndim != 0:
        raise errors.value_error(prim, f"the dim of window_length must be 0, but got: {length.ndim}.")
    n = int(length)
    if n < 0 or n > 1000000:
        raise errors.value_error(prim, f"the value range of window_length must be [0, 1000000], but got: {n}.")
    wide = torch.float64 if dtype == torch.float64 else torch.float32
    return _SPECTRAL_WINDOWS[prim](n, periodic=periodic, dtype=wide, device=length.device).to(dtype)


errors.cover(globals())
