"""Math layers of `mindspore.nn`: `ReduceLogSumExp`, `Range`, `MatMul`, `Moments`, `MatInverse`, `MatDet`, gamma functions."""

from __future__ import annotations


from ... import _api
import numpy as np
import torch

from ..._kernels import elementwise as _K_elem
from ..._kernels import linalg as _K_linalg
from ..._kernels import reduction as _RK
from ...common import dtype as mstype
from ...common.tensor import Tensor, _wrap
from ..cell import Cell
from . import _validators as V
from .rnn_cells import check_float_input
from ..._kernels import errors as _errors

__all__ = _api.names(__name__)


class ReduceLogSumExp(Cell):
    """``log(sum(exp(x), axis))``, computed stably. Mirrors ``mindspore.nn.ReduceLogSumExp(axis, keep_dims=False)``.

    Raises:
        TypeError: if ``axis`` is not an int/list/tuple or ``keep_dims`` not a bool.
    """

    def __init__(self, axis: int | tuple | list, keep_dims: bool = False) -> None:
        super().__init__()
        V.check_value_type("axis", axis, [int, list, tuple], self.cls_name)
        V.check_value_type("keep_dims", keep_dims, [bool], self.cls_name)
        self.axis = axis

        self.keep_dims = keep_dims

    def construct(self, x: Tensor) -> Tensor:
        t = x._t
        axis = self.axis
        dims = tuple(range(t.dim())) if axis in ((), []) else (axis if isinstance(axis, int) else tuple(axis))
        return _wrap(_RK.logsumexp(t, dims, self.keep_dims, checked=False))


class Range(Cell):
    """A constant Tensor ``numpy.arange(start, limit, delta)``. Mirrors ``mindspore.nn.Range`` (2.10, deprecated).

    ``Range(start, limit=None, delta=1)``; ``construct()`` takes no input. Float32 when numpy's result is
    float, else Int32.

    Raises:
        ValueError: if ``delta`` is 0.
    """

    def __init__(self, start: float, limit: float | None = None, delta: float = 1) -> None:
        super().__init__()
        if delta == 0:
            raise _errors.value_error(self.cls_name, "the 'delta' can not be zero.")
        data = np.arange(start, limit, delta)
        self.ms_dtype = mstype.float32 if data.dtype == np.float64 else mstype.int32
        self.result_tensor = Tensor(data, dtype=self.ms_dtype)

    def construct(self) -> Tensor:
        return self.result_tensor


def _float_check(cls_name: str, **inputs: Tensor) -> None:
    for arg, x in inputs.items():
        check_float_input(arg, x._t, cls_name, (torch.float16, torch.float32))


class LGamma(Cell):
    """``log|Gamma(x)|`` element-wise. Mirrors ``mindspore.nn.LGamma`` (2.10). Input: float16/float32 Tensor."""

    def construct(self, x: Tensor) -> Tensor:
        _float_check(self.cls_name, x=x)
        return _wrap(_K_elem.lgamma_plain(x._t))


class DiGamma(Cell):
    """``d/dx log Gamma(x)`` element-wise. Mirrors ``mindspore.nn.DiGamma`` (2.10). Input: float16/float32 Tensor."""

    def construct(self, x: Tensor) -> Tensor:
        _float_check(self.cls_name, x=x)
        return _wrap(_K_elem.digamma_plain(x._t))


class IGamma(Cell):
    """Regularised lower incomplete gamma ``P(a, x)``. Mirrors ``mindspore.nn.IGamma`` (2.10): ``IGamma()(a, x)``."""

    def construct(self, a: Tensor, x: Tensor) -> Tensor:
        _float_check(self.cls_name, a=a, x=x)
        return _wrap(_K_elem.igamma(a._t, x._t, checked=False))


class LBeta(Cell):
    """``log|Beta(x, y)|`` = ``lgamma(x) + lgamma(y) - lgamma(x + y)``. Mirrors ``mindspore.nn.LBeta`` (2.10)."""

    def construct(self, x: Tensor, y: Tensor) -> Tensor:
        _float_check(self.cls_name, x=x, y=y)
        return _wrap(_K_elem.lbeta(x._t, y._t))


