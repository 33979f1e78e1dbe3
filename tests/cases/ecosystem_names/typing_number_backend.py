# mindspore._c_expression.typing.Number (the base class of MindSpore's number dtypes) and
# communication._comm_helper.Backend (the backend-name constructor MindSpore's collectives code uses).
import mindspore as ms
from mindspore._c_expression.typing import Bool, Complex, Float, Int, Number, UInt
from mindspore.communication._comm_helper import Backend

dts = (
    ms.float32,
    ms.float16,
    ms.int8,
    ms.int64,
    ms.uint8,
    ms.bool_,
    ms.complex64,
    ms.bfloat16,
    ms.string,
    ms.type_none,
)
print([isinstance(t, Number) for t in dts])
print([issubclass(c, Number) for c in (Int, UInt, Float, Bool, Complex)])
print(ms.number, isinstance(ms.number, Number), type(ms.number).__name__)
print(Backend.HCCL, Backend.NCCL, Backend.MCCL, Backend.UNDEFINED)
print(
    Backend("hccl"), Backend("NCCL"), Backend("Mccl"), type(Backend("nccl")).__name__, Backend("hccl") == Backend.HCCL
)
for name in ("abc", "undefined", 1, None):
    try:
        Backend(name)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
