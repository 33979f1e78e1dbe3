"""`msrun` / `python -m mindshim.msrun`: MindSpore's multi-process launcher (see :mod:`mindspore.parallel.cluster.run`)."""

from __future__ import annotations

import sys

from .parallel.cluster.run import get_args, main, run

__all__ = ["get_args", "run", "main"]

if __name__ == "__main__":
    sys.exit(main())
