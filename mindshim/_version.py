"""The emulated MindSpore version: one switch (``--ms-version`` / ``MINDSHIM_MS_VERSION``) for what really changed."""

from __future__ import annotations

import os

__version__ = "0.1.0"  # mindshim's own version
DEFAULT_MS_VERSION = "2.10.0"


def ms_version() -> str:
    """Return the MindSpore version mindshim emulates (``MINDSHIM_MS_VERSION``, default ``'2.10.0'``)."""
    version = os.environ.get("MINDSHIM_MS_VERSION") or DEFAULT_MS_VERSION
    if version.count(".") == 1:  # '1.7' -> '1.7.0', as mindspore.__version__ reads
        version += ".0"
    return version


def ms_version_tuple() -> tuple[int, int]:
    """Return ``(major, minor)`` of :func:`ms_version`; ``'1.7'`` -> ``(1, 7)``.

    Raises:
        ValueError: if the version is not of the form ``MAJOR.MINOR[.PATCH]``.
    """
    parts = ms_version().split(".")
    try:
        return int(parts[0]), int(parts[1]) if len(parts) > 1 else 0
    except ValueError:
        raise ValueError(f"MINDSHIM_MS_VERSION must look like '2.10.0' or '1.7', but got '{ms_version()}'.") from None


def before(major: int, minor: int) -> bool:
    """True when the emulated MindSpore is older than ``major.minor`` (e.g. ``before(2, 0)`` for 1.x)."""
    return ms_version_tuple() < (major, minor)
