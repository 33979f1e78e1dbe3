# ops.FillDiagonal (mindone 0.4.0's transformers port reaches it): square, wide and tall matrices with and without
# wrap, a cube, integer dtypes (the value truncated and wrapped), and the constructor's and input's errors.
import numpy as np

from mindspore import Tensor, ops


def attempt(tag, fn):
    try:
        print(tag, "ok", fn())
    except Exception as e:
        print(tag, type(e).__name__, str(e).splitlines()[0] if str(e).strip() else "")


def show(tag, t):
    print(tag, t.dtype, t.shape, t.asnumpy().ravel().tolist())


print(repr(ops.FillDiagonal(2.0, True)), ops.FillDiagonal(2.0).wrap, ops.FillDiagonal(-1.5).fill_value)
show("square", ops.FillDiagonal(9.9)(Tensor(np.arange(9, dtype=np.float32).reshape(3, 3))))
show("wide", ops.FillDiagonal(2.0)(Tensor(np.zeros((2, 4), np.float16))))
show("tall", ops.FillDiagonal(9.9)(Tensor(np.arange(21).reshape(7, 3).astype(np.int64))))
show("tall wrap", ops.FillDiagonal(9.9, True)(Tensor(np.arange(21).reshape(7, 3).astype(np.int64) + 100)))
show("tall wrap 8x2", ops.FillDiagonal(-3.0, True)(Tensor(np.ones((8, 2), np.float64))))
show("cube", ops.FillDiagonal(-1.5)(Tensor(np.ones((2, 2, 2), np.float64))))
show("int32 negative", ops.FillDiagonal(-7.9)(Tensor(np.zeros((3, 3), np.int32))))
show("uint8 wraps", ops.FillDiagonal(300.0)(Tensor(np.zeros((2, 2), np.uint8))))
show("int8 wraps", ops.FillDiagonal(200.0)(Tensor(np.zeros((2, 2), np.int8))))
x = Tensor(np.zeros((2, 2), np.float32))
ops.FillDiagonal(5.0)(x)
show("input kept", x)
attempt("int value", lambda: ops.FillDiagonal(9))
attempt("int wrap", lambda: ops.FillDiagonal(9.0, 1))
attempt("not tensor", lambda: ops.FillDiagonal(2.0)(np.zeros((2, 2))))
# last: MindSpore's C++ checks can report a previous error again on a later call
attempt("bool", lambda: ops.FillDiagonal(1.0)(Tensor(np.zeros((2, 2), np.bool_))).shape)
