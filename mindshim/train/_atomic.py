"""Crash-safe file replacement for checkpoints: one fixed temp file per target, locked, fsynced, renamed.

A save writes ``<target>.tmp`` next to the target, flushes and fsyncs it, renames it over the target and fsyncs
the directory, so a reader sees the old file or the new one, never a mix. The temp name is fixed per target
(not random), so a save killed half-way leaves at most one temp file behind, and the next save or load of the
same target removes it. An exclusive ``flock`` on the temp file makes two writers of one target (two processes,
or two threads) take turns instead of interleaving; a writer that waited re-checks that the temp file it locked
is still the one on disk (the previous writer may have renamed it over the target meanwhile).
"""

from __future__ import annotations

import contextlib
import os
import stat
from collections.abc import Callable, Iterator
from typing import BinaryIO

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows: no advisory locks, writers are not serialised
    fcntl = None

__all__ = ["tmp_path", "atomic_write", "remove_stale_tmp", "target_mode"]

TMP_SUFFIX = ".tmp"


def tmp_path(path: str) -> str:
    """The temp file a save of ``path`` writes first: ``path + '.tmp'`` in the same directory."""
    return path + TMP_SUFFIX


def _lock(fd: int, blocking: bool) -> bool:
    if fcntl is None:
        return True
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | (0 if blocking else fcntl.LOCK_NB))
    except BlockingIOError:
        return False
    return True


def _same_file(fd: int, path: str) -> bool:
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return False
    own = os.fstat(fd)
    return (st.st_dev, st.st_ino) == (own.st_dev, own.st_ino)


@contextlib.contextmanager
def _locked_tmp(path: str) -> Iterator[tuple[int, str]]:
    """Yield ``(fd, tmp)``: the target's temp file, empty, locked for this writer alone until the block ends.

    On an exception the temp file is removed; the target is untouched.
    """
    tmp = tmp_path(path)
    while True:
        fd = os.open(tmp, os.O_RDWR | os.O_CREAT, 0o600)
        _lock(fd, True)
        if _same_file(fd, tmp):
            break
        os.close(fd)  # renamed over the target (or removed) while this writer waited: take the new temp file
    try:
        os.ftruncate(fd, 0)
        yield fd, tmp
    except BaseException:
        with contextlib.suppress(OSError):
            if _same_file(fd, tmp):
                os.unlink(tmp)
        raise
    finally:
        os.close(fd)


def _finish(fd: int, tmp: str, path: str, mode: int | None) -> None:
    """fsync the temp file, set its mode, rename it over ``path`` and fsync the directory (lock still held)."""
    os.fsync(fd)
    if mode is not None:
        os.fchmod(fd, mode) if hasattr(os, "fchmod") else os.chmod(tmp, mode)
    os.replace(tmp, path)
    with contextlib.suppress(OSError):  # directories that cannot be opened (some file systems)
        dfd = os.open(os.path.dirname(path) or ".", os.O_RDONLY)
        try:
            os.fsync(dfd)
        finally:
            os.close(dfd)


def atomic_write(path: str, write: Callable[[BinaryIO], None], mode: int | None = None) -> None:
    """Replace ``path`` with what ``write(f)`` writes to a binary file object, atomically.

    ``mode``: the permission bits of the new file (default: the temp file's 0600 less the umask). Raises what
    ``write`` or the file system raises; the old ``path`` then survives and no temp file is left.
    """
    with _locked_tmp(path) as (fd, tmp):
        f = os.fdopen(os.dup(fd), "wb")
        try:
            write(f)
            f.flush()
        finally:
            f.close()
        _finish(fd, tmp, path, mode)


def remove_stale_tmp(path: str) -> None:
    """Remove the temp file a killed save of ``path`` left, unless a live writer holds it. Never raises."""
    tmp = tmp_path(path)
    if not os.path.exists(tmp):
        return
    with contextlib.suppress(OSError):
        fd = os.open(tmp, os.O_RDWR)
        try:
            if _lock(fd, False) and _same_file(fd, tmp):
                os.unlink(tmp)
        finally:
            os.close(fd)


def target_mode(path: str, default: int | None) -> int | None:
    """The permission bits of an existing ``path`` (to keep them), else ``default``."""
    try:
        return stat.S_IMODE(os.stat(path).st_mode)
    except OSError:
        return default
