# The dtype objects: their classes, str/repr, equality, and numpy/python conversions.
import mindspore as ms
from mindspore import dtype as mstype

for t in [ms.bool_, ms.int8, ms.int32, ms.int64, ms.uint8, ms.float16, ms.float32, ms.float64, ms.bfloat16,
          ms.complex64, ms.string, ms.type_none, ms.tensor_type]:
    print(t, repr(t), type(t).__name__, isinstance(t, mstype.Type))
print(isinstance(ms.float32, mstype.Float), isinstance(ms.int32, mstype.Int), ms.float32 == mstype.float32)
print(mstype.dtype_to_nptype(ms.float16), mstype.dtype_to_nptype(ms.int32), mstype.dtype_to_pytype(ms.float32))
print(mstype.pytype_to_dtype(float), mstype.pytype_to_dtype(int), mstype.pytype_to_dtype(bool))
print(ms.float_, ms.half, ms.double, ms.int_, ms.long, ms.short, ms.single)
