"""Cell-hook cost: a small net with registered hooks, mindshim Cell vs torch.nn.Module.

    python benchmarks/bench_hooks.py [--threads 1] [--number 5000] [--repeat 15] [--clock cpu]

The same small net (two 16x16 linear layers and a ReLU) runs with no hook and with hooks on its last
layer, once as mindshim Cells and once as plain torch Modules (sharing the weights):

1. a forward call under ``torch.no_grad`` with a forward hook (``register_forward_hook`` on both sides);
2. a training step -- forward, sum, gradients w.r.t. the weights -- with a forward hook and a backward hook
   (``Cell.register_backward_hook`` / torch's ``register_full_backward_hook``): ``mindspore.value_and_grad``
   against ``torch.autograd.grad``.

Prints Markdown tables of median time per call, the ratio to torch, and each hook's own per-step
overhead (hooked minus unhooked) for mindshim and torch, with their ratio. Target: hooked call <= 2x torch.

Measured (2-core CPU, torch 2.13, --threads 1): see docs/benchmarks.md ("Cell hooks").
"""

from __future__ import annotations

import argparse
import os
import sys

import numpy as np
import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _timing import compare, fmt_time, table

import mindshim

mindshim.install()
import mindspore as ms  # noqa: E402
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
    ap.add_argument("--clock", choices=("wall", "cpu"), default="wall", help="cpu: this thread's CPU time")
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
            clock=args.clock,
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
        f"forward-hook overhead per call: mindshim {fmt_time(max(ms_over, 0.0))}, torch "
        f"{fmt_time(max(th_over, 0.0))}, ratio {ratio:.2f}x"
    )
    print()
    _bench_train_step(args, x_np)
    return 0


def _bench_train_step(args, x_np) -> None:
    """Forward + backward step with a forward and a backward hook on the last layer, vs torch."""
    ms_plain, ms_hooked = _MsNet(), _MsNet()
    th_plain, th_hooked = _TorchNet(ms_plain), _TorchNet(ms_hooked)
    count = [0, 0, 0, 0]

    def ms_fwd(cell, inputs, output):
        count[0] += 1

    def ms_bwd(cell, grad_input, grad_output):
        count[1] += 1

    def th_fwd(module, inputs, output):
        count[2] += 1

    def th_bwd(module, grad_input, grad_output):
        count[3] += 1

    ms_hooked.fc2.register_forward_hook(ms_fwd)
    ms_hooked.fc2.register_backward_hook(ms_bwd)
    th_hooked.fc2.register_forward_hook(th_fwd)
    th_hooked.fc2.register_full_backward_hook(th_bwd)

    def ms_step(net):
        params = net.trainable_params()
        fn = ms.value_and_grad(lambda x: net(x).sum(), None, params)
        return lambda x: fn(x)

    def th_step(net):
        params = list(net.parameters())

        def step(x):
            x = x.requires_grad_()  # a leaf needing grad: torch's backward hooks need a tracked input
            loss = net(x).sum()
            return loss, torch.autograd.grad(loss, params)

        return step

    x_ms, x_th = Tensor(x_np), torch.from_numpy(x_np.copy())
    steps = {
        "ms_plain": ms_step(ms_plain),
        "ms_hooked": ms_step(ms_hooked),
        "torch_plain": th_step(th_plain),
        "torch_hooked": th_step(th_hooked),
    }
    (loss_ms, g_ms), (loss_th, g_th) = steps["ms_hooked"](x_ms), steps["torch_hooked"](x_th.clone())
    np.testing.assert_allclose(loss_ms.asnumpy(), loss_th.detach().numpy(), rtol=1e-5)
    for a, b in zip(g_ms, g_th):
        np.testing.assert_allclose(a.asnumpy(), b.numpy(), rtol=1e-5)
    assert count == [1, 1, 1, 1], count
    t = compare(
        {
            "ms_plain": lambda: steps["ms_plain"](x_ms),
            "ms_hooked": lambda: steps["ms_hooked"](x_ms),
            "torch_plain": lambda: steps["torch_plain"](x_th.detach()),
            "torch_hooked": lambda: steps["torch_hooked"](x_th.detach()),
        },
        number=max(args.number // 5, 1),
        repeat=args.repeat,
        warmup=100,
        clock=args.clock,
    )
    rows = [
        ("train step, no hook (mindshim)", t["ms_plain"], t["ms_plain"] / t["torch_plain"], "<= 2x"),
        ("train step, forward + backward hook (mindshim)", t["ms_hooked"], t["ms_hooked"] / t["torch_hooked"], "<= 2x"),
        ("train step, no hook (torch)", t["torch_plain"], None, ""),
        ("train step, forward + backward hook (torch)", t["torch_hooked"], None, ""),
    ]
    print(table("Train step with Cell forward + backward hooks vs torch module hooks", rows))
    ms_over = t["ms_hooked"] - t["ms_plain"]
    th_over = t["torch_hooked"] - t["torch_plain"]
    ratio = ms_over / th_over if th_over > 0 else float("nan")
    print()
    print(
        f"hook overhead per train step: mindshim {fmt_time(max(ms_over, 0.0))}, torch "
        f"{fmt_time(max(th_over, 0.0))}, ratio {ratio:.2f}x"
    )


if __name__ == "__main__":
    raise SystemExit(main())
