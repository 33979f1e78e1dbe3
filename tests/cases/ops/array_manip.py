# Array ops: reshape, transpose/permute, expand_dims/squeeze, concat/stack/split, tile, broadcast_to, flatten, slice.
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops


def show(name, r):
    if isinstance(r, (tuple, list)):
        print(name, type(r).__name__, len(r))
        for i, v in enumerate(r):
            show(f"  {name}[{i}]", v)
    elif isinstance(r, Tensor):
        print(name, r.dtype, r.shape)
        print(r)
    elif isinstance(r, ms.dtype.Type):
        print(name, "dtype", r)
    else:
        print(name, type(r).__name__, r)


x = Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4))
v = Tensor(np.array([1, 2, 3], np.int32))
show("reshape", ops.reshape(x, (4, -1)))
show("Reshape", ops.Reshape()(x, (6, 4)))
show("transpose", ops.transpose(x, (2, 0, 1)))
show("Transpose", ops.Transpose()(x, (1, 0, 2)))
show("permute", ops.permute(x, (1, 2, 0)).shape)
show("expand_dims", ops.expand_dims(v, 0))
show("ExpandDims", ops.ExpandDims()(v, -1))
y = Tensor(np.ones((1, 3, 1, 2), np.float32))
show("squeeze", ops.squeeze(y).shape)
show("squeeze_ax", ops.squeeze(y, 2).shape)
show("Squeeze", ops.Squeeze()(y).shape)
show("Squeeze_0", ops.Squeeze(0)(y).shape)
show("Squeeze_tuple", ops.Squeeze((0, 2))(y).shape)
show("concat", ops.concat((v, v)))
show("concat_ax1", ops.concat([x, x], 1).shape)
show("Concat", ops.Concat(axis=2)((x, x)).shape)
show("Concat_default", ops.Concat()([v, v, v]))
show("stack", ops.stack([v, v], 1))
show("Stack", ops.Stack()([v, v]))
show("Stack_ax", ops.Stack(axis=-1)((v, v)))
show("split", ops.split(x, 1, 1))
show("split_sections", ops.split(Tensor(np.arange(6.0, dtype=np.float32)), [2, 4]))
show("Split", ops.Split(axis=2, output_num=2)(x))
show("Split_default", ops.Split()(v))
show("tile", ops.tile(v, (2, 2)))
show("Tile", ops.Tile()(v, (3,)))
show("broadcast_to", ops.broadcast_to(v, (2, 3)))
show("broadcast_to_neg", ops.broadcast_to(Tensor(np.ones((3, 1), np.float32)), (-1, 2)))
show("BroadcastTo", ops.BroadcastTo((2, 3))(v))
show("flatten", ops.flatten(x))
show("Flatten", ops.Flatten()(x).shape)
show("slice", ops.slice(x, (0, 1, 1), (2, 2, -1)))
show("Slice", ops.Slice()(x, (1, 0, 0), (1, 2, 2)))
show("StridedSlice", ops.StridedSlice()(x, (0, 0, 0), (2, 3, 4), (1, 2, 2)))
show("StridedSlice_masks", ops.StridedSlice(begin_mask=1, end_mask=2)(x, (1, 1, 0), (2, 2, 4), (1, 1, 1)).shape)
show("StridedSlice_shrink", ops.StridedSlice(shrink_axis_mask=1)(x, (1, 0, 0), (2, 3, 4), (1, 1, 1)).shape)
show("unstack", ops.unstack(Tensor(np.arange(4, dtype=np.int32).reshape(2, 2))))
show("flip", ops.flip(v, (0,)))
show("cast", ops.cast(v, ms.float16))
show("Cast", ops.Cast()(x, ms.int32).dtype)
show("cast_bool", ops.cast(Tensor(np.array([0.0, 2.0], np.float32)), ms.bool_))
show("dtype", ops.dtype(x))
show("DType", ops.DType()(v))
show("shape", ops.shape(x))
show("Shape", ops.Shape()(v))
show("rank", ops.rank(x))
show("Rank", ops.Rank()(v))
show("size", ops.size(x))
show("Size", ops.Size()(x))
show("Identity", ops.Identity()(v))
show("Depend", ops.Depend()(v, x))
show("ScalarToTensor", ops.ScalarToTensor()(3))
show("ScalarToTensor_i32", ops.ScalarToTensor()(7, ms.int32))
show("scalar_to_tensor", ops.scalar_to_tensor(2.5))
show("tuple_to_array", ops.tuple_to_array((1, 2, 3)))
show("TupleToArray", ops.TupleToArray()((1.0, 2.0)))
show(
    "tensor_dot",
    ops.tensor_dot(
        Tensor(np.arange(6, dtype=np.float32).reshape(2, 3)),
        Tensor(np.arange(6, dtype=np.float32).reshape(3, 2)),
        ((1,), (0,)),
    ),
)
show(
    "tensor_dot_int", ops.tensor_dot(Tensor(np.ones((2, 3, 4), np.float32)), Tensor(np.ones((3, 4, 5), np.float32)), 2)
)
