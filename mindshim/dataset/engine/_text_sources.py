"""How MindSpore 2.10's C++ text readers order rows: workers, shards, file shuffles and the injected ShuffleOp.

MindSpore's non-mappable sources (``NonMappableLeafOp``: TextFile, PennTreebank, IWSLT, CLUE, ...) read files in
parallel and still give one repeatable order:

- the files (sorted, or in the reader's own order) are cut into blocks: each shard takes the row range
  ``[shard_id * per, (shard_id + 1) * per)`` with ``per = ceil(rows / num_shards)``, passing over the file list again
  until the range is full (the last shards wrap around to the first rows);
- blocks go to the ``num_parallel_workers`` worker queues in turn, and the rows come out one from each worker in
  turn (``JaggedConnector``), a worker leaving the rotation once its queue is done;
- ``num_samples`` stops the stream after that many rows;
- ``Shuffle.FILES`` / ``Shuffle.GLOBAL`` shuffle the file keys in place each epoch with
  ``std::shuffle(keys, std::mt19937(seed))`` (the pipeline seed; ``epoch + 1`` when sharded), so a later epoch
  applies the permutation again; ``Shuffle.GLOBAL`` also puts MindSpore's ``ShuffleOp`` on top: a buffer of
  ``min(4 * rows per file, 10000)`` rows drawn with ``std::mt19937_64(seed)() % size``, its generator going on
  across the epochs of one iterator. Without a pipeline seed (or with the default 5489) MindSpore draws seeds from
  ``std::random_device``; so does this module, so such orders are not MindSpore's.
"""

from __future__ import annotations

import math
from typing import Any, Callable, Iterator

import numpy as np

from ..._kernels import stdrandom as _std
from ..core import config as _config

_DEFAULT_SEED = 5489  # std::mt19937::default_seed: MindSpore's "no seed set"


def _get_seed() -> int:
    """MindSpore's ``GetSeed()``: the pipeline seed, or a fresh random one while it is the default."""
    seed = _config.get_seed()
    if seed == _DEFAULT_SEED:
        return int(np.random.randint(0, 2**31 - 1))
    return seed % 2**32


def shuffle_size(num_files: int, num_shards: int, num_rows: int) -> int:
    """``ComputeShuffleSize``: rows per shard over the files, times 4, at most 10000 (10000 when under one a file)."""
    rows = -(-num_rows // num_shards) if num_shards > 0 else num_rows
    avg = rows // num_files if num_files else 0
    return min(avg * 4, 10000) if avg else 10000


_END = object()


def shuffle_op(rows: Iterator, size: int, rng: Any) -> Iterator:
    """MindSpore's ``ShuffleOp`` over ``rows``: fill a buffer of ``size``, then emit ``buf[rng() % (last + 1)]``,
    moving the last row into the hole and refilling the last slot while input lasts."""
    buf: list = []
    it = iter(rows)
    for row in it:
        buf.append(row)
        if len(buf) >= size:
            break
    active = len(buf) >= size
    last = len(buf) - 1
    while last >= 0:
        slot = rng() % (last + 1)
        yield buf[slot]
        buf[slot] = buf[last]
        if active:
            nxt = next(it, _END)
            if nxt is _END:
                active = False
            else:
                buf[last] = nxt
        if not active:
            last -= 1


def _blocks(counts: list, keys: list, num_shards: int, shard_id: int, workers: int) -> list:
    """Each worker's blocks ``(file index, start, end)`` of one epoch, as ``FillIOBlockQueue`` hands them out."""
    total = sum(counts)
    per = math.ceil(total / num_shards)
    start, end = shard_id * per, (shard_id + 1) * per
    queues: list = [[] for _ in range(workers)]
    q = pre = 0
    while True:
        for k in keys:
            n = counts[k]
            push, s, e = False, 0, 0
            if pre <= start < pre + n:
                push, s = True, start - pre
                e = end - pre if pre < end <= pre + n else n
            if start <= pre < end:
                push, s = True, 0
                e = end - pre if pre + n >= end else n
            if push:
                queues[q].append((k, s, e))
                q = (q + 1) % workers
            pre += n
        if pre >= end:
            return queues


def _block_rows(items: list, s: int, e: int) -> Iterator:
    """Rows ``[s, e)`` of a file's items (one per non-empty line): None is a line that gives no row (counted only
    while skipping, as the readers do); an exception is raised when its line is reached."""
    done = 0
    for item in items:
        if done >= e:
            return
        if done < s:
            done += 1
            continue
        if item is None:
            continue
        if isinstance(item, BaseException):
            raise item
        yield item
        done += 1


def _round_robin(streams: list) -> Iterator:
    live = [iter(s) for s in streams]
    while live:
        nxt = []
        for it in live:
            row = next(it, _END)
            if row is not _END:
                yield row
                nxt.append(it)
        live = nxt


_END = object()


class EpochOrder:
    """The row order of one MindSpore text reader over its epochs (one instance per iterator: epoch 0 starts over).

    ``items(i)`` gives file ``i``'s items (see :func:`_block_rows`), ``counts`` the non-empty lines of each file.
    """

    def __init__(
        self,
        counts: list,
        items: Callable[[int], list],
        *,
        shuffle_files: bool,
        global_shuffle: bool,
        num_shards: int,
        shard_id: int,
        workers: int,
        num_samples: int,
    ) -> None:
        self.counts, self.items = counts, items
        self.shuffle_files, self.global_shuffle = shuffle_files, global_shuffle
        self.num_shards, self.shard_id, self.workers, self.num_samples = num_shards, shard_id, workers, num_samples
        self._epoch = -1

    def _start(self) -> None:
        self._keys = list(range(len(self.counts)))
        self._seed_count = 0
        self._rng64 = _std.MT19937_64(_get_seed()) if self.global_shuffle else None
        self._epoch = -1

    def rows(self, epoch: int) -> Iterator:
        """The rows of ``epoch`` (lists of numpy arrays)."""
        if epoch == 0 or epoch != self._epoch + 1:
            self._start()
            for _ in range(epoch):  # epochs skipped: replay their draws
                self._next_keys()
                if self._rng64 is not None:
                    for _ in shuffle_op(self._leaf(), self._size(), self._rng64):
                        pass
        self._epoch = epoch
        self._next_keys()
        rows = self._leaf()
        if self._rng64 is not None:
            rows = shuffle_op(rows, self._size(), self._rng64)
        return rows

    def _next_keys(self) -> None:
        if self.shuffle_files:
            self._seed_count += 1
            seed = _get_seed() if self.num_shards == 1 else self._seed_count
            _std.shuffle(self._keys, _std.MT19937(seed))

    def _size(self) -> int:
        return shuffle_size(len(self.counts), self.num_shards, sum(self.counts))

    def _leaf(self) -> Iterator:
        queues = _blocks(self.counts, self._keys, self.num_shards, self.shard_id, self.workers)
        streams = [(row for k, s, e in q for row in _block_rows(self.items(k), s, e)) for q in queues]
        for n, row in enumerate(_round_robin(streams)):
            if self.num_samples and n >= self.num_samples:
                return
            yield row
