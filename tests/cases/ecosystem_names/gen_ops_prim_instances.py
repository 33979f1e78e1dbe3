# The gen_ops_prim instances MindSpore's mint and Tensor methods call (randint_op, inplace_uniform_op, dropout_ext_op,
# ...) and the MaxPoolWithMask / MaxPoolWithIndices classes, on MindSpore's CPU backend: matmul_ext_op computes; the
# random ones and the pooling ones have no CPU kernel (MindSpore reports the failure when the result is read).
import numpy as np

import mindspore as ms
from mindspore import Tensor
from mindspore.ops.auto_generate import gen_ops_prim as GP

x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
y = Tensor(np.arange(6, dtype=np.float32).reshape(3, 2))
print(GP.matmul_ext_op(x, y))
print(GP.matmul_ext_op(Tensor(np.ones((2, 2, 3), np.float32)), y).shape)
print(GP.matmul_ext_op(Tensor(np.array([1, 2, 3], np.int32)), Tensor(np.array([4, 5, 6], np.int32))))
print(type(GP.matmul_ext_op).__name__, type(GP.randint_op).__name__, type(GP.dropout_ext_op).__name__)
print(GP.matmul_ext_op.set_device("CPU") is GP.matmul_ext_op, GP.matmul_ext_op.attrs.get("primitive_target"))
print(GP.MaxPoolWithMask(2, 2).kernel_size, GP.MaxPoolWithIndices(3).strides)

CASES = {
    "randint": "GP.randint_op(0, 5, (2, 3), seed, off, ms.int64)",
    "inplace_uniform": "GP.inplace_uniform_op(x, 0.0, 1.0, seed, off)",
    "inplace_normal": "GP.inplace_normal_op(x, 0.0, 1.0, seed, off)",
    "dropout_ext": "GP.dropout_ext_op(x, 0.5, seed, off)[0]",
    "bernoulli_ext": "GP.bernoulli_ext_op(Tensor(np.full((2, 3), 0.5, np.float32)), seed, off)",
    "multinomial_ext": "GP.multinomial_ext_op(Tensor(np.ones((2, 4), np.float32)), 2, False, seed, off)",
    "MaxPoolWithMask": "GP.MaxPoolWithMask(2, 2)(Tensor(np.ones((1, 1, 4, 4), np.float32)))[0]",
    "MaxPoolWithIndices": "GP.MaxPoolWithIndices(2, 2)(Tensor(np.ones((1, 1, 4, 4), np.float32)))[0]",
}
seed, off = Tensor(0, ms.int64), Tensor(0, ms.int64)
x = Tensor(np.ones((2, 3), np.float32))
for tag, call in CASES.items():
    try:
        print(tag, eval(call).asnumpy().shape)
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, [ln for ln in str(e).splitlines() if ln.strip() and not ln.startswith("---")][:1])
