"""`mindspore.dataset.text.utils`: Vocab (token <-> id tables), the text enums and the to_str/to_bytes helpers."""

from __future__ import annotations

from ... import _api
from enum import IntEnum
from typing import Any

import numpy as np

from ..core.validator_helpers import INT32_MAX, check_positive, check_value, type_check, type_check_list
from ..engine._parallel import op_error
from ._cxx_hashmap import iteration_order

__all__ = _api.names(__name__)


class JiebaMode(IntEnum):
    """Segmentation algorithms of ``JiebaTokenizer`` (MIX, MP, HMM). Mirrors ``text.JiebaMode``."""

    MIX = 0
    MP = 1
    HMM = 2


class NormalizeForm(IntEnum):
    """Unicode normalization forms for ``NormalizeUTF8``/``BasicTokenizer``. Mirrors ``text.NormalizeForm``."""

    NONE = 0
    NFC = 1
    NFKC = 2
    NFD = 3
    NFKD = 4


class SentencePieceModel(IntEnum):
    """SentencePiece subword algorithms. Mirrors ``text.SentencePieceModel``."""

    UNIGRAM = 0
    BPE = 1
    CHAR = 2
    WORD = 3


class SPieceTokenizerOutType(IntEnum):
    """Output type of ``SentencePieceTokenizer``. Mirrors ``text.SPieceTokenizerOutType``."""

    STRING = 0
    INT = 1


class SPieceTokenizerLoadType(IntEnum):
    """Where ``SentencePieceTokenizer`` loads its model from. Mirrors ``text.SPieceTokenizerLoadType``."""

    FILE = 0
    MODEL = 1


def _check_unique_words(words: Any, arg_name: str) -> set:
    """A list of distinct str, with MindSpore's messages; returns the set of words."""
    type_check(words, (list,), arg_name)
    seen: set = set()
    for word in words:
        type_check(word, (str,), arg_name)
        if word in seen:
            raise ValueError(f"{arg_name} contains duplicate word: {word}.")
        seen.add(word)
    return seen


def _check_vocab(table: Any) -> None:
    if not isinstance(table, dict):
        raise RuntimeError(
            f"The Vocab has not built yet, got type {type(table)}. Use Vocab.from_dataset(), Vocab.from_list(), "
            "Vocab.from_file() or Vocab.from_dict() to build a Vocab."
        )