class MatMul(Cell):
    """Batched matrix product with broadcasting. Mirrors ``mindspore.nn.MatMul`` (2.10, deprecated since 1.2).

    ``MatMul(transpose_x1=False, transpose_x2=False)``: transposes the last two dims of an input first; 1-D
    inputs are treated as row (left) or column (right) vectors and that dim is dropped from the result.

    Raises:
        TypeError: if a flag is not a bool.
        ValueError: if the inner dimensions differ (on call).
    """

    def __init__(self, transpose_x1: bool = False, transpose_x2: bool = False) -> None:
        super().__init__()
        V.check_value_type("transpose_x1", transpose_x1, [bool], self.cls_name)
        V.check_value_type("transpose_x2", transpose_x2, [bool], self.cls_name)
        self.transpose_x1 = transpose_x1
        self.transpose_x2 = transpose_x2

    def construct(self, x1: Tensor, x2: Tensor) -> Tensor:
        a, b = x1._t, x2._t
        if self.transpose_x1 and a.dim() > 1:
            a = a.transpose(-1, -2)
        if self.transpose_x2 and b.dim() > 1:
            b = b.transpose(-1, -2)
        col = a.shape[-1]
        row = b.shape[0] if b.dim() == 1 else b.shape[-2]
        if col != row:
            raise _errors.value_error(
                self.cls_name,
                f"the column of matrix dimensions of 'x1' must be equal to the row of matrix "
                f"dimensions of 'x2', but got 'x1_col' {col} and 'x2_row' {row}.",
            )
        return _wrap(_K_linalg.matmul(a, b, None))


class CosineSimilarity(Cell):
    """Cosine similarity of ``x1`` and ``x2`` along ``dim``. Mirrors ``mindspore.nn.layer.CosineSimilarity(dim=1, eps=1e-8)``.

    As in MindSpore, ``mindspore.nn.CosineSimilarity`` is the metric of that name, not this layer.

    ``sum(x1 * x2) / sqrt(max(sum(x1^2) * sum(x2^2), eps^2))`` (0 where the denominator is 0).

    Raises:
        TypeError: if an input is not a Tensor.
    """

    def __init__(self, dim: int = 1, eps: float = 1e-08) -> None:
        super().__init__()
        self.dim = dim
        self.eps = eps

    def construct(self, x1: Tensor, x2: Tensor) -> Tensor:
        for arg, x in (("x1", x1), ("x2", x2)):
            if not isinstance(x, Tensor):
                raise _errors.type_error("CosineSimilarity", f"'{arg}' must be a tensor, but got {type(x)}")
        return _wrap(_K_linalg.cosine_similarity(x1._t, x2._t, self.dim, self.eps))


class Moments(Cell):
    """Mean and (biased) variance over ``axis``. Mirrors ``mindspore.nn.Moments(axis=None, keep_dims=None)`` (2.10).

    ``axis`` None or () reduces every dimension. Float16 inputs are computed in float32 and returned as float16.

    Outputs:
        tuple ``(mean, variance)``.

    Raises:
        TypeError: if ``axis`` is not an int/tuple of ints, ``keep_dims`` not a bool, or the input not float16/32.
    """

    def __init__(self, axis: int | tuple | None = None, keep_dims: bool | None = None) -> None:
        super().__init__()
        if axis is None:
            axis = ()
        if isinstance(axis, tuple):
            for idx, item in enumerate(axis):
                V.check_value_type(f"axis[{idx}]", item, [int], self.cls_name)
        self.axis = V.check_value_type("axis", axis, [int, tuple], self.cls_name)
        self.keep_dims = V.check_value_type(
            "keep_dims", False if keep_dims is None else keep_dims, [bool], self.cls_name
        )

    def construct(self, x: Tensor) -> tuple:
        t = x._t
        if t.dtype not in (torch.float16, torch.float32):
            from .rnn_cells import _dtype_text

            raise _errors.not_one_of_error(
                self.cls_name, "input x", "mindspore.float16, mindspore.float32", _dtype_text(t.dtype)
            )
        dtype = t.dtype
        t = t.float()
        dims = tuple(range(t.dim())) if self.axis == () else self.axis
        mean = t.mean(dims, keepdim=True)
        var = ((t - mean.detach()) ** 2).mean(dims, keepdim=True)
        if not self.keep_dims:
            mean, var = mean.squeeze(dims), var.squeeze(dims)
        return _wrap(mean.to(dtype)), _wrap(var.to(dtype))


class MatInverse(Cell):
    """Inverse of a symmetric positive-definite matrix (through its Cholesky factor). Mirrors ``mindspore.nn.MatInverse``.

    Inputs: ``a`` float16/float32 ``(M, M)``. Output: ``a^-1``. Difference: MindSpore 2.10's CPU build has no
    kernel for it (RuntimeError on call); mindshim computes it everywhere (so does :class:`MatDet`).

    Raises:
        TypeError: if the input is not float16/float32.
    """

    def construct(self, a: Tensor) -> Tensor:
        _float_check(self.cls_name, input_a=a)
        return _wrap(_K_linalg.spd_inverse(a._t))


class MatDet(Cell):
    """Determinant of a symmetric positive-definite matrix (squared product of the Cholesky diagonal).

    Mirrors ``mindspore.nn.MatDet`` (2.10). Inputs: ``a`` float16/float32 ``(..., M, M)``.

    Raises:
        TypeError: if the input is not float16/float32.
    """

    def construct(self, a: Tensor) -> Tensor:
        _float_check(self.cls_name, input_a=a)
        return _wrap(_K_linalg.spd_det(a._t))
