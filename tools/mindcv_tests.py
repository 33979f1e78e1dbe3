"""MindCV 0.3.0's own tests (tests/modules, tests/tasks) on real MindSpore 2.10 and under mindshim, compared.

MindCV's tests download the Canidae ImageFolder, MNIST and CIFAR-10 from the network. This tool generates small
stand-ins instead (an ImageFolder of 2 classes x 80 train / 20 val JPEGs, 120 MNIST and 60 CIFAR-10 records per
split) under a private ``HOME`` (``~/.mindspore/datasets/...`` is where MindCV looks, and it skips the download
when the files are there), so MindCV's test files run untouched, from its v0.3.0 source tree (they read
``configs/`` and call ``train.py`` relative to it). A ``python`` on ``PATH`` is the side's python (for mindshim:
``python -m mindshim``), so the scripts the tests start run on the same side.

This module is also the pytest plugin both sides load (``-p mindcv_tests``): it records every test's outcome as a
JSON line as soon as it is known (so a run cut by a timeout keeps what it had), keeps a per-test time limit
(SIGALRM), deselects by regular expression, and turns any download into an immediate error.

Usage::

    python tools/mindcv_tests.py run --side ms|shim [--only REGEX] [--skip REGEX] [FILES...]
    python tools/mindcv_tests.py report    # tests/data/mindcv_tests.json and the section in docs/mindcv.md

Results go to ``~/.cache/mindshim/mindcv-tests/<side>.jsonl`` (a later run of a test replaces its earlier line).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import signal
import struct
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CACHE = Path(os.environ.get("MINDCV_TESTS_DIR", Path.home() / ".cache/mindshim/mindcv-tests"))
TREE = Path(os.environ.get("MINDCV_TREE", Path.home() / ".cache/mindshim/mindcv-0.3.0"))
MINDCV_DIR = Path(os.environ.get("MINDCV_DIR", Path.home() / ".cache/mindshim/mindcv-pkg"))
ORACLE = Path(os.environ.get("MINDSHIM_ORACLE_PYTHON", Path.home() / ".cache/mindshim/ms-oracle/bin/python"))
FILES = ["tests/modules", "tests/tasks/test_train_mnist.py", "tests/tasks/test_train_val_imagenet_subset.py"]
# affordable subsets (2 busy CPU cores): nodeids matching SKIP are deselected by default. The model tests keep
# small models (tools/mindcv_conformance.py compares every model's forward and step against MindSpore anyway);
# tests/tasks/test_train_val_imagenet_subset.py runs train.py for 5 epochs of 160 images at 224 px four times
# (tools/mindcv_scripts.py runs train.py / validate.py with small sizes instead).
_SMALL = (
    "resnet18|squeezenet1_0|mobilenet_v1_025|shufflenet_v2_x0_5|mnasnet_050|repvgg_a0|regnet_x_200mf|"
    "mobilenet_v3_small_075|mobilenet_v2_035_128|ghostnet_100|googlenet|pvt_v2_b0|mixnet_s|pvt_tiny"
)
SKIP = (
    rf"test_model_forward\[(?!({_SMALL})\])"
    r"|test_model_backward\[(?!(resnet18|squeezenet1_0)\])"
    r"|test_feature_extraction_with_checkpoint\[(convnext_tiny|resnest50|hrnet_w32)"
    r"|test_train_val_imagenet_subset"
)
# the large parameter matrices are sampled: a test of these runs when crc32(nodeid) % SAMPLE == 0
MATRICES = (
    r"test_loss\[|test_asl|test_lr_weight_decay_loss_scale_optimizer\[|test_bs_adam_optimizer\[|"
    r"test_sgd_optimizer\[|test_dataset_loader_standalone\[|test_create_dataset_standalone_(imagenet|mc)\[|"
    r"test_transforms_standalone_(imagenet|dataset_mc)\["
)
SAMPLE = 8
DATA_ROOT = CACHE / "home"
_PER_TEST_S = float(os.environ.get("MINDCV_TESTS_TIMEOUT", "600"))


# ---------------------------------------------------------------- generated data sets
def _jpegs(folder: Path, n: int, seed: int) -> None:
    import numpy as np
    from PIL import Image

    folder.mkdir(parents=True, exist_ok=True)
    rng = np.random.RandomState(seed)
    for i in range(n):
        base = rng.randint(0, 256, size=(1, 1, 3))
        img = np.clip(base + rng.randint(-40, 40, size=(64, 64, 3)), 0, 255).astype(np.uint8)
        Image.fromarray(img).save(folder / f"{i:04d}.jpg", quality=85)


def _mnist(folder: Path, prefix: str, n: int, seed: int) -> None:
    import numpy as np

    rng = np.random.RandomState(seed)
    labels = (np.arange(n) % 10).astype(np.uint8)
    images = (rng.rand(n, 28, 28) * 60).astype(np.uint8)
    for i, lab in enumerate(labels):  # a bright bar whose place gives the class: something to learn
        images[i, 4 + 2 * lab : 6 + 2 * lab, 4:24] = 250
    (folder / f"{prefix}-images-idx3-ubyte").write_bytes(struct.pack(">IIII", 2051, n, 28, 28) + images.tobytes())
    (folder / f"{prefix}-labels-idx1-ubyte").write_bytes(struct.pack(">II", 2049, n) + labels.tobytes())


# models whose pretrained checkpoint MindCV's tests download (feature extraction, train.py --pretrained)
PRETRAINED = ["resnet18", "mobilenet_v3_small_100", "convnext_tiny", "resnest50", "efficientnet_b0", "repvgg_a0",
              "hrnet_w32"]  # fmt: skip
_PRETRAINED_CODE = """
import os, sys
import mindspore as ms
from mindcv.models import create_model
from mindcv.models.registry import _model_pretrained_cfgs as cfgs
out = sys.argv[1]
for name in sys.argv[2:]:
    cfg = cfgs[name]
    path = os.path.join(out, os.path.basename(cfg["url"]))
    if os.path.exists(path):
        continue
    ms.set_seed(0)
    net = create_model(name, num_classes=cfg.get("num_classes", 1000), pretrained=False)
    ms.save_checkpoint(net, path + ".tmp.ckpt")
    os.replace(path + ".tmp.ckpt", path)
