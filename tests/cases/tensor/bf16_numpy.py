# mindspore.common.np_dtype.bfloat16: numpy bfloat16 arrays in and out of Tensors, their text, dtype conversions
import numpy as np
import mindspore as ms
from mindspore import Tensor
from mindspore.common import np_dtype

bf = np_dtype.bfloat16
print("all", np_dtype.__all__, np.dtype(bf).name, np.dtype(bf).itemsize)
print("nptype", ms.dtype_to_nptype(ms.bfloat16) is bf, ms.dtype_to_pytype(ms.bfloat16))
t = Tensor(np.array([1.5, 2.25, -3.0], dtype=bf))
print("from bf16 array", t.dtype, t.shape)
print(repr(t))
print(t)
print(Tensor([[1.5, 2], [3, 4]], ms.bfloat16))
print(Tensor(np.array(0.5, dtype=bf)))
a = Tensor([1.5, 2, -0.25], ms.bfloat16).asnumpy()
print("asnumpy", a.dtype, a.shape, a.astype(np.float32).tolist())
print("bf16 array to float32", Tensor(np.array([1.5], dtype=bf), ms.float32).dtype)
print("float32 array to bf16", Tensor(np.array([1.5], np.float32), ms.bfloat16).asnumpy().dtype)
print("astype", t.astype(ms.float32).dtype, t.astype(np.float32).dtype)
print("__array__", np.asarray(t).dtype, np.array(t, dtype=np.float32).dtype)
print("item", t[0].item(), type(t[0].item()).__name__, t.tolist())
for obj in (bf, np.dtype(bf)):
    try:
        print("pytype_to_dtype", ms.pytype_to_dtype(obj))
    except Exception as e:
        print("pytype_to_dtype", type(e).__name__, "|", str(e).split("\n")[0][:200])
