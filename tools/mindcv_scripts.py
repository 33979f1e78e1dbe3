"""MindCV 0.3.0's train.py and validate.py under mindshim, with the checkpoints they write read by real MindSpore.

For each model: ``python -m mindshim train.py`` (from MindCV's v0.3.0 tree, unchanged) trains a few steps on the
generated ImageFolder of ``tools/mindcv_tests.py`` (2 classes), saves MindSpore ``.ckpt`` files into a temporary
folder; ``python -m mindshim validate.py`` validates the last checkpoint; then real MindSpore 2.10 runs the same
``validate.py`` on that checkpoint (so it loads it with ``load_checkpoint`` / ``load_param_into_net``) and its
accuracy and loss are compared with mindshim's. ``--distribute`` runs train.py as 2 data-parallel processes
under mindshim's ``msrun`` and validates rank 0's checkpoint the same way.

Usage::

    python tools/mindcv_scripts.py [--models resnet18,vit_b_32_224] [--no-distribute] [--no-oracle] [--doc]

Prints a JSON summary; ``--doc`` also writes tests/data/mindcv_scripts.json and the transcript section of
docs/mindcv.md.
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import mindcv_tests

ROOT = mindcv_tests.ROOT
TREE = mindcv_tests.TREE
ORACLE = mindcv_tests.ORACLE
MINDCV_DIR = mindcv_tests.MINDCV_DIR
# per model: image size (ViT-B/32 has a 224 px position table), batch, samples, epochs
SETTINGS = {"resnet18": (64, 8, 32, 2), "vit_b_32_224": (224, 4, 8, 1)}
DEFAULT = (64, 8, 16, 1)


def _env(side: str) -> dict:
    env = dict(os.environ)
    paths = [str(MINDCV_DIR)] if side == "ms" else [str(ROOT), str(MINDCV_DIR)]
    env["PYTHONPATH"] = os.pathsep.join(paths)
    env["GLOG_v"] = "3"
    env.setdefault("OMP_NUM_THREADS", "2")
    return env


def _run(cmd: list[str], side: str, timeout: float) -> tuple[int, str, float]:
    t0 = time.time()
    proc = subprocess.run(
        cmd, cwd=str(TREE), env=_env(side), capture_output=True, text=True, timeout=timeout, check=False
    )
    return proc.returncode, proc.stdout + proc.stderr, time.time() - t0


def _metrics(text: str) -> dict | None:
    """validate.py's last line: ``{'Top_1_Accuracy': ..., 'loss': ...}``."""
    for line in reversed(text.splitlines()):
        line = line.strip()
        if line.startswith("{") and "Top_1_Accuracy" in line:
            return ast.literal_eval(line)
    return None


def _trim(text: str, keep: tuple[str, ...], limit: int = 30) -> list[str]:
    lines = [ln.rstrip() for ln in text.splitlines() if any(k in ln for k in keep)]
    return lines[-limit:]


def _data_args(model: str, data_dir: Path) -> list[str]:
    size, _, _, _ = SETTINGS.get(model, DEFAULT)
    return [f"--model={model}", "--dataset=imagenet", f"--data_dir={data_dir}", "--num_classes=2",
            f"--image_resize={size}", "--num_parallel_workers=2"]  # fmt: skip


def one(model: str, work: Path, data_dir: Path, oracle: bool, distribute: bool, timeout: float) -> dict:
    """Train, validate (mindshim), validate the checkpoint with real MindSpore; one model."""
    _, batch, samples, epochs = SETTINGS.get(model, DEFAULT)
    ckpt_dir = work / (model + ("-dp" if distribute else ""))
    train = [
        "train.py",
        *_data_args(model, data_dir),
        f"--batch_size={batch}",
        f"--num_samples={samples}",
        f"--epoch_size={epochs}",
        f"--ckpt_save_dir={ckpt_dir}",
        "--log_interval=1",
        "--lr=0.001",
        "--warmup_epochs=0",
    ]
    res: dict = {"model": model, "distribute": distribute}
    if distribute:
        logs = work / (model + "-dp-logs")
        cmd = [sys.executable, "-m", "mindshim.msrun", "--worker_num=2", "--local_worker_num=2",
               "--master_port=8157", f"--log_dir={logs}", *train, "--distribute=True"]  # fmt: skip
        rc, out, secs = _run(cmd, "shim", timeout)
        out += "".join(p.read_text() for p in sorted(logs.glob("worker_*.log")))
    else:
        train += ["--val_while_train=True", "--val_split=val", "--val_interval=1"]
        rc, out, secs = _run([sys.executable, "-m", "mindshim", *train], "shim", timeout)
    res["train_rc"], res["train_s"] = rc, round(secs, 1)
    res["train_log"] = _trim(out, ("loss:", "Validation", "Saving", "Finish", "Error", "error", "Traceback"))
    ckpts = sorted(ckpt_dir.glob(f"{model}-*.ckpt"), key=lambda p: p.stat().st_mtime)
    res["ckpts"] = sorted(p.name for p in ckpt_dir.glob("*.ckpt"))
    if rc or not ckpts:
        res["ok"] = False
        res["train_tail"] = out.splitlines()[-15:]
        return res
    ckpt = ckpts[-1]
    val = ["validate.py", *_data_args(model, data_dir), "--val_split=val", f"--batch_size={batch}",
           f"--ckpt_path={ckpt}"]  # fmt: skip
    rc, out, secs = _run([sys.executable, "-m", "mindshim", *val], "shim", timeout)
    res["validate_rc"], res["validate_s"], res["shim_metrics"] = rc, round(secs, 1), _metrics(out)
    if oracle and ORACLE.exists():
        rc2, out2, secs2 = _run([str(ORACLE), *val], "ms", timeout)
        res["ms_validate_rc"], res["ms_validate_s"], res["ms_metrics"] = rc2, round(secs2, 1), _metrics(out2)
        if rc2:
            res["ms_tail"] = out2.splitlines()[-8:]
    a, b = res.get("shim_metrics"), res.get("ms_metrics")
    res["metrics_equal"] = bool(
        a
        and b
        and a["Top_1_Accuracy"] == b["Top_1_Accuracy"]
        and abs(a["loss"] - b["loss"]) <= 1e-4 * max(1.0, abs(b["loss"]))
    )
    res["ok"] = bool(res["validate_rc"] == 0 and a and (not oracle or res["metrics_equal"]))
    return res


