# mindspore.numpy creation and math functions fed Python ints, int lists and integer Tensors: result dtype and values.
import mindspore as ms
import mindspore.numpy as mnp

ms.runtime.launch_blocking()


def show(r):
    if isinstance(r, (tuple, list)):
        return "(" + ", ".join(show(v) for v in r) + ")"
    if isinstance(r, ms.Tensor):
        return f"{r.dtype}{list(r.shape)} {r.asnumpy().tolist()}"
    return f"{type(r).__name__} {r}"


# forms where mindshim still differs from MindSpore 2.10 (left out of the recording until they match):
# MindSpore raises for a Python list/int where it wants a Tensor, or reduces Bool its own way; gcd/lcm of a float;
# argmin of a Python int (Int64); ravel_multi_index gives Float32; histogram2d/histogramdd are not built.
KNOWN = {
    "bitwise_not": ("bool",),
    "count_nonzero": ("bool",),
    "invert": ("bool",),
    "nancumsum": ("list", "int"),
    "nanmean": ("bool",),
    "nanstd": ("bool",),
    "nanvar": ("bool",),
    "argmin": ("int", "bool"),
    "trapz": ("int",),
    "bincount": ("int", "u8", "bool"),
    "divmod": ("list,list", "list,int"),
    "gcd": ("i32,float",),
    "lcm": ("i32,float",),
    "matmul": ("list",),
    "histogram2d": ("",),
    "histogramdd": ("",),
    "ravel_multi_index": ("",),
    "correlate": ("i32,int", "int,i32", "list,int", "i32,float", "i64,i32", "i8,int", "u8,u8", "i8,i64"),
}
SKIP = {f"{k}{f}" if f[:1] in ("#", "") else f"{k}({f})" for k, forms in KNOWN.items() for f in forms}


def attempt(tag, fn):
    if tag in SKIP:
        return
    try:
        print(tag, show(fn()))
    except Exception as e:  # noqa: BLE001
        print(tag, "raised", type(e).__name__)


I32 = mnp.array([3, -1, 2, 0, 7])
I64 = mnp.array([3, -1, 2, 0, 7], mnp.int64)
I8 = mnp.array([3, -1, 2, 0, 7], mnp.int8)
U8 = mnp.array([3, 1, 2, 0, 7], mnp.uint8)
B = mnp.array([True, False, True, False, True])
P = [4, 1, 2, 5, 3]
POS = mnp.array([4, 1, 2, 5, 3])

creation = {
    "array": [(P,), ([[1, 2], [3, 4]],), (5,), ((1, 2),), (I64,), ([True, 1],), ([1, 2.0],)],
    "asarray": [(P,), (7,), (I8,)],
    "asfarray": [(P,), (I32,)],
    "copy_": [],
    "full": [((3, 2), [1, 2]), ((2,), 5), ((2, 2), I64), ((2,), True), ((2,), 2.5), ((2, 5), I8), ((2,), (1, 2))],
    "full_like": [(I32, 5), (I32, 2.5), (I64, 3), (P, 1), (I8, [1, 2, 3, 4, 5]), (B, 2)],
    "zeros_like": [(I32,), (P,), (I8,), (B,)],
    "ones_like": [(I64,), (P,), (U8,)],
    "arange": [(5,), (1, 7, 2), (0, 5, 1.5), (2.0, 5)],
    "linspace": [(0, 10, 5), (0, 10, 5, True, False, mnp.int32), (I32, 10, 3)],
    "logspace": [(0, 3, 4), (0, 3, 4, True, 2)],
    "geomspace": [(1, 1000, 4)],
    "eye": [(3,), (2, 3, 1, mnp.int32)],
    "identity": [(2,), (2, mnp.int32)],
    "tri": [(3,), (2, 3, 0, mnp.int32)],
    "tril": [([[1, 2], [3, 4]],), (mnp.ones((3, 3), mnp.int32), -1)],
    "triu": [([[1, 2], [3, 4]],), (mnp.ones((3, 3), mnp.int8), 1)],
    "diag": [(P,), ([[1, 2], [3, 4]],), (I64, 1)],
    "diagflat": [([1, 2],), (I8,)],
    "diagonal": [(mnp.arange(9).reshape(3, 3),)],
    "trace": [(mnp.arange(9).reshape(3, 3),), ([[1, 2], [3, 4]],)],
    "vander": [([1, 2, 3],), (I32, 3)],
    "meshgrid": [([1, 2], [3, 4, 5])],
    "indices": [((2, 3),)],
    "ix_": [([0, 1], [2, 3])],
    "histogram_bin_edges": [([1, 2, 1], [0, 1, 2, 3]), (I32, 3), (P, 4, (0, 8))],
    "diag_indices": [(3,)],
    "tril_indices": [(3,)],
    "triu_indices": [(3, 1)],
    "pad": [([1, 2, 3], 1), (I8, (1, 2), "constant", None, 9)],
}

