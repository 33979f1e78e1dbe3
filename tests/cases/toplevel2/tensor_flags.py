# Tensor.is_init / set_init_flag / is_meta / is_shared / offload / offload_file_path and the settable
# Parameter.sliced / Parameter.unique flags.
import os

import numpy as np

import mindspore as ms
from mindspore import Parameter, Tensor
from mindspore.common.initializer import One


def attempt(tag, fn):
    try:
        print(tag, fn())
    except Exception as e:  # noqa: BLE001 - the case prints MindSpore's exception
        print(tag, type(e).__name__, str(e).splitlines()[0])


t = Tensor(np.ones((2, 3)))
print(t.is_init(), t.set_init_flag(True), t.is_init(), t.set_init_flag(False), t.is_init())
t.set_init_flag(1)
print(t.is_init())
lazy = Tensor(shape=(2, 3), dtype=ms.float32, init=One())
print(lazy.is_init(), lazy.init_data().is_init())
m = Tensor(np.ones((2, 1), np.int32), device="meta")
print(t.is_meta, m.is_meta, type(m.is_meta).__name__, m.shape, m.dtype)
print(t.is_shared(), ms.Tensor([1, 2, 3], ms.int16).is_shared())
d = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
print(repr(d.offload_file_path()))
print(d.offload("./tensor.data"), d.offload_file_path(), os.path.getsize("./tensor.data"))
print(np.fromfile("./tensor.data", np.float32))
attempt("offload int", lambda: d.offload(3))

p = Parameter(Tensor(np.array([1, 2], dtype=np.float32)), name="param")
print(p.sliced, p.unique)
p.sliced = True
p.unique = True
print(p.sliced, p.unique)
p.sliced = False
print(p.sliced, p.unique, Parameter(Tensor([1.0]), name="q").sliced)
