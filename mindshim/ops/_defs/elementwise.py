"""The element-wise family: one row per binary and unary math op (see :class:`mindshim.ops._defs.Op`).

Each row's kernel is the torch callable of ``mindshim._kernels.elementwise.BINARY`` / ``UNARY`` under the row's
``kernel`` key, or the kernel function ``kernel_fn`` of that module (its dtype rules and MindSpore's errors live
there); ``python tools/gen_ops.py`` turns the rows into the functional ops, the primitive classes and the
registry's ``mint`` and ``Tensor`` entries.
"""

from __future__ import annotations

from . import Op


def _b(name: str, prim: str, doc: str, **kw) -> Op:
    return Op(name, "binary", prim, doc, **kw)


def _u(name: str, prim: str, doc: str, **kw) -> Op:
    return Op(name, "unary", prim, doc, **kw)


_BESSEL = {
    "bessel_i0": ("BesselI0", "modified Bessel function of order 0"),
    "bessel_i0e": ("BesselI0e", "exponentially scaled modified Bessel function of order 0"),
    "bessel_i1": ("BesselI1", "modified Bessel function of order 1"),
    "bessel_i1e": ("BesselI1e", "exponentially scaled modified Bessel function of order 1"),
    "bessel_j0": ("BesselJ0", "Bessel function of the first kind, order 0"),
    "bessel_j1": ("BesselJ1", "Bessel function of the first kind, order 1"),
    "bessel_k0": ("BesselK0", "modified Bessel function of the second kind, order 0"),
    "bessel_k0e": ("BesselK0e", "exponentially scaled modified Bessel function of the second kind, order 0"),
    "bessel_k1": ("BesselK1", "modified Bessel function of the second kind, order 1"),
    "bessel_k1e": ("BesselK1e", "exponentially scaled modified Bessel function of the second kind, order 1"),
    "bessel_y0": ("BesselY0", "Bessel function of the second kind, order 0"),
    "bessel_y1": ("BesselY1", "Bessel function of the second kind, order 1"),
}

