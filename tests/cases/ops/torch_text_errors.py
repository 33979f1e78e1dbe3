# The errors of issue 23: MindSpore's class, first line and chain for conv channel/kernel mismatches, matmul,
# embedding ids out of range and bad transpose perms, eager and under jit / GRAPH_MODE.
import traceback

import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, "->", r.dtype, r.shape, r.asnumpy().tolist())
    except Exception as e:  # noqa: BLE001
        text = str(e).strip()
        print(tag, "!!", type(e).__name__, "|", text.splitlines()[0] if text else "")
        shown = e.__cause__ or (None if e.__suppress_context__ else e.__context__)
        print(tag, "chained:", type(shown).__name__ if shown is not None else None)
        frames = [f.filename for f in traceback.extract_tb(e.__traceback__)]
        print(tag, "torch frames:", any("/torch/" in f for f in frames))


class Wrap(nn.Cell):
    def __init__(self, layer):
        super().__init__()
        self.layer = layer

    def construct(self, x):
        return self.layer(x)


class MatMul(nn.Cell):
    def construct(self, a, b):
        return ops.matmul(a, b)


class Transpose(nn.Cell):
    def __init__(self, perm):
        super().__init__()
        self.perm = perm

    def construct(self, x):
        return ops.transpose(x, self.perm)


@ms.jit
def jit_matmul(a, b):
    return ops.matmul(a, b)


x4 = Tensor(np.arange(50, dtype=np.float32).reshape(1, 2, 5, 5))
x3 = Tensor(np.arange(10, dtype=np.float32).reshape(1, 2, 5))
a = Tensor(np.ones((2, 3), np.float32))
b = Tensor(np.ones((4, 5), np.float32))
ids = Tensor(np.array([1, 7, -1], np.int32))

for mode in ("eager", "jit", "graph"):
    ms.set_context(mode=ms.GRAPH_MODE if mode == "graph" else ms.PYNATIVE_MODE)

    def run(cell, *args):
        return ms.jit(cell.construct)(*args) if mode == "jit" else cell(*args)

    attempt(f"{mode}_conv2d_channels", lambda: run(Wrap(nn.Conv2d(3, 4, 3)), x4))
    attempt(f"{mode}_conv1d_channels", lambda: run(Wrap(nn.Conv1d(3, 4, 3)), x3))
    attempt(f"{mode}_conv2d_kernel_too_big", lambda: run(Wrap(nn.Conv2d(2, 4, 7, pad_mode="valid")), x4))
    attempt(f"{mode}_conv1d_kernel_too_big", lambda: run(Wrap(nn.Conv1d(2, 4, 7, pad_mode="valid")), x3))
    attempt(f"{mode}_matmul", lambda: run(MatMul(), a, b))
    attempt(f"{mode}_transpose_out_of_range", lambda: run(Transpose((0, 2)), a))
    attempt(f"{mode}_embedding_out_of_range", lambda: run(Wrap(nn.Embedding(5, 3, embedding_table="ones")), ids))
    if mode != "eager":  # PyNative words a later bad perm of Transpose as the first one (its error is cached)
        attempt(f"{mode}_transpose_repeated", lambda: run(Transpose((1, 1)), a))
        attempt(f"{mode}_transpose_too_long", lambda: run(Transpose((0, 1, 2)), a))

ms.set_context(mode=ms.PYNATIVE_MODE)
attempt("jit_function_matmul", lambda: jit_matmul(a, b))
attempt("ops_matmul", lambda: ops.matmul(a, b))
attempt("tensor_matmul", lambda: a.matmul(b))
