"""Recurrent-net training steps: ``nn.LSTM`` / ``nn.GRU`` / ``nn.RNN`` and the model zoo's sentiment LSTM vs torch.

    python benchmarks/bench_rnn.py [--threads 1] [--batch 4 64] [--repeat 3] [--cells LSTM GRU RNN]
                                   [--mindspore-python PY]

The shape is the one of MindSpore's model zoo LSTM (official/nlp/LSTM): sequence 500, input 300, hidden 100,
2 layers, bidirectional. One step is forward, a sum (or the zoo net's loss) and backward; the sentiment case is
the zoo's ``SentimentNet`` (frozen ``nn.Embedding`` table, ``nn.LSTM``, the first and last time steps concatenated,
``nn.Dense``) under ``TrainOneStepCell(WithLossCell(net, SoftmaxCrossEntropyWithLogits), Momentum)``, against the
same net in torch with ``SGD(momentum=0.9)``. Weights and inputs are the same on both sides and the outputs are
checked equal before timing.

torch runs a float32 CPU LSTM/GRU/RNN through oneDNN (``aten::mkldnn_rnn_layer``) when ``torch.backends.mkldnn``
is enabled; GRU and RNN take no oneDNN path, and at some shapes torch is faster with oneDNN off. A gradient that
decays back through the 500 steps reaches denormal floats, where the CPU slows tens of times (the sentiment net,
whose loss reads only the first and last steps); mindshim flushes denormals to zero during a recurrent kernel's
backward (``mindshim/_kernels/_denormal.py``), and torch does the same with the flushing set on all its threads.
The table shows the three ways of running torch and the ratio is mindshim's time over the fastest (torch's best).
mindshim and the torch variants take turns, one step each per round (best of ``--repeat`` rounds), so that a
busy stretch of a shared machine falls on all alike. With
``--mindspore-python`` (default: the MindSpore 2.10 interpreter ``tools/mindspore_oracle.sh`` makes, when it
exists) the same steps run under real MindSpore in a subprocess: its time is the process CPU time per step (all
of MindSpore's threads) and the wall time, since MindSpore computes on threads of its own.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time

from _timing import ORACLE_PYTHON, best_of, oracle_json

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CLOCKS = {"thread": time.thread_time, "process": time.process_time, "wall": time.perf_counter}
SEQ, INPUT, HIDDEN, LAYERS, VOCAB = 500, 300, 100, 2, 2000


def _data(batch: int, seed: int = 0):
    import numpy as np

    rs = np.random.RandomState(seed)
    return {
        "x": rs.randn(SEQ, batch, INPUT).astype(np.float32),
        "ids": rs.randint(0, VOCAB, (batch, SEQ)).astype(np.int32),
        "labels": (np.arange(batch) % 2).astype(np.int32),
        "table": rs.randn(VOCAB, INPUT).astype(np.float32),
    }


def mindspore_steps(ms, cell: str, batch: int) -> tuple[dict, dict]:
    """The steps under ``ms`` (mindshim's alias or real MindSpore): (name -> zero-argument callable whose result
    is the step's loss or output sum as a Python float, the nets' initial weights: parameter name -> array)."""
    from mindspore import Tensor, nn
    from mindspore.ops import operations as P

    d = _data(batch)
    ms.set_seed(0)
    rnn = getattr(nn, cell)(INPUT, HIDDEN, num_layers=LAYERS, has_bias=True, bidirectional=True)

    class OutputSum(nn.Cell):
        def __init__(self):
            super().__init__()
            self.rnn = rnn

        def construct(self, x):
            return self.rnn(x)[0].sum()

    grad = ms.value_and_grad(OutputSum(), None, rnn.trainable_params())
    x = Tensor(d["x"])
    out = {f"nn.{cell} step": lambda: float(grad(x)[0].asnumpy())}
    weights = {p.name.rsplit(".", 1)[-1]: p.asnumpy() for p in rnn.trainable_params()}  # torch names
    if cell == "LSTM":

        class SentimentNet(nn.Cell):
            def __init__(self):
                super().__init__()
                self.embedding = nn.Embedding(VOCAB, INPUT, embedding_table=Tensor(d["table"]))
                self.embedding.embedding_table.requires_grad = False
                self.trans = P.Transpose()
                self.encoder = nn.LSTM(INPUT, HIDDEN, num_layers=LAYERS, has_bias=True, bidirectional=True)
                self.concat = P.Concat(1)
                self.squeeze = P.Squeeze(axis=0)
                self.decoder = nn.Dense(HIDDEN * 4, 2)

            def construct(self, inputs):
                e = self.trans(self.embedding(inputs), (1, 0, 2))
                output, _ = self.encoder(e)
                enc = self.concat((self.squeeze(output[0:1:1]), self.squeeze(output[SEQ - 1 : SEQ : 1])))
                return self.decoder(enc)

        net = SentimentNet()
        loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
        step = nn.TrainOneStepCell(nn.WithLossCell(net, loss), nn.Momentum(net.trainable_params(), 0.01, 0.9))
        ids, labels = Tensor(d["ids"]), Tensor(d["labels"])
        out["zoo SentimentNet step"] = lambda: float(step(ids, labels).asnumpy())
        weights.update({"zoo." + p.name: p.asnumpy() for p in net.trainable_params()})
    return out, weights


def torch_steps(torch, cell: str, batch: int, weights: dict) -> dict:
    """The same steps in plain torch, with the weights ``weights`` (name -> array) taken from mindshim's net."""
    d = _data(batch)
    rnn = getattr(torch.nn, cell)(INPUT, HIDDEN, LAYERS, bidirectional=True)
    with torch.no_grad():
        for name, p in rnn.named_parameters():
            p.copy_(torch.from_numpy(weights[name]))
    x = torch.from_numpy(d["x"])

    def rnn_step():
        rnn.zero_grad()
        s = rnn(x)[0].sum()
        s.backward()
        return float(s.detach())

    out = {f"nn.{cell} step": rnn_step}
    if cell == "LSTM":
        emb = torch.nn.Embedding.from_pretrained(torch.from_numpy(d["table"]), freeze=True)
        lstm = torch.nn.LSTM(INPUT, HIDDEN, LAYERS, bidirectional=True)
        dec = torch.nn.Linear(HIDDEN * 4, 2)
        with torch.no_grad():
            for name, p in lstm.named_parameters():
                p.copy_(torch.from_numpy(weights["zoo.encoder." + name]))
            dec.weight.copy_(torch.from_numpy(weights["zoo.decoder.weight"]))
            dec.bias.copy_(torch.from_numpy(weights["zoo.decoder.bias"]))
        params = list(lstm.parameters()) + list(dec.parameters())
        opt = torch.optim.SGD(params, lr=0.01, momentum=0.9)
        ids, labels = torch.from_numpy(d["ids"]).long(), torch.from_numpy(d["labels"]).long()

        def zoo_step():
            opt.zero_grad()
            o, _ = lstm(emb(ids).transpose(0, 1))
            loss = torch.nn.functional.cross_entropy(dec(torch.cat([o[0], o[-1]], 1)), labels)
            loss.backward()
            opt.step()
            return float(loss.detach())

        out["zoo SentimentNet step"] = zoo_step
    return out


