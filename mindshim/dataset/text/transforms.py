"""`mindspore.dataset.text.transforms`: tokenizers, Lookup, Ngram and the other string transforms, on numpy arrays.

Strings are numpy ``str`` arrays (``<U``), as MindSpore hands them out; ``bytes`` arrays are not strings to these
operations, as in MindSpore (decode them with ``text.to_str``). Offsets (``with_offsets=True``) are byte positions
in the UTF-8 text, as ``uint32``. Each kernel follows MindSpore 2.10's C++ kernel, including its quirks that show in
results: ``RegexReplace`` on more than one string writes all results, joined, into the first element and empties the
others; ``BasicTokenizer(lower_case=True)`` with preserved tokens (``[CLS]``...) repeats the text before each
preserved token; ``WordpieceTokenizer`` keeps the offsets of the sub-words of a word it then maps to the unknown
token. Unicode tables are Python's (``unicodedata``) where MindSpore uses ICU; ICU regex syntax is translated as
`_unicode` describes.
"""

from __future__ import annotations

from ... import _api
import bisect
import math
import re
import unicodedata
from collections.abc import Callable
from typing import Any

import numpy as np

from ..core.validator_helpers import check_pos_int32, check_positive, check_uint32, type_check
from ..engine._parallel import op_error
from ..._c_dataengine import NormalizeForm as _DENormalizeForm
from ..transforms.transforms import Implementation, TensorOperation, _np_dtype  # noqa: F401  (Implementation: as MindSpore binds it)
from . import _scripts
from . import _unicode as _u
from .utils import NormalizeForm, Vectors, Vocab, to_str

__all__ = _api.names(__name__)

_SYNTAX = "Syntax error."
# text.NormalizeForm -> the engine's form (MindSpore 2.10's table of this name, which libraries import)
DE_C_INTER_NORMALIZE_FORM = {form: _DENormalizeForm(int(form)) for form in NormalizeForm}
_FORMS = {
    NormalizeForm.NONE: None,
    NormalizeForm.NFC: "NFC",
    NormalizeForm.NFKC: "NFKC",
    NormalizeForm.NFD: "NFD",
    NormalizeForm.NFKD: "NFKD",
}


def _is_str(a: np.ndarray) -> bool:
    return a.dtype.kind == "U"


def _utf8_len(s: str) -> int:
    return len(s) if s.isascii() else len(s.encode("utf-8", "surrogatepass"))


def _byte_positions(s: str) -> list[int] | None:
    """Byte offset of each character of ``s`` (and of its end); None when ``s`` is ASCII (offsets = indices)."""
    if s.isascii():
        return None
    pos, acc = [0], 0
    for ch in s:
        c = ord(ch)
        acc += 1 if c < 0x80 else 2 if c < 0x800 else 3 if c < 0x10000 else 4
        pos.append(acc)
    return pos


def _check_bool(value: Any, name: str) -> None:
    if not isinstance(value, bool):
        raise TypeError(f"Wrong input type for {name}, should be boolean.")


def _check_mstype(value: Any, name: str) -> None:
    """A MindSpore type (``mindspore.int32``...), with MindSpore's message naming its C++ type class."""
    from ...common import dtype as mstype

    if not isinstance(value, mstype.Type):
        raise TypeError(
            f"Argument {name} with value {value} is not of type [<class 'mindspore._c_expression.typing.Type'>], "
            f"but got {type(value)}."
        )


def _check_regex(pattern: str, who: str) -> re.Pattern:
    rx = _u.compile_icu(pattern)
    if rx is None:
        if who == "RegexReplace":
            raise op_error("RegexReplace: create icu RegexMatcher failed, you may input one error pattern.")
        raise op_error(f"{who}: create ICU RegexMatcher failed, you may input one error pattern")
    return rx


class TextTensorOperation(TensorOperation):
    """Base of the text transforms. Mirrors ``text.transforms.TextTensorOperation``."""

    def parse(self):
        """The engine operation of a text transform defined outside mindshim (MindSpore's NotImplementedError
        otherwise)."""
        raise NotImplementedError("TextTensorOperation has to implement parse() method.")


# ------------------------------------------------------------------------------------------------ tokenizers
class _Tokenizer(TextTensorOperation):
    """A tokenizer of one string (a 0-d str array): the tokens, and with ``with_offsets`` their byte offsets."""

    _kernel = "TokenizerOp"
    with_offsets = False

    def __init__(self, with_offsets: bool = False) -> None:
        _check_bool(with_offsets, "with_offsets")
        self.with_offsets = with_offsets

    def _apply(self, x):
        if x.ndim != 0 or not _is_str(x):
            raise op_error(f"{self._kernel}: the input shape should be scalar and the input datatype should be string.")
        tokens, starts, limits = self._tokenize(x.item())
        if not tokens:
            tokens, starts, limits = [""], [0], [0]
        out = np.array(tokens)
        if self.with_offsets:
            return out, np.array(starts, np.uint32), np.array(limits, np.uint32)
        return out

    def _tokenize(self, s: str) -> tuple[list, list, list]:
        raise NotImplementedError


_WHITE = "".join(chr(c) for c in range(0x3001) if _u.is_white_space(chr(c)))
_NOT_WHITE_RUN = re.compile("[^" + re.escape(_WHITE) + "]+")


def _runs(rx: re.Pattern, s: str) -> tuple[list, list, list]:
    """The matches of ``rx`` in ``s`` with their byte offsets."""
    pos = _byte_positions(s)
    toks, starts, limits = [], [], []
    for m in rx.finditer(s):
        toks.append(m.group())
        a, b = m.span()
        starts.append(a if pos is None else pos[a])
        limits.append(b if pos is None else pos[b])
    return toks, starts, limits