unary = [
    "abs", "absolute", "fabs", "negative", "positive", "sign", "sqrt", "square", "cbrt", "reciprocal", "exp",
    "exp2", "expm1", "log", "log2", "log10", "log1p", "sin", "cos", "tan", "arcsin", "arccos", "arctan", "sinh",
    "cosh", "tanh", "arcsinh", "arccosh", "arctanh", "deg2rad", "radians", "rad2deg", "floor", "ceil", "trunc",
    "rint", "fix", "bitwise_not", "invert", "signbit", "isnan", "isinf", "isfinite",
    "cumsum", "cumprod", "nancumsum", "sum", "nansum", "mean", "nanmean", "prod_", "amax", "amin", "max", "min",
    "nanmax", "nanmin", "ptp", "std", "nanstd", "var", "nanvar", "average", "argmax", "argmin", "count_nonzero",
    "diff", "ediff1d", "gradient", "unwrap", "trapz", "norm", "polyder", "polyint", "bincount", "histogram",
]  # fmt: skip
binary = [
    "add", "subtract", "multiply", "divide", "true_divide", "floor_divide", "remainder", "mod", "fmod", "divmod",
    "power", "float_power", "maximum", "minimum", "arctan2", "hypot", "logaddexp", "logaddexp2", "copysign",
    "heaviside", "gcd", "lcm", "bitwise_and", "bitwise_or", "bitwise_xor", "dot", "inner", "outer", "kron",
    "matmul_", "cross_", "convolve", "correlate", "polyadd", "polysub", "polymul", "polyval", "digitize",
    "searchsorted", "interp_",
]  # fmt: skip

for name, forms in creation.items():
    fn = getattr(mnp, name.rstrip("_"), None)
    for i, args in enumerate(forms):
        attempt(f"{name}#{i}", lambda: fn(*args))

unary_forms = [("i32", I32), ("list", P), ("int", 3), ("i64", I64), ("i8", I8), ("u8", U8), ("bool", B)]
for name in unary:
    if name.endswith("_"):
        continue
    fn = getattr(mnp, name)
    for tag, x in unary_forms:
        if name in ("bincount",) and tag in ("i32", "i64", "i8"):
            x = POS if tag == "i32" else mnp.array(P, {"i64": mnp.int64, "i8": mnp.int8}[tag])
        attempt(f"{name}({tag})", lambda: fn(x))

binary_forms = [
    ("i32,i32", I32, POS),
    ("i32,int", I32, 2),
    ("int,i32", 2, I32),
    ("list,list", [3, -1, 2, 0, 7], P),
    ("list,int", [3, -1, 2, 0, 7], 2),
    ("i32,float", I32, 1.5),
    ("i64,i32", I64, POS),
    ("i8,int", I8, 2),
    ("u8,u8", U8, mnp.array(P, mnp.uint8)),
    ("i8,i64", I8, mnp.array(P, mnp.int64)),
]
for name in binary:
    if name.endswith("_"):
        continue
    fn = getattr(mnp, name)
    for tag, x, y in binary_forms:
        if name in ("digitize", "searchsorted"):
            y = [0, 2, 4, 6] if not isinstance(y, ms.Tensor) else mnp.array([0, 2, 4, 6], y.dtype)
        attempt(f"{name}({tag})", lambda: fn(x, y))

attempt("interp(int)", lambda: mnp.interp(I32, [0, 2, 4], [1, 5, 9]))
attempt("interp(list)", lambda: mnp.interp([1, 3], [0, 2, 4], [1, 5, 9]))
attempt("matmul(i32)", lambda: mnp.matmul(mnp.array([[1, 2], [3, 4]]), mnp.array([[1, 0], [2, 1]])))
attempt("matmul(list)", lambda: mnp.matmul([[1, 2], [3, 4]], [[1, 0], [2, 1]]))
attempt("cross(i32)", lambda: mnp.cross(mnp.array([1, 2, 3]), mnp.array([4, 5, 6])))
attempt("cross(list)", lambda: mnp.cross([1, 2, 3], [4, 5, 6]))
attempt("clip(i32)", lambda: mnp.clip(I32, 0, 3))
attempt("clip(list)", lambda: mnp.clip(P, 1, 3))
attempt("clip(i8)", lambda: mnp.clip(I8, 0, 3))
attempt("clip(i32,float)", lambda: mnp.clip(I32, 0.5, 3))
attempt("where(i32)", lambda: mnp.where(B, I32, 0))
attempt("where(list)", lambda: mnp.where(B, P, 1))
attempt("histogram(bins=list)", lambda: mnp.histogram([1, 2, 1], bins=[0, 1, 2, 3]))
attempt("histogram(bins=i32)", lambda: mnp.histogram(I32, bins=mnp.arange(5)))
attempt("histogram(density)", lambda: mnp.histogram(mnp.arange(4), bins=mnp.arange(5), density=True))
attempt("histogram(range)", lambda: mnp.histogram(I32, bins=4, range=(0, 8)))
attempt("histogram(weights)", lambda: mnp.histogram(I32, bins=[0, 2, 4, 8], weights=POS))
attempt("histogram2d", lambda: mnp.histogram2d(I32, POS, bins=[[0, 2, 8], [0, 3, 6]]))
attempt("histogramdd", lambda: mnp.histogramdd(mnp.stack([I32, POS], 1), bins=[[0, 2, 8], [0, 3, 6]]))
attempt("bincount(w)", lambda: mnp.bincount(POS, weights=I32))
attempt("cumsum(dtype)", lambda: mnp.cumsum(I8, dtype=mnp.int16))
attempt("sum(axis)", lambda: mnp.sum(mnp.array([[1, 2], [3, 4]], mnp.int8), axis=0))
attempt("mean(axis)", lambda: mnp.mean(mnp.array([[1, 2], [3, 4]]), axis=1))
attempt("cov", lambda: mnp.cov([[1, 2, 4], [3, 1, 0]]))
attempt("corrcoef", lambda: mnp.corrcoef([[1, 2, 4], [3, 1, 0]]))
attempt("tensordot", lambda: mnp.tensordot(mnp.array([[1, 2], [3, 4]]), mnp.array([[1, 0], [2, 1]])))
attempt("multi_dot", lambda: mnp.multi_dot([mnp.array([[1, 2], [3, 4]]), mnp.array([[1, 0], [2, 1]])]))
attempt("ravel_multi_index", lambda: mnp.ravel_multi_index(([1, 2], [0, 1]), (3, 4)))
