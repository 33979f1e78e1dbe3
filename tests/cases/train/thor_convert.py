# THOR's network conversion as MindSpore 2.10 runs it on CPU: ConvertNetUtils().convert_to_thor_net (called by
# nn.thor) swaps trainable Dense/Conv2d/Embedding layers for DenseThor/Conv2dThor/EmbeddingThor (Dense in float16),
# leaves 'wide' layers, frozen ones, Conv1d and normalizations; ConvertModelUtils.convert_to_thor_model passes any
# model through unless the optimizer is THOR's; the THOR layers' own forward passes and statistics.
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn
from mindspore.train.train_thor import ConvertModelUtils, ConvertNetUtils


def attempt(tag, fn):
    try:
        print(tag, "ok", fn())
    except Exception as e:  # noqa: BLE001
        lines = [ln for ln in str(e).splitlines() if ln.strip() and not ln.startswith("-")]
        print(tag, type(e).__name__, lines[0][:160] if lines else "")


def arr(t):
    return (str(t.dtype), np.round(t.asnumpy().astype(np.float64), 4).tolist())


W1 = np.linspace(-0.5, 0.5, 12).reshape(4, 3).astype(np.float32)
W2 = np.linspace(-0.3, 0.6, 8).reshape(2, 4).astype(np.float32)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(6, 3, embedding_table="ones")
        self.seq = nn.SequentialCell([nn.Dense(3, 4, weight_init=Tensor(W1), activation="relu"), nn.ReLU()])
        self.head = nn.Dense(4, 2, weight_init=Tensor(W2), bias_init="zeros")
        self.big = nn.Dense(4, 1001, weight_init="ones", has_bias=False)
        self.wide_fc = nn.Dense(3, 2)
        self.frozen = nn.Dense(3, 2, has_bias=False)
        self.frozen.weight.requires_grad = False
        self.conv = nn.Conv2d(1, 2, 3, has_bias=True)
        self.c1 = nn.Conv1d(2, 2, 1)
        self.ln = nn.LayerNorm((4,))
        self.bn = nn.BatchNorm2d(2)

    def construct(self, ids):
        h = self.emb(ids).sum(1)
        z = self.ln(self.seq(h))
        return self.head(z), self.big(z)


ms.set_seed(3)
net = Net()
w_head = net.head.weight
ConvertNetUtils().convert_to_thor_net(net)
for name in ("emb", "head", "big", "wide_fc", "frozen", "conv", "c1", "ln", "bn"):
    print(name, type(getattr(net, name)).__name__)
print("seq", [type(c).__name__ for c in net.seq.cell_list], type(net.seq[0]).__name__)
print("same weight", net.head.weight is w_head, net.head.weight.name)
print("act", net.seq[0].activation_flag, type(net.seq[0].activation).__name__)
print("cell_type", net.cell_type)
print("prefix", net.seq[0].param_prefix, net.head.param_prefix, net.bn.param_prefix)
for p in net.get_parameters():
    print("param", p.name, p.shape, p.requires_grad)
ids = Tensor(np.array([[0, 5], [2, 2], [1, 3]], np.int32))
# the 1001-output Dense keeps float32 and gets the float16 output of the LayerNorm: MatMul's dtype error
attempt("forward", lambda: net(ids))
z = Tensor(np.linspace(-1, 1, 12).reshape(3, 4).astype(np.float32))
print("seq", arr(net.seq(net.emb(ids).sum(1))))
print("head", arr(net.head(z)))
big = net.big(z)
print("big", big.dtype, big.shape, arr(big[:, :2]))
print("matrix_a head", arr(net.head.matrix_a))
print("matrix_a emb", arr(net.emb.matrix_a))
print("thor flags", net.head.thor, net.conv.thor, net.emb.thor)
attempt("conv thor forward", lambda: net.conv(Tensor(np.ones((1, 1, 5, 5), np.float32))).shape)
net.conv.thor = False
attempt("conv plain forward", lambda: arr(net.conv(Tensor(np.ones((1, 1, 4, 4), np.float32)))[0, :, 0])[0])
print(repr(net.head), repr(net.emb).split(",")[0])