class WhitespaceTokenizer(_Tokenizer):
    """Split a string on Unicode White_Space (ICU's definition: space, tab, newlines, NBSP, U+3000...).

    Input: a scalar str; output: a 1-D str array (``['']`` for an empty or blank string), and with ``with_offsets``
    the uint32 start and end byte offsets. Mirrors ``text.WhitespaceTokenizer`` (2.10).

    Raises:
        TypeError: if ``with_offsets`` is not a bool. RuntimeError: for input that is not a scalar string.
    """

    _kernel = "WhitespaceTokenizerOp"

    def _tokenize(self, s):
        return _runs(_NOT_WHITE_RUN, s)


class UnicodeCharTokenizer(_Tokenizer):
    """Split a string into its characters (code points). Output and offsets as :class:`WhitespaceTokenizer`.
    Mirrors ``text.UnicodeCharTokenizer`` (2.10).

    Raises:
        TypeError: if ``with_offsets`` is not a bool. RuntimeError: for input that is not a scalar string.
    """

    _kernel = "UnicodeCharTokenizerOp"

    def _tokenize(self, s):
        pos = _byte_positions(s)
        if pos is None:
            return list(s), list(range(len(s))), list(range(1, len(s) + 1))
        return list(s), pos[:-1], pos[1:]


class UnicodeScriptTokenizer(_Tokenizer):
    """Split a string where the Unicode script of its characters changes (ICU's ``uscript_getScript``: Latin,
    Han, Cyrillic, ...; digits, punctuation and spaces are Common, combining marks Inherited) and between white
    space and the rest; white-space tokens are dropped unless ``keep_whitespace``.

    Input: a scalar str; output: a 1-D str array (``['']`` for an empty string or, without ``keep_whitespace``, a
    blank one), and with ``with_offsets`` the uint32 start and end byte offsets. The scripts are those of the ICU
    that MindSpore 2.10 ships (recorded in ``_scripts.py``). Mirrors ``text.UnicodeScriptTokenizer`` (2.10).

    Raises:
        TypeError: if ``keep_whitespace`` or ``with_offsets`` is not a bool. RuntimeError: for input that is not a
        scalar string.
    """

    _kernel = "UnicodeScriptTokenizerOp"

    def __init__(self, keep_whitespace: bool = False, with_offsets: bool = False) -> None:
        _check_bool(keep_whitespace, "keep_whitespace")
        super().__init__(with_offsets)
        self.keep_whitespace = keep_whitespace

    def _tokenize(self, s):
        pos = _byte_positions(s)
        toks, starts, limits = [], [], []
        begin, last = 0, None
        for i, ch in enumerate(s):
            key = (_scripts.CODES[bisect.bisect_right(_scripts.STARTS, ord(ch)) - 1], _u.is_white_space(ch))
            if i > begin and key != last:
                if self.keep_whitespace or not last[1]:
                    toks.append(s[begin:i])
                    starts.append(begin if pos is None else pos[begin])
                    limits.append(i if pos is None else pos[i])
                begin = i
            last = key
        if len(s) > begin and (self.keep_whitespace or not last[1]):
            toks.append(s[begin:])
            starts.append(begin if pos is None else pos[begin])
            limits.append(len(s) if pos is None else pos[-1])
        return toks, starts, limits


def _regex_tokens(s: str, delim: re.Pattern, keep: re.Pattern | None) -> tuple[list, list, list]:
    """MindSpore's RegexTokenizer kernel: the text between matches of ``delim`` is a token; a match is a token too
    when ``keep`` matches all of it."""
    toks, starts, limits = [], [], []
    byte, tok_start = 0, 0
    for m in delim.finditer(s):
        d0, d1 = m.span()
        if d0 > tok_start:
            tok = s[tok_start:d0]
            n = _utf8_len(tok)
            toks.append(tok)
            starts.append(byte)
            limits.append(byte + n)
            byte += n
        if d1 > d0:
            d = s[d0:d1]
            n = _utf8_len(d)
            if keep is not None and keep.fullmatch(d):
                toks.append(d)
                starts.append(byte)
                limits.append(byte + n)
            byte += n
        tok_start = d1
    if tok_start < len(s):
        tok = s[tok_start:]
        toks.append(tok)
        starts.append(byte)
        limits.append(byte + _utf8_len(tok))
    return toks, starts, limits


class RegexTokenizer(_Tokenizer):
    """Split a string at the matches of ``delim_pattern`` (ICU regex syntax); a match is kept as a token when
    ``keep_delim_pattern`` matches all of it. Output and offsets as :class:`WhitespaceTokenizer`.
    Mirrors ``text.RegexTokenizer`` (2.10).

    Raises:
        ValueError: if ``delim_pattern`` is None. TypeError: on argument types. RuntimeError: for input that is not
        a scalar string, or a pattern that does not compile.
    """

    _kernel = "RegexTokenizerOp"

    def __init__(self, delim_pattern: str, keep_delim_pattern: str = "", with_offsets: bool = False) -> None:
        if delim_pattern is None:
            raise ValueError("delim_pattern is not provided.")
        if not isinstance(delim_pattern, str):
            raise TypeError("Wrong input type for delim_pattern, should be string.")
        if not isinstance(keep_delim_pattern, str):
            raise TypeError("Wrong input type for keep_delim_pattern, should be string.")
        _check_bool(with_offsets, "with_offsets")
        self.delim_pattern = delim_pattern
        self.keep_delim_pattern = keep_delim_pattern
        self.with_offsets = with_offsets

    def _tokenize(self, s):
        delim = _check_regex(self.delim_pattern, "RegexTokenizer")
        keep = _check_regex(self.keep_delim_pattern, "RegexTokenizer") if self.keep_delim_pattern else None
        return _regex_tokens(s, delim, keep)


