# nn.thor as MindSpore 2.10 runs it on CPU: its argument errors, the ThorGpu it returns (state, index maps, the
# blocked inverse matrices), a step over THOR layers failing for want of CholeskyTrsm's CPU kernel, a step over a
# network without THOR layers (LayerNorm preconditioning, weight decay on every parameter, momentum, per-step
# damping and rate), and the ModelThor that ConvertModelUtils returns (predict works, train and eval raise).
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn
from mindspore.train.train_thor import ConvertModelUtils


def attempt(tag, fn):
    try:
        print(tag, "ok", fn())
    except Exception as e:  # noqa: BLE001
        lines = [ln for ln in str(e).splitlines() if ln.strip() and not ln.startswith("-")]
        print(tag, type(e).__name__, lines[0][:160] if lines else "")


def arr(t):
    return (str(t.dtype), np.round(t.asnumpy().astype(np.float64), 5).tolist())


LR = Tensor(np.array([0.1, 0.05, 0.02, 0.01], np.float32))
DAMP = Tensor(np.array([0.5, 0.2, 0.1, 0.1], np.float32))


class ConvNet(nn.Cell):
    def __init__(self, bn=False):
        super().__init__()
        self.conv = nn.Conv2d(1, 2, 3, pad_mode="valid", weight_init="ones")
        self.flat = nn.Flatten()
        self.fc = nn.Dense(8, 3, weight_init="ones")
        self.bn = nn.BatchNorm1d(3) if bn else None

    def construct(self, x):
        y = self.fc(self.flat(self.conv(x)))
        return self.bn(y) if self.bn is not None else y


class DenseNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(3, 200, weight_init="ones", has_bias=False)
        self.fc2 = nn.Dense(200, 3, weight_init="ones", bias_init="zeros")
        self.emb = nn.Embedding(4, 3)

    def construct(self, x):
        return self.fc2(self.fc1(x))


attempt("momentum int", lambda: nn.thor(ConvNet(), LR, DAMP, 1, frequency=2))
attempt("momentum neg", lambda: nn.thor(ConvNet(), LR, DAMP, -0.1, frequency=2))
attempt("frequency 1", lambda: nn.thor(ConvNet(), LR, DAMP, 0.9, frequency=1))
attempt("frequency float", lambda: nn.thor(ConvNet(), LR, DAMP, 0.9, frequency=2.0))
attempt("lr float", lambda: nn.thor(ConvNet(), 0.1, DAMP, 0.9, frequency=2))
attempt("loss_scale 0", lambda: nn.thor(ConvNet(), LR, DAMP, 0.9, loss_scale=0.0))
attempt("weight_decay neg", lambda: nn.thor(ConvNet(), LR, DAMP, 0.9, weight_decay=-1.0))
attempt("nesterov", lambda: nn.thor(ConvNet(), LR, DAMP, 0.9, use_nesterov=1))

