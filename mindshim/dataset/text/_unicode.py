"""Unicode helpers for `mindspore.dataset.text`: ICU's white space, NFKC case folding and ICU regular expressions
translated to Python's ``re`` (MindSpore's text kernels run on ICU4C; these give the same answers on Python's
Unicode tables, which may be a Unicode version apart from the ICU that MindSpore ships).

ICU pattern syntax handled on top of what ``re`` shares with it: ``\\p{..}``/``\\P{..}`` for general categories
(``L``, ``Lu``, ``Punctuation``, ``gc=Mn``...) and ``White_Space``, also inside ``[...]``; ``\\x{hhhh}``; ICU's
``\\s``/``\\S`` (``[\\t\\n\\f\\r\\p{Z}]``); ``\\z`` and ``\\Z``. Replacement strings use ICU's ``$n``/``${name}``.
Other ICU-only syntax (scripts such as ``\\p{Han}``, set operations ``[a&&b]``, ``\\Q..\\E``) is not translated and
raises the same error as a pattern ICU rejects.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from functools import lru_cache

__all__ = [
    "is_white_space",
    "nfkc_casefold",
    "normalize",
    "compile_icu",
    "icu_replacement",
    "has_category",
]


# Default_Ignorable_Code_Point (Unicode DerivedCoreProperties): NFKC_Casefold removes these.
_DEFAULT_IGNORABLE = (
    (0x00AD, 0x00AD),
    (0x034F, 0x034F),
    (0x061C, 0x061C),
    (0x115F, 0x1160),
    (0x17B4, 0x17B5),
    (0x180B, 0x180F),
    (0x200B, 0x200F),
    (0x202A, 0x202E),
    (0x2060, 0x206F),
    (0x3164, 0x3164),
    (0xFE00, 0xFE0F),
    (0xFEFF, 0xFEFF),
    (0xFFA0, 0xFFA0),
    (0xFFF0, 0xFFF8),
    (0x1BCA0, 0x1BCA3),
    (0x1D173, 0x1D17A),
    (0xE0000, 0xE0FFF),
)
_IGNORABLE_RE = re.compile("[" + "".join(f"\\U{a:08x}-\\U{b:08x}" for a, b in _DEFAULT_IGNORABLE) + "]")


def is_white_space(ch: str) -> bool:
    """ICU's ``u_isUWhiteSpace`` (the Unicode White_Space property): ``str.isspace`` without U+001C..U+001F."""
    return ch.isspace() and not "\x1c" <= ch <= "\x1f"


_NFKC_FIXPOINT_ROUNDS = 3


def nfkc_casefold(s: str) -> str:
    """ICU's NFKC_Casefold normalization (what ``CaseFold`` applies): NFKC of the full case folding of the NFKD form,
    repeated until stable, without default-ignorable code points."""
    out = _IGNORABLE_RE.sub("", s)
    for _ in range(_NFKC_FIXPOINT_ROUNDS):
        nxt = unicodedata.normalize("NFKC", unicodedata.normalize("NFKD", out).casefold())
        nxt = _IGNORABLE_RE.sub("", nxt)
        if nxt == out:
            break
        out = nxt
    return out


def normalize(form: str | None, s: str) -> str:
    """``unicodedata.normalize`` with ``None`` meaning no normalization."""
    return s if form is None else unicodedata.normalize(form, s)


# ------------------------------------------------------------------------------------------------ categories
_CATEGORY_TABLE: dict[str, list[tuple[int, int]]] | None = None

_LONG_NAMES = {
    "letter": "L",
    "cased_letter": "LC",
    "uppercase_letter": "Lu",
    "lowercase_letter": "Ll",
    "titlecase_letter": "Lt",
    "modifier_letter": "Lm",
    "other_letter": "Lo",
    "mark": "M",
    "combining_mark": "M",
    "nonspacing_mark": "Mn",
    "spacing_mark": "Mc",
    "enclosing_mark": "Me",
    "number": "N",
    "decimal_number": "Nd",
    "digit": "Nd",
    "letter_number": "Nl",
    "other_number": "No",
    "punctuation": "P",
    "punct": "P",
    "connector_punctuation": "Pc",
    "dash_punctuation": "Pd",
    "open_punctuation": "Ps",
    "close_punctuation": "Pe",
    "initial_punctuation": "Pi",
    "final_punctuation": "Pf",
    "other_punctuation": "Po",
    "symbol": "S",
    "math_symbol": "Sm",
    "currency_symbol": "Sc",
    "modifier_symbol": "Sk",
    "other_symbol": "So",
    "separator": "Z",
    "space_separator": "Zs",
    "line_separator": "Zl",
    "paragraph_separator": "Zp",
    "other": "C",
    "control": "Cc",
    "cntrl": "Cc",
    "format": "Cf",
    "surrogate": "Cs",
    "private_use": "Co",
    "unassigned": "Cn",
}


