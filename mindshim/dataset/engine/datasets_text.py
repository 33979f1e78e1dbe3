"""`mindspore.dataset` text sources: TextFileDataset, PennTreebankDataset, IWSLT2016/2017Dataset, CLUEDataset and
IMDBDataset."""

from __future__ import annotations

from ... import _api
import json
import math
import os
from typing import Any
from xml.etree import ElementTree

import numpy as np

from . import _text_sources
from . import samplers as _samplers
from ._parallel import op_error
from ..core import config as _config
from ..core.validator_helpers import check_num_parallel_workers, check_pos_int32, check_value, type_check
from ..core.validator_helpers import type_check_list
from .datasets import TextBaseDataset, _MappableSource
from .datasets_standard_format import Shuffle, _FileSource, _find_files, _shuffle_mode

__all__ = _api.names(__name__)


class TextFileDataset(_FileSource):
    """One row per non-empty line of the text files ``dataset_files`` (a path, a glob pattern or a list), in a
    string column ``text`` (0-d numpy unicode arrays, as MindSpore returns them); the trailing line break is removed.

    ``shuffle``: True/``Shuffle.GLOBAL`` (default), ``Shuffle.FILES``, ``Shuffle.INFILE`` or False. Shards are equal
    row ranges over all files, padded by wrapping around. Mirrors ``mindspore.dataset.TextFileDataset`` (2.10).

    Known differences: with several files, rows come file after file (MindSpore interleaves files across its parallel
    workers; with ``num_parallel_workers=1`` both read file after file); shuffled orders differ; files are read
    whole into memory on first use.

    Raises:
        ValueError: if a pattern matches no file.
    """

    def __init__(
        self,
        dataset_files: str | list,
        num_samples: int | None = None,
        num_parallel_workers: int | None = None,
        shuffle: bool | Shuffle = Shuffle.GLOBAL,
        num_shards: int | None = None,
        shard_id: int | None = None,
        cache: Any = None,
    ) -> None:
        super().__init__(dataset_files, num_samples, shuffle, num_shards, shard_id, num_parallel_workers)

    def _col_names(self) -> list:
        return ["text"]

    def _read_file(self, path: str) -> list:
        with open(path, encoding="utf-8") as f:
            lines = [ln.rstrip("\r\n") for ln in f]
        return [[np.array(ln)] for ln in lines if ln]


# ------------------------------------------------------------------------------------------------ argument checks
def _check_dir(dataset_dir: Any) -> None:
    type_check(dataset_dir, (str,), "dataset_dir")
    if not os.path.isdir(dataset_dir) or not os.access(dataset_dir, os.R_OK):
        raise ValueError(f"The folder {dataset_dir} does not exist or is not a directory or permission denied!")


def _check_valid_str(value: Any, valid: list, name: str) -> None:
    type_check(value, (str,), name)
    if value not in valid:
        raise ValueError(f"Input {name} is not within the valid set of {valid}.")


def _check_ints(num_samples: Any, num_parallel_workers: Any, num_shards: Any, shard_id: Any) -> None:
    """MindSpore's ``validate_dataset_param_value`` over the int arguments, then its shard checks."""
    if num_samples is not None:
        type_check(num_samples, (int,), "num_samples")
        _samplers._check_num_samples(num_samples)
    if num_parallel_workers is not None:
        check_num_parallel_workers(num_parallel_workers)
    for name, value in (("num_shards", num_shards), ("shard_id", shard_id)):
        if value is not None:
            type_check(value, (int,), name)
    if num_shards is not None:
        check_pos_int32(num_shards, "num_shards")
        if shard_id is None:
            raise RuntimeError("num_shards is specified and currently requires shard_id as well.")
        check_value(shard_id, [0, num_shards - 1], "shard_id")
    if num_shards is None and shard_id is not None:
        raise RuntimeError("shard_id is specified but num_shards is not.")


def _check_pair(pair: Any, supported: list) -> None:
    if pair is None:
        return
    if isinstance(pair, list):
        valid: Any = [list(p) for p in supported]
    elif isinstance(pair, tuple):
        valid = tuple(tuple(p) for p in supported)
    else:
        raise TypeError("language_pair should be a type list or tuple of length 2.")
    type_check_list(pair, (str,), "language_pair")
    if len(pair) != 2:
        raise ValueError("Input language_pair is a list or tuple of length 2.")
    if pair not in valid:
        raise ValueError(f"Input language_pair{pair} is not within the valid set of {valid}.")