"""


def _pretrained(home: Path) -> None:
    """Stand-ins for the pretrained checkpoints: real MindSpore saves seeded builds under the names MindCV
    downloads (``~/.mindspore/models/<basename of the url>``), so ``pretrained=True`` loads them offline."""
    out = home / ".mindspore" / "models"
    out.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(TREE), str(MINDCV_DIR)]), GLOG_v="3")
    py = str(ORACLE) if ORACLE.exists() else sys.executable
    cmd = [py, "-c", _PRETRAINED_CODE, str(out), *PRETRAINED]
    subprocess.run(cmd, env=env, check=True, cwd=str(TREE))


def prepare(home: Path = DATA_ROOT) -> Path:
    """Write the stand-in data sets under ``home/.mindspore/datasets`` (once); return that HOME."""
    import numpy as np

    ds = home / ".mindspore" / "datasets"
    done = ds / ".complete"
    if not (home / ".mindspore" / "models" / ".complete").exists():
        _pretrained(home)
        (home / ".mindspore" / "models" / ".complete").write_text("generated by tools/mindcv_tests.py\n")
    if done.exists():
        return home
    canidae = ds / "Canidae" / "data" / "Canidae"
    for split, n in (("train", 80), ("val", 20)):
        for k, cls in enumerate(("dogs", "wolves")):
            _jpegs(canidae / split / cls, n, seed=100 * k + len(split))
    mnist = ds / "mnist"
    mnist.mkdir(parents=True, exist_ok=True)
    _mnist(mnist, "train", 120, 0)
    _mnist(mnist, "t10k", 60, 1)
    cifar = ds / "cifar10" / "cifar-10-batches-bin"
    cifar.mkdir(parents=True, exist_ok=True)
    rng = np.random.RandomState(2)
    for name in [f"data_batch_{i}.bin" for i in range(1, 6)] + ["test_batch.bin"]:
        rec = np.zeros((12, 3073), np.uint8)
        rec[:, 0] = np.arange(12) % 10
        rec[:, 1:] = rng.randint(0, 256, size=(12, 3072))
        (cifar / name).write_bytes(rec.tobytes())
    (cifar / "batches.meta.txt").write_text(
        "\n".join(["airplane", "automobile", "bird", "cat", "deer", "dog", "frog", "horse", "ship", "truck"]) + "\n"
    )
    done.write_text("generated by tools/mindcv_tests.py\n")
    return home


# ---------------------------------------------------------------- pytest plugin (loaded with -p mindcv_tests)
class _Timeout(Exception):
    pass


def _alarm(signum, frame):
    raise _Timeout(f"test took longer than {_PER_TEST_S:g} s")


def selected(nodeid: str, skip: str | None = SKIP, sample: int = SAMPLE) -> bool:
    """Whether a test is in the run: not matching ``skip``, and 1 in ``sample`` of the large matrices."""
    import zlib

    if skip and re.search(skip, nodeid):
        return False
    return sample <= 1 or not re.search(MATRICES, nodeid) or zlib.crc32(nodeid.encode()) % sample == 0


def pytest_collection_modifyitems(config, items) -> None:
    """Deselect the nodeids matching MINDCV_TESTS_SKIP, those already in MINDCV_TESTS_DONE, and all but one in
    MINDCV_TESTS_SAMPLE of the large matrices; keep only those matching MINDCV_TESTS_ONLY when set."""
    skip = os.environ.get("MINDCV_TESTS_SKIP")
    only = os.environ.get("MINDCV_TESTS_ONLY")
    sample = int(os.environ.get("MINDCV_TESTS_SAMPLE", "1"))
    done = set(_merge(Path(os.environ["MINDCV_TESTS_DONE"]))) if os.environ.get("MINDCV_TESTS_DONE") else set()
    keep, drop = [], []
    for it in items:
        gone = not selected(it.nodeid, skip, sample) or (only and not re.search(only, it.nodeid))
        gone = gone or it.nodeid in done
        (drop if gone else keep).append(it)
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep


def pytest_sessionstart(session) -> None:
    """No network: a download attempt fails at once (the data sets are generated beforehand)."""
    try:
        from mindcv.utils import download
    except Exception:  # the tests report the import failure themselves
        return

    def _no_network(self, url, *args, **kwargs):
        raise RuntimeError(f"no network in this run: {url}")

    download.DownLoad.download_file = _no_network


def pytest_runtest_call(item) -> None:
    """Arm the per-test time limit (disarmed in pytest_runtest_teardown)."""
    if hasattr(signal, "SIGALRM"):
        signal.signal(signal.SIGALRM, _alarm)
        signal.alarm(int(_PER_TEST_S))


def pytest_runtest_teardown(item) -> None:
    """Disarm the time limit."""
    if hasattr(signal, "SIGALRM"):
        signal.alarm(0)


def pytest_runtest_logreport(report) -> None:
    """Append the outcome of each test (its call phase, or a failing setup) to MINDCV_TESTS_OUT."""
    out = os.environ.get("MINDCV_TESTS_OUT")
    if not out or not (report.when == "call" or report.outcome != "passed" and report.when == "setup"):
        return
    msg = ""
    if report.outcome == "failed":
        crash = getattr(report.longrepr, "reprcrash", None)
        msg = crash.message if crash is not None else str(report.longrepr)[-300:]
    rec = {"test": report.nodeid, "outcome": report.outcome, "s": round(report.duration, 2), "msg": msg[:300]}
    with open(out, "a") as f:
        f.write(json.dumps(rec) + "\n")


# ---------------------------------------------------------------- driver
def _pytest_path() -> Path:
    """A folder with just pytest and its pure-Python dependencies from this python (the oracle has no pytest)."""
    import pytest

    site = Path(pytest.__file__).parent.parent
    d = CACHE / "pytest-only"
    d.mkdir(parents=True, exist_ok=True)
    for name in ("pytest", "_pytest", "py.py", "pluggy", "iniconfig", "pygments"):
        link = d / name
        if (site / name).exists() and not link.exists():
            link.symlink_to(site / name)
    return d


def _bin(side: str) -> Path:
    """A folder whose ``python`` runs the side's python (mindshim: ``python -m mindshim``)."""
    d = CACHE / f"bin-{side}"
    d.mkdir(parents=True, exist_ok=True)
    py = d / "python"
    target = f'exec "{ORACLE}" "$@"' if side == "ms" else f'exec "{sys.executable}" -m mindshim "$@"'
    py.write_text(f"#!/bin/sh\n{target}\n")
    py.chmod(0o755)
    return d