# the layers on their own
x = Tensor(np.array([[1, 2, 3], [3, 4, 5]], np.float32))
d = nn.DenseThor(3, 4, weight_init="ones")
print("densethor", arr(d(x)), arr(d.matrix_a), arr(d.matrix_g))
print("densethor act", arr(nn.DenseThor(3, 2, weight_init="ones", activation="relu")(-x)))
d.thor = False
print("densethor no thor", arr(d(x)))
attempt("densethor bad weight", lambda: nn.DenseThor(3, 4, weight_init=Tensor(np.ones((3, 3), np.float32))))
attempt("densethor bad bias", lambda: nn.DenseThor(3, 4, bias_init=Tensor(np.ones((3,), np.float32))))
attempt("densethor in 0", lambda: nn.DenseThor(0, 4))
attempt("densethor has_bias", lambda: nn.DenseThor(2, 4, has_bias=1))
e = nn.EmbeddingThor(4, 2, embedding_table="ones")
print("embthor", arr(e(Tensor(np.array([[0, 3], [3, 3]], np.int32)))), arr(e.matrix_a))
print("embthor params", [(p.name, p.shape) for p in e.get_parameters()])
attempt("embthor one_hot", lambda: arr(nn.EmbeddingThor(3, 2, True, "ones")(Tensor(np.array([2, 0], np.int32)))))
attempt("embthor vocab", lambda: nn.EmbeddingThor(3.0, 2))
c = nn.Conv2dThor(2, 4, (3, 2), stride=2, pad_mode="pad", padding=1, has_bias=True)
print("convthor", [(p.name, p.shape, p.requires_grad) for p in c.get_parameters()], c.hw, c.matrix_a_dim)
attempt("convthor group", lambda: nn.Conv2dThor(3, 4, 3, group=2))
attempt("convthor kernel", lambda: nn.Conv2dThor(2, 4, 0))
attempt("convthor padding", lambda: nn.Conv2dThor(2, 4, 3, padding=1.5))
el = nn.EmbeddingLookupThor(5, 2, param_init="ones")
print("lookupthor", arr(el(Tensor(np.array([[1, 4]], np.int32)))), el.embedding_table.dtype)
attempt("lookupthor target", lambda: nn.EmbeddingLookupThor(5, 2, target="GPU"))
attempt("lookupthor sparse", lambda: nn.EmbeddingLookupThor(5, 2, sparse=False))


class Lookup(nn.Cell):
    def __init__(self):
        super().__init__()
        self.e = nn.EmbeddingLookup(5, 3)

    def construct(self, x):
        return self.e(x)


class MyDense(nn.Dense):
    pass


class Sub(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = MyDense(3, 2)

    def construct(self, x):
        return self.fc(x)


attempt("embedding lookup", lambda: ConvertNetUtils().convert_to_thor_net(Lookup()))
attempt("dense subclass", lambda: ConvertNetUtils().convert_to_thor_net(Sub()))

# the pass-through path of ConvertModelUtils (what ResNet's train.py does without THOR)
plain = Net()
opt = nn.Momentum(plain.trainable_params(), 0.1, 0.9)
model = ms.Model(plain, loss_fn=nn.MSELoss(), optimizer=opt)
print("passthrough", ConvertModelUtils().convert_to_thor_model(model=model, network=plain, optimizer=opt) is model)
print("passthrough none", ConvertModelUtils.convert_to_thor_model(model, plain) is model)
print("passthrough junk", ConvertModelUtils.convert_to_thor_model("m", None, optimizer=3) == "m")
print("types kept", type(plain.head).__name__, type(ms.train.ConvertNetUtils()).__name__)
print(ms.ConvertModelUtils is ConvertModelUtils, ms.train.ConvertNetUtils is ConvertNetUtils)
