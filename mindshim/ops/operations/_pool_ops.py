"""Fractional pooling and 3-D max-unpooling primitives of `mindspore.ops.operations.nn_ops` (`ops.FractionalMaxPool`, ...)."""

from __future__ import annotations

from typing import Any

from ... import _checkparam as validator
from ..._kernels import errors as _errors
from ..._kernels import pooling as _K_pool
from ..function._utils import Tensor, _as_tensor, _wrap
from ..primitive import Primitive


class _FractionalPool(Primitive):
    """Shared body of ``FractionalMaxPool`` and ``FractionalAvgPool``: MindSpore's argument checks, then the kernel."""

    _kind = "max"

    def __init__(self, pooling_ratio: list, pseudo_random: bool = False, overlapping: bool = False,
                 deterministic: bool = False, seed: int = 0, seed2: int = 0) -> None:  # fmt: skip
        super().__init__(type(self).__name__)
        name = self.name
        validator.check_value_type("pooling_ratio", pooling_ratio, [list], name)
        for item in pooling_ratio:
            validator.check_value_type("pooling_ratio_item", item, float, name)
        for arg, value in (("pseudo_random", pseudo_random), ("overlapping", overlapping),
                           ("deterministic", deterministic)):  # fmt: skip
            validator.check_value_type(arg, value, [bool], name)
        validator.check_value_type("seed", seed, [int], name)
        validator.check_value_type("seed2", seed2, [int], name)
        self.pooling_ratio, self.pseudo_random, self.overlapping = pooling_ratio, pseudo_random, overlapping
        self.deterministic, self.seed, self.seed2 = deterministic, seed, seed2
        self.attrs.update(pooling_ratio=pooling_ratio, pseudo_random=pseudo_random, overlapping=overlapping,
                          deterministic=deterministic, seed=seed, seed2=seed2)  # fmt: skip

    def __call__(self, x: Tensor) -> tuple:
        t = _as_tensor(x)
        out = _K_pool.fractional_pool(self._kind, t, self.pooling_ratio, self.pseudo_random, self.overlapping,
                                      self.deterministic, self.seed, self.seed2)  # fmt: skip
        return tuple(_wrap(o) for o in out)


class FractionalMaxPool(_FractionalPool):
    """``ops.FractionalMaxPool(pooling_ratio, pseudo_random=False, overlapping=False, deterministic=False, seed=0,
    seed2=0)(x)``: max pooling of NHWC ``x`` over windows of random (fractional) sizes.

    Mirrors ``mindspore.ops.FractionalMaxPool`` (2.10, deprecated there since 2.8). ``pooling_ratio`` is a list of
    4 floats ``[1.0, row ratio, col ratio, 1.0]`` (each ratio >= 1.0); the output is
    ``(N, floor(H / row ratio), floor(W / col ratio), C)``. Returns ``(y, row_pooling_sequence,
    col_pooling_sequence)``, the sequences Int64 window boundaries. The windows are those MindSpore's CPU kernel
    draws for the same seeds (``pseudo_random``: Graham's pseudo-random steps, else shuffled ones; ``overlapping``:
    neighbouring windows share their boundary element). Without ``deterministic`` the seeds must be 0 and the
    windows are fixed; with it and zero seeds they are fresh each call. Float32, Float64, Int32, Int64. MindSpore
    2.10 has no CPU gradient for it.

    Raises:
        TypeError: ``pooling_ratio`` not a list of floats, a flag not a bool, a seed not an int; ``x`` of another
            dtype.
        ValueError: ``x`` not 4-D, ``pooling_ratio`` not of 4 values with 1.0 at both ends and ratios >= 1.0,
            nonzero seeds without ``deterministic``, an output size of 0.
    """

    _kind = "max"


class FractionalAvgPool(_FractionalPool):
    """``ops.FractionalAvgPool(pooling_ratio, pseudo_random=False, overlapping=False, deterministic=False, seed=0,
    seed2=0)(x)``: average pooling of NHWC ``x`` over windows of random (fractional) sizes.

    Mirrors ``mindspore.ops.FractionalAvgPool`` (2.10, deprecated there since 2.8); arguments, windows and errors
    as :class:`FractionalMaxPool`. Integer averages truncate. Differentiable: each window's gradient is spread
    evenly over it. Deprecated since 2.8.0: the constructor logs MindSpore's once-per-name warning.
    """

    _kind = "avg"

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        from ..function.array_func import _deprecated

        _deprecated("FractionalAvgPool", "2.8.0", "ops.adaptive_avg_pool2d")
        super().__init__(*args, **kwargs)