def _lines(path: str) -> list:
    """The non-empty lines of a file as C++ ``getline`` reads them (split at ``\\n`` only; a ``\\r`` stays)."""
    with open(path, "rb") as f:
        data = f.read()
    return [ln.decode("utf-8", "replace") for ln in data.split(b"\n") if ln]


# ------------------------------------------------------------------------------------------------ readers
class _TextReader(TextBaseDataset):
    """A MindSpore non-mappable text reader: files read by ``_read`` (items per non-empty line), ordered by
    :class:`_text_sources.EpochOrder`. ``shuffle``: True/None/``Shuffle.GLOBAL``, ``Shuffle.FILES``, or False (as are
    ``Shuffle.INFILE``/``ADAPTIVE``/``PARTIAL``, which MindSpore's readers take and read in order)."""

    _name = ""  # the reader's name in MindSpore's messages
    _what = ""  # and how its no-data message names the files

    def __init__(self, num_samples, shuffle, num_shards, shard_id, num_parallel_workers) -> None:
        _check_ints(num_samples, num_parallel_workers, num_shards, shard_id)
        if shuffle is not None and not isinstance(shuffle, (bool, Shuffle)):
            raise TypeError(
                "shuffle must be of boolean or enum of 'Shuffle' values like 'Shuffle.ADAPTIVE' or 'Shuffle.GLOBAL' or "
                "'Shuffle.PARTIAL' or 'Shuffle.FILES' or 'Shuffle.INFILE'."
            )
        # MindSpore's readers shuffle for GLOBAL and FILES only: INFILE, ADAPTIVE and PARTIAL read in order
        mode = _shuffle_mode(shuffle) if shuffle not in (Shuffle.INFILE, Shuffle.ADAPTIVE, Shuffle.PARTIAL) else None
        super().__init__((), num_parallel_workers)
        self.num_samples = 0 if num_samples is None else num_samples
        self.shuffle_level = mode
        self.shuffle_flag = mode is not None
        self.num_shards = 1 if num_shards is None else num_shards
        self.shard_id = 0 if shard_id is None else shard_id
        self._items: dict = {}
        self._order: Any = None

    # what a reader provides
    def _files(self) -> list:
        raise NotImplementedError

    def _read(self, path: str) -> list:
        raise NotImplementedError

    def _counts(self, files: list) -> list:
        return [len(self._file_items(f)) if os.path.isfile(f) else 0 for f in files]

    def _no_data(self, files: list) -> RuntimeError:
        return op_error(
            f"Invalid data, {self._name}Dataset API can't read the data file (interface mismatch or no data found). "
            f"Check {self._what}: " + "".join(f" {f}" for f in files)
        )

    def _file_items(self, path: str) -> list:
        items = self._items.get(path)
        if items is None:
            items = self._items[path] = self._read(path)
        return items

    def _items_of(self, path: str) -> list:
        if not os.path.isfile(path):  # raised when a worker reaches the file's block, as MindSpore's LoadFile
            raise op_error(f"Invalid file path, {path} does not exist.")
        return self._file_items(path)

    def _size(self) -> int:
        total = sum(self._counts(self._files()))
        rows = math.ceil(total / self.num_shards)
        return min(rows, self.num_samples) if self.num_samples > 0 else rows

    def _epoch_rows(self, epoch):
        files = self._files()
        counts = self._counts(files)
        if not sum(counts):
            raise self._no_data(files)
        if epoch == 0 or self._order is None:
            workers = self.num_parallel_workers or _config.get_num_parallel_workers()
            self._order = _text_sources.EpochOrder(
                counts,
                lambda i: self._items_of(files[i]),
                shuffle_files=self.shuffle_level is not None,
                global_shuffle=self.shuffle_level == Shuffle.GLOBAL,
                num_shards=self.num_shards,
                shard_id=self.shard_id,
                workers=workers,
                num_samples=self.num_samples,
            )
        for row in self._order.rows(epoch):
            yield list(row)


