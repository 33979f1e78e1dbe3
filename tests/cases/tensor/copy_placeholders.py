# copy.deepcopy and copy.copy of a dynamic-shape placeholder (Tensor(shape=[None, 2], dtype=...)), of a lazily initialised Tensor(shape=..., init=...), and of a list holding a placeholder (as MindSpore's dynamic-shape test helper copies its compile inputs): deepcopy gives another placeholder, copy.copy of a placeholder raises.
import copy

import numpy as np

import mindspore as ms
from mindspore import Tensor
from mindspore.common.initializer import One


def attempt(tag, fn):
    try:
        r = fn()
        if isinstance(r, (list, tuple)):
            print(tag, type(r).__name__, [(x.shape, x.dtype) if isinstance(x, Tensor) else x for x in r])
        else:
            print(tag, type(r).__name__, r.shape, r.dtype, r is src)
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e).strip().splitlines()[0])


for name, src in (
    ("dyn_shape", Tensor(shape=[None, 2], dtype=ms.float32)),
    ("dyn_rank", Tensor(shape=None, dtype=ms.int64)),
    ("dyn_all", Tensor(shape=[None, None], dtype=ms.float16)),
):
    attempt(f"{name}_deepcopy", lambda: copy.deepcopy(src))
    attempt(f"{name}_copy", lambda: copy.copy(src))
    attempt(f"{name}_list", lambda: copy.deepcopy([src, (1, 2), 3]))

src = Tensor(shape=(2, 2), dtype=ms.float32, init=One())
attempt("lazy_deepcopy", lambda: copy.deepcopy(src))
print("lazy_values", copy.deepcopy(src).asnumpy().tolist())
src = Tensor(np.arange(4, dtype=np.float32))
attempt("plain_deepcopy", lambda: copy.deepcopy(src))
attempt("plain_copy", lambda: copy.copy(src))
