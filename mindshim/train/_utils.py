"""`mindspore.train._utils`: helpers of the training API that other code reuses (``_make_directory``)."""

from __future__ import annotations

from .callback._checkpoint import _make_directory as _make_checked_directory


def _make_directory(path: str, arg_name: str = "path") -> str:
    """Create the directory ``path`` (mode 0o700, parents included) unless it exists and return its real path.
    Mirrors ``mindspore.train._utils._make_directory``.

    Raises:
        TypeError: ``path`` not a str. ValueError: a blank ``path``. NotADirectoryError: ``path`` is a file.
    """
    return _make_checked_directory(path, arg_name)