_UNUSED_PATTERN = r"\[CLS\]|\[SEP\]|\[UNK\]|\[PAD\]|\[MASK\]|\[unused\d+\]|"
_COMMON_PATTERN = (
    r"[!-/]|[:-@]|[\[-`]|[{-~]|[\p{P}]|[\x{4E00}-\x{9FFF}]|[\x{3400}-\x{4DBF}]|[\x{20000}-\x{2A6DF}]"
    r"|[\x{2A700}-\x{2B73F}]|[\x{2B740}-\x{2B81F}]|[\x{2B820}-\x{2CEAF}]|[\x{F900}-\x{FAFF}]|[\x{2F800}-\x{2FA1F}]"
)
_UNUSED_WORDS = (b"[CLS]", b"[SEP]", b"[UNK]", b"[PAD]", b"[MASK]")
_MN = None
_CC_CF = None


def _casefold_keep_unused(text: str) -> str:
    """MindSpore's case folding that spares ``[CLS]``/``[SEP]``/``[UNK]``/``[PAD]``/``[MASK]``, kept as its kernel
    does it: on UTF-8 bytes, each segment folded from the start of the text (so the text before each spared token
    appears again after it)."""
    data = text.encode("utf-8", "surrogatepass")
    spans = []
    start, length = -1, 0
    for i, b in enumerate(data):
        if b == 0x5B:  # '['
            start = i
            length += 1
        elif b == 0x5D and start >= 0:  # ']'
            length += 1
            if data[start : start + length] in _UNUSED_WORDS:
                spans.append((start, start + length - 1))
            start, length = -1, 0
        elif start >= 0:
            length += 1
    out = []
    for first, last in spans:
        out.append(_u.nfkc_casefold(data[:first].decode("utf-8", "replace")))
        out.append(data[first : last + 1].decode("utf-8", "replace"))
    out.append(_u.nfkc_casefold(text))
    return "".join(out)


class BasicTokenizer(_Tokenizer):
    """BERT's basic tokenization: optional case folding with accent stripping (``lower_case``, else the
    ``normalization_form`` normalization), control characters to spaces, then a split on white space, ASCII and
    Unicode punctuation and CJK ideographs (each its own token); ``[CLS]``, ``[SEP]``, ``[UNK]``, ``[PAD]``,
    ``[MASK]`` and ``[unusedN]`` stay whole with ``preserve_unused_token``; ``keep_whitespace`` keeps the white space
    runs as tokens. Offsets are byte positions in the normalized text. Mirrors ``text.BasicTokenizer`` (2.10).

    Raises:
        TypeError: on argument types. RuntimeError: for input that is not a scalar string.
    """

    def __init__(
        self,
        lower_case: bool = False,
        keep_whitespace: bool = False,
        normalization_form: NormalizeForm = NormalizeForm.NONE,
        preserve_unused_token: bool = True,
        with_offsets: bool = False,
    ) -> None:
        _check_bool(lower_case, "lower_case")
        _check_bool(keep_whitespace, "keep_whitespace")
        _check_bool(preserve_unused_token, "preserve_unused_token")
        _check_bool(with_offsets, "with_offsets")
        if not isinstance(normalization_form, NormalizeForm):
            raise TypeError("Wrong input type for normalization_form, should be enum of 'NormalizeForm'.")
        self.lower_case = lower_case
        self.keep_whitespace = keep_whitespace
        self.normalization_form = normalization_form
        self.preserve_unused_token = preserve_unused_token
        self.with_offsets = with_offsets
        delim = r"\s+|" + _COMMON_PATTERN
        keep = delim if keep_whitespace else _COMMON_PATTERN
        if preserve_unused_token:
            delim, keep = _UNUSED_PATTERN + delim, _UNUSED_PATTERN + keep
        self._delim, self._keep = delim, keep

    def _apply(self, x):
        if x.ndim != 0:
            raise op_error(f"BasicTokenizer: the input should be a scalar, but got a tensor with rank: {x.ndim}")
        if not _is_str(x):
            raise op_error("BasicTokenizer: the input should be of type string.")
        return super()._apply(x)

    def _tokenize(self, s):
        global _MN, _CC_CF
        if _MN is None:
            _MN, _CC_CF = _u.compile_icu(r"\p{Mn}"), _u.compile_icu(r"\p{Cc}|\p{Cf}")
        if self.lower_case:
            s = _casefold_keep_unused(s) if self.preserve_unused_token else _u.nfkc_casefold(s)
            s = _MN.sub("", _u.normalize("NFD", s))
        else:
            s = _u.normalize(_FORMS[self.normalization_form], s)
        s = _CC_CF.sub(" ", s)
        return _regex_tokens(s, _u.compile_icu(self._delim), _u.compile_icu(self._keep))


def _check_vocab_arg(vocab: Any, missing: str) -> None:
    if vocab is None:
        raise ValueError(missing)
    if not isinstance(vocab, Vocab):
        raise TypeError("Wrong input type for vocab, should be text.Vocab object.")


def _wordpiece(
    word: str,
    base: int,
    table: dict,
    suffix: str,
    max_bytes: int,
    unknown: str,
    starts: list,
    limits: list,
) -> list[str]:
    """The sub-words of one word (MindSpore's WordpieceTokenizer kernel), appending their offsets."""
    nbytes = _utf8_len(word)
    if nbytes > max_bytes:
        starts.append(base)
        if unknown:
            limits.append(base + _utf8_len(unknown))
            return [unknown]
        limits.append(base + nbytes)
        return [word]
    pos = _byte_positions(word)
    out = []
    start = 0
    n = len(word)
    while start < n:
        for end in range(n, start, -1):
            piece = word[start:end]
            if start > 0:
                piece = suffix + piece
            if piece in table:
                break
        else:
            starts.append(base)
            limits.append(base + nbytes)
            return [unknown if unknown else word]
        out.append(piece)
        starts.append(base + (start if pos is None else pos[start]))
        limits.append(base + (end if pos is None else pos[end]))
        start = end
    return out


