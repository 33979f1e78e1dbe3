# vmap over ops whose results follow value rules (NaN handling, negative indices, label checks): Argmin/Argmax,
# Maximum/Minimum and their gradients, ReduceMax/ReduceMin, Softmax/LogSoftmax, Gather, NLLLoss,
# BinaryCrossEntropy (and its gradient), cross_entropy, ReLU, ScatterAdd/Div/Update, NoRepeatNGram; batched
# against eager.
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn
from mindspore.ops import composite as C
from mindspore.ops import operations as P
from mindspore.ops.functional import vmap


def show(name, r):
    if isinstance(r, (tuple, list)):
        for x in r:
            show(name, x)
        return
    a = r.asnumpy().ravel()[:12]
    print(name, r.dtype, r.shape, [round(float(v), 5) for v in a] if a.dtype.kind == "f" else a.tolist())


def t(name, f):
    try:
        show(name, f())
    except Exception as e:  # noqa: BLE001
        print(name, type(e).__name__, str(e).splitlines()[0][:150])


nan = float("nan")
inf = float("inf")
x = Tensor(np.array([[5.0, 3.0, 4.0], [2.0, nan, 3.0], [3.0, 1.0, 4.0], [nan, 0.0, -1.0]], np.float32))
y = Tensor(np.array([[1.0, nan, 6.0], [2.5, 0.5, nan], [nan, nan, 0.0], [1.0, 2.0, 3.0]], np.float32))


def argmin_last(a):
    return P.Argmin(axis=-1)(a)


def argmax_first(a):
    return P.Argmax(axis=0)(a)


def argmin_keep(a):
    return ops.argmin(a, 0, keepdims=True)


def max_index(a):
    return ops.max(a, axis=0)


def maximum(a, b):
    return ops.maximum(a, b)


def minimum(a, b):
    return P.Minimum()(a, b)


def reduce_max(a):
    return P.ReduceMax()(a)


def reduce_min_keep(a):
    return P.ReduceMin(keep_dims=True)(a, 0)


t("argmin vmap", lambda: vmap(argmin_last, in_axes=0)(x))
t("argmin eager", lambda: P.Argmin(axis=-1)(x))
t("argmax vmap axis1", lambda: vmap(argmax_first, in_axes=1)(x))
t("argmax eager axis0", lambda: P.Argmax(axis=0)(x))
t("ops.argmin vmap", lambda: vmap(argmin_keep, in_axes=0)(x))
t("max_with_index vmap", lambda: vmap(max_index, in_axes=0)(x))
t("maximum vmap", lambda: vmap(maximum, in_axes=(0, 0))(x, y))
t("maximum eager", lambda: ops.maximum(x, y))
t("minimum vmap none", lambda: vmap(minimum, in_axes=(0, None))(x, y[1]))
t("minimum eager", lambda: P.Minimum()(x, y[1]))
t("reducemax vmap", lambda: vmap(reduce_max, in_axes=0)(x))
t("reducemin vmap keep", lambda: vmap(reduce_min_keep, in_axes=1)(x))
t("reducemin eager", lambda: P.ReduceMin(keep_dims=True)(x, 0))

z = Tensor(np.array([[1.0, 2.0, 3.0], [0.5, 1.0, 0.0], [-inf, -inf, -inf]], np.float32))


def softmax(a):
    return P.Softmax()(a)


def log_softmax(a):
    return ops.log_softmax(a)


t("softmax vmap", lambda: vmap(softmax, in_axes=0)(z))
t("softmax eager", lambda: P.Softmax()(z))
t("log_softmax vmap", lambda: vmap(log_softmax, in_axes=0)(z))
t("log_softmax eager", lambda: ops.log_softmax(z))


class MaxNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = P.Maximum()

    def construct(self, a, b):
        return self.op(a, b)


class MinNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = P.Minimum()

    def construct(self, a, b):
        return self.op(a, b)


