"""`python -m mindshim script.py` run from another folder imports the script's sibling modules, as `python script.py`."""

from __future__ import annotations

import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

SCRIPT = """\
import json, sys
import mindspore
import helper
print(json.dumps({"path0": sys.path[0], "helper": helper.WHERE, "ms": mindspore.__name__}))
"""


def _run(args: list, cwd: str) -> dict:
    env = dict(os.environ, PYTHONPATH=ROOT)
    env.pop("MINDSHIM_MS_VERSION", None)
    proc = subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL)
    assert proc.returncode == 0, proc.stderr[-2000:]
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_script_from_another_folder_imports_its_sibling(tmp_path):
    scripts, elsewhere = tmp_path / "scripts", tmp_path / "elsewhere"
    scripts.mkdir()
    elsewhere.mkdir()
    (scripts / "train.py").write_text(SCRIPT)
    (scripts / "helper.py").write_text("WHERE = 'beside the script'\n")
    # a module of the same name in the working directory must not shadow the script's sibling
    (elsewhere / "helper.py").write_text("WHERE = 'working directory'\n")
    shim = _run([sys.executable, "-m", "mindshim", "../scripts/train.py"], cwd=str(elsewhere))
    assert shim["helper"] == "beside the script"
    assert shim["path0"] == str(scripts)
    assert shim["ms"] == "mindshim"
    # the folder plain `python ../scripts/x.py` puts first on sys.path
    probe = scripts / "probe_path.py"
    probe.write_text("import sys\nprint(sys.path[0])\n")
    out = subprocess.run(
        [sys.executable, "../scripts/probe_path.py"], cwd=str(elsewhere), capture_output=True, text=True, timeout=60
    )
    assert out.stdout.strip() == shim["path0"]
