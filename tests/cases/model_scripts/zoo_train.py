# model-zoo style training script: argparse, context, ParallelMode guard, custom TrainOneStepCell, Model.train callbacks
import argparse
import os
import numpy as np
import mindspore as ms
import mindspore.nn as nn
import mindspore.ops as ops
from mindspore import context, Tensor, ParameterTuple
from mindspore.context import ParallelMode
from mindspore.communication.management import init, get_rank, get_group_size
from mindspore.ops import composite as C
from mindspore.ops import functional as F
from mindspore.ops import operations as P
from mindspore.train.callback import TimeMonitor, LossMonitor, ModelCheckpoint, CheckpointConfig, Callback
from mindspore.train import Model
import mindspore.dataset as ds

parser = argparse.ArgumentParser(description="toy train")
parser.add_argument("--device_target", type=str, default="CPU", choices=["Ascend", "GPU", "CPU"])
parser.add_argument("--run_distribute", type=bool, default=False)
parser.add_argument("--epoch_size", type=int, default=2)
parser.add_argument("--lr", type=float, default=0.05)
args, _ = parser.parse_known_args()

context.set_context(mode=context.GRAPH_MODE, device_target=args.device_target)
if args.run_distribute:
    init()
    rank, group_size = get_rank(), get_group_size()
    context.set_auto_parallel_context(device_num=group_size, parallel_mode=ParallelMode.DATA_PARALLEL, gradients_mean=True)
else:
    rank, group_size = 0, 1
print("rank", rank, "group", group_size, "mode", context.get_context("mode"), ParallelMode.DATA_PARALLEL)

ms.set_seed(1)
np.random.seed(1)


class Net(nn.Cell):
    def __init__(self):
        super(Net, self).__init__()
        self.fc1 = nn.Dense(4, 8, weight_init="ones", bias_init="zeros")
        self.relu = nn.ReLU()
        self.fc2 = nn.Dense(8, 3, weight_init="normal", bias_init="zeros")
        self.fc2.weight.set_data(Tensor(np.linspace(-0.5, 0.5, 24).reshape(3, 8).astype(np.float32)))

    def construct(self, x):
        return self.fc2(self.relu(self.fc1(x)))


class TrainOneStep(nn.Cell):
    def __init__(self, network, optimizer, sens=1.0):
        super(TrainOneStep, self).__init__(auto_prefix=False)
        self.network = network
        self.network.set_grad()
        self.weights = ParameterTuple(network.trainable_params())
        self.optimizer = optimizer
        self.grad = C.GradOperation(get_by_list=True, sens_param=True)
        self.sens = sens
        self.reducer_flag = False
        self.grad_reducer = F.identity
        parallel_mode = context.get_auto_parallel_context("parallel_mode")
        if parallel_mode in [ParallelMode.DATA_PARALLEL, ParallelMode.HYBRID_PARALLEL]:
            self.reducer_flag = True

    def construct(self, *inputs):
        loss = self.network(*inputs)
        sens = P.Fill()(P.DType()(loss), P.Shape()(loss), self.sens)
        grads = self.grad(self.network, self.weights)(*inputs, sens)
        if self.reducer_flag:
            grads = self.grad_reducer(grads)
        loss = F.depend(loss, self.optimizer(grads))
        return loss


def make_data(n=32):
    rng = np.random.RandomState(0)
    x = rng.randn(n, 4).astype(np.float32)
    y = (np.abs(x).sum(1) * 3 // 4 % 3).astype(np.int32)
    return x, y


x, y = make_data()
dataset = ds.NumpySlicesDataset({"data": x, "label": y}, shuffle=False).batch(8, drop_remainder=True)
print("steps per epoch", dataset.get_dataset_size())

net = Net()
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), learning_rate=args.lr, momentum=0.9)
train_net = TrainOneStep(nn.WithLossCell(net, loss_fn), opt)
train_net.set_train()


class Recorder(Callback):
    def __init__(self):
        super().__init__()
        self.losses = []

    def step_end(self, run_context):
        cb = run_context.original_args()
        loss = cb.net_outputs
        self.losses.append(float(loss.asnumpy()))
        if cb.cur_step_num % 4 == 0:
            print("epoch", cb.cur_epoch_num, "step", cb.cur_step_num, "loss %.5f" % float(loss.asnumpy()))


ckpt_dir = "./ckpt_" + str(rank)
cfg = CheckpointConfig(save_checkpoint_steps=4, keep_checkpoint_max=2)
ckpt_cb = ModelCheckpoint(prefix="toy", directory=ckpt_dir, config=cfg)
rec = Recorder()
model = Model(train_net)
model.train(args.epoch_size, dataset, callbacks=[rec, ckpt_cb], dataset_sink_mode=True)
print("n losses", len(rec.losses))
print("final loss %.5f" % rec.losses[-1])
print(sorted(f for f in os.listdir(ckpt_dir) if f.endswith(".ckpt")))
print(net.fc2.bias.asnumpy())
