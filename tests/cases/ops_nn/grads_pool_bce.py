# Gradients and kernels of nn ops: a child cell named `forward` under GradOperation(sens_param), TF-'same' pooling
# averages, ReLU6 at 6, BinaryCrossEntropy (eps, bprop, checks), BiasAdd on unsigned ints, float16 Mish, LSTM lists.
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, ParameterTuple, nn, ops
from mindspore.ops import composite as C
from mindspore.ops import operations as P

np.set_printoptions(precision=6, suppress=True)


class Pool(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, x):
        return self.op(x)


class GradSens(nn.Cell):
    def __init__(self, forward):
        super().__init__()
        self.forward = forward
        self.grad = C.GradOperation(get_all=True, sens_param=True)

    def construct(self, x, sens):
        return self.grad(self.forward)(x, sens)


x = Tensor(np.array([[[[0, 1, 2, 3, -4, -5], [6, 7, 8, 9, -10, -11], [12, 13, 14, -15, -16, -17],
                       [18, 19, 20, 21, 22, 23], [24, 25, 26, 27, 28, 29], [30, 31, 32, 33, 34, 35]]]], np.float32))
for op in (P.AvgPool(kernel_size=3, strides=2, pad_mode="SAME"), P.MaxPool(kernel_size=3, strides=2, pad_mode="SAME"),
           nn.AvgPool2d(kernel_size=3, stride=2, pad_mode="same")):
    net = Pool(op)
    out = net(x)
    print(type(op).__name__, out.asnumpy().tolist())
    print(GradSens(net)(x, out + 1)[0].asnumpy())
x3 = Tensor(np.arange(24, dtype=np.float32).reshape(1, 1, 2, 3, 4))
print(P.AvgPool3D(kernel_size=(2, 2, 3), strides=1, pad_mode="SAME", count_include_pad=False)(x3).asnumpy().tolist())
print(ops.avg_pool3d(Tensor(np.ones((1, 2, 4, 3, 4), np.float16)), kernel_size=3, stride=1))

xr = Tensor(np.array([-1, 0, 1, 5.9, 6, 6.1], np.float32))
print("relu6 grad", ops.grad(ops.relu6)(xr), ms.grad(nn.ReLU6())(xr))

xb = Tensor(np.array([0.0, 1e-13, 0.3, 0.7, 1.0, 0.5], np.float32))
yb = Tensor(np.array([0.2, 0.5, 1.0, 0.0, 0.5, 0.5], np.float32))
wb = Tensor(np.array([1.0, 2.0, 0.5, 1.5, 1.0, 3.0], np.float32))
for red in ("none", "mean", "sum"):
    print(red, ops.binary_cross_entropy(xb, yb, wb, red))
    print(ops.grad(lambda a, b, c: P.BinaryCrossEntropy(red)(a, b, c), grad_position=(0, 1, 2))(xb, yb, wb))
print(nn.BCELoss(weight=wb, reduction="sum")(xb, yb))
h = Tensor(np.array([0.2, 0.7, 0.1], np.float16))
print(ops.binary_cross_entropy(h, Tensor(np.array([0.0, 1.0, 0.0], np.float16)), None, "none"))
xs = Tensor(np.array([0.2, 0.7, 0.1], np.float32))
ys = Tensor(np.array([0.0, 1.0, 0.0], np.float32))
for args in [(xs, Tensor(np.ones(2, np.float32))), (xs, ys.astype(ms.float16)), (xs, ys, None, "bad"),
             (xs, ys, Tensor(np.ones(2, np.float32))), (Tensor(np.array([1, 0, 1])), ys)]:
    try:
        print(ops.binary_cross_entropy(*args))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, str(e).splitlines()[0])

for dt in (np.uint8, np.uint16, np.uint32, np.uint64, np.int8, np.float16):
    xa = Tensor(np.full((2, 3, 2), 250, dt) if dt != np.int8 else np.full((2, 3, 2), 120, dt))
    print(dt.__name__, ops.bias_add(xa, Tensor(np.array([1, 7, 9], dt))).asnumpy()[0].tolist(),
          P.BiasAdd(data_format="NHWC")(Tensor(np.ones((2, 3), dt)), Tensor(np.array([1, 2, 3], dt))).dtype)

xm = Tensor(np.linspace(-3, 3, 41).astype(np.float16))
print(ops.mish(xm), nn.Mish()(xm))


class Wrap(nn.Cell):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(4, 3)

    def construct(self, a, h0, c0):
        return self.lstm(a, (h0, c0))


rng = np.random.RandomState(0)
lists = [ParameterTuple([Parameter(Tensor(rng.uniform(-0.5, 0.5, s).astype(np.float32)), name=n)])
         for s, n in (((12, 4), "weight_ih_l0"), ((12, 3), "weight_hh_l0"), ((12,), "bias_ih_l0"), ((12,), "bias_hh_l0"))]
xl = Tensor(rng.randn(2, 2, 4).astype(np.float32))
hl = Tensor(rng.randn(1, 2, 3).astype(np.float32))
for _ in range(2):
    net = Wrap()
    net.lstm.w_ih_list, net.lstm.w_hh_list, net.lstm.b_ih_list, net.lstm.b_hh_list = lists
    out, (hn, cn) = net(xl, hl, hl)
    print(out.asnumpy().round(5), hn.asnumpy().round(5))
    print(sorted(p.name for p in net.trainable_params()))
