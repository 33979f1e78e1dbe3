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


# the functions, one pair per dense op of _OPS
coo_abs = _coo("abs", "absolute value")
coo_acos = _coo("acos", "arccosine")
coo_acosh = _coo("acosh", "inverse hyperbolic cosine")
coo_asin = _coo("asin", "arcsine")
coo_asinh = _coo("asinh", "inverse hyperbolic sine")
coo_atan = _coo("atan", "arctangent")
coo_atanh = _coo("atanh", "inverse hyperbolic tangent")
coo_ceil = _coo("ceil", "ceiling")
coo_cos = _coo("cos", "cosine")
coo_cosh = _coo("cosh", "hyperbolic cosine")
coo_exp = _coo("exp", "exponential")
coo_expm1 = _coo("expm1", "``exp(x) - 1``")
coo_floor = _coo("floor", "floor")
coo_inv = _coo("inv", "reciprocal")
coo_isfinite = _coo("isfinite", "finiteness test (Bool values)")
coo_isinf = _coo("isinf", "infinity test (Bool values)")
coo_isnan = _coo("isnan", "NaN test (Bool values)")
coo_log = _coo("log", "natural logarithm")
coo_log1p = _coo("log1p", "``log(1 + x)``")
coo_neg = _coo("neg", "negation")
coo_relu = _coo("relu", "ReLU")
coo_relu6 = _coo("relu6", "ReLU6")
coo_round = _coo("round", "rounding to the nearest integer (half to even)")
coo_sigmoid = _coo("sigmoid", "sigmoid")
coo_sin = _coo("sin", "sine")
coo_sinh = _coo("sinh", "hyperbolic sine")
coo_softsign = _coo("softsign", "softsign ``x / (1 + |x|)``")
coo_sqrt = _coo("sqrt", "square root")
coo_square = _coo("square", "square")
coo_tan = _coo("tan", "tangent")
coo_tanh = _coo("tanh", "hyperbolic tangent")
csr_abs = _csr("abs", "absolute value")
csr_acos = _csr("acos", "arccosine")
csr_acosh = _csr("acosh", "inverse hyperbolic cosine")
csr_asin = _csr("asin", "arcsine")
csr_asinh = _csr("asinh", "inverse hyperbolic sine")
csr_atan = _csr("atan", "arctangent")
csr_atanh = _csr("atanh", "inverse hyperbolic tangent")
csr_ceil = _csr("ceil", "ceiling")
csr_cos = _csr("cos", "cosine")
csr_cosh = _csr("cosh", "hyperbolic cosine")
csr_exp = _csr("exp", "exponential")
csr_expm1 = _csr("expm1", "``exp(x) - 1``")
csr_floor = _csr("floor", "floor")
csr_inv = _csr("inv", "reciprocal")
csr_isfinite = _csr("isfinite", "finiteness test (Bool values)")
csr_isinf = _csr("isinf", "infinity test (Bool values)")
csr_isnan = _csr("isnan", "NaN test (Bool values)")
csr_log = _csr("log", "natural logarithm")
csr_log1p = _csr("log1p", "``log(1 + x)``")
csr_neg = _csr("neg", "negation")
csr_relu = _csr("relu", "ReLU")
csr_relu6 = _csr("relu6", "ReLU6")
csr_round = _csr("round", "rounding to the nearest integer (half to even)")
csr_sigmoid = _csr("sigmoid", "sigmoid")
csr_sin = _csr("sin", "sine")
csr_sinh = _csr("sinh", "hyperbolic sine")
csr_softsign = _csr("softsign", "softsign ``x / (1 + |x|)``")
csr_sqrt = _csr("sqrt", "square root")
csr_square = _csr("square", "square")
csr_tan = _csr("tan", "tangent")
csr_tanh = _csr("tanh", "hyperbolic tangent")
