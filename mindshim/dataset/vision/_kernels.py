"""Image kernels behind `mindspore.dataset.vision`, in numpy with OpenCV's arithmetic (which MindSpore's C++ ops use):
saturating casts, RGB->gray, flips, and ``warpAffine`` with its fixed-point coordinates and interpolation weights."""

from __future__ import annotations

import math

import numpy as np

from ..._kernels import array as _K_array
from ..._kernels import creation as _creation
from ..engine._parallel import op_error

__all__ = [
    "op_error",
    "saturate",
    "rgb_to_gray",
    "add_weighted_u8",
    "flip",
    "rotation_matrix",
    "warp_affine",
    "perspective_matrix",
    "warp_perspective",
]

_INTER_BITS = 5  # OpenCV: coordinates in 1/32 pixel
_TAB = 1 << _INTER_BITS
_AB_BITS = 10 - _INTER_BITS


def saturate(x: np.ndarray, dtype: np.dtype) -> np.ndarray:
    """OpenCV's ``saturate_cast``: round half to even and clip for integer types, plain cast for floats."""
    dtype = np.dtype(dtype)
    if dtype.kind in "iu":
        info = np.iinfo(dtype)
        return np.clip(np.rint(x), info.min, info.max).astype(dtype)
    return np.asarray(x).astype(dtype)


_TORCH_FLIP_DTYPES = frozenset(np.dtype(t) for t in (np.uint8, np.int8, np.int16, np.int32, np.int64, np.float32,
                                                     np.float64, np.bool_))  # fmt: skip


def flip(img: np.ndarray, axis: int) -> np.ndarray:
    """A new C-contiguous copy of ``img`` reversed along ``axis`` (``np.flip`` then a copy). A writable array of a
    common dtype goes through ``torch.flip`` (a block copy; numpy copies a reversed axis of 3-byte pixels one
    element at a time, ~15x slower); the values are the same."""
    if img.dtype in _TORCH_FLIP_DTYPES and img.flags.writeable and img.size and min(img.strides) >= 0:
        return _K_array.flip(_creation.share_numpy(img), (axis,), checked=False).numpy()
    return np.ascontiguousarray(np.flip(img, axis))


def rgb_to_gray(img: np.ndarray) -> np.ndarray:
    """``cv2.cvtColor(img, COLOR_RGB2GRAY)``: 0.299 R + 0.587 G + 0.114 B (uint8: OpenCV 4's 15-bit fixed point,
    ``(9798 R + 19235 G + 3735 B + 2**14) >> 15``)."""
    r, g, b = (img[..., i] for i in range(3))
    if img.dtype == np.uint8:
        v = r.astype(np.int32) * 9798
        v += g.astype(np.int32) * 19235
        v += b.astype(np.int32) * 3735
        v += 1 << 14
        v >>= 15
        return v.astype(np.uint8)
    return (r * np.float32(0.299) + g * np.float32(0.587) + b * np.float32(0.114)).astype(img.dtype)


def add_weighted_u8(src1: np.ndarray, alpha: float, src2: np.ndarray, beta: float) -> np.ndarray:
    """``cv2.addWeighted(src1, alpha, src2, beta, 0)`` for uint8 images (``src1 * alpha + src2 * beta`` as an
    OpenCV ``MatExpr``): float32 weights, ``fma(src1, alpha, src2 * beta)`` rounded once to float32 (its vector
    loop's multiply-add), then rounded half to even and saturated. ``src1`` may broadcast against ``src2``."""
    a, b = np.float32(alpha), np.float32(beta)
    second = src2.astype(np.float32)
    second *= b
    # src1 * alpha is exact in float64 (8 + 24 bits), so float64 sum then one rounding to float32 is the fma
    # (accumulated into a float64 array, so a 0-d src1 cannot pull the sum down to float32 under numpy 1.x's
    # value-based casting)
    total = second.astype(np.float64)
    total += np.asarray(src1, dtype=np.float64) * float(a)
    out = total.astype(np.float32)
    np.rint(out, out=out)
    return np.clip(out, 0, 255, out=out).astype(np.uint8)


def rotation_matrix(center: tuple, angle: float, scale: float = 1.0) -> np.ndarray:
    """``cv2.getRotationMatrix2D``: 2x3 matrix rotating by ``angle`` degrees counter-clockwise about ``center``."""
    a = angle * math.pi / 180  # as OpenCV: (angle * CV_PI) / 180
    alpha, beta = math.cos(a) * scale, math.sin(a) * scale
    cx, cy = center
    return np.array(
        [[alpha, beta, (1 - alpha) * cx - beta * cy], [-beta, alpha, beta * cx + (1 - alpha) * cy]], np.float64
    )