def _check_wordpiece_args(suffix_indicator: Any, max_bytes_per_token: Any, unknown_token: Any) -> None:
    if not isinstance(suffix_indicator, str):
        raise TypeError("Wrong input type for suffix_indicator, should be string.")
    if not isinstance(unknown_token, str):
        raise TypeError("Wrong input type for unknown_token, should be string.")


class WordpieceTokenizer(TextTensorOperation):
    """Split each word of a str array (scalar or 1-D) into the longest sub-words found in ``vocab``, later pieces
    prefixed with ``suffix_indicator``; a word that cannot be split (or longer than ``max_bytes_per_token`` bytes)
    becomes ``unknown_token`` (itself when that is ``''``). Output: a 1-D str array of all pieces, and with
    ``with_offsets`` uint32 byte offsets within each word. Mirrors ``text.WordpieceTokenizer`` (2.10).

    Raises:
        ValueError: if ``vocab`` is None or ``max_bytes_per_token`` is outside [0, 2**32-1]. TypeError: on
        argument types. RuntimeError: for input that is not a string array of rank 0 or 1.
    """

    def __init__(
        self,
        vocab: Vocab,
        suffix_indicator: str = "##",
        max_bytes_per_token: int = 100,
        unknown_token: str = "[UNK]",
        with_offsets: bool = False,
    ) -> None:
        _check_vocab_arg(vocab, "vocab is not provided.")
        _check_wordpiece_args(suffix_indicator, max_bytes_per_token, unknown_token)
        _check_bool(with_offsets, "with_offsets")
        check_uint32(max_bytes_per_token)
        self.vocab = vocab
        self.suffix_indicator = suffix_indicator
        self.max_bytes_per_token = max_bytes_per_token
        self.unknown_token = unknown_token
        self.with_offsets = with_offsets

    def _pieces(self, words: list[str], bases: list[int] | None) -> Any:
        table = self.vocab.c_vocab or {}
        tokens: list[str] = []
        starts: list[int] = []
        limits: list[int] = []
        for k, w in enumerate(words):
            base = bases[k] if bases is not None else 0
            tokens += _wordpiece(
                w, base, table, self.suffix_indicator, self.max_bytes_per_token, self.unknown_token, starts, limits
            )
        if not tokens:
            tokens, starts, limits = [""], [0], [0]
        out = np.array(tokens)
        if self.with_offsets:
            return out, np.array(starts, np.uint32), np.array(limits, np.uint32)
        return out

    def _apply(self, x):
        if x.ndim > 1 or not _is_str(x):
            raise op_error(
                "WordpieceTokenizer: The input shape should be 1D scalar the input datatype should be string."
            )
        return self._pieces(x.reshape(-1).tolist(), None)


class BertTokenizer(TextTensorOperation):
    """:class:`BasicTokenizer` then :class:`WordpieceTokenizer` on its tokens; offsets are byte positions in the
    normalized text. Arguments as those two. Mirrors ``text.BertTokenizer`` (2.10).

    Raises:
        ValueError/TypeError: on bad arguments. RuntimeError: for input that is not a scalar string.
    """

    def __init__(
        self,
        vocab: Vocab,
        suffix_indicator: str = "##",
        max_bytes_per_token: int = 100,
        unknown_token: str = "[UNK]",
        lower_case: bool = False,
        keep_whitespace: bool = False,
        normalization_form: NormalizeForm = NormalizeForm.NONE,
        preserve_unused_token: bool = True,
        with_offsets: bool = False,
    ) -> None:
        _check_vocab_arg(vocab, "vacab is not provided.")
        if not isinstance(suffix_indicator, str):
            raise TypeError("Wrong input type for suffix_indicator, should be string.")
        if not isinstance(max_bytes_per_token, int):
            raise TypeError("Wrong input type for max_bytes_per_token, should be int.")
        check_uint32(max_bytes_per_token)
        if not isinstance(unknown_token, str):
            raise TypeError("Wrong input type for unknown_token, should be string.")
        for name, val in (
            ("lower_case", lower_case),
            ("keep_whitespace", keep_whitespace),
            ("preserve_unused_token", preserve_unused_token),
            ("with_offsets", with_offsets),
        ):
            _check_bool(val, name)
        self._basic = BasicTokenizer(lower_case, keep_whitespace, normalization_form, preserve_unused_token, True)
        self._wordpiece = WordpieceTokenizer(vocab, suffix_indicator, max_bytes_per_token, unknown_token, with_offsets)
        self.vocab = vocab
        self.suffix_indicator = suffix_indicator
        self.max_bytes_per_token = max_bytes_per_token
        self.unknown_token = unknown_token
        self.lower_case = lower_case
        self.keep_whitespace = keep_whitespace
        self.normalization_form = normalization_form
        self.preserve_unused_token = preserve_unused_token
        self.with_offsets = with_offsets

    def _apply(self, x):
        words, starts, _ = self._basic._apply(x)
        return self._wordpiece._pieces(words.tolist(), starts.tolist() if self.with_offsets else None)


# ------------------------------------------------------------------------------------------------ string maps
def _map_strings(x: np.ndarray, fn: Callable[[str], str], who: str) -> np.ndarray:
    if not _is_str(x):
        raise op_error(f"{who}: input is not string datatype.")
    if x.ndim == 0:
        return np.array(fn(x.item()))
    return np.array([fn(s) for s in x.reshape(-1).tolist()]).reshape(x.shape)


