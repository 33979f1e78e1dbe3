"""`mindspore.scipy.linalg`: SciPy-style linear algebra on MindSpore Tensors (so far ``eigh``)."""

from __future__ import annotations

from .. import _api
from .._kernels import errors as _errors
from .._kernels import linalg as _K_linalg
from ..common import dtype as mstype
from ..common.tensor import Tensor, _wrap

__all__ = _api.names(__name__)

_EIGH_DTYPES = (mstype.int32, mstype.int64, mstype.float32, mstype.float64, mstype.complex64, mstype.complex128)


def _type_check(func_name: str, arg, arg_type: type, arg_name: str) -> None:
    """MindSpore's ``scipy.utils._type_check``: ``arg`` must be an ``arg_type`` (a bool is not an int)."""
    if not isinstance(arg, arg_type) or (arg_type is int and isinstance(arg, bool)):
        raise _errors.type_error(
            func_name,
            f"the type of '{arg_name}' should be {arg_type.__name__}, but got '{arg}' with type {type(arg).__name__}.",
        )


def eigh(
    a: Tensor,
    b=None,
    lower: bool = True,
    eigvals_only: bool = False,
    overwrite_a: bool = False,
    overwrite_b: bool = False,
    turbo: bool = True,
    eigvals=None,
    type: int = 1,
    check_finite: bool = True,
):
    """The eigenvalues ``w`` ``(M,)``, ascending, and (unless ``eigvals_only``) the eigenvectors ``v`` ``(M, M)``,
    as columns, of the real symmetric or complex Hermitian ``a`` ``(M, M)``, read from its lower triangle
    (``lower=True``, the default) or upper one. Mirrors ``mindspore.scipy.linalg.eigh`` (2.10): Int32/Int64
    inputs are computed as Float64; the results keep the (so cast) input's dtype, Complex64/Complex128
    eigenvalues included (with zero imaginary parts). Only the standard
    problem is implemented (``b`` and ``eigvals`` must be None); ``overwrite_*``, ``turbo``, ``type`` and
    ``check_finite`` are checked and otherwise ignored, as MindSpore's. The signs of eigenvectors may differ
    from MindSpore's (LAPACK's choice).

    Raises:
        TypeError: ``a`` not a Tensor or of another dtype; a flag not a bool; ``type`` not an int.
        ValueError: ``a`` not 2-D or not square; ``b`` or ``eigvals`` not None.
    """
    func_name = "eigh"
    for arg, name in (
        (lower, "lower"),
        (eigvals_only, "eigvals_only"),
        (overwrite_a, "overwrite_a"),
        (overwrite_b, "overwrite_b"),
        (turbo, "turbo"),
    ):
        _type_check(func_name, arg, bool, name)
    _type_check(func_name, type, int, "type")
    _type_check(func_name, check_finite, bool, "check_finite")
    if not isinstance(a, Tensor):
        raise _errors.type_error(func_name, f"the type of 'a' should be Tensor, but got '{a}' with type {a.__class__}.")
    if a.dtype not in _EIGH_DTYPES:
        names = ", ".join(f"mindspore.{d}".lower() for d in _EIGH_DTYPES)
        raise _errors.type_error(func_name, f"the data type of 'a' should be one of [{names}], but got {a.dtype}.")
    if a.ndim != 2:
        raise _errors.value_error(func_name, f"the dimension of 'a' should be 2, but got {a.ndim}.")
    if a.shape[0] != a.shape[1]:
        raise _errors.value_error(
            func_name, f"the matrix 'a' should be a square matrix like (N, N), but got {tuple(a.shape)}."
        )
    if b is not None:
        raise _errors.value_error(func_name, "currently only case b=None of 'eigh' is implemented.")
    if eigvals is not None:
        raise _errors.value_error(func_name, "currently only case eigvals=None of 'eigh' is implemented.")
    if a.dtype in (mstype.int32, mstype.int64):
        a = a.astype(mstype.float64)
    out = _K_linalg.eigh(a._t, lower=lower, vectors=not eigvals_only)
    return tuple(_wrap(o) for o in out) if isinstance(out, tuple) else _wrap(out)