# BatchNorm1d counts as one layer and its gamma/beta as two: the index map runs past the layer list
attempt("batchnorm1d net", lambda: nn.thor(ConvNet(bn=True), LR, DAMP, 0.9, frequency=2))
net = ConvNet()
opt = nn.thor(net, LR, DAMP, 0.9, weight_decay=0.01, loss_scale=4.0, batch_size=2, frequency=3)
print(type(opt).__name__, opt.get_frequency(), type(net.conv).__name__, type(net.fc).__name__)
print("params", [p.name for p in opt.parameters])
print("moments", [p.name for p in opt.moments])
print("maps", opt.weight_fim_idx_map, opt.weight_conv_idx_map, opt.weight_layertype_idx_map)
print("matrix_a", [(p.name, p.shape) for p in opt.matrix_a], opt.matrix_a_shape)
print("matrix_g", [(p.name, p.shape) for p in opt.matrix_g])
print("covs", [p.name for p in opt.matrix_a_cov], [p.name for p in opt.matrix_g_cov])
print("normalizers", [p.name for p in opt.a_normalizer], [p.name for p in opt.g_normalizer])
print("scalars", arr(opt.loss_scale), arr(opt.batch_size), arr(opt.batch_size_scale), arr(opt.cov_step))
print("decay", opt.decay_flags, opt.weight_decay, opt.split_dim, opt.thor)
x = Tensor(np.linspace(-1, 1, 32).reshape(2, 1, 4, 4).astype(np.float32))
y = Tensor(np.array([0, 2], np.int32))
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
step = nn.TrainOneStepCell(nn.WithLossCell(net, loss), opt)
attempt("conv net step", lambda: step(x, y))
dn = DenseNet()
dopt = nn.thor(dn, LR, DAMP, 0.9, frequency=2)
print("dense maps", dopt.weight_fim_idx_map, dopt.weight_layertype_idx_map, dopt.matrix_a_shape)
print("dense inv", [(p.name, p.shape) for p in dopt.matrix_g])
xd = Tensor(np.array([[0.5, -1.0, 2.0], [1.0, 0.0, -0.5]], np.float32))
attempt("dense forward", lambda: arr(dn(xd))[0])
dstep = nn.TrainOneStepCell(nn.WithLossCell(dn, loss), dopt)
attempt("dense net step", lambda: dstep(xd, y))
print("after failed step", arr(dopt.cov_step), arr(dopt.global_step), arr(dn.fc2.bias))


class LNNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.c1 = nn.Conv1d(2, 2, 1, has_bias=True, weight_init="ones", bias_init="zeros")
        self.ln = nn.LayerNorm((3,))
        self.wide = nn.Dense(
            3, 3, weight_init=Tensor(np.linspace(-1, 1, 9).reshape(3, 3).astype(np.float32)), bias_init="zeros"
        )

    def construct(self, x):
        return self.wide(self.ln(self.c1(x))).sum(1)


for wd, ls in ((0.0, 1.0), (0.01, 2.0)):
    ln_net = LNNet()
    lopt = nn.thor(ln_net, LR, DAMP, 0.9, weight_decay=wd, loss_scale=ls, batch_size=2, frequency=2)
    print("ln maps", lopt.weight_layertype_idx_map, lopt.matrix_a_shape, len(lopt.matrix_a))
    xs = Tensor(np.linspace(-2, 1, 12).reshape(2, 2, 3).astype(np.float32))
    cell = nn.TrainOneStepCell(nn.WithLossCell(ln_net, loss), lopt, sens=ls)
    for i in range(4):
        print("ln step", i, arr(cell(xs, y)))
    for p in ln_net.trainable_params():
        print(" ", p.name, arr(p))
    print("  moments", arr(lopt.moments[2]), "cov_step", arr(lopt.cov_step), "global_step", arr(lopt.global_step))
    attempt("ln step past damping", lambda: arr(cell(xs, y)))

# ModelThor
mnet = DenseNet()
mopt = nn.thor(mnet, LR, DAMP, 0.9, frequency=3)
model = ms.Model(mnet, loss_fn=loss, optimizer=mopt, metrics={"acc"})
thor_model = ConvertModelUtils.convert_to_thor_model(model, mnet, loss, mopt, metrics={"acc"})
print(type(thor_model).__name__, thor_model is model, thor_model._frequency, isinstance(thor_model, ms.Model))
print("predict", arr(thor_model.predict(xd))[0])
data = ms.dataset.NumpySlicesDataset({"x": np.ones((4, 3), np.float32), "y": np.array([0, 1, 0, 1], np.int32)},
                                     shuffle=False).batch(2)  # fmt: skip
attempt("train", lambda: thor_model.train(1, data, dataset_sink_mode=False))
attempt("eval", lambda: thor_model.eval(data))
wrapped = nn.TrainOneStepCell(nn.WithLossCell(mnet, loss), mopt)
print(type(ConvertModelUtils.convert_to_thor_model(model, wrapped, optimizer=mopt)).__name__)