class CaseFold(TextTensorOperation):
    """Unicode case folding with NFKC normalization (ICU's NFKC_Casefold, e.g. ``'ß'`` -> ``'ss'``) of every
    string of an array of any shape. Mirrors ``text.CaseFold`` (2.10).

    Raises:
        RuntimeError: for a non-string input.
    """

    def _apply(self, x):
        return _map_strings(x, _u.nfkc_casefold, "CaseFold")


class NormalizeUTF8(TextTensorOperation):
    """Unicode-normalize every string of an array (``normalize_form``, NFKC by default; NONE leaves them).
    Mirrors ``text.NormalizeUTF8`` (2.10).

    Raises:
        TypeError: if ``normalize_form`` is not a ``NormalizeForm``. RuntimeError: for a non-string input.
    """

    def __init__(self, normalize_form: NormalizeForm = NormalizeForm.NFKC) -> None:
        if not isinstance(normalize_form, NormalizeForm):
            raise TypeError("Wrong input type for normalization_form, should be enum of 'NormalizeForm'.")
        self.normalize_form = normalize_form

    def _apply(self, x):
        form = _FORMS[self.normalize_form]
        return _map_strings(x, lambda s: _u.normalize(form, s), "NormalizeUTF8")


class RegexReplace(TextTensorOperation):
    """Replace the matches of ``pattern`` (ICU regex syntax) with ``replace`` (``$1``/``${name}`` refer to groups),
    all of them or only the first (``replace_all``). On an array of more than one string MindSpore 2.10's kernel
    returns all results joined in the first element and ``''`` in the others; that is reproduced.
    Mirrors ``text.RegexReplace`` (2.10).

    Raises:
        TypeError: on argument types. RuntimeError: for a non-string input or a pattern that does not compile.
    """

    def __init__(self, pattern: str, replace: str, replace_all: bool = True) -> None:
        type_check(pattern, (str,), "pattern")
        type_check(replace, (str,), "replace")
        type_check(replace_all, (bool,), "replace_all")
        self.pattern = pattern
        self.replace = replace
        self.replace_all = replace_all

    def _apply(self, x):
        if not _is_str(x):
            raise op_error("RegexReplace: input is not string datatype.")
        rx = _check_regex(self.pattern, "RegexReplace")
        repl = _u.icu_replacement(self.replace)
        count = 0 if self.replace_all else 1
        if x.ndim == 0:
            return np.array(rx.sub(repl, x.item(), count=count))
        res = [rx.sub(repl, s, count=count) for s in x.reshape(-1).tolist()]
        if len(res) > 1:
            res = ["".join(res)] + [""] * (len(res) - 1)
        return np.array(res).reshape(x.shape)


# MindSpore's FilterWikipediaXML patterns, in the order its C++ kernel applies them: a std::map keyed by the pattern
# text, so sorted byte-wise, which runs the digits and the letters before the tags and '[^a-z\n]+' before the wiki
# markup patterns (those then never match and are left out here). Its table maps 'R' to ''. ICU's '.' stops at
# any line terminator.
_ICU_DOT = r"[^\n\r\x85\u2028\u2029]"
_DIGITS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
_WIKI_STEPS = (
    (re.compile("&[^;]*;"), " "),
    (re.compile("[0-9]"), lambda m: f" {_DIGITS[int(m.group())]} "),
    (re.compile(f"<{_ICU_DOT}*>"), ""),
    (re.compile("<[^>]*>"), ""),
    (re.compile("[A-Z]"), lambda m: "" if m.group() == "R" else m.group().lower()),
    (re.compile(r"[^a-z\n]+"), " "),
    (re.compile(r"\n "), ""),
    (re.compile(r"\n\s*\n"), "n"),
    (re.compile(r"\s+"), " "),
)


# what ICU's UnicodeString::trim() removes at both ends: u_isWhitespace (space separators but the no-break ones,
# line/paragraph separators, \t..\r, \x1c..\x1f)
_ICU_TRIM = "".join(
    chr(c)
    for c in range(0x3001)
    if 0x09 <= c <= 0x0D
    or 0x1C <= c <= 0x1F
    or (unicodedata.category(chr(c)) in ("Zs", "Zl", "Zp") and c not in (0xA0, 0x2007, 0x202F))
)


def _filter_wikipedia(text: str) -> str:
    if "#redirect" in text or "#REDIRECT" in text:
        return ""
    text = text.strip(_ICU_TRIM)
    for rx, repl in _WIKI_STEPS:
        text = rx.sub(repl, text)
    return text.strip(" \n")


class FilterWikipediaXML(TextTensorOperation):
    """Reduce Wikipedia XML text to lower-case ASCII words: MindSpore 2.10's C++ kernel, quirks included.

    The result of each string: ``''`` when it contains ``#redirect`` or ``#REDIRECT``; otherwise, after trimming
    white space at both ends, HTML entities (``&...;``) become
    spaces, each digit its English name (``'7'`` -> ``' seven '``), tags (``<...>``) are removed, upper-case ASCII
    letters are lowered except ``R``, which is dropped (MindSpore's table maps it to ''), every run of other
    characters (punctuation, non-ASCII letters) becomes one space, a newline before a space is removed, blank lines
    become the letter ``n``, white space runs one space, and the ends are trimmed. Wiki link markup is not
    interpreted (MindSpore's order of patterns removes the brackets first). Input: a str scalar or array; an array
    keeps its shape but, as in MindSpore, only its first string is filtered and the others come back ``''``.
    Mirrors ``text.FilterWikipediaXML()`` (2.10).

    Raises:
        RuntimeError: for a non-string or empty input (MindSpore's pipeline errors).
    """

    def _apply(self, x):
        if not _is_str(x):
            raise op_error("RegexReplace: input is not of type string.")
        if x.size == 0:
            raise op_error("Input Tensor has no data.")
        if x.ndim == 0:
            return np.array(_filter_wikipedia(x.item()))
        flat = x.reshape(-1).tolist()
        return np.array([_filter_wikipedia(flat[0])] + [""] * (len(flat) - 1)).reshape(x.shape)


