"""`mindspore.dataset` samplers: which row ids a random-access source yields, and in what order.

A sampler maps the number of rows a source holds to a list of row ids for one epoch. Samplers chain as in MindSpore:
``parent.add_child(child)`` makes the child sample first and the parent pick *positions* in the child's ids, so
``SequentialSampler(2, 3)`` over a child giving ``[9, 8, 7, 6, 5]`` yields ``[7, 6, 5]``. A source given no sampler
gets the one MindSpore's ``select_sampler`` picks from ``shuffle``/``num_samples``/``num_shards`` (note: ``shuffle``
with ``num_samples`` draws *with replacement*, as MindSpore does).

``RandomSampler`` (and so every ``shuffle=True`` source) draws MindSpore's own ids: ``std::shuffle`` of the row ids
over ``std::mt19937`` seeded with the pipeline seed, the seed plus one for each further epoch of one iterator.
``SubsetRandomSampler`` and ``WeightedRandomSampler`` draw MindSpore's ids too (each epoch reseeds their engine with
the pipeline seed). Known differences from MindSpore 2.10: ``DistributedSampler(shuffle=True)`` and ``PKSampler``
draw from numpy generators seeded from ``ds.config.set_seed``, so their ids differ from MindSpore's (their sizes,
ranges and repetition rules match).
"""

from __future__ import annotations

from ... import _api
import bisect
import math
import numbers
from collections.abc import Sequence
from enum import Enum
from typing import Any

import numpy as np

from ..._kernels import stdrandom as _std
from ..core import config as _config
from ._parallel import op_error

__all__ = _api.names(__name__)

INT64_MAX = 9223372036854775807


class Shuffle(str, Enum):
    """Shuffle modes. ``GLOBAL`` shuffles files and rows, ``FILES`` the file order only, ``INFILE`` the rows within
    each file; ``ADAPTIVE`` and ``PARTIAL`` (MindRecord) act as ``GLOBAL`` here. Mirrors ``mindspore.dataset.Shuffle``."""

    FALSE = "false"
    ADAPTIVE = "adaptive"
    GLOBAL = "global"
    PARTIAL = "partial"
    FILES = "files"
    INFILE = "infile"


def _check_num_samples(num_samples: Any) -> None:
    if num_samples is not None:
        if not isinstance(num_samples, int) or isinstance(num_samples, bool):
            raise TypeError(f"num_samples must be integer but was: {num_samples}.")
        if num_samples < 0 or num_samples > INT64_MAX:
            raise ValueError(f"num_samples exceeds the boundary between 0 and {INT64_MAX}(INT64_MAX)!")


