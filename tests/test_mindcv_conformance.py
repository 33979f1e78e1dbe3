"""MindCV models on mindshim against real MindSpore 2.10: the conformance harness on a few small models (slow)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
MINDCV_DIR = Path(os.environ.get("MINDCV_DIR", Path.home() / ".cache/mindshim/mindcv-pkg"))
ORACLE = Path(os.environ.get("MINDSHIM_ORACLE_PYTHON", Path.home() / ".cache/mindshim/ms-oracle/bin/python"))
MODELS = ["squeezenet1_0", "resnet18", "shufflenet_v2_x0_5"]


@pytest.mark.slow
@pytest.mark.skipif(not (MINDCV_DIR / "mindcv").is_dir(), reason="MindCV 0.3.0 is not installed in MINDCV_DIR")
@pytest.mark.skipif(not ORACLE.exists(), reason="the real MindSpore 2.10 python (the oracle) is not installed")
def test_small_mindcv_models_match_mindspore(tmp_path: Path) -> None:
    """Real MindSpore records forward and one Momentum step; mindshim loads its checkpoint and agrees."""
    env = dict(os.environ, MINDCV_CONFORMANCE_DIR=str(tmp_path), MINDCV_DIR=str(MINDCV_DIR))
    cmd = [sys.executable, str(ROOT / "tools/mindcv_conformance.py"), "run", "--jobs", "1", "--timeout", "900"]
    proc = subprocess.run([*cmd, "--models", ",".join(MODELS)], env=env, capture_output=True, text=True, timeout=3600)
    assert proc.returncode == 0, proc.stderr[-3000:]
    for name in MODELS:
        ref = json.loads((tmp_path / name / "ms.json").read_text())
        assert ref["ok"], ref
        res = json.loads((tmp_path / name / "shim.json").read_text())
        assert res["built"] and res["forward_equal"], res
        assert res["step_within_sensitivity"], res
        assert res["forward_err"] <= 1e-4 and res["loss_err"] <= 1e-4


def test_conformance_summary_is_consistent() -> None:
    """The committed summary adds up: per-family counts sum to the totals, and nothing exceeds what MindSpore ran."""
    summary = json.loads((ROOT / "tests/data/mindcv_conformance.json").read_text())
    fams = summary["families"]
    for key, total in summary["totals"].items():
        assert sum(f[key] for f in fams.values()) == total
    for f in fams.values():
        assert f["forward"] <= f["built"] <= f["ms_ok"] <= f["models"]
        assert f["step"] <= f["step_sens"] <= f["built"]
    assert summary["totals"]["models"] == len(summary["models"])


def test_harness_cache_keeps_results_and_drops_large_arrays(tmp_path: Path, monkeypatch) -> None:
    """After a comparison the large recordings go, the JSON results stay; JSON is replaced whole, never truncated."""
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import mindcv_conformance as mc
    finally:
        sys.path.remove(str(ROOT / "tools"))
    monkeypatch.setattr(mc, "KEEP_BYTES", 10)
    (tmp_path / "init.ckpt").write_bytes(b"x" * 100)
    (tmp_path / "step.npz").write_bytes(b"x" * 5)
    mc._write_json(tmp_path / "ms.json", {"ok": True})
    mc._drop_large_arrays(tmp_path)
    assert not (tmp_path / "init.ckpt").exists()
    assert (tmp_path / "step.npz").exists()  # small recordings stay
    assert json.loads((tmp_path / "ms.json").read_text()) == {"ok": True}
    with pytest.raises(TypeError):
        mc._write_json(tmp_path / "ms.json", {"bad": object()})  # a failed write keeps the previous file
    assert json.loads((tmp_path / "ms.json").read_text()) == {"ok": True}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["ms.json", "step.npz"]