class ToVectors(TextTensorOperation):
    """Map each token of a str scalar or array to its vector in ``vectors`` (a :class:`Vectors`, ``GloVe`` or
    ``FastText``): float32, ``(dim,)`` for a scalar, ``(n, dim)`` for ``n`` tokens (an array of any shape is
    flattened). Tokens not found get ``unk_init`` (default zeros); with ``lower_case_backup`` a token not found is
    looked up again in lower case. Mirrors ``text.ToVectors(vectors, unk_init=None, lower_case_backup=False)``
    (2.10).

    Raises:
        TypeError: bad argument types. RuntimeError: a non-string input, or ``unk_init`` not of the vectors'
        length (MindSpore's pipeline errors).
    """

    def __init__(self, vectors: Vectors, unk_init: list | tuple | None = None, lower_case_backup: bool = False):
        type_check(vectors, (Vectors,), "vectors")
        if unk_init is not None:
            type_check(unk_init, (list, tuple), "unk_init")
            for i, value in enumerate(unk_init):
                type_check(value, (int, float), f"unk_init[{i}]")
        type_check(lower_case_backup, (bool,), "lower_case_backup")
        self.vectors = vectors
        self.unk_init = list(unk_init) if unk_init is not None else []
        self.lower_case_backup = lower_case_backup

    def _apply(self, x):
        if not _is_str(x):
            raise op_error("ToVectors: input tensor type should be string.")
        dim = self.vectors.dim()
        if self.unk_init and len(self.unk_init) != dim:
            raise op_error(
                f"ToVectors: unk_init must be the same length as vectors, but got unk_init: {len(self.unk_init)} "
                f"and vectors: {dim}"
            )
        unk = np.array(self.unk_init, np.float32) if self.unk_init else np.zeros(dim, np.float32)
        look = self.vectors.lookup
        if x.ndim == 0:
            return look(x.item(), unk, self.lower_case_backup).copy()
        out = [look(t, unk, self.lower_case_backup) for t in x.reshape(-1).tolist()]
        return np.stack(out).astype(np.float32) if out else np.zeros((0, dim), np.float32)


class PythonTokenizer:
    """Tokenize each string of a numpy array with ``tokenizer`` (a Python function from str to a list of str);
    bytes are decoded first. A scalar gives a 1-D array, an array of shape S one of shape S + (n,).
    Mirrors ``text.PythonTokenizer`` (2.10), which is a plain Python callable, not a C++ operation.

    Raises:
        TypeError: if ``tokenizer`` is not callable, or the input is not a numpy array. RuntimeError: when the
        tokenizer raises (``Error occurred in Pyfunc [name], error message: ...``).
    """

    def __init__(self, tokenizer: Callable[[str], list]) -> None:
        if not callable(tokenizer):
            raise TypeError("tokenizer is not a callable Python function.")
        self.pyfunc = tokenizer
        self.tokenizer = np.vectorize(lambda s: np.array(tokenizer(s), dtype="U"), signature="()->(n)")
        self.random = False

    def __call__(self, in_array: np.ndarray) -> np.ndarray:
        if not isinstance(in_array, np.ndarray):
            raise TypeError(f"input should be a NumPy array. Got {type(in_array)}.")
        if in_array.dtype.type is np.bytes_:
            in_array = to_str(in_array)
        try:
            return self.tokenizer(in_array)
        except Exception as e:
            raise RuntimeError(
                f"Error occurred in Pyfunc [{getattr(self.pyfunc, '__name__', '')}], error message: {e}"
            ) from e


# ------------------------------------------------------------------------------------------------ sequences
class Lookup(TextTensorOperation):
    """Map every token of a str array (any shape) to its id in ``vocab``; unknown tokens take the id of
    ``unknown_token``. The ids are int32, cast to ``data_type`` (a numeric MindSpore type or bool).
    Mirrors ``text.Lookup`` (2.10).

    Raises:
        TypeError: on argument types. RuntimeError: for a non-string input, an unknown token without
        ``unknown_token``, an ``unknown_token`` missing from ``vocab`` or a non-numeric ``data_type``.
    """

    def __init__(self, vocab: Vocab, unknown_token: str | None = None, data_type: Any = None) -> None:
        from ...common import dtype as mstype

        if data_type is None:
            data_type = mstype.int32
        if unknown_token is not None:
            type_check(unknown_token, (str,), "unknown_token")
        type_check(vocab, (Vocab,), "vocab is not an instance of text.Vocab.")
        _check_mstype(data_type, "data_type")
        self.vocab = vocab
        self.unknown_token = unknown_token
        self.data_type = data_type

    def _apply(self, x):
        return _lookup(self.vocab.c_vocab or {}, self.unknown_token, self.data_type, x)