def _merge(path: Path) -> dict[str, dict]:
    res: dict[str, dict] = {}
    if path.exists():
        for line in path.read_text().splitlines():
            if line.strip():
                rec = json.loads(line)
                res[rec["test"]] = rec
    return res


def _store(side: str, new: dict[str, dict]) -> None:
    """Merge ``new`` outcomes into CACHE/<side>.jsonl (a test's later outcome replaces its earlier one)."""
    res = _merge(CACHE / f"{side}.jsonl")
    res.update(new)
    (CACHE / f"{side}.jsonl").write_text("".join(json.dumps(r) + "\n" for r in res.values()))


def run(args: argparse.Namespace) -> int:
    """Run MindCV's tests on one side; outcomes are merged into CACHE/<side>.jsonl."""
    CACHE.mkdir(parents=True, exist_ok=True)
    home = prepare()
    env = dict(os.environ)
    side_py = str(ORACLE) if args.side == "ms" else sys.executable
    paths = [str(TREE), str(ROOT / "tools")]
    if args.side == "ms":
        paths.append(str(_pytest_path()))
    else:
        paths.insert(0, str(ROOT))
    paths.append(str(MINDCV_DIR))  # pyyaml and tqdm for the oracle (MindCV itself comes from the tree, first)
    env["PYTHONPATH"] = os.pathsep.join(paths)
    env["HOME"] = str(home)
    env["PATH"] = f"{_bin(args.side)}{os.pathsep}{env.get('PATH', '')}"
    env["GLOG_v"] = "3"
    env.setdefault("OMP_NUM_THREADS", "2")
    env["MINDCV_TESTS_SKIP"] = args.skip if args.skip is not None else SKIP
    if args.only:
        env["MINDCV_TESTS_ONLY"] = args.only
    env["MINDCV_TESTS_SAMPLE"] = str(args.sample)
    part = CACHE / f"{args.side}.part.jsonl"
    _store(args.side, _merge(part))  # what a run that was cut off had recorded
    part.unlink(missing_ok=True)
    if args.new:
        env["MINDCV_TESTS_DONE"] = str(CACHE / f"{args.side}.jsonl")
    env["MINDCV_TESTS_OUT"] = str(part)
    cmd = [side_py, "-m", "pytest", "-p", "mindcv_tests", "-p", "no:cacheprovider", "-q", "--tb=line", "-rN"]
    if args.side == "shim":
        cmd.append("--mindshim")
    # tests/modules/non_cpu is for GPU/Ascend, tests/modules/parallel is started by mpirun -n 8
    cmd += ["--ignore=tests/modules/non_cpu", "--ignore=tests/modules/parallel"]
    cmd += args.files or FILES
    t0 = time.time()
    proc = subprocess.run(cmd, cwd=str(TREE), env=env, timeout=args.timeout)
    new = _merge(part)
    _store(args.side, new)
    part.unlink(missing_ok=True)
    n_pass = sum(r["outcome"] == "passed" for r in new.values())
    print(f"{args.side}: {n_pass}/{len(new)} passed in {time.time() - t0:.0f} s (pytest rc {proc.returncode})")
    return 0


