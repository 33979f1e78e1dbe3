"""Dataset pipeline throughput: ImageNet-style image pipelines against a torch/PIL reference, and parallel `map` on
the MNIST quick-start pipeline.

    python benchmarks/bench_dataset.py [--suite all|imagenet|mnist] [--repeat 5] [--workers 2] [--images 64]

ImageNet suite: ``--images`` synthetic photos-like images (smooth gradients plus noise, ImageNet-like sizes from
333x500 to 500x500) written with Pillow, three in four as JPEG (quality 90), one in four as PNG, served as encoded
bytes by a random-access GeneratorDataset (unshuffled). One timed call is one epoch through batch(32), iterated with
output_numpy=True:

* train: RandomCropDecodeResize(224) -> RandomHorizontalFlip -> Normalize(ImageNet mean/std) -> HWC2CHW;
* train (Decode first): Decode -> RandomResizedCrop(224) -> RandomHorizontalFlip -> Normalize -> HWC2CHW;
* eval: Decode -> Resize(256) -> CenterCrop(224) -> Normalize -> HWC2CHW.

The reference does the same work in plain torch/PIL code (no torchvision): ``Image.open(...).convert('RGB')``, a
random crop window, ``Image.resize(..., BILINEAR)``, ``transpose(FLIP_LEFT_RIGHT)``, ``torch.from_numpy`` ->
``permute`` -> ``float().sub_(mean).div_(std)``, ``torch.stack`` of 32 images; in the calling thread. mindshim runs with
1 worker and with ``--workers`` threads. Outputs are checked for shape and dtype (the reference resizes with Pillow,
which MindSpore does not, so values differ); a per-operation table gives each operation's time per image.

MNIST suite: one epoch of the quick-start's dataset (no training): MnistDataset(data/mnist, 'train', unshuffled) ->
map([Resize((size, size)), Rescale, Normalize, HWC2CHW], 'image') -> map(TypeCast(int32), 'label') ->
batch(32, drop_remainder=True), with 1 worker (the calling thread), N threads and N processes
(python_multiprocessing=True); a second set replaces the vision operations by a Python-level per-image function (a
pure-Python loop over the rows), the case processes are for. Before timing, every variant's batches are checked
equal to the 1-worker ones; both epochs of a two-epoch iterator are timed too (the worker pools live as long as the
iterator). Needs data/mnist (tools/prepare_mnist.py).

Prints Markdown tables: median wall time per epoch (blocks interleaved) and per image, and the ratios.
"""

from __future__ import annotations

import argparse
import io
import math
import os
import random
import sys
import time

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _timing import compare, fmt_time

import mindshim

mindshim.install()
import mindspore as ms  # noqa: E402
import mindspore.dataset as ds  # noqa: E402
import mindspore.dataset.transforms as transforms  # noqa: E402
import mindspore.dataset.vision as vision  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.join(ROOT, "data", "mnist")
MEAN = [0.485 * 255, 0.456 * 255, 0.406 * 255]
STD = [0.229 * 255, 0.224 * 255, 0.225 * 255]
BATCH = 32


# ------------------------------------------------------------------------------------------------ ImageNet-style
def synthetic_images(n: int, seed: int = 0) -> list:
    """``n`` encoded images (1-D uint8 arrays) of ImageNet-like sizes: gradients plus noise, JPEG and PNG."""
    from PIL import Image

    rng = np.random.RandomState(seed)
    sizes = [(375, 500), (333, 500), (500, 375), (500, 333), (400, 300), (500, 500)]
    out = []
    for i in range(n):
        h, w = sizes[i % len(sizes)]
        yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
        base = np.stack([xx / w * 200, yy / h * 180, (xx + yy) / (w + h) * 220], -1)
        img = np.clip(base + rng.normal(0, 12, (h, w, 3)), 0, 255).astype(np.uint8)
        buf = io.BytesIO()
        if i % 4 == 3:
            Image.fromarray(img).save(buf, "PNG")
        else:
            Image.fromarray(img).save(buf, "JPEG", quality=90)
        out.append(np.frombuffer(buf.getvalue(), np.uint8))
    return out


class _Source:
    """Random-access source of (encoded image, label) rows."""

    def __init__(self, images: list) -> None:
        self.images = images

    def __getitem__(self, i):
        return self.images[i], np.int32(i % 1000)

    def __len__(self) -> int:
        return len(self.images)


def ms_ops(kind: str) -> list:
    tail = [vision.Normalize(mean=MEAN, std=STD), vision.HWC2CHW()]
    if kind == "train":
        return [vision.RandomCropDecodeResize(224), vision.RandomHorizontalFlip()] + tail
    if kind == "train-decode":
        return [vision.Decode(), vision.RandomResizedCrop(224), vision.RandomHorizontalFlip()] + tail
    return [vision.Decode(), vision.Resize(256), vision.CenterCrop(224)] + tail


