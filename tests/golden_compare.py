"""Compare mindshim's output with golden output recorded from real MindSpore: numbers to a tolerance, text exactly."""

from __future__ import annotations

import re

NUM_RE = re.compile(r"(?<![\w.])[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?(?![\w.])")
WS_RE = re.compile(r"\s+")


def tokenize(text: str) -> list[tuple[str, str]]:
    """Split ``text`` into ('num', literal) and ('txt', text-without-whitespace) tokens."""
    toks: list[tuple[str, str]] = []
    pos = 0
    for m in NUM_RE.finditer(text):
        gap = WS_RE.sub("", text[pos : m.start()])
        if gap:
            toks.append(("txt", gap))
        toks.append(("num", m.group()))
        pos = m.end()
    gap = WS_RE.sub("", text[pos:])
    if gap:
        toks.append(("txt", gap))
    return toks


def compare(expected: str, got: str, mode: str = "numeric", rtol: float = 1e-4, atol: float = 1e-5) -> str | None:
    """Return None when ``got`` matches ``expected``, else the first difference.

    Modes: 'numeric' (numbers within ``atol + rtol*|exp|``, int-looking matched by int-looking),
    'structure' (same text, same count and int/float look of numbers, values free), 'exact'.
    """
    if mode == "exact":
        return None if expected == got else f"expected {expected!r}\ngot {got!r}"
    et, gt = tokenize(expected), tokenize(got)
    for i in range(max(len(et), len(gt))):
        if i >= len(gt):
            return f"output ended early: expected {et[i][1]!r}"
        if i >= len(et):
            return f"extra output: {gt[i][1]!r}"
        (ek, ev), (gk, gv) = et[i], gt[i]
        if ek != gk:
            return f"token {i}: expected {ev!r} got {gv!r}"
        if ek == "txt":
            if ev != gv:
                return f"token {i}: expected text {ev!r} got {gv!r}"
            continue
        e_int = not any(c in ev for c in ".eE")
        g_int = not any(c in gv for c in ".eE")
        if e_int != g_int:
            return f"token {i}: expected {'integer' if e_int else 'float'}-looking {ev!r} got {gv!r}"
        if mode == "structure":
            continue
        e, g = float(ev), float(gv)
        if e != e and g != g:
            continue
        if not abs(g - e) <= atol + rtol * abs(e):
            return f"token {i}: number expected {ev} got {gv}"
    return None
