"""`mindspore.dataset.text`: text transforms (tokenizers, Lookup, Ngram, ...) and utilities (Vocab, to_str, ...)."""

from ... import _api
from . import transforms, utils
from .transforms import (
    AddToken,
    BasicTokenizer,
    BertTokenizer,
    CaseFold,
    FilterWikipediaXML,
    Lookup,
    Ngram,
    NormalizeUTF8,
    PythonTokenizer,
    RegexReplace,
    RegexTokenizer,
    SlidingWindow,
    TextTensorOperation,
    ToVectors,
    ToNumber,
    Truncate,
    TruncateSequencePair,
    UnicodeCharTokenizer,
    UnicodeScriptTokenizer,
    WhitespaceTokenizer,
    WordpieceTokenizer,
)
from .utils import (
    FastText,
    GloVe,
    Vectors,
    JiebaMode,
    NormalizeForm,
    SentencePieceModel,
    SPieceTokenizerLoadType,
    SPieceTokenizerOutType,
    Vocab,
    to_bytes,
    to_str,
)

__all__ = _api.names(__name__)
