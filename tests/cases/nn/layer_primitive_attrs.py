# MindSpore's nn layers hold primitive attributes (conv2d, bias_add, matmul, layer_norm, bn_train/bn_infer,
# dropout, relu, softmax...) that subclasses overriding construct call, as MindCV's StdConv2d/ConvNextLayerNorm do.
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, ops

rs = np.random.RandomState(0)


def rand(*shape):
    return Tensor(rs.randn(*shape).astype(np.float32))


def show(tag, t):
    a = t.asnumpy()
    print(tag, a.shape, a.dtype, np.round(a.astype(np.float64).ravel()[:6], 5).tolist(), round(float(a.sum()), 4) + 0.0)


class StdConv2d(nn.Conv2d):
    """Weight-standardised convolution through the layer's own primitives."""

    def __init__(self, *args, eps=1e-8, **kwargs):
        super().__init__(*args, **kwargs)
        self.eps = eps

    def construct(self, x):
        w = self.weight
        mean = ops.mean(w, (1, 2, 3), keep_dims=True)
        var = ops.mean((w - mean) ** 2, (1, 2, 3), keep_dims=True)
        w = (w - mean) / ops.sqrt(var + self.eps)
        x = self.conv2d(x, w)
        if self.has_bias:
            x = self.bias_add(x, self.bias)
        return x


class ConvNextLayerNorm(nn.LayerNorm):
    """LayerNorm over the channel axis of NCHW input, through ``self.layer_norm``."""

    def __init__(self, normalized_shape, epsilon, norm_axis=-1):
        super().__init__(normalized_shape=normalized_shape, epsilon=epsilon)
        self.norm_axis = norm_axis

    def construct(self, x):
        if self.norm_axis == -1:
            y, _, _ = self.layer_norm(x, self.gamma, self.beta)
        else:
            x = ops.transpose(x, (0, 2, 3, 1))
            y, _, _ = self.layer_norm(x, self.gamma, self.beta)
            y = ops.transpose(y, (0, 3, 1, 2))
        return y


class MyDense(nn.Dense):
    def construct(self, x):
        x = self.matmul(x, self.weight)
        if self.has_bias:
            x = self.bias_add(x, self.bias)
        return x * 2


class MyBN(nn.BatchNorm2d):
    def construct(self, x):
        if self.training:
            return self.bn_train(x, self.gamma, self.beta, self.moving_mean, self.moving_variance)[0]
        return self.bn_infer(x, self.gamma, self.beta, self.moving_mean, self.moving_variance)[0]


