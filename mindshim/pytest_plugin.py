"""pytest plugin: `pytest --mindshim` (or MINDSHIM_PYTEST=1) makes `import mindspore` resolve to mindshim in tests."""

from __future__ import annotations

import os


def pytest_addoption(parser) -> None:
    """Add ``--mindshim`` (and ``--ms-version``) to pytest."""
    group = parser.getgroup("mindshim")
    group.addoption("--mindshim", action="store_true", default=False, help="run `import mindspore` on mindshim")
    group.addoption("--ms-version", default=None, help="MindSpore version whose defaults mindshim emulates")


def pytest_configure(config) -> None:
    """Install the alias when ``--mindshim`` is given or ``MINDSHIM_PYTEST=1`` is set."""
    version = config.getoption("--ms-version", default=None)
    if version:
        from .cli import apply_ms_version

        apply_ms_version(version)
    if config.getoption("--mindshim", default=False) or os.environ.get("MINDSHIM_PYTEST") == "1":
        from ._importer import install

        install()