def _lookup(table: dict, unknown_token: str | None, data_type: Any, x: np.ndarray) -> np.ndarray:
    """Lookup's kernel: the ids of the tokens of the str array ``x`` in ``table``, cast to ``data_type``."""
    from ...common import dtype as mstype

    default = -1
    if unknown_token is not None:
        if unknown_token not in table:
            raise op_error(f'Lookup: "{unknown_token}" doesn\'t exist in vocab.', _SYNTAX)
        default = table[unknown_token]
    if data_type not in mstype.number_type and data_type != mstype.bool_:
        raise op_error("Lookup : The parameter data_type must be numeric including bool.", _SYNTAX)
    if not _is_str(x):
        raise op_error("Lookup: input is not string datatype.")
    ids = []
    for w in x.reshape(-1).tolist():
        i = table.get(w, default)
        if i == -1:
            raise op_error(
                f'Lookup: invalid data, token: "{w}" doesn\'t exist in vocab and no unknown token is specified.'
            )
        ids.append(i)
    out = np.array(ids, np.int32).reshape(x.shape)
    dtype = _np_dtype(data_type)
    return out if dtype == out.dtype else out.astype(dtype)


class Ngram(TextTensorOperation):
    """The n-grams of a 1-D str array for each n in ``n`` (in that order), tokens joined by ``separator``, with
    ``left_pad``/``right_pad`` = (token, width) padding (width capped at n-1); an n larger than the padded sequence
    gives one ``''``. Mirrors ``text.Ngram`` (2.10).

    Raises:
        TypeError/ValueError: on bad arguments (MindSpore's messages). RuntimeError: for input that is not a 1-D
        string array.
    """

    def __init__(
        self, n: int | list, left_pad: tuple = ("", 0), right_pad: tuple = ("", 0), separator: str = " "
    ) -> None:
        if isinstance(n, int):
            n = [n]
        if not (isinstance(n, list) and n != []):
            raise ValueError("n needs to be a non-empty list of positive integers.")
        for i, gram in enumerate(n):
            type_check(gram, (int,), f"gram[{i}]")
            check_positive(gram, f"gram_{i}")
        for name, pad in (("left_pad", left_pad), ("right_pad", right_pad)):
            if not (isinstance(pad, tuple) and len(pad) == 2 and isinstance(pad[0], str) and isinstance(pad[1], int)):
                raise ValueError(f"{name} needs to be a tuple of (str, int) str is pad token and int is pad_width.")
        if not (left_pad[1] >= 0 and right_pad[1] >= 0):
            raise ValueError("padding width need to be positive numbers.")
        type_check(separator, (str,), "separator")
        self.ngrams = n
        self.left_pad = left_pad
        self.right_pad = right_pad
        self.separator = separator

    def _apply(self, x):
        if not _is_str(x) or x.ndim != 1:
            raise op_error("Ngram: input is not a 1D data with string datatype.")
        (lpad, llen), (rpad, rlen) = self.left_pad, self.right_pad
        res = []
        for n in self.ngrams:
            seq = [lpad] * min(llen, n - 1) + x.tolist() + [rpad] * min(rlen, n - 1)
            if len(seq) < n:
                res.append("")
                continue
            res.extend(self.separator.join(seq[i : i + n]) for i in range(len(seq) - n + 1))
        return np.array(res)


class SlidingWindow(TextTensorOperation):
    """Windows of ``width`` consecutive elements of a 1-D array, stacked into shape (len - width + 1, width)
    (an empty 1-D array when the input is shorter). Only axis 0 / -1. Mirrors ``text.SlidingWindow`` (2.10).

    Raises:
        TypeError/ValueError: on bad arguments. RuntimeError: for input that is not 1-D or another axis.
    """

    def __init__(self, width: int, axis: int = 0) -> None:
        check_pos_int32(width, "width")
        type_check(axis, (int,), "axis")
        self.width = width
        self.axis = axis

    def _apply(self, x):
        if x.ndim != 1:
            raise op_error(f"SlidingWindow: SlidingWindow supports 1D input only for now, but got {x.ndim}D.")
        if self.axis not in (0, -1):
            raise op_error(f"SlidingWindow: The parameter axis supports 0 or -1 only for now, but got {self.axis}.")
        w = self.width
        if x.shape[0] < w:
            return np.array([], dtype=x.dtype if not _is_str(x) else "<U1")
        return np.stack([x[i : i + w] for i in range(x.shape[0] - w + 1)])


_INT_RE = re.compile(r"[ \t\n\v\f\r]*([+-]?[0-9]+)")
_FLOAT_RE = re.compile(
    r"[ \t\n\v\f\r]*([+-]?(?:inf(?:inity)?|nan(?:\([0-9A-Za-z_]*\))?"
    r"|0[xX](?:[0-9a-fA-F]+\.?[0-9a-fA-F]*|\.[0-9a-fA-F]+)(?:[pP][+-]?[0-9]+)?"
    r"|(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?))",
    re.IGNORECASE,
)


def _strtod(text: str) -> float:
    """The value of a number matched by ``_FLOAT_RE`` (C's ``strtod`` syntax: decimal, hex, inf, nan)."""
    low = text.lower().lstrip("+-")
    neg = text.startswith("-")
    if low.startswith("0x"):
        body = low[2:] if "p" in low else low[2:] + "p0"
        if body.startswith("."):
            body = "0" + body
        return float.fromhex(("-" if neg else "") + "0x" + body)
    if low.startswith("nan"):
        return math.nan
    return float(text.split("(")[0])