class GradNet(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.grad = C.GradOperation(get_all=True, sens_param=True)

    def construct(self, a, b, s):
        return self.grad(self.net)(a, b, s)


u = Tensor(np.array([[0.1, 0.7, 0.3, 0.9], [0.6, 0.2, 0.8, 0.4], [0.5, 0.5, 0.1, 0.2]], np.float64))
v = Tensor(np.array([[0.4, 0.2, 0.3, 0.5], [0.1, 0.9, 0.3, 0.4], [0.2, 0.6, 0.7, 0.1]], np.float64))
s = Tensor(np.array([[1.0, 2.0, 3.0, 4.0], [0.5, 0.25, 0.125, 1.5], [2.0, 2.0, 1.0, 1.0]], np.float64))
t("maxgrad vmap", lambda: vmap(GradNet(MaxNet()), in_axes=(0, 0, 0))(u, v, s))
t("maxgrad eager", lambda: GradNet(MaxNet())(u, v, s))
t("mingrad vmap none", lambda: vmap(GradNet(MinNet()), in_axes=(0, None, None))(u, v[0], s[0]))
t("mingrad vmap axis1", lambda: vmap(GradNet(MinNet()), in_axes=(1, 1, 1))(u, v, s))

p = Tensor(np.arange(12).reshape(3, 4).astype(np.float32))
gi = Tensor(np.array([[0, 3], [3, 1], [2, 2]], np.int32))


def gather(a, i):
    return ops.gather(a, i, 0)


def gather_fixed(a):
    return ops.gather(a, Tensor(np.array([-1, 0], np.int32)), 0)


t("gather vmap batched idx", lambda: vmap(gather, in_axes=(0, 0))(p, gi))
t("gather vmap shared", lambda: vmap(gather_fixed, in_axes=0)(p))

logits = Tensor(np.log(np.array([[[0.2, 0.3, 0.5], [0.6, 0.3, 0.1]], [[0.1, 0.1, 0.8], [0.3, 0.3, 0.4]]], np.float32)))
lbl = Tensor(np.array([[2, 0], [1, 2]], np.int32))
w3 = Tensor(np.array([1.0, 2.0, 0.5], np.float32))


def nll(a, b):
    return P.NLLLoss(reduction="mean")(a, b, w3)


def cross_entropy(a, b):
    return ops.cross_entropy(a, b)


t("nllloss vmap", lambda: vmap(nll, in_axes=(0, 0))(logits, lbl))
t("nllloss eager row0", lambda: P.NLLLoss(reduction="mean")(logits[0], lbl[0], w3))
t("cross_entropy vmap", lambda: vmap(cross_entropy, in_axes=(0, 0))(logits, lbl))
t("cross_entropy eager row1", lambda: ops.cross_entropy(logits[1], lbl[1]))

pr = Tensor(np.array([[0.2, 0.7, 0.9], [0.5, 0.1, 0.4]], np.float32))
tg = Tensor(np.array([[0.0, 1.0, 1.0], [1.0, 0.0, 0.0]], np.float32))


class BCENet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = P.BinaryCrossEntropy(reduction="sum")

    def construct(self, a, b):
        return self.op(a, b)


def bce(a, b):
    return P.BinaryCrossEntropy(reduction="none")(a, b)


bce_grad = C.GradOperation(get_all=True)
t("bce vmap", lambda: vmap(bce, in_axes=(0, 0))(pr, tg))
t("bce eager", lambda: P.BinaryCrossEntropy(reduction="none")(pr, tg))
t("bce grad eager", lambda: bce_grad(BCENet())(pr, tg))
t("bce grad vmap", lambda: vmap(bce_grad(BCENet()), in_axes=(0, 0))(pr, tg))



def relu(a):
    return ops.relu(a)


def relu_prim(a):
    return P.ReLU()(a)


r = Tensor(np.array([[-1.0, nan, 2.0], [nan, 0.5, -0.0]], np.float32))
t("relu vmap", lambda: vmap(relu, in_axes=0)(r))
t("relu prim vmap axis1", lambda: vmap(relu_prim, in_axes=1)(r))
t("relu eager", lambda: ops.relu(r))


def scatter_add(a, i, b):
    return P.ScatterAdd()(a, i, b)


def scatter_div(a, i, b):
    return P.ScatterDiv()(a, i, b)


def scatter_update(a, i, b):
    return P.ScatterUpdate()(a, i, b)


si = Tensor(np.array([[0, 2], [1, 1]], np.int32))
sv = Tensor(np.array([[[2.0, 3.0], [4.0, 5.0]], [[2.0, 4.0], [0.5, 0.25]]], np.float32))
for f in (scatter_add, scatter_div, scatter_update):
    base = Tensor(np.ones((2, 3, 2), np.float32))
    t(f.__name__ + " vmap", lambda: vmap(f, in_axes=(0, 0, 0))(base, si, sv))
    t(f.__name__ + " vmap input after", lambda: base)

seq = np.array([[[1, 2, 1, 2, 5, 1, 2], [9, 3, 9, 5, 4, 1, 5]], [[4, 8, 6, 4, 5, 6, 4], [4, 8, 8, 4, 3, 4, 8]]],
               np.int32)
lp = (np.arange(40, dtype=np.float32).reshape(2, 2, 10) / 40).astype(np.float32)
for n in (1, 2, 3):
    t(f"no_repeat_ngram n={n}", lambda: P.NoRepeatNGram(n)(Tensor(seq), Tensor(lp)))
t("no_repeat_ngram f16", lambda: P.NoRepeatNGram(3)(Tensor(seq), Tensor(lp.astype(np.float16))))
t("no_repeat_ngram f64", lambda: P.NoRepeatNGram(2)(Tensor(seq), Tensor(lp.astype(np.float64))))


def ngram3(a, b):
    return P.NoRepeatNGram(3)(a, b)


def ngram2(a, b):
    return P.NoRepeatNGram(2)(a, b)


seq2 = np.stack([seq, seq[::-1]])
lp2 = np.stack([lp, lp * 2])
t("no_repeat_ngram vmap", lambda: vmap(ngram3, in_axes=(0, 0))(Tensor(seq2), Tensor(lp2)))
t("no_repeat_ngram vmap nested", lambda: vmap(vmap(ngram2, (0, 0)), (1, 1))(
    Tensor(np.stack([seq2, seq2[:, :, ::-1]], 1)), Tensor(np.stack([lp2, -lp2], 1))))
t("no_repeat_ngram n=m", lambda: P.NoRepeatNGram(7)(Tensor(seq), Tensor(lp)))
t("no_repeat_ngram n>m", lambda: P.NoRepeatNGram(8)(Tensor(seq), Tensor(lp)))
t("no_repeat_ngram n=0", lambda: P.NoRepeatNGram(0))
t("no_repeat_ngram n float", lambda: P.NoRepeatNGram(2.0))
t("no_repeat_ngram int64", lambda: P.NoRepeatNGram(3)(Tensor(seq.astype(np.int64)), Tensor(lp)))
t("no_repeat_ngram int lp", lambda: P.NoRepeatNGram(3)(Tensor(seq), Tensor(lp.astype(np.int32))))
t("no_repeat_ngram rank2", lambda: P.NoRepeatNGram(3)(Tensor(seq[0]), Tensor(lp[0])))
t("no_repeat_ngram beam", lambda: P.NoRepeatNGram(3)(Tensor(seq[:, :1]), Tensor(lp)))
t("no_repeat_ngram batch", lambda: P.NoRepeatNGram(3)(Tensor(seq[:1]), Tensor(lp)))
t("no_repeat_ngram bad id", lambda: P.NoRepeatNGram(2)(Tensor(np.array([[[3, 11, 4, 3]]], np.int32)),
                                                       Tensor(lp[:1, :1])))
t("no_repeat_ngram unbanned big id", lambda: P.NoRepeatNGram(2)(Tensor(np.array([[[11, 3, 4, 3]]], np.int32)),
                                                                Tensor(lp[:1, :1])))
print(P.NoRepeatNGram(3), P.NoRepeatNGram(3).ngram_size)
