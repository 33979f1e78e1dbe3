"""Cell-hook cost: a small net's call with a registered forward hook, mindshim Cell vs torch.nn.Module.

    python benchmarks/bench_hooks.py [--threads 1] [--number 5000] [--repeat 15]

The same small net (two 16x16 linear layers and a ReLU) is called with no hook and with a
forward hook on its last layer, once as mindshim Cells and once as plain torch Modules (sharing the
weights). Prints a Markdown table of median time per call, the ratio to torch, and the hook's own
per-call overhead (hooked minus unhooked) for each, with their ratio. Target: hooked call <= 2x torch.
"""

from __future__ import annotations

import argparse
import os
import sys

import numpy as np
import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _timing import compare, fmt_time, table  # noqa: E402

import mindshim  # noqa: E402

mindshim.install()
from mindspore import Tensor, nn  # noqa: E402


class _MsNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(16, 16, weight_init="ones", bias_init="zeros")
        self.relu = nn.ReLU()
        self.fc2 = nn.Dense(16, 16, weight_init="ones", bias_init="zeros")

    def construct(self, x):
        return self.fc2(self.relu(self.fc1(x)))


class _TorchNet(torch.nn.Module):
    def __init__(self, ms_net: _MsNet):
        super().__init__()
        self.fc1 = torch.nn.Linear(16, 16)
        self.relu = torch.nn.ReLU()
        self.fc2 = torch.nn.Linear(16, 16)
        with torch.no_grad():
            for mine, theirs in ((self.fc1, ms_net.fc1), (self.fc2, ms_net.fc2)):
                mine.weight.copy_(theirs.weight._t)
                mine.bias.copy_(theirs.bias._t)

    def forward(self, x):
        return self.fc2(self.relu(self.fc1(x)))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--number", type=int, default=5000, help="calls per timed block")
    ap.add_argument("--repeat", type=int, default=15, help="timed blocks per case (median taken)")
    args = ap.parse_args()
    torch.set_num_threads(args.threads)

    ms_plain, ms_hooked = _MsNet(), _MsNet()
    th_plain, th_hooked = _TorchNet(ms_plain), _TorchNet(ms_hooked)
    count = [0, 0]

    def ms_hook(cell, inputs, output):
        count[0] += 1

    def th_hook(module, inputs, output):
        count[1] += 1

    ms_hooked.fc2.register_forward_hook(ms_hook)
    th_hooked.fc2.register_forward_hook(th_hook)
    x_np = np.ones((4, 16), np.float32)
    x_ms, x_th = Tensor(x_np), torch.from_numpy(x_np)
    with torch.no_grad():
        ref = th_hooked(x_th).numpy()
    np.testing.assert_allclose(ms_hooked(x_ms).asnumpy(), ref, rtol=1e-5)
    assert count[0] == 1 and count[1] == 1

    with torch.no_grad():
        t = compare(
            {
                "ms_plain": lambda: ms_plain(x_ms),
                "ms_hooked": lambda: ms_hooked(x_ms),
                "torch_plain": lambda: th_plain(x_th),
                "torch_hooked": lambda: th_hooked(x_th),
            },
            number=args.number,
            repeat=args.repeat,
            warmup=200,
        )
    rows = [
        ("net call, no hook (mindshim)", t["ms_plain"], t["ms_plain"] / t["torch_plain"], "<= 2x"),
        ("net call, forward hook (mindshim)", t["ms_hooked"], t["ms_hooked"] / t["torch_hooked"], "<= 2x"),
        ("net call, no hook (torch)", t["torch_plain"], None, ""),
        ("net call, forward hook (torch)", t["torch_hooked"], None, ""),
    ]
    print(table("Cell forward hook vs torch module forward hook (torch.no_grad)", rows))
    ms_over = t["ms_hooked"] - t["ms_plain"]
    th_over = t["torch_hooked"] - t["torch_plain"]
    ratio = ms_over / th_over if th_over > 0 else float("nan")
    print()
    print(
        f"hook overhead per call: mindshim {fmt_time(max(ms_over, 0.0))}, torch {fmt_time(max(th_over, 0.0))}, "
        f"ratio {ratio:.2f}x"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