class PennTreebankDataset(_TextReader):
    """Penn Treebank: one string row ``text`` per non-empty line of ``ptb.train.txt``, ``ptb.test.txt`` and
    ``ptb.valid.txt`` in ``dataset_dir`` (``usage`` 'train', 'test', 'valid' or 'all', the default: the three files
    in name order, test, train, valid). Lines are kept as read (no stripping; a ``\\r`` before the line break
    stays). Rows of several files come one from each worker in turn, as MindSpore's ``num_parallel_workers``
    readers give them (see ``_text_sources``); ``shuffle`` True/``Shuffle.GLOBAL`` (default) or ``Shuffle.FILES``;
    ``num_shards``/``shard_id`` take equal row ranges (the last wrapping around). Mirrors
    ``mindspore.dataset.PennTreebankDataset`` (2.10).

    Known differences: unseeded shuffled orders are random, as in MindSpore, but not MindSpore's; files are read
    whole into memory on first use.

    Raises:
        TypeError / ValueError: for arguments of the wrong type or range (MindSpore's messages).
        RuntimeError: ``num_shards`` without ``shard_id`` (or the reverse); on iteration or ``get_dataset_size``
            when the files hold no line, or a listed file is missing.
    """

    _name = "PennTreebank"
    _what = "penn treebank"

    def __init__(
        self,
        dataset_dir: str,
        usage: str | None = None,
        num_samples: int | None = None,
        num_parallel_workers: int | None = None,
        shuffle: bool | Shuffle = Shuffle.GLOBAL,
        num_shards: int | None = None,
        shard_id: int | None = None,
        cache: Any = None,
    ) -> None:
        _check_dir(dataset_dir)
        if usage is not None:
            _check_valid_str(usage, ["train", "valid", "test", "all"], "usage")
        super().__init__(num_samples, shuffle, num_shards, shard_id, num_parallel_workers)
        self.dataset_dir = dataset_dir
        self.usage = "all" if usage is None else usage

    def _col_names(self) -> list:
        return ["text"]

    def _files(self) -> list:
        names = {"train": ["train"], "test": ["test"], "valid": ["valid"], "all": ["train", "test", "valid"]}
        return sorted(os.path.join(self.dataset_dir, f"ptb.{n}.txt") for n in names[self.usage])

    def _read(self, path: str) -> list:
        return [[np.array(ln)] for ln in _lines(path)]


_IWSLT2016_PAIRS = [
    ["en", "ar"], ["en", "ar"], ["en", "de"], ["en", "fr"], ["en", "cs"], ["ar", "en"], ["fr", "en"], ["de", "en"],
    ["cs", "en"],
]  # fmt: skip
_IWSLT2017_PAIRS = [
    ["en", "nl"], ["en", "de"], ["en", "it"], ["en", "ro"], ["ro", "de"], ["ro", "en"], ["ro", "nl"], ["ro", "it"],
    ["de", "ro"], ["de", "en"], ["de", "nl"], ["de", "it"], ["it", "en"], ["it", "nl"], ["it", "de"], ["it", "ro"],
    ["nl", "de"], ["nl", "en"], ["nl", "it"], ["nl", "ro"],
]  # fmt: skip
_IWSLT_SETS = ["dev2010", "tst2010", "tst2011", "tst2012", "tst2013", "tst2014"]
_IWSLT_TAGS = ("<url", "<keywords", "<talkid", "<description", "<reviewer", "<translator", "<title", "<speaker",
               "<doc", "</doc")  # fmt: skip
_SEP = "#*$"


def _trim(text: str, ch: str) -> str:
    if not text:
        raise op_error("Invalid file, read an empty line.")
    return text.strip(ch)


def _clean_tags(src: str, tgt: str) -> list:
    """``CleanTagFile``: line pairs of the two ``train.tags`` files, talk metadata (lines with XML tags) dropped."""
    out = []
    src_lines = _getlines(src)
    tgt_lines = _getlines(tgt)
    for i, s in enumerate(src_lines):
        if i >= len(tgt_lines):
            break
        t = tgt_lines[i]
        if not any(tag in s for tag in _IWSLT_TAGS) and not any(tag in t for tag in _IWSLT_TAGS):
            out.append(_trim(s, " ") + _SEP + _trim(t, " "))
    return out


def _getlines(path: str) -> list:
    """Every line of a file as ``getline`` gives them (empty ones too); a missing file reads as no line."""
    if not os.path.isfile(path):
        return []
    with open(path, "rb") as f:
        data = f.read().decode("utf-8", "replace")
    lines = data.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return lines


