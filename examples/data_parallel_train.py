"""Data-parallel training of a small classifier, MindSpore style (runs on real MindSpore and, unchanged, on torch).

Every process trains on its shard of the data (``NumpySlicesDataset(num_shards, shard_id)``) and the gradients
are averaged over the processes (``parallel_mode=DATA_PARALLEL, gradients_mean=True``), so N processes with batch
``b`` each take the same steps as 1 process with batch ``N*b``:

    msrun --worker_num=2 --local_worker_num=2 --master_port=8118 --log_dir=dp_logs \
        examples/data_parallel_train.py --batch_size=8
    python -m mindshim examples/data_parallel_train.py --batch_size=16          # the same run, one process

(``--mode=loop`` trains with ``value_and_grad`` and ``nn.DistributedGradReducer`` instead of ``Model.train``;
``--mode=loss_scale`` gives ``Model`` a fixed loss scale (the backward pass seeded with 1024).)
Each rank prints ``rank R step S loss L`` (its own shard's loss) and writes its checkpoint to
``<ckpt_dir>/rank_<R>/`` (MindSpore writes no rank into the file name: each process needs its own folder).
"""

import argparse
import os

import numpy as np

import mindspore as ms
import mindspore.dataset as ds
from mindspore import Tensor, nn
from mindspore.communication import get_group_size, get_rank, init
from mindspore.train import Callback, CheckpointConfig, FixedLossScaleManager, Model, ModelCheckpoint

parser = argparse.ArgumentParser(description="data-parallel training on synthetic data")
parser.add_argument("--batch_size", type=int, default=8, help="batch size of each process")
parser.add_argument("--epochs", type=int, default=2)
parser.add_argument("--mode", default="model", choices=["model", "loss_scale", "loop"])
parser.add_argument("--ckpt_dir", default="./dp_ckpt")
args = parser.parse_args()

ms.set_context(mode=ms.PYNATIVE_MODE)
init()
rank, size = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True, parameter_broadcast=True)
ms.set_seed(1)

rng = np.random.RandomState(0)
x = rng.standard_normal((64, 8)).astype(np.float32)
y = np.argmax(x @ rng.standard_normal((8, 3)), axis=1).astype(np.int32)
data = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=False, num_shards=size, shard_id=rank)
data = data.batch(args.batch_size, drop_remainder=True)


def fixed(*shape):
    """A fixed weight (the same in every process and framework)."""
    return Tensor((rng.standard_normal(shape) * 0.3).astype(np.float32))


net = nn.SequentialCell(
    nn.Dense(8, 16, weight_init=fixed(16, 8), bias_init="zeros"),
    nn.ReLU(),
    nn.Dense(16, 3, weight_init=fixed(3, 16), bias_init="zeros"),
)
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
scale = 1024.0 if args.mode == "loss_scale" else 1.0  # the optimizer divides the gradients by it again
opt = nn.Momentum(net.trainable_params(), learning_rate=0.1, momentum=0.9, loss_scale=scale)
ckpt_dir = os.path.join(args.ckpt_dir, f"rank_{rank}")


class PrintLoss(Callback):
    """Print this rank's loss after every step."""

    def on_train_step_end(self, run_context):
        cb = run_context.original_args()
        loss = cb.net_outputs[0] if isinstance(cb.net_outputs, (tuple, list)) else cb.net_outputs
        print(f"rank {rank} step {cb.cur_step_num} loss {float(loss.asnumpy()):.9g}", flush=True)


if args.mode in ("model", "loss_scale"):
    steps = data.get_dataset_size()
    ckpt = ModelCheckpoint(
        prefix="dp", directory=ckpt_dir, config=CheckpointConfig(save_checkpoint_steps=steps, keep_checkpoint_max=1)
    )
    if args.mode == "model":
        model = Model(net, loss_fn, opt)
    else:
        model = Model(net, loss_fn, opt, loss_scale_manager=FixedLossScaleManager(scale, drop_overflow_update=False))
    model.train(args.epochs, data, callbacks=[PrintLoss(), ckpt], dataset_sink_mode=False)
else:

    def forward(inputs, labels):
        return loss_fn(net(inputs), labels)

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)
    reducer = nn.DistributedGradReducer(opt.parameters)  # mean from gradients_mean, degree = group size
    step = 0
    for _ in range(args.epochs):
        for inputs, labels in data.create_tuple_iterator():
            loss, grads = grad_fn(inputs, labels)
            opt(reducer(grads))
            step += 1
            print(f"rank {rank} step {step} loss {float(loss.asnumpy()):.9g}", flush=True)
    os.makedirs(ckpt_dir, exist_ok=True)
    ms.save_checkpoint(net, os.path.join(ckpt_dir, "dp.ckpt"))