def _file_of(nodeid: str) -> str:
    return nodeid.split("::")[0]


def report(args: argparse.Namespace) -> int:
    """Summarise both sides into tests/data/mindcv_tests.json and docs/mindcv.md's section."""
    # a run still going has its outcomes so far in <side>.part.jsonl
    shim = _merge(CACHE / "shim.jsonl") | _merge(CACHE / "shim.part.jsonl")
    # the selection, plus any other test both sides have run (a run with --sample 1, say)
    ms_all = _merge(CACHE / "ms.jsonl") | _merge(CACHE / "ms.part.jsonl")
    ms = {k: v for k, v in ms_all.items() if selected(k) or k in shim}
    files: dict[str, dict] = {}
    missing, ms_fail = [], {}
    not_run = sorted(t for t in ms if t not in shim)
    for test, r in sorted(ms.items()):
        if test not in shim:
            continue
        f = files.setdefault(_file_of(test), {"run": 0, "ms_pass": 0, "shim_pass": 0})
        f["run"] += 1
        if r["outcome"] != "passed":
            ms_fail.setdefault(_file_of(test), []).append((test, r["msg"]))
            continue
        f["ms_pass"] += 1
        if shim[test]["outcome"] == "passed":
            f["shim_pass"] += 1
        else:
            missing.append((test, shim[test]["msg"]))
    tot = {k: sum(f[k] for f in files.values()) for k in ("run", "ms_pass", "shim_pass")}
    summary = {
        "mindcv": "0.3.0",
        "mindspore": "2.10",
        "totals": tot,
        "files": files,
        "pass_on_mindspore_fail_under_mindshim": [t for t, _ in missing],
        "fail_on_mindspore": {f: len(v) for f, v in ms_fail.items()},
        "recorded_on_mindspore_only": len(not_run),
    }
    (ROOT / "tests/data/mindcv_tests.json").write_text(json.dumps(summary, indent=1, sort_keys=True) + "\n")
    lines = [
        "## MindCV's own tests",
        "",
        "`tools/mindcv_tests.py` runs MindCV 0.3.0's `tests/modules` and `tests/tasks` (from its v0.3.0 source tree,",
        "unchanged) on real MindSpore 2.10 and with `pytest --mindshim`. The network downloads are replaced by",
        "generated stand-ins under a private HOME (an ImageFolder `Canidae` of 2 classes x 80 train / 20 val JPEGs,",
        "120 MNIST and 12 CIFAR-10 records per file). Affordable subsets on 2 busy CPU cores: the model tests on",
        "small models (`test_model_forward` 14, `test_model_backward` resnet18 and squeezenet1_0; every model's",
        "forward and step are compared with MindSpore by the harness above), one test in 8 of the large parameter",
        "matrices (loss, optimizer, loader, dataset, transform options; chosen by a hash of the test id), not",
        "`tests/tasks/test_train_val_imagenet_subset.py` (four train.py runs of 5 epochs at 224 px: the next section",
        "runs train.py / validate.py at small sizes), not `tests/modules/parallel` (started by `mpirun -n 8`) nor",
        "`tests/modules/non_cpu`. Counts below are over the tests both sides ran;",
        "a test counts for mindshim only when it passes on real MindSpore. `pretrained=True` loads stand-in",
        "checkpoints real MindSpore saved from seeded builds under the names MindCV downloads.",
        "",
        "| file | run | pass on MindSpore 2.10 | of those, pass under mindshim |",
        "|---|---:|---:|---:|",
    ]
    for name in sorted(files):
        f = files[name]
        lines.append(f"| {name} | {f['run']} | {f['ms_pass']} | {f['shim_pass']} |")
    lines.append(f"| **total** | **{tot['run']}** | **{tot['ms_pass']}** | **{tot['shim_pass']}** |")
    lines.append("")
    if not_run:
        lines += [f"Recorded on real MindSpore but not yet run under mindshim (time): {len(not_run)}.", ""]
    if missing:
        lines += ["Passing on MindSpore, failing under mindshim:", ""]
        lines += [f"- `{t}`: {m.replace('|', '/')[:160]}" for t, m in missing]
        lines.append("")
    if ms_fail:
        lines += ["Failing on real MindSpore 2.10 (not counted), by file, with one of its errors:", ""]
        for name, errs in sorted(ms_fail.items()):
            lines.append(f"- `{name}`: {len(errs)}: {' '.join(errs[0][1].split())[:200]}")
        lines.append("")
    write_section("tests", "\n".join(lines))
    print(json.dumps(tot))
    return 0


