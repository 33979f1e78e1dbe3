"""The MNIST quick-start: tools/prepare_mnist.py's IDX writer and examples/quickstart_mnist.py under the launcher."""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys

import numpy as np
import pytest

import mindspore.dataset as ds

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRIPT = os.path.join(ROOT, "examples", "quickstart_mnist.py")


def _load_prepare():
    spec = importlib.util.spec_from_file_location("prepare_mnist", os.path.join(ROOT, "tools", "prepare_mnist.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


prep = _load_prepare()


def _synthetic(n: int, seed: int) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.RandomState(seed)
    return rng.randint(0, 256, size=(n, 28, 28)).astype(np.uint8), (np.arange(n) % 10).astype(np.uint8)


def test_idx_header_bytes():
    data = prep.idx_bytes(np.arange(6, dtype=np.uint8).reshape(2, 3))
    assert data == bytes([0, 0, 0x08, 2, 0, 0, 0, 2, 0, 0, 0, 3, 0, 1, 2, 3, 4, 5])
    data = prep.idx_bytes(np.array([1, -2], dtype=np.int32))
    assert data[:8] == bytes([0, 0, 0x0C, 1, 0, 0, 0, 2])
    assert data[8:] == b"\x00\x00\x00\x01\xff\xff\xff\xfe"  # big-endian


def test_idx_rejects_unsupported_dtype():
    with pytest.raises(ValueError, match="IDX cannot hold"):
        prep.idx_bytes(np.zeros(3, dtype=np.int64))


def test_idx_round_trip(tmp_path):
    for arr in (np.arange(24, dtype=np.uint8).reshape(2, 3, 4), np.array([1.5, -2.0], dtype=np.float32)):
        path = str(tmp_path / "x-idx")
        prep.write_idx(path, arr)
        back = prep.read_idx(path)
        assert back.shape == arr.shape and np.array_equal(back, arr)
    assert os.listdir(tmp_path) == ["x-idx"]  # no temporary file left behind


def test_written_files_read_by_mnist_dataset(tmp_path):
    train, test = _synthetic(20, 0), _synthetic(10, 1)
    prep.write_mnist(str(tmp_path), train, test)
    assert sorted(os.listdir(tmp_path)) == [
        "t10k-images-idx3-ubyte",
        "t10k-labels-idx1-ubyte",
        "train-images-idx3-ubyte",
        "train-labels-idx1-ubyte",
    ]
    for usage, (images, labels) in (("train", train), ("test", test)):
        rows = list(ds.MnistDataset(str(tmp_path), usage=usage, shuffle=False).create_tuple_iterator(output_numpy=True))
        assert len(rows) == len(labels)
        got_images = np.stack([r[0] for r in rows])
        got_labels = np.array([r[1] for r in rows])
        assert got_images.dtype == np.uint8 and got_images.shape == (len(labels), 28, 28, 1)
        assert got_labels.dtype == np.uint32
        assert np.array_equal(got_images[..., 0], images) and np.array_equal(got_labels, labels)
    everything = ds.MnistDataset(str(tmp_path), shuffle=False)
    assert everything.get_dataset_size() == 30  # usage 'all': test then train


def test_split_is_stratified_and_interleaved():
    labels = np.repeat(np.arange(10, dtype=np.uint8), 500)  # sorted by digit, as in mnist_5k.csv.gz
    images = np.arange(5000, dtype=np.int64)[:, None, None] * np.ones((1, 2, 2), dtype=np.int64)
    (tr_x, tr_y), (te_x, te_y) = prep.split(images, labels)
    assert len(tr_y) == 4000 and len(te_y) == 1000
    assert np.bincount(tr_y).tolist() == [400] * 10 and np.bincount(te_y).tolist() == [100] * 10
    assert tr_y[:12].tolist() == [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1]
    train_rows, test_rows = set(tr_x[:, 0, 0].tolist()), set(te_x[:, 0, 0].tolist())
    assert not train_rows & test_rows
    assert 0 in train_rows and 399 in train_rows and 400 in test_rows and 499 in test_rows


def test_quickstart_runs_under_launcher(tmp_path):
    data = tmp_path / "mnist"
    prep.write_mnist(str(data), _synthetic(64, 2), _synthetic(32, 3))
    ckpt = tmp_path / "ckpt"
    env = {k: v for k, v in os.environ.items() if k not in ("MINDSHIM_MS_VERSION", "MINDSHIM_PYTEST", "PYTHONPATH")}
    args = ["--data", str(data), "--epochs", "1", "--batch_size", "16", "--print_every", "2", "--ckpt_dir", str(ckpt)]
    proc = subprocess.run(
        [sys.executable, "-m", "mindshim", SCRIPT, *args],
        cwd=str(tmp_path),
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        stdin=subprocess.DEVNULL,
    )
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert "train: 4 batches of 16, test: 2 batches" in lines
    loss_lines = [ln for ln in lines if ln.startswith("epoch:")]
    assert len(loss_lines) == 2
    for step, line in zip((2, 4), loss_lines):
        assert re.fullmatch(rf"epoch: 1 step: {step}, loss is \d+\.\d+(e-?\d+)?", line), line
    acc = [ln for ln in lines if ln.startswith("Accuracy: ")]
    assert len(acc) == 1 and 0.0 <= float(acc[0].split()[1]) <= 1.0
    assert os.path.exists(ckpt / "lenet-1_4.ckpt")


@pytest.mark.slow
def test_model_train_memory_stays_flat():
    """benchmarks/bench_memory.py, shortened: 3,000 Model.train steps, RSS within 5% of the warm-up sample."""
    bench = os.path.join(ROOT, "benchmarks", "bench_memory.py")
    proc = subprocess.run(
        [sys.executable, bench, "--steps", "3000", "--every", "500"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        stdin=subprocess.DEVNULL,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert re.search(r"growth after warm-up \(step 500\): [+-]\d+\.\d+% \(tolerance 5%\): flat", proc.stdout)
    assert proc.stdout.count("\n| ") == 1 + 6  # header row and one row per sample


def test_quickstart_prepares_missing_data_itself(tmp_path):
    """With no IDX files under --data, the script runs tools/prepare_mnist.py (beside its folder) first, says so,
    and trains on what it wrote. The tool here is a stand-in writing synthetic images (no network in tests)."""
    (tmp_path / "examples").mkdir()
    (tmp_path / "tools").mkdir()
    script = tmp_path / "examples" / "quickstart_mnist.py"
    script.write_text(open(SCRIPT).read())
    (tmp_path / "tools" / "prepare_mnist.py").write_text(
        "import sys\n"
        "import numpy as np\n"
        f"sys.path.insert(0, {os.path.join(ROOT, 'tools')!r})\n"
        "import prepare_mnist as prep\n"
        "def synthetic(n):\n"
        "    return np.zeros((n, 28, 28), np.uint8), (np.arange(n) % 10).astype(np.uint8)\n"
        "prep.write_mnist(sys.argv[sys.argv.index('--out') + 1], synthetic(32), synthetic(16))\n"
        "print('stand-in wrote data')\n"
    )
    env = {k: v for k, v in os.environ.items() if k not in ("MINDSHIM_MS_VERSION", "MINDSHIM_PYTEST", "PYTHONPATH")}
    args = ["--data", "mn", "--epochs", "1", "--batch_size", "16", "--print_every", "1", "--ckpt_dir", "ck"]
    proc = subprocess.run(
        [sys.executable, "-m", "mindshim", str(script), *args],
        cwd=str(tmp_path),
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        stdin=subprocess.DEVNULL,
    )
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert lines[0] == "mn has no MNIST files yet: preparing them with tools/prepare_mnist.py ..."
    assert lines[1] == "stand-in wrote data"
    assert "train: 2 batches of 16, test: 1 batches" in lines
    assert sorted(os.listdir(tmp_path / "mn")) == sorted(
        ["train-images-idx3-ubyte", "train-labels-idx1-ubyte", "t10k-images-idx3-ubyte", "t10k-labels-idx1-ubyte"]
    )
