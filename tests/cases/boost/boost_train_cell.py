# boost.BoostTrainOneStepCell under an AutoBoost that enables grad_accumulation (4 steps): the weights move every 4th
# call by the mean gradient; Model(boost_level=..., boost_config_dict=...) builds the same cell; loss-scale form.
import numpy as np

from mindspore import Tensor, boost, nn
from mindspore.train import Model

cfg = {
    "boost": {"mode": "manual", "less_bn": False, "grad_freeze": False, "grad_accumulation": True},
    "grad_accumulation": {"grad_accumulation_step": 4},
}
ab = boost.AutoBoost("O1", cfg)
print(ab.level, ab.boost_config, ab.grad_accumulation_step)


def make_net():
    net = nn.Dense(4, 3)
    net.weight.set_data(Tensor(np.linspace(-1, 1, 12, dtype=np.float32).reshape(3, 4)))
    net.bias.set_data(Tensor(np.zeros(3, np.float32)))
    return net


rs = np.random.RandomState(0)
xs = [Tensor(rs.standard_normal((5, 4)).astype(np.float32)) for _ in range(9)]
ys = [Tensor(rs.randint(0, 3, (5,)).astype(np.int32)) for _ in range(9)]

net = make_net()
loss_net = nn.WithLossCell(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"))
opt = nn.Momentum(net.trainable_params(), learning_rate=0.2, momentum=0.9)
cell = boost.BoostTrainOneStepCell(loss_net, opt)
print(cell.use_grad_accumulation, cell.max_accumulation_step, [p.name for p in cell.grad_accumulation])
for i in range(6):
    try:
        loss = cell(xs[i], ys[i])
    except TypeError as e:  # PyNative: the counter reset `self.accumulation_step = 0` after the update
        loss = f"TypeError {e}"
    acc = [np.round(p.asnumpy(), 5).tolist() for p in cell.grad_accumulation]
    print(i, loss, int(cell.accumulation_step.asnumpy()), np.round(net.weight.asnumpy(), 5).tolist(), acc)

# sens given: gradients scaled by it before accumulating
net = make_net()
loss_net = nn.WithLossCell(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"))
cell = boost.BoostTrainOneStepCell(loss_net, nn.SGD(net.trainable_params(), learning_rate=0.1), sens=2.0)
for i in range(4):
    try:
        print(cell(xs[i], ys[i]))
    except TypeError as e:
        print("TypeError", e)
print(np.round(net.weight.asnumpy(), 5).tolist(), np.round(net.bias.asnumpy(), 5).tolist())

# with a loss scale: output (loss, overflow, scale)
net = make_net()
loss_net = nn.WithLossCell(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"))
cell = boost.BoostTrainOneStepWithLossScaleCell(
    loss_net, nn.SGD(net.trainable_params(), learning_rate=0.1), Tensor(np.float32(8.0))
)
# on a CPU target MindSpore 2.10 checks overflow with an Ascend-only op: RuntimeError, no update
try:
    cell(xs[0], ys[0])
except RuntimeError as e:
    print("RuntimeError", "NPUGetFloatStatusV2" in str(e), "on CPU" in str(e))
print(cell.use_grad_accumulation, int(cell.accumulation_step.asnumpy()), float(cell.scale_sense.asnumpy()))
for bad in [lambda: boost.BoostTrainOneStepWithLossScaleCell(loss_net, nn.SGD(net.trainable_params()), 2.0)]:
    try:
        bad()
    except Exception as e:  # noqa: BLE001
        print(type(e).__name__, e)
print(np.round(net.weight.asnumpy(), 5).tolist())

# Model with boost_level: the train network is a BoostTrainOneStepCell (AutoBoost keeps its first configuration)
net = make_net()
model = Model(
    net,
    nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
    nn.SGD(net.trainable_params(), 0.1),
    metrics={"loss"},
    boost_level="O1",
    boost_config_dict=cfg,
)
tn = model.train_network
print(type(tn).__name__, tn.use_grad_accumulation, tn.max_accumulation_step)
for i in range(4):
    try:
        tn(xs[i], ys[i])
    except TypeError as e:
        print(i, "TypeError", e)
print(np.round(net.weight.asnumpy(), 5).tolist())
# with a step count of 1 in the cell, no accumulation: a plain update each call
tn.use_grad_accumulation = False
print(tn(xs[0], ys[0]), np.round(net.weight.asnumpy(), 5).tolist())
model = Model(
    make_net(),
    nn.SoftmaxCrossEntropyWithLogits(sparse=True),
    nn.SGD(make_net().trainable_params(), 0.1),
    boost_level="O0",
)
print(type(model.train_network).__name__)
for bad in [
    lambda: Model(make_net(), nn.MSELoss(), nn.SGD(make_net().trainable_params(), 0.1), boost_level="O3"),
    lambda: Model(make_net(), nn.MSELoss(), nn.SGD(make_net().trainable_params(), 0.1), boost_cfg={}),
]:
    try:
        bad()
        print("ok")
    except Exception as e:  # noqa: BLE001
        print(type(e).__name__, e)
