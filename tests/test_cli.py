"""The launcher (`python -m mindshim`, `mindshim run`), the `--ms-version` switch, the alias and the pytest plugin."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest

import mindshim

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

PROBE = """\
import json, sys
import mindspore
import mindspore.ops as ops
from mindspore import nn, context
import mindshim, mindshim.nn, mindshim.ops, mindshim.context
import helper_mod
print(json.dumps({
    "argv": sys.argv,
    "name": __name__,
    "file": __file__,
    "main_is_me": sys.modules["__main__"].__dict__ is globals(),
    "version": mindspore.__version__,
    "mode": mindspore.get_context("mode"),
    "same": [mindspore is mindshim, nn is mindshim.nn, ops is mindshim.ops, context is mindshim.context,
             mindspore.nn is mindshim.nn, mindspore.Tensor is mindshim.Tensor],
    "helper": helper_mod.VALUE,
}))
code = int(sys.argv[1]) if len(sys.argv) > 1 and sys.argv[1].isdigit() else 0
sys.exit(code)
"""

RAISES = """\
import mindspore


def inner():
    raise ValueError("boom from the script")


inner()
"""


def _env(**extra: str) -> dict:
    env = dict(os.environ)
    env.pop("MINDSHIM_MS_VERSION", None)
    env.pop("MINDSHIM_PYTEST", None)
    env.pop("PYTHONPATH", None)
    env.update(extra)
    return env


def _run(args: list[str], cwd: str, **extra: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        args, cwd=cwd, env=_env(**extra), capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL
    )


@pytest.fixture
def scripts(tmp_path):
    (tmp_path / "probe.py").write_text(PROBE)
    (tmp_path / "raises.py").write_text(RAISES)
    (tmp_path / "helper_mod.py").write_text("VALUE = 42\n")
    return tmp_path


def _json_line(out: str) -> dict:
    import json

    return json.loads(out.strip().splitlines()[-1])


def test_run_script_keeps_argv_name_file_and_exit_status(scripts):
    proc = _run([sys.executable, "-m", "mindshim", "probe.py", "3", "--flag", "x y"], cwd=str(scripts))
    assert proc.returncode == 3, proc.stderr
    info = _json_line(proc.stdout)
    assert info["argv"] == ["probe.py", "3", "--flag", "x y"]
    assert info["name"] == "__main__"
    assert info["file"] == str(scripts / "probe.py")
    assert info["main_is_me"] is True
    assert info["helper"] == 42  # the script's folder is on sys.path, as with `python script.py`
    assert all(info["same"]), info["same"]
    assert info["version"] == "2.10.0"
    assert info["mode"] == 1  # PYNATIVE_MODE by default in 2.x
    assert proc.stderr == ""


def test_uncaught_exception_exit_1_and_traceback_starts_in_script(scripts):
    proc = _run([sys.executable, "-m", "mindshim", "raises.py"], cwd=str(scripts))
    assert proc.returncode == 1
    err = proc.stderr.splitlines()
    assert err[0] == "Traceback (most recent call last):"
    frames = [ln.strip() for ln in err if ln.strip().startswith('File "')]
    script = str(scripts / "raises.py")
    assert frames, proc.stderr
    assert all(f.startswith(f'File "{script}"') for f in frames), frames  # no launcher or runpy frames
    assert frames[-1].endswith("in inner")
    assert err[-1] == "ValueError: boom from the script"
    # Exactly what plain python prints for the same script.
    (scripts / "plain.py").write_text(RAISES.replace("import mindspore\n", "import os\n"))
    ref = _run([sys.executable, "plain.py"], cwd=str(scripts))
    mine = proc.stderr.replace("raises.py", "plain.py")
    assert (ref.returncode, ref.stderr) == (1, mine)


def test_ms_version_switch_and_env(scripts):
    for args, env in (
        (["--ms-version=1.7", "probe.py"], {}),
        (["probe.py"], {"MINDSHIM_MS_VERSION": "1.7"}),
    ):
        proc = _run([sys.executable, "-m", "mindshim", *args], cwd=str(scripts), **env)
        assert proc.returncode == 0, proc.stderr
        info = _json_line(proc.stdout)
        assert info["version"] == "1.7.0", args  # normalised as mindspore.__version__ reads
        assert info["mode"] == 0, args  # GRAPH_MODE was the default in 1.x
        assert info["argv"] == ["probe.py"]


def test_bad_usage_exits_2(scripts, monkeypatch, capsys):
    from mindshim.cli import main

    monkeypatch.chdir(scripts)
    monkeypatch.delenv("MINDSHIM_MS_VERSION", raising=False)
    assert main(["missing.py"]) == 2
    assert "can't open file" in capsys.readouterr().err
    assert main(["--ms-version", "abc", "probe.py"]) == 2
    assert "abc" in capsys.readouterr().err
    assert "MINDSHIM_MS_VERSION" not in os.environ  # a rejected version leaves the process as it was
    assert main(["--ms-version"]) == 2
    assert main([]) == 2
    assert capsys.readouterr().err.startswith("usage:")
    assert main(["--help"]) == 0
    assert capsys.readouterr().out.startswith("usage:")
    assert main(["version"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("mindshim ") and "(emulating MindSpore 2.10.0)" in out


def test_run_module_with_dash_m(scripts):
    proc = _run([sys.executable, "-m", "mindshim", "-m", "probe", "4"], cwd=str(scripts), PYTHONPATH=str(scripts))
    assert proc.returncode == 4, proc.stderr
    info = _json_line(proc.stdout)
    assert info["name"] == "__main__"
    assert all(info["same"])
    assert info["argv"][1:] == ["4"]


def test_console_script_run_subcommand(scripts):
    exe = os.path.join(os.path.dirname(sys.executable), "mindshim")
    if not os.path.exists(exe):
        pytest.skip("the `mindshim` console script is not installed next to this python")
    proc = _run([exe, "run", "--ms-version", "1.7", "probe.py", "5"], cwd=str(scripts))
    assert proc.returncode == 5, proc.stderr
    info = _json_line(proc.stdout)
    assert info["argv"] == ["probe.py", "5"]
    assert info["version"] == "1.7.0"
    proc = _run([exe, "run", "raises.py"], cwd=str(scripts))
    assert proc.returncode == 1
    assert "mindshim" not in proc.stderr.replace(str(scripts), "")  # no launcher frames


def test_without_alias_mindspore_is_untouched(tmp_path):
    code = textwrap.dedent(
        """
        import mindshim, mindshim._importer as imp
        assert not imp.is_installed()
        try:
            import mindspore
        except ImportError:
            print("ImportError")
        else:
            print("mindshim" if mindspore is mindshim else "real:" + mindspore.__name__)
        """
    )
    proc = _run([sys.executable, "-c", code], cwd=str(tmp_path))
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() != "mindshim"
    assert proc.stdout.strip() == "ImportError" or proc.stdout.startswith("real:")


def test_install_uninstall_in_process():
    import importlib

    from mindshim import _importer

    assert _importer.is_installed()  # tests/conftest.py installs the alias
    ms = importlib.import_module("mindspore")
    assert ms is mindshim
    assert importlib.import_module("mindspore.nn") is importlib.import_module("mindshim.nn")
    assert importlib.import_module("mindspore.ops.operations") is importlib.import_module("mindshim.ops.operations")
    try:
        _importer.uninstall()
        assert not _importer.is_installed()
        assert "mindspore" not in sys.modules
    finally:
        mindshim.install()
        mindshim.install()  # idempotent
    assert sys.meta_path.count(_importer._FINDER) == 1
    assert importlib.import_module("mindspore") is mindshim


def test_pytest_plugin_flag(tmp_path):
    (tmp_path / "test_user.py").write_text(
        "import mindspore\nimport mindshim\n\n\ndef test_alias():\n"
        "    assert mindspore is mindshim\n    print('VERSION', mindspore.__version__, mindspore.get_context('mode'))\n"
    )
    args = [sys.executable, "-m", "pytest", "-q", "-s", "-p", "no:cacheprovider", "test_user.py"]
    proc = _run([*args, "--mindshim", "--ms-version", "1.7"], cwd=str(tmp_path))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "VERSION 1.7.0 0" in proc.stdout
    assert "1 passed" in proc.stdout
    proc = _run(args, cwd=str(tmp_path), MINDSHIM_PYTEST="1")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "VERSION 2.10.0 1" in proc.stdout


SYS_PATH_PROBE = """\
import json, os, sys
import mindspore
try:
    import cwd_only_mod
    cwd_visible = True
