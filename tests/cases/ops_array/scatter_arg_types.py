# The scatter ops given inputs of types they do not take, or the wrong number of inputs (scatter_nd_update and
# tensor_scatter_update are primitive instances in MindSpore): its exception class and whole message.
import numpy as np
from mindspore import Tensor, ops


def err(name, f, *args):
    try:
        r = f(*args)
        print(name, "ok", r.dtype, r.shape)
    except Exception as e:  # noqa: BLE001
        text = str(e).split("\n\n----")[0].strip()
        print(name, type(e).__name__, " | ".join(ln for ln in text.splitlines() if ln.strip()))


x = Tensor(np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], np.float32))
xi = Tensor(np.array([[1, 0, 1], [0, 1, 0]], np.int32))
idx = Tensor(np.array([[0], [1]], np.int32))
for fname in ("scatter_nd_update", "tensor_scatter_update"):
    f = getattr(ops, fname)
    err(f"{fname}_one", f, x)
    err(f"{fname}_two", f, x, idx)
err("scatter_nd_update_four", ops.scatter_nd_update, x, idx, x, x)
for fname in ("scatter_nd_update", "scatter_nd_add", "scatter_nd_sub", "tensor_scatter_update", "tensor_scatter_add",
              "tensor_scatter_sub", "tensor_scatter_max", "tensor_scatter_min", "tensor_scatter_mul",
              "tensor_scatter_div", "scatter_add", "scatter_update"):
    f = getattr(ops, fname)
    for label, v in (("float", 1.5), ("none", None), ("list", [0])):
        err(f"{fname}_indices_{label}", f, x, v, x)
err("tensor_scatter_add_input_float", ops.tensor_scatter_add, 1.5, idx, x)
err("scatter_index_float", ops.scatter, x, 0, 1.5, x)
err("scatter_dim_float", ops.scatter, x, 0.5, xi, x)
err("scatter_dim_bool", ops.scatter, x, True, xi, x)
err("scatter_dim_tensor", ops.scatter, x, Tensor(0), xi, x)
err("scatter_src_none", ops.scatter, x, 0, xi, None)
err("scatter_src_int", ops.scatter, x, 0, xi, 1)
err("scatter_src_bool", ops.scatter, x, 0, xi, True)
err("scatter_src_float", ops.scatter, x, 0, xi, 1.5)
err("scatter_input_list", ops.scatter, [1.0], 0, xi, x)
err("scatter_nd_shape_float", ops.scatter_nd, idx, x, 1.5)
err("scatter_nd_shape_none", ops.scatter_nd, idx, x, None)
err("scatter_nd_shape_list", ops.scatter_nd, idx, x, [2, 3])
err("scatter_nd_indices_float", ops.scatter_nd, 1.5, x, (2, 3))
err("scatter_nd_updates_list", ops.scatter_nd, idx, [1.0], (2,))
err("list_len_two", ops.list_len, [1], 2)
err("list_len_none", ops.list_len)
err("tuple_len_two", ops.tuple_len, (1,), 2)
