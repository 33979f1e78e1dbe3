"""MindCV 0.3.0's train.py / validate.py under mindshim, its own tests' summary, and MindYOLO's summary."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
MINDCV_DIR = Path(os.environ.get("MINDCV_DIR", Path.home() / ".cache/mindshim/mindcv-pkg"))
TREE = Path(os.environ.get("MINDCV_TREE", Path.home() / ".cache/mindshim/mindcv-0.3.0"))
ORACLE = Path(os.environ.get("MINDSHIM_ORACLE_PYTHON", Path.home() / ".cache/mindshim/ms-oracle/bin/python"))


@pytest.mark.slow
@pytest.mark.skipif(not (MINDCV_DIR / "mindcv").is_dir(), reason="MindCV 0.3.0 is not installed in MINDCV_DIR")
@pytest.mark.skipif(not (TREE / "train.py").is_file(), reason="MindCV's v0.3.0 tree (train.py) is not in MINDCV_TREE")
def test_train_then_validate_resnet18(tmp_path: Path) -> None:
    """train.py writes .ckpt files; validate.py reads the last; real MindSpore validates it to the same numbers."""
    cmd = [sys.executable, str(ROOT / "tools/mindcv_scripts.py"), "--models", "resnet18", "--no-distribute"]
    cmd += ["--work", str(tmp_path)] + ([] if ORACLE.exists() else ["--no-oracle"])
    env = dict(os.environ, MINDCV_TESTS_DIR=str(tmp_path / "cache"))
    proc = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=3600)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    res = json.loads(proc.stdout.strip().splitlines()[-1])
    assert res["train_rc"] == 0 and res["validate_rc"] == 0
    assert any(name.startswith("resnet18-") for name in res["ckpts"])
    if ORACLE.exists():
        assert res["metrics_equal"], res


def test_mindcv_tests_summary_is_consistent() -> None:
    """The committed summary of MindCV's own tests adds up, and every test real MindSpore passes passes here."""
    summary = json.loads((ROOT / "tests/data/mindcv_tests.json").read_text())
    files = summary["files"]
    for key, total in summary["totals"].items():
        assert sum(f[key] for f in files.values()) == total
    for f in files.values():
        assert f["shim_pass"] <= f["ms_pass"] <= f["run"]
    assert summary["totals"]["shim_pass"] == summary["totals"]["ms_pass"], summary[
        "pass_on_mindspore_fail_under_mindshim"
    ]
