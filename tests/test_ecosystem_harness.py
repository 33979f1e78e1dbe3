"""The ecosystem harness's own pieces (tools/ecosystem.py): its library table names scripts that exist, its weight
hand-over between the two runs loads what the first run saved, and its comparison tells a match from a mismatch."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import textwrap

import pytest

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(REPO, "tools"))

import ecosystem  # noqa: E402


def test_every_library_names_existing_scripts_that_import_it():
    for lib, spec in ecosystem.LIBS.items():
        dist = re.sub(r"\d+$", "", lib)  # a second release of one library has a key of its own (mindone04)
        assert spec["packages"][0].startswith(dist), lib
        assert spec["version"] in spec["packages"][0]
        for name in spec["scripts"]:
            text = (ecosystem.SCRIPTS / name).read_text()
            ran = re.search(r'run_path\(.*"(\w+\.py)"', text)  # a script that re-runs another one's uses
            if ran:
                text = (ecosystem.SCRIPTS / ran.group(1)).read_text()
            assert f"from {dist}" in text or f"import {dist}" in text, name
            assert "from _common import" in text, name


def test_unknown_library_is_refused():
    with pytest.raises(SystemExit):
        ecosystem.main(["run", "no_such_lib"])


def test_same_weights_hands_the_first_run_weights_to_the_second(tmp_path):
    script = tmp_path / "w.py"
    script.write_text(
        textwrap.dedent(
            f"""
            import sys
            sys.path.insert(0, {str(ecosystem.SCRIPTS)!r})
            import numpy as np
            from _common import same_weights
            from mindspore import nn
            net = nn.Dense(3, 2)
            same_weights(net, "dense")
            again = nn.Dense(3, 2)
            same_weights(again, "dense")  # a later call with the tag loads on both sides
            print(np.array2string(net.weight.asnumpy().ravel(), precision=6))
            print(bool(np.array_equal(net.weight.asnumpy(), again.weight.asnumpy())))
            """
        )
    )
    outs = []
    for side in ("ms", "shim"):
        env = dict(os.environ, ECO_SIDE=side, ECO_DIR=str(tmp_path / "runs"), PYTHONPATH=REPO)
        p = subprocess.run(
            [sys.executable, "-m", "mindshim", str(script)], env=env, capture_output=True, text=True, timeout=300
        )
        assert p.returncode == 0, p.stderr
        outs.append(p.stdout)
    assert (tmp_path / "runs" / "dense.ckpt").exists()
    assert outs[0] == outs[1]  # fresh random initializers would differ
    assert outs[0].splitlines()[-1] == "True"


def test_comparison_is_the_golden_tests_comparison():
    assert ecosystem.compare("loss [] [0.299033]\n", "loss [] [0.2990331]\n") is None
    assert ecosystem.compare("loss [] [0.299033]\n", "loss [] [0.3]\n") is not None
    assert ecosystem.compare("RuntimeError\n", "TypeError\n") is not None
