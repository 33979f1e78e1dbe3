"""Linear algebra kernels on tensors: matrix products (matmul, mm, mv, addmm, tensordot, einsum, ...), traces,
distances and the Cholesky helpers.

Each kernel takes torch tensors (plus plain Python arguments) and owns MindSpore 2.10's dtype checks for the op:
its CPU MatMul kernel has no Bool or UInt16/32/64 kernel, BatchMatMul no Bool one, and the operands of a
product must share one dtype. The surfaces (``ops.matmul``, ``ops.MatMul()``, ``mint.mm``,
``mindspore.numpy.dot``, ``Tensor.matmul``, ``nn.MatMul``, ...) unwrap their arguments, call a kernel here and
wrap the result.
"""

from __future__ import annotations

import numpy as np
import torch
import torch.nn.functional as F

from . import dtypes as _dtypes
from . import svd as _svd
from .array import as_signed as _as_signed
from .array import from_signed as _from_signed
from .errors import dtype_error, dtype_name, not_tensor_name, value_error
from .reduction import reduce_as
from . import errors as _errors

__all__ = [
    "eigh",
    "lstsq_full",
    "lu_scipy",
    "lu_parts",
    "lu_solve_scipy",
    "solve_triangular_ext",
    "block_diag",
    "cho_solve",
    "ALIGNS",
    "ger",
    "diag_scalar",
    "matrix_diag_v3",
    "matrix_diag_part_v3",
    "matrix_set_diag_v3",
    "matmul_check",
    "matmul_dtype",
    "matmul",
    "batch_matmul",
    "inner",
    "vdot",
    "outer",
    "addmm",
    "tensordot",
    "mm",
    "mv",
    "bmm",
    "addmv",
    "addr",
    "addbmm",
    "baddbmm",
    "kron",
    "einsum",
    "batch_dot",
    "dot",
    "dist",
    "cdist",
    "cholesky_inverse",
    "cholesky_solve",
    "logdet",
    "spd_inverse",
    "spd_det",
    "cosine_similarity",
    "trace",
    "diag_sum",
    "vander",
    "np_dot",
    "np_cross",
    "polyadd",
    "polymul",
    "polyval",
    "polyder",
    "polyint",
    "convolve",
    "square_check",
    "det",
    "slogdet",
    "inverse",
    "matrix_power",
    "multi_dot",
    "solve",
    "solve_triangular",
    "cross",
    "vecdot",
    "vector_norm",
    "matrix_norm",
    "norm",
    "np_norm",
    "linalg_norm",
    "svd",
    "qr",
    "cholesky",
    "eig",
    "eigvals",
    "lstsq",
    "pinv",
    "matrix_exp",
]


# ------------------------------------------------------------------------------------------------
# checks shared by the products
# ------------------------------------------------------------------------------------------------
def matmul_check(op: str, a: torch.Tensor, b: torch.Tensor, ta: bool = False, tb: bool = False) -> None:
    """MindSpore's errors for a product ``a @ b`` (``ta``/``tb``: transposed operands) that torch refused.

    Raises:
        TypeError: for operands of different dtypes (``MatMul``'s error: the type of 'x2' should be same as 'x1').
        RuntimeError: for contracted dimensions that differ (``shape1[-1] must be equal to shape2[-2]``).
    """
    if a.dtype != b.dtype:
        raise _errors.same_dtype_error(op, ("x1", "x2"), a, b)
    if op == "MatMulExt":
        if a.ndim == 0 or b.ndim == 0:
            raise _errors.value_error("MatMulExt", "op, inputs must be all tensors and rank >= 1", sep="' ")
        if a.ndim == 1 and b.ndim == 1:
            _mm_check(a, b)
        lead_a, lead_b = list(a.shape[:-2]), list(b.shape[:-2])
        if any(x != y and 1 not in (x, y) for x, y in zip(reversed(lead_a), reversed(lead_b))):
            raise _errors.runtime_error(
                "MatMulExt",
                "op,  shape1 and shape2 must be broadcastable, but got "
                f"[const vector]{{{', '.join(map(str, a.shape))}}} and [const vector]{{{', '.join(map(str, b.shape))}}}",
                sep="' ",
            )
    ka = a.shape[-2 if ta else -1] if a.ndim >= 1 else 1
    kb = (b.shape[-1 if tb else -2] if b.ndim >= 2 else b.shape[0]) if b.ndim >= 1 else 1
    if ka != kb:
        raise _errors.runtime_error(op, f"op, shape1[-1] must be equal to shape2[-2], but got {ka} and {kb}.", sep="' ")


# dtypes MindSpore 2.10's CPU kernels refuse (BFloat16 is refused too; mindshim computes it)
_MATMUL_BAD = {
    "MatMul": (torch.bool, torch.uint16, torch.uint32, torch.uint64),
    "BatchMatMul": (torch.bool,),
}


def matmul_dtype(op: str, a: torch.Tensor) -> None:
    """Raise MindSpore's CPU TypeError when ``op`` (``MatMul``/``BatchMatMul``) has no kernel for ``a``'s dtype."""
    if a.dtype in _MATMUL_BAD[op]:
        raise _dtypes.select_fail(op)


def _scaled_sum(base: torch.Tensor, prod: torch.Tensor, beta, alpha) -> torch.Tensor:
    """``beta * base + alpha * prod`` without touching the operands when the factors are 1 (as torch's addmm)."""
    out = prod if alpha == 1 else prod * alpha
    return out + (base if beta == 1 else base * beta)


def _mm_check(a: torch.Tensor, b: torch.Tensor) -> None:
    if a.shape[-1] != b.shape[0]:
        raise _errors.matmul_dims_error(a.shape[-1], b.shape[0])


# ------------------------------------------------------------------------------------------------
# products
# ------------------------------------------------------------------------------------------------
def matmul(a: torch.Tensor, b: torch.Tensor, op: str | None = "MatMulExt") -> torch.Tensor:
    """``a @ b`` with batch broadcasting (numpy's matmul rules); UInt16/32/64 computed wider and wrapped.

    ``op`` names MindSpore's primitive in the errors (``MatMulExt`` for ``ops.matmul``, ``BatchMatMul``); with
    ``op`` set the dtypes MindSpore's CPU kernel lacks are refused first (MatMul when ``b`` has at most 2
    dimensions, else BatchMatMul); ``op=None`` is the plain product (``mint.matmul``, ``mindspore.numpy``).

    Raises:
        TypeError: operands of different dtypes, or a dtype MindSpore's CPU kernel lacks.
        RuntimeError: contracted dimensions that differ.
    """
    if op is None:
        try:
            return torch.matmul(a, b)
        except RuntimeError:
            matmul_check("MatMulExt", a, b)
            raise
    if op == "BatchMatMul":
        return batch_matmul(a, b)
    if op == "MatMulExt":
        matmul_dtype("BatchMatMul" if b.ndim > 2 else "MatMul", a)  # the kernel MindSpore picks
    else:
        matmul_dtype(op, a)
    try:
        return _dtypes.call(torch.matmul, a, b)
    except RuntimeError:
        matmul_check(op, a, b)
        raise


def _vec(shape) -> str:
    return "[const vector]{" + ", ".join(map(str, shape)) + "}"


def bmm_check(op: str, a: torch.Tensor, b: torch.Tensor, transpose_a: bool = False, transpose_b: bool = False) -> None:
    """MindSpore's ValueErrors for the operands of ``BatchMatMul`` (``ops.bmm``, ``ops.BatchMatMul``) or
    ``BatchMatMulExt`` (``mint.bmm``): an operand under 2-D or batch dimensions that differ (BatchMatMul: its CPU
    kernel broadcasts no batch dimension, so ranks must be equal too) or operands that are not 3-D
    (BatchMatMulExt), then an inner dimension that differs. ``a``/``b`` are the operands as given; the transpose
    flags say which of their last two dimensions is contracted (MindSpore's messages show the given shapes)."""
    ext = op == "BatchMatMulExt"
    if ext:
        for name, t in (("x", a), ("y", b)):
            if t.ndim != 3:
                raise _errors.value_error(
                    "BatchMatMulExt",
                    f"the input '{name}' must be a 3D dimensional Tensor, but got {t.ndim}D shape {_vec(t.shape)}",
                )
    else:
        for name, t in (("x", a), ("y", b)):
            if t.ndim < 2:
                raise value_error(
                    "BatchMatMul",
                    f"the input '{name}' must be a 2D or higher dimensional Tensor, but got {t.ndim}D shape "
                    f"{_vec(t.shape)}",
                )
    if not ext and a.shape[:-2] != b.shape[:-2]:
        # MindSpore 2.10's CPU kernel broadcasts nothing: equal ranks and equal batch dimensions, a batch of 1
        # included ((1, 3, 4) @ (2, 4, 5) and (2, 3, 4) @ (4, 5) both raise)
        raise ValueError(
            f"For BatchMatMul, inputs shape cannot be broadcast on CPU/GPU, with x shape {_vec(a.shape)}, y shape "
            f"{_vec(b.shape)}"
        )
    if a.shape[-2 if transpose_a else -1] != b.shape[-1 if transpose_b else -2]:
        tail = "" if ext else f"(transpose_a={int(transpose_a)})"
        tail_b = "" if ext else f"(transpose_b={int(transpose_b)})"
        raise ValueError(
            f"For {op}, the row of the input 'y' should be same as the col of the input 'x', with x shape "
            f"{_vec(a.shape)}{tail}, y shape {_vec(b.shape)}{tail_b}"
        )


