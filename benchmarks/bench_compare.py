"""Cost of `mindshim compare --localize`'s recording: a LeNet-5 train step with the recorder on vs off.

    python benchmarks/bench_compare.py [--threads 1] [--batch 32] [--number 20] [--repeat 9] [--clock cpu]

One LeNet-5 `TrainOneStepCell` step (forward, loss, gradients, Momentum update) at batch 32, timed as:

1. ``baseline``: the recorder never installed;
2. ``off``: after the recorder was installed and removed again (``install_ms`` returns the undo): nothing of it
   may remain on the step's path, target 1.0x;
   ``installed, past the recorded steps``: the recorder on, after its ``--steps`` (the op mode has left at the
   first step beyond them; the layer wrapper only checks the step);
3. ``on, layers``: recording every leaf Cell call (output copied, gradient hook) as ``--localize`` does with
   ``MINDSHIM_RECORD_OPS=0``;
4. ``on, layers + ops``: recording the torch op calls inside each layer too (the default), target <= 3x;
5. ``on + write``: as 4, plus writing that step's ``.npy`` files and ``records.json`` (what the recorded run
   does once at exit, here charged to every step).

Each recorded case clears the recorder after its step, so every timed step is a recorded one (``--localize``
records only the first ``--steps`` steps; later steps run at the ``off`` speed). Prints a Markdown table of
median time per step and the ratio to ``baseline``.

Measured (2-core CPU, --threads 1): see docs/benchmarks.md ("compare recording").
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile

import numpy as np
import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _timing import compare, table

import mindshim

mindshim.install()
import mindspore as ms  # noqa: E402
from mindspore import nn  # noqa: E402

from mindshim.tools._record import Recorder, install_ms  # noqa: E402


class LeNet5(nn.Cell):
    """LeNet-5 as in MindSpore's tutorials."""

    def __init__(self) -> None:
        super().__init__()
        self.conv1 = nn.Conv2d(1, 6, 5, pad_mode="valid")
        self.conv2 = nn.Conv2d(6, 16, 5, pad_mode="valid")
        self.fc1 = nn.Dense(400, 120)
        self.fc2 = nn.Dense(120, 84)
        self.fc3 = nn.Dense(84, 10)
        self.relu = nn.ReLU()
        self.pool = nn.MaxPool2d(kernel_size=2, stride=2)
        self.flatten = nn.Flatten()

    def construct(self, x):
        x = self.pool(self.relu(self.conv1(x)))
        x = self.pool(self.relu(self.conv2(x)))
        x = self.relu(self.fc1(self.flatten(x)))
        return self.fc3(self.relu(self.fc2(x)))


def main() -> None:
    """Time the cases and print the table."""
    ap = argparse.ArgumentParser()
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--batch", type=int, default=32)
    ap.add_argument("--number", type=int, default=20)
    ap.add_argument("--repeat", type=int, default=9)
    ap.add_argument("--clock", choices=["wall", "cpu"], default="wall")
    args = ap.parse_args()
    torch.set_num_threads(args.threads)
    ms.set_seed(0)
    net = LeNet5()
    loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    step = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), nn.Momentum(net.trainable_params(), 0.01, 0.9))
    step.set_train()
    rng = np.random.RandomState(0)
    x = ms.Tensor(rng.normal(0, 1, (args.batch, 1, 32, 32)).astype(np.float32))
    y = ms.Tensor(rng.randint(0, 10, (args.batch,)).astype(np.int32))
    out_dir = tempfile.mkdtemp(prefix="bench-compare-")

    def plain() -> None:
        step(x, y)

    def recorded(ops: bool, write: bool = False):
        rec = Recorder(out_dir, steps=10**9, ops=ops)
        rec.first_leaf = id(net.conv1)  # every step is a recorded step
        rec.net = step
        rec.step = 0

        def run() -> None:
            uninstall = install_ms(rec, seed=False)
            try:
                step(x, y)
            finally:
                uninstall()
            if write:
                rec.save()
            rec.records.clear()
            rec.ops.clear()
            rec.arrays.clear()
            rec.param_snaps.clear()
            rec.step = 0

        return run

    uninstall = install_ms(Recorder(out_dir, steps=0), seed=False)
    uninstall()
    assert type(step).__call__ is nn.Cell.__call__

    def past():
        rec = Recorder(out_dir, steps=1, ops=True)
        rec.first_leaf, rec.net, rec.step = id(net.conv1), step, 5  # the recorded steps are over

        def run() -> None:
            uninstall = install_ms(rec, seed=False)
            try:
                step(x, y)
            finally:
                uninstall()

        return run

    cases = {
        "baseline": plain,
        "off": plain,
        "installed, past the recorded steps": past(),
        "on, layers": recorded(False),
        "on, layers + ops": recorded(True),
        "on + write": recorded(True, write=True),
    }
    try:
        res = compare(cases, args.number, args.repeat, warmup=3, clock=args.clock)
    finally:
        shutil.rmtree(out_dir, ignore_errors=True)  # the "write" case's dumps: over a GB per run
    base = res["baseline"]
    targets = {"off": "1.0x", "on, layers + ops": "<= 3x"}
    rows = [(name, t, t / base, targets.get(name, "")) for name, t in res.items()]
    title = f"LeNet-5 train step, batch {args.batch}, recording on vs off ({args.threads} thread)"
    print(table(title, rows).replace("ratio vs torch", "ratio vs baseline"))


if __name__ == "__main__":
    main()
