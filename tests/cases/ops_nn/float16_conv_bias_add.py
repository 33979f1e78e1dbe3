# float16 convolution on the CPU: forward and both gradients equal the float32 computation rounded once (MindSpore's
# CPU kernels), Conv2d's bias added after rounding (Conv2D then BiasAdd), and BiasAdd refusing mixed dtypes.
import numpy as np

import mindspore as ms
from mindspore import Parameter, Tensor, nn, ops


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, "OK", r)
    except Exception as e:
        print(tag, type(e).__name__, "|", str(e).split("\n")[0][:200])


def f16(a):
    return a.astype(np.float32).astype(np.float16)


rng = np.random.RandomState(0)
for shape, wshape, stride, pad_mode in (
    ((2, 1, 4, 4), (4, 1, 3, 3), 1, "valid"),
    ((2, 8, 10, 10), (4, 8, 3, 3), 1, "same"),
    ((1, 6, 9, 9), (6, 3, 3, 3), 2, "valid"),
):
    x = (rng.randn(*shape) * 3).astype(np.float16)
    w = rng.randn(*wshape).astype(np.float16)
    group = shape[1] // wshape[1]

    def conv(a, b):
        return ops.conv2d(a, b, stride=stride, pad_mode=pad_mode, groups=group)

    out16, vjp16 = ms.vjp(conv, Tensor(x), Tensor(w))
    g = rng.randn(*out16.shape).astype(np.float16)
    gx16, gw16 = vjp16(Tensor(g))
    out32, vjp32 = ms.vjp(conv, Tensor(x.astype(np.float32)), Tensor(w.astype(np.float32)))
    gx32, gw32 = vjp32(Tensor(g.astype(np.float32)))
    print(shape, wshape, pad_mode, "dtypes", out16.dtype, gx16.dtype, gw16.dtype)
    for name, a, b in (("out", out16, out32), ("grad x", gx16, gx32), ("grad w", gw16, gw32)):
        same = int((a.asnumpy() == b.asnumpy().astype(np.float16)).sum())
        print("  ", name, "equal to float32 rounded once:", same, "of", a.size)

# nn.Conv2d with a bias in float16 (to_float): the convolution is rounded, then the bias added in float16
net = nn.Conv2d(
    3,
    2,
    3,
    pad_mode="valid",
    has_bias=True,
    weight_init=Tensor(rng.randn(2, 3, 3, 3).astype(np.float32)),
    bias_init=Tensor(np.array([0.3337, -1.2221], np.float32)),
)
net.to_float(ms.float16)
xin = Tensor((rng.randn(1, 3, 6, 6) * 2).astype(np.float32))
y = net(xin).asnumpy()
plain = ops.conv2d(Tensor(f16(xin.asnumpy())), Tensor(f16(net.weight.asnumpy()))).asnumpy()
two_step = (
    plain
    + np.float16(0.3337).astype(np.float16) * np.array([1, 0]).reshape(1, 2, 1, 1).astype(np.float16)
    + np.float16(-1.2221) * np.array([0, 1]).reshape(1, 2, 1, 1).astype(np.float16)
)
print("Conv2d fp16 bias rounded after the convolution:", int((y == two_step).sum()), "of", y.size, y.dtype)

x16 = Tensor(np.ones((2, 3)), ms.float16)
for bdt in (ms.float32, ms.float16, ms.float64):
    attempt(f"BiasAdd Float16 + {bdt}", lambda: ops.BiasAdd()(x16, Tensor(np.ones((3,)), bdt)).dtype)
    attempt(
        f"bias_add Float16 + Parameter {bdt}",
        lambda: ops.bias_add(x16, Parameter(Tensor(np.ones((3,)), bdt), name="b")).dtype,
    )
attempt(
    "BiasAdd Int32 + Int64", lambda: ops.BiasAdd()(Tensor(np.ones((2, 3)), ms.int32), Tensor(np.ones((3,)), ms.int64))
)
try:
    ops.BiasAdd()(x16, Parameter(Tensor(np.ones((3,)), ms.float32), name="b"))
except TypeError as e:
    print("message:", "\n".join(str(e).split("\n")[:3]))