def _doc(results: list[dict]) -> None:
    out = ROOT / "tests/data/mindcv_scripts.json"
    slim = [{k: v for k, v in r.items() if k not in ("train_log", "train_tail", "ms_tail")} for r in results]
    out.write_text(json.dumps(slim, indent=1, sort_keys=True) + "\n")
    lines = [
        "## MindCV's train.py and validate.py",
        "",
        "`tools/mindcv_scripts.py` runs MindCV 0.3.0's `train.py` and `validate.py` (its v0.3.0 tree, unchanged) with",
        "`python -m mindshim` on the generated 2-class ImageFolder (`tools/mindcv_tests.py prepare`), checkpoints in",
        "a temporary folder, then real MindSpore 2.10 runs the same `validate.py` on the checkpoint mindshim wrote",
        "(`load_checkpoint` + `load_param_into_net`): accuracy and loss must agree. `--distribute` runs train.py as",
        "2 data-parallel processes under mindshim's `msrun` (CPU, gloo). `tests/test_mindcv_scripts.py` (slow) runs",
        "the single-process resnet18 case.",
        "",
        "| model | processes | train | checkpoints | validate (mindshim) | validate (MindSpore 2.10, same ckpt) | equal |",
        "|---|---:|---|---|---|---|---|",
    ]
    for r in results:
        sm, mm = r.get("shim_metrics") or {}, r.get("ms_metrics") or {}
        fmt = lambda m: f"acc {m['Top_1_Accuracy']:.4f}, loss {m['loss']:.6f}" if m else "-"  # noqa: E731
        lines.append(
            f"| {r['model']} | {2 if r['distribute'] else 1} | rc {r['train_rc']}, {r['train_s']} s "
            f"| {', '.join(r['ckpts'])} | {fmt(sm)} | {fmt(mm)} | {r.get('metrics_equal')} |"
        )
    lines.append("")
    for r in results:
        lines += [f"Transcript (trimmed): `{r['model']}`, {2 if r['distribute'] else 1} process(es)", "", "```"]
        lines += [ln[:160] for ln in r.get("train_log", [])] or r.get("train_tail", [])
        if r.get("shim_metrics"):
            lines.append(f"validate.py (mindshim): {r['shim_metrics']}")
        if r.get("ms_metrics"):
            lines.append(f"validate.py (MindSpore 2.10, same checkpoint): {r['ms_metrics']}")
        lines += ["```", ""]
    mindcv_tests.write_section("scripts", "\n".join(lines))


def main(argv: list[str] | None = None) -> int:
    """Command line; exit status 1 when a run fails or MindSpore's validation disagrees."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--models", default="resnet18,vit_b_32_224")
    p.add_argument("--no-distribute", action="store_true", help="skip the 2-process run")
    p.add_argument("--no-oracle", action="store_true", help="do not validate with real MindSpore")
    p.add_argument("--timeout", type=float, default=1800.0, help="seconds per script run")
    p.add_argument("--work", default=None, help="folder for checkpoints (default: a temporary one)")
    p.add_argument("--doc", action="store_true", help="write tests/data/mindcv_scripts.json and docs/mindcv.md")
    args = p.parse_args(argv)
    data_dir = mindcv_tests.prepare() / ".mindspore/datasets/Canidae/data/Canidae"
    with tempfile.TemporaryDirectory(prefix="mindcv-scripts-") as tmp:
        work = Path(args.work) if args.work else Path(tmp)
        work.mkdir(parents=True, exist_ok=True)
        results = [one(m, work, data_dir, not args.no_oracle, False, args.timeout) for m in args.models.split(",")]
        if not args.no_distribute:
            results.append(one(args.models.split(",")[0], work, data_dir, not args.no_oracle, True, args.timeout))
    for r in results:
        print(json.dumps({k: v for k, v in r.items() if k not in ("train_log",)}))
    if args.doc:
        _doc(results)
    return 0 if all(r["ok"] for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
