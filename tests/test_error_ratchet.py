"""MindSpore's ``For 'Op', ...`` messages are worded in one place: ``mindshim/_kernels/errors.py``.

No other file under ``mindshim/`` may contain the text ``For '`` at all -- not in a message, a warning, a log line,
a docstring or a comment. A message raises through the errors module's helpers: ``errors.type_error(op, msg)``,
``value_error``, ``runtime_error``, ``op_error(cls, op, msg)`` (``sep=`` for MindSpore's irregular openings),
``errors.message(op, msg)`` for a text that is not raised at once, ``errors.subject(op)`` for the validators'
``For 'op', the`` / ``The`` opening, or a named template (``value_type_error``, ``number_error``,
``not_tensor_error``, ``same_dtype_error``, ...). A docstring names the op instead of quoting the opening.
"""

from __future__ import annotations

import os

PKG = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "mindshim")
ERRORS = os.path.join(PKG, "_kernels", "errors.py")
OPENING = "For '"


def count_openings() -> dict[str, int]:
    """``For '`` occurrences per file (path relative to mindshim/), outside mindshim/_kernels/errors.py."""
    out = {}
    for dirpath, _, files in os.walk(PKG):
        for f in files:
            path = os.path.join(dirpath, f)
            if not f.endswith(".py") or os.path.samefile(path, ERRORS):
                continue
            with open(path, encoding="utf-8") as fh:
                n = fh.read().count(OPENING)
            if n:
                out[os.path.relpath(path, PKG)] = n
    return out


def test_for_op_messages_are_worded_only_in_the_errors_module():
    counts = count_openings()
    assert not counts, (
        f'{sum(counts.values())} "For \'" texts outside mindshim/_kernels/errors.py: {sorted(counts.items())}. '
        "Raise MindSpore's messages through mindshim._kernels.errors: errors.type_error(op, msg) / value_error / "
        "runtime_error / op_error(cls, op, msg) (sep= for an irregular opening), errors.message(op, msg) for a text "
        "kept or logged, errors.subject(op) for a validator's opening, or a named template there; in docstrings "
        "and comments name the op instead of quoting the message."
    )
