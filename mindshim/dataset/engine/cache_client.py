"""`mindspore.dataset.engine.cache_client`: ``DatasetCache``, the client of MindSpore's tensor cache server; on one
machine without that server mindshim's cache keeps no rows (a pipeline gives the same rows with or without it)."""

from __future__ import annotations

from ... import _api
import copy
from typing import Any

from ..core.validator_helpers import UINT32_MAX, check_pos_int32, check_positive, check_value, type_check

__all__ = _api.names(__name__)

_UINT64_MAX = 18446744073709551615


class CacheStat:
    """A cache's statistics (``DatasetCache.get_stat()``): average cached size and rows cached in memory / on disk."""

    def __init__(self) -> None:
        self.avg_cache_sz = 0
        self.num_mem_cached = 0
        self.num_disk_cached = 0


class DatasetCache:
    """A client of the dataset cache service, passed as ``cache=`` to a source dataset or ``map``. Mirrors
    ``mindspore.dataset.DatasetCache(session_id, size=0, spilling=False, hostname=None, port=None,
    num_connections=None, prefetch_size=None)`` (2.10) with its argument checks.

    Known difference: MindSpore serves cached rows from a separate ``cache_admin`` server and fails at iteration
    (RuntimeError) when none runs; mindshim has no server and caches nothing, so the pipeline runs uncached and
    ``get_stat()`` reports zeros. Caching changes only speed, so the rows are the same.

    Raises:
        TypeError: ``session_id``/``size``/``port`` not int, ``spilling`` not bool, ``hostname`` not str.
        ValueError: ``session_id`` outside [1, 4294967295], ``size`` negative or above uint64, ``port`` outside
            [1025, 65535], ``num_connections``/``prefetch_size`` outside [1, 2147483647].
    """

    def __init__(
        self,
        session_id: int,
        size: int = 0,
        spilling: bool = False,
        hostname: str | None = None,
        port: int | None = None,
        num_connections: int | None = None,
        prefetch_size: int | None = None,
    ) -> None:
        type_check(session_id, (int,), "session_id")
        check_value(session_id, (1, UINT32_MAX), "session_id")
        type_check(size, (int,), "size")
        if size != 0:
            check_positive(size, "size")
            check_value(size, (0, _UINT64_MAX), "size")
        type_check(spilling, (bool,), "spilling")
        if hostname is not None:
            type_check(hostname, (str,), "hostname")
        if port is not None:
            type_check(port, (int,), "port")
            check_value(port, (1025, 65535), "port")
        if num_connections is not None:
            check_pos_int32(num_connections, "num_connections")
        if prefetch_size is not None:
            check_pos_int32(prefetch_size, "prefetch_size")
        self.session_id = session_id
        self.size = size
        self.spilling = spilling
        self.hostname = hostname
        self.port = port
        self.prefetch_size = prefetch_size
        self.num_connections = num_connections
        self.cache_client = None

    def get_stat(self) -> CacheStat:
        """The cache's statistics: all zero, as nothing is cached here (MindSpore asks its cache server)."""
        return CacheStat()

    def __deepcopy__(self, memodict: dict) -> DatasetCache:
        if id(self) in memodict:
            return memodict[id(self)]
        new_cache = DatasetCache.__new__(DatasetCache)
        memodict[id(self)] = new_cache
        for name in ("session_id", "spilling", "size", "hostname", "port", "prefetch_size", "num_connections"):
            setattr(new_cache, name, copy.deepcopy(getattr(self, name), memodict))
        new_cache.cache_client = self.cache_client
        return new_cache


def _check_cache(cache: Any) -> None:
    """MindSpore's check of a ``cache=`` argument: None or a DatasetCache."""
    if cache is not None:
        type_check(cache, (DatasetCache,), "cache")
