# The internal paths mint's docstrings import: ops.functional_overload (the mint functions themselves) and the
# *_ext names of ops.function.math_func / array_func / nn_func, which are mint's callables and not ops names.
import numpy as np
import mindspore as ms
from mindspore import ops, mint, Tensor
from mindspore.ops import functional_overload as fo
from mindspore.ops.function import math_func, array_func, nn_func
from mindspore.ops.function.math_func import amax_ext, amin_ext
from mindspore.ops.function.array_func import gather_ext
from mindspore.ops.function.nn_func import softmax_ext, glu_ext


def attempt(tag, fn):
    try:
        print(tag, fn())
    except Exception as e:
        print(tag, type(e).__name__, str(e).splitlines()[0] if str(e) else "")


print("is", amax_ext is mint.amax, amin_ext is mint.amin, gather_ext is mint.gather,
      softmax_ext is mint.nn.functional.softmax, glu_ext is mint.nn.functional.glu)
print("ops has", [hasattr(ops, n) for n in ("amax_ext", "amin_ext", "gather_ext", "softmax_ext", "glu_ext")],
      hasattr(ops, "functional_overload"))
print("not all", [n in math_func.__all__ for n in ("amax_ext", "amin_ext")], "gather_ext" in array_func.__all__,
      [n in nn_func.__all__ for n in ("softmax_ext", "glu_ext")])
names = ["index_add", "add", "eq", "addcdiv", "empty", "min", "imag", "less", "lt", "real", "mul", "sub", "nansum",
         "any", "repeat_interleave", "lerp", "kthvalue", "div", "greater_equal", "ge", "fmod", "clamp", "clip",
         "where", "floor_divide", "empty_like", "remainder", "bitwise_not", "max", "xlogy"]
print("fo mint", [n for n in names if getattr(fo, n) is not getattr(mint, n)])
print("fo nn", [getattr(fo, n) is getattr(mint.nn.functional, n) for n in ("conv3d", "conv1d", "gelu", "pixel_shuffle")])
print("fo in all", all(n in fo.__all__ for n in names))
attempt("fo missing", lambda: fo.no_such_name)
attempt("math missing", lambda: math_func.no_such_name)

x = Tensor(np.array([[1.0, 5.0, 2.0], [4.0, -3.0, 6.0]], np.float32))
print("amax", amax_ext(x), amax_ext(x, 1), amax_ext(x, 0, True))
print("amin", amin_ext(x), amin_ext(x, (0, 1)), amin_ext(x, -1, keepdim=True))
print("gather", gather_ext(x, 1, Tensor(np.array([[2, 0], [1, 1]], np.int32))))
print("softmax", softmax_ext(x, dim=1), softmax_ext(x, 0).shape)
print("glu", glu_ext(Tensor(np.array([[1.0, 2.0, 3.0, 4.0]], np.float32))))
print("fo any", fo.any(Tensor(np.array([[True, False], [False, False]]))), fo.any(x > 5, 1))
print("fo clamp", fo.clamp(x, 0.0, 3.0), fo.where(x > 2, x, 0.0))
