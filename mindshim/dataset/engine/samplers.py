"""`mindspore.dataset` samplers: which row indices a random-access source yields, and in what order."""

from __future__ import annotations

from collections.abc import Sequence

from ..core import config as _config

__all__ = [
    "Sampler",
    "SequentialSampler",
    "RandomSampler",
    "SubsetSampler",
    "SubsetRandomSampler",
    "DistributedSampler",
]


class Sampler:
    """Base sampler; a user subclass overrides ``__iter__`` and may use ``self.dataset_size``.
    Mirrors ``mindspore.dataset.Sampler``."""

    def __init__(self, num_samples: int | None = None) -> None:
        self.num_samples = num_samples
        self.dataset_size = 0

    def __iter__(self):
        return iter(range(self.dataset_size))

    def _indices(self, n: int) -> list:
        self.dataset_size = n
        idx = [int(i) for i in iter(self)]
        return idx[: self.num_samples] if self.num_samples else idx

    def get_num_samples(self) -> int | None:
        """The sample limit, or None."""
        return self.num_samples


class SequentialSampler(Sampler):
    """Indices ``start_index, start_index + 1, ...``. Mirrors ``mindspore.dataset.SequentialSampler``."""

    def __init__(self, start_index: int | None = None, num_samples: int | None = None) -> None:
        super().__init__(num_samples)
        self.start_index = start_index or 0

    def __iter__(self):
        return iter(range(self.start_index, self.dataset_size))


class RandomSampler(Sampler):
    """A random permutation (with ``replacement``: random draws). Mirrors ``mindspore.dataset.RandomSampler``."""

    def __init__(self, replacement: bool = False, num_samples: int | None = None) -> None:
        super().__init__(num_samples)
        self.replacement = replacement
        self._rng = None

    def __iter__(self):
        if self._rng is None:
            self._rng = _config._rng()
        n = self.dataset_size
        if self.replacement:
            return iter(self._rng.randint(0, n, size=self.num_samples or n).tolist())
        return iter(self._rng.permutation(n).tolist())


class SubsetSampler(Sampler):
    """Exactly ``indices``, in order. Mirrors ``mindspore.dataset.SubsetSampler``."""

    def __init__(self, indices: Sequence[int], num_samples: int | None = None) -> None:
        super().__init__(num_samples)
        self.indices = list(indices)

    def __iter__(self):
        return iter(self.indices)


class SubsetRandomSampler(SubsetSampler):
    """``indices`` in a random order. Mirrors ``mindspore.dataset.SubsetRandomSampler``."""

    def __iter__(self):
        idx = list(self.indices)
        _config._rng().shuffle(idx)
        return iter(idx)


class DistributedSampler(Sampler):
    """Shard ``shard_id`` of ``num_shards`` (strided), optionally shuffled first.
    Mirrors ``mindspore.dataset.DistributedSampler``."""

    def __init__(
        self, num_shards: int, shard_id: int, shuffle: bool = True, num_samples: int | None = None, offset: int = -1
    ) -> None:
        super().__init__(num_samples)
        if not 0 <= shard_id < num_shards:
            raise ValueError(f"Input shard_id is not within the required interval of [0, {num_shards - 1}].")
        self.num_shards, self.shard_id, self.shuffle = num_shards, shard_id, shuffle
        self._rng = None

    def __iter__(self):
        idx = list(range(self.dataset_size))
        if self.shuffle:
            if self._rng is None:
                self._rng = _config._rng()
            self._rng.shuffle(idx)
        from .datasets import _shard

        return iter(_shard(idx, self.num_shards, self.shard_id))
