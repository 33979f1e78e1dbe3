# Tensor.astype with a string: any case ('Int32', as EDSR's PSNR metric writes it), numpy's aliases, MindSpore's
# list of names and its errors (names outside it, names numpy does not know, complex and bfloat16)
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn

x = Tensor(np.array([1.7, -2.5, 0.0, 255.9], np.float32))
names = [
    "Int32", "INT32", "int32", "Float16", "float", "Float", "int", "Int", "bool", "Bool", "bool_", "UInt8", "uint8",
    "byte", "ubyte", "short", "ushort", "intc", "uintc", "long", "intp", "uintp", "uint", "int_", "half", "single",
    "double", "Float64", "int16", "uint16", "uint32", "UINT64", "complex64", "Complex64", "cfloat", "complex128",
    "cdouble", "bfloat16", "BFloat16", "qint4x2", "number", "string", "tensor_type", "list_", "Type", "TensorType",
    "foo", "", "float32 ",
]  # fmt: skip
for name in names:
    try:
        r = x.astype(name)
        print(repr(name), r.dtype, r)
    except Exception as e:
        print(repr(name), type(e).__name__, str(e).splitlines()[0])
for d in (int, float, bool, np.int16, np.float64, ms.int32, ms.float16):
    print(d, x.astype(d).dtype)


class Quantize(nn.Cell):  # EDSR's metric: clip, round and cast through 'Int32' inside a graph
    def construct(self, t):
        return t.clip(0, 255).round().astype("Int32").astype("Float32")


for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
    ms.set_context(mode=mode)
    out = Quantize()(x * 100)
    print(out.dtype, out)