x = rand(2, 4, 6, 6)
for kw in [
    dict(),
    dict(pad_mode="pad", padding=1, stride=2, has_bias=True),
    dict(pad_mode="valid", group=2, dilation=2),
]:
    w = rand(6, 4 // kw.get("group", 1), 3, 3)
    c = StdConv2d(4, 6, 3, weight_init=w, bias_init=rand(6), **kw)
    show(f"stdconv {sorted(kw)}", c(x))
    plain = nn.Conv2d(4, 6, 3, weight_init=w, bias_init=rand(6), **kw)
    y = plain.conv2d(x, plain.weight)
    if plain.has_bias:
        y = plain.bias_add(y, plain.bias)
    print("conv2d_attr_matches", np.allclose(y.asnumpy(), plain(x).asnumpy(), atol=1e-5))

ln = ConvNextLayerNorm((4,), epsilon=1e-6, norm_axis=1)
ln.gamma.set_data(Tensor(np.linspace(0.5, 1.5, 4).astype(np.float32)))
ln.beta.set_data(Tensor(np.linspace(-0.2, 0.2, 4).astype(np.float32)))
show("cnln_axis1", ln(x))
ln2 = ConvNextLayerNorm((6,), epsilon=1e-6)
show("cnln_last", ln2(x))
y, mean, rstd = nn.LayerNorm((6,), begin_norm_axis=-1, begin_params_axis=-1).layer_norm(
    x, Tensor(np.ones(6, np.float32)), Tensor(np.zeros(6, np.float32))
)
show("ln_y", y)
show("ln_mean", mean)
show("ln_rstd", rstd)
ln3 = nn.LayerNorm((6, 6), begin_norm_axis=2, begin_params_axis=2)
outs = ln3.layer_norm(x, ln3.gamma, ln3.beta)
print("ln3", [o.shape for o in outs])

xd = rand(3, 5)
d = MyDense(5, 4, weight_init=rand(4, 5), bias_init=rand(4))
show("mydense", d(xd))
d2 = MyDense(5, 4, weight_init=rand(4, 5), has_bias=False)
show("mydense_nobias", d2(xd))
print("dense_attrs", hasattr(d2, "bias_add"), type(d.matmul).__name__, type(d.bias_add).__name__)

bn = MyBN(4)
bn.gamma.set_data(Tensor(np.linspace(0.5, 1.5, 4).astype(np.float32)))
bn.moving_mean.set_data(Tensor(np.linspace(-0.1, 0.1, 4).astype(np.float32)))
bn.moving_variance.set_data(Tensor(np.linspace(1, 2, 4).astype(np.float32)))
show("bn_infer", bn(x))
bn.set_train()
show("bn_train", bn(x))
show("bn_moving_mean", bn.moving_mean)
show("bn_moving_var", bn.moving_variance)
bn1 = nn.BatchNorm1d(5)
print("bn1", type(bn1.bn_train).__name__, type(bn1.bn_infer).__name__)

drop = nn.Dropout(p=0.0)
out, mask = drop.dropout(xd)
show("dropout_p0", out)
print("dropout_mask", mask.shape, mask.dtype)
print("dropout2d", type(nn.Dropout2d(0.3).dropout2d).__name__, type(nn.Dropout3d(0.3).dropout3d).__name__)

for cell, attr in [
    (nn.ReLU(), "relu"),
    (nn.ReLU6(), "relu6"),
    (nn.Sigmoid(), "sigmoid"),
    (nn.Tanh(), "tanh"),
    (nn.HSwish(), "hswish"),
    (nn.HSigmoid(), "hsigmoid"),
    (nn.SeLU(), "selu"),
    (nn.Softsign(), "softsign"),
    (nn.FastGelu(), "fast_gelu"),
    (nn.Softmax(axis=1), "softmax"),
    (nn.LogSoftmax(axis=1), "log_softmax"),
    (nn.ELU(), "elu"),
]:
    show(f"act_{attr}", getattr(cell, attr)(xd))

c1 = nn.Conv1d(4, 6, 3, pad_mode="pad", padding=1, has_bias=True, weight_init=rand(6, 4, 3), bias_init=rand(6))
x1 = rand(2, 4, 7)
y1 = c1.squeeze(c1.bias_add(c1.conv2d(c1.expand_dims(x1, 2), c1.weight), c1.bias))
print("conv1d_attrs", y1.shape, np.allclose(y1.asnumpy(), c1(x1).asnumpy(), atol=1e-5))
c3 = nn.Conv3d(4, 6, 3, has_bias=True, weight_init=rand(6, 4, 3, 3, 3), bias_init=rand(6))
x3 = rand(1, 4, 5, 5, 5)
y3 = c3.bias_add(c3.conv3d(x3, c3.weight), c3.bias)
print("conv3d_attrs", y3.shape, np.allclose(y3.asnumpy(), c3(x3).asnumpy(), atol=1e-5))
ct = nn.Conv2dTranspose(4, 6, 3, stride=2, pad_mode="same", weight_init=rand(4, 6, 3, 3))
yt = ct.conv2d_transpose(x, ct.weight, (2, 6, 12, 12))
print("conv2dt_attrs", yt.shape, np.allclose(yt.asnumpy(), ct(x).asnumpy(), atol=1e-5), ct.is_same)
print("dtype", StdConv2d(4, 6, 3)(x.astype(ms.float32)).dtype)

xp = rand(2, 3, 7, 7)
for kw in [dict(kernel_size=3, stride=2), dict(kernel_size=3, stride=2, pad_mode="same")]:
    m = nn.MaxPool2d(**kw)
    a = nn.AvgPool2d(**kw)
    show(f"max_pool {sorted(kw)}", m.max_pool(xp))
    show(f"avg_pool {sorted(kw)}", a.avg_pool(xp))
    print(
        "pool_matches",
        np.allclose(m.max_pool(xp).asnumpy(), m(xp).asnumpy()),
        np.allclose(a.avg_pool(xp).asnumpy(), a(xp).asnumpy()),
    )
m = nn.MaxPool2d(kernel_size=3, stride=2, pad_mode="pad", padding=1)
out, idx = m.max_pool(xp.expand_dims(2))
print("max_pool_pad", out.shape, idx.shape, np.allclose(out.squeeze(2).asnumpy(), m(xp).asnumpy()))
a = nn.AvgPool2d(kernel_size=3, stride=2, pad_mode="pad", padding=1)
o = a.avg_pool(xp.expand_dims(2))
print("avg_pool_pad", o.shape, np.allclose(o.squeeze(2).asnumpy(), a(xp).asnumpy()))


class MyEmbedding(nn.Embedding):
    def construct(self, ids):
        flat = self.reshape_flat(ids, self.shp_flat)
        out = self.gather(self.embedding_table, flat, 0)
        return self.reshape(out, self.get_shp(ids) + (self.embedding_size,))


emb = MyEmbedding(6, 3, embedding_table=rand(6, 3))
ids = Tensor(np.array([[1, 5], [0, 2]], np.int32))
show("embedding_gather", emb(ids))
print("embedding_matches", np.allclose(emb(ids).asnumpy(), nn.Embedding.construct(emb, ids).asnumpy()))
print("embedding_attrs", emb.on_value.dtype, emb.off_value.asnumpy().tolist(), emb.shp_flat)
show("act_celu", nn.CELU(0.5).celu(xd))