def _xml_docs(path: str) -> list:
    """The ``doc`` elements that ``LoadXmlDocument`` walks: from the root's first child's first ``doc`` on."""
    try:
        root = ElementTree.parse(path).getroot()
    except (ElementTree.ParseError, OSError):
        raise op_error(f"Invalid file, failed to load xml file: {path}") from None
    first = next(iter(root), None)
    if first is None:
        raise op_error(f"Invalid data, no first child found in {path}")
    kids = list(first)
    start = next((i for i, k in enumerate(kids) if k.tag == "doc"), None)
    if start is None:
        raise op_error(f"Invalid data, no doc found in {path}")
    return kids[start:]


def _clean_xml(src: str, tgt: str) -> list:
    """``CleanXmlFile``: the ``seg`` texts of both files, doc by doc and segment by segment, trimmed of spaces."""
    out = []
    for sd, td in zip(_xml_docs(src), _xml_docs(tgt)):
        s_kids, t_kids = list(sd), list(td)
        si = next((i for i, k in enumerate(s_kids) if k.tag == "seg"), None)
        ti = next((i for i, k in enumerate(t_kids) if k.tag == "seg"), None)
        if si is None or ti is None:
            continue
        for s, t in zip(s_kids[si:], t_kids[ti:]):
            out.append(_trim(s.text or "", " ") + _SEP + _trim(t.text or "", " "))
    return out


def _write_lines(path: str, lines: list) -> None:
    """Write the cleaned pairs file beside the sources, as MindSpore does (owner read/write only)."""
    tmp = f"{path}.tmp{os.getpid()}"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write("".join(ln + "\n" for ln in lines))
    os.chmod(tmp, 0o600)
    os.replace(tmp, path)


class IWSLT2016Dataset(_TextReader):
    """IWSLT 2016 translation pairs: string columns ``text`` (source language) and ``translation`` (target).

    For ``language_pair`` ``(src, tgt)`` (default ``('de', 'en')``) the files are read from
    ``dataset_dir/texts/<src>/<tgt>/<src>-<tgt>/``: ``train.tags.<src>-<tgt>.<src|tgt>`` (usage 'train'; lines with
    talk metadata tags dropped), ``IWSLT16.TED.<valid_set>.<src>-<tgt>.<src|tgt>.xml`` ('valid', default set
    'tst2013') and ``IWSLT16.TED.<test_set>...xml`` ('test', default 'tst2014'); 'all' (default) reads the three in
    that order. As MindSpore does, each pair of files is first written out beside them as one file of
    ``src#*$tgt`` lines (``train.<src>-<tgt>``, ``IWSLT16.TED.<set>.<src>-<tgt>``), which is then read; a line whose
    text or translation is empty gives no row (it still counts in ``get_dataset_size``). Row order, ``shuffle``
    (default ``Shuffle.GLOBAL``), shards and ``num_samples`` as :class:`PennTreebankDataset`. Mirrors
    ``mindspore.dataset.IWSLT2016Dataset`` (2.10).

    Known differences: the XML files are parsed by Python's ``xml.etree`` (MindSpore: tinyxml2); unseeded shuffled
    orders are not MindSpore's.

    Raises:
        TypeError / ValueError: for arguments of the wrong type or value (MindSpore's messages).
        RuntimeError: on iteration or ``get_dataset_size`` for an unreadable XML file, an empty line, or no data.
    """

    _name = "IWSLT"
    _year = "16"
    _pairs = _IWSLT2016_PAIRS

    def __init__(
        self,
        dataset_dir: str,
        usage: str | None = None,
        language_pair: Any = None,
        valid_set: str | None = None,
        test_set: str | None = None,
        num_samples: int | None = None,
        shuffle: bool | Shuffle = Shuffle.GLOBAL,
        num_shards: int | None = None,
        shard_id: int | None = None,
        num_parallel_workers: int | None = None,
        cache: Any = None,
    ) -> None:
        _check_dir(dataset_dir)
        if usage is not None:
            _check_valid_str(usage, ["train", "test", "valid", "all"], "usage")
        _check_pair(language_pair, self._pairs)
        if valid_set is not None:
            _check_valid_str(valid_set, _IWSLT_SETS, "valid_set")
        if test_set is not None:
            _check_valid_str(test_set, _IWSLT_SETS, "test_set")
        super().__init__(num_samples, shuffle, num_shards, shard_id, num_parallel_workers)
        self.dataset_dir = dataset_dir
        self.usage = "all" if usage is None else usage
        self.language_pair = ["de", "en"] if language_pair is None else language_pair
        self.valid_set = "tst2013" if valid_set is None else valid_set
        self.test_set = "tst2014" if test_set is None else test_set
        self._made: list | None = None

    def _col_names(self) -> list:
        return ["text", "translation"]

    def _dir(self) -> str:
        src, tgt = self.language_pair
        return os.path.join(os.path.realpath(self.dataset_dir), "texts", src, tgt, f"{src}-{tgt}")

    def _sources(self) -> list:
        """(source file, target file) of each usage, in MindSpore's order: train, valid, test."""
        src, tgt = self.language_pair
        d = self._dir()
        out = []
        if self.usage in ("train", "all"):
            out += [tuple(os.path.join(d, f"train.tags.{src}-{tgt}.{x}") for x in (src, tgt))]
        for kind, name in (("valid", self.valid_set), ("test", self.test_set)):
            if self.usage in (kind, "all"):
                out += [tuple(os.path.join(d, f"IWSLT{self._year}.TED.{name}.{src}-{tgt}.{x}.xml") for x in (src, tgt))]
        return out

    def _files(self) -> list:
        if self._made is None:
            made = []
            for s, t in self._sources():
                if ".tags" in s:
                    path = s.replace(".tags", "", 1)[:-3]
                    lines = _clean_tags(s, t)
                else:
                    path = s[:-7]
                    lines = _clean_xml(s, t)
                _write_lines(path, lines)
                made.append(path)
            self._made = made
        return self._made

    def _no_data(self, files: list) -> RuntimeError:
        return op_error(
            "Invalid data, IWSLTDataset API can't read the data file (interface mismatch or no data found). "
            "Check iwslt: " + "".join(f" {f}" for f in files)
        )

    def _read(self, path: str) -> list:
        items: list = []
        for ln in _lines(path):
            ln = ln.strip("\r")
            parts = ln.split(_SEP)
            if parts and parts[-1] == "":
                parts.pop()
            items.append([np.array(parts[0]), np.array(parts[1])] if len(parts) == 2 else None)
        return items


