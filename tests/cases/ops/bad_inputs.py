# Bad inputs to the element-wise, reduction and array ops: MindSpore's result or exception class on every surface.
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, nn, ops
from mindspore import numpy as mnp


def show(name, r):
    if isinstance(r, (tuple, list)):
        print(name, type(r).__name__, len(r))
        for i, v in enumerate(r):
            show(f"  {name}[{i}]", v)
    elif isinstance(r, Tensor):
        print(name, r.dtype, r.shape, r.asnumpy().tolist())
    else:
        print(name, type(r).__name__, r)


def err(name, f, *args, **kwargs):
    try:
        show(name, f(*args, **kwargs))
    except Exception as e:  # noqa: BLE001
        print(name, type(e).__name__)


nan, inf = float("nan"), float("inf")
x = Tensor(np.array([[1, 2, 3], [4, 5, 6]], np.int32))
b = Tensor(np.array([True, False]))
f = Tensor(np.array([[1.0, 2.0, 3.0]], np.float32))
err("slice_size_past_end", ops.slice, x, (0, 1), (2, 5))
err("slice_begin_past_end", ops.slice, x, (3, 0), (1, 1))
err("slice_rank_mismatch", ops.Slice(), x, (0,), (1,))
err("one_hot_depth_negative", ops.one_hot, Tensor(np.array([0, 1], np.int32)), -1, Tensor(1.0), Tensor(0.0))
err("one_hot_out_of_range", ops.one_hot, Tensor(np.array([0, 5, -1], np.int32)), 3, Tensor(1.0), Tensor(0.0))
err("one_hot_depth_zero", nn.OneHot(depth=0), Tensor(np.array([0, 1], np.int32)))
err("zeros_float_dim", ops.zeros, (2.5, 3), ms.float32)
err("zeros_negative_dim", ops.zeros, (-1, 3), ms.float32)
err("numpy_zeros_negative_dim", mnp.zeros, (-1, 3))
err("where_float_condition", ops.where, Tensor(np.array([1.0, 0.0], np.float32)), f[0, :2], f[0, 1:])
err("add_bool_bool", ops.add, b, b)
err("tensor_add_bool_bool", b.add, b)
err("mint_add_bool_bool", mint.add, b, b)
err("relu_list", ops.relu, [1.0, -2.0])
err("exp_list", ops.exp, [1.0])
err("log_number", ops.log, 2.0)
err("softmax_axis_out_of_range", ops.softmax, f, 2)
err("softmax_0d", ops.softmax, Tensor(1.5), -1)
err("reduce_sum_bad_axis", ops.ReduceSum(), f, 5)
err("relu_nan", ops.relu, Tensor(np.array([nan, -1.0, 2.0], np.float32)))
err("nn_relu_nan", nn.ReLU(), Tensor(np.array([nan, -1.0, 2.0], np.float32)))
err("softmax_all_neg_inf", ops.softmax, Tensor(np.array([-inf, -inf, -inf], np.float32)), -1)
err("argmax_nan", ops.argmax, Tensor(np.array([1.0, nan, 3.0], np.float32)))
err("argmax_first_nan", ops.argmax, Tensor(np.array([nan, 1.0], np.float32)))
err("amax_nan", ops.amax, Tensor(np.array([1.0, nan, 3.0], np.float32)))
err("max_nan_axis", ops.max, Tensor(np.array([[1.0, nan, 3.0]], np.float32)), 1)
err("numpy_add_shape_mismatch", mnp.add, f[0, :2], f[0])
err("ops_add_shape_mismatch", ops.add, f[0, :2], f[0])
err("nn_relu_bool", nn.ReLU(), b)
err("ops_relu_bool", ops.relu, b)
err("concat_empty", ops.concat, ())
err("reshape_float_dim", ops.reshape, x, (2.0, 3))
err("mint_sum_bad_axis", mint.sum, f, 5)
err("sum_list", ops.sum, [1.0, 2.0])
