"""`msrun` / `python -m mindshim.msrun`: MindSpore's multi-process launcher (see :mod:`mindspore.parallel.cluster.run`)."""

from __future__ import annotations

import sys

from . import _api
from .parallel.cluster.run import get_args, main, run  # noqa: F401  (re-exported: mindshim._api)

__all__ = _api.names(__name__)

if __name__ == "__main__":
    sys.exit(main())
