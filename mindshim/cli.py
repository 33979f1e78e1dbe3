"""Command line: `python -m mindshim script.py`, `mindshim run script.py`, and the `mindshim` sub-commands."""

from __future__ import annotations

import os
import sys

from ._script import USAGE, _exec_script, _print_user_traceback, _run_script  # noqa: F401


def apply_ms_version(version: str) -> None:
    """Switch the emulated MindSpore version for this process (``--ms-version``), after mindshim is imported.

    Sets ``MINDSHIM_MS_VERSION``, updates ``mindspore.__version__`` and resets the global context so that
    version-dependent defaults (e.g. the default mode) follow.

    Raises:
        ValueError: if ``version`` is not of the form ``MAJOR.MINOR[.PATCH]``.
    """
    from . import _version

    old = os.environ.get("MINDSHIM_MS_VERSION")
    os.environ["MINDSHIM_MS_VERSION"] = version
    try:
        _version.ms_version_tuple()
    except ValueError:
        if old is None:
            os.environ.pop("MINDSHIM_MS_VERSION", None)
        else:
            os.environ["MINDSHIM_MS_VERSION"] = old
        raise
    mod = sys.modules.get("mindshim")
    if mod is not None:
        mod.__version__ = _version.ms_version()
        from .context import _CTX

        _CTX.reset()


def main(argv: list[str] | None = None) -> int:
    """Entry point of ``python -m mindshim`` and the ``mindshim`` console script. Returns the exit status."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == "run":
        argv = argv[1:]
    elif argv and argv[0] == "version":
        from ._version import __version__, ms_version

        print(f"mindshim {__version__} (emulating MindSpore {ms_version()})")
        return 0
    elif argv and argv[0] == "compare":
        from .tools.compare import main as compare_main

        return compare_main(argv[1:])
    elif argv and argv[0] == "ckpt":
        try:
            from .tools.ckpt import main as ckpt_main
        except ImportError:
            print("mindshim ckpt: checkpoint tools are not available in this build.", file=sys.stderr)
            return 2
        return ckpt_main(argv[1:])
    while argv and argv[0].startswith("--ms-version"):
        if argv[0].startswith("--ms-version="):
            version, argv = argv[0].split("=", 1)[1], argv[1:]
        elif argv[0] == "--ms-version" and len(argv) >= 2:
            version, argv = argv[1], argv[2:]
        else:
            print(USAGE, file=sys.stderr)
            return 2
        try:
            apply_ms_version(version)
        except ValueError as e:
            print(f"mindshim: {e}", file=sys.stderr)
            return 2
    if not argv or argv[0] in ("-h", "--help"):
        print(USAGE, file=sys.stdout if argv else sys.stderr)
        return 0 if argv else 2
    return _run_script(argv)
