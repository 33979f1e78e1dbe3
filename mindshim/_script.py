"""Running a user's script as ``__main__`` with the alias installed (the launcher's core, used by the CLI and tools)."""

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
_LAUNCHER_MODULES = frozenset((__name__, __name__.rsplit(".", 1)[0] + ".cli", "runpy"))


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


def _put_script_folder_first(script: str) -> None:
    """Make ``sys.path[0]`` the script's folder, as ``python script.py`` has it.

    The interpreter gave ``sys.path[0]`` to the launcher: the working directory under ``python -m mindshim``, the
    console script's folder under ``mindshim run``. That entry is replaced (``python script.py`` has neither), so a
    module beside the working directory is not importable unless it is beside the script; under ``-P`` /
    ``PYTHONSAFEPATH`` (no such entry) the folder is inserted in front.
    """
    folder = os.path.dirname(os.path.abspath(script))
    launcher_entries = {"", os.getcwd(), os.path.dirname(os.path.realpath(sys.argv[0])) if sys.argv else ""}
    if sys.path and not sys.flags.safe_path and sys.path[0] in launcher_entries:
        sys.path[0] = folder
    else:
        sys.path.insert(0, folder)


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
        _put_script_folder_first(script)
        sys.argv = list(argv)
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
