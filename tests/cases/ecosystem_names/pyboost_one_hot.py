# pyboost_inner_prim.one_hot_ext_impl (ops.one_hot's implementation object) on CPU: no OneHotExt kernel. A case of its
# own: MindSpore reports a missing kernel late, and a later op in the same process can report the earlier error.
import numpy as np

import mindspore as ms
from mindspore import Tensor
from mindspore.ops.auto_generate import pyboost_inner_prim as PB


def attempt(tag, fn):
    try:
        text = str(fn())  # MindSpore reports a missing kernel when the result is read
        print(tag, text)
    except Exception as e:  # noqa: BLE001
        lines = [ln for ln in str(e).splitlines() if ln.strip() and not ln.startswith("---")]
        print(tag, type(e).__name__, lines[:1])


attempt(
    "one_hot_ext",
    lambda: PB.one_hot_ext_impl(Tensor(np.array([0, 2, 1])), 3, Tensor(1, ms.int64), Tensor(0, ms.int64), -1),
)
