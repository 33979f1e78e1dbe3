"""The names of the ops declared as rows, for the registry, from the rows of ops/_defs/ (tools/gen_ops.py; do not edit).

Read by ``mindshim/_api.py``, per family: the functional ops and
their aliases (in ``mindspore.ops.function.math_func``), the primitive classes (``mindspore.ops.operations``),
the ``mint`` names that are those functions (``name`` or ``mint_name=function``) and those that are ``mint``'s
own (``_MINT_OWN``), and the ``Tensor`` lines (``_api.TENSOR``'s format).
"""

# fmt: off
ELEMENTWISE_FUNCTIONS = """
    add tensor_add sub tensor_sub mul tensor_mul multiply floor_div floordiv tensor_floordiv floor_divide floor_mod
    mod tensor_mod floormod pow tensor_pow pows minimum maximum atan2 arctan2 bitwise_and bitwise_or bitwise_xor
    logical_and logical_or logical_xor equal eq not_equal ne less tensor_lt lt less_equal tensor_le le greater
    tensor_gt gt greater_equal tensor_ge ge squared_difference xlogy hypot xdivy lcm truncate_div truncate_mod
    float_power copysign ldexp neg negative abs absolute exp tensor_exp expm1 tensor_expm1 exp2 log log1p log2
    log10 sqrt rsqrt square sin cos tan asin arcsin acos arccos atan arctan sinh cosh tanh sigmoid floor ceil trunc
    sign reciprocal erf erfc logical_not isnan isinf isfinite bitwise_not acosh arccosh asinh arcsinh atanh arctanh
    erfinv digamma isneginf isposinf bessel_i0 i0 bessel_i0e bessel_i1 bessel_i1e bessel_j0 bessel_j1 bessel_k0
    bessel_k0e bessel_k1 bessel_k1e bessel_y0 bessel_y1 isreal signbit lgamma frac sinc sgn real imag conj angle
    inv population_count invert eps
"""

ELEMENTWISE_PRIMITIVES = """
    Add TensorAdd Sub Mul FloorDiv FloorMod Pow Minimum Maximum Atan2 BitwiseAnd BitwiseOr BitwiseXor LogicalAnd
    LogicalOr LogicalXor Equal NotEqual Less LessEqual Greater GreaterEqual SquaredDifference Xlogy Hypot Xdivy Lcm
    TruncateDiv TruncateMod Neg Abs Exp Expm1 Log Log1p Sqrt Rsqrt Square Sin Cos Tan Asin ACos Atan Sinh Cosh
    Floor Ceil Trunc Sign Reciprocal Erf Erfc LogicalNot IsNan IsInf IsFinite Acosh Asinh Atanh Erfinv Digamma
    BesselI0 BesselI0e BesselI1 BesselI1e BesselJ0 BesselJ1 BesselK0 BesselK0e BesselK1 BesselK1e BesselY0 BesselY1
    Lgamma Sinc Real Imag Conj Angle Inv PopulationCount Invert Eps
"""

ELEMENTWISE_MINT = """
    minimum maximum logical_and logical_or logical_xor eq=equal ne=not_equal not_equal less lt=less le=less_equal
    less_equal greater gt=greater ge=greater_equal greater_equal neg negative=neg abs exp expm1 log log1p rsqrt
    square sin cos tan sinh cosh tanh sigmoid floor ceil trunc sign reciprocal erf erfc logical_not isnan isinf
    isfinite bitwise_not
"""