class IWSLT2017Dataset(IWSLT2016Dataset):
    """IWSLT 2017 translation pairs (columns ``text``, ``translation``), read from
    ``dataset_dir/texts/DeEnItNlRo/DeEnItNlRo/DeEnItNlRo-DeEnItNlRo/``: ``train.tags.<src>-<tgt>.<lang>`` and the XML
    files ``IWSLT17.TED.dev2010...`` ('valid') and ``IWSLT17.TED.tst2010...`` ('test'), for one of the 20 pairs of
    de, en, it, nl, ro (default ``('de', 'en')``). Everything else as :class:`IWSLT2016Dataset`. Mirrors
    ``mindspore.dataset.IWSLT2017Dataset`` (2.10).

    Raises:
        TypeError / ValueError / RuntimeError: as :class:`IWSLT2016Dataset`.
    """

    _year = "17"
    _pairs = _IWSLT2017_PAIRS

    def __init__(
        self,
        dataset_dir: str,
        usage: str | None = None,
        language_pair: Any = None,
        num_samples: int | None = None,
        shuffle: bool | Shuffle = Shuffle.GLOBAL,
        num_shards: int | None = None,
        shard_id: int | None = None,
        num_parallel_workers: int | None = None,
        cache: Any = None,
    ) -> None:
        super().__init__(
            dataset_dir, usage, language_pair, None, None, num_samples, shuffle, num_shards, shard_id,
            num_parallel_workers,
        )  # fmt: skip
        self.valid_set, self.test_set = "dev2010", "tst2010"

    def _dir(self) -> str:
        root = os.path.realpath(self.dataset_dir)
        return os.path.join(root, "texts", "DeEnItNlRo", "DeEnItNlRo", "DeEnItNlRo-DeEnItNlRo")


_CLUE_TASKS = ["AFQMC", "TNEWS", "IFLYTEK", "CMNLI", "WSC", "CSL"]


