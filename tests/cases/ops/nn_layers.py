# NN functional ops with weights: conv2d (pad modes), Conv2D, pooling, bias_add/BiasAdd, dense, layer/batch norm, pad, interpolate.
import numpy as np
from mindspore import Tensor, ops


def show(name, r):
    if isinstance(r, (tuple, list)):
        print(name, type(r).__name__, len(r))
        for i, v in enumerate(r):
            show(f"  {name}[{i}]", v)
    elif isinstance(r, Tensor):
        print(name, r.dtype, r.shape)
        print(r)
    else:
        print(name, type(r).__name__, r)


x = Tensor(np.arange(2 * 2 * 5 * 5, dtype=np.float32).reshape(2, 2, 5, 5) / 10)
w = Tensor(np.linspace(-1, 1, 3 * 2 * 3 * 3).astype(np.float32).reshape(3, 2, 3, 3))
bias = Tensor(np.array([0.5, -0.5, 1.0], np.float32))
show("conv2d", ops.conv2d(x, w))
show("conv2d_bias_stride", ops.conv2d(x, w, bias, stride=2))
show("conv2d_same", ops.conv2d(x, w, pad_mode="same", stride=2))
show("conv2d_pad", ops.conv2d(x, w, pad_mode="pad", padding=1))
show("conv2d_dil", ops.conv2d(x, w, dilation=2))
show("Conv2D", ops.Conv2D(out_channel=3, kernel_size=3)(x, w))
show("Conv2D_same", ops.Conv2D(3, 3, pad_mode="same")(x, w))
show("Conv2D_pad", ops.Conv2D(3, 3, pad_mode="pad", pad=(1, 0, 2, 1), stride=2)(x, w))
show("max_pool2d", ops.max_pool2d(x, 2))
show("max_pool2d_s1", ops.max_pool2d(x, 3, 1, 1))
show("avg_pool2d", ops.avg_pool2d(x, 2, 2))
show("MaxPool", ops.MaxPool(kernel_size=2, strides=2)(x))
show("MaxPool_same", ops.MaxPool(kernel_size=2, strides=2, pad_mode="same")(x))
show("AvgPool", ops.AvgPool(kernel_size=3, strides=1)(x))
show("AvgPool_same", ops.AvgPool(kernel_size=2, strides=2, pad_mode="same")(x))
y = Tensor(np.arange(12, dtype=np.float32).reshape(2, 3, 2))
show("bias_add", ops.bias_add(y, bias))
show("BiasAdd", ops.BiasAdd()(Tensor(np.zeros((2, 3), np.float32)), bias))
d = Tensor(np.arange(8, dtype=np.float32).reshape(2, 4))
dw = Tensor(np.linspace(-1, 1, 12).astype(np.float32).reshape(3, 4))
show("dense", ops.dense(d, dw, bias))
show("dense_nobias", ops.dense(d, dw))
g = Tensor(np.array([1.0, 2.0, 0.5, 1.0], np.float32))
be = Tensor(np.array([0.0, 0.1, 0.2, 0.3], np.float32))
show("LayerNorm", ops.LayerNorm()(d, g, be))
show("LayerNorm_axis", ops.LayerNorm(begin_norm_axis=-1, begin_params_axis=-1, epsilon=1e-5)(d, g, be))
bx = Tensor(np.arange(2 * 3 * 2 * 2, dtype=np.float32).reshape(2, 3, 2, 2))
rm = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
rv = Tensor(np.array([1.0, 4.0, 0.5], np.float32))
sc = Tensor(np.array([1.0, 0.5, 2.0], np.float32))
sh = Tensor(np.array([0.0, 1.0, -1.0], np.float32))
show("batch_norm_eval", ops.batch_norm(bx, rm, rv, sc, sh))
show("BatchNorm_eval", ops.BatchNorm()(bx, sc, sh, rm, rv)[0])
show("pad", ops.pad(d, (1, 2)))
show("pad_2d", ops.pad(d, (1, 0, 0, 1), value=9.0))
show("Pad", ops.Pad(((1, 0), (0, 2)))(d))
show("interpolate", ops.interpolate(Tensor(np.arange(4, dtype=np.float32).reshape(1, 1, 2, 2)), size=(4, 4)))
show(
    "interpolate_bilinear",
    ops.interpolate(
        Tensor(np.arange(4, dtype=np.float32).reshape(1, 1, 2, 2)), size=(3, 3), mode="bilinear", align_corners=True
    ),
)
show("dropout_eval", ops.dropout(d, p=0.5, training=False))