class Vocab:
    """A table between tokens (str) and ids (int), built with one of the ``from_*`` class methods.
    Mirrors ``mindspore.dataset.text.Vocab`` (2.10).

    ``c_vocab`` holds the ``{token: id}`` table (None until built). ``vocab()`` returns it as a dict in the order
    MindSpore's C++ hash map lists it (see `_cxx_hashmap`); looking up an unknown token gives -1 and an unknown id
    gives ``''``, as in MindSpore.
    """

    def __init__(self) -> None:
        self.c_vocab: dict | None = None
        self._id2word: dict | None = None
        self._from_dict = False
        self._order: list | None = None

    @classmethod
    def _of(cls, table: dict, from_dict: bool = False) -> Vocab:
        vocab = cls()
        vocab.c_vocab = table
        vocab._from_dict = from_dict
        return vocab

    def _hash_order(self) -> list:
        """The tokens in the order of MindSpore's ``std::unordered_map`` (built by replaying its insertions:
        ``from_dict`` goes through one map reserved for the dict's size, then a fresh one)."""
        if self._order is None:
            keys = list(self.c_vocab)
            if self._from_dict:
                keys = iteration_order(keys, reserve=len(keys))
            self._order = iteration_order(keys)
        return self._order

    @classmethod
    def from_dataset(
        cls,
        dataset: Any,
        columns: list | str | None = None,
        freq_range: tuple | None = None,
        top_k: int | None = None,
        special_tokens: list | None = None,
        special_first: bool = True,
    ) -> Vocab:
        """Count the tokens of ``columns`` (all columns by default; string columns of any shape) over one pass of
        ``dataset``; keep those whose count is within ``freq_range`` (inclusive, None for no bound), order them by
        count (descending) then token, keep the first ``top_k`` and add ``special_tokens`` before (``special_first``)
        or after them.

        Raises:
            TypeError/ValueError: on bad arguments (MindSpore's messages). RuntimeError: for an unknown column, a
            numeric column, or a special token that is also a counted token.
        """
        if columns is not None and not isinstance(columns, list):
            columns = [columns]
            type_check_list(columns, (str,), "col")
        if freq_range is not None:
            type_check(freq_range, (tuple,), "freq_range")
            if len(freq_range) != 2:
                raise ValueError("freq_range needs to be a tuple of 2 element.")
            for num in freq_range:
                if num is not None and not isinstance(num, int):
                    raise ValueError(
                        "freq_range needs to be either None or a tuple of 2 integers or an int and a None."
                    )
            lo, hi = freq_range
            if isinstance(lo, int) and isinstance(hi, int) and (lo > hi or lo < 0):
                raise ValueError("frequency range [a,b] should be 0 <= a <= b (a,b are inclusive).")
        type_check(top_k, (int, type(None)), "top_k")
        if isinstance(top_k, int):
            check_positive(top_k, "top_k")
        type_check(special_first, (bool,), "special_first")
        if special_tokens is not None:
            _check_unique_words(special_tokens, "special_tokens")
        lo, hi = freq_range if freq_range is not None else (None, None)
        lo = 0 if lo is None else lo
        hi = 2**63 - 1 if hi is None else hi
        if lo < 0 or lo > hi:
            raise ValueError("frequency range [a,b] should be 0 <= a <= b (a,b are inclusive).")
        return cls._build(dataset, columns, lo, hi, top_k, special_tokens, special_first)

    @classmethod
    def _build(
        cls, dataset: Any, columns: Any, lo: int, hi: int, top_k: Any, special_tokens: Any, special_first: bool
    ) -> Vocab:
        """What ``from_dataset`` does once its arguments are checked (MindSpore's ``BuildVocabNode``): count, keep
        counts in ``[lo, hi]``, order, cut to ``top_k``, add the special tokens."""
        names = dataset.get_col_names()
        cols = list(range(len(names)))
        if columns:
            cols = []
            for c in columns:
                if c not in names:
                    raise op_error(
                        f"Invalid column name, column name: {c} does not exist, check existed column with dataset "
                        "API 'get_col_names'"
                    )
                cols.append(names.index(c))
        counts: dict[str, int] = {}
        for row in dataset.create_tuple_iterator(num_epochs=1, output_numpy=True):
            for c in cols:
                arr = row[c]
                if arr.dtype.kind != "U":
                    kind = "numeric type: " + arr.dtype.name if arr.dtype.kind != "S" else "type: bytes"
                    raise op_error(
                        f"Invalid datatype, 'build_vocab' only supports string type of input, but got {kind}"
                    )
                for w in arr.reshape(-1).tolist():
                    counts[w] = counts.get(w, 0) + 1
        kept = {w: n for w, n in counts.items() if lo <= n <= hi}
        specials = list(special_tokens or [])
        clash = "".join(sp + "\t" for sp in specials if sp in kept)
        if clash:
            raise op_error(f"Invalid special words, these special words are already in the vocab: {clash}.")
        words = sorted(kept, key=lambda w: (-kept[w], w))
        if top_k is not None:
            words = words[:top_k]
        order = specials + words if special_first else words + specials
        table: dict[str, int] = {}
        for w in order:
            if w not in table:
                table[w] = len(table)
        return cls._of(table)

    @classmethod
    def from_list(cls, word_list: list, special_tokens: list | None = None, special_first: bool = True) -> Vocab:
        """Ids in list order; ``special_tokens`` take the first ids (``special_first``) or the last.

        Raises:
            TypeError: if ``word_list``/``special_tokens`` is not a list of str or ``special_first`` not a bool.
            ValueError: on duplicate words, or a word in both lists.
        """
        word_set = _check_unique_words(word_list, "word_list")
        if special_tokens is not None:
            token_set = _check_unique_words(special_tokens, "special_tokens")
            common = word_set.intersection(token_set)
            if common:
                raise ValueError("special_tokens and word_list contain duplicate word :" + str(common) + ".")
        type_check(special_first, (bool,), "special_first")
        specials = list(special_tokens or [])
        table: dict[str, int] = {}
        base = len(specials) if special_first else 0
        for i, w in enumerate(word_list):
            table[w] = base + i
        base = 0 if special_first else len(table)
        for i, w in enumerate(specials):
            table[w] = base + i
        return cls._of(table)

    @classmethod
    def from_file(
        cls,
        file_path: str,
        delimiter: str = "",
        vocab_size: int | None = None,
        special_tokens: list | None = None,
        special_first: bool = True,
    ) -> Vocab:
        """One token per line of ``file_path`` (the text before ``delimiter`` when it is given), at most
        ``vocab_size`` of them, plus ``special_tokens`` first or last.

        Raises:
            TypeError/ValueError: on bad arguments. RuntimeError: when the file cannot be read or repeats a word.
        """
        if special_tokens is not None:
            _check_unique_words(special_tokens, "special_tokens")
        type_check_list([file_path, delimiter], (str,), ["file_path", "delimiter"])
        if vocab_size is not None:
            check_positive(vocab_size, "vocab_size")
        type_check(special_first, (bool,), special_first)
        specials = list(special_tokens or [])
        try:
            with open(file_path, encoding="utf-8", newline="\n") as fh:
                lines = fh.read().split("\n")
        except OSError as e:
            raise op_error(f"Get real path failed, path={file_path}") from e
        if lines and lines[-1] == "":
            lines.pop()
        table: dict[str, int] = {}
        word_id = len(specials) if special_first else 0
        for line in lines:
            word = line
            if delimiter:
                cut = [word.find(ch) for ch in delimiter if ch in word]
                word = word[: min(cut)] if cut else word
            if word in table:
                raise op_error(f"from_file: word_list contains duplicate word:{word}")
            if word in specials:
                raise op_error(f"from_file: special_tokens and word_list contain duplicate word:{word}")
            table[word] = word_id
            word_id += 1
            if vocab_size is not None and len(table) == vocab_size:
                break
        word_id = 0 if special_first else len(table)
        for w in specials:
            table[w] = word_id
            word_id += 1
        return cls._of(table)

    @classmethod
    def from_dict(cls, word_dict: dict) -> Vocab:
        """The given ``{token: id}`` mapping (ids need not be contiguous).

        Raises:
            TypeError: if it is not a dict of str to int. ValueError: for an id outside [0, 2147483647].
        """
        type_check(word_dict, (dict,), "word_dict")
        for word, word_id in word_dict.items():
            type_check(word, (str,), "word")
            type_check(word_id, (int,), "word_id")
            check_value(word_id, (0, INT32_MAX), "word_id")
        return cls._of(dict(word_dict), from_dict=True)

    def vocab(self) -> dict:
        """The ``{token: id}`` table as a new dict.

        Raises:
            RuntimeError: if the Vocab was not built with a ``from_*`` method.
        """
        _check_vocab(self.c_vocab)
        table = self.c_vocab
        return {w: table[w] for w in self._hash_order()}

    def tokens_to_ids(self, tokens: str | list | np.ndarray) -> int | list:
        """The id of a token (an int) or of each token of a list/array (a list); -1 for unknown tokens.

        Raises:
            TypeError: if ``tokens`` is not a str, a list of str or a numpy array.
        """
        type_check(tokens, (str, list, np.ndarray), "tokens")
        if isinstance(tokens, list):
            for i, t in enumerate(tokens):
                type_check(t, (str, np.str_), f"tokens[{i}]")
        _check_vocab(self.c_vocab)
        table = self.c_vocab
        if isinstance(tokens, np.ndarray):
            tokens = tokens.tolist()
        if isinstance(tokens, str):
            return table.get(tokens, -1)
        return [table.get(t, -1) for t in tokens]

    def ids_to_tokens(self, ids: int | list | np.ndarray) -> str | list:
        """The token of an id (a str) or of each id of a list/array (a list); ``''`` for unknown ids.

        Raises:
            TypeError: if ``ids`` is not an int, a list of int or a numpy array. ValueError: for a negative id.
        """
        type_check(ids, (int, list, np.ndarray), "ids")
        if isinstance(ids, int):
            check_value(ids, (0, INT32_MAX), "ids")
        if isinstance(ids, list):
            for i, v in enumerate(ids):
                type_check(v, (int, np.int_), f"ids[{i}]")
                check_value(v, (0, INT32_MAX), f"ids[{i}]")
        _check_vocab(self.c_vocab)
        if self._id2word is None:
            table = self.c_vocab
            unique = len(set(table.values())) == len(table)
            # with repeated ids the token met last in the hash map's order wins, as in MindSpore
            self._id2word = {table[w]: w for w in (table if unique else self._hash_order())}
        id2word = self._id2word
        if isinstance(ids, np.ndarray):
            ids = ids.tolist()
        if isinstance(ids, int):
            return id2word.get(ids, "")
        return [id2word.get(i, "") for i in ids]


