# Common network-debugging errors caught and printed: shape/dtype mismatches in Dense, MatMul, Conv2d, losses, Reshape
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor


def attempt(tag, fn):
    try:
        r = fn()
        ms.runtime.synchronize()
        print(tag, "ok", r.shape if hasattr(r, "shape") else r)
    except Exception as e:
        print(tag, type(e).__name__, str(e).splitlines()[0][:300])


x = Tensor(np.ones((2, 3), np.float32))
attempt("dense_in", lambda: nn.Dense(4, 2)(x))
attempt("matmul_dtype", lambda: ops.MatMul()(x, Tensor(np.ones((3, 2), np.int32))))
attempt("conv_3d_input", lambda: nn.Conv2d(3, 2, 3)(Tensor(np.ones((3, 5, 5), np.float32))))
attempt("conv_channels", lambda: nn.Conv2d(3, 2, 3)(Tensor(np.ones((1, 4, 5, 5), np.float32))))
attempt("reshape", lambda: ops.reshape(x, (4, 2)))
attempt("add_shape", lambda: x + Tensor(np.ones((4,), np.float32)))
attempt("ce_label_float", lambda: nn.CrossEntropyLoss()(x, Tensor(np.array([0.0, 1.0], np.float32))))
attempt("ce_ok", lambda: nn.CrossEntropyLoss()(x, Tensor(np.array([0, 2], np.int32))))
attempt(
    "swce_sparse",
    lambda: nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")(x, Tensor(np.array([0, 2], np.int32))),
)
attempt("mse_shape", lambda: nn.MSELoss()(x, Tensor(np.ones((2, 4), np.float32))))
attempt("concat", lambda: ops.concat((x, Tensor(np.ones((2, 2), np.float32))), axis=0))
attempt("bn_channels", lambda: nn.BatchNorm2d(3)(Tensor(np.ones((2, 4, 2, 2), np.float32))))
attempt("squeeze", lambda: ops.squeeze(x, 0))
attempt("transpose", lambda: ops.transpose(x, (1, 0, 2)))
attempt("tensor_none", lambda: Tensor(None))
attempt("index", lambda: x[5])
attempt("dropout_p", lambda: nn.Dropout(p=1.5))
attempt("dense_ch", lambda: nn.Dense(0, 2))
attempt("sgd_lr", lambda: nn.SGD(nn.Dense(2, 2).trainable_params(), learning_rate=-0.1))
attempt("cast_str", lambda: ops.cast(x, "float16"))