BINARY: tuple[Op, ...] = (
    _b("add", "Add", "sum ``input + other``", aliases=("tensor_add",), classes=("Add(input, other)", "TensorAdd(*args)")),
    _b("sub", "Sub", "difference ``input - other``", aliases=("tensor_sub",), classes=("Sub(*args)",)),
    _b("mul", "Mul", "product ``input * other``", aliases=("tensor_mul", "multiply"), tensor=("__mul__", "mul"),
       inplace=("mul_",)),
    _b("floor_div", "FloorDiv", "floor division ``input // other``", args="x, y",
       aliases=("floordiv(input, other)", "tensor_floordiv(input, other)", "floor_divide(input, other)"), classes=("FloorDiv(input, other)",)),
    _b("floor_mod", "FloorMod", "remainder with the sign of the divisor (``input % other``)", args="x, y",
       aliases=("mod(input, other)", "tensor_mod", "floormod"), tensor=("__mod__",)),
    _b("pow", "Pow", "power ``input ** other``", args="input, exponent", aliases=("tensor_pow", "pows"),
       tensor=("__pow__", "pow")),
    _b("minimum", "Minimum", "minimum", mint=("minimum",), tensor=("minimum",)),
    _b("maximum", "Maximum", "maximum", mint=("maximum",), tensor=("maximum",)),
    _b("atan2", "Atan2", "arc tangent of ``input / other``", aliases=("arctan2",), tensor=("arctan2", "atan2")),
    _b("bitwise_and", "BitwiseAnd", "bitwise (or, for Bool, logical) AND", classes=("BitwiseAnd(*args)",),
       tensor=("__and__", "bitwise_and")),
    _b("bitwise_or", "BitwiseOr", "bitwise (or, for Bool, logical) OR", classes=("BitwiseOr(*args)",),
       tensor=("__or__", "bitwise_or")),
    _b("bitwise_xor", "BitwiseXor", "bitwise (or, for Bool, logical) XOR", classes=("BitwiseXor(*args)",),
       tensor=("__xor__", "bitwise_xor")),
    _b("logical_and", "LogicalAnd", "logical AND (Bool result)", classes=("LogicalAnd(x, y)",), mint=("logical_and",),
       tensor=("logical_and",)),
    _b("logical_or", "LogicalOr", "logical OR (Bool result)", classes=("LogicalOr(x, y)",), mint=("logical_or",),
       tensor=("logical_or",)),
    _b("logical_xor", "LogicalXor", "logical XOR (Bool result)", mint=("logical_xor",), tensor=("logical_xor",)),
    _b("equal", "Equal", "comparison ``input == other`` (Bool result)", aliases=("eq",), mint=("eq",),
       tensor=("equal", "eq"), tensor_input="Number, Tensor"),
    _b("not_equal", "NotEqual", "comparison ``input != other`` (Bool result)", aliases=("ne",),
       mint=("ne", "not_equal"), tensor=("not_equal", "ne")),
    _b("less", "Less", "comparison ``input < other`` (Bool result)", aliases=("tensor_lt", "lt"), mint=("less", "lt"),
       tensor=("__lt__", "lt", "less"), tensor_input="bool, Number, Tensor", overloads=("Number", "Number, Tensor, bool")),
    _b("less_equal", "LessEqual", "comparison ``input <= other`` (Bool result)", aliases=("tensor_le", "le"),
       mint=("le", "less_equal"), tensor=("__le__", "le", "less_equal")),
    _b("greater", "Greater", "comparison ``input > other`` (Bool result)", aliases=("tensor_gt", "gt"),
       mint=("greater", "gt"), tensor=("__gt__", "gt", "greater")),
    _b("greater_equal", "GreaterEqual", "comparison ``input >= other`` (Bool result)", aliases=("tensor_ge", "ge"),
       mint=("ge", "greater_equal"), tensor=("__ge__", "ge", "greater_equal")),
    _b("squared_difference", "SquaredDifference", "``(input - other) ** 2``", classes=("SquaredDifference(*args)",)),
    _b("xlogy", "Xlogy", "``input * log(other)`` (nan where ``input`` is 0 and ``log(other)`` is not finite)",
       tensor=("xlogy",)),
    # ops with kernels of their own that take numbers and lists too (``_as_tensor``)
    _b("hypot", "Hypot", "``sqrt(input**2 + other**2)``", kernel_fn="hypot", operands="any", operand_check="signature(var, var)",
       classes=("Hypot(*args)",), tensor=("hypot",),
       details=(
           "The operands are promoted first; the result must be Float32 or Float64.\n"
           "\n"
           "Raises:\n"
           "    TypeError: if the promoted dtype is not Float32/Float64 (Float16 and integers are refused).\n"
           "    ValueError: if the shapes do not broadcast."
       )),
    _b("xdivy", "Xdivy", "``x / y``, 0 where ``x`` is 0", args="x, y", kernel_fn="xdivy", operands="any", operand_check="signature(x, y)",
       classes=("Xdivy(*args)",), tensor=("xdivy",),
       details=(
           "Raises:\n"
           "    TypeError: if the promoted dtype is not float or complex.\n"
           "    ValueError: if the shapes do not broadcast."
       )),
    _b("lcm", "Lcm", "least common multiple of Int32/Int64 tensors", kernel_fn="lcm", operands="any", operand_check="signature(var, var)",
       classes=("Lcm(*args)",), tensor=("lcm",),
       details=(
           "Raises:\n"
           "    TypeError: if the promoted dtype is not Int32/Int64.\n"
           "    ValueError: if the shapes do not broadcast."
       )),
    _b("truncate_div", "TruncateDiv", "division rounded towards zero (dtype by promotion)", args="x, y",
       kernel_fn="truncate_div", operands="any", operand_check="signature(var, var)", classes=("TruncateDiv(*args)",),
       details=(
           "Raises:\n"
           "    TypeError: for Bool operands.\n"
           "    ValueError: if the shapes do not broadcast."
       )),
    _b("truncate_mod", "TruncateMod", "remainder of the truncated division (sign of ``x``)", args="x, y",
       kernel_fn="truncate_mod", operands="any", operand_check="signature(var, var)", classes=("TruncateMod(*args)",),
       details=(
           "Raises:\n"
           "    TypeError: if the promoted dtype is not Float16/32/64, Int8/32 or UInt8 (Int64 is refused).\n"
           "    ValueError: if the shapes do not broadcast."
       )),
    _b("float_power", "Pow",
       "power in double precision: the result is always Float64 (Complex128 for complex input)",
       args="input, exponent", kernel_fn="float_power", operands="any", operand_check="number", classes=(),
       details=(
           "Raises:\n"
           "    ValueError: if the shapes do not broadcast."
       )),
    _b("copysign", "Select", "``|x|`` with the sign of ``other``", args="x, other", kernel_fn="copysign",
       operands="any", operand_check="copysign", classes=(), tensor=("copysign",),
       details=(
           "The result keeps the dtype of a floating ``x``; integer ``x`` gives Float32.\n"
           "\n"
           "Raises:\n"
           "    TypeError: for Bool operands."
       )),
    _b("ldexp", "Mul", "``x * 2**other``", args="x, other", kernel_fn="ldexp", operands="any", operand_check="ldexp", classes=(),
       tensor=("ldexp",),
       details=(
           "The dtype is the promoted one, Float32 when that is an integer type or Bool.\n"
           "\n"
           "Raises:\n"
           "    ValueError: if the shapes do not broadcast."
       )),
)  # fmt: skip

