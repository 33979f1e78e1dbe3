"""`mindspore._c_expression.security`: whether MindSpore was built in security mode (graph saving, dumps and
profiling turned off at build time)."""

from __future__ import annotations

__all__ = ["enable_security"]


def enable_security() -> bool:
    """Whether this build is MindSpore's security build (``-s on``: no ``save_graphs``, no dump, no profiler).
    Mirrors ``mindspore._c_expression.security.enable_security``; MindSpore 2.10's CPU wheel and mindshim are not
    security builds, so this returns False."""
    return False