ELEMENTWISE_TENSOR = """
__mul__                 mindshim.ops.function.math_func:mul
mul                     mindshim.ops.function.math_func:mul
mul_                    mindshim.ops.function.math_func:mul inplace
__mod__                 mindshim.ops.function.math_func:floor_mod
__pow__                 mindshim.ops.function.math_func:pow
pow                     mindshim.ops.function.math_func:pow
minimum                 mindshim.ops.function.math_func:minimum
maximum                 mindshim.ops.function.math_func:maximum
arctan2                 mindshim.ops.function.math_func:atan2
atan2                   mindshim.ops.function.math_func:atan2
__and__                 mindshim.ops.function.math_func:bitwise_and
bitwise_and             mindshim.ops.function.math_func:bitwise_and
__or__                  mindshim.ops.function.math_func:bitwise_or
bitwise_or              mindshim.ops.function.math_func:bitwise_or
__xor__                 mindshim.ops.function.math_func:bitwise_xor
bitwise_xor             mindshim.ops.function.math_func:bitwise_xor
logical_and             mindshim.ops.function.math_func:logical_and
logical_or              mindshim.ops.function.math_func:logical_or
logical_xor             mindshim.ops.function.math_func:logical_xor
equal                   mindshim.ops.function.math_func:equal
eq                      mindshim.ops.function.math_func:equal
not_equal               mindshim.ops.function.math_func:not_equal
ne                      mindshim.ops.function.math_func:not_equal
__lt__                  mindshim.ops.function.math_func:less
lt                      mindshim.ops.function.math_func:less
less                    mindshim.ops.function.math_func:less
__le__                  mindshim.ops.function.math_func:less_equal
le                      mindshim.ops.function.math_func:less_equal
less_equal              mindshim.ops.function.math_func:less_equal
__gt__                  mindshim.ops.function.math_func:greater
gt                      mindshim.ops.function.math_func:greater
greater                 mindshim.ops.function.math_func:greater
__ge__                  mindshim.ops.function.math_func:greater_equal
ge                      mindshim.ops.function.math_func:greater_equal
greater_equal           mindshim.ops.function.math_func:greater_equal
xlogy                   mindshim.ops.function.math_func:xlogy
hypot                   mindshim.ops.function.math_func:hypot
xdivy                   mindshim.ops.function.math_func:xdivy
lcm                     mindshim.ops.function.math_func:lcm
copysign                mindshim.ops.function.math_func:copysign
ldexp                   mindshim.ops.function.math_func:ldexp
__neg__                 mindshim.ops.function.math_func:neg
neg                     mindshim.ops.function.math_func:neg
negative                mindshim.ops.function.math_func:neg
__abs__                 mindshim.ops.function.math_func:abs
abs                     mindshim.ops.function.math_func:abs
absolute                mindshim.ops.function.math_func:abs
exp                     mindshim.ops.function.math_func:exp
exp_                    mindshim.ops.function.math_func:exp inplace
expm1                   mindshim.ops.function.math_func:expm1
log                     mindshim.ops.function.math_func:log
log_                    mindshim.ops.function.math_func:log inplace
log1p                   mindshim.ops.function.math_func:log1p
log2                    mindshim.ops.function.math_func:log2
log10                   mindshim.ops.function.math_func:log10
sqrt                    mindshim.ops.function.math_func:sqrt
rsqrt                   mindshim.ops.function.math_func:rsqrt
square                  mindshim.ops.function.math_func:square
sin                     mindshim.ops.function.math_func:sin
cos                     mindshim.ops.function.math_func:cos
tan                     mindshim.ops.function.math_func:tan
asin                    mindshim.ops.function.math_func:asin
arcsin                  mindshim.ops.function.math_func:asin
acos                    mindshim.ops.function.math_func:acos
arccos                  mindshim.ops.function.math_func:acos
atan                    mindshim.ops.function.math_func:atan
arctan                  mindshim.ops.function.math_func:atan
sinh                    mindshim.ops.function.math_func:sinh
cosh                    mindshim.ops.function.math_func:cosh
tanh                    mindshim.ops.function.math_func:tanh
tanh_                   mindshim.ops.function.math_func:tanh inplace
sigmoid                 mindshim.ops.function.math_func:sigmoid
sigmoid_                mindshim.ops.function.math_func:sigmoid inplace
floor                   mindshim.ops.function.math_func:floor
floor_                  mindshim.ops.function.math_func:floor inplace
ceil                    mindshim.ops.function.math_func:ceil
trunc                   mindshim.ops.function.math_func:trunc
sign                    mindshim.ops.function.math_func:sign
sign_                   mindshim.ops.function.math_func:sign inplace
reciprocal              mindshim.ops.function.math_func:reciprocal
erf                     mindshim.ops.function.math_func:erf
erfc                    mindshim.ops.function.math_func:erfc
__invert__              mindshim.ops.function.math_func:logical_not
logical_not             mindshim.ops.function.math_func:logical_not
isnan                   mindshim.ops.function.math_func:isnan
isinf                   mindshim.ops.function.math_func:isinf
isfinite                mindshim.ops.function.math_func:isfinite
acosh                   mindshim.ops.function.math_func:acosh
arccosh                 mindshim.ops.function.math_func:acosh
asinh                   mindshim.ops.function.math_func:asinh
arcsinh                 mindshim.ops.function.math_func:asinh
atanh                   mindshim.ops.function.math_func:atanh
arctanh                 mindshim.ops.function.math_func:atanh
erfinv                  mindshim.ops.function.math_func:erfinv
erfinv_                 mindshim.ops.function.math_func:erfinv inplace
digamma                 mindshim.ops.function.math_func:digamma
isneginf                mindshim.ops.function.math_func:isneginf
isposinf                mindshim.ops.function.math_func:isposinf
isreal                  mindshim.ops.function.math_func:isreal
signbit                 mindshim.ops.function.math_func:signbit
lgamma                  mindshim.ops.function.math_func:lgamma
frac                    mindshim.ops.function.math_func:frac
sinc                    mindshim.ops.function.math_func:sinc
sgn                     mindshim.ops.function.math_func:sgn
real                    mindshim.ops.function.math_func:real
imag                    mindshim.ops.function.math_func:imag
conj                    mindshim.ops.function.math_func:conj
angle                   mindshim.ops.function.math_func:angle
inv                     mindshim.ops.function.math_func:inv
invert                  mindshim.ops.function.math_func:invert
"""

