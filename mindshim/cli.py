"""Command line: `python -m mindshim script.py`, `mindshim run script.py`, and the `mindshim` sub-commands."""

from __future__ import annotations

import builtins
import io
import os
import runpy
import sys
import types

USAGE = """usage: python -m mindshim [--ms-version V] script.py [args...]
       python -m mindshim [--ms-version V] -m module [args...]
       mindshim run [--ms-version V] script.py [args...]
       mindshim version
       mindshim ckpt show|diff|convert ...          checkpoint tools (mindshim ckpt -h)
       mindshim compare MS_SCRIPT REF_SCRIPT        compare the losses two scripts print, within 1 per mille
         [--localize] [--ref-python PY] ...         ... and the first layer/op that differs (mindshim compare -h)

Runs a MindSpore script unchanged on PyTorch: `import mindspore` resolves to mindshim.
--ms-version V   emulate MindSpore V's changed defaults (default 2.10.0; also MINDSHIM_MS_VERSION)."""

# Modules of the launcher itself, whose frames are hidden from the traceback of an uncaught exception.
_LAUNCHER_MODULES = frozenset((__name__, "runpy"))


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


def _print_user_traceback(exc: BaseException) -> None:
    """Print ``exc`` as ``python script.py`` would: the traceback starts at the user's code, not the launcher."""
    tb = exc.__traceback__
    while tb is not None and tb.tb_frame.f_globals.get("__name__") in _LAUNCHER_MODULES:
        tb = tb.tb_next
    sys.excepthook(type(exc), exc.with_traceback(tb), tb)


def _exec_script(path: str) -> None:
    """Execute the file ``path`` as the ``__main__`` module, the way ``python path`` does."""
    path = os.path.abspath(path)
    with io.open_code(path) as f:
        source = f.read()
    code = compile(source, path, "exec", dont_inherit=True)
    main = types.ModuleType("__main__")
    main.__file__ = path
    main.__cached__ = None
    main.__builtins__ = builtins
    sys.modules["__main__"] = main
    exec(code, main.__dict__)


def _run_script(argv: list[str]) -> int:
    """Run ``argv[0]`` (or ``-m module``) as ``__main__`` with ``sys.argv = argv`` and the alias installed."""
    from ._importer import install

    if argv and argv[0] == "-m":
        if len(argv) < 2:
            print(USAGE, file=sys.stderr)
            return 2
        install()
        sys.argv = argv[1:]
        run = lambda: runpy.run_module(argv[1], run_name="__main__", alter_sys=True)  # noqa: E731
    else:
        script = argv[0]
        if not os.path.isfile(script):
            print(
                f"{sys.executable}: can't open file {os.path.abspath(script)!r}: [Errno 2] No such file or directory",
                file=sys.stderr,
            )
            return 2
        install()
        sys.argv = list(argv)
        sys.path.insert(0, os.path.dirname(os.path.abspath(script)))
        run = lambda: _exec_script(script)  # noqa: E731
    try:
        run()
    except SystemExit:
        raise
    except KeyboardInterrupt as e:
        _print_user_traceback(e)
        return 130
    except BaseException as e:  # an uncaught exception of the user's program: exit status 1, as python does
        _print_user_traceback(e)
        return 1
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