def _fixed_coords(m: np.ndarray, h: int, w: int, nearest: bool):
    """OpenCV's source coordinates for every output pixel, in 1/1024 then 1/32 (or whole) pixels."""
    scale = 1 << 10
    xs = np.arange(w, dtype=np.float64)
    ys = np.arange(h, dtype=np.float64)
    adelta = np.rint(m[0, 0] * xs * scale).astype(np.int64)
    bdelta = np.rint(m[1, 0] * xs * scale).astype(np.int64)
    round_delta = scale // 2 if nearest else scale // _TAB // 2
    x0 = np.rint((m[0, 1] * ys + m[0, 2]) * scale).astype(np.int64) + round_delta
    y0 = np.rint((m[1, 1] * ys + m[1, 2]) * scale).astype(np.int64) + round_delta
    shift = 10 if nearest else _AB_BITS
    return (x0[:, None] + adelta[None, :]) >> shift, (y0[:, None] + bdelta[None, :]) >> shift


def _invert_affine(m: np.ndarray) -> np.ndarray:
    """``cv2.invertAffineTransform`` as ``warpAffine`` does it (its determinant formula, in float64)."""
    m0, m1, m2, m3, m4, m5 = (float(v) for v in np.asarray(m, np.float64).ravel())
    d = m0 * m4 - m1 * m3
    d = 1.0 / d if d != 0 else 0.0
    a11, a22 = m4 * d, m0 * d
    m0, m1, m3, m4 = a11, m1 * -d, m3 * -d, a22
    b1 = -m0 * m2 - m1 * m5
    b2 = -m3 * m2 - m4 * m5
    return np.array([[m0, m1, b1], [m3, m4, b2]])


def warp_affine(img: np.ndarray, m: np.ndarray, dsize: tuple, nearest: bool, fill: tuple | float = 0) -> np.ndarray:
    """``cv2.warpAffine(img, m, (w, h), flags, BORDER_CONSTANT, fill)``: each output pixel reads the source at
    ``inverse(m) @ (x, y, 1)``; NEAREST or bilinear, OpenCV's fixed-point coordinates (1/32 pixel) and, for uint8,
    its 15-bit integer weights. ``m`` maps source to destination, as OpenCV's."""
    h, w = dsize
    X, Y = _fixed_coords(_invert_affine(m), h, w, nearest)
    return _remap(img, X, Y, nearest, fill)


