"""Every surface of an op (ops function, primitive, mint, mindspore.numpy, Tensor method, nn layer) gives what real
MindSpore 2.10 gives for the same inputs: the same dtype, shape and values, or the same exception class.

The case tables are ``tests/cross_surface_cases/<family>.py``; the recordings from real MindSpore are
``tests/data/cross_surface/<family>.json`` (``tools/record_cross_surface.py``).
"""

from __future__ import annotations

import importlib
import json
import os
import warnings

import pytest

from cross_surface_cases import _harness

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "data", "cross_surface")
FAMILIES = sorted(
    f[:-3] for f in os.listdir(os.path.join(HERE, "cross_surface_cases")) if f.endswith(".py") and not f.startswith("_")
)


def _params():
    out = []
    for fam in FAMILIES:
        path = os.path.join(DATA, f"{fam}.json")
        recorded = json.load(open(path))["cases"] if os.path.exists(path) else {}
        mod = importlib.import_module(f"cross_surface_cases.{fam}")
        known = getattr(mod, "KNOWN", {})
        for case in mod.CASES:
            marks = [pytest.mark.xfail(reason=known[case.key], strict=True)] if case.key in known else []
            out.append(pytest.param(case, recorded.get(case.key), id=f"{fam}:{case.key}", marks=marks))
    return out


@pytest.mark.parametrize(("case", "want"), _params())
def test_cross_surface(case, want):
    """``case`` through each of its surfaces gives the recorded MindSpore result."""
    if want is None:
        pytest.fail(f"{case.key} has no recording: run tools/record_cross_surface.py")
    bad = {}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for surface in case.calls:
            if surface not in want:
                bad[surface] = "not recorded"
                continue
            diff = _harness.differences(want[surface], _harness.run(case, surface))
            if diff:
                bad[surface] = diff
    assert not bad, f"{case.key}: {bad}"


def test_case_table_size():
    """The tables cover ops x inputs x surfaces; each family's keys are unique."""
    for fam in FAMILIES:
        keys = [c.key for c in importlib.import_module(f"cross_surface_cases.{fam}").CASES]
        assert len(keys) == len(set(keys)), fam