def _table() -> dict[str, list[tuple[int, int]]]:
    """General category -> code point ranges, from one pass over ``unicodedata`` (built on first use)."""
    global _CATEGORY_TABLE
    if _CATEGORY_TABLE is None:
        table: dict[str, list[tuple[int, int]]] = {}
        cat = unicodedata.category
        prev, start = None, 0
        for cp in range(0x110000):
            c = cat(chr(cp))
            if c != prev:
                if prev is not None:
                    table.setdefault(prev, []).append((start, cp - 1))
                prev, start = c, cp
        table.setdefault(prev, []).append((start, 0x10FFFF))
        _CATEGORY_TABLE = table
    return _CATEGORY_TABLE


def _merge(ranges: list[tuple[int, int]]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for lo, hi in sorted(ranges):
        if out and lo <= out[-1][1] + 1:
            out[-1] = (out[-1][0], max(out[-1][1], hi))
        else:
            out.append((lo, hi))
    return out


def _complement(ranges: list[tuple[int, int]]) -> list[tuple[int, int]]:
    out, nxt = [], 0
    for lo, hi in ranges:
        if lo > nxt:
            out.append((nxt, lo - 1))
        nxt = hi + 1
    if nxt <= 0x10FFFF:
        out.append((nxt, 0x10FFFF))
    return out


@lru_cache(maxsize=None)
def _property_ranges(name: str) -> tuple[tuple[int, int], ...] | None:
    """Code point ranges of a ``\\p{name}`` property, or None when it is not a general category or White_Space."""
    key = name.strip()
    low = key.lower().replace(" ", "_").replace("-", "_")
    for prefix in ("gc=", "general_category=", "generalcategory="):
        if low.startswith(prefix):
            key = key[len(prefix) :]
            low = low[len(prefix) :]
    if low in ("white_space", "whitespace", "space"):
        cps = [cp for cp in range(0x3001) if is_white_space(chr(cp))]
        return tuple(_merge([(c, c) for c in cps]))
    code = _LONG_NAMES.get(low, key if len(key) <= 2 else None)
    if code is None:
        return None
    code = code[0].upper() + code[1:].lower()
    table = _table()
    if code == "Lc":
        picked = [r for c in ("Lu", "Ll", "Lt") for r in table.get(c, [])]
    elif len(code) == 1:
        picked = [r for c, rs in table.items() if c[0] == code for r in rs]
        if not picked:
            return None
    elif code in table:
        picked = list(table[code])
    else:
        return None
    return tuple(_merge(picked))


def has_category(ch: str, prefix: str) -> bool:
    """Whether ``ch``'s general category starts with ``prefix`` (``"P"``, ``"Mn"``...)."""
    return unicodedata.category(ch).startswith(prefix)


def _class_body(ranges: list[tuple[int, int]] | tuple[tuple[int, int], ...]) -> str:
    parts = []
    for lo, hi in ranges:
        if lo == hi:
            parts.append(f"\\U{lo:08x}")
        else:
            parts.append(f"\\U{lo:08x}-\\U{hi:08x}")
    return "".join(parts)


_ICU_SPACE = tuple(
    _merge([(9, 10), (12, 13)] + [(c, c) for c in range(0x3001) if unicodedata.category(chr(c))[0] == "Z"])
)


class _PatternError(ValueError):
    pass


def _translate(pattern: str) -> str:
    """An ICU regular expression as a Python ``re`` pattern."""
    out: list[str] = []
    i, n = 0, len(pattern)
    in_class = 0
    while i < n:
        ch = pattern[i]
        if ch == "\\" and i + 1 < n:
            nx = pattern[i + 1]
            if nx in "pP":
                if i + 2 < n and pattern[i + 2] == "{":
                    end = pattern.find("}", i + 3)
                    if end < 0:
                        raise _PatternError(pattern)
                    name, i = pattern[i + 3 : end], end + 1
                elif i + 2 < n:
                    name, i = pattern[i + 2], i + 3
                else:
                    raise _PatternError(pattern)
                negate = nx == "P"
                if name.startswith("^"):
                    name, negate = name[1:], not negate
                ranges = _property_ranges(name)
                if ranges is None:
                    raise _PatternError(pattern)
                if negate:
                    ranges = tuple(_complement(list(ranges)))
                body = _class_body(ranges)
                out.append(body if in_class else f"[{body}]")
                continue
            if nx in "sS":
                ranges = _ICU_SPACE if nx == "s" else tuple(_complement(list(_ICU_SPACE)))
                body = _class_body(ranges)
                out.append(body if in_class else f"[{body}]")
                i += 2
                continue
            if nx == "x" and i + 2 < n and pattern[i + 2] == "{":
                end = pattern.find("}", i + 3)
                if end < 0:
                    raise _PatternError(pattern)
                out.append(f"\\U{int(pattern[i + 3 : end], 16):08x}")
                i = end + 1
                continue
            if nx == "z" and not in_class:
                out.append("\\Z")
                i += 2
                continue
            if nx == "Z" and not in_class:
                out.append("(?=\\n?\\Z)")
                i += 2
                continue
            out.append(pattern[i : i + 2])
            i += 2
            continue
        if ch == "[":
            if in_class and pattern.startswith("[:", i):
                raise _PatternError(pattern)
            if in_class:
                raise _PatternError(pattern)  # nested sets are ICU-only
            in_class = 1
            out.append(ch)
            i += 1
            if i < n and pattern[i] == "^":
                out.append("^")
                i += 1
            if i < n and pattern[i] == "]":
                out.append("\\]")
                i += 1
            continue
        if ch == "]" and in_class:
            in_class = 0
        elif in_class and ch == "&" and pattern.startswith("&&", i):
            raise _PatternError(pattern)
        out.append(ch)
        i += 1
    return "".join(out)


@lru_cache(maxsize=256)
def compile_icu(pattern: str) -> re.Pattern | None:
    """``pattern`` (ICU syntax) compiled for Python's ``re``; None when it cannot be translated or compiled."""
    try:
        return re.compile(_translate(pattern))
    except (re.error, _PatternError, ValueError, OverflowError):
        return None


@lru_cache(maxsize=256)
def icu_replacement(replace: str) -> Callable[[re.Match], str]:
    """A ``re.sub`` replacement function for an ICU replacement string (``$1``, ``${name}``, ``\\`` escapes)."""
    parts: list[tuple[bool, str | int]] = []  # (is_group, literal text or group reference)
    lit: list[str] = []

    def flush() -> None:
        if lit:
            parts.append((False, "".join(lit)))
            lit.clear()

    i, n = 0, len(replace)
    while i < n:
        ch = replace[i]
        if ch == "\\" and i + 1 < n:
            lit.append(replace[i + 1])
            i += 2
        elif ch == "$" and i + 1 < n and replace[i + 1].isdigit():
            j = i + 1
            while j < n and replace[j].isdigit():
                j += 1
            flush()
            parts.append((True, int(replace[i + 1 : j])))
            i = j
        elif ch == "$" and i + 1 < n and replace[i + 1] == "{" and replace.find("}", i + 2) > 0:
            end = replace.find("}", i + 2)
            name = replace[i + 2 : end]
            flush()
            parts.append((True, int(name) if name.isdigit() else name))
            i = end + 1
        else:
            lit.append(ch)
            i += 1
    flush()
    if not any(is_group for is_group, _ in parts):
        text = "".join(str(p) for _, p in parts)
        return lambda m: text

    def expand(m: re.Match) -> str:
        return "".join((m.group(p) or "") if is_group else p for is_group, p in parts)  # type: ignore[misc]

    return expand
