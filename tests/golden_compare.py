"""Compare mindshim's output with golden output recorded from real MindSpore: numbers to a tolerance, text exactly."""

from __future__ import annotations

import re
from typing import NamedTuple, Sequence

# a real number, or the imaginary part of a complex one (numpy's ``-0.45833334+0.649519j``, Python's ``(1+2j)``:
# the trailing ``j`` and the sign right after the real part belong to the imaginary part, so both parts of a complex
# value are compared as numbers)
_NUM = r"(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?"
NUM_RE = re.compile(rf"(?<![\w.])[-+]?{_NUM}j?(?![\w.])|(?<=[\d.])[-+]{_NUM}j(?![\w.])")
WS_RE = re.compile(r"\s+")


class Sensitive(NamedTuple):
    """A case's own tolerance for the numbers on the expected-output lines that ``pattern`` finds (``re.search``)."""

    pattern: re.Pattern
    rtol: float
    atol: float


def _tokens(text: str) -> list[tuple[str, str, int]]:
    """('num' | 'txt', literal, line index) for each token of ``text``."""
    toks: list[tuple[str, str, int]] = []
    pos = line = 0
    for m in NUM_RE.finditer(text):
        line += text.count("\n", pos, m.start())
        gap = WS_RE.sub("", text[pos : m.start()])
        if gap:
            toks.append(("txt", gap, line))
        toks.append(("num", m.group(), line))
        pos = m.end()
    gap = WS_RE.sub("", text[pos:])
    if gap:
        toks.append(("txt", gap, line))
    return toks


def tokenize(text: str) -> list[tuple[str, str]]:
    """Split ``text`` into ('num', literal) and ('txt', text-without-whitespace) tokens; an imaginary part keeps its
    ``j`` (``'+0.649519j'``)."""
    return [(k, v) for k, v, _ in _tokens(text)]


def parse_sensitive(head: str) -> list[Sensitive]:
    """The ``# sensitive: /REGEX/ rtol=R [atol=A] -- why, measured spread`` lines of a case file's ``head``."""
    rules = []
    for line in head.splitlines():
        if not line.startswith("# sensitive:"):
            continue
        m = re.match(r"# sensitive:\s*/(.+?)/\s+rtol=(\S+)(?:\s+atol=(\S+))?\s+--\s+\S", line)
        if m is None:
            raise ValueError(f"malformed marker (want '# sensitive: /REGEX/ rtol=R [atol=A] -- reason'): {line!r}")
        rules.append(Sensitive(re.compile(m.group(1)), float(m.group(2)), float(m.group(3) or 1e-5)))
    return rules


def compare(
    expected: str,
    got: str,
    mode: str = "numeric",
    rtol: float = 1e-4,
    atol: float = 1e-5,
    sensitive: Sequence[Sensitive] = (),
) -> str | None:
    """Return None when ``got`` matches ``expected``, else the first difference.

    Modes: 'numeric' (numbers within ``atol + rtol*|exp|``, int-looking matched by int-looking, an imaginary part
    by an imaginary part), 'structure' (same text, same count and int/float look of numbers, values free),
    'exact'. ``sensitive`` widens the tolerance for the numbers on the expected lines its patterns find, and only
    there (a case's measured machine-to-machine spread, see :func:`parse_sensitive`).
    """
    if mode == "exact":
        return None if expected == got else f"expected {expected!r}\ngot {got!r}"
    et, gt = _tokens(expected), _tokens(got)
    lines = expected.split("\n")
    for i in range(max(len(et), len(gt))):
        if i >= len(gt):
            return f"output ended early: expected {et[i][1]!r}"
        if i >= len(et):
            return f"extra output: {gt[i][1]!r}"
        (ek, ev, eline), (gk, gv, _) = et[i], gt[i]
        if ek != gk:
            return f"token {i}: expected {ev!r} got {gv!r}"
        if ek == "txt":
            if ev != gv:
                return f"token {i}: expected text {ev!r} got {gv!r}"
            continue
        if ev.endswith("j") != gv.endswith("j"):
            return f"token {i}: expected {'an imaginary' if ev.endswith('j') else 'a real'} number {ev!r} got {gv!r}"
        e_int = not any(c in ev for c in ".eE")
        g_int = not any(c in gv for c in ".eE")
        if e_int != g_int:
            return f"token {i}: expected {'integer' if e_int else 'float'}-looking {ev!r} got {gv!r}"
        if mode == "structure":
            continue
        e, g = float(ev.rstrip("j")), float(gv.rstrip("j"))
        if e != e and g != g:
            continue
        r, a = rtol, atol
        for rule in sensitive:
            if rule.pattern.search(lines[eline]):
                r, a = max(r, rule.rtol), max(a, rule.atol)
        if not abs(g - e) <= a + r * abs(e):
            return f"token {i}: number expected {ev} got {gv}"
    return None