def _positive_pair(arg: str, value, prim: str) -> tuple:
    """MindSpore's ``_check_positive_int_or_tuple``: an int or two positive ints -> a pair."""
    validator.check_value_type(arg, value, (int, tuple), prim)
    ret = (value, value) if isinstance(value, int) else tuple(value)
    if len(ret) != 2 or any(not isinstance(v, int) or isinstance(v, bool) or v <= 0 for v in ret):
        raise _errors.value_error(
            prim,
            f"attr '{arg}' must be an positive int number or a tuple of two positive int numbers, but got {value}",
            sep="' ",
        )
    return ret


class FractionalMaxPoolWithFixedKsize(Primitive):
    """``ops.FractionalMaxPoolWithFixedKsize(ksize, output_shape, data_format='NCHW')(input_x, random_samples)``:
    2-D fractional max pooling of NCHW ``input_x`` with ``ksize`` windows, the steps fixed by ``random_samples``
    ``(N, C, 2)``.

    Mirrors ``mindspore.ops.FractionalMaxPoolWithFixedKsize`` (2.10), the primitive behind
    ``ops.fractional_max_pool2d``. ``ksize`` and ``output_shape`` are an int or a pair of positive ints. Returns
    ``(y, argmax)``: ``y`` of ``input_x``'s dtype, ``argmax`` Int64 flat ``H*W`` indices. Known difference:
    MindSpore 2.10's CPU backward of this primitive fails to select a kernel (TypeError); here the gradient of
    each output goes to its argmax position, as for ``FractionalMaxPool3DWithFixedKsize``.

    Raises:
        TypeError: ``ksize``/``output_shape`` neither an int nor a tuple.
        ValueError: non-positive sizes, ``data_format`` not 'NCHW', ``input_x`` not 4-D, ``random_samples``'s
            batch not ``input_x``'s, a window plus output larger than the input.
    """

    def __init__(self, ksize, output_shape, data_format: str = "NCHW") -> None:
        super().__init__("FractionalMaxPoolWithFixedKsize")
        self.ksize = _positive_pair("ksize", ksize, self.name)
        self.output_shape = _positive_pair("output_shape", output_shape, self.name)
        self.data_format = validator.check_string(data_format, ["NCHW"], "data_format", self.name)
        self.attrs.update(ksize=self.ksize, output_shape=self.output_shape, data_format=data_format)

    def __call__(self, input_x: Tensor, random_samples: Tensor) -> tuple:
        x, s = _as_tensor(input_x), _as_tensor(random_samples)
        y, argmax = _K_pool.fractional_max_pool_fixed(self.name, x, s, self.ksize, self.output_shape)
        return _wrap(y), _wrap(argmax)


def _triple(arg: str, value, prim: str, greater_zero: bool = True, five: bool = True) -> tuple:
    """MindSpore's ``_check_3d_int_or_tuple``: an int or three ints -> ``(1, 1, d, h, w)`` (``five``, MindSpore's
    ``ret_five``) or ``(d, h, w)``."""
    message = f"the parameter '{arg}' must be an positive integer or a tuple of three positive integer, but got "
    if isinstance(value, int):
        ret = (1, 1, value, value, value)
    elif len(value) == 3:
        ret = (1, 1) + tuple(value)
    else:
        raise _errors.value_error(prim, message + f"{value}")
    ret = ret if five else ret[2:]
    if any(not isinstance(v, int) or isinstance(v, bool) or v < (1 if greater_zero else 0) for v in ret):
        raise _errors.value_error(prim, message + f"{ret}")
    return ret