def batch_matmul(
    a: torch.Tensor, b: torch.Tensor, transpose_a: bool = False, transpose_b: bool = False
) -> torch.Tensor:
    """MindSpore's CPU ``BatchMatMul`` (``ops.BatchMatMul``, ``ops.bmm``, ``Tensor.bmm``): ``a @ b`` per batch,
    optionally transposing the last two dimensions of either operand first.

    Both operands are at least 2-D with the same rank and equal batch dimensions: MindSpore 2.10's CPU kernel
    broadcasts none (a batch of 1 and a 2-D operand against a 3-D one raise). UInt16/32/64 are computed wider.

    Raises:
        TypeError: a Bool operand, or operands of different dtypes.
        ValueError: a 1-D operand, batch dimensions that differ, or inner dimensions that differ (:func:`bmm_check`).
    """
    bmm_check("BatchMatMul", a, b, transpose_a, transpose_b)
    matmul_dtype("BatchMatMul", a)
    if transpose_a:
        a = a.transpose(-1, -2)
    if transpose_b:
        b = b.transpose(-1, -2)
    try:
        return _dtypes.call(torch.matmul, a, b)
    except RuntimeError:
        matmul_check("BatchMatMul", a, b)
        raise


def bmm(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    """torch's batched product of two 3-D tensors (``mint.bmm``); MindSpore's ``BatchMatMulExt`` errors.

    Raises:
        ValueError: an operand that is not 3-D, or inner dimensions that differ (:func:`bmm_check`).
    """
    try:
        return torch.bmm(a, b)
    except RuntimeError:
        if a.dtype == b.dtype:
            bmm_check("BatchMatMulExt", a, b)
        raise


def vdot(a: torch.Tensor, b: torch.Tensor, conj: bool = False) -> torch.Tensor:
    """The inner product of two 1-D tensors (``conj``: conjugating ``a``): ``mint.dot`` / ``mint.vdot``."""
    return torch.vdot(a, b) if conj else torch.dot(a, b)


def inner(a: torch.Tensor, b: torch.Tensor, prim: str | None = "MatMul") -> torch.Tensor:
    """Inner product over the last dimension (``ops.inner``, ``mindspore.numpy.inner``); with ``prim`` the dtypes
    MindSpore's CPU MatMul kernel lacks (Bool, UInt16/32/64) are refused."""
    if prim is not None:
        matmul_dtype(prim, a)
    return torch.inner(a, b)


def outer(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    """Outer product of two 1-D tensors (``ops.outer``, ``ops.ger``, ``mint.outer``, ``mindspore.numpy.outer``).

    Raises:
        ValueError: operands that are not 1-D: MindSpore multiplies ``a`` reshaped to ``(-1, 1)`` by ``b``, so it
            reports ``Mul``'s broadcast error (naming ``Mul``: input1.shape and input2.shape need to broadcast. ...).
    """
    try:
        return torch.outer(a, b)
    except RuntimeError:
        if a.ndim != 1 or b.ndim != 1:
            from .errors import broadcast_error

            sa, sb = (a.numel(), 1), tuple(b.shape)
            try:
                torch.broadcast_shapes(sa, sb)
            except RuntimeError:
                raise broadcast_error("Mul", sa, sb) from None
        raise


def np_product(fn, a: torch.Tensor, b: torch.Tensor, *args) -> torch.Tensor:
    """``fn(a, b, *args)`` for ``mindspore.numpy.inner`` / ``outer``, which MindSpore computes with MatMul.

    Raises:
        TypeError: operands of different dtypes (``MatMul``'s error: the type of 'x2' should be same as 'x1' ...).
    """
    if a.dtype != b.dtype:
        raise _errors.same_dtype_error("MatMul", ("x1", "x2"), a, b)
    return fn(a, b, *args)


def addmm(c: torch.Tensor, a: torch.Tensor, b: torch.Tensor, beta=1, alpha=1, prim: str | None = "MatMul"):
    """``beta * c + alpha * (a @ b)`` (``ops.addmm``, ``mint.addmm``); with ``prim`` the dtypes MindSpore's CPU
    MatMul kernel lacks (Bool, UInt16/32/64) are refused (``mint.addmm`` passes None)."""
    if prim is not None:
        matmul_dtype(prim, a)
    return torch.addmm(c, a, b, beta=beta, alpha=alpha)


def tensordot(a: torch.Tensor, b: torch.Tensor, axes, prim: str | None = "MatMul") -> torch.Tensor:
    """Contraction of ``a`` and ``b`` over ``axes`` (an int, or a pair of axis lists); with ``prim`` the dtypes
    MindSpore's CPU MatMul kernel lacks are refused (MindSpore contracts with MatMul). Serves
    ``ops.tensor_dot`` and ``mindspore.numpy.tensordot`` / ``dot``."""
    if prim is not None:
        matmul_dtype(prim, a)
    if isinstance(axes, int) and not isinstance(axes, bool) and (axes > a.ndim or axes > b.ndim):
        raise _errors.value_error(
            "tensor_dot",
            "the 'axes' cannot be greater than the length of 'x1_shape' and 'x2_shape', but got "
            f"'axes': {axes}, 'x1_shape': {tuple(a.shape)}, 'x2_shape': {tuple(b.shape)}.",
        )
    return torch.tensordot(a, b, dims=axes)


def mm(a: torch.Tensor, b: torch.Tensor, checked: bool = True) -> torch.Tensor:
    """Product of two 2-D matrices (dtype kept, integers included): ``ops.mm`` (``checked``: MindSpore's ValueError
    for operands that are not 2-D or inner dimensions that differ, and MatMul's dtype refusals) or the plain
    ``mint.mm``."""
    if checked:
        if a.ndim != 2 or b.ndim != 2:
            raise ValueError("MatMul inputs should have the same dimension size and equal to 2.")
        _mm_check(a, b)
        matmul_dtype("MatMul", a)
    return torch.mm(a, b)


def mv(a: torch.Tensor, b: torch.Tensor, checked: bool = True) -> torch.Tensor:
    """Matrix-vector product ``a @ b``: ``ops.mv`` (``checked``: MindSpore's ValueError for inner dimensions that
    differ, and MatMul's dtype refusals) or the plain ``mint.mv``."""
    if checked:
        _mm_check(a, b)
        matmul_dtype("MatMul", a)
    return torch.mv(a, b)


def addmv(c: torch.Tensor, m: torch.Tensor, v: torch.Tensor, beta=1, alpha=1, checked: bool = True):
    """``beta * c + alpha * (m @ v)``: ``ops.addmv`` (``checked``: ``m`` and ``v`` of one dtype, MindSpore's
    TypeError ``For Addmv, the mat and vec should be the same dtype.``, and its ValueError for inner dimensions
    that differ) or torch's addmv (``mint.addmv``)."""
    if not checked:
        return torch.addmv(c, m, v, beta=beta, alpha=alpha)
    if m.dtype != v.dtype:
        raise TypeError("For Addmv, the mat and vec should be the same dtype.")
    _mm_check(m, v)
    return _scaled_sum(c, torch.mv(m, v), beta, alpha)


def addr(c: torch.Tensor, v1: torch.Tensor, v2: torch.Tensor, beta=1, alpha=1, fused: bool = False):
    """``beta * c + alpha * outer(v1, v2)`` (``ops.addr``); ``fused``: torch's addr (``mint.addr_``)."""
    if fused:
        return torch.addr(c, v1, v2, beta=beta, alpha=alpha)
    return _scaled_sum(c, torch.outer(v1, v2), beta, alpha)


def addbmm(c: torch.Tensor, b1: torch.Tensor, b2: torch.Tensor, beta=1, alpha=1, fused: bool = False):
    """``beta * c + alpha * sum_b(b1[b] @ b2[b])`` (``ops.addbmm``); ``fused``: torch's addbmm (``mint.addbmm``).

    As MindSpore composes it (``BatchMatMul``, then ``sum(axis=0)``), 2-D ``b1``/``b2`` are multiplied as matrices
    and the product's rows summed (broadcast over ``c``'s rows).
    """
    if fused:
        return torch.addbmm(c, b1, b2, beta=beta, alpha=alpha)
    bmm_check("BatchMatMul", b1, b2)
    return _scaled_sum(c, torch.matmul(b1, b2).sum(0), beta, alpha)


def baddbmm(c: torch.Tensor, b1: torch.Tensor, b2: torch.Tensor, beta=1, alpha=1, fused: bool = False):
    """``beta * c + alpha * (b1 @ b2)`` per batch (``ops.baddbmm``; 2-D ``b1``/``b2``: one matrix product, as
    MindSpore's ``BatchMatMul`` takes them); ``fused``: torch's baddbmm (``mint``)."""
    if fused:
        return torch.baddbmm(c, b1, b2, beta=beta, alpha=alpha)
    bmm_check("BatchMatMul", b1, b2)
    return _scaled_sum(c, torch.matmul(b1, b2), beta, alpha)


def kron(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    """Kronecker product in the promoted dtype of ``a`` and ``b`` (``ops.kron``, ``mindspore.numpy.kron``)."""
    rt = torch.result_type(a, b)
    return torch.kron(a.to(rt), b.to(rt))


def einsum(equation: str, ts) -> torch.Tensor:
    """Einstein summation of the torch tensors ``ts`` (``ops.einsum``, ``mint.einsum``).

    Known difference: MindSpore 2.10's CPU build has no Einsum kernel (RuntimeError); it is computed here."""
    return torch.einsum(equation, *ts)


def batch_dot(a: torch.Tensor, b: torch.Tensor, axes=None) -> torch.Tensor:
    """MindSpore's batch_dot: the dot product of each batch (first dimension) over ``axes`` (default: the last of
    ``a``, the second-to-last, or last for 2-D, of ``b``); 2-D inputs give ``(B, 1)``."""
    if axes is None:
        axes = (a.ndim - 1, b.ndim - 1 if b.ndim == 2 else b.ndim - 2)
    elif isinstance(axes, int):
        axes = (axes, axes)
    a2 = a.movedim(axes[0] % a.ndim, -1)  # (B, ..., K)
    b2 = b.movedim(axes[1] % b.ndim, 1)  # (B, K, ...)
    ra, rb = a2.shape[1:-1], b2.shape[2:]
    out = torch.bmm(a2.reshape(a2.shape[0], -1, a2.shape[-1]), b2.reshape(b2.shape[0], b2.shape[1], -1))
    if a.ndim == 2 and b.ndim == 2:
        return out.reshape(a.shape[0], 1)
    return out.reshape(a2.shape[0], *ra, *rb)


def dot(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    """``ops.dot``: the last axis of ``a`` against the second-to-last of ``b`` (both at least 2-D, numpy's dot).

    Raises:
        TypeError: an operand not Float16/Float32, or operands of different dtypes. ValueError: an operand with
            fewer than 2 dimensions.
    """
    # MindSpore's order: each operand's dtype, the dtypes alike, then the ranks
    for name, t in (("x1", a), ("x2", b)):
        if t.dtype not in (torch.float16, torch.float32):
            raise TypeError(
                f"The '{name}' doesn't support '{dtype_name(t.dtype)}' and expect to receive [mindspore.float16, "
                "mindspore.float32]."
            )
    if a.dtype != b.dtype:
        raise TypeError(
            f"For \\'dot\\', the inputs must be the same type, but got x1_type: {dtype_name(a)} and x2_type: "
            f"{dtype_name(b)}."
        )
    if a.ndim < 2 or b.ndim < 2:
        raise ValueError(
            "For \\'dot\\', the inputs x1, x2 should have \\'dimension >= 2\\',but got \\'len(x1_shape)\\': "
            f"({a.ndim}) and \\'len(x2_shape)\\': ({b.ndim})."
        )
    return torch.tensordot(a, b, dims=([a.ndim - 1], [b.ndim - 2]))


def np_dot(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """``mindspore.numpy.dot``: a product with a 0-d operand, the inner product over the last axis of ``x`` and
    the only axis of a 1-D ``y``, else over the last axis of ``x`` and the second-to-last of ``y``.

    Raises:
        TypeError: operands of different dtypes (MindSpore's MatMul check).
    """
    if x.dtype != y.dtype:
        raise _errors.same_dtype_error("MatMul", ("x1", "x2"), x, y)
    if x.ndim == 0 or y.ndim == 0:
        return x * y
    if y.ndim == 1:
        return torch.tensordot(x, y, ([-1], [0]))
    return torch.tensordot(x, y, ([-1], [-2]))


def np_cross(a: torch.Tensor, b: torch.Tensor, axisa: int = -1, axisb: int = -1, axisc: int = -1) -> torch.Tensor:
    """``mindspore.numpy.cross``: the cross product of the 3-vectors along ``axisa`` / ``axisb`` (2-vectors are
    padded with a zero z; two 2-vector operands give the z component only), placed along ``axisc``."""
    x = torch.movedim(a, axisa, -1)
    y = torch.movedim(b, axisb, -1)
    if x.shape[-1] == 2 and y.shape[-1] == 2:
        return x[..., 0] * y[..., 1] - x[..., 1] * y[..., 0]
    if x.shape[-1] == 2:
        x = torch.nn.functional.pad(x, (0, 1))
    if y.shape[-1] == 2:
        y = torch.nn.functional.pad(y, (0, 1))
    return torch.movedim(torch.linalg.cross(x, y), -1, axisc)


# ------------------------------------------------------------------------------------------------
# polynomials (highest power first) and convolutions of 1-D tensors
# ------------------------------------------------------------------------------------------------
def _padto(a: torch.Tensor, n: int) -> torch.Tensor:
    return torch.nn.functional.pad(a, (n - a.numel(), 0))


def polyadd(a: torch.Tensor, b: torch.Tensor, sub: bool = False) -> torch.Tensor:
    """The sum (``sub``: difference) of two polynomials of 1-D coefficients (``mindspore.numpy.polyadd`` /
    ``polysub``)."""
    n = max(a.numel(), b.numel())
    return _padto(a, n) - _padto(b, n) if sub else _padto(a, n) + _padto(b, n)


def _np(t: torch.Tensor) -> np.ndarray:
    return t.detach().cpu().numpy()


def polymul(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    """The product of two polynomials in the promoted dtype of the two (``mindspore.numpy.polymul``; numpy's
    polymul)."""
    return torch.from_numpy(np.polymul(_np(a), _np(b))).to(torch.promote_types(a.dtype, b.dtype))


def polyval(c: torch.Tensor, x: torch.Tensor) -> torch.Tensor:
    """The polynomial ``c`` evaluated at ``x`` by Horner's rule (``mindspore.numpy.polyval``), in the dtype
    MindSpore's ``sum(c * x ** float32_exponents)`` gives: ``c``'s and ``x``'s promoted with Float32 (integers
    give Float32, Float64 stays)."""
    rt = torch.promote_types(torch.promote_types(c.dtype, x.dtype), torch.float32)
    x = x.to(rt)
    r = torch.zeros_like(x)
    for coef in c.to(rt):
        r = r * x + coef
    return r


def polyder(c: torch.Tensor, m: int = 1) -> torch.Tensor:
    """The ``m``-th derivative of the polynomial ``c`` (``mindspore.numpy.polyder``; numpy's polyder) in ``c``'s
    dtype promoted with Int32 (MindSpore multiplies by Int32 powers: Int8 and Bool give Int32); ``m`` at least
    the length of ``c`` gives an empty Float32 tensor.

    Raises:
        ValueError: ``m`` negative.
    """
    if m < 0:
        raise ValueError("Order of derivative must be positive")
    if m >= c.numel():
        return torch.zeros(0, dtype=torch.float32)
    rt = torch.promote_types(c.dtype, torch.int32)
    return torch.from_numpy(np.polyder(_np(c.to(rt)), m)).to(rt)


def polyint(c: torch.Tensor, m: int = 1, k=0) -> torch.Tensor:
    """The ``m``-th antiderivative of the polynomial ``c`` with constants ``k`` (``mindspore.numpy.polyint``),
    in ``c``'s float dtype (integers and Bool give Float32, MindSpore's true division by the powers)."""
    rt = c.dtype if c.is_floating_point() else torch.float32
    return torch.from_numpy(np.polyint(_np(c.to(rt)), m, k)).to(rt)


def convolve(a: torch.Tensor, v: torch.Tensor, mode: str = "full", correlate: bool = False) -> torch.Tensor:
    """The discrete linear convolution (``correlate``: cross-correlation) of two 1-D tensors
    (``mindspore.numpy.convolve`` / ``correlate``; numpy's), in their promoted dtype (``correlate``: at least
    Float32, MindSpore's Correlate kernel). Real 1-D inputs are one ``conv1d``, differentiable as MindSpore's: both
    inputs of ``correlate``, the longer input of ``convolve`` (the shorter gets a zero gradient there)."""
    rt = torch.promote_types(a.dtype, v.dtype)
    if correlate:
        rt = torch.promote_types(rt, torch.float32)
    if (
        rt.is_complex
        or mode not in ("full", "same", "valid")
        or not (a.dim() == v.dim() == 1)
        or not (a.numel() and v.numel())
    ):
        return torch.from_numpy((np.correlate if correlate else np.convolve)(_np(a), _np(v), mode)).to(rt)
    # one conv1d over the zero-padded ``a`` (differentiable in both inputs), then numpy's window of the full result
    work = rt if rt.is_floating_point else torch.float64
    n, m = a.numel(), v.numel()
    if correlate:
        kernel = v.to(work)
    else:  # MindSpore reverses the shorter operand with a slice its gradient does not pass: it gets zeros
        if n < m:
            a, v, n, m = v, a, m, n
        kernel = v.to(work).flip(0).detach()
    full = F.conv1d(a.to(work).reshape(1, 1, n), kernel.reshape(1, 1, m), padding=m - 1).reshape(-1)
    short = min(n, m)
    if mode == "full":
        start, length = 0, n + m - 1
    elif mode == "valid":
        start, length = short - 1, max(n, m) - short + 1
    else:  # numpy's correlate of a shorter ``a`` is the reversed correlate of the swapped pair
        half = (short - 1) // 2
        start, length = (short - 1 - half if correlate and m > n else half), max(n, m)
    return full[start : start + length].to(rt)


# ------------------------------------------------------------------------------------------------
# distances, traces, factorizations
# ------------------------------------------------------------------------------------------------
def dist(a: torch.Tensor, b: torch.Tensor, p: int = 2) -> torch.Tensor:
    """MindSpore's LpNorm distance ``||a - b||_p`` (broadcast), a 0-d tensor, of Float16/Float32 inputs.

    Raises:
        TypeError: ``p`` not an int, or ``a`` not Float16/Float32.
    """
    if not isinstance(p, int) or isinstance(p, bool):
        raise _errors.value_type_error("p", p, (int,), "LpNorm")
    if a.dtype not in (torch.float16, torch.float32):
        raise dtype_error("LpNorm", "input", a.dtype, (torch.float16, torch.float32))
    return torch.dist(a, b, p)


def cdist(a: torch.Tensor, b: torch.Tensor, p: float = 2.0) -> torch.Tensor:
    """p-norm distances between the rows of ``a`` and ``b`` (batched): ``mint.cdist``, ``ops.cdist``."""
    return torch.cdist(a, b, p)


def cholesky_inverse(t: torch.Tensor, upper: bool = False) -> torch.Tensor:
    """Inverse of ``A`` from its Cholesky factor ``t`` (``ops.cholesky_inverse``, ``nn.MatInverse``)."""
    return torch.cholesky_inverse(t, upper=upper)


def cholesky_solve(b: torch.Tensor, u: torch.Tensor, upper: bool = False) -> torch.Tensor:
    """Solution of ``A X = b`` given the Cholesky factor ``u`` of ``A`` (``ops.cholesky_solve``)."""
    return torch.cholesky_solve(b, u, upper=upper)


def square_check(prim: str, t: torch.Tensor, attr: str = "row size") -> None:
    """MindSpore's ValueError for an input of ``prim`` that is not a batch of square matrices ``(..., n, n)``."""
    if t.ndim < 2:
        raise ValueError(f"For primitive[{prim}], the x rank must be greater than or equal to 2, but got {t.ndim}.")
    if t.shape[-1] != t.shape[-2]:
        what = f"the attribute[{attr}]" if prim == "MatrixInverse" else f"the {attr}"
        raise ValueError(f"For primitive[{prim}], {what} must be equal to {t.shape[-2]}, but got {t.shape[-1]}.")
    if t.shape[-1] == 0:  # an empty matrix: MindSpore's CPU kernels refuse it
        raise ValueError(f"For primitive[{prim}], the {attr} must be greater than or equal to 2, but got 0.")


def _float_only(prim: str, t: torch.Tensor) -> None:
    if not (t.is_floating_point() or t.is_complex()):
        raise _dtypes.select_fail(prim)


def det(t: torch.Tensor) -> torch.Tensor:
    """MindSpore's MatrixDeterminant of square matrices ``(..., n, n)``; Float16/BFloat16 computed in Float32.

    Raises:
        TypeError: integer and Bool tensors. ValueError: not a batch of square matrices.
    """
    _float_only("MatrixDeterminant", t)
    square_check("MatrixDeterminant", t)
    if t.dtype in (torch.float16, torch.bfloat16):
        return torch.linalg.det(t.float()).to(t.dtype)
    return torch.linalg.det(t)


def slogdet(t: torch.Tensor) -> tuple:
    """MindSpore's LogMatrixDeterminant: ``(sign, log|det|)`` of square matrices, in ``t``'s dtype (Float16
    computed in Float32).

    Raises:
        TypeError: integer and Bool tensors. ValueError: not a batch of square matrices.
    """
    _float_only("LogMatrixDeterminant", t)
    square_check("LogMatrixDeterminant", t)
    s, v = torch.linalg.slogdet(t.float() if t.dtype == torch.float16 else t)
    return s.to(t.dtype), v.to(t.dtype)


_INVERSE_TYPES = (torch.complex128, torch.complex64, torch.float32, torch.float64)


def inverse(t: torch.Tensor, checked: bool = True, adjoint: bool = False) -> torch.Tensor:
    """The inverse of square matrices ``(..., n, n)`` (``adjoint``: its conjugate transpose). ``checked``
    (``ops.inverse``, ``ops.MatrixInverse``): MindSpore's type and shape checks; else torch's (``mint.inverse``).

    Raises:
        TypeError: a dtype other than Float32/64 or Complex64/128 (Float16 is refused). ValueError: not a batch
            of square matrices.
    """
    if checked:
        if t.dtype not in _INVERSE_TYPES:
            raise dtype_error("MatrixInverse", "x", t.dtype, _INVERSE_TYPES)
        square_check("MatrixInverse", t)
    r = torch.linalg.inv(t)
    return r.mH if adjoint else r


def matrix_power(t: torch.Tensor, n: int) -> torch.Tensor:
    """``t`` to the integer power ``n`` (negative: of the inverse): ``ops.matrix_power``, ``mindspore.numpy``."""
    return torch.linalg.matrix_power(t, n)


def multi_dot(ts) -> torch.Tensor:
    """The chained matrix product of the torch tensors ``ts`` (1-D ends as vectors): ``mindspore.numpy``."""
    return torch.linalg.multi_dot(ts)


def solve(a: torch.Tensor, b: torch.Tensor, adjoint: bool = False) -> torch.Tensor:
    """The solution ``X`` of ``a @ X = b`` (``adjoint``: of ``a``'s conjugate transpose): ``ops.matrix_solve``,
    ``ops.MatrixSolve``."""
    return torch.linalg.solve(a.mH if adjoint else a, b)


def solve_triangular(b: torch.Tensor, a: torch.Tensor, upper=True, transpose=False, unitriangular=False):
    """The solution ``X`` of ``a X = b`` (``transpose``: of ``a^T X = b``) for a triangular ``a``
    (``mint.triangular_solve``)."""
    return torch.linalg.solve_triangular(
        a.mT if transpose else a, b, upper=upper != transpose, unitriangular=unitriangular
    )


def cross(a: torch.Tensor, b: torch.Tensor, dim=None, prim: str | None = "Cross") -> torch.Tensor:
    """The cross product of 3-vectors along ``dim`` (None: the first dimension of size 3 of the broadcast shape).

    Raises:
        ValueError: with ``prim`` (``ops.cross``), when no dimension has size 3 (``mint.cross``, without ``prim``,
            raises StopIteration there).
    """
    if dim is None:
        shape = torch.broadcast_shapes(a.shape, b.shape)
        if prim is None:
            dim = next(i for i, s in enumerate(shape) if s == 3)
        else:
            dim = next((i for i, s in enumerate(shape) if s == 3), None)
            if dim is None:
                raise _errors.value_error(prim, f"the size of inputs dim should be 3, but got {list(shape)}.")
    if a.is_floating_point() or a.is_complex():
        # MindSpore's CPU kernel: each component as two rounded products and a difference (torch's kernel fuses
        # them, which leaves a rounding residue such as ~1e-8 in x × x where MindSpore gives 0)
        a, b = torch.broadcast_tensors(a, b)
        d = dim % a.dim()
        a0, a1, a2 = a.unbind(d)
        b0, b1, b2 = b.unbind(d)
        return torch.stack((a1 * b2 - a2 * b1, a2 * b0 - a0 * b2, a0 * b1 - a1 * b0), d)
    return torch.linalg.cross(a, b, dim=dim)


def vecdot(a: torch.Tensor, b: torch.Tensor, dim: int = -1) -> torch.Tensor:
    """``sum(conj(a) * b, dim)`` (broadcast): ``ops.vecdot``, computed as MindSpore 2.10 composes it (``x.conj()`` for
    complex ``x``, ``x * y``, then ``Tensor.sum(axis)``), so integer and Bool inputs sum to Int64.

    Raises:
        TypeError: ``dim`` not an int. ValueError: ``dim`` outside the broadcast rank (MindSpore's texts).
    """
    if not isinstance(dim, int) or isinstance(dim, bool):
        raise TypeError(f"For vecdot, the dim should be int, but got {type(dim)}.")
    nd = a.ndim if a.ndim > b.ndim else b.ndim
    if dim < -nd or dim >= nd:
        raise ValueError("For vecdot, the dim is out of range.")
    prod = (a.conj() if a.is_complex() else a) * b
    if prod.is_floating_point() or prod.is_complex():
        return prod.sum(dim)
    return prod.sum(dim, dtype=torch.int64)


def vector_norm(t: torch.Tensor, ord=2, dim=None, keepdim: bool = False, dtype=None) -> torch.Tensor:
    """The vector ``ord``-norm over ``dim`` (None: all elements), in ``dtype`` when given: ``ops.vector_norm``,
    ``ops.LpNorm``, ``ops.EuclideanNorm``."""
    return torch.linalg.vector_norm(t, ord, dim=dim, keepdim=keepdim, dtype=dtype)


def matrix_norm(t: torch.Tensor, ord="fro", dim=(-2, -1), keepdim: bool = False, dtype=None) -> torch.Tensor:
    """The matrix norm (``'fro'``, ``'nuc'``, ``inf``, ``1``, ``2`` ...) over the two axes ``dim``:
    ``ops.matrix_norm``, ``ops.NuclearNorm``."""
    return torch.linalg.matrix_norm(t, ord, dim=dim, keepdim=keepdim, dtype=dtype)


_MATRIX_ORDS = (2, -2, 1, -1, float("inf"), -float("inf"), "fro", "nuc")


def norm(t: torch.Tensor, ord=None, dim=None, keepdim: bool = False, dtype=None):
    """MindSpore 2.10's ``ops.norm``: the 2-norm of all elements without ``ord``; with ``ord`` and no ``dim`` the
    matrix norm of a 2-D input (None for other ranks but 1-D), a string ``ord`` or two axes the matrix norm, else
    the vector norm.

    Raises:
        ValueError: a matrix ``ord`` MindSpore does not know.
    """
    if ord is None:
        return torch.linalg.vector_norm(t, 2, dim=dim, keepdim=keepdim, dtype=dtype)
    if dim is None and t.dim() != 1:
        if t.dim() != 2:
            return None
        if ord not in _MATRIX_ORDS:
            raise ValueError(
                "For norm, the ord mode must be in [2, -2, 1, -1, float('inf'), -float('inf'), 'fro', 'nuc', None] "
                f"for matrices, but got {ord}."
            )
        return torch.linalg.matrix_norm(t, ord, keepdim=keepdim, dtype=dtype)
    if isinstance(ord, str) or (isinstance(dim, tuple) and len(dim) == 2):
        return torch.linalg.matrix_norm(t, ord, dim=dim or (-2, -1), keepdim=keepdim, dtype=dtype)
    return torch.linalg.vector_norm(t, ord, dim=dim, keepdim=keepdim, dtype=dtype)


def np_norm(t: torch.Tensor, ord=None, dim=None, keepdim: bool = False) -> torch.Tensor:
    """``mindspore.numpy.norm`` (numpy's rules): the 2-norm of the flattened input without ``ord`` and ``dim``,
    else torch's ``linalg.norm``."""
    if dim is None and ord is None:
        return torch.linalg.vector_norm(t.reshape(-1), 2, keepdim=False).reshape((1,) * t.ndim if keepdim else ())
    return torch.linalg.norm(t, ord, dim, keepdim)


def linalg_norm(t: torch.Tensor, ord=None, dim=None, keepdim: bool = False, dtype=None) -> torch.Tensor:
    """torch's ``linalg.norm`` rules (the vector or matrix norm by ``ord`` and ``dim``), in ``dtype`` when given:
    ``mint.linalg.norm``."""
    return torch.linalg.norm(t, ord, dim, keepdim, dtype=dtype)


def svd(t: torch.Tensor, full_matrices: bool = False, compute_uv: bool = True):
    """MindSpore's Svd: ``(s, u, v)`` with ``t = u @ diag(s) @ v^H`` (``v``, not its transpose), or ``s`` alone
    without ``compute_uv``.

    Real matrices of fewer than 16 columns go through Eigen's Jacobi SVD as MindSpore's CPU kernel runs it
    (:mod:`.svd`), so the signs of the singular vectors are MindSpore's; wider and complex matrices through torch
    (same singular values, the vectors' signs or phases may differ).

    Raises:
        TypeError: a dtype other than Float32/Float64/Complex64/Complex128.
        ValueError: fewer than 2 dimensions.
        RuntimeError: an empty tensor.
    """
    if t.dtype not in (torch.float32, torch.float64, torch.complex64, torch.complex128):
        raise TypeError(
            "For Svd, the dtype of 'input' must be in (float32, float64, complex64, complex128), but got "
            f"{dtype_name(t)}"
        )
    if t.ndim < 2:
        raise ValueError(f"For Svd, the rank of 'input' must be great equal than 2, but get shape: {t.shape[0]}")
    if t.numel() == 0:
        raise RuntimeError(
            f"For Svd, the input can not be a empty tensor, but got: [const vector]{{{', '.join(map(str, t.shape))}}}"
        )
    if not t.is_complex() and t.shape[-1] <= _svd.JACOBI_MAX_COLS:
        s, u, v = _svd.jacobi_svd(t, full_matrices, compute_uv)
        return (s, u, v) if compute_uv else s
    if not compute_uv:
        return torch.linalg.svdvals(t).to(t.dtype)  # MindSpore's complex singular values stay complex
    u, s, vh = torch.linalg.svd(t, full_matrices=full_matrices)
    return s.to(t.dtype), u, vh.mH


def qr(t: torch.Tensor, mode: str = "reduced") -> tuple:
    """The QR decomposition ``(Q, R)`` (``mode`` 'reduced' or 'complete'): ``ops.qr``, ``ops.Qr``."""
    return tuple(torch.linalg.qr(t, mode=mode))


def cholesky(t: torch.Tensor, upper: bool = False) -> torch.Tensor:
    """The (lower, or ``upper``) Cholesky factor of symmetric positive-definite matrices: ``ops.cholesky``.

    Raises:
        TypeError: an integer or Bool tensor (MindSpore's CPU Cholesky has Float32/Float64 kernels only).
        ValueError: fewer than 2 dimensions, or matrices that are not square (MindSpore's wording).
    """
    if not (t.is_floating_point() or t.is_complex()):
        raise _dtypes.select_fail("Cholesky")
    if t.ndim < 2:
        raise ValueError(
            f"For Cholesky, the dimension of input x must be greater than or equal to 2, but got a {t.ndim}-D Tensor."
        )
    if t.shape[-1] != t.shape[-2]:
        raise ValueError(
            f"For Cholesky, input x must be batch squares, but got batch {t.shape[-2]} x {t.shape[-1]} matrices."
        )
    return torch.linalg.cholesky(t, upper=upper)


def eig(t: torch.Tensor) -> tuple:
    """``(eigenvalues, eigenvectors)`` of square matrices (complex): ``ops.eig``, ``ops.Eig``."""
    return tuple(torch.linalg.eig(t))


def eigh(t: torch.Tensor, lower: bool = True, vectors: bool = True):
    """The ascending eigenvalues ``(M,)`` of the symmetric/Hermitian matrix ``t`` ``(M, M)`` read from its lower
    (``lower``) or upper triangle, with the eigenvectors ``(M, M)`` as columns when ``vectors``
    (``scipy.linalg.eigh``, MindSpore's ``Eigh``). The eigenvalues have ``t``'s dtype, complex included, as
    MindSpore's CPU kernel gives them."""
    uplo = "L" if lower else "U"
    if vectors:
        w, v = torch.linalg.eigh(t, UPLO=uplo)
        return w.to(t.dtype), v
    return torch.linalg.eigvalsh(t, UPLO=uplo).to(t.dtype)


def cho_solve(c: torch.Tensor, b: torch.Tensor, lower: bool) -> torch.Tensor:
    """The solution ``x`` of ``A x = b`` from ``A``'s Cholesky factor ``c`` ``(N, N)`` (its lower triangle when
    ``lower``, else its upper one; the other is not read), ``b`` ``(N,)`` or ``(N, M)`` (``scipy.linalg.cho_solve``)."""
    vec = b.ndim == 1
    x = torch.cholesky_solve(b.unsqueeze(-1) if vec else b, c, upper=not lower)
    return x.squeeze(-1) if vec else x


def solve_triangular_ext(a: torch.Tensor, b: torch.Tensor, trans: int, lower: bool, unit: bool) -> torch.Tensor:
    """The solution ``x`` of ``op(a) x = b`` for triangular ``a`` ``(*, M, M)`` (only its ``lower`` or upper
    triangle read; ``unit``: a unit diagonal, not read), ``op`` the identity (``trans`` 0), the transpose (1) or
    the conjugate transpose (2); ``b`` ``(*, M)`` or ``(*, M, N)`` (``ops.auto_generate.solve_triangular``)."""
    dtype = a.dtype
    if dtype in (torch.float16, torch.bfloat16):  # torch's CPU solver lacks them: Float32, rounded back
        a, b = a.float(), b.float()
    vec = b.ndim == a.ndim - 1
    rhs = b.unsqueeze(-1) if vec else b
    m = a.mT if trans == 1 else a.mH if trans == 2 else a
    x = torch.linalg.solve_triangular(m, rhs, upper=(not lower) != (trans != 0), unitriangular=unit)
    return (x.squeeze(-1) if vec else x).to(dtype)


def block_diag(ts: list) -> torch.Tensor:
    """The block-diagonal matrix of the 2-D ``ts`` (``scipy.linalg.block_diag``), of ``torch.block_diag``'s
    promoted dtype."""
    return torch.block_diag(*ts)


def lu_scipy(t: torch.Tensor) -> tuple:
    """``(lu, pivots, permutation)`` of MindSpore's scipy ``LU`` for ``t`` ``(M, N)``: the packed factors (``L``'s
    unit diagonal implied), the 0-based Int32 row pivots ``(min(M, N),)`` and the Int32 permutation matrix ``P``
    ``(M, M)`` with ``t = P L U``."""
    lu, piv = torch.linalg.lu_factor(t)
    p, _, _ = torch.lu_unpack(lu, piv)
    return lu, (piv - 1).to(torch.int32), p.to(torch.int32)


def lu_parts(lu: torch.Tensor, m: int, k: int) -> tuple:
    """``(L, U)`` of packed factors ``lu`` ``(M, N)``, ``k = min(M, N)``: ``L`` ``(M, k)`` with a unit diagonal,
    ``U`` ``(k, N)``; the zeroed triangles are products with a 0/1 mask, as MindSpore's ``tril``/``triu`` (so a
    negative entry leaves -0.0)."""
    ones = torch.ones_like(lu)
    low = (lu * torch.tril(ones, -1))[..., :k] + torch.eye(m, k, dtype=lu.dtype, device=lu.device)
    return low, (lu * torch.triu(ones))[:k, :]


def lu_solve_scipy(lu: torch.Tensor, piv: torch.Tensor, b: torch.Tensor, trans: int) -> torch.Tensor:
    """The solution ``x`` of ``A x = b`` (``trans`` 0) or ``A^T x = b`` (1, 2) from :func:`lu_scipy`'s ``lu`` and
    0-based ``piv`` of ``A``; ``b`` ``(N, M)``. For ``trans`` 1/2 MindSpore 2.10 permutes ``b`` first and then
    solves with ``U^T`` and ``L^T``, which is not ``A^T``'s solution; this returns what it returns."""
    if trans == 0:
        return torch.linalg.lu_solve(lu, (piv + 1).to(torch.int32), b)
    p, _, _ = torch.lu_unpack(lu, (piv + 1).to(torch.int32))
    x = b[p.argmax(dim=0)]
    x = torch.linalg.solve_triangular(lu.mT, x, upper=False)
    return torch.linalg.solve_triangular(lu.mT, x, upper=True, unitriangular=True)


def lstsq_full(a: torch.Tensor, b: torch.Tensor, driver=None) -> tuple:
    """``(solution, residuals, rank, singular_values)`` of the least-squares problem ``a x = b`` with LAPACK's
    ``driver`` (None: 'gelsy' on CPU), ``rank`` a 0-d Int64 (``ops.auto_generate.lstsq_v2_op``)."""
    r = torch.linalg.lstsq(a, b, driver=driver)
    return r.solution, r.residuals, r.rank, r.singular_values


def eigvals(t: torch.Tensor) -> torch.Tensor:
    """The eigenvalues of square matrices (complex): ``ops.eigvals``."""
    return torch.linalg.eigvals(t)


def lstsq(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    """The least-squares solution of ``a X = b``: ``ops.lstsq``."""
    return torch.linalg.lstsq(a, b).solution


def pinv(t: torch.Tensor, atol=None, rtol=None, hermitian: bool = False) -> torch.Tensor:
    """The Moore-Penrose pseudo-inverse (``atol``/``rtol``: numbers or tensors): ``ops.pinv``."""
    return torch.linalg.pinv(t, atol=atol, rtol=rtol, hermitian=hermitian)


def matrix_exp(t: torch.Tensor) -> torch.Tensor:
    """The matrix exponential of square matrices: ``ops.matrix_exp``, ``ops.MatrixExp``."""
    return torch.linalg.matrix_exp(t)


def spd_inverse(t: torch.Tensor) -> torch.Tensor:
    """Inverse of symmetric positive-definite matrices through their Cholesky factor (``nn.MatInverse``)."""
    return torch.cholesky_inverse(torch.linalg.cholesky(t))


def spd_det(t: torch.Tensor) -> torch.Tensor:
    """Determinant of symmetric positive-definite matrices: the squared product of the Cholesky diagonal
    (``nn.MatDet``)."""
    d = torch.linalg.cholesky(t).diagonal(dim1=-2, dim2=-1).prod(-1)
    return d * d


def cosine_similarity(a: torch.Tensor, b: torch.Tensor, dim: int = 1, eps: float = 1e-08) -> torch.Tensor:
    """``sum(a * b) / sqrt(max(sum(a^2) * sum(b^2), eps^2))`` along ``dim``, 0 where the denominator is 0
    (``nn.layer.CosineSimilarity``)."""
    w12 = (a * b).sum(dim)
    n12 = torch.clamp((a * a).sum(dim) * (b * b).sum(dim), min=eps * eps).sqrt()
    return torch.where(n12 == 0, torch.zeros_like(w12), w12 / n12)


def logdet(sign: torch.Tensor, logabs: torch.Tensor) -> torch.Tensor:
    """``log(det)`` from slogdet's ``(sign, log|det|)``: NaN where the determinant is negative (``ops.logdet``)."""
    return torch.where(sign < 0, torch.tensor(float("nan"), dtype=logabs.dtype, device=logabs.device), logabs)


def diag_sum(t: torch.Tensor, offset: int = 0, axis1: int = 0, axis2: int = 1, dtype=None) -> torch.Tensor:
    """numpy-style trace (``Tensor.trace``): the sum of the diagonal ``offset`` of axes ``axis1``/``axis2``, in
    ``dtype`` (a torch dtype) when given, else integer types below Int64 (and Bool) sum as Int64."""
    d = torch.diagonal(t, offset, axis1, axis2)
    if dtype is None:
        dtype = t.dtype if (t.is_floating_point() or t.is_complex() or t.dtype == torch.uint64) else torch.int64
    return d.sum(-1, dtype=dtype)


def trace(t: torch.Tensor, prim: str | None = "Trace") -> torch.Tensor:
    """Sum of the main diagonal of a 2-D tensor. With ``prim`` (``ops.trace``): the dtype is kept (unsigned types
    wrap) and a tensor that is not 2-D is MindSpore's RuntimeError; without (``mint.trace``): torch's trace.

    Raises:
        RuntimeError: ``For Primitive[Trace], the rank of the input must be 2, but got 3!``
    """
    if prim is None:
        return torch.trace(t)
    if t.ndim != 2:
        raise RuntimeError(f"For Primitive[{prim}], the rank of the input must be 2, but got {t.ndim}!")
    return reduce_as(torch.sum, torch.diagonal(t), t.dtype)


def vander(t: torch.Tensor, n=None, increasing: bool = False, keep_dtype: bool = False) -> torch.Tensor:
    """Vandermonde matrix of the 1-D ``t`` (``n`` columns, default ``len(t)``; powers decreasing unless
    ``increasing``). ``ops.vander``: integer and Bool inputs give Int64; ``keep_dtype`` (``numpy.vander``): the
    result in ``t``'s dtype."""
    if keep_dtype:
        return torch.vander(t, n, increasing).to(t.dtype)
    if not (t.is_floating_point() or t.is_complex()):
        t = t.long()
    return torch.vander(t, n, increasing)


# ---- MatrixDiagV3 / MatrixDiagPartV3 / MatrixSetDiagV3: bands of diagonals, TensorFlow's V3 layout ----

ALIGNS = ("LEFT_RIGHT", "RIGHT_LEFT", "LEFT_LEFT", "RIGHT_RIGHT")

# The dtypes of MindSpore 2.10's CPU kernels of the three ops, in its registration order; its type check also
# passes BFloat16, which then has no CPU kernel.
_DIAG_KERNEL_DTYPES = (
    torch.int8,
    torch.int16,
    torch.int32,
    torch.int64,
    torch.uint8,
    torch.uint16,
    torch.uint32,
    torch.uint64,
    torch.float16,
    torch.float32,
    torch.float64,
)
_DIAG_TYPE_CHECK = (*_DIAG_KERNEL_DTYPES, torch.bfloat16)


def diag_scalar(v, dtype: torch.dtype | None, device) -> torch.Tensor:
    """The Python number ``v`` as a 0-d tensor of ``dtype`` (None: Int32), as ``ops.matrix_diag`` casts its int
    offsets/sizes and its number ``padding_value`` before calling MatrixDiagV3."""
    return torch.tensor(v, device=device).to(torch.int32 if dtype is None else dtype)


def _diag_select_fail(prim: str, slots: tuple, dtypes: tuple) -> TypeError:
    """MindSpore's CPU kernel-select TypeError for a dtype the op's CPU kernel lacks (BFloat16): ``slots`` is the
    kernel's input signature (``"x"`` for the data dtype, else a fixed dtype name), ``dtypes`` the call's."""

    def sig(dt):
        ins = " ".join(dtype_name(dt) if s == "x" else s for s in slots)
        return f"input[{ins}], output[{dtype_name(dt)}]"

    listed = "; ".join(sig(dt) for dt in _DIAG_KERNEL_DTYPES)
    got = " ".join(dtype_name(d) for d in dtypes)
    return TypeError(
        "\n----------------------------------------------------\n- Kernel select failed:\n"
        "----------------------------------------------------\n"
        f"Select CPU operator[{prim}] fail! Unsupported data type!\nThe supported data types are {listed}; , "
        f"but get input[{got} ] and output[{dtype_name(dtypes[0])} ]"
    )


def _diag_k(prim: str, k: torch.Tensor, short: bool) -> tuple[int, int]:
    """``(k[0], k[1])`` of the Int32 offsets tensor ``k`` (a scalar or 1 or 2 values), with MindSpore's checks
    (``short``: MatrixDiagPartV3/MatrixSetDiagV3's wording ``the k rank``; else ``the rank of 'k'``)."""
    if k.dtype != torch.int32:
        raise dtype_error(prim, "k", k.dtype, (torch.int32,))
    rank = "the k rank" if short else "the rank of 'k'"
    size = "the k size" if short else "the size of 'k'"
    if k.ndim > 1:
        raise ValueError(f"For primitive[{prim}], {rank} must be in [0,1], but got {k.ndim}.")
    if k.numel() not in (1, 2):
        raise ValueError(f"For primitive[{prim}], {size} must be in [1,2], but got {k.numel()}.")
    vals = [int(v) for v in k.reshape(-1).tolist()]
    return vals[0], vals[-1]


def _diag_offsets(rows: int, cols: int, ds: torch.Tensor, max_len: int, align: str) -> torch.Tensor:
    """Where diagonal ``d`` starts in its padded row of length ``max_len``: 0 when it is left-aligned
    (superdiagonals, ``d >= 0``, by the first half of ``align``; subdiagonals, ``d <= 0``, by the second half),
    else ``max_len - len(d)``."""
    lens = torch.minimum(rows + ds.clamp(max=0), cols - ds.clamp(min=0))
    left_super = align in ("LEFT_LEFT", "LEFT_RIGHT")
    left_sub = align in ("LEFT_LEFT", "RIGHT_LEFT")
    left = ((ds >= 0) & left_super) | ((ds <= 0) & left_sub)
    return torch.where(left, torch.zeros_like(ds), max_len - lens)


def _diag_band(diags: torch.Tensor, background: torch.Tensor, k0: int, k1: int, align: str) -> torch.Tensor:
    """``background`` (shape ``(..., M, N)``) with its ``k0..k1`` diagonals taken from ``diags``
    (``(..., k1 - k0 + 1, L)``, row ``r`` holding diagonal ``k1 - r``, aligned by ``align``)."""
    rows, cols = background.shape[-2], background.shape[-1]
    length = diags.shape[-1]
    dev = background.device
    i = torch.arange(rows, device=dev).unsqueeze(1)
    c = torch.arange(cols, device=dev).unsqueeze(0)
    d = c - i
    inband = (d >= k0) & (d <= k1)
    off = _diag_offsets(rows, cols, d, length, align)
    pos = off + torch.minimum(i, c)
    flat = torch.where(inband, (k1 - d) * length + pos, torch.zeros_like(d))
    src = diags.reshape(*diags.shape[:-2], -1)
    picked = src[..., flat.reshape(-1)].reshape(*src.shape[:-1], rows, cols)
    return torch.where(inband, picked, background)


def _pad_dtype_check(prim: str, x: torch.Tensor, pad: torch.Tensor) -> None:
    """MindSpore's TypeError for a ``padding_value`` whose dtype is not that of ``x``."""
    if pad.dtype != x.dtype:
        raise _errors.type_error(
            prim,
            f"the dtype of two args should be same, but the dtype of first arg Tensor"
            f"[{dtype_name(x.dtype)}] is not consistent with the dtype of second arg Tensor[{dtype_name(pad.dtype)}]",
        )


def matrix_diag_v3(
    x: torch.Tensor,
    k: torch.Tensor,
    num_rows: torch.Tensor,
    num_cols: torch.Tensor,
    padding_value: torch.Tensor,
    align: str = "RIGHT_LEFT",
) -> torch.Tensor:
    """MindSpore's MatrixDiagV3 (TensorFlow's MatrixDiagV3): matrices ``(..., num_rows, num_cols)`` whose ``k[0]``
    to ``k[1]`` diagonals hold ``x`` (its last axis one diagonal; with two offsets, ``x.shape[-2]`` counts the
    diagonals, first ``k[1]``), aligned by ``align``, everything else ``padding_value``.

    ``k``, ``num_rows``, ``num_cols``: Int32 tensors (``k`` one or two values; -1 rows/cols: the smallest that fit,
    square when both are -1); ``padding_value``: a 0-d tensor of ``x``'s dtype. Raises MindSpore's TypeError /
    ValueError (messages of its CPU infer) for wrong dtypes, ranks, offsets and sizes.
    """
    prim = "MatrixDiagV3"
    if x.dtype not in _DIAG_TYPE_CHECK:
        raise dtype_error(prim, "x", x.dtype, _DIAG_TYPE_CHECK)
    for name, v in (("k", k), ("num_rows", num_rows), ("num_cols", num_cols)):
        if v.dtype != torch.int32:
            raise dtype_error(prim, name, v.dtype, (torch.int32,))
    _pad_dtype_check(prim, x, padding_value)
    if x.ndim < 1:
        raise ValueError(f"For primitive[{prim}], the rank of 'x' must be greater than or equal to 1, but got 0.")
    k0, k1 = _diag_k(prim, k, False)
    for name, v in (("num_rows", num_rows), ("num_cols", num_cols), ("padding_value", padding_value)):
        if v.ndim != 0:
            raise ValueError(f"For primitive[{prim}], the rank of '{name}' must be equal to 0, but got {v.ndim}.")
    if x.dtype == torch.bfloat16:
        raise _diag_select_fail(prim, ("x", "Int32", "Int32", "Int32", "x"), (x.dtype, *(torch.int32,) * 3, x.dtype))
    if k0 > k1:
        raise ValueError(f"For {prim}, k[0] must not be greater than k[1], but got k[0] is {k0}, k[1] is {k1}.")
    num_diags = k1 - k0 + 1
    if num_diags > 1:
        if x.ndim < 2:
            raise ValueError(
                f"For primitive[{prim}], the rank of 'x' must be greater than or equal to 2, but got {x.ndim}."
            )
        if x.shape[-2] != num_diags:
            raise ValueError(f"For {prim}, the input x_shape[-2] doesn't match with k value.")
    length = x.shape[-1]
    min_rows, min_cols = length - min(k1, 0), length + max(k0, 0)
    rows, cols = int(num_rows.item()), int(num_cols.item())
    if rows == -1 and cols == -1:
        rows = cols = max(min_rows, min_cols)
    elif rows == -1:
        rows = min_rows
    elif cols == -1:
        cols = min_cols
    if rows < min_rows:
        raise ValueError(f"For {prim}, the number of rows is too small.")
    if cols < min_cols:
        raise ValueError(f"For {prim}, the number of columns is too small.")
    if rows != min_rows and cols != min_cols:
        raise ValueError(f"For {prim}, the number of rows or columns is not consistent with the specified k and x.")
    for kv in (k0, k1):
        if not -rows < kv < cols:
            raise ValueError(
                f"For {prim}, the value of k must be in (-num_rows, num_cols), meaning the value of k must be in "
                f"({-rows}, {cols}) in this case, but got {kv}."
            )
    diags = x if num_diags > 1 else x.unsqueeze(-2)
    batch = diags.shape[:-2]
    background = _as_signed(padding_value.detach()).expand(*batch, rows, cols)
    out = _diag_band(_as_signed(diags), background, k0, k1, align)
    return _from_signed(out.contiguous(), x.dtype)


def matrix_diag_part_v3(
    x: torch.Tensor, k: torch.Tensor, padding_value: torch.Tensor, align: str = "RIGHT_LEFT"
) -> torch.Tensor:
    """MindSpore's MatrixDiagPartV3 (TensorFlow's MatrixDiagPartV3): the ``k[0]`` to ``k[1]`` diagonals of the
    matrices ``x`` (``(..., M, N)``), as ``(..., L)`` for one offset or ``(..., k[1] - k[0] + 1, L)`` (first
    ``k[1]``), ``L`` the longest diagonal; shorter ones are aligned by ``align`` and padded with ``padding_value``.

    ``k``: an Int32 tensor of one or two values in ``(-M, N)``; ``padding_value``: a 0-d tensor of ``x``'s dtype.
    Raises MindSpore's TypeError / ValueError for wrong dtypes, ranks and offsets.
    """
    prim = "MatrixDiagPartV3"
    if x.dtype not in _DIAG_TYPE_CHECK:
        raise dtype_error(prim, "x", x.dtype, _DIAG_TYPE_CHECK)
    if x.ndim < 2:
        raise ValueError(f"For primitive[{prim}], the x rank must be greater than or equal to 2, but got {x.ndim}.")
    k0, k1 = _diag_k(prim, k, True)
    _pad_dtype_check(prim, x, padding_value)
    if padding_value.ndim != 0:
        raise ValueError(
            f"For primitive[{prim}], the padding_value rank must be equal to 0, but got {padding_value.ndim}."
        )
    if x.dtype == torch.bfloat16:
        raise _diag_select_fail(prim, ("x", "Int32", "x"), (x.dtype, torch.int32, x.dtype))
    rows, cols = x.shape[-2], x.shape[-1]
    if k0 > k1:
        raise ValueError(f"For {prim}, k[0] can not be greater than k[1].")
    _k_range(prim, k0, k1, rows, cols)
    length = min(rows + min(k1, 0), cols + min(-k0, 0))
    num = k1 - k0 + 1
    dev = x.device
    ds = k1 - torch.arange(num, device=dev).unsqueeze(1)
    p = torch.arange(length, device=dev).unsqueeze(0)
    j = p - _diag_offsets(rows, cols, ds, length, align)
    valid = (j >= 0) & (j < torch.minimum(rows + ds.clamp(max=0), cols - ds.clamp(min=0)))
    flat = torch.where(valid, (j + (-ds).clamp(min=0)) * cols + j + ds.clamp(min=0), torch.zeros_like(j))
    src = _as_signed(x).reshape(*x.shape[:-2], rows * cols)
    picked = src[..., flat.reshape(-1)].reshape(*x.shape[:-2], num, length)
    out = torch.where(valid, picked, _as_signed(padding_value.detach()))
    if num == 1:
        out = out.squeeze(-2)
    return _from_signed(out.contiguous(), x.dtype)


def _k_range(prim: str, k0: int, k1: int, rows: int, cols: int) -> None:
    """MindSpore's ValueError for an offset outside ``(-x.shape[-2], x.shape[-1])``."""
    for kv in (k0, k1):
        if not -rows < kv < cols:
            raise ValueError(
                f"For {prim}, the value of k must be in (-x.shape[-2], x.shape[-1]), meaning the value of k must "
                f"be in ({-rows}, {cols}) in this case, but got {kv}."
            )


def matrix_set_diag_v3(
    x: torch.Tensor, diagonal: torch.Tensor, k: torch.Tensor, align: str = "RIGHT_LEFT"
) -> torch.Tensor:
    """MindSpore's MatrixSetDiagV3 (TensorFlow's MatrixSetDiagV3): ``x`` (``(..., M, N)``) with its ``k[0]`` to
    ``k[1]`` diagonals replaced by ``diagonal`` (laid out as :func:`matrix_diag_part_v3` returns them).

    ``x`` and ``diagonal`` are first promoted to one dtype (MindSpore's implicit conversion); ``k``: an Int32
    tensor of one or two values in ``(-M, N)``. Raises MindSpore's TypeError / ValueError for wrong dtypes, ranks,
    offsets and diagonal shapes.
    """
    prim = "MatrixSetDiagV3"
    if x.dtype != diagonal.dtype:
        dt = torch.promote_types(x.dtype, diagonal.dtype)
        x, diagonal = x.to(dt), diagonal.to(dt)
    if x.dtype not in _DIAG_TYPE_CHECK:
        raise dtype_error(prim, "x", x.dtype, _DIAG_TYPE_CHECK)
    if diagonal.ndim < 1:
        raise ValueError(f"For primitive[{prim}], the diagonal rank must be greater than or equal to 1, but got 0.")
    if x.ndim < 2:
        raise ValueError(f"For primitive[{prim}], the x rank must be greater than or equal to 2, but got {x.ndim}.")
    k0, k1 = _diag_k(prim, k, True)
    if x.dtype == torch.bfloat16:
        raise _diag_select_fail(prim, ("x", "x", "Int32"), (x.dtype, x.dtype, torch.int32))
    rows, cols = x.shape[-2], x.shape[-1]
    if k0 > k1:
        raise ValueError(f"For {prim}, k[0] can not be greater than k[1].")
    _k_range(prim, k0, k1, rows, cols)
    num = k1 - k0 + 1
    if diagonal.ndim != (x.ndim if num > 1 else x.ndim - 1):
        raise ValueError(f"For {prim}, diagonal rank size don't match with x rank size.")
    if tuple(diagonal.shape[: x.ndim - 2]) != tuple(x.shape[:-2]):
        raise ValueError(f"For {prim}, diagonal shape value don't match with x shape value.")
    if num > 1 and diagonal.shape[-2] != num:
        raise ValueError(
            f"For {prim}, diagonal.shape[-2] is not equal to num_diags calculated by k[1] - k[0] + 1, which value "
            f"is {num} in this case, but got diagonal.shape[-2]: {diagonal.shape[-2]} in this case."
        )
    length = min(rows + min(k1, 0), cols + min(-k0, 0))
    if diagonal.shape[-1] != length:
        raise ValueError(
            f"For {prim}, diagonal.shape[-1] is not equal to max_diag_len calculated by min(x.shape[-2] + "
            f"min(k[1], 0), x.shape[-1] + min(-k[0], 0)), which value is {length} in this case, but got "
            f"diagonal.shape[-1]: {diagonal.shape[-1]} in this case."
        )
    diags = diagonal if num > 1 else diagonal.unsqueeze(-2)
    out = _diag_band(_as_signed(diags), _as_signed(x), k0, k1, align)
    return _from_signed(out.contiguous(), x.dtype)


_GER_TYPES = (torch.float16, torch.float32, torch.float64)


def ger(x1, x2) -> torch.Tensor:
    """MindSpore's Ger: the outer product ``x1[i] * x2[j]`` of two 1-D Float16/Float32/Float64 tensors of one dtype.

    Raises:
        TypeError: a non-tensor input (named as MindSpore names it), dtypes that differ, a non-float dtype.
        ValueError: an input that is not 1-D.
    """
    for arg, v in (("x1", x1), ("x2", x2)):
        if not isinstance(v, torch.Tensor):
            raise TypeError(
                "The primitive[Ger]'s input arguments[x1, x2] must be all tensor and those type must be same. "
                f"But got input argument[{arg}]:{not_tensor_name(v)}"
            )
    if x1.dtype != x2.dtype:
        raise TypeError("For primitive[Ger], the input type must be same.")
    if x1.dtype not in _GER_TYPES:
        raise TypeError(
            "For primitive[Ger], the input argument[x1] must be a type of {Tensor[Float16], Tensor[Float32], "
            f"Tensor[Float64]}}, but got Tensor[{dtype_name(x1.dtype)}]."
        )
    for arg, t in (("x1", x1), ("x2", x2)):
        if t.dim() != 1:
            raise ValueError(f"For primitive[Ger], the {arg} rank must be equal to 1, but got {t.dim()}.")
    return torch.outer(x1, x2)


from .errors import cover as _cover  # noqa: E402 - last, so that it covers every kernel above

_cover(globals())
