"""Dataset.save: files that real MindSpore reads (recorded interop result), and round trips through MindDataset."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import numpy as np
import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))
import dataset_save_sets  # noqa: E402

RESULT = os.path.join(ROOT, "tests", "data", "dataset_save", "interop_result.json")


def test_interop_result_recorded_by_real_mindspore():
    with open(RESULT) as f:
        res = json.load(f)
    assert res["mindspore"] == "2.10.0"
    assert res["all_ok"] is True
    assert set(res["sets"]) == set(dataset_save_sets.SETS)
    for name, r in res["sets"].items():
        assert r["read_in_mindspore"] and r["mindspore_reads_as_mindshim"], name
        assert r["mindshim_reads_mindspore_files"] and r["same_rows_both_sides"], name
        if dataset_save_sets.SETS[name] == 1:
            assert r["pages_identical"] and r["headers_equal"] and r["files_identical"] and r["db_equal"], name


@pytest.mark.slow
def test_check_tool_against_mindspore(tmp_path):
    oracle = os.path.expanduser("~/.cache/mindshim/ms-oracle/bin/python")
    if not os.path.exists(oracle):
        pytest.skip("real MindSpore not installed")
    out = str(tmp_path / "result.json")
    tool = os.path.join(ROOT, "tools", "check_dataset_save_in_mindspore.py")
    proc = subprocess.run([sys.executable, tool, "--out", out], capture_output=True, text=True, timeout=900)
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]
    with open(out) as f:
        assert json.load(f)["all_ok"] is True


def test_round_trip_keeps_rows_with_mindrecord_types(tmp_path):
    import mindshim.dataset as ds

    x = np.arange(12, dtype=np.uint8).reshape(4, 3)
    d = ds.NumpySlicesDataset({"x": x, "f": np.linspace(0, 1, 4, dtype=np.float16), "s": list("abcd")}, shuffle=False)
    p = str(tmp_path / "rt.mr")
    d.save(p)
    rows = list(ds.MindDataset(p, shuffle=False).create_dict_iterator(output_numpy=True))
    assert [r["x"].tolist() for r in rows] == x.tolist()
    assert all(r["x"].dtype == np.int32 and r["f"].dtype == np.float32 for r in rows)
    assert [float(r["f"]) for r in rows] == [float(v) for v in np.linspace(0, 1, 4, dtype=np.float16)]
    assert [str(r["s"]) for r in rows] == list("abcd")


def test_num_files_spreads_rows_over_every_file(tmp_path):
    import mindshim.dataset as ds

    p = str(tmp_path / "many.mr")
    ds.NumpySlicesDataset({"i": np.arange(400)}, shuffle=False).save(p, 4)
    per = [
        [int(r["i"]) for r in ds.MindDataset([p + str(k)], shuffle=False).create_dict_iterator(output_numpy=True)]
        for k in range(4)
    ]
    assert all(len(x) > 40 for x in per)  # each row to a file drawn at random: about 100 each
    assert sorted(i for x in per for i in x) == list(range(400))
    assert all(x == sorted(x) for x in per)
