# ops.MapUniform (values for positive and negative keys, dtypes, errors) and
# ops.function.random_func.uniform_ (shape, dtype, the argument errors; MindSpore's CPU build cannot read the values,
# and a failed launch is reported by a later call, so the errors come first).
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops


def attempt(tag, f):
    try:
        r = f()
        a = r.asnumpy()
        print(tag, r.dtype, r.shape)
        print(a)
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e).splitlines()[0])


def shape_only(tag, f):
    try:
        r = f()
        print(tag, type(r).__name__, r.dtype, r.shape)
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e).splitlines()[0])


M = ops.MapUniform()
attempt("mu", lambda: M(Tensor(np.arange(8)), 4, 2))
attempt("mu_i32_2d", lambda: M(Tensor(np.arange(12).reshape(3, 4).astype(np.int32)), 3, 4))
attempt("mu_negative", lambda: M(Tensor(np.array([-5, -1, 7, 13, -12])), 4, 3))
attempt("mu_i16", lambda: M(Tensor(np.arange(6).astype(np.int16)), 5, 4))
attempt("mu_tensor_sizes", lambda: M(Tensor(np.arange(6)), Tensor(3), Tensor(2, ms.int32)))
attempt("mu_one_group", lambda: M(Tensor(np.arange(5)), 7, 1))
attempt("mu_float", lambda: M(Tensor(np.arange(4).astype(np.float32)), 2, 2))
attempt("mu_u8", lambda: M(Tensor(np.arange(6).astype(np.uint8)), 3, 2))
attempt("mu_bool", lambda: M(Tensor(np.array([True, False])), 3, 2))
attempt("mu_size_float", lambda: M(Tensor(np.arange(4)), 2.0, 2))
attempt("mu_group_float", lambda: M(Tensor(np.arange(4)), 2, 1.5))
attempt("mu_zero_groups", lambda: M(Tensor(np.arange(4)), 2, 0))
attempt("mu_negative_groups", lambda: M(Tensor(np.arange(4)), 2, -3))
attempt("mu_list", lambda: M([1, 2], 2, 2))

U = ops.function.random_func.uniform_
g = ms.Generator()
g.manual_seed(100)
print("same function", ops.functional.uniform_ is U, ops.uniform_ is U)
shape_only("u_multi", lambda: U(ops.ones((2, 2)), Tensor([1.0, 2.0]), 3.0))
shape_only("u_str", lambda: U(ops.ones((2, 2)), "a", 3.0))
shape_only("u_none", lambda: U(ops.ones((2, 2)), 0.0, None))
shape_only("u_list", lambda: U([1.0], 0.0, 3.0))
shape_only("u_", lambda: U(ops.ones((4, 2)), 1.0, 2.0, generator=g))
shape_only("u_default", lambda: U(ops.zeros((3,), ms.float64)))
shape_only("u_tensor_bounds", lambda: U(ops.ones((2, 2)), Tensor(1.0), Tensor([3.0])))
shape_only("u_method", lambda: ops.ones((2, 3), ms.float16).uniform_(-1, 1))
