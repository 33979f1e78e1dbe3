# exceptions users commonly hit: shape mismatch in Dense/MatMul/Conv2d, wrong dtypes, bad constructor arguments
import numpy as np
import mindspore as ms
import mindspore.nn as nn
import mindspore.ops as ops
from mindspore import Tensor


def attempt(tag, fn):
    try:
        r = fn()
        ms.runtime.synchronize()
        print(tag, "OK", getattr(r, "shape", r))
    except Exception as e:
        msg = str(e).split("\n")[0]
        print(tag, type(e).__name__, "|", msg[:160])


x = Tensor(np.ones((2, 3), np.float32))
attempt("dense_in", lambda: nn.Dense(4, 2)(x))
attempt("matmul", lambda: ops.matmul(x, x))
attempt("MatMul_prim", lambda: ops.MatMul()(x, x))
attempt("conv_ch", lambda: nn.Conv2d(3, 4, 3)(Tensor(np.ones((1, 2, 5, 5), np.float32))))
attempt("conv_rank", lambda: nn.Conv2d(3, 4, 3)(Tensor(np.ones((3, 5, 5), np.float32))))
attempt("dense_ctor", lambda: nn.Dense(0, 2))
attempt("dense_ctor_float", lambda: nn.Dense(2.5, 2))
attempt("conv_pad_mode", lambda: nn.Conv2d(3, 4, 3, pad_mode="SAME_X"))
attempt("conv_padding_with_same", lambda: nn.Conv2d(3, 4, 3, pad_mode="same", padding=1))
attempt("bn_ctor", lambda: nn.BatchNorm2d(0))
attempt("dropout_keep", lambda: nn.Dropout(keep_prob=1.5))
attempt("dropout_p", lambda: nn.Dropout(p=1.0))
attempt("reshape_bad", lambda: ops.reshape(x, (4, 2)))
attempt("softmax_int", lambda: ops.softmax(Tensor([1, 2, 3])))
attempt("tensor_bad", lambda: Tensor("hello"))
attempt("tensor_ragged", lambda: Tensor([[1, 2], [3]]))
attempt("squeeze_axis", lambda: ops.squeeze(x, 0))
attempt("optimizer_empty", lambda: nn.Momentum([], 0.1, 0.9))
attempt("optimizer_lr_neg", lambda: nn.SGD(nn.Dense(2, 2).trainable_params(), learning_rate=-0.1))
attempt("momentum_neg", lambda: nn.Momentum(nn.Dense(2, 2).trainable_params(), 0.1, -0.5))
attempt("add_shapes", lambda: ops.add(Tensor(np.ones((2, 3))), Tensor(np.ones((4,)))))
