"""`python -m mindshim [--ms-version V] script.py [args...]`: run a MindSpore script unchanged on torch."""

from __future__ import annotations

import sys

from .cli import main

if __name__ == "__main__":
    sys.exit(main())