class BuiltinSampler:
    """Base of the built-in samplers: the child chain, ``num_samples`` and the shuffle/shard queries.
    Mirrors ``mindspore.dataset.samplers.BuiltinSampler``."""

    def __init__(self, num_samples: int | None = None) -> None:
        self.child_sampler: BuiltinSampler | None = None
        self.num_samples = num_samples

    # ---- what subclasses provide
    def _ids(self, n: int, source: Any) -> list:
        """Ids of one epoch over ``n`` rows (``source`` answers class labels for PKSampler)."""
        raise NotImplementedError

    def _count(self, n: int, source: Any) -> int:
        """How many ids :meth:`_ids` gives for ``n`` rows, without drawing them."""
        return len(self._ids(n, source))

    # ---- chain
    def _sample(self, n: int, source: Any = None) -> list:
        """The ids of one epoch: this sampler's positions applied to its child's ids (or to range(n))."""
        if self.child_sampler is None:
            return [int(i) for i in self._ids(n, source)]
        child = self.child_sampler._sample(n, source)
        return [child[int(i)] for i in self._ids(len(child), source)]

    def _size(self, n: int, source: Any = None) -> int:
        if self.child_sampler is not None:
            n = self.child_sampler._size(n, source)
        return self._count(n, source)

    def _limit(self, n: int) -> int:
        return n if not self.num_samples else min(n, self.num_samples)

    def add_child(self, sampler: BuiltinSampler) -> None:
        """Make ``sampler`` sample first; this sampler then picks positions in its ids.

        Raises:
            RuntimeError: if a child is already set, or a shuffle mode forbids chaining.
        """
        if self.child_sampler is not None:
            raise RuntimeError("Cannot add child sampler, this sampler already has a child.")
        if sampler is not None and sampler.get_shuffle_mode() == Shuffle.PARTIAL:
            raise RuntimeError(
                "When multiple samplers are used, ensure that the shuffle of the input sampler must not be "
                "Shuffle.PARTIAL."
            )
        if self.get_shuffle_mode() not in (Shuffle.GLOBAL, Shuffle.FALSE):
            raise RuntimeError(
                "When multiple samplers are used, ensure that the shuffle of the current sampler must be "
                f"Shuffle.FALSE or Shuffle.GLOBAL, but got: {self.get_shuffle_mode()}."
            )
        self.child_sampler = sampler

    def get_child(self) -> BuiltinSampler | None:
        """The child sampler, or None."""
        return self.child_sampler

    def is_shuffled(self) -> bool:
        """Whether the ids come out in a random order."""
        raise NotImplementedError("Sampler must implement is_shuffled.")

    def is_sharded(self) -> bool:
        """Whether the ids are one shard of several."""
        raise NotImplementedError("Sampler must implement is_sharded.")

    def _child_sharded(self) -> bool:
        return self.child_sampler is not None and self.child_sampler.is_sharded()

    def get_num_samples(self) -> int | None:
        """``num_samples``, combined with the child's as MindSpore does (the smaller of both when both are set)."""
        if self.child_sampler is not None:
            child = self.child_sampler.get_num_samples()
            if self.num_samples is not None:
                return min(self.num_samples, child) if child is not None else self.num_samples
            return child
        return self.num_samples

    def get_shuffle_mode(self) -> Shuffle:
        """The sampler's shuffle mode."""
        return Shuffle.FALSE


def _rng_for(sampler: Any) -> np.random.RandomState:
    """The sampler's generator: made at first use from the pipeline seed; later epochs continue it."""
    if sampler._rng is None:
        sampler._rng = _config._rng()
    return sampler._rng


class Sampler(BuiltinSampler):
    """Base of user-defined samplers: override ``__iter__`` (it may read ``self.dataset_size``) and optionally
    ``reset``. Yielded values may be ids or lists of ids (flattened). With ``num_samples`` (or ``__len__``) the
    iteration stops after that many values. Mirrors ``mindspore.dataset.Sampler``.
    """

    def __init__(self, num_samples: int | None = None) -> None:
        super().__init__(num_samples)
        self.dataset_size = 0
        if self.num_samples is None and hasattr(self, "__len__"):
            self.num_samples = len(self)
        self.batch_sizes: list = []

    def __iter__(self):
        raise NotImplementedError

    def reset(self) -> None:
        """Called at every new epoch; override if needed."""

    def _handshake(self, ds_size: int) -> None:
        self.dataset_size = ds_size

    def get_indices(self) -> np.ndarray:
        """All ids of one pass over ``__iter__`` (stopping at ``num_samples``), as a numpy array."""
        ret = []
        for count, idx in enumerate(self):
            if isinstance(idx, numbers.Number):
                ret.append(idx)
            else:
                ret.extend(idx)
            if self.num_samples is not None and count + 1 >= self.num_samples:
                break
        out = np.array(ret)
        if out.dtype == object:
            raise RuntimeError("Fetched indices can not be converted to a valid ndarray.")
        return out

    def _ids(self, n, source):
        self._handshake(n)
        return self.get_indices().tolist()

    def add_child(self, sampler: BuiltinSampler) -> None:
        self.child_sampler = sampler

    def is_shuffled(self) -> bool:
        return self.child_sampler is not None and self.child_sampler.is_shuffled()

    def is_sharded(self) -> bool:
        return self._child_sharded()

    def get_num_samples(self) -> int | None:
        if self.num_samples is not None:
            return self.num_samples
        return len(self.get_indices())