class ToNumber(TextTensorOperation):
    """Parse every string of an array into ``data_type`` (a numeric MindSpore type), as C++'s ``std::stoll`` /
    ``stoull`` / ``stof`` / ``stod`` do: leading white space is skipped and trailing text ignored; a '-' anywhere
    is out of range for unsigned types; float results that overflow or underflow (subnormal) are out of range.
    Mirrors ``text.ToNumber`` (2.10).

    Raises:
        TypeError: if ``data_type`` is not a numeric MindSpore type. RuntimeError: for a non-string input, a string
        that is not a number, or a value out of the type's range.
    """

    def __init__(self, data_type: Any) -> None:
        from ...common import dtype as mstype

        _check_mstype(data_type, "data_type")
        if data_type not in mstype.number_type:
            raise TypeError(f"data_type: {data_type} is not numeric data type.")
        self.data_type = data_type
        self._dtype = _np_dtype(data_type)

    def _apply(self, x):
        if not _is_str(x):
            raise op_error("ToNumber: input should be string datatype.")
        dt = self._dtype
        vals = [self._one(s, dt) for s in x.reshape(-1).tolist()]
        if dt == np.float16:
            out32 = np.array(vals, np.float32)
            big = np.abs(out32) > 65504
            if big.any():
                v = float(out32[big][0])
                raise op_error(
                    f"ToFloat16: value {v:f}in input data is outside of valid float16 range [65504.000000, -65504.000000]."
                )
            return out32.astype(np.float16).reshape(x.shape)
        return np.array(vals, dt).reshape(x.shape)

    @staticmethod
    def _one(s: str, dt: np.dtype) -> Any:
        name = dt.name
        if dt.kind in "iu":
            m = _INT_RE.match(s)
            if m is None:
                if dt.kind == "i":
                    raise op_error(f'ToNumber: it is invalid to convert "{s}" to a number.')
                raise op_error(f'ToNumber: It is invalid to convert "{s}" to an unsigned integer.')
            v = int(m.group(1))
            info = np.iinfo(dt)
            if not info.min <= v <= info.max or (dt.kind == "u" and "-" in s):
                raise op_error(
                    f"ToNumber: string input {s} will be out of bounds if cast to {name}. The valid range is: "
                    f"[{info.min}, {info.max}]."
                )
            return v
        m = _FLOAT_RE.match(s)
        if m is None:
            raise op_error(f'ToNumber: it is invalid to convert "{s}" to an unsigned integer.')
        v = _strtod(m.group(1))
        fi = np.finfo(np.float64 if name == "float64" else np.float32)
        if name != "float64":
            with np.errstate(over="ignore", under="ignore"):
                v = float(np.float32(v))
        underflow = abs(v) < fi.tiny and (v != 0 or _nonzero_mantissa(m.group(1)))
        if not math.isnan(v) and (abs(v) > fi.max or underflow):
            raise op_error(
                f"ToNumber: string input {s} will be out of bounds if cast to {name}. The valid range is: "
                f"[{float(-fi.max):f}, {float(fi.max):f}]."
            )
        return v


def _nonzero_mantissa(text: str) -> bool:
    """Whether the mantissa of a number matched by ``_FLOAT_RE`` has a nonzero digit."""
    low = text.lower().lstrip("+-")
    if low.startswith(("inf", "nan")):
        return False
    if low.startswith("0x"):
        return any(c not in "0." for c in low[2:].split("p")[0])
    return any(c not in "0." for c in low.split("e")[0])


class TruncateSequencePair(TextTensorOperation):
    """Shorten two 1-D arrays, one element at a time from the end of the longer one (the second on ties), until
    their total length is at most ``max_length``. Mirrors ``text.TruncateSequencePair`` (2.10).

    Raises:
        RuntimeError: for a negative ``max_length`` or inputs that are not both 1-D.
    """

    def __init__(self, max_length: int) -> None:
        self.max_length = max_length

    def _apply(self, a, b):
        if self.max_length < 0:
            raise op_error(
                f"TruncateSequencePair : The parameter max_length must be greater than or equal to 0: "
                f"{self.max_length}",
                _SYNTAX,
            )
        if a.ndim != 1 or b.ndim != 1:
            raise op_error("TruncateSequencePair: both data column should be of rank 1.")
        n1, n2 = a.shape[0], b.shape[0]
        total = n1 + n2
        while total > self.max_length:
            if n1 > n2:
                n1 -= 1
            else:
                n2 -= 1
            total -= 1
        return a[:n1], b[:n2]


class Truncate(TextTensorOperation):
    """Keep the first ``max_seq_len`` elements of a 1-D array (of each row of a 2-D one).
    Mirrors ``text.Truncate`` (2.10).

    Raises:
        TypeError/ValueError: if ``max_seq_len`` is not an int in [1, 2**31-1]. RuntimeError: for input of another
        rank or type.
    """

    def __init__(self, max_seq_len: int) -> None:
        check_pos_int32(max_seq_len, "max_seq_len")
        self.max_seq_len = max_seq_len

    def _apply(self, x):
        if x.ndim not in (1, 2):
            raise op_error("Truncate: the input tensor should be of dimension 1 or 2.")
        if x.dtype.kind not in "Ubiuf":
            raise op_error(
                "Truncate: Truncate: the input tensor should be in type of [bool, int, float, double, string]."
            )
        return x[..., : self.max_seq_len].copy()


class AddToken(TextTensorOperation):
    """Insert ``token`` at the start (``begin``) or end of a 1-D str array, or of each row of a 2-D one.
    Mirrors ``text.AddToken`` (2.10).

    Raises:
        TypeError: on argument types. RuntimeError: for input that is not a 1-D/2-D string array.
    """

    def __init__(self, token: str, begin: bool = True) -> None:
        type_check(token, (str,), "token")
        type_check(begin, (bool,), "begin")
        self.token = token
        self.begin = begin

    def _apply(self, x):
        if x.ndim not in (1, 2):
            raise op_error("AddToken: input tensor rank should be 1 or 2.")
        if not _is_str(x):
            raise op_error("AddToken: input tensor type should be string.")
        tok = np.full(x.shape[:-1] + (1,), self.token)
        parts = (tok, x) if self.begin else (x, tok)
        return np.concatenate(parts, axis=-1)