def _flushed_step(fn):
    """``fn`` run with denormals flushed to zero on every torch thread (``torch.set_flush_denormal`` reaches only
    the calling thread), the way mindshim runs a recurrent net's backward."""
    from mindshim._kernels._denormal import flushed

    def step():
        with flushed():
            return fn()

    return step


def time_steps(steps: dict, repeat: int, clock: str) -> dict:
    """Best-of-``repeat`` seconds per step of each case, after one untimed step; ``clock``: 'thread' (this
    thread's CPU time), 'process' (all threads' CPU time) or 'wall'."""
    return {name: best_of(fn, repeat, CLOCKS[clock]) for name, fn in steps.items()}


def time_interleaved(variants: dict, repeat: int, clock: str) -> dict:
    """Best-of-``repeat`` seconds of each ``variants[v][case]`` step, the variants taking turns: every round runs
    each variant's step once (``variants[v]`` is ``(steps, setup)``, ``setup()`` run before the variant's turn),
    so a slow stretch of a shared machine or a warming CPU falls on all of them alike. Each step runs once untimed
    first. Returns ``{v: {case: seconds}}``."""
    now = CLOCKS[clock]
    best: dict = {v: {} for v in variants}
    for v, (steps, setup) in variants.items():
        setup()
        for fn in steps.values():
            fn()
    for _ in range(repeat):
        for v, (steps, setup) in variants.items():
            setup()
            for case, fn in steps.items():
                t0 = now()
                fn()
                dt = now() - t0
                best[v][case] = min(dt, best[v].get(case, dt))
    return best