class IterSampler(Sampler):
    """Wraps any iterable of ids given as ``sampler=``. Mirrors ``mindspore.dataset.IterSampler``."""

    def __init__(self, sampler: Any, num_samples: int | None = None) -> None:
        if num_samples is None and hasattr(sampler, "__len__"):
            num_samples = len(sampler)
        super().__init__(num_samples=num_samples)
        self.sampler = sampler

    def __iter__(self):
        return iter(self.sampler)


class SequentialSampler(BuiltinSampler):
    """Ids ``start_index, start_index + 1, ...`` up to the end (at most ``num_samples``; 0 or None: all).
    Mirrors ``mindspore.dataset.SequentialSampler``.

    Raises:
        TypeError: for a non-int ``start_index``/``num_samples``. ValueError: negative ``num_samples``.
        RuntimeError: on iteration, when ``start_index`` is not below the number of rows.
    """

    def __init__(self, start_index: int | None = None, num_samples: int | None = None) -> None:
        if start_index is not None and not isinstance(start_index, int):
            raise TypeError(f"start_index must be integer but was: {start_index}.")
        _check_num_samples(num_samples)
        self.start_index = start_index
        super().__init__(num_samples)

    def _ids(self, n, source):
        start = self.start_index or 0
        if n and start >= n:
            raise op_error(
                f"Invalid parameter, start_index must be less than num_rows, but got start_index: {start}, "
                f"num_rows: {n}."
            )
        return list(range(start, start + self._limit(max(n - start, 0))))

    def _count(self, n, source):
        return self._limit(max(n - (self.start_index or 0), 0))

    def is_shuffled(self) -> bool:
        return self.child_sampler is not None and self.child_sampler.is_shuffled()

    def is_sharded(self) -> bool:
        return self._child_sharded()


class RandomSampler(BuiltinSampler):
    """A random permutation of the rows, or with ``replacement`` independent draws; ``num_samples`` rows at most
    (never more than the rows there are). A new order every epoch. Mirrors ``mindspore.dataset.RandomSampler``.

    Raises:
        TypeError: for a non-bool ``replacement``, a non-int ``num_samples`` or an unknown ``shuffle`` mode.
        ValueError: for a negative ``num_samples``.
    """

    def __init__(self, replacement: bool = False, num_samples: int | None = None, shuffle: Shuffle = Shuffle.GLOBAL):
        if not isinstance(replacement, bool):
            raise TypeError(f"replacement must be a boolean value but was: {replacement}.")
        _check_num_samples(num_samples)
        if shuffle not in (Shuffle.ADAPTIVE, Shuffle.GLOBAL, Shuffle.PARTIAL, Shuffle.FILES, Shuffle.INFILE):
            raise TypeError(f"shuffle must be valid shuffle mode but was: {shuffle}.")
        self.shuffle = shuffle
        self.replacement = replacement
        self.reshuffle_each_epoch = True
        self._rng = None
        super().__init__(num_samples)

    def _ids(self, n, source):
        # MindSpore's RandomSamplerRT: a new iterator seeds ``std::mt19937`` with the pipeline seed (drawn from
        # entropy when none was set) and ``std::shuffle``s the ids 0..n-1; each further epoch of that iterator
        # reseeds it with seed + 1 (the same seed without ``reshuffle_each_epoch``) and shuffles the previous
        # order again; with replacement the ids are ``uniform_int_distribution(0, n - 1)`` draws
        state = self._rng
        if state is None or state[1] != n:
            seed = _config._seed32()
            state = self._rng = [seed, n, list(range(n)), _std.MT19937(seed)]
            if not self.replacement:
                _std.shuffle(state[2], state[3])
        else:
            if self.reshuffle_each_epoch:
                state[0] = (state[0] + 1) % 2**32
            state[3] = _std.MT19937(state[0])
            if not self.replacement and self.reshuffle_each_epoch:
                _std.shuffle(state[2], state[3])
        count = self._limit(n)
        if self.replacement:
            return [_std.uniform_int(state[3], n - 1) for _ in range(count)] if n else []
        return state[2][:count]

    def _count(self, n, source):
        return self._limit(n)

    def is_shuffled(self) -> bool:
        return True

    def is_sharded(self) -> bool:
        return self._child_sharded()

    def get_shuffle_mode(self) -> Shuffle:
        return self.shuffle