except ImportError:
    cwd_visible = False
print(json.dumps({"path0": sys.path[0], "cwd_visible": cwd_visible, "cwd_on_path": os.getcwd() in sys.path}))
"""


@pytest.mark.parametrize("launcher", ["python -m mindshim", "mindshim run"])
def test_script_folder_replaces_the_launchers_sys_path_entry(tmp_path, launcher):
    # `python sub/s.py` puts sub/ first on sys.path and not the working directory: the launchers do the same
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "s.py").write_text(SYS_PATH_PROBE)
    (tmp_path / "cwd_only_mod.py").write_text("X = 1\n")
    if launcher == "mindshim run":
        console = os.path.join(os.path.dirname(sys.executable), "mindshim")
        if not os.path.exists(console):
            pytest.skip("no mindshim console script beside this interpreter")
        cmd = [console, "run", "sub/s.py"]
    else:
        cmd = [sys.executable, "-m", "mindshim", "sub/s.py"]
    proc = _run(cmd, cwd=str(tmp_path))
    assert proc.returncode == 0, proc.stderr
    info = _json_line(proc.stdout)
    assert info["path0"] == str(tmp_path / "sub")
    assert info["cwd_visible"] is False and info["cwd_on_path"] is False


METADATA_PROBE = """\
import importlib.metadata as md, json
import mindshim
before = [d.metadata["Name"] for d in md.distributions() if d.metadata["Name"] == "mindspore"]
mindshim.install()
out = {"before": before, "version": md.version("mindspore"), "name": md.distribution("MindSpore").metadata["Name"],
       "requires_torch": any(r.startswith("torch") for r in md.requires("mindspore")),
       "top": md.packages_distributions().get("mindspore")}
mindshim.uninstall()
try:
    md.version("mindspore")
    out["after"] = "found"
except md.PackageNotFoundError:
    out["after"] = "PackageNotFoundError"
print(json.dumps(out))
"""


@pytest.mark.parametrize("ms_version", ["", "1.7"])
def test_package_metadata_names_the_emulated_mindspore_while_the_alias_is_on(ms_version, tmp_path):
    proc = _run(
        [sys.executable, "-c", METADATA_PROBE],
        cwd=str(tmp_path),
        **({"MINDSHIM_MS_VERSION": ms_version} if ms_version else {}),
    )
    assert proc.returncode == 0, proc.stderr
    info = _json_line(proc.stdout)
    assert info["before"] == []  # no real MindSpore in this venv: nothing answers for it without the alias
    assert info["version"] == ("1.7.0" if ms_version else "2.10.0")
    assert info["name"] == "mindspore"
    assert info["requires_torch"] is True
    assert info["top"] == ["mindspore"]
    assert info["after"] == "PackageNotFoundError"
