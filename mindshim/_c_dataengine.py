"""`mindspore._c_dataengine`: the dataset engine's C++ objects that libraries build directly (MindNLP's Lookup and
BasicTokenizer): ``DataType``, ``NormalizeForm``, ``Vocab`` and the ``LookupOperation`` / ``BasicTokenizerOperation``
that a transform's ``parse()`` returns, run by ``TensorOperation.__call__`` and ``map``."""

from __future__ import annotations

import enum
import importlib
from typing import Any

import numpy as np

__all__ = ["DataType", "NormalizeForm", "Vocab", "LookupOperation", "BasicTokenizerOperation"]

_TYPE_NAMES = ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "float16")
_TYPE_NAMES += ("float32", "float64", "string")


class DataType:
    """The dataset engine's element type, named as MindSpore names it (``DataType("int32")``; ``str`` gives the
    name). Mirrors ``mindspore._c_dataengine.DataType`` for the numeric, bool and string types.

    Raises:
        RuntimeError: an unknown name.
    """

    def __init__(self, name: str) -> None:
        if name not in _TYPE_NAMES:
            raise RuntimeError(f"Invalid data type string: {name}")
        self._name = name

    def __str__(self) -> str:
        return self._name

    def __repr__(self) -> str:
        return self._name

    def __eq__(self, other: object) -> bool:
        return isinstance(other, DataType) and other._name == self._name

    def __hash__(self) -> int:
        return hash(self._name)

    def _mstype(self) -> Any:
        from .common import dtype as mstype

        return (
            mstype.string
            if self._name == "string"
            else getattr(mstype, "bool_" if self._name == "bool" else self._name)
        )


def _text(module: str) -> Any:
    """``mindshim.dataset.text.<module>``, imported when an engine object first runs its text kernel (the text
    transforms import this module for its enums, so this one does not import them at load time)."""
    return importlib.import_module(f"mindshim.dataset.text.{module}")


class NormalizeForm(enum.IntEnum):
    """The engine's Unicode normalization forms (``text.NormalizeForm`` maps onto them through
    ``text.transforms.DE_C_INTER_NORMALIZE_FORM``). Mirrors ``mindspore._c_dataengine.NormalizeForm``."""

    DE_NORMALIZE_NONE = 0
    DE_NORMALIZE_NFC = 1
    DE_NORMALIZE_NFKC = 2
    DE_NORMALIZE_NFD = 3
    DE_NORMALIZE_NFKD = 4

    def __str__(self) -> str:
        return f"NormalizeForm.{self.name}"


class Vocab(dict):
    """The engine's ``{token: id}`` table (``text.Vocab.c_vocab``). Mirrors ``mindspore._c_dataengine.Vocab`` for
    what libraries call: ``Vocab.from_dict(word_dict)``, ``tokens_to_ids``, ``ids_to_tokens`` and ``vocab()``."""

    @staticmethod
    def from_dict(word_dict: dict) -> Vocab:
        """A table holding ``word_dict``'s tokens and ids."""
        return Vocab(word_dict)

    def vocab(self) -> dict:
        """The table as a dict."""
        return dict(self)

    def tokens_to_ids(self, tokens: Any) -> Any:
        """The id of a token, or a list of ids for a list of tokens (-1 for unknown tokens)."""
        if isinstance(tokens, str):
            return self.get(tokens, -1)
        return [self.get(t, -1) for t in tokens]

    def ids_to_tokens(self, ids: Any) -> Any:
        """The token of an id, or a list of tokens for a list of ids ('' for unknown ids)."""
        back = {v: k for k, v in self.items()}
        if isinstance(ids, (int, np.integer)):
            return back.get(int(ids), "")
        return [back.get(int(i), "") for i in ids]


class LookupOperation:
    """The operation ``text.Lookup`` parses to: ``LookupOperation(vocab, unknown_token, data_type)`` with
    ``vocab`` a :class:`Vocab` (or any ``{token: id}`` mapping), ``unknown_token`` a token or None and
    ``data_type`` an element type name (``"int32"``). Mirrors ``mindspore._c_dataengine.LookupOperation``."""

    def __init__(self, vocab: Any, unknown_token: str | None, data_type: str) -> None:
        self.vocab, self.unknown_token, self.data_type = vocab, unknown_token, DataType(str(data_type))

    def _apply(self, x: np.ndarray) -> np.ndarray:
        _lookup = _text("transforms")._lookup
        return _lookup(dict(self.vocab), self.unknown_token, self.data_type._mstype(), x)


class BasicTokenizerOperation:
    """The operation ``text.BasicTokenizer`` parses to: ``BasicTokenizerOperation(lower_case, keep_whitespace,
    normalization_form, preserve_unused_token, with_offsets)`` with ``normalization_form`` a :class:`NormalizeForm`.
    Runs ``text.BasicTokenizer``'s kernel. Mirrors ``mindspore._c_dataengine.BasicTokenizerOperation``."""

    def __init__(
        self,
        lower_case: bool,
        keep_whitespace: bool,
        normalization_form: Any,
        preserve_unused_token: bool,
        with_offsets: bool,
    ) -> None:
        BasicTokenizer = _text("transforms").BasicTokenizer
        TextForm = _text("utils").NormalizeForm

        self._op = BasicTokenizer(
            lower_case, keep_whitespace, TextForm(int(normalization_form)), preserve_unused_token, with_offsets
        )

    def _apply(self, x: np.ndarray) -> Any:
        return self._op._apply(x)