REDUCTION_FUNCTIONS = """
    sum reduce_sum mean reduce_mean prod amax amin max min all any std var std_mean var_mean
"""

REDUCTION_PRIMITIVES = """
    ReduceSum ReduceMean ReduceProd ReduceMax ReduceMin ReduceAll ReduceAny ReduceStd
"""

REDUCTION_MINT = """

"""

REDUCTION_MINT_OWN = """
    sum mean prod amax amin max min all any std var std_mean var_mean
"""

REDUCTION_TENSOR = """
sum                     mindshim.ops.function._tensor_methods:_sum dim=axis keepdim=keepdims
mean                    mindshim.ops.function._tensor_methods:_mean dim=axis keepdim=keep_dims
prod                    mindshim.ops.function._tensor_methods:_prod dim=axis keepdim=keep_dims
amax                    mindshim.ops.function.math_func:amax
amin                    mindshim.ops.function.math_func:amin
max                     mindshim.ops.function._tensor_methods:_max
min                     mindshim.ops.function._tensor_methods:_min
all                     mindshim.ops.function.math_func:all dim=axis keepdim=keep_dims
any                     mindshim.ops.function.math_func:any dim=axis keepdim=keep_dims
std                     mindshim.ops.function._tensor_methods:_std
var                     mindshim.ops.function._tensor_methods:_var
"""

ACTIVATION_FUNCTIONS = """
    relu relu6 gelu fast_gelu elu hardswish hardsigmoid softplus softsign selu mish prelu celu hardshrink
    softshrink soft_shrink softmax log_softmax silu
"""

ACTIVATION_PRIMITIVES = """
    ReLU ReLU6 GeLU Gelu FastGeLU FastGelu Elu HSwish HSigmoid Softplus Softsign SeLU Mish PReLU CeLU HShrink
    SoftShrink Softmax LogSoftmax
"""

ACTIVATION_MINT = """

"""

ACTIVATION_MINT_NN_F = """
    relu relu6 gelu elu hardswish hardsigmoid softplus selu mish prelu hardshrink softshrink softmax log_softmax
    silu
"""

ACTIVATION_TENSOR = """
relu                    mindshim.ops.function.nn_func:relu
hardshrink              mindshim.ops.function.nn_func:hardshrink
softmax                 mindshim.ops.function._tensor_methods:_softmax
log_softmax             mindshim.ops.function.nn_func:log_softmax
"""
