"""LeNet-5 train step (forward, loss, grads, Momentum update): mindshim vs the same network in native torch.

    python benchmarks/bench_lenet.py [--batch 32 256] [--threads N] [--number 20] [--repeat 15] [--compile]

mindshim paths, each against native torch (nn.Module + F.cross_entropy + backward + torch.optim.SGD(momentum))
in the same process with the same weights and data:
  * TrainOneStepCell(WithLossCell(net, loss), Momentum)          the usual MindSpore training step
  * GradOperation(get_by_list=True) + optimizer(grads)            the seeds' PyNative tutorial path
  * @jit-decorated step and GRAPH_MODE                            (eager by default on CPU)
  * --compile: MINDSHIM_JIT=compile (torch.compile): first-call time and steady state (slow: ~15 s cold)
Target: <= 1.10x native per step at batch 32. Prints Markdown tables of median time per step.
"""

from __future__ import annotations

import argparse
import os
import sys
import time

import numpy as np
import torch
import torch.nn.functional as F

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _timing import compare, table

import mindshim

mindshim.install()
import mindspore as ms  # noqa: E402
from mindspore import nn, ops  # noqa: E402


class LeNet5(nn.Cell):
    """LeNet-5 as in MindSpore's tutorials (Conv2d without bias, pad_mode='valid')."""

    def __init__(self, num_class: int = 10, num_channel: int = 1) -> None:
        super().__init__()
        self.conv1 = nn.Conv2d(num_channel, 6, 5, pad_mode="valid")
        self.conv2 = nn.Conv2d(6, 16, 5, pad_mode="valid")
        self.fc1 = nn.Dense(16 * 5 * 5, 120)
        self.fc2 = nn.Dense(120, 84)
        self.fc3 = nn.Dense(84, num_class)
        self.relu = nn.ReLU()
        self.max_pool2d = nn.MaxPool2d(kernel_size=2, stride=2)
        self.flatten = nn.Flatten()

    def construct(self, x):
        x = self.max_pool2d(self.relu(self.conv1(x)))
        x = self.max_pool2d(self.relu(self.conv2(x)))
        x = self.flatten(x)
        x = self.relu(self.fc1(x))
        x = self.relu(self.fc2(x))
        return self.fc3(x)


class TorchLeNet5(torch.nn.Module):
    """The same network in native torch."""

    def __init__(self, num_class: int = 10, num_channel: int = 1) -> None:
        super().__init__()
        self.conv1 = torch.nn.Conv2d(num_channel, 6, 5, bias=False)
        self.conv2 = torch.nn.Conv2d(6, 16, 5, bias=False)
        self.fc1 = torch.nn.Linear(16 * 5 * 5, 120)
        self.fc2 = torch.nn.Linear(120, 84)
        self.fc3 = torch.nn.Linear(84, num_class)

    def forward(self, x):
        x = F.max_pool2d(F.relu(self.conv1(x)), 2, 2)
        x = F.max_pool2d(F.relu(self.conv2(x)), 2, 2)
        x = torch.flatten(x, 1)
        x = F.relu(self.fc1(x))
        x = F.relu(self.fc2(x))
        return self.fc3(x)


class GradWrap(nn.Cell):
    """The seeds' GradWrap: gradients of the loss network w.r.t. its trainable weights."""

    def __init__(self, network) -> None:
        super().__init__(auto_prefix=False)
        self.network = network
        self.weights = ms.ParameterTuple(filter(lambda p: p.requires_grad, network.get_parameters()))
        self.grad = ops.GradOperation(get_by_list=True)

    def construct(self, x, label):
        return self.grad(self.network, self.weights)(x, label)


