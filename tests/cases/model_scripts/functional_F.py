# ops.functional (F.*) names used in model-zoo code: shape, dtype, cast, rank, fill, tensor_add, select, depend, stop_gradient
import numpy as np
import mindspore as ms
from mindspore import Tensor
from mindspore.ops import functional as F
from mindspore.ops import operations as P
import mindspore.common.dtype as mstype

x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
print(F.shape(x), F.dtype(x), F.rank(x), F.size(x))
print(F.cast(x, mstype.int32))
print(F.fill(mstype.float32, (2, 2), 1.5))
print(F.tensor_add(x, x), F.tensor_mul(x, 2.0) if hasattr(F, "tensor_mul") else x * 2)
print(F.select(x > 2, x, F.zeros_like(x)))
print(F.depend(x, F.ones_like(x)))
print(F.stop_gradient(x))
print(F.square(x), F.sqrt(F.square(x)))
print(F.reduce_sum(x, 1) if hasattr(F, "reduce_sum") else x.sum(1))
print(F.reshape(x, (3, 2)), F.transpose(x, (1, 0)))
print(F.expand_dims(x, 0).shape, F.squeeze(F.expand_dims(x, 0)).shape)
print(F.concat((x, x), 1).shape, F.stack((x, x)).shape)
print(F.tuple_to_array((1, 2, 3)))
print(F.scalar_to_tensor(3.0), F.scalar_to_tensor(2, mstype.int32))
print(F.gather(x, Tensor([1, 0], ms.int32), 0))
print(F.tile(Tensor([1, 2]), (2,)))
print(F.isconstant(x) if hasattr(F, "isconstant") else True)
print(F.exp(Tensor([0.0, 1.0])), F.log(Tensor([1.0])), F.neg(x)[0] if hasattr(F, "neg") else -x[0])
print(F.maximum(x, 3.0), F.minimum(x, 2.0))
print(F.equal(x, 2.0), F.logical_and(x > 1, x < 4))
print(F.argmax(x), F.argmin(x, axis=0) if hasattr(F, "argmin") else 0)
print(F.clip_by_value(x, 1.0, 4.0))
print(F.sigmoid(Tensor([0.0])), F.relu(Tensor([-1.0, 1.0])))
print(F.matmul(x, F.transpose(x, (1, 0))))
print(F.ones((2,), mstype.float16), F.zeros((1, 2), mstype.int32))
print(F.arange(0, 5, 2), F.linspace(Tensor(0.0), Tensor(1.0), 3))
print(F.cumsum(x, 1), F.norm(x) if hasattr(F, "norm") else 0)
print(F.mul(x, x).dtype, F.div(x, 2).dtype, F.floor_div(Tensor([7]), Tensor([2])) if hasattr(F, "floor_div") else 3)
print(P.Shape()(x), P.DType()(x), P.Rank()(x), P.Size()(x))