class SubsetSampler(BuiltinSampler):
    """Exactly ``indices``, in order (the first ``num_samples``). Mirrors ``mindspore.dataset.SubsetSampler``.

    Raises:
        TypeError: if an index is not an int. RuntimeError: on iteration, for an id outside the rows.
    """

    def __init__(self, indices: Sequence[int] | int, num_samples: int | None = None) -> None:
        _check_num_samples(num_samples)
        if isinstance(indices, int):
            indices = [indices]
        elif isinstance(indices, str) or not hasattr(indices, "__iter__"):
            raise TypeError(f"Unsupported sampler object of type ({type(indices)})")
        else:
            indices = list(indices) if num_samples is None else list(indices)[:num_samples]
        for i, item in enumerate(indices):
            if not isinstance(item, (int, np.integer)):
                raise TypeError(
                    f"SubsetSampler: Type of indices element must be int, but got list[{i}]: {item}, "
                    f"type: {type(item)}."
                )
        self.indices = indices
        super().__init__(num_samples)

    def _order(self) -> list:
        return list(self.indices)

    def _ids(self, n, source):
        ids = self._order()[: self._limit(len(self.indices))]
        for i in ids:
            if not 0 <= i < n:
                raise op_error(f"Sample ID ({i}) is out of bound, expected range [0, {n - 1}]")
        return ids

    def _count(self, n, source):
        return self._limit(len(self.indices))

    def is_shuffled(self) -> bool:
        return False

    def is_sharded(self) -> bool:
        return self._child_sharded()

    def get_num_samples(self) -> int:
        num = super().get_num_samples()
        return len(self.indices) if num is None else min(len(self.indices), num)


class SubsetRandomSampler(SubsetSampler):
    """``indices`` in a random order (a new one every epoch). Mirrors ``mindspore.dataset.SubsetRandomSampler``:
    each epoch ``std::shuffle``s the previous epoch's order (the first: the (first ``num_samples``) indices as
    given) over a new ``std::mt19937`` seeded with the pipeline seed, as MindSpore's sampler does.
    """

    _rng = None

    def _order(self) -> list:
        # MindSpore's SubsetRandomSamplerRT: each epoch reseeds std::mt19937 with the pipeline seed and shuffles the
        # previous epoch's order again (a new iterator starts from the given order)
        if self._rng is None:  # a new iterator: the previous order is the given one
            self._rng = list(self.indices)
        _std.shuffle(self._rng, _std.MT19937(_config._seed32()))
        return list(self._rng)

    def is_shuffled(self) -> bool:
        return True

    def get_shuffle_mode(self) -> Shuffle:
        return Shuffle.GLOBAL