def build(batch: int, lr: float = 0.01, momentum: float = 0.9):
    """Four identical (net, step) pairs: native torch, TrainOneStepCell, GradOperation path, jit step."""
    rng = np.random.RandomState(0)
    x_np = rng.rand(batch, 1, 32, 32).astype(np.float32)
    y_np = rng.randint(0, 10, size=batch)
    init = [p.detach().clone() for p in TorchLeNet5().parameters()]

    tnet = TorchLeNet5()
    with torch.no_grad():
        for p, v in zip(tnet.parameters(), init):
            p.copy_(v)
    topt = torch.optim.SGD(tnet.parameters(), lr=lr, momentum=momentum)
    tx, ty = torch.from_numpy(x_np), torch.from_numpy(y_np.astype(np.int64))

    def torch_step():
        topt.zero_grad(set_to_none=True)
        loss = F.cross_entropy(tnet(tx), ty)
        loss.backward()
        topt.step()
        return loss

    def ms_net():
        net = LeNet5()
        for p, v in zip(net.trainable_params(), init):
            p.set_data(ms.Tensor(v.numpy()))
        return net

    mx, my = ms.Tensor(x_np), ms.Tensor(y_np.astype(np.int32))
    loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")

    net1 = ms_net()
    train1 = nn.TrainOneStepCell(nn.WithLossCell(net1, loss_fn), nn.Momentum(net1.trainable_params(), lr, momentum))
    train1.set_train()

    net2 = ms_net()
    opt2 = nn.Momentum(net2.trainable_params(), lr, momentum)
    grad2 = GradWrap(nn.WithLossCell(net2, loss_fn))
    grad2.set_train()

    def gradop_step():
        return opt2(grad2(mx, my))

    net3 = ms_net()
    train3 = nn.TrainOneStepCell(nn.WithLossCell(net3, loss_fn), nn.Momentum(net3.trainable_params(), lr, momentum))
    train3.set_train()

    @ms.jit
    def jit_step(x, y):
        return train3(x, y)

    net4 = ms_net()
    train4 = nn.TrainOneStepCell(nn.WithLossCell(net4, loss_fn), nn.Momentum(net4.trainable_params(), lr, momentum))
    train4.set_train()

    def graph_mode_step():
        ms.set_context(mode=ms.GRAPH_MODE)
        try:
            return train4(mx, my)
        finally:
            ms.set_context(mode=ms.PYNATIVE_MODE)

    # The paths compute the same thing: check the first losses before timing anything.
    ref = [torch_step().item() for _ in range(3)]
    got = [float(train1(mx, my).asnumpy()) for _ in range(3)]
    jit_got = [float(jit_step(mx, my).asnumpy()) for _ in range(3)]
    for _ in range(3):
        gradop_step()
    np.testing.assert_allclose(got, ref, rtol=1e-4, atol=1e-5)
    np.testing.assert_allclose(jit_got, ref, rtol=1e-4, atol=1e-5)
    np.testing.assert_allclose(
        [p.asnumpy() for p in net2.trainable_params()][0],
        [p.asnumpy() for p in net1.trainable_params()][0],
        rtol=1e-4,
        atol=1e-6,
    )
    return {
        "torch": torch_step,
        "TrainOneStepCell": lambda: train1(mx, my),
        "GradOperation + Momentum": gradop_step,
        "@jit step": lambda: jit_step(mx, my),
        "TrainOneStepCell, GRAPH_MODE": graph_mode_step,
    }, (mx, my, net3, loss_fn, lr, momentum)


def compile_line(torch_step, mx, my, loss_fn, lr, momentum, clock: str) -> tuple[float, float, float]:
    """torch.compile through MINDSHIM_JIT=compile: (first call seconds, steady s/step, native torch s/step)."""
    os.environ["MINDSHIM_JIT"] = "compile"
    net = LeNet5()
    train = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), nn.Momentum(net.trainable_params(), lr, momentum))
    train.set_train()

    @ms.jit
    def step(x, y):
        return train(x, y)

    t0 = time.perf_counter()
    step(mx, my)
    first = time.perf_counter() - t0
    os.environ.pop("MINDSHIM_JIT")
    res = compare({"torch": torch_step, "c": lambda: step(mx, my)}, 10, 7, warmup=5, clock=clock)
    return first, res["c"], res["torch"]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--batch", type=int, nargs="+", default=[32, 256])
    ap.add_argument("--threads", type=int, default=min(4, os.cpu_count() or 1))
    ap.add_argument("--number", type=int, default=20, help="steps per timed block")
    ap.add_argument("--repeat", type=int, default=15, help="timed blocks per case (median taken)")
    ap.add_argument("--compile", action="store_true", help="also time MINDSHIM_JIT=compile (torch.compile)")
    ap.add_argument(
        "--clock",
        choices=["auto", "wall", "cpu"],
        default="auto",
        help="wall time, or this thread's CPU time (steadier on a busy machine; auto: cpu when --threads 1)",
    )
    args = ap.parse_args()
    torch.set_num_threads(args.threads)
    clock = args.clock if args.clock != "auto" else ("cpu" if args.threads == 1 else "wall")
    print(
        f"torch {torch.__version__}, threads {torch.get_num_threads()}, {args.repeat} blocks x {args.number} steps "
        f"(batch 32; fewer at larger batches), clock: {clock}"
    )
    for batch in args.batch:
        number = max(3, args.number * 32 // batch)
        cases, extra = build(batch)
        res = compare(cases, number, args.repeat, warmup=10, clock=clock)
        ref = res["torch"]
        target = "<= 1.10x" if batch == 32 else ""
        rows = [("native torch (reference)", ref, 1.0, "")]
        rows += [(f"mindshim {k}", v, v / ref, target) for k, v in res.items() if k != "torch"]
        if args.compile:
            mx, my, _, loss_fn, lr, momentum = extra
            first, steady, tref = compile_line(cases["torch"], mx, my, loss_fn, lr, momentum, clock)
            rows.append((f"mindshim @jit, MINDSHIM_JIT=compile (first call {first:.1f} s)", steady, steady / tref, ""))
        print()
        print(table(f"LeNet-5 train step, batch {batch}", rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
