# Matrix products: matmul (broadcast, 1-D), MatMul(transpose_a, transpose_b), BatchMatMul, bmm, dot-like cases.
import numpy as np
from mindspore import Tensor, ops


def show(name, r):
    if isinstance(r, (tuple, list)):
        print(name, type(r).__name__, len(r))
        for i, v in enumerate(r):
            show(f"  {name}[{i}]", v)
    elif isinstance(r, Tensor):
        print(name, r.dtype, r.shape)
        print(r)
    else:
        print(name, type(r).__name__, r)


a = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
b = Tensor(np.arange(12, dtype=np.float32).reshape(3, 4))
show("matmul", ops.matmul(a, b))
show("matmul_vec", ops.matmul(a, Tensor(np.array([1.0, 0.0, -1.0], np.float32))))
show("matmul_int", ops.matmul(Tensor(np.array([[1, 2]], np.int32)), Tensor(np.array([[3], [4]], np.int32))))
show("matmul_bcast", ops.matmul(Tensor(np.ones((2, 2, 3), np.float32)), b))
show("MatMul", ops.MatMul()(a, b))
show("MatMul_ta", ops.MatMul(transpose_a=True)(a, a))
show("MatMul_tb", ops.MatMul(transpose_b=True)(a, a))
show("MatMul_both", ops.MatMul(True, True)(b, a))
x = Tensor(np.arange(12, dtype=np.float32).reshape(2, 2, 3))
y = Tensor(np.arange(18, dtype=np.float32).reshape(2, 3, 3))
show("BatchMatMul", ops.BatchMatMul()(x, y))
show("BatchMatMul_tb", ops.BatchMatMul(transpose_b=True)(x, x))
show("BatchMatMul_ta", ops.BatchMatMul(transpose_a=True)(x, x))
show("bmm", ops.bmm(x, y))
show("x@y", a @ b)
print(repr(ops.MatMul(transpose_a=True)))
print(repr(ops.BatchMatMul()))
