"""`mindspore.dataset` text sources: TextFileDataset (one row per non-empty line)."""

from __future__ import annotations

from ... import _api
from typing import Any

import numpy as np

from .datasets_standard_format import Shuffle, _FileSource

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