def oracle_worker(args: argparse.Namespace) -> int:
    """Under real MindSpore: time each step, print one JSON line {case: [cpu_s, wall_s]}."""
    import mindspore as ms

    ms.set_context(mode=ms.PYNATIVE_MODE if args.mode == "pynative" else ms.GRAPH_MODE, device_target="CPU")
    out = {}
    for cell in args.cells:
        for batch in args.batch:
            steps, _ = mindspore_steps(ms, cell, batch)
            for k, fn in steps.items():
                try:  # GRAPH_MODE unrolls GRU/RNN over the 500 steps and can exceed its call depth
                    cpu = time_steps({k: fn}, args.repeat, "process")[k]
                    wall = time_steps({k: fn}, args.repeat, "wall")[k]
                except RuntimeError as e:
                    out[f"{k} b{batch}"] = str(e).strip().splitlines()[0][:60]
                else:
                    out[f"{k} b{batch}"] = [cpu, wall]
    print(json.dumps(out))
    return 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--batch", type=int, nargs="+", default=[4, 64])
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--cells", nargs="+", default=["LSTM", "GRU", "RNN"], choices=["LSTM", "GRU", "RNN"])
    ap.add_argument("--mindspore-python", default=ORACLE_PYTHON if os.path.exists(ORACLE_PYTHON) else None)
    ap.add_argument("--mode", choices=["graph", "pynative"], default="graph", help="real MindSpore's mode")
    ap.add_argument("--oracle-worker", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.oracle_worker:
        return oracle_worker(args)

    import numpy as np
    import torch

    torch.set_num_threads(args.threads)
    sys.path.insert(0, ROOT)
    import mindshim

    mindshim.install()
    import mindspore as ms

    clock = "thread" if args.threads == 1 else "wall"

    def onednn(on: bool):
        return lambda: setattr(torch.backends.mkldnn, "enabled", on)

    rows = []
    for cell in args.cells:
        for batch in args.batch:
            shim, weights = mindspore_steps(ms, cell, batch)
            ref = torch_steps(torch, cell, batch, weights)  # mindshim's initial weights: the names are torch's
            for k in shim:
                a, b = shim[k](), ref[k]()
                if not np.isclose(a, b, rtol=1e-4, atol=1e-5):
                    raise SystemExit(f"{k} batch {batch}: mindshim {a} vs torch {b}: not the same computation")

            flush = {k: _flushed_step(fn) for k, fn in ref.items()}
            variants = {
                "shim": (shim, onednn(True)),
                "torch": (ref, onednn(True)),
                "plain": (ref, onednn(False)),
                "flush": (flush, onednn(True)),
            }
            t = time_interleaved(variants, args.repeat, clock)
            torch.backends.mkldnn.enabled = True
            for k in shim:
                rows.append((f"{k} b{batch}", t["torch"][k], t["shim"][k], t["plain"][k], t["flush"][k]))
    real = {}
    if args.mindspore_python:
        cmd = [args.mindspore_python, os.path.abspath(__file__), "--oracle-worker", "--mode", args.mode]
        cmd += ["--repeat", str(args.repeat), "--cells", *args.cells, "--batch", *map(str, args.batch)]
        got = oracle_json(cmd)
        real = got if isinstance(got, dict) else {"error": got}
    print(
        f"torch {torch.__version__}, threads {args.threads}, clock: {clock} (mindshim and torch), best of {args.repeat}"
    )
    print(
        "\n| case | torch (oneDNN) | torch, oneDNN off | torch, denormals flushed | mindshim | ratio to torch's best"
        " | MindSpore CPU time / wall |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|")
    for name, tt, ts, tp, tf in rows:
        r = real.get(name)
        ms_col = f"{r[0]:.3f} s / {r[1]:.3f} s" if isinstance(r, list) else (f"fails: {r}" if r else "-")
        best = min(tt, tp, tf)
        print(f"| {name} | {tt:.3f} s | {tp:.3f} s | {tf:.3f} s | {ts:.3f} s | {ts / best:.2f}x | {ms_col} |")
    if "error" in real:
        print("\nreal MindSpore did not run:", real["error"])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