def ms_pipeline(images: list, kind: str, workers: int):
    d = ds.GeneratorDataset(_Source(images), ["image", "label"], shuffle=False)
    d = d.map(ms_ops(kind), "image", num_parallel_workers=workers)
    return d.batch(BATCH, drop_remainder=True)


def _crop_window(rng: random.Random, h: int, w: int) -> tuple:
    """A random-resized-crop window (area 8-100%, aspect 3/4-4/3, ten tries, then the whole image)."""
    for _ in range(10):
        area = h * w * rng.uniform(0.08, 1.0)
        aspect = math.exp(rng.uniform(math.log(3 / 4), math.log(4 / 3)))
        cw, ch = round(math.sqrt(area * aspect)), round(math.sqrt(area / aspect))
        if 0 < cw <= w and 0 < ch <= h:
            return rng.randint(0, h - ch), rng.randint(0, w - cw), ch, cw
    return 0, 0, h, w


def reference_epoch(images: list, kind: str, rng: random.Random) -> int:
    """The same pipeline in plain torch/PIL (no torchvision), one epoch in the calling thread: the batches made."""
    import torch
    from PIL import Image

    mean = torch.tensor(MEAN).view(3, 1, 1)
    std = torch.tensor(STD).view(3, 1, 1)
    batch, n = [], 0
    for data in images:
        im = Image.open(io.BytesIO(data.tobytes())).convert("RGB")
        if kind == "eval":
            w, h = im.size
            s = 256 / min(w, h)
            im = im.resize((max(256, int(w * s)), max(256, int(h * s))), Image.BILINEAR)
            w, h = im.size
            left, top = (w - 224) // 2, (h - 224) // 2
            im = im.crop((left, top, left + 224, top + 224))
        else:
            top, left, ch, cw = _crop_window(rng, im.size[1], im.size[0])
            im = im.crop((left, top, left + cw, top + ch)).resize((224, 224), Image.BILINEAR)
            if rng.random() < 0.5:
                im = im.transpose(Image.FLIP_LEFT_RIGHT)
        t = torch.from_numpy(np.array(im)).permute(2, 0, 1).float().sub_(mean).div_(std)
        batch.append(t)
        if len(batch) == BATCH:
            out = torch.stack(batch)
            assert out.shape == (BATCH, 3, 224, 224) and out.dtype == torch.float32
            batch, n = [], n + 1
    return n


def epoch(d) -> int:
    return sum(1 for _ in d.create_tuple_iterator(num_epochs=1, output_numpy=True))


