"""Running a script in real MindSpore's Python (the oracle venv) and reading back its JSON result, for the tools;
and where the checkout's ``../shared`` yardsticks are."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from typing import Any


def shared_dir(root: str) -> str:
    """``../shared`` beside the checkout at ``root``, or beside the main checkout when ``root`` is a git worktree
    (whose own parent has no ``shared``)."""
    here = os.path.join(os.path.dirname(root), "shared")
    if os.path.isdir(here):
        return here
    try:
        common = subprocess.run(
            ["git", "-C", root, "rev-parse", "--path-format=absolute", "--git-common-dir"],
            capture_output=True, text=True, check=True,
        ).stdout.strip()  # fmt: skip
    except (OSError, subprocess.CalledProcessError):
        return here
    return os.path.join(os.path.dirname(os.path.dirname(common)), "shared")


DEFAULT_ORACLE = os.path.expanduser("~/.cache/mindshim/ms-oracle/bin/python")
RESULT_MARK = "@@RESULT@@"  # an oracle script prints RESULT_MARK + json.dumps(result) as one line


def oracle_env() -> dict[str, str]:
    """The environment an oracle run gets: MindSpore's own log quiet, and no mindshim on its path."""
    return dict(os.environ, GLOG_v="3", PYTHONPATH="")


def run_script(python: str, script: str, *args: str, cwd: str | None = None, timeout: float = 600) -> Any | None:
    """Run ``python -c script args...`` and return the JSON it printed after :data:`RESULT_MARK`.

    Returns None when no such line came (the script failed); the tail of its stdout and stderr then goes to
    stderr.
    """
    proc = subprocess.run(
        [python, "-c", script, *args], capture_output=True, text=True, env=oracle_env(), cwd=cwd, timeout=timeout
    )
    line = next((ln for ln in proc.stdout.splitlines() if ln.startswith(RESULT_MARK)), None)
    if line is None:
        print(proc.stdout[-3000:], proc.stderr[-3000:], file=sys.stderr)
        return None
    return json.loads(line[len(RESULT_MARK) :])


def mindspore_version(python: str) -> str | None:
    """``mindspore.__version__`` as the oracle ``python`` reports it, or None if it cannot import mindspore."""
    out = subprocess.run(
        [python, "-c", "import mindspore; print(mindspore.__version__)"],
        capture_output=True,
        text=True,
        env=oracle_env(),
    ).stdout.strip()
    return out.splitlines()[-1] if out else None


def write_json(path: str, data: Any, **dump_kwargs: Any) -> None:
    """Write ``data`` to ``path`` as sorted JSON with a final newline (making the folder)."""
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        json.dump(data, f, sort_keys=True, **dump_kwargs)
        f.write("\n")
