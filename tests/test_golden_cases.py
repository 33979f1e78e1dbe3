"""Runs every MindSpore case program in tests/cases/ under mindshim and compares with real MindSpore's recorded output."""

from __future__ import annotations

import contextlib
import io
import json
import os
import runpy
import sys

import numpy as np
import pytest
import torch

from golden_compare import compare, parse_sensitive

HERE = os.path.dirname(os.path.abspath(__file__))
CASES = os.path.join(HERE, "cases")
GOLDEN = os.path.join(HERE, "golden")


def _cases() -> list[str]:
    out = []
    for dirpath, _, files in os.walk(CASES):
        for f in files:
            if f.endswith(".py") and not f.startswith("_"):
                name = os.path.relpath(os.path.join(dirpath, f), CASES)[:-3]
                if os.path.exists(os.path.join(GOLDEN, name + ".json")):
                    out.append(name)
    return sorted(out)


def _mode(path: str, meta: dict) -> str:
    with open(path) as f:
        head = f.read(2000)
    for line in head.splitlines():
        if line.startswith("# compare:"):
            return line.split(":", 1)[1].strip()
    return "numeric" if meta.get("deterministic", True) else "structure"


def _needs_no_cuda(path: str) -> bool:
    """A case headed ``# needs: no-cuda`` records MindSpore's CPU build where torch sees no accelerator (mindshim
    runs GPU/Ascend targets on CUDA when it is there)."""
    with open(path) as f:
        return any(line.strip() == "# needs: no-cuda" for line in f.read(2000).splitlines())


@pytest.mark.parametrize("name", _cases())
def test_case_matches_mindspore(name: str, tmp_path, monkeypatch, mindshim_fresh) -> None:
    path = os.path.join(CASES, name + ".py")
    if _needs_no_cuda(path) and torch.cuda.is_available():
        pytest.skip("records MindSpore's CPU build; this machine has CUDA")
    with open(os.path.join(GOLDEN, name + ".json")) as f:
        meta = json.load(f)
    with open(os.path.join(GOLDEN, name + ".out")) as f:
        expected = f.read()
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "argv", [path])
    buf = io.StringIO()
    raised = None
    saved_printoptions = np.get_printoptions()  # each case is its own process on MindSpore
    with contextlib.redirect_stdout(buf), np.printoptions(**saved_printoptions):
        try:
            runpy.run_path(path, run_name="__main__")
        except SystemExit as e:
            if e.code not in (0, None):
                raised = "SystemExit"
        except Exception as e:  # the case may be expected to raise
            raised = type(e).__name__
            if meta.get("exception") is None:
                raise
    assert raised == meta.get("exception"), f"expected exception {meta.get('exception')}, got {raised}"
    with open(path) as f:
        sensitive = parse_sensitive(f.read(4000))  # the case's measured machine-to-machine spread, if it has one
    diff = compare(expected, buf.getvalue(), _mode(path, meta), sensitive=sensitive)
    assert diff is None, f"{name}: {diff}\n--- expected\n{expected}\n--- got\n{buf.getvalue()}"