UNARY: tuple[Op, ...] = (
    _u("neg", "Neg", "negation", aliases=("negative",), mint=("neg", "negative"), tensor=("__neg__", "neg", "negative")),
    _u("abs", "Abs", "absolute value", aliases=("absolute",), mint=("abs",), tensor=("__abs__", "abs", "absolute")),
    _u("exp", "Exp", "exponential of a float or complex tensor (MindSpore's type check refuses Int32 and smaller, its "
       "CPU kernel Int64 and Bool)", kernel_fn="exp", aliases=("tensor_exp",), mint=("exp",),
       tensor=("exp",), inplace=("exp_",)),
    _u("expm1", "Expm1", "``exp(x) - 1``", aliases=("tensor_expm1",), mint=("expm1",), tensor=("expm1",)),
    _u("exp2", "Exp2", "``2 ** x``", classes=(), refuse=".dtype"),
    _u("log", "Log", "natural logarithm", mint=("log",), tensor=("log",), inplace=("log_",)),
    _u("log1p", "Log1p", "``log(1 + x)``", mint=("log1p",), tensor=("log1p",)),
    _u("log2", "Log2", "base-2 logarithm", classes=(), refuse="For Primitive[Dtype], the input argument[input_x] must be a Tensor, CSRTensor or COOTensor, but got {cls}.", tensor=("log2",)),
    _u("log10", "Log10", "base-10 logarithm", classes=(), refuse="For Primitive[Dtype], the input argument[input_x] must be a Tensor, CSRTensor or COOTensor, but got {cls}.", tensor=("log10",)),
    _u("sqrt", "Sqrt", "square root (integers give Float32)", args="x", tensor=("sqrt",)),
    _u("rsqrt", "Rsqrt", "reciprocal square root", mint=("rsqrt",), tensor=("rsqrt",)),
    _u("square", "Square", "square (dtype kept)", mint=("square",), tensor=("square",)),
    _u("sin", "Sin", "sine", mint=("sin",), tensor=("sin",)),
    _u("cos", "Cos", "cosine", mint=("cos",), tensor=("cos",)),
    _u("tan", "Tan", "tangent", classes=("Tan(*args)",), mint=("tan",), tensor=("tan",)),
    _u("asin", "Asin", "arc sine", aliases=("arcsin(x)",), tensor=("asin", "arcsin")),
    _u("acos", "ACos", "arc cosine", aliases=("arccos",), tensor=("acos", "arccos")),
    _u("atan", "Atan", "arc tangent", aliases=("arctan",), tensor=("atan", "arctan")),
    _u("sinh", "Sinh", "hyperbolic sine", mint=("sinh",), tensor=("sinh",)),
    _u("cosh", "Cosh", "hyperbolic cosine", mint=("cosh",), tensor=("cosh",)),
    _u("tanh", "Tanh", "hyperbolic tangent", classes=(), mint=("tanh",), tensor=("tanh",), inplace=("tanh_",)),
    _u("sigmoid", "Sigmoid", "logistic sigmoid ``1 / (1 + exp(-x))``", classes=(), mint=("sigmoid",),
       tensor=("sigmoid",), inplace=("sigmoid_",)),
    _u("floor", "Floor", "floor", mint=("floor",), tensor=("floor",), inplace=("floor_",)),
    _u("ceil", "Ceil", "ceiling", mint=("ceil",), tensor=("ceil",)),
    _u("trunc", "Trunc", "truncation toward zero", mint=("trunc",), tensor=("trunc",)),
    _u("sign", "Sign", "sign (-1, 0 or 1; dtype kept)", mint=("sign",), tensor=("sign",), inplace=("sign_",)),
    _u("reciprocal", "Reciprocal", "reciprocal ``1 / x`` (integers give Float32)", mint=("reciprocal",),
       tensor=("reciprocal",)),
    _u("erf", "Erf", "Gauss error function", mint=("erf",), tensor=("erf",)),
    _u("erfc", "Erfc", "complementary error function", mint=("erfc",), tensor=("erfc",)),
    _u("logical_not", "LogicalNot", "logical NOT (Bool result)", mint=("logical_not",),
       tensor=("__invert__", "logical_not")),
    _u("isnan", "IsNan", "NaN test (Bool result)", classes=("IsNan(*args)",), refuse="Primitive[IsNan](x)", mint=("isnan",), tensor=("isnan",)),
    _u("isinf", "IsInf", "infinity test (Bool result)", mint=("isinf",), tensor=("isinf",)),
    _u("isfinite", "IsFinite", "finiteness test (Bool result)", mint=("isfinite",), tensor=("isfinite",)),
    _u("bitwise_not", "Invert", "bitwise NOT", classes=(), mint=("bitwise_not",)),
    _u("acosh", "Acosh", "inverse hyperbolic cosine", aliases=("arccosh",), tensor=("acosh", "arccosh")),
    _u("asinh", "Asinh", "inverse hyperbolic sine", aliases=("arcsinh",), tensor=("asinh", "arcsinh")),
    _u("atanh", "Atanh", "inverse hyperbolic tangent", aliases=("arctanh",), tensor=("atanh", "arctanh")),
    _u("erfinv", "Erfinv", "inverse error function", tensor=("erfinv",), inplace=("erfinv_",)),
    _u("digamma", "Digamma", "digamma (logarithmic derivative of gamma)", classes=("Digamma(*args)",),
       refuse="Primitive[Digamma](input)",
       tensor=("digamma",)),
    _u("isneginf", "IsInf", "test for -inf (Bool result)", classes=(),
       refuse="For isneginf, input must be a Tensor, but got {cls}.", tensor=("isneginf",)),
    _u("isposinf", "IsInf", "test for +inf (Bool result)", classes=(),
       refuse="For isposinf, input must be a Tensor, but got {cls}.", tensor=("isposinf",)),
    *(
        _u(n, p, d, args="x", aliases=("i0(input)",) if n == "bessel_i0" else (), classes=(f"{p}(*args)",),
           refuse=f"Primitive[{p}]({'input_x' if p in ('BesselI0e', 'BesselI1e') else 'x'})")
        for n, (p, d) in _BESSEL.items()
    ),
    _u("isreal", "IsReal", "test for a zero imaginary part (Bool result)", classes=(),
       refuse="For isreal, input must be a Tensor, but got {cls}.", tensor=("isreal",)),
    _u("signbit", "SignBit", "test of the sign bit (Bool result; False for integers >= 0)", classes=(),
       refuse="For signbit, the input must be a Tensor, but got {cls}",
       tensor=("signbit",)),
    # ops with kernels of their own that take numbers and lists too (``_as_tensor``)
    _u("lgamma", "Lgamma", "``log(|gamma(x)|)``", refuse="Primitive[Lgamma](x)", kernel_fn="lgamma", operands="any", classes=("Lgamma(*args)",),
       tensor=("lgamma",),
       details=(
           "Int32 input gives Float32.\n"
           "\n"
           "Raises:\n"
           "    TypeError: for other integer types and Bool (MindSpore accepts Float16/32/64 and Int32)."
       )),
    _u("frac", "Frac", "fractional part ``x - trunc(x)`` (sign kept)", args="x", kernel_fn="frac", operands="any",
       classes=(), tensor=("frac",),
       details=(
           "Integer inputs give zeros of their dtype; Bool gives Int64 zeros, as MindSpore does."
       )),
    _u("sinc", "Sinc", "normalised sinc ``sin(pi x) / (pi x)`` (1 at 0)", refuse="Sinc()(input=<Tensor>)", kernel_fn="sinc", operands="any",
       classes=("Sinc(input)",), tensor=("sinc",),
       details=(
           "Integer and Bool inputs give Float32."
       )),
    _u("sgn", "Sgn", "sign; ``x / |x|`` for complex input (0 at 0)", refuse="For sgn, the input must be a Tensor, but got {cls}", kernel_fn="sgn", operands="any", classes=(),
       tensor=("sgn",),
       details=(
           "Raises:\n"
           "    TypeError: for Bool and unsigned/small integer tensors, as MindSpore's CPU kernels."
       )),
    _u("real", "Real", "real part (the input itself for real dtypes)", refuse="Real()(input=<Tensor>)", kernel_fn="real", operands="any",
       classes=("Real(input)",), tensor=("real",)),
    _u("imag", "Imag", "imaginary part (zeros of the input dtype for real dtypes)", refuse="Primitive[Imag](input)", kernel_fn="imag",
       operands="any", classes=("Imag(*args)",), tensor=("imag",)),
    _u("conj", "Conj", "complex conjugate (the input values for real dtypes)", refuse="Conj()(input=<Tensor>)", kernel_fn="conj", operands="any",
       classes=("Conj(input)",), tensor=("conj",),
       details=(
           "Raises:\n"
           "    TypeError: for Bool tensors."
       )),
    _u("angle", "Angle", "argument of a complex tensor (Float32 for Complex64)", kernel_fn="angle", operands="any",
       classes=("Angle(input)",), tensor=("angle",),
       details=(
           "Raises:\n"
           "    TypeError: for real tensors (MindSpore's CPU kernel takes only Complex64/Complex128)."
       )),
    _u("inv", "Inv", "reciprocal keeping the dtype", args="x", refuse="Primitive[Inv](x)", kernel_fn="inv", operands="any",
       classes=("Inv(*args)",), tensor=("inv",),
       details=(
           "For integers the result is the truncated ``1 / x`` (so 0 except at 1 and -1), and the dtype's minimum at 0,\n"
           "as MindSpore's CPU kernel gives.\n"
           "\n"
           "Raises:\n"
           "    TypeError: for Bool tensors."
       )),
    _u("population_count", "PopulationCount", "number of set bits (two's complement), as UInt8", args="input_x",
       refuse="Primitive[PopulationCount](input_x)", kernel_fn="population_count", operands="any", classes=("PopulationCount(*args)",),
       details=(
           "Raises:\n"
           "    TypeError: for float and Bool tensors."
       )),
    _u("invert", "Invert", "bitwise NOT of an integer tensor", args="x", refuse="Primitive[Invert](x)", kernel_fn="invert", operands="any",
       classes=("Invert(*args)",), tensor=("invert",),
       details=(
           "Raises:\n"
           "    TypeError: for float and Bool tensors."
       )),
    _u("eps", "Eps", "machine epsilon of the input's dtype, in a tensor like it", args="x", refuse="Primitive[Eps](x)", kernel_fn="eps",
       operands="any", classes=("Eps(*args)",),
       details=(
           "Raises:\n"
           "    TypeError: if ``x`` is not Float16/32/64."
       )),
)  # fmt: skip

ROWS: tuple[Op, ...] = BINARY + UNARY
