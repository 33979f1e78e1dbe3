# Tensor.ger(vec2): the outer product of two 1-D tensors (ops.ger's rules: dtypes, ranks, errors)
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops

a = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
b = Tensor(np.array([0.5, -1.0], np.float32))


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, "OK", r.dtype, r.shape, r)
    except Exception as e:
        print(tag, type(e).__name__, "|", str(e).split("\n")[0][:200])


attempt("f32", lambda: a.ger(b))
attempt("kw vec2", lambda: a.ger(vec2=b))
attempt("f16", lambda: a.astype(ms.float16).ger(b.astype(ms.float16)))
attempt("f64", lambda: a.astype(ms.float64).ger(b.astype(ms.float64)))
attempt("ops.ger same", lambda: ops.ger(a, b))
attempt("mixed f32 f16", lambda: a.ger(b.astype(ms.float16)))
attempt("int32", lambda: a.astype(ms.int32).ger(b.astype(ms.int32)))
attempt("2-D", lambda: Tensor(np.ones((2, 2), np.float32)).ger(b))
attempt("not a tensor", lambda: a.ger([1.0, 2.0]))