def _clue_keys(task: str, usage: str) -> dict:
    """Column -> JSON key path of ``CLUENode::CreateKeyMap`` (the columns come out in name order)."""
    labelled = usage in ("train", "eval")
    if task in ("AFQMC", "CMNLI"):
        keys = {"label": "label"} if labelled else {"id": "id"}
        keys.update(sentence1="sentence1", sentence2="sentence2")
    elif task == "CSL":
        keys = {"label": "label"} if labelled else {}
        keys.update(id="id", abst="abst", keyword="keyword")
    elif task == "IFLYTEK":
        keys = {"label": "label", "label_des": "label_des"} if labelled else {"id": "id"}
        keys.update(sentence="sentence")
    elif task == "TNEWS":
        keys = {"label": "label", "label_desc": "label_desc"} if labelled else {"id": "id"}
        keys.update(sentence="sentence", keywords="keywords")
    else:  # WSC
        keys = {"label": "label"} if labelled else {}
        keys.update({f"span{i}_{k}": f"target/span{i}_{k}" for i in (1, 2) for k in ("index", "text")})
        keys.update(idx="idx", text="text")
    return {k: keys[k].split("/") for k in sorted(keys)}


def _clue_value(value: Any) -> np.ndarray | None:
    """A JSON value as ``ClueOp::GetValue`` stores it: str, int32 (negative) / uint32 (non-negative) integers,
    float32, a list of str as a 1-D string array; anything else no value."""
    if isinstance(value, bool) or value is None or isinstance(value, dict):
        return None
    if isinstance(value, str):
        return np.array(value)
    if isinstance(value, int):
        return np.array(value, np.uint32 if value >= 0 else np.int32)
    if isinstance(value, float):
        return np.array(value, np.float32)
    return np.array([str(v) for v in value])


class CLUEDataset(_TextReader):
    """CLUE benchmark JSON-lines files (one JSON object a line): ``dataset_files`` (a path, glob pattern or list,
    sorted), ``task`` one of 'AFQMC' (default), 'TNEWS', 'IFLYTEK', 'CMNLI', 'WSC', 'CSL' and ``usage`` 'train'
    (default), 'test' or 'eval' choose the columns (MindSpore's key map: e.g. AFQMC train ``label, sentence1,
    sentence2``; test ``id, sentence1, sentence2``; WSC's ``span1_index`` etc. from ``target``), which come out in
    name order. Values keep their JSON type: strings as numpy str arrays, non-negative integers uint32, negative
    ones int32, floats float32. Row order, ``shuffle`` (default ``Shuffle.GLOBAL``), shards and ``num_samples`` as
    :class:`PennTreebankDataset`. Mirrors ``mindspore.dataset.CLUEDataset`` (2.10).

    Known differences: unseeded shuffled orders are not MindSpore's; a JSON null/bool/object value gives an empty
    string array (MindSpore leaves the column without a tensor).

    Raises:
        TypeError: if ``dataset_files`` is not a str or list. ValueError: empty ``dataset_files``, a pattern matching
            nothing, or an unknown ``task``/``usage``.
        RuntimeError: on iteration for a line that is not JSON or lacks a key, or when the files hold no line.
    """

    _name = "CLUE"

    def __init__(
        self,
        dataset_files: str | list,
        task: str = "AFQMC",
        usage: str = "train",
        num_samples: int | None = None,
        num_parallel_workers: int | None = None,
        shuffle: bool | Shuffle = Shuffle.GLOBAL,
        num_shards: int | None = None,
        shard_id: int | None = None,
        cache: Any = None,
    ) -> None:
        type_check(dataset_files, (str, list), "dataset files")
        if not dataset_files:
            raise ValueError(f"Input dataset_files can not be empty, but got '{dataset_files}'.")
        if task not in _CLUE_TASKS:
            raise ValueError("task should be 'AFQMC', 'TNEWS', 'IFLYTEK', 'CMNLI', 'WSC' or 'CSL'.")
        if usage not in ("train", "test", "eval"):
            raise ValueError("usage should be 'train', 'test' or 'eval'.")
        super().__init__(num_samples, shuffle, num_shards, shard_id, num_parallel_workers)
        self.dataset_files = _find_files(dataset_files)
        self.task = task
        self.usage = usage
        self._keys = _clue_keys(task, usage)

    def _col_names(self) -> list:
        return list(self._keys)

    def _files(self) -> list:
        return self.dataset_files

    def _no_data(self, files: list) -> RuntimeError:
        return op_error(
            "Invalid data, 'CLUEDataset' API can't read the data file (interface mismatch or no data found). "
            "Check file path:" + "".join(f" {f}" for f in files)
        )

    def _read(self, path: str) -> list:
        items: list = []
        for ln in _lines(path):
            try:
                obj = json.loads(ln)
            except ValueError as e:
                items.append(op_error(f"Invalid json, failed to parse {path}, {e}"))
                continue
            row: Any = []
            for chain in self._keys.values():
                cur = obj
                for key in chain:
                    if not isinstance(cur, dict) or key not in cur:
                        row = op_error(f"Invalid json file, in given JSON file, failed to find key: {key}")
                        break
                    cur = cur[key]
                if isinstance(row, BaseException):
                    break
                value = _clue_value(cur)
                row.append(np.array("") if value is None else value)
            items.append(row)
        return items