class FractionalMaxPool3DWithFixedKsize(Primitive):
    """``ops.FractionalMaxPool3DWithFixedKsize(ksize, output_shape, data_format='NCDHW')(x, random_samples)``: 3-D
    fractional max pooling of ``x`` with ``ksize`` windows, the steps fixed by ``random_samples`` ``(N, C, 3)``.

    Mirrors ``mindspore.ops.FractionalMaxPool3DWithFixedKsize`` (2.10), the primitive behind
    ``ops.fractional_max_pool3d``. ``ksize`` an int or three positive ints, ``output_shape`` an int or three
    ints; ``data_format`` 'NCDHW' or 'NDHWC'. Returns ``(y, argmax)``, ``argmax`` Int64 flat ``D*H*W`` indices.
    As MindSpore 2.10's CPU kernel, 'NDHWC' input is read with its sizes in NDHWC order but pooled over the buffer
    as planar ``(C, D, H, W)`` planes (the same memory reshaped, not transposed); a window that just fits
    (``ksize + output_shape - 1 == size``) is refused too.

    Raises:
        TypeError: ``ksize``/``output_shape`` neither an int nor a tuple.
        ValueError: ``ksize`` not three positive ints, a bad ``data_format``, ``random_samples`` not matching
            ``x``, a window plus output larger than the input.
    """

    def __init__(self, ksize, output_shape, data_format: str = "NCDHW") -> None:
        super().__init__("FractionalMaxPool3DWithFixedKsize")
        name = self.name
        validator.check_value_type("ksize", ksize, [int, tuple], name)
        k = (ksize,) * 3 if isinstance(ksize, int) else tuple(ksize)
        if len(k) != 3:
            raise _errors.value_error(
                name,
                "attr 'ksize' must be an positive int number or a tuple of three positive int numbers, but got "
                f"{len(k)} numbers.",
            )
        for item in k:
            validator.check_positive_int(item, "ksize item", name)
        validator.check_value_type("output_shape", output_shape, [int, tuple], name)
        self.data_format = validator.check_string(data_format, ["NCDHW", "NDHWC"], "data_format", name)
        self.ksize, self.output_shape = k, _triple("output_shape", output_shape, name, five=False)
        self.attrs.update(ksize=self.ksize, output_shape=self.output_shape, data_format=data_format)

    def __call__(self, x: Tensor, random_samples: Tensor) -> tuple:
        t, s = _as_tensor(x), _as_tensor(random_samples)
        y, argmax = _K_pool.fractional_max_pool_fixed(
            self.name, t, s, self.ksize, self.output_shape, self.data_format == "NDHWC"
        )
        return _wrap(y), _wrap(argmax)


class MaxUnpool3D(Primitive):
    """``ops.MaxUnpool3D(ksize, strides=0, pads=0, output_shape=(), data_format='NCDHW')(x, argmax)``: the partial
    inverse of 3-D max pooling: ``x`` put at the flat ``D*H*W`` positions ``argmax`` names, zeros elsewhere.

    Mirrors ``mindspore.ops.MaxUnpool3D`` (2.10). ``ksize``/``strides``/``pads``: an int or three ints
    (``strides`` 0: ``ksize``); the output's spatial size is ``(in - 1) * stride - 2 * pad + ksize`` unless
    ``output_shape`` (a tuple of 5) gives it. ``argmax`` Int32 or Int64 of ``x``'s shape.

    Raises:
        TypeError: ``output_shape`` not a tuple, ``argmax`` not Int32/Int64.
        ValueError: bad sizes or ``data_format``, ``x`` not 5-D, shapes that differ, ``output_shape`` of another
            length.
        RuntimeError: an ``argmax`` value outside the output.
    """

    def __init__(self, ksize, strides=0, pads=0, output_shape: tuple = (), data_format: str = "NCDHW") -> None:
        super().__init__("MaxUnpool3D")
        name = self.name
        self.ksize = _triple("ksize", ksize, name)
        if strides in (0, (0, 0, 0)):
            strides = ksize
        self.strides = _triple("strides", strides, name)
        self.pads = _triple("pads", pads, name, greater_zero=False)
        self.data_format = validator.check_string(data_format, ["NCDHW", "NDHWC"], "data_format", name)
        if data_format == "NDHWC":
            self.ksize, self.strides, self.pads = (tuple(v[i] for i in (0, 2, 3, 4, 1))
                                                   for v in (self.ksize, self.strides, self.pads))  # fmt: skip
        validator.check_value_type("output_shape", output_shape, [tuple], name)
        self.output_shape = output_shape
        self.attrs.update(ksize=self.ksize, strides=self.strides, pads=self.pads, output_shape=output_shape,
                          data_format=data_format)  # fmt: skip

    def __call__(self, x: Tensor, argmax: Tensor) -> Any:
        last = self.data_format == "NDHWC"
        spatial = (lambda v: v[1:4]) if last else (lambda v: v[2:])
        out = _K_pool.max_unpool3d_prim(_as_tensor(x), _as_tensor(argmax), spatial(self.ksize),
                                        spatial(self.strides), spatial(self.pads), self.output_shape, last)  # fmt: skip
        return _wrap(out)
