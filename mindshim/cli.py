"""Command line: `python -m mindshim script.py`, `mindshim run script.py`, and the `mindshim` sub-commands."""

from __future__ import annotations

import argparse
import os
import runpy
import sys

USAGE = """usage: python -m mindshim [--ms-version V] script.py [args...]
       python -m mindshim [--ms-version V] -m module [args...]
       mindshim run [--ms-version V] script.py [args...]
       mindshim version

Runs a MindSpore script unchanged on PyTorch: `import mindspore` resolves to mindshim.
--ms-version V   emulate MindSpore V's changed defaults (default 2.10.0; also MINDSHIM_MS_VERSION)."""


def _run_script(argv: list[str]) -> int:
    """Run ``argv[0]`` as ``__main__`` with ``sys.argv = argv`` and the alias installed."""
    from ._importer import install

    if argv and argv[0] == "-m":
        if len(argv) < 2:
            print(USAGE, file=sys.stderr)
            return 2
        install()
        sys.argv = argv[1:]
        runpy.run_module(argv[1], run_name="__main__", alter_sys=True)
        return 0
    script = argv[0]
    if not os.path.exists(script):
        print(f"python -m mindshim: can't open file '{script}': [Errno 2] No such file or directory", file=sys.stderr)
        return 2
    install()
    sys.argv = list(argv)
    sys.path.insert(0, os.path.dirname(os.path.abspath(script)))
    runpy.run_path(script, run_name="__main__")
    return 0


def main(argv: list[str] | None = None) -> int:
    """Entry point of ``python -m mindshim`` and the ``mindshim`` console script. Returns the exit status."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == "run":
        argv = argv[1:]
    elif argv and argv[0] == "version":
        from ._version import __version__, ms_version

        print(f"mindshim {__version__} (emulating MindSpore {ms_version()})")
        return 0
    elif argv and argv[0] == "ckpt":
        try:
            from .tools.ckpt import main as ckpt_main
        except ImportError:
            print("mindshim ckpt: checkpoint tools are not available in this build.", file=sys.stderr)
            return 2
        return ckpt_main(argv[1:])
    while argv and argv[0].startswith("--ms-version"):
        if "=" in argv[0]:
            os.environ["MINDSHIM_MS_VERSION"] = argv[0].split("=", 1)[1]
            argv = argv[1:]
        elif len(argv) >= 2:
            os.environ["MINDSHIM_MS_VERSION"] = argv[1]
            argv = argv[2:]
        else:
            break
    if not argv or argv[0] in ("-h", "--help"):
        print(USAGE, file=sys.stdout if argv else sys.stderr)
        return 0 if argv else 2
    return _run_script(argv)


def _parser() -> argparse.ArgumentParser:  # kept for `--help` tooling
    p = argparse.ArgumentParser(prog="mindshim", usage=USAGE)
    return p