class IMDBDataset(_MappableSource, TextBaseDataset):
    """IMDb movie reviews from the ``aclImdb`` folder layout: ``dataset_dir/<usage>/pos/*`` (label 1) and
    ``.../neg/*`` (label 0), ``usage`` 'train', 'test' or 'all' (default: train then test), each folder's files in
    path order, pos before neg. Columns ``text`` (the file's last non-empty line, a numpy str array) and ``label``
    (int32, shape (): MindSpore's reader stores an int32 although its schema and docs say uint32). ``shuffle``, ``sampler``, ``num_samples`` and shards as the other mappable sources
    (``shuffle`` defaults to True). Mirrors ``mindspore.dataset.IMDBDataset`` (2.10).

    Known differences: shuffled and sampled-at-random orders are not MindSpore's; a file with no non-empty line
    gives an empty string (MindSpore's reader has no text for it).

    Raises:
        TypeError / ValueError: for arguments of the wrong type or value, or a missing ``dataset_dir``.
        RuntimeError: ``sampler`` with ``shuffle``/shards/``num_samples``; on iteration or ``get_dataset_size``
            when a ``<usage>/<pos|neg>`` folder is missing or holds no file.
    """

    _strict_sampler_args = True

    def __init__(
        self,
        dataset_dir: str,
        usage: str | None = None,
        num_samples: int | None = None,
        num_parallel_workers: int | None = None,
        shuffle: bool | None = None,
        sampler: Any = None,
        num_shards: int | None = None,
        shard_id: int | None = None,
        cache: Any = None,
    ) -> None:
        _check_dir(dataset_dir)
        _check_ints(num_samples, num_parallel_workers, num_shards, shard_id)
        if shuffle is not None:
            type_check(shuffle, (bool,), "shuffle")
        if usage is not None:
            _check_valid_str(usage, ["train", "test", "all"], "usage")
        super().__init__(num_samples, shuffle, sampler, num_shards, shard_id, num_parallel_workers)
        self.dataset_dir = dataset_dir
        self.usage = "all" if usage is None else usage
        self._pairs: list | None = None

    def _col_names(self) -> list:
        return ["text", "label"]

    def _list(self) -> list:
        if self._pairs is None:
            base = os.path.realpath(self.dataset_dir)
            pairs = []
            for usage in ["train", "test"] if self.usage == "all" else [self.usage]:
                if not os.path.isdir(os.path.join(base, usage)):
                    raise op_error(
                        "Invalid path, dataset path may not exist or is not a directory: " + os.path.join(base, usage)
                    )
                for label in ("pos", "neg"):
                    folder = os.path.join(base, usage, label)
                    if not os.path.isdir(folder):
                        raise op_error(f"Invalid path, failed to open imdb dir: {self.dataset_dir}, permission denied.")
                    names = sorted(os.path.join(folder, n) for n in os.listdir(folder))  # dot files too, as MindSpore
                    pairs += [(p, 1 if label == "pos" else 0) for p in names]
            if not pairs:
                raise op_error(
                    "Invalid data, IMDBDataset API can't read the data file (interface mismatch or no data found). "
                    f"Check imdb file path: {self.dataset_dir}"
                )
            self._pairs = pairs
        return self._pairs

    def _len(self) -> int:
        return len(self._list())

    def _class_labels(self) -> np.ndarray:
        return np.array([lab for _, lab in self._list()], np.int32)

    def num_classes(self) -> int:
        """2 (neg, pos), as MindSpore's IMDB reader reports."""
        return 2

    def _get(self, i: int) -> list:
        path, label = self._list()[i]
        text = None
        for ln in _lines(path):
            text = ln
        return [np.array("" if text is None else text), np.array(label, np.int32)]