def to_bytes(array: np.ndarray, encoding: str = "utf8") -> np.ndarray:
    """Encode a numpy array of str into an array of bytes. Mirrors ``text.to_bytes``.

    Raises:
        ValueError: if ``array`` is not a numpy array.
    """
    if not isinstance(array, np.ndarray):
        raise ValueError("input should be a NumPy array.")
    return np.char.encode(array, encoding)


def to_str(array: np.ndarray, encoding: str = "utf8") -> np.ndarray:
    """Decode a numpy array of bytes into an array of str. Mirrors ``text.to_str``.

    Raises:
        TypeError: if ``array`` is not a numpy array.
    """
    if not isinstance(array, np.ndarray):
        raise TypeError("input should be a NumPy array.")
    return np.char.decode(array, encoding)


def _strtof(text: str) -> float:
    """A vector value as MindSpore reads it: a number, else 0."""
    try:
        return float(text)
    except ValueError:
        return 0.0


class Vectors:
    """Pre-trained word vectors read from a text file, for :class:`~mindspore.dataset.text.ToVectors`.

    ``Vectors.from_file(file_path, max_vectors=None)`` reads lines ``token v1 v2 ... vD``. As MindSpore's C++
    reader: a first line of two space-separated fields (``count dim``) is a header and skipped; ``D`` is the number
    of single-space-separated fields of the first line after the token; each line's token runs to its first
    space and its values (split on white space) must number ``D``; a value that is not a number reads as 0; the first vector of a repeated token is
    kept; ``max_vectors`` (0 or None: all) limits how many are read. Mirrors ``mindspore.dataset.text.Vectors`` (2.10).

    Raises:
        TypeError / ValueError: ``file_path`` not a str, ``max_vectors`` not an int in [0, 2147483647].
        RuntimeError: a missing or empty file, a line without values, or a line whose vector has another length
        (MindSpore's messages).
    """

    _kind = "Vectors"

    def __init__(self, stoi: dict, vectors: np.ndarray) -> None:
        self._stoi, self._vectors = stoi, vectors

    @classmethod
    def _check_file(cls, file_path: str) -> None:
        """The file-name rule of the subclass (GloVe, FastText)."""

    @classmethod
    def from_file(cls, file_path: str, max_vectors: int | None = None) -> Vectors:
        """Load the vectors of ``file_path`` (see the class)."""
        import os

        type_check(file_path, (str,), "file_path")
        if max_vectors is not None:
            type_check(max_vectors, (int,), "max_vectors")
            check_value(max_vectors, (0, INT32_MAX), "max_vectors")
        cls._check_file(file_path)
        if not os.path.exists(file_path):
            raise op_error(f"Vectors: get real path failed, path: {file_path}")
        with open(file_path, encoding="utf-8") as f:
            lines = f.read().split("\n")
        if lines and lines[-1] == "":
            lines.pop()
        if not lines:
            raise op_error("Vectors: invalid file, file is empty.")
        first = lines[0].split(" ")
        if len(first) == 2:  # ``count dim``
            lines = lines[1:]
            first = lines[0].split(" ") if lines else []
        if first and first[-1] == "":  # a trailing space ends the line, as getline(' ') reads it
            first.pop()
        dim = len(first) - 1  # MindSpore infers the length from the first line split on single spaces ...
        stoi, rows = {}, []
        for line in lines:
            if max_vectors and len(rows) >= max_vectors:
                break
            token, _, rest = line.partition(" ")  # ... and reads each line's token up to a space, then
            values = rest.split()  # its values split on white space
            if not values:
                raise op_error("Vectors: token with 1-dimensional vector.")
            if len(values) != dim:
                raise op_error(
                    "Vectors: all vectors must have the same number of dimensions, but got dim "
                    f"{len(values)} while expecting {dim}"
                )
            if token not in stoi:
                stoi[token] = len(rows)
                rows.append(np.array([_strtof(v) for v in values], np.float32))
        return cls(stoi, np.stack(rows) if rows else np.zeros((0, dim or 0), np.float32))

    def dim(self) -> int:
        """The length of the vectors."""
        return int(self._vectors.shape[1])

    def lookup(self, token: str, unk: np.ndarray, lower_case_backup: bool) -> np.ndarray:
        """The vector of ``token`` (or of its lower case with ``lower_case_backup``), else ``unk``."""
        i = self._stoi.get(token)
        if i is None and lower_case_backup:
            i = self._stoi.get(token.lower())
        return unk if i is None else self._vectors[i]


class GloVe(Vectors):
    """GloVe vectors: :class:`Vectors` from a file named ``glove.6B.*.txt``. Mirrors ``text.GloVe`` (2.10).

    Raises:
        RuntimeError: another file name; as :class:`Vectors` otherwise.
    """

    @classmethod
    def _check_file(cls, file_path: str) -> None:
        import os
        import re

        if not re.fullmatch(r"glove\.6B\..*\.txt", os.path.basename(file_path)):
            raise op_error(f"GloVe: invalid file, can not find file 'glove.6B.*.txt', but got: {file_path}")


class FastText(Vectors):
    """fastText vectors: :class:`Vectors` from a ``*.vec`` file. Mirrors ``text.FastText`` (2.10).

    Raises:
        RuntimeError: another file suffix; as :class:`Vectors` otherwise.
    """

    @classmethod
    def _check_file(cls, file_path: str) -> None:
        if not file_path.endswith(".vec"):
            raise op_error(f"FastText: invalid file, can not find file '*.vec', but got: {file_path}")
