"""The runnable snippets of docs/how-it-maps.md run under mindshim (so the document stays true)."""

from __future__ import annotations

import contextlib
import io
import linecache
import os
import re

import pytest

DOC = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "docs", "how-it-maps.md")


def _snippets() -> list[tuple[str, str]]:
    with open(DOC, encoding="utf-8") as f:
        text = f.read()
    out = []
    for m in re.finditer(r"^## (.+?)$|^```python\n(.*?)^```", text, re.M | re.S):
        if m.group(1):
            title = m.group(1)
        else:
            out.append((title, m.group(2)))
    return out


@pytest.mark.parametrize("title, code", _snippets(), ids=[t for t, _ in _snippets()])
def test_snippet_runs(title: str, code: str, capsys) -> None:
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        name = f"how-it-maps.md: {title}"
        linecache.cache[name] = (len(code), None, code.splitlines(True), name)  # the source, as a file's is
        exec(compile(code, name, "exec"), {"__name__": "__main__"})
    assert buf.getvalue().strip(), "each snippet prints what it shows"
