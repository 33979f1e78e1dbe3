# mindspore.ops.operations.manually_defined (and its ops_def / _inner submodules), as MindNLP 0.4's core imports
# it: which names are the ops' own objects, the Scalar* primitives, ScalarBool, TypeAs, shape_, batch_norm_,
# DtypeToEnum / dtype_to_type_id and the type ids of the dtypes.
import numpy as np

import mindspore as ms
from mindspore import Tensor, ops
from mindspore.ops.operations import manually_defined as MD
from mindspore.ops.operations.manually_defined import _inner, ops_def


def attempt(tag, fn):
    try:
        print(tag, "ok", fn())
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e).splitlines()[0])


same = [
    "Cast", "Shape", "Rank", "Tile", "BatchNorm", "ScalarCast", "ScalarToTensor", "WhileLoop", "ForiLoop", "Scan",
    "Primitive", "PrimitiveWithInfer", "prim_attr_register", "prim_arg_register", "DtypeToEnum", "Tensor",
    "flash_attention_score", "rank", "tile", "scalar_cast", "scalar_add", "scalar_sub", "scalar_mul",
    "scalar_div", "scalar_floordiv", "scalar_mod", "scalar_pow", "scalar_eq", "scalar_lt", "scalar_gt",
    "scalar_le", "scalar_ge", "scalar_uadd", "scalar_usub", "scalar_log", "scalar_max", "scalar_min",
]
print("same as ops:", [n for n in same if getattr(MD, n) is getattr(ops, n)])
print("package is ops_def:", all(getattr(MD, n) is getattr(ops_def, n) for n in same + ["TypeAs", "ScalarAdd"]))
print("_inner:", _inner.ScalarCast is ops.ScalarCast, ops_def.ScalarCast is _inner.ScalarCast)
print("Zero:", ops_def.Zero is ms.common.initializer.Zero, "Parameter:", ops_def.Parameter is ms.Parameter)
print("COOTensor:", ops_def.COOTensor is ms.COOTensor, ops_def.CSRTensor is ms.CSRTensor)
print("flash class:", ops_def.FlashAttentionScore.__name__)

binary = ["Add", "Sub", "Mul", "Div", "FloorDiv", "Mod", "Pow", "Eq", "Lt", "Gt", "Le", "Ge", "Max", "Min"]
for name in binary:
    prim = getattr(MD, "Scalar" + name)()
    print(name, repr(prim), *[round(r, 10) for r in (prim(7, 2), prim(-7.5, 2), prim(3, 2.5), prim(True, 3))])
for name in ["Uadd", "Usub", "Log", "Bool"]:
    prim = getattr(MD, "Scalar" + name)()
    print(name, repr(prim), *[round(r, 10) for r in (prim(3), prim(2.5), prim(True))])
print("bool:", MD.scalar_bool(0), MD.scalar_bool(0.0), MD.scalar_bool(-1), type(MD.scalar_bool).__name__)
attempt("div0", lambda: MD.ScalarDiv()(1, 0))
attempt("floordiv0", lambda: MD.ScalarFloorDiv()(1, 0))
attempt("mod0", lambda: MD.ScalarMod()(1, 0))
attempt("log0", lambda: MD.ScalarLog()(0))

x = Tensor(np.arange(6).reshape(2, 3), ms.int32)
y = Tensor(np.ones((4,)), ms.float16)
ta = MD.TypeAs()
print("TypeAs", repr(ta), ta(x, x) is x, ta(y, y) is y)
# TypeAs has an Ascend kernel only: on the CPU a cast to another dtype fails when its result is first used
attempt("TypeAs cast", lambda: ta(x, y).dtype)
attempt("TypeAs list", lambda: ta([1, 2], y))
print("shape_", MD.shape_(x), MD.shape_(Tensor(3.0)))

bx = Tensor(np.arange(8, dtype=np.float32).reshape(2, 4))
one = Tensor(np.ones([4]), ms.float32)
zero = Tensor(np.zeros([4]), ms.float32)
out = MD.batch_norm_(bx, one, zero, zero, one)
print("batch_norm_", len(out), np.round(out[0].asnumpy(), 4).tolist())

d2e = MD.dtype_to_type_id
print("dtype_to_type_id", repr(d2e), type(d2e).__name__)
for t in [ms.bool_, ms.int8, ms.int16, ms.int32, ms.int64, ms.uint8, ms.uint16, ms.uint32, ms.uint64, ms.float16,
          ms.float32, ms.float64, ms.bfloat16, ms.complex64, ms.complex128, ms.string, ms.type_none, ms.tensor_type,
          ms.float8_e4m3fn, ms.float8_e5m2, ms.hifloat8, ms.qint4x2, ms.number, ms.list_, ms.tuple_]:
    print(" ", t, d2e("Cast", "dtype", t), MD.DtypeToEnum()("Op", "x", t))
attempt("d2e int", lambda: d2e("Cast", "dtype", 3))
attempt("d2e str", lambda: d2e("Zeros", "type", "float32"))
attempt("d2e np", lambda: d2e("Ones", "dtype", np.float32))
