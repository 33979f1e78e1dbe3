"""`mindspore.ops.function.sparse_unary_func`: `coo_<op>` / `csr_<op>`, a dense element-wise op on the stored values."""

from __future__ import annotations

from ... import _api
from ...common.sparse_tensor import COOTensor, CSRTensor

__all__ = _api.names(__name__)

# (name of the dense op, what it computes): MindSpore 2.10's sparse_unary_func applies exactly these
_OPS = (
    ("abs", "absolute value"),
    ("acos", "arccosine"),
    ("acosh", "inverse hyperbolic cosine"),
    ("asin", "arcsine"),
    ("asinh", "inverse hyperbolic sine"),
    ("atan", "arctangent"),
    ("atanh", "inverse hyperbolic tangent"),
    ("ceil", "ceiling"),
    ("cos", "cosine"),
    ("cosh", "hyperbolic cosine"),
    ("exp", "exponential"),
    ("expm1", "``exp(x) - 1``"),
    ("floor", "floor"),
    ("inv", "reciprocal"),
    ("isfinite", "finiteness test (Bool values)"),
    ("isinf", "infinity test (Bool values)"),
    ("isnan", "NaN test (Bool values)"),
    ("log", "natural logarithm"),
    ("log1p", "``log(1 + x)``"),
    ("neg", "negation"),
    ("relu", "ReLU"),
    ("relu6", "ReLU6"),
    ("round", "rounding to the nearest integer (half to even)"),
    ("sigmoid", "sigmoid"),
    ("sin", "sine"),
    ("sinh", "hyperbolic sine"),
    ("softsign", "softsign ``x / (1 + |x|)``"),
    ("sqrt", "square root"),
    ("square", "square"),
    ("tan", "tangent"),
    ("tanh", "hyperbolic tangent"),
)


def _dense(op: str):
    """``ops.<op>``, the dense op (looked up on first use: the functional package is still being imported)."""
    from .. import function

    return getattr(function, op)


def _coo(op: str, what: str):
    name = f"coo_{op}"
    message = f"Expects COOTensor for {name}"

    def fn(x: COOTensor) -> COOTensor:
        if not isinstance(x, COOTensor):
            raise TypeError(message)
        return COOTensor(x.indices, _dense(op)(x.values), x.shape)

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = (
        f"``ops.{name}(x)``: the {what} of a COOTensor's stored values; indices and shape kept.\n\n"
        f"    Mirrors ``mindspore.ops.{name}`` (2.10): ``ops.{op}`` on ``x.values``, with its dtype rules and errors.\n\n"
        f"    Raises:\n        TypeError: ``x`` not a COOTensor, or a dtype ``ops.{op}`` refuses.\n"
    )
    return fn


def _csr(op: str, what: str):
    name = f"csr_{op}"
    message = f"Expects CSRTensor for {name}"

    def fn(x: CSRTensor) -> CSRTensor:
        if not isinstance(x, CSRTensor):
            raise TypeError(message)
        return CSRTensor(x.indptr, x.indices, _dense(op)(x.values), x.shape)

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = (
        f"``ops.{name}(x)``: the {what} of a CSRTensor's stored values; indptr, indices and shape kept.\n\n"
        f"    Mirrors ``mindspore.ops.{name}`` (2.10): ``ops.{op}`` on ``x.values``, with its dtype rules and errors.\n\n"
        f"    Raises:\n        TypeError: ``x`` not a CSRTensor, or a dtype ``ops.{op}`` refuses.\n"
    )
    return fn


for _op, _what in _OPS:
    globals()[f"coo_{_op}"] = _coo(_op, _what)
    globals()[f"csr_{_op}"] = _csr(_op, _what)
del _op, _what