def write_section(key: str, text: str) -> None:
    """Replace (or append) the block between ``<!-- KEY:begin -->`` and ``<!-- KEY:end -->`` in docs/mindcv.md."""
    doc = ROOT / "docs/mindcv.md"
    cur = doc.read_text() if doc.exists() else ""
    begin, end = f"<!-- {key}:begin -->", f"<!-- {key}:end -->"
    block = f"{begin}\n{text.rstrip()}\n{end}"
    if begin in cur and end in cur:
        cur = cur[: cur.index(begin)] + block + cur[cur.index(end) + len(end) :]
    else:
        cur = cur.rstrip("\n") + "\n\n" + block + "\n"
    doc.write_text(cur)


def main(argv: list[str] | None = None) -> int:
    """Command line: ``run`` / ``report`` / ``prepare``."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = p.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("run")
    r.add_argument("--side", choices=["ms", "shim"], required=True)
    r.add_argument("--only", default="", help="keep only the nodeids matching this regular expression")
    r.add_argument("--skip", default=None, help="deselect nodeids matching this (default: the affordable subset)")
    r.add_argument("--timeout", type=float, default=None, help="seconds for the whole pytest run")
    r.add_argument("--sample", type=int, default=SAMPLE, help="run 1 in N tests of the large matrices (1: all)")
    r.add_argument("--new", action="store_true", help="skip the tests this side has already recorded")
    r.add_argument("files", nargs="*", help="test files or folders relative to MindCV's tree")
    sub.add_parser("report")
    sub.add_parser("prepare")
    args = p.parse_args(argv)
    if args.cmd == "run":
        return run(args)
    if args.cmd == "report":
        return report(args)
    print(prepare())
    return 0


if __name__ == "__main__":
    sys.exit(main())