class DistributedSampler(BuiltinSampler):
    """Shard ``shard_id`` of ``num_shards``: row ``i`` (after an optional shuffle of all rows) goes to shard
    ``i % num_shards``; shards are padded to equal size by wrapping around. With ``offset >= 0`` row ``i`` goes to
    shard ``(i + offset) % num_shards`` and shards are not padded. ``num_samples`` caps each shard.
    Mirrors ``mindspore.dataset.DistributedSampler``.

    Raises:
        TypeError: for non-int ``num_shards``/``shard_id``/``num_samples``/``offset`` or a bad ``shuffle``.
        ValueError: for a negative ``num_samples``.
        RuntimeError: on iteration, for ``offset > num_shards``.
    """

    def __init__(
        self,
        num_shards: int,
        shard_id: int,
        shuffle: bool | Shuffle = True,
        num_samples: int | None = None,
        offset: int = -1,
    ) -> None:
        if not isinstance(num_shards, int):
            raise TypeError(f"num_shards must be integer but was: {num_shards}.")
        if not isinstance(shard_id, int):
            raise TypeError(f"shard_id must be integer but was: {shard_id}.")
        if not isinstance(shuffle, (bool, Shuffle)):
            raise TypeError(f"shuffle must be a boolean value or valid shuffle mode but was: {shuffle}.")
        _check_num_samples(num_samples)
        if not isinstance(offset, int):
            raise TypeError(f"offset must be integer but was: {offset}.")
        self.num_shards = num_shards
        self.shard_id = shard_id
        if isinstance(shuffle, bool):
            shuffle = Shuffle.GLOBAL if shuffle else Shuffle.FALSE
        self.shuffle = shuffle
        self.offset = offset
        self._rng = None
        super().__init__(num_samples)

    def _check(self) -> None:
        if self.num_shards <= 0:
            raise op_error(f"DistributedSampler: num_shards must be greater than 0, but got: {self.num_shards}.")
        if not 0 <= self.shard_id < self.num_shards:
            raise op_error(
                f"DistributedSampler: shard_id must be greater than or equal to 0 and less than num_shards, but got "
                f"shard_id: {self.shard_id}, num_shards: {self.num_shards}."
            )
        if self.offset > self.num_shards:
            raise op_error(
                f"DistributedSampler: offset must be no more than num_shards({self.num_shards}), but got: {self.offset}"
            )

    def _ids(self, n, source):
        self._check()
        idx = list(range(n))
        if self.shuffle != Shuffle.FALSE:
            _rng_for(self).shuffle(idx)
        if not idx:
            return []
        if self.offset >= 0:
            out = [v for i, v in enumerate(idx) if (i + self.offset) % self.num_shards == self.shard_id]
        else:
            per = -(-n // self.num_shards)
            out = [idx[i % n] for i in range(self.shard_id, per * self.num_shards, self.num_shards)]
        return out[: self._limit(len(out))]

    def _count(self, n, source):
        self._check()
        if not n:
            return 0
        if self.offset >= 0:
            k = (self.shard_id - self.offset) % self.num_shards
            per = len(range(k, n, self.num_shards))
        else:
            per = -(-n // self.num_shards)
        return self._limit(per)

    def is_shuffled(self) -> bool:
        if self.child_sampler is None:
            return self.shuffle != Shuffle.FALSE
        return self.child_sampler.is_shuffled()

    def is_sharded(self) -> bool:
        if self.child_sampler is None:
            return self.num_shards > 1
        return self.child_sampler.is_sharded()

    def set_offset(self, offset: int) -> DistributedSampler:
        """Set ``offset`` (see the class notes); returns the sampler."""
        self.offset = offset
        return self

    def get_shuffle_mode(self) -> Shuffle:
        return self.shuffle


class PKSampler(BuiltinSampler):
    """``num_val`` rows of every class (drawn at random, with repetition, from the rows of that class), classes in
    label order (shuffled with ``shuffle=True``). Needs a source that knows its labels (``MnistDataset``,
    ``Cifar10Dataset``, ``ImageFolderDataset``, ...). Mirrors ``mindspore.dataset.PKSampler``.

    Raises:
        TypeError: for a non-int ``num_val``, a non-bool ``shuffle`` or a non-str ``class_column``.
        NotImplementedError: if ``num_class`` is given. RuntimeError: on iteration, if ``num_val`` < 1.
    """

    def __init__(
        self,
        num_val: int,
        num_class: int | None = None,
        shuffle: bool = False,
        class_column: str = "label",
        num_samples: int | None = None,
    ) -> None:
        if not isinstance(num_val, int):
            raise TypeError(f"num_val must be integer but was: {num_val}.")
        if num_class is not None:
            raise NotImplementedError("Not supported to specify num_class for PKSampler.")
        if not isinstance(shuffle, bool):
            raise TypeError(f"shuffle must be a boolean value but was: {shuffle}.")
        if not isinstance(class_column, str):
            raise TypeError(f"class_column must be a str value but was: {class_column}.")
        _check_num_samples(num_samples)
        self.num_val = num_val
        self.shuffle = shuffle
        self.class_column = class_column
        self._rng = None
        super().__init__(num_samples)

    def _classes(self, n: int, source: Any) -> list:
        if self.num_val <= 0:
            raise op_error(f"PKSampler: num_val must be greater than 0, but got: {self.num_val}")
        labels = np.asarray(source._class_labels())[:n]
        return sorted({int(v) for v in labels.tolist()}), labels

    def _ids(self, n, source):
        classes, labels = self._classes(n, source)
        rng = _rng_for(self)
        if self.shuffle:
            classes = [classes[i] for i in rng.permutation(len(classes))]
        out = []
        for c in classes:
            ids = np.flatnonzero(labels == c)
            out.extend(ids[rng.randint(0, len(ids), size=self.num_val)].tolist())
        return out[: self._limit(len(out))]

    def _count(self, n, source):
        classes, _ = self._classes(n, source)
        return self._limit(len(classes) * self.num_val)

    def is_shuffled(self) -> bool:
        return self.shuffle if self.child_sampler is None else self.child_sampler.is_shuffled()

    def is_sharded(self) -> bool:
        return self._child_sharded()


class WeightedRandomSampler(BuiltinSampler):
    """``num_samples`` ids (default, or more than the rows: one per row) drawn from ``[0, len(weights))`` with
    probabilities proportional to ``weights``, with or without ``replacement``. Mirrors
    ``mindspore.dataset.WeightedRandomSampler``, drawing its ids: a ``std::mt19937`` seeded with the pipeline seed
    anew every epoch (so a seeded pipeline gives the same ids each epoch), ``std::discrete_distribution`` with
    replacement, else the ids in the order of an exponential draw divided by their weight (zero weights last).

    Raises:
        TypeError: for a non-number weight, a non-int ``num_samples`` or a non-bool ``replacement``.
        ValueError: for a negative ``num_samples``. RuntimeError: on iteration, for empty, all-zero or negative
        weights, more weights than rows, or more samples than weights without replacement.
    """

    def __init__(self, weights: Sequence[float], num_samples: int | None = None, replacement: bool = True) -> None:
        if not isinstance(weights, list):
            weights = [weights]
        for i, w in enumerate(weights):
            if not isinstance(w, numbers.Number):
                raise TypeError(f"type of weights element must be number, but got w[{i}]: {w}, type: {type(w)}.")
        _check_num_samples(num_samples)
        if not isinstance(replacement, bool):
            raise TypeError(f"replacement must be a boolean value but was: {replacement}.")
        self.weights = weights
        self.replacement = replacement
        super().__init__(num_samples)

    def _check_weights(self) -> None:
        w = self.weights
        if not w:
            raise op_error("WeightedRandomSampler: weights vector must not be empty")
        for i, v in enumerate(w):
            if v < 0:
                raise op_error(
                    f"WeightedRandomSampler: weights vector must not contain negative numbers, got: "
                    f"weights[{i}] = {float(v):.6f}"
                )
        if all(v == 0 for v in w):
            raise op_error("WeightedRandomSampler: elements of weights vector must not be all zero")

    def _check(self, n: int) -> int:
        self._check_weights()
        w = self.weights
        count = self.num_samples if self.num_samples and self.num_samples <= n else n  # MindSpore: 0 means all rows
        if len(w) > n:
            raise op_error(
                "Invalid parameter, size of sample weights must be less than or equal to num of data, otherwise "
                f"might cause generated id out of bound or other errors, but got weight size: {len(w)}, "
                f"num of data: {n}"
            )
        if not self.replacement and count > len(w):
            raise op_error(
                "Invalid parameter, without replacement, weight size must be greater than or equal to num_samples, "
                f"but got weight size: {len(w)}, num_samples: {count}"
            )
        return count

    def _ids(self, n, source):
        # MindSpore's WeightedRandomSamplerRT: every epoch reseeds std::mt19937 with the pipeline seed, so a seeded
        # pipeline draws the same ids each epoch; with replacement std::discrete_distribution (lower_bound of a
        # canonical double in the running sums of the normalised weights), without it the first ``count`` of the
        # ids sorted by (exponential(1) draw / weight, id)
        count = self._check(n)
        w = [float(v) for v in self.weights]
        g = _std.MT19937(_config._seed32())
        if self.replacement:
            if len(w) < 2:  # libstdc++ keeps no table for one weight: always id 0, no draw
                return [0] * count
            total = 0.0
            for v in w:
                total += v
            cp, run = [], 0.0
            for v in w:
                run += v / total
                cp.append(run)
            cp[-1] = 1.0
            return [bisect.bisect_left(cp, _std.canonical_double(g)) for _ in range(count)]
        keys = []
        for i, v in enumerate(w):
            e = -math.log(1.0 - _std.canonical_double(g))
            keys.append((e / v if v else math.inf, i))
        keys.sort()
        return [i for _, i in keys[:count]]

    def _count(self, n, source):
        self._check_weights()
        return min(self.num_samples or n, n)

    def is_shuffled(self) -> bool:
        return True

    def is_sharded(self) -> bool:
        return self._child_sharded()

    def get_shuffle_mode(self) -> Shuffle:
        return Shuffle.GLOBAL


def select_sampler(num_samples: int | None, input_sampler: Any, shuffle: Any, num_shards: int | None,
                   shard_id: int | None) -> BuiltinSampler:  # fmt: skip
    """The sampler a source uses, as MindSpore's ``select_sampler`` picks it: the given one (a list or array of ids
    becomes a ``SubsetSampler``, another iterable an ``IterSampler``), else from ``shuffle`` (True, False or a
    ``Shuffle`` mode), ``num_samples`` and the shard arguments.

    Raises:
        ValueError: if a built-in sampler comes with any of the other arguments.
        TypeError: for a sampler of an unsupported type.
    """
    if input_sampler is not None:
        if isinstance(input_sampler, BuiltinSampler):
            if any(a is not None for a in (num_shards, shard_id, shuffle, num_samples)):
                raise ValueError(
                    f"Conflicting arguments during sampler assignments. num_samples: {num_samples}, num_shards: "
                    f"{num_shards}, shard_id: {shard_id}, shuffle: {shuffle}."
                )
            return input_sampler
        if isinstance(input_sampler, (np.ndarray, list, tuple)):
            return SubsetSampler(list(input_sampler), num_samples)
        if isinstance(input_sampler, str):
            raise TypeError(f"Unsupported sampler object of type ({type(input_sampler)})")
        try:  # iterable as Python defines it: ``__iter__``, or ``__getitem__`` taking 0, 1, 2, ...
            iter(input_sampler)
        except TypeError:
            pass
        else:
            return IterSampler(input_sampler, num_samples)
        raise TypeError("sampler should be either iterable or from mindspore.dataset.samplers.")
    if shuffle is None or shuffle is True:
        shuffle = Shuffle.GLOBAL
    elif shuffle is False:
        shuffle = Shuffle.FALSE
    if shuffle != Shuffle.FALSE:
        if num_shards is not None:
            return DistributedSampler(num_shards, shard_id, shuffle=shuffle, num_samples=num_samples)
        if num_samples is not None:
            return RandomSampler(replacement=True, num_samples=num_samples, shuffle=shuffle)
        return RandomSampler(num_samples=num_samples, shuffle=shuffle)
    if num_shards is not None:
        return DistributedSampler(num_shards, shard_id, shuffle=shuffle, num_samples=num_samples)
    return SequentialSampler(num_samples=num_samples)