def per_op_times(images: list, kind: str, repeat: int) -> list:
    """Median over ``repeat`` passes of each operation's mean time per image, the operations called directly one
    after another on each image (as a map runs them)."""
    ops = ms_ops(kind)
    samples = [[] for _ in ops]
    for _ in range(repeat):
        total = [0.0] * len(ops)
        for x in images:
            for k, op in enumerate(ops):
                t0 = time.perf_counter()
                x = op(x)
                total[k] += time.perf_counter() - t0
        for k, t in enumerate(total):
            samples[k].append(t / len(images))
    return [(type(op).__name__, sorted(v)[len(v) // 2]) for op, v in zip(ops, samples)]


def imagenet_suite(args) -> None:
    images = synthetic_images(args.images)
    n_img = (len(images) // BATCH) * BATCH
    n = args.workers
    print(f"\n## ImageNet-style pipelines: {len(images)} images ({n_img} per epoch in batches of {BATCH})")
    names = {"train": "train (RandomCropDecodeResize)", "train-decode": "train (Decode + RandomResizedCrop)",
             "eval": "eval (Decode + Resize(256) + CenterCrop)"}  # fmt: skip
    results = {}
    for kind in ("train", "train-decode", "eval"):
        cases = {
            "reference": None,
            "1 worker": ms_pipeline(images, kind, 1),
            f"{n} threads": ms_pipeline(images, kind, n),
        }
        for name, d in cases.items():
            if d is not None:
                got = list(d.create_tuple_iterator(num_epochs=1, output_numpy=True))
                assert len(got) == len(images) // BATCH, name
                assert got[0][0].shape == (BATCH, 3, 224, 224) and got[0][0].dtype == np.float32, name
        rng = random.Random(0)
        fns = {k: ((lambda d=d: epoch(d)) if d is not None else (lambda: reference_epoch(images, kind, rng)))
               for k, d in cases.items()}  # fmt: skip
        results[kind] = compare(fns, 1, args.repeat, 1)
    print(f"\n| pipeline | torch/PIL reference | mindshim, 1 worker | ratio | mindshim, {n} threads | ratio |")
    print("|---|---:|---:|---:|---:|---:|")
    for kind, t in results.items():
        ref, one, par = t["reference"], t["1 worker"], t[f"{n} threads"]
        print(
            f"| {names[kind]} | {fmt_time(ref / n_img)} | {fmt_time(one / n_img)} | **{one / ref:.2f}x** "
            f"| {fmt_time(par / n_img)} | {par / ref:.2f}x |"
        )
    print("\nper image, per operation (called directly, 1 thread):\n")
    print("| pipeline | " + " | ".join(["op", "time"] * 5) + " |")
    print("|---|" + "---|---:|" * 5)
    for kind in ("train", "train-decode", "eval"):
        rows = per_op_times(images, kind, max(3, args.repeat))
        cells = [f"{name} | {fmt_time(t)}" for name, t in rows] + [" | "] * (5 - len(rows))
        print(f"| {names[kind]} | " + " | ".join(cells) + " |")


# ------------------------------------------------------------------------------------------------ MNIST
def python_op(img: np.ndarray) -> np.ndarray:
    """Per-pixel Python work (a row-wise running sum), the kind of user function only processes speed up."""
    out = np.empty(img.shape[:2], np.float32)
    for r, row in enumerate(img[:, :, 0].tolist()):
        acc = 0
        for c, v in enumerate(row):
            acc += v
            out[r, c] = acc / 255.0
    return out


def mnist_pipeline(workers: int, processes: bool, size: int, pyfunc: bool):
    d = ds.MnistDataset(DATA, usage="train", shuffle=False)
    if pyfunc:
        ops = [python_op]
    else:
        ops = [
            vision.Resize((size, size), interpolation=vision.Inter.LINEAR),
            vision.Rescale(1.0 / 255.0, 0.0),
            vision.Normalize(mean=(0.1307,), std=(0.3081,)),
            vision.HWC2CHW(),
        ]
    d = d.map(ops, "image", num_parallel_workers=workers, python_multiprocessing=processes)
    d = d.map(transforms.TypeCast(ms.int32), "label")
    return d.batch(32, drop_remainder=True)


def two_epochs(d) -> int:
    """Both epochs of one two-epoch iterator (the worker pools serve both)."""
    it = d.create_tuple_iterator(num_epochs=2, output_numpy=True)
    return sum(1 for _ in it) + sum(1 for _ in it)


def mnist_suite(args) -> None:
    if not os.path.exists(os.path.join(DATA, "train-images-idx3-ubyte")):
        print("\n(MNIST suite skipped: needs data/mnist, python tools/prepare_mnist.py)")
        return
    n = args.workers
    for pyfunc in (False, True):
        title = "Python function per image" if pyfunc else f"quick-start pipeline, Resize({args.size})"
        cases = {
            "1 worker": mnist_pipeline(1, False, args.size, pyfunc),
            f"{n} threads": mnist_pipeline(n, False, args.size, pyfunc),
            f"{n} processes": mnist_pipeline(n, True, args.size, pyfunc),
        }
        ref = [[a.copy() for a in r] for r in cases["1 worker"].create_tuple_iterator(output_numpy=True)]
        for name, d in cases.items():
            got = list(d.create_tuple_iterator(output_numpy=True))
            assert len(got) == len(ref) and all(
                all(np.array_equal(a, b) for a, b in zip(r, s)) for r, s in zip(got, ref)
            ), name
        times = compare({k: (lambda d=d: epoch(d)) for k, d in cases.items()}, 1, args.repeat, 1)
        times2 = compare({k: (lambda d=d: two_epochs(d)) for k, d in cases.items()}, 1, args.repeat, 1)
        print(f"\n## MNIST {title}: {len(ref)} batches of 32\n")
        print("| case | one epoch | speed-up | two epochs, one iterator | speed-up |\n|---|---:|---:|---:|---:|")
        base, base2 = times["1 worker"], times2["1 worker"]
        for name, t in times.items():
            t2 = times2[name]
            print(f"| {name} | {fmt_time(t)} | {base / t:.2f}x | {fmt_time(t2)} | {base2 / t2:.2f}x |")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--suite", choices=["all", "imagenet", "mnist"], default="all")
    ap.add_argument("--repeat", type=int, default=5, help="timed epochs per case (median taken)")
    ap.add_argument("--workers", type=int, default=min(2, os.cpu_count() or 1))
    ap.add_argument("--images", type=int, default=64, help="synthetic images of the ImageNet suite")
    ap.add_argument("--size", type=int, default=32, help="MNIST Resize target (32: the quick-start)")
    args = ap.parse_args()
    import torch

    torch.set_num_threads(1)
    print(f"workers={args.workers}, cpus={os.cpu_count()}, load average {os.getloadavg()[0]:.2f}")
    if args.suite in ("all", "imagenet"):
        imagenet_suite(args)
    if args.suite in ("all", "mnist"):
        mnist_suite(args)
    print(f"\nload average after: {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
