"""Gradient accumulation as MindSpore's tutorial writes it, vs the same loop in native torch.

    python benchmarks/bench_grad_accum.py [--batch 64] [--threads N] [--number 20] [--repeat 15] [--clock cpu]

The MindSpore side is the "gradient accumulation" tutorial's pattern, unchanged: an MLP (784-512-512-10),
``value_and_grad(forward_fn, None, weights, has_aux=True)``, a ``@ms.jit_class`` Accumulator holding cloned
zero-initialised ``ParameterTuple``s, ``ops.HyperMap`` over the parameters with ``partial(ops.assign_add)`` /
``partial(ops.assign)``, an ``nn.SGD`` step every ``accumulate_step`` calls, all inside a ``@ms.jit`` train step.
The torch side: the same weights, ``backward()`` into ``.grad`` (which accumulates), ``optimizer.step()`` and
``zero_grad()`` every ``accumulate_step`` calls. Both are checked to give the same weights before timing.
One timed call is ``accumulate_step`` steps (one optimizer update). Target: <= 1.10x.
"""

from __future__ import annotations

import argparse
import os
import sys

import numpy as np
import torch
import torch.nn.functional as F

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _timing import compare, table

import mindshim

mindshim.install()
import mindspore as ms  # noqa: E402
from mindspore import Parameter, Tensor, nn, ops  # noqa: E402

ACCUMULATE_STEP = 2


class Network(nn.Cell):
    """The tutorial's MLP: flatten, 784-512-512-10 with ReLU."""

    def __init__(self) -> None:
        super().__init__()
        self.flatten = nn.Flatten()
        self.dense_relu_sequential = nn.SequentialCell(
            nn.Dense(28 * 28, 512), nn.ReLU(), nn.Dense(512, 512), nn.ReLU(), nn.Dense(512, 10)
        )

    def construct(self, x):
        return self.dense_relu_sequential(self.flatten(x))


@ms.jit_class
class Accumulator:
    """The tutorial's accumulator: adds each step's gradients, updates and clears every ``accumulate_step``."""

    def __init__(self, optimizer, accumulate_step: int) -> None:
        self.optimizer = optimizer
        self.inner_grads = optimizer.parameters.clone(prefix="accumulate_", init="zeros")
        self.zeros = optimizer.parameters.clone(prefix="zeros_", init="zeros")
        self.counter = Parameter(Tensor(1, ms.int32), "counter_")
        self.accumulate_step = accumulate_step
        self.map = ops.HyperMap()

    def __call__(self, grads):
        self.map(ops.partial(ops.assign_add), self.inner_grads, grads)
        if self.counter % self.accumulate_step == 0:
            self.optimizer(self.inner_grads)
            self.map(ops.partial(ops.assign), self.inner_grads, self.zeros)
        ops.assign_add(self.counter, Tensor(1, ms.int32))
        return True


def mindspore_loop(batch: int, data: np.ndarray, label: np.ndarray):
    model = Network()
    loss_fn = nn.CrossEntropyLoss()
    optimizer = nn.SGD(model.trainable_params(), 1e-2)
    accumulator = Accumulator(optimizer, ACCUMULATE_STEP)

    def forward_fn(x, y):
        logits = model(x)
        loss = loss_fn(logits, y) / ACCUMULATE_STEP
        return loss, logits

    grad_fn = ms.value_and_grad(forward_fn, None, model.trainable_params(), has_aux=True)

    @ms.jit
    def train_step(x, y):
        (loss, _), grads = grad_fn(x, y)
        return ops.depend(loss, accumulator(grads))

    x, y = Tensor(data), Tensor(label)

    def run() -> None:
        for _ in range(ACCUMULATE_STEP):
            train_step(x, y)

    return model, run


def torch_loop(model_ms, data: np.ndarray, label: np.ndarray):
    layers = [m for m in model_ms.dense_relu_sequential.cell_list if isinstance(m, nn.Dense)]
    net = torch.nn.Sequential(
        torch.nn.Flatten(),
        torch.nn.Linear(784, 512),
        torch.nn.ReLU(),
        torch.nn.Linear(512, 512),
        torch.nn.ReLU(),
        torch.nn.Linear(512, 10),
    )
    with torch.no_grad():
        for lin, dense in zip([m for m in net if isinstance(m, torch.nn.Linear)], layers):
            lin.weight.copy_(torch.from_numpy(dense.weight.asnumpy()))
            lin.bias.copy_(torch.from_numpy(dense.bias.asnumpy()))
    opt = torch.optim.SGD(net.parameters(), lr=1e-2)
    x, y = torch.from_numpy(data), torch.from_numpy(label).long()

    def run() -> None:
        for _ in range(ACCUMULATE_STEP):
            loss = F.cross_entropy(net(x), y) / ACCUMULATE_STEP
            loss.backward()
        opt.step()
        opt.zero_grad(set_to_none=False)

    return net, run


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--batch", type=int, default=64)
    ap.add_argument("--threads", type=int, default=0, help="torch.set_num_threads (0: leave as is)")
    ap.add_argument("--number", type=int, default=20)
    ap.add_argument("--repeat", type=int, default=15)
    ap.add_argument("--clock", choices=["wall", "cpu"], default="wall")
    args = ap.parse_args()
    if args.threads:
        torch.set_num_threads(args.threads)
    rng = np.random.RandomState(0)
    data = rng.rand(args.batch, 1, 28, 28).astype(np.float32)
    label = rng.randint(0, 10, args.batch).astype(np.int32)
    model, ms_run = mindspore_loop(args.batch, data, label)
    net, torch_run = torch_loop(model, data, label)
    ms_run()
    torch_run()
    lin = [m for m in net if isinstance(m, torch.nn.Linear)][0]
    got = model.dense_relu_sequential.cell_list[0].weight.asnumpy()
    assert np.allclose(got, lin.weight.detach().numpy(), rtol=1e-4, atol=1e-6), "the two loops disagree"
    times = compare({"torch": torch_run, "mindshim": ms_run}, args.number, args.repeat, 3, args.clock)
    title = (
        f"gradient accumulation ({ACCUMULATE_STEP} steps + 1 update), batch {args.batch}, "
        f"{torch.get_num_threads()} threads, {args.clock} clock"
    )
    rows = [
        ("native torch: backward() into .grad, SGD.step()", times["torch"], None, ""),
        (
            "mindshim: @jit step, @jit_class Accumulator, HyperMap",
            times["mindshim"],
            times["mindshim"] / times["torch"],
            "<= 1.10x",
        ),
    ]
    print(table(title, rows))


if __name__ == "__main__":
    main()
