"""Per-step time of `Model.train` on LeNet-5 / MNIST-shaped data vs a plain torch training loop.

    python benchmarks/bench_model.py [--threads N] [--batch 32] [--repeat 7] [--samples 4000] [--clock cpu]

One timed call is one epoch over the same float32 (N, 1, 32, 32) images and int labels, at the same batch
size, unshuffled, with the same initial weights:
  * native torch: nn.Module LeNet-5 + torch.optim.SGD(momentum=0.9) + F.cross_entropy over a
    torch.utils.data.DataLoader(TensorDataset(x, y), batch_size, drop_last=True)
  * mindshim: Model(net, SoftmaxCrossEntropyWithLogits(sparse=True), Momentum(0.9)).train(1, ds) over
    NumpySlicesDataset((x, y), shuffle=False).batch(batch_size, drop_remainder=True); with no callback,
    and with LossMonitor(per_print_times=steps) (its line goes to /dev/null)
  * --pipeline: also the quick-start's per-image pipeline (MnistDataset + map(Resize/Rescale/Normalize/
    HWC2CHW, TypeCast) + batch) feeding Model.train; the torch loop still reads ready arrays, so this row
    shows what per-image preprocessing adds, not mindshim's overhead.
Data: data/mnist (tools/prepare_mnist.py) padded to 32x32 and normalized, if present; else seeded random
images. Before timing, one epoch of each path is run from the same weights and the final weights compared.
Prints a Markdown table of median time per step and the ratio to torch.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import io
import os
import sys

import numpy as np
import torch
import torch.nn.functional as F

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _timing import compare, table
from bench_lenet import LeNet5, TorchLeNet5

import mindshim

mindshim.install()
import mindspore as ms  # noqa: E402
import mindspore.dataset as ds  # noqa: E402
from mindspore import nn  # noqa: E402
from mindspore.train import LossMonitor, Model  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.join(ROOT, "data", "mnist")


def _read_idx(path: str) -> np.ndarray:
    spec = importlib.util.spec_from_file_location("prepare_mnist", os.path.join(ROOT, "tools", "prepare_mnist.py"))
    prep = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(prep)
    return prep.read_idx(path)


def load_data(samples: int) -> tuple[np.ndarray, np.ndarray, str]:
    """(images float32 (N, 1, 32, 32), labels int64 (N,), source description)."""
    img_path = os.path.join(DATA, "train-images-idx3-ubyte")
    if os.path.exists(img_path):
        images = _read_idx(img_path)[:samples]
        labels = _read_idx(os.path.join(DATA, "train-labels-idx1-ubyte"))[:samples].astype(np.int64)
        x = np.pad(images, ((0, 0), (2, 2), (2, 2))).astype(np.float32) / 255.0
        x = ((x - 0.1307) / 0.3081)[:, None]
        return np.ascontiguousarray(x, dtype=np.float32), labels, f"data/mnist, first {len(labels)} training images"
    rng = np.random.RandomState(0)
    x = rng.standard_normal((samples, 1, 32, 32)).astype(np.float32)
    return x, rng.randint(0, 10, size=samples).astype(np.int64), f"{samples} seeded random images"


def build(x: np.ndarray, y: np.ndarray, batch: int, pipeline: bool, lr: float = 0.01, momentum: float = 0.9):
    """The timed cases (one epoch each) and the number of steps per epoch."""
    init = [p.detach().clone() for p in TorchLeNet5().parameters()]
    steps = len(y) // batch

    tnet = TorchLeNet5()
    with torch.no_grad():
        for p, v in zip(tnet.parameters(), init):
            p.copy_(v)
    topt = torch.optim.SGD(tnet.parameters(), lr=lr, momentum=momentum)
    loader = torch.utils.data.DataLoader(
        torch.utils.data.TensorDataset(torch.from_numpy(x), torch.from_numpy(y)),
        batch_size=batch,
        shuffle=False,
        drop_last=True,
    )

    def torch_epoch():
        for xb, yb in loader:
            topt.zero_grad(set_to_none=True)
            loss = F.cross_entropy(tnet(xb), yb)
            loss.backward()
            topt.step()
        return loss

    tx, ty = torch.from_numpy(x), torch.from_numpy(y)

    def torch_slices_epoch():
        for i in range(0, steps * batch, batch):
            topt.zero_grad(set_to_none=True)
            loss = F.cross_entropy(tnet(tx[i : i + batch]), ty[i : i + batch])
            loss.backward()
            topt.step()
        return loss

    def ms_model():
        net = LeNet5()
        for p, v in zip(net.trainable_params(), init):
            p.set_data(ms.Tensor(v.numpy()))
        loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
        return net, Model(net, loss_fn=loss_fn, optimizer=nn.Momentum(net.trainable_params(), lr, momentum))

    y32 = y.astype(np.int32)
    ds_train = ds.NumpySlicesDataset((x, y32), column_names=["image", "label"], shuffle=False)
    ds_train = ds_train.batch(batch, drop_remainder=True)
    net1, model1 = ms_model()
    net2, model2 = ms_model()
    monitor = LossMonitor(per_print_times=steps)
    sink = io.StringIO()

    def model_epoch():
        model1.train(1, ds_train, dataset_sink_mode=False)

    def model_monitor_epoch():
        with contextlib.redirect_stdout(sink):
            model2.train(1, ds_train, callbacks=[monitor], dataset_sink_mode=False)
        sink.seek(0)
        sink.truncate()

    # Same weights, same batches, same order: one epoch must end at the same weights. Checked with one
    # thread: with more, reductions round differently in each path and 100+ steps amplify that.
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    torch_epoch()
    model_epoch()
    model_monitor_epoch()
    torch.set_num_threads(threads)
    for p_t, p1, p2 in zip(tnet.parameters(), net1.trainable_params(), net2.trainable_params()):
        ref = p_t.detach().numpy()
        for got in (p1.asnumpy(), p2.asnumpy()):
            rel = np.linalg.norm(got - ref) / np.linalg.norm(ref)
            if rel > 1e-3:
                raise AssertionError(f"weights differ from torch's after one epoch (relative difference {rel:.2e})")

    cases = {
        "torch": torch_epoch,
        "torch, no DataLoader": torch_slices_epoch,
        "Model.train": model_epoch,
        "Model.train + LossMonitor": model_monitor_epoch,
    }
    if pipeline:
        import mindspore.dataset.transforms as transforms
        import mindspore.dataset.vision as vision

        mnist = ds.MnistDataset(DATA, usage="train", num_samples=len(y), shuffle=False)
        image_ops = [
            vision.Resize((32, 32), interpolation=vision.Inter.LINEAR),
            vision.Rescale(1.0 / 255.0, 0.0),
            vision.Normalize(mean=(0.1307,), std=(0.3081,)),
            vision.HWC2CHW(),
        ]
        mnist = mnist.map(operations=image_ops, input_columns="image")
        mnist = mnist.map(operations=transforms.TypeCast(ms.int32), input_columns="label")
        mnist = mnist.batch(batch, drop_remainder=True)
        _, model3 = ms_model()
        cases["Model.train, quick-start MnistDataset pipeline"] = lambda: model3.train(
            1, mnist, dataset_sink_mode=False
        )
    return cases, steps


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--batch", type=int, default=32)
    ap.add_argument("--samples", type=int, default=4000, help="training images per epoch")
    ap.add_argument("--threads", type=int, default=min(4, os.cpu_count() or 1))
    ap.add_argument("--repeat", type=int, default=7, help="timed epochs per case (median taken)")
    ap.add_argument("--pipeline", action="store_true", help="also time the quick-start's MnistDataset pipeline")
    ap.add_argument(
        "--clock",
        choices=["auto", "wall", "cpu"],
        default="auto",
        help="wall time, or this thread's CPU time (steadier on a busy machine; auto: cpu when --threads 1)",
    )
    args = ap.parse_args()
    torch.set_num_threads(args.threads)
    clock = args.clock if args.clock != "auto" else ("cpu" if args.threads == 1 else "wall")
    x, y, source = load_data(args.samples)
    if args.pipeline and not os.path.exists(os.path.join(DATA, "train-images-idx3-ubyte")):
        ap.error("--pipeline needs data/mnist (python tools/prepare_mnist.py)")
    cases, steps = build(x, y, args.batch, args.pipeline)
    print(
        f"torch {torch.__version__}, threads {torch.get_num_threads()}, data: {source}, batch {args.batch}, "
        f"{steps} steps per epoch, {args.repeat} timed epochs per case, clock: {clock}"
    )
    res = compare(cases, 1, args.repeat, warmup=1, clock=clock)
    ref = res["torch"] / steps
    rows = [("native torch loop over a DataLoader (reference)", ref, 1.0, "")]
    sliced = res.pop("torch, no DataLoader") / steps
    rows.append(("native torch loop over tensor slices (no DataLoader)", sliced, sliced / ref, ""))
    rows += [(f"mindshim {k}", v / steps, v / steps / ref, "") for k, v in res.items() if k != "torch"]
    print()
    print(table(f"LeNet-5 training, time per step (batch {args.batch})", rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