def _lu_solve(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """OpenCV's ``solve(..., DECOMP_LU)`` (its ``LUImpl``: partial pivoting, reciprocal pivots) in float64."""
    a, b = a.astype(np.float64).copy(), b.astype(np.float64).copy()
    n = a.shape[0]
    for i in range(n):
        k = i + int(np.argmax(np.abs(a[i:, i])))  # the first of equal magnitudes, as its strict comparison
        if k != i:
            a[[i, k], i:] = a[[k, i], i:]
            b[[i, k]] = b[[k, i]]
        d = -1.0 / a[i, i]
        for j in range(i + 1, n):
            alpha = a[j, i] * d
            for q in range(i + 1, n):
                a[j, q] += alpha * a[i, q]
            b[j] += alpha * b[i]
        a[i, i] = -d
    for i in range(n - 1, -1, -1):
        acc = b[i]
        for q in range(i + 1, n):
            acc -= a[i, q] * b[q]
        b[i] = acc * a[i, i]
    return b


def perspective_matrix(src: list, dst: list) -> np.ndarray:
    """``cv2.getPerspectiveTransform(src, dst)``: the 3x3 matrix taking the four (x, y) ``src`` points (float32)
    to ``dst``, solved as OpenCV solves its 8x8 system."""
    f32 = np.float32
    a = np.zeros((8, 8))
    b = np.zeros(8)
    for i, ((sx, sy), (dx, dy)) in enumerate(zip(src, dst)):
        sx, sy, dx, dy = f32(sx), f32(sy), f32(dx), f32(dy)
        a[i, 0] = a[i + 4, 3] = sx
        a[i, 1] = a[i + 4, 4] = sy
        a[i, 2] = a[i + 4, 5] = 1
        a[i, 6], a[i, 7] = -sx * dx, -sy * dx
        a[i + 4, 6], a[i + 4, 7] = -sx * dy, -sy * dy
        b[i], b[i + 4] = dx, dy
    return np.append(_lu_solve(a, b), 1.0).reshape(3, 3)


def _invert3(m: np.ndarray) -> np.ndarray:
    """OpenCV's ``invert(m, DECOMP_LU)`` of a 3x3 float64 matrix (its cofactor formula)."""
    s = m
    d = (
        s[0, 0] * (s[1, 1] * s[2, 2] - s[1, 2] * s[2, 1])
        - s[0, 1] * (s[1, 0] * s[2, 2] - s[1, 2] * s[2, 0])
        + s[0, 2] * (s[1, 0] * s[2, 1] - s[1, 1] * s[2, 0])
    )
    if d == 0:
        return np.zeros((3, 3))
    d = 1.0 / d
    return np.array(
        [
            [(s[1, 1] * s[2, 2] - s[1, 2] * s[2, 1]) * d, (s[0, 2] * s[2, 1] - s[0, 1] * s[2, 2]) * d,
             (s[0, 1] * s[1, 2] - s[0, 2] * s[1, 1]) * d],
            [(s[1, 2] * s[2, 0] - s[1, 0] * s[2, 2]) * d, (s[0, 0] * s[2, 2] - s[0, 2] * s[2, 0]) * d,
             (s[0, 2] * s[1, 0] - s[0, 0] * s[1, 2]) * d],
            [(s[1, 0] * s[2, 1] - s[1, 1] * s[2, 0]) * d, (s[0, 1] * s[2, 0] - s[0, 0] * s[2, 1]) * d,
             (s[0, 0] * s[1, 1] - s[0, 1] * s[1, 0]) * d],
        ]
    )  # fmt: skip


def warp_perspective(img: np.ndarray, m: np.ndarray, dsize: tuple, nearest: bool, fill: tuple | float = 0):
    """``cv2.warpPerspective(img, m, (w, h), flags, BORDER_CONSTANT, fill)``: each output pixel reads the source
    at ``inverse(m) @ (x, y, 1)`` divided by its third coordinate, computed in float64 per block of output pixels
    as OpenCV does and rounded to 1/32 pixel (NEAREST: whole pixels); then the same sampling as ``warp_affine``."""
    h, w = dsize
    mi = _invert3(m).ravel()
    block = 32
    bh0 = min(block // 2, h)
    bw0 = min(block * block // bh0, w)
    x = np.arange(w)
    xstart = (x // bw0) * bw0  # the first column of each pixel's block
    x1 = (x - xstart).astype(np.float64)
    xs = xstart.astype(np.float64)
    ys = np.arange(h, dtype=np.float64)[:, None]
    x0 = mi[0] * xs + mi[1] * ys + mi[2]
    y0 = mi[3] * xs + mi[4] * ys + mi[5]
    w0 = mi[6] * xs + mi[7] * ys + mi[8]
    den = w0 + mi[6] * x1
    with np.errstate(divide="ignore"):
        scale = np.where(den != 0, (1.0 if nearest else float(_TAB)) / np.where(den != 0, den, 1.0), 0.0)
    lim = (float(np.iinfo(np.int32).min), float(np.iinfo(np.int32).max))
    fx = np.clip((x0 + mi[0] * x1) * scale, *lim)
    fy = np.clip((y0 + mi[3] * x1) * scale, *lim)
    return _remap(img, np.rint(fx).astype(np.int64), np.rint(fy).astype(np.int64), nearest, fill)


def _remap(img: np.ndarray, X: np.ndarray, Y: np.ndarray, nearest: bool, fill: tuple | float) -> np.ndarray:
    """OpenCV's ``remap`` with constant border of ``img`` at fixed-point source coordinates ``X``, ``Y`` (whole
    pixels for NEAREST, else 1/32 pixel): bilinear uint8 in its 15-bit integer weights, float in float32."""
    sh, sw = img.shape[:2]
    squeeze = img.ndim == 2
    src = img[:, :, None] if squeeze else img
    c = src.shape[2]
    fillv = np.broadcast_to(np.asarray(fill, np.float64), (c,))
    same = fillv.astype(img.dtype)
    if img.dtype == np.uint8 and np.array_equal(same, fillv):
        return _remap_u8(src, X, Y, nearest, same).reshape(X.shape + ((c,) if not squeeze else ()))
    # pad by one pixel of fill on every side so neighbours outside the image read the border value
    padded = np.empty((sh + 2, sw + 2, c), np.float64)
    padded[:] = fillv
    padded[1:-1, 1:-1] = src
    if nearest:
        inside = (X >= 0) & (X < sw) & (Y >= 0) & (Y < sh)
        out = np.where(inside[..., None], padded[np.clip(Y, -1, sh) + 1, np.clip(X, -1, sw) + 1], fillv)
        out = out.astype(img.dtype)
        return out[:, :, 0] if squeeze else out
    ix, fx = X >> _INTER_BITS, X & (_TAB - 1)
    iy, fy = Y >> _INTER_BITS, Y & (_TAB - 1)
    # OpenCV drops pixels whose whole 2x2 neighbourhood lies outside the image (they keep the fill value)
    inside = (ix >= -1) & (ix < sw) & (iy >= -1) & (iy < sh)
    x0, x1 = np.clip(ix, -1, sw) + 1, np.clip(ix + 1, -1, sw) + 1
    y0, y1 = np.clip(iy, -1, sh) + 1, np.clip(iy + 1, -1, sh) + 1
    v00, v01, v10, v11 = padded[y0, x0], padded[y0, x1], padded[y1, x0], padded[y1, x1]
    if img.dtype == np.uint8:
        ax, ay = fx / _TAB, fy / _TAB
        ws = [(1 - ay) * (1 - ax), (1 - ay) * ax, ay * (1 - ax), ay * ax]
        iw = [np.rint(wt * (1 << 15)).astype(np.int64) for wt in ws]
        iw[0] = (1 << 15) - iw[1] - iw[2] - iw[3]  # OpenCV makes the four weights sum to exactly 1 << 15
        acc = sum(wt[..., None] * v.astype(np.int64) for wt, v in zip(iw, (v00, v01, v10, v11)))
        out = np.clip((acc + (1 << 14)) >> 15, 0, 255)
    else:
        ax = (fx / _TAB).astype(np.float32)[..., None]
        ay = (fy / _TAB).astype(np.float32)[..., None]
        out = (v00 * (1 - ax) + v01 * ax) * (1 - ay) + (v10 * (1 - ax) + v11 * ax) * ay
    out = np.where(inside[..., None], out, fillv).astype(img.dtype)
    return out[:, :, 0] if squeeze else out


def _remap_u8(src: np.ndarray, X: np.ndarray, Y: np.ndarray, nearest: bool, fill: np.ndarray) -> np.ndarray:
    """:func:`_remap` of an (H, W, C) uint8 image with a uint8 fill, gathering uint8 pixels from a flat padded copy
    and weighting them in int32: OpenCV's bilinear weights ``(32 - fx)(32 - fy) * 32`` ... (sum 1 << 15)."""
    sh, sw, c = src.shape
    padded = np.empty((sh + 2, sw + 2, c), np.uint8)
    padded[:] = fill
    padded[1:-1, 1:-1] = src
    flat = padded.reshape(-1, c)
    row = sw + 2
    if nearest:
        inside = (X >= 0) & (X < sw) & (Y >= 0) & (Y < sh)
        idx = (np.clip(Y, -1, sh) + 1) * row + (np.clip(X, -1, sw) + 1)
        idx[~inside] = 0  # the padding corner holds the fill
        return np.take(flat, idx, axis=0)
    ix, fx = X >> _INTER_BITS, (X & (_TAB - 1)).astype(np.int32)
    iy, fy = Y >> _INTER_BITS, (Y & (_TAB - 1)).astype(np.int32)
    inside = (ix >= -1) & (ix < sw) & (iy >= -1) & (iy < sh)
    x0, x1 = np.clip(ix, -1, sw) + 1, np.clip(ix + 1, -1, sw) + 1
    y0, y1 = (np.clip(iy, -1, sh) + 1) * row, (np.clip(iy + 1, -1, sh) + 1) * row
    gx, gy = _TAB - fx, _TAB - fy
    acc = np.take(flat, y0 + x0, axis=0) * (gx * gy * _TAB)[..., None]
    acc += np.take(flat, y0 + x1, axis=0) * (fx * gy * _TAB)[..., None]
    acc += np.take(flat, y1 + x0, axis=0) * (gx * fy * _TAB)[..., None]
    acc += np.take(flat, y1 + x1, axis=0) * (fx * fy * _TAB)[..., None]
    acc += 1 << 14
    acc >>= 15
    out = acc.astype(np.uint8)
    out[~inside] = fill
    return out
