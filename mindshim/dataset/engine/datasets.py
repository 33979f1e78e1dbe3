"""`mindspore.dataset` pipeline: source datasets and the batch/map/shuffle/... nodes, as plain Python over numpy.

Every node yields rows (a list of numpy arrays, one per column) one epoch at a time; iterators turn rows into
MindSpore Tensors (or leave them as numpy with ``output_numpy=True``). ``map``, ``batch`` with ``per_batch_map``
and random-access ``GeneratorDataset`` sources run their work on ``num_parallel_workers`` threads (processes with
``python_multiprocessing=True``) through `_parallel.ordered_map`, which keeps MindSpore's row order; that module's
docstring says why the engine does not sit on ``torch.utils.data.DataLoader``. A node given no worker count runs
in the calling thread until ``ds.config.set_num_parallel_workers`` is called (MindSpore would use 8 threads).

Known differences from MindSpore 2.10: shuffled orders and random draws differ (other generators); a node may feed
several consumers (MindSpore refuses a pipeline that is not a tree).
"""

from __future__ import annotations

from ... import _api
import bisect
import builtins
import weakref
import itertools
import copy
import importlib
import logging
import random
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
import torch

from ..._kernels import creation as _creation
from ..._kernels import stdrandom as _std
from ..core import config as _config
from ..core.validator_helpers import (
    check_columns,
    check_independent_mode,
    check_num_parallel_workers,
    check_pos_int32,
    type_check,
)
from ..transforms.transforms import TensorOperation, _any_random, _ms_numpy
from . import samplers as _samplers
from ._parallel import PoolScope, map_op_error, op_error, ordered_map, set_scope, user_error, user_message

__all__ = _api.names(__name__)

Row = list  # list[np.ndarray], one entry per column
_bzip = builtins.zip


_train_dataset = None


def _set_training_dataset(dataset: Any) -> None:
    """Keep the dataset (or iterator) that training recovery resumes from. Mirrors
    ``mindspore.dataset.engine.datasets._set_training_dataset`` (2.10); :func:`_get_training_dataset` returns it."""
    global _train_dataset
    _train_dataset = dataset


def _get_training_dataset() -> Any:
    """The dataset :func:`_set_training_dataset` kept (None before)."""
    return _train_dataset


def _map_leaves(fn: Callable, x: Any) -> Any:
    """``fn`` applied to each leaf of a dict column value (dicts and lists inside it keep their form)."""
    if isinstance(x, dict):
        return {k: _map_leaves(fn, v) for k, v in x.items()}
    if isinstance(x, list):
        return [_map_leaves(fn, v) for v in x]
    if isinstance(x, tuple):
        return tuple(_map_leaves(fn, v) for v in x)
    return fn(x)


def _leaf_array(x: Any) -> Any:
    """A leaf of a dict column as the iterators hand it out: an array (a Tensor's via asnumpy, a Python scalar or
    string via numpy's rules); ``bytes`` and ``None`` are handed out as they are, as MindSpore does."""
    if isinstance(x, np.ndarray) or x is None or isinstance(x, bytes):  # bytes and None stay Python objects
        return x
    asnumpy = getattr(x, "asnumpy", None)
    if asnumpy is not None:
        return asnumpy()
    return np.asarray(x)


def _as_array(x: Any) -> np.ndarray | dict:
    """One column value as a numpy array (Tensors via asnumpy, Python scalars via numpy's rules). A dict stays the
    Python dict it is (MindSpore's Python-dictionary column): map functions receive it with its values as they were
    made (floats, strings, lists, tuples); the iterators hand its leaves out as arrays (``_leaf_array``)."""
    if isinstance(x, np.ndarray):
        return x
    if isinstance(x, dict):
        return x
    asnumpy = getattr(x, "asnumpy", None)
    if asnumpy is not None:
        return asnumpy()
    return np.asarray(x)


def _slices_column(x: Any) -> np.ndarray | dict | list:
    """A ``NumpySlicesDataset`` column: :func:`_as_array` of it, or, for a list / tuple whose rows differ in shape
    (``[[1], [1, 2]]``), the list of each row as its own array, as MindSpore 2.10 slices it (each row keeps its
    shape and numpy dtype; batching such rows needs ``padded_batch``)."""
    try:
        return _as_array(x)
    except ValueError:
        if not isinstance(x, (list, tuple)):
            raise
        return [_as_array(v) for v in x]


def _to_list(x: Any) -> list | None:
    if x is None:
        return None
    if isinstance(x, str):
        return [x]
    return list(x)


def _to_tensor(arr: np.ndarray, do_copy: bool, dev: torch.device):
    from ...common.tensor import _numpy_backed, _wrap

    if not isinstance(arr, np.ndarray):
        if isinstance(arr, dict):  # a dictionary column: its leaves become Tensors
            return _map_leaves(lambda a: _to_tensor(_leaf_array(a), do_copy, dev), arr)
        return arr  # a dict leaf that stays a Python object (bytes, None)
    if arr.dtype.kind in "USO":  # strings stay numpy, as in MindSpore
        return _ms_numpy(arr)
    # a row's arrays may be the user's own (a generator's), so the Tensor always gets a copy of its own;
    # ``do_copy`` says which Tensor MindSpore makes: ``Tensor(array)``, or ``Tensor.from_numpy`` of its buffer
    arr = np.array(arr, copy=True, order="C")
    if arr.dtype.char == "Q":  # numpy's ``unsigned long long`` (how uint64 is handed out): torch takes ``uint64``
        arr = arr.view(np.uint64)
    t = _creation.share_numpy(arr)
    if do_copy:  # MindSpore: ``Tensor(array)``
        return _wrap(t if dev.type == "cpu" else t.to(dev))
    return _numpy_backed(t if dev.type == "cpu" else t.to(dev))  # MindSpore: ``Tensor.from_numpy(array)``


def _check_split(sizes: Any, randomize: Any) -> None:
    """``split``'s argument checks, with MindSpore's messages."""
    type_check(sizes, (list,), "sizes")
    type_check(randomize, (bool,), "randomize")
    if not sizes:
        raise ValueError("sizes cannot be empty.")
    all_int = all(isinstance(item, int) for item in sizes)
    all_float = all(isinstance(item, float) for item in sizes)
    if not (all_int or all_float):
        raise ValueError("sizes should be list of int or list of float.")
    if all_int and not all(item > 0 for item in sizes):
        raise ValueError("sizes is a list of int, but there should be no negative or zero numbers.")
    if all_float:
        if not all(0 < item <= 1 for item in sizes):
            raise ValueError("sizes is a list of float, but there should be no numbers outside the range (0, 1].")
        if not abs(sum(sizes) - 1) < 0.00001:
            raise ValueError("sizes is a list of float, but the percentages do not sum up to 1.")


def _split_seed() -> int:
    """The seed every part of one ``split`` shuffles with (so the parts do not overlap)."""
    return _config._seed32()


class BatchInfo:
    """What ``per_batch_map`` and a callable ``batch_size`` receive: the batch and epoch counters (0-based)."""

    def __init__(self, batch_num: int, epoch_num: int) -> None:
        self._batch_num = batch_num
        self._epoch_num = epoch_num

    def get_batch_num(self) -> int:
        """Index of the batch in the whole run, counting from 0."""
        return self._batch_num

    def get_epoch_num(self) -> int:
        """Index of the epoch, counting from 0."""
        return self._epoch_num


# ------------------------------------------------------------------------------------------------ iterators
def _restart_random(dataset: Dataset) -> None:
    """Forget the random state of every node and sampler of the pipeline, so that an iterator starts the sequence
    again: as in MindSpore, each new iterator over a seeded pipeline replays the same shuffles (its first epoch
    equals the previous iterator's first), while the epochs of one iterator continue the sequence."""
    seen: set[int] = set()
    stack = [dataset]
    while stack:
        node = stack.pop()
        if id(node) in seen:
            continue
        seen.add(id(node))
        if "_rng" in vars(node):
            node._rng = None
        sampler = getattr(node, "sampler", None)
        while sampler is not None:
            if "_rng" in vars(sampler):
                sampler._rng = None
            if "_seed" in vars(sampler) and getattr(sampler, "reshuffle_each_epoch", True) is False:
                sampler._seed = None
            sampler = getattr(sampler, "child_sampler", None)
        stack.extend(getattr(node, "children", ()))


def _callback_runtimes(dataset) -> dict | None:
    """The callbacks of the maps in the pipeline below ``dataset``, set up for one iterator (None without any).

    Raises:
        AttributeError: a callback that overrides none of its methods (MindSpore's check when the pipeline is made).
    """
    maps, todo = [], [dataset]
    while todo:
        node = todo.pop()
        if getattr(node, "_callbacks", None):
            maps.append(node)
        todo.extend(node.children)
    if not maps:
        return None
    from ..callback.ds_callback import _Runtime

    return {node: _Runtime(node._callbacks) for node in maps}


class _IteratorBase:
    def __init__(self, dataset: Dataset, num_epochs: int = -1, output_numpy: bool = False, do_copy: bool = False):
        dataset._check_tree()
        _restart_random(dataset)
        self._dataset = dataset
        self._num_epochs = num_epochs
        self._output_numpy = output_numpy
        self._do_copy = do_copy
        self._epoch = 0
        self._gen = None
        self._col_names = dataset.get_col_names()
        from ...common.tensor import _device

        self._dev = _device()  # fixed for the life of the iterator
        self._pools = PoolScope()  # the parallel nodes' worker pools, kept from epoch to epoch
        self._skip = 0
        self._stopped = False
        self._callbacks = _callback_runtimes(dataset)
        init_step = dataset.get_init_step()
        if init_step:  # resume at global step ``init_step``: its epoch counts against ``num_epochs``
            size = dataset.get_dataset_size()
            if size:
                self._epoch, self._skip = divmod(init_step, size)

    def __iter__(self):
        return self

    def _convert(self, row: Row):
        if self._output_numpy:
            return [_map_leaves(_leaf_array, a) if isinstance(a, dict) else _ms_numpy(a) for a in row]
        dev, copy = self._dev, self._do_copy
        return [_to_tensor(a, copy, dev) for a in row]

    def __next__(self):
        prev = set_scope(self._pools)
        if self._callbacks is not None:
            prev_cb = getattr(_config._LOCAL, "ds_callbacks", None)
            _config._LOCAL.ds_callbacks = (self._epoch, self._callbacks)
        try:
            if self._gen is None:
                if 0 < self._num_epochs <= self._epoch:
                    self._pools.close()
                    if self._stopped:
                        raise StopIteration
                    raise op_error(
                        "EOF buffer encountered. User tries to fetch data beyond the specified number of epochs."
                    )
                self._gen = self._dataset._epoch_rows(self._epoch)
                if self._skip:
                    self._gen = itertools.islice(self._gen, self._skip, None)
                    self._skip = 0
            try:
                row = next(self._gen)
            except StopIteration:
                self._gen = None
                self._epoch += 1
                if 0 < self._num_epochs <= self._epoch:
                    self._pools.close()  # the last epoch: no pool is needed any more
                for runtime in (self._callbacks or {}).values():
                    runtime.close_epoch()
                raise
        finally:
            set_scope(prev)
            if self._callbacks is not None:
                _config._LOCAL.ds_callbacks = prev_cb
        return self._pack(self._convert(row))

    def stop(self) -> None:
        """End the iteration: shut the worker pools down."""
        self._gen = None
        self._num_epochs = self._epoch = 1
        self._stopped = True
        self._pools.close()

    def __del__(self) -> None:
        pools = getattr(self, "_pools", None)
        if pools is not None:
            self._gen = None  # an epoch in progress closes first, shutting its own pool down
            pools.close()

    def get_col_names(self) -> list:
        """Column names of the rows this iterator yields."""
        return list(self._col_names)


class TupleIterator(_IteratorBase):
    """Yields each row as a list of Tensors (numpy arrays with ``output_numpy=True``), one per column."""

    def __init__(self, dataset, columns=None, num_epochs=-1, output_numpy=False, do_copy=False):
        super().__init__(dataset, num_epochs, output_numpy, do_copy)
        self._index = None
        if columns is not None:
            cols = _to_list(columns)
            self._index = [self._col_names.index(c) for c in cols]
            self._col_names = cols

    def _pack(self, row):
        if self._index is not None:
            return [row[i] for i in self._index]
        return row


class DictIterator(_IteratorBase):
    """Yields each row as a dict {column name: Tensor} (numpy arrays with ``output_numpy=True``)."""

    def _pack(self, row):
        return dict(_bzip(self._col_names, row))


# ------------------------------------------------------------------------------------------------ base
class Dataset:
    """Base of every dataset node. Mirrors ``mindspore.dataset.Dataset`` (2.10): the chaining operations
    (``batch``, ``map``, ``shuffle``, ``repeat``, ``take``, ``skip``, ``project``, ``rename``, ``zip``, ``concat``,
    ``filter``), iterators and the size/column getters."""

    def __init__(self, children: Sequence[Dataset] = (), num_parallel_workers: int | None = None) -> None:
        if num_parallel_workers is not None:
            check_num_parallel_workers(num_parallel_workers)
        self.children = list(children)
        self.num_parallel_workers = num_parallel_workers
        self._size_cache: int | None = None
        self._parents: list = []  # weak references to the nodes consuming this one
        for child in self.children:
            if isinstance(child, Dataset):
                child._parents.append(weakref.ref(self))

    _input_indexs: Any = ()
    _global_step: int | None = None

    def to_json(self, filename: str = "") -> dict:
        """The pipeline ending here as MindSpore's JSON graph (a dict), also written to ``filename`` when given.
        Mirrors ``Dataset.to_json``; the nodes it covers and its errors are ``mindspore.dataset.serialize``'s."""
        return importlib.import_module("mindshim.dataset.engine.serializer_deserializer").to_json(self, filename)

    def set_init_step(self, init_step: int) -> None:
        """Start the next iterators at global step ``init_step`` (failover resume): epoch ``init_step // size``,
        its first ``init_step % size`` rows skipped; the skipped epochs count against ``num_epochs``. Mirrors
        ``Dataset.set_init_step``."""
        self._global_step = init_step

    def get_init_step(self) -> int:
        """The step set by :meth:`set_init_step` here, else the only child's, else 0. Mirrors
        ``Dataset.get_init_step``."""
        if self._global_step is not None:
            return self._global_step
        if len(self.children) == 1 and isinstance(self.children[0], Dataset):
            return self.children[0].get_init_step()
        return 0

    @property
    def input_indexs(self) -> Any:
        """The column order the network takes in sink mode: the value set on this node, else the first one set
        below it (the first child's first), else ``()``. Mirrors ``Dataset.input_indexs``."""
        if self._input_indexs != ():
            return self._input_indexs
        for child in self.children:
            cix = child.input_indexs if isinstance(child, Dataset) else ()
            if cix != ():
                return cix
        return self._input_indexs

    @input_indexs.setter
    def input_indexs(self, value: Any) -> None:
        self._input_indexs = value

    def __copy__(self) -> Dataset:
        # a copy (``split``, ``device_que``...) is a new node: it has no consumers yet, and its children gain one
        new = self.__class__.__new__(self.__class__)
        new.__dict__.update(self.__dict__)
        new._parents = []
        new.children = list(self.children)
        for child in new.children:
            if isinstance(child, Dataset):
                child._parents.append(weakref.ref(new))
        return new

    def __deepcopy__(self, memo: dict) -> Dataset:
        # a deep copy (``split`` copies the pipeline, as MindSpore does) is a new tree: fresh consumer lists, and each
        # copied child is consumed by its copied parent only
        new = self.__class__.__new__(self.__class__)
        memo[id(self)] = new
        for key, value in self.__dict__.items():
            if key != "_parents":
                new.__dict__[key] = copy.deepcopy(value, memo)
        new._parents = []
        for child in new.children:
            if isinstance(child, Dataset):
                child._parents = [ref for ref in child._parents if ref() is not None and ref() is not self]
                child._parents.append(weakref.ref(new))
        return new

    def _check_tree(self) -> None:
        """MindSpore builds a pipeline only when it is a tree: below the node being run, a node consumed by two
        live nodes (``a = d.map(...); b = d.batch(...)`` then iterating ``b``) raises its ValueError."""
        stack = list(self.children)
        seen: set[int] = set()
        while stack:
            node = stack.pop()
            if id(node) in seen or not isinstance(node, Dataset):
                continue
            seen.add(id(node))
            if sum(1 for ref in node._parents if ref() is not None) > 1:
                raise ValueError("The data pipeline is not a tree (i.e., one node has 2 consumers)")
            stack.extend(node.children)

    def _workers(self) -> int:
        """Worker count of this node: its own, else the configured default (1 until the user sets one)."""
        n = self.num_parallel_workers
        return _config._default_workers() if n is None else n

    # ---- what subclasses provide
    def _epoch_rows(self, epoch: int):
        """Rows of one epoch (generator of lists of numpy arrays)."""
        raise NotImplementedError

    def _col_names(self) -> list:
        return self.children[0]._col_names()

    def _size(self) -> int | None:
        """Rows per epoch when known without iterating, else None."""
        return None

    # ---- getters
    def get_dataset_size(self) -> int:
        """Number of rows (batches after ``batch``) in one epoch. Mirrors ``Dataset.get_dataset_size``.

        Raises:
            ValueError: when the pipeline below is not a tree (a node with two consumers), as MindSpore.
        """
        self._check_tree()
        if self._size_cache is None:
            n = self._size()
            if n is None:
                n = sum(1 for _ in self._epoch_rows(0))
            self._size_cache = n
        return self._size_cache

    def get_col_names(self) -> list:
        """Column names of the rows this dataset yields. Mirrors ``Dataset.get_col_names``."""
        return list(self._col_names())

    def get_batch_size(self) -> int:
        """Batch size of the last ``batch`` in the pipeline, 1 when there is none. Mirrors ``get_batch_size``."""
        return self.children[0].get_batch_size() if self.children else 1

    def get_repeat_count(self) -> int:
        """Repeat count of the last ``repeat`` in the pipeline, 1 when there is none."""
        return self.children[0].get_repeat_count() if self.children else 1

    def _first_row(self) -> Row:
        for row in self._epoch_rows(0):
            return row
        raise RuntimeError("The dataset is empty.")

    def output_shapes(self, estimate: bool = False) -> list:
        """Shapes of the columns of the first row, as lists; with ``estimate=True`` every row of an epoch is read and
        a dimension that varies is None. Mirrors ``Dataset.output_shapes``.

        Raises:
            TypeError: ``estimate`` not a bool.
            RuntimeError: with ``estimate``, a column whose rank changes from row to row (MindSpore's ``Inconsistent
                shapes, expect same shape for each data row, ...``).
        """
        type_check(estimate, (bool,), "estimate")
        if not estimate:  # a Python-dictionary column reports [0], as in MindSpore
            return [[0] if isinstance(a, dict) else list(a.shape) for a in self._first_row()]
        shapes = None
        last = None
        for row in self._epoch_rows(0):
            cur = [list(a.shape) for a in row]
            if shapes is None:
                shapes, last = cur, cur
                continue
            for k, (old, new) in enumerate(_bzip(shapes, cur)):
                if len(old) != len(new):
                    raise op_error(
                        # MindSpore's labels: "last" names the row just read, "current" the shape kept before it
                        "Inconsistent shapes, expect same shape for each data row, last data row: "
                        f"<{','.join(map(str, new))}>, current data row: <{','.join(map(str, last[k]))}>",
                        head="Syntax error.",
                    )
                else:
                    shapes[k] = [a if a == b else None for a, b in _bzip(old, new)]
            last = cur
        if shapes is None:
            raise RuntimeError("The dataset is empty.")
        return shapes

    def output_types(self) -> list:
        """numpy dtypes of the columns of the first row (``object`` for a Python-dictionary column). Mirrors
        ``Dataset.output_types``."""
        return [
            np.dtype(object) if isinstance(a, dict) else np.dtype(a.dtype.kind) if a.dtype.kind in "US" else a.dtype
            for a in self._first_row()
        ]

    def _build_vocab(self, columns: Any, freq_range: Any, top_k: Any, special_tokens: Any, special_first: Any) -> Any:
        """MindSpore's private ``_build_vocab`` (what ``text.Vocab.from_dataset`` runs after its checks; MindNLP's
        ``Vocab.from_dataset`` calls it directly): a ``text.Vocab`` of the tokens of ``columns`` (all when None or
        empty) with counts in ``freq_range`` (None ends open), the ``top_k`` most frequent, ``special_tokens`` first
        or last. No argument checks, as in MindSpore."""
        utils = importlib.import_module("mindshim.dataset.text.utils")
        columns = [] if columns is None else columns if isinstance(columns, list) else [columns]
        lo, hi = (None, None) if freq_range is None else freq_range
        return utils.Vocab._build(
            self, columns, 0 if lo is None else lo, 2**63 - 1 if hi is None else hi, top_k, special_tokens,
            special_first,
        )  # fmt: skip

    def num_classes(self) -> int | None:
        """Number of classes: None except for sources that know their classes (``ImageFolderDataset``...).
        Mirrors ``Dataset.num_classes``."""
        return None

    def get_class_indexing(self) -> dict:
        """The {class name: label} map: empty except for sources that name their classes.
        Mirrors ``Dataset.get_class_indexing``."""
        return {}

    def __len__(self) -> int:
        return self.get_dataset_size()

    def is_shuffled(self) -> bool:
        """Whether a source below this node shuffles its rows. Mirrors ``Dataset.is_shuffled``."""
        return any(c.is_shuffled() for c in self.children)

    def is_sharded(self) -> bool:
        """Whether a source below this node reads only a shard. Mirrors ``Dataset.is_sharded``."""
        return any(c.is_sharded() for c in self.children)

    def is_sync(self) -> bool:
        """Whether a ``sync_wait`` node is below this node."""
        return any(c.is_sync() for c in self.children)

    def get_sync_notifiers(self) -> dict:
        """{condition name: release function} of the ``sync_wait`` nodes below this node."""
        out: dict = {}
        for c in self.children:
            out.update(c.get_sync_notifiers())
        return out

    def disable_sync(self) -> None:
        """Let every ``sync_wait`` below this node pass rows without waiting."""
        for c in self.children:
            c.disable_sync()

    def reset(self) -> None:
        """Nothing to rewind: every epoch starts afresh."""

    # ---- iterators
    def create_tuple_iterator(
        self, columns: list | None = None, num_epochs: int = -1, output_numpy: bool = False, do_copy: bool = False
    ) -> TupleIterator:
        """An iterator over rows as lists of Tensors (numpy arrays with ``output_numpy=True``).

        Each ``for`` loop over the iterator runs one epoch; with ``num_epochs > 0`` it stops after that many.
        Mirrors ``Dataset.create_tuple_iterator``.
        """
        return TupleIterator(self, columns, num_epochs, output_numpy, do_copy)

    def create_dict_iterator(
        self, num_epochs: int = -1, output_numpy: bool = False, do_copy: bool = False
    ) -> DictIterator:
        """An iterator over rows as dicts {column name: Tensor}. Mirrors ``Dataset.create_dict_iterator``."""
        return DictIterator(self, num_epochs, output_numpy, do_copy)

    def __iter__(self):
        return iter(self.create_tuple_iterator(num_epochs=1))

    def save(self, file_name: str, num_files: int = 1, file_type: str = "mindrecord") -> None:
        """Write one epoch of this pipeline's rows as MindRecord (``num_files`` files ``file_name0``, ... when
        more than one), readable by ``MindDataset`` here and in MindSpore. Mirrors ``Dataset.save``: the schema
        comes from the first row (bool/int8/uint8/int16/uint16/int32 as int32, uint32/int64/uint64 as int64,
        float16/float32 as float32, float64, string, bytes; arrays get the shape ``[-1, *shape[1:]]``); with
        several files each row goes to one drawn at random. See ``_save_to_disk.save_to_disk``.

        Raises:
            TypeError: if ``num_files`` is not an int or ``file_name``/``file_type`` not a str.
            ValueError: if ``num_files`` is outside [1, 1000] or ``file_type`` is not ``"mindrecord"``.
            RuntimeError: (MindSpore's messages) if a file or its ``.db`` exists (saving twice to one name), the
                folder is missing, a column is a dict or a multi-dimensional string/bytes tensor, a dimension other
                than 0 changes between rows, or the dataset is empty.
        """
        from ._save_to_disk import save_to_disk

        type_check(num_files, (int,), "num_files")
        if num_files <= 0 or num_files > 1000:
            raise ValueError("num_files should between 0 and 1000.")
        type_check(file_name, (str,), "file_name")
        type_check(file_type, (str,), "file_type")
        if file_type != "mindrecord":
            raise ValueError(f"{file_type} dataset format is not supported.")
        save_to_disk(self, file_name, num_files)

    # ---- chaining
    def batch(
        self, batch_size: int | Callable, drop_remainder: bool = False, num_parallel_workers: int | None = None, **kw
    ) -> BatchDataset:
        """Stack ``batch_size`` consecutive rows into one (numpy ``stack`` per column).

        Keyword arguments ``per_batch_map``, ``input_columns``, ``output_columns`` work as in MindSpore; with
        ``per_batch_map`` and ``num_parallel_workers`` > 1 batches are made by that many threads (processes with
        ``python_multiprocessing=True``), in order. ``max_rowsize`` is accepted and ignored. The 1.x keyword
        ``pad_info`` makes a :meth:`padded_batch` (2.10 refuses it). Mirrors ``Dataset.batch``.
        """
        if "pad_info" in kw:  # 1.x: batch(pad_info=...) was padded_batch
            return PaddedBatchDataset(self, batch_size, drop_remainder, num_parallel_workers, kw.pop("pad_info"))
        return BatchDataset(self, batch_size, drop_remainder, num_parallel_workers, **kw)

    def map(
        self,
        operations: Any = None,
        input_columns: list | str | None = None,
        output_columns: list | str | None = None,
        num_parallel_workers: int | None = None,
        **kwargs,
    ) -> MapDataset:
        """Apply ``operations`` (a callable or a list of them, run in order) to ``input_columns``.

        The results replace the input columns, at the place of the first of them, under ``output_columns``
        (default: the input names). With ``num_parallel_workers`` > 1 rows are processed by that many threads, or
        worker processes with ``python_multiprocessing=True``; the output order is the input order either way.
        Random transforms draw from a generator per row, so a seeded pipeline gives the same rows for any worker
        count. A failing Python function raises MindSpore's ``RuntimeError`` ("Exception thrown from user defined
        Python function in dataset.") with its traceback. ``callbacks`` (a ``DSCallback`` or a list of them) are
        called as the rows go through (see ``mindspore.dataset.DSCallback``). The 1.x keyword ``column_order``
        projects the result; ``max_rowsize`` and ``offload`` are accepted and ignored, ``cache`` (a
        ``DatasetCache``) is checked and caches nothing here (see :class:`DatasetCache`). Mirrors ``Dataset.map``.

        Raises:
            TypeError: if an operation is not callable, ``num_parallel_workers`` is not an int, ``cache`` not a
                DatasetCache or ``callbacks`` not DSCallbacks.
            ValueError: if ``num_parallel_workers`` is outside [1, CPU count].
            RuntimeError: if an input column does not exist.
        """
        from .cache_client import _check_cache

        _check_cache(kwargs.get("cache"))
        out = MapDataset(
            self,
            operations,
            input_columns,
            output_columns,
            num_parallel_workers,
            python_multiprocessing=kwargs.get("python_multiprocessing", False),
            callbacks=kwargs.get("callbacks"),
        )
        column_order = kwargs.get("column_order")  # 1.x argument: the columns (and order) to keep
        return out.project(column_order) if column_order else out

    def padded_batch(
        self,
        batch_size: int | Callable,
        drop_remainder: bool = False,
        num_parallel_workers: int | None = None,
        pad_info: dict | None = None,
    ) -> PaddedBatchDataset:
        """Batch rows, padding the columns named in ``pad_info`` to a common shape first.

        ``pad_info`` maps a column name to ``(pad_shape, pad_value)``: ``pad_shape`` is a list of dims (a None dim
        takes the largest size in the batch; a smaller dim truncates) or None (largest in every dim), ``pad_value``
        a number or string (None: 0). An empty dict pads every column with 0; columns not named are stacked as by
        ``batch``. The pad value goes through float32 and then to the column's type, as in MindSpore (300 pads a
        uint8 column with 44). Mirrors ``Dataset.padded_batch`` (2.x).

        Raises:
            TypeError / ValueError: for a malformed ``batch_size`` or ``pad_info`` (MindSpore's messages).
            RuntimeError: on iteration, for an unknown column, a rank mismatch, or rows of different shapes in a
                column that is not padded.
        """
        return PaddedBatchDataset(self, batch_size, drop_remainder, num_parallel_workers, pad_info)

    def bucket_batch_by_length(
        self,
        column_names: list,
        bucket_boundaries: list,
        bucket_batch_sizes: list,
        element_length_function: Callable | None = None,
        pad_info: dict | None = None,
        pad_to_bucket_boundary: bool = False,
        drop_remainder: bool = False,
    ) -> BucketBatchByLengthDataset:
        """Sort rows into buckets by length and emit a padded batch whenever a bucket holds its batch size.

        A row of length ``L`` goes to bucket ``i`` where ``bucket_boundaries[i-1] <= L < bucket_boundaries[i]``
        (bucket 0 below the first boundary, the last bucket at or above the last one). The length is
        ``element_length_function(*columns)``; without it, the size of the first dimension of the row's first
        column, as MindSpore 2.10 computes it (whatever ``column_names`` says). At the end of an epoch the partly
        filled buckets are emitted in bucket order unless ``drop_remainder``. Padding follows ``padded_batch``;
        ``pad_info=None`` pads every column to the longest row. With ``pad_to_bucket_boundary``, a ``pad_info``
        entry whose shape list starts with None pads that dim to ``boundary - 1`` (an error for the last bucket).
        Mirrors ``Dataset.bucket_batch_by_length``.

        Raises:
            TypeError / ValueError: for malformed arguments (MindSpore's messages).
        """
        return BucketBatchByLengthDataset(
            self,
            column_names,
            bucket_boundaries,
            bucket_batch_sizes,
            element_length_function,
            pad_info,
            pad_to_bucket_boundary,
            drop_remainder,
        )

    def _split_sizes(self, sizes: list) -> list:
        """Absolute sizes of a split, as ``Dataset._get_absolute_split_sizes`` computes them."""
        dataset_size = self.get_dataset_size()
        if dataset_size is None or dataset_size <= 0:
            raise RuntimeError("dataset_size is unknown, unable to split.")
        if all(isinstance(item, int) for item in sizes):
            if sum(sizes) != dataset_size:
                raise RuntimeError(f"Sum of split sizes {sum(sizes)} is not equal to dataset size {dataset_size}.")
            return list(sizes)
        out = []
        for item in sizes:
            n = int(round(item * dataset_size))
            if n == 0:
                raise RuntimeError(f"Split percentage {item} is too small.")
            out.append(n)
        diff = int(dataset_size - sum(out))
        if diff > 0:
            out[0] += diff
        else:
            for i, n in enumerate(out):
                if n + diff > 0:
                    out[i] += diff
                    break
        return out

    def split(self, sizes: list, randomize: bool = True) -> tuple:
        """Split into non-overlapping datasets of ``sizes`` rows (ints summing to the dataset size, or fractions
        summing to 1, rounded as MindSpore rounds them: the first split absorbs the difference).

        With ``randomize`` the rows are shuffled once (the same order every epoch) before being cut. A random-access
        source splits into datasets of its own class; any other pipeline into ``take``/``skip`` nodes over it.
        Mirrors ``Dataset.split``.

        Raises:
            TypeError / ValueError: for malformed ``sizes`` (MindSpore's messages).
            RuntimeError: if the sizes do not add up, a fraction rounds to 0 rows, or the dataset is sharded.
        """
        _check_split(sizes, randomize)
        if self.is_sharded():
            raise RuntimeError("Dataset should not be sharded before split.")
        if self.is_shuffled():
            logging.getLogger("mindspore").warning("Dataset is shuffled before split.")
        seed = _split_seed()
        out = []
        skip = 0
        for size in self._split_sizes(sizes):
            d = copy.deepcopy(self)  # each part is its own pipeline (a tree), as in MindSpore
            if randomize:
                d = ShuffleDataset(d, 10000)
                d._fixed_seed = seed
            if skip > 0:
                d = d.skip(skip)
            out.append(d.take(size))
            skip += size
        return tuple(out)

    def device_que(
        self, send_epoch_end: bool = True, create_data_info_queue: bool = False, queue_name: str = ""
    ) -> TransferDataset:
        """A ``TransferDataset`` that would feed a device queue (data sink mode). Mirrors ``Dataset.device_que``."""
        return TransferDataset(self, send_epoch_end, create_data_info_queue, queue_name)

    def sync_wait(self, condition_name: str, num_batch: int = 1, callback: Callable | None = None) -> SyncWaitDataset:
        """Let ``num_batch`` batches through per epoch, then one more each time ``sync_update(condition_name)`` is
        called (which also calls ``callback(data)``). Mirrors ``Dataset.sync_wait``; known difference: rows are
        produced on demand, so instead of blocking when the allowance is used up the node lets the row through
        (MindSpore waits ``config.get_callback_timeout()`` seconds, warns and then does the same).

        Raises:
            TypeError: ``condition_name`` not a str or ``num_batch`` not an int. ValueError: if ``num_batch`` is not
                positive. RuntimeError: if the condition name is already used, or under ``MS_INDEPENDENT_DATASET``.
        """
        type_check(condition_name, (str,), "condition_name")
        type_check(num_batch, (int,), "num_batch")
        check_independent_mode("Dataset sync wait")
        return SyncWaitDataset(self, condition_name, num_batch, callback)

    def sync_update(self, condition_name: str, num_batch: int | None = None, data: Any = None) -> None:
        """Release ``num_batch`` more batches (default: the ``sync_wait`` count) at ``condition_name`` and call its
        callback with ``data``. Mirrors ``Dataset.sync_update``.

        Raises:
            RuntimeError: if ``num_batch`` is not a positive int or the condition name is unknown.
            TypeError: if ``condition_name`` is not a str.
        """
        check_independent_mode("Dataset sync update")
        if (not isinstance(num_batch, int) and num_batch is not None) or (
            isinstance(num_batch, int) and num_batch <= 0
        ):
            self.disable_sync()
            raise RuntimeError(f"Sync_update batch size can only be positive integer, got: {num_batch}.")
        notifiers = self.get_sync_notifiers()
        if not isinstance(condition_name, str):
            raise TypeError(
                f"Argument condition_name with value {condition_name} is not of type str, but got "
                f"{type(condition_name)}."
            )
        if condition_name not in notifiers:
            self.disable_sync()
            raise RuntimeError("Condition name not found.")
        if num_batch is not None:
            num_batch *= self.get_batch_size()
        notifiers[condition_name](num_batch, data)

    def apply(self, apply_func: Callable) -> Dataset:
        """``apply_func(self)``, which must return a dataset. Mirrors ``Dataset.apply``.

        Raises:
            TypeError: if ``apply_func`` is not callable or returns something else than a dataset.
        """
        if not hasattr(apply_func, "__call__"):  # MindSpore's own test
            raise TypeError("apply_func must be a function.")
        out = apply_func(self)
        if not isinstance(out, Dataset):
            raise TypeError("apply_func must return a dataset.")
        return out

    def shuffle(self, buffer_size: int) -> ShuffleDataset:
        """Shuffle rows through a buffer of ``buffer_size`` rows. Mirrors ``Dataset.shuffle`` (other order)."""
        return ShuffleDataset(self, buffer_size)

    def repeat(self, count: int | None = None) -> RepeatDataset:
        """Run the pipeline ``count`` times per epoch (None or -1: forever). Mirrors ``Dataset.repeat``."""
        return RepeatDataset(self, count)

    def take(self, count: int = -1) -> TakeDataset:
        """Keep the first ``count`` rows (-1: all). Mirrors ``Dataset.take``."""
        return TakeDataset(self, count)

    def skip(self, count: int) -> SkipDataset:
        """Drop the first ``count`` rows. Mirrors ``Dataset.skip``."""
        return SkipDataset(self, count)

    def project(self, columns: list | str) -> ProjectDataset:
        """Keep only ``columns``, in that order. Mirrors ``Dataset.project``."""
        return ProjectDataset(self, columns)

    def rename(self, input_columns: list | str, output_columns: list | str) -> RenameDataset:
        """Rename columns. Mirrors ``Dataset.rename``."""
        return RenameDataset(self, input_columns, output_columns)

    def flat_map(self, func: Callable) -> Dataset:
        """Call ``func(*row)`` (numpy columns) on every row of this dataset, each call returning a Dataset, and
        return those datasets concatenated in order (their column names, ``column_0``... for unnamed ones).
        Mirrors ``Dataset.flat_map`` (2.10): the rows are read at once, when ``flat_map`` is called.

        Raises:
            TypeError: ``func`` not callable (``func must be a function.``) or a result that is not a Dataset
                (``flat_map must return a Dataset object.``); MindSpore logs both as CRITICAL first.
        """
        from ... import log

        if not callable(func):
            log.critical("func must be a function.")
            raise TypeError("func must be a function.")
        dataset = None
        for row in self.create_tuple_iterator(num_epochs=1, output_numpy=True):
            dataset = func(*row) if dataset is None else dataset + func(*row)
        if not isinstance(dataset, Dataset):
            log.critical("flat_map must return a Dataset object.")
            raise TypeError("flat_map must return a Dataset object.")
        return dataset

    def zip(self, datasets: Dataset | tuple) -> ZipDataset:
        """Join the columns of this and ``datasets`` row by row (size: the shortest). Mirrors ``Dataset.zip``."""
        if isinstance(datasets, Dataset):
            datasets = (datasets,)
        return ZipDataset((self, *datasets))

    def concat(self, datasets: Dataset | list) -> ConcatDataset:
        """Append the rows of ``datasets`` after this one's. Mirrors ``Dataset.concat`` (also ``+``)."""
        if isinstance(datasets, Dataset):
            datasets = [datasets]
        return ConcatDataset([self, *datasets])

    def __add__(self, other: Dataset) -> ConcatDataset:
        return self.concat(other)

    def filter(
        self, predicate: Callable, input_columns: list | str | None = None, num_parallel_workers: int | None = None
    ) -> FilterDataset:
        """Keep rows for which ``predicate(*input_columns)`` is true (run in the calling thread).
        Mirrors ``Dataset.filter``."""
        return FilterDataset(self, predicate, input_columns, num_parallel_workers)


# ------------------------------------------------------------------------------------------------ sources
class _MappableSource(Dataset):
    """A source with random access: shuffle, shard, sample by index."""

    _strict_sampler_args = False  # C++-backed sources refuse sampler + shuffle/shards/num_samples up front

    def __init__(self, num_samples, shuffle, sampler, num_shards, shard_id, num_parallel_workers=None):
        super().__init__((), num_parallel_workers)
        if num_samples is not None and (not isinstance(num_samples, int) or num_samples < 0):
            raise ValueError("num_samples exceeds the boundary between 0 and 9223372036854775807(INT64_MAX)!")
        if sampler is not None and self._strict_sampler_args:
            if shuffle is not None:
                raise RuntimeError("sampler and shuffle cannot be specified at the same time.")
            if num_shards is not None or shard_id is not None:
                raise RuntimeError("sampler and sharding cannot be specified at the same time.")
            if num_samples is not None:
                raise RuntimeError("sampler and num_samples cannot be specified at the same time.")
        if (num_shards is None) != (shard_id is None):
            raise RuntimeError("num_shards and shard_id need to be passed in together.")
        if num_shards is not None and not 0 <= shard_id < num_shards:
            raise ValueError(f"Input shard_id is not within the required interval of [0, {num_shards - 1}].")
        if isinstance(sampler, _samplers.PKSampler) and not hasattr(self, "_class_labels"):
            raise ValueError("GeneratorDataset doesn't support PKSampler.")
        self.num_samples = num_samples
        self.shuffle_flag = True if shuffle is None else bool(shuffle)
        self.num_shards = num_shards
        self.shard_id = shard_id
        self.sampler = _samplers.select_sampler(num_samples, sampler, shuffle, num_shards, shard_id)
        self._split_part: tuple | None = None  # (start, size, permutation seed or None) of a split part

    def use_sampler(self, new_sampler: Any) -> None:
        """Replace the last sampler added (see :meth:`add_sampler`). Mirrors ``MappableDataset.use_sampler``.

        Raises:
            TypeError: if ``new_sampler`` is None or not a sampler.
        """
        if new_sampler is None:
            raise TypeError("Input sampler can not be None.")
        if not isinstance(new_sampler, _samplers.BuiltinSampler):
            raise TypeError("Input sampler is not an instance of a sampler.")
        self._size_cache = None
        self.sampler = self.sampler.child_sampler
        self.add_sampler(new_sampler)

    def add_sampler(self, new_sampler: Any) -> None:
        """Put ``new_sampler`` on top of the current sampler: it picks positions in the ids the current one gives.
        Mirrors ``MappableDataset.add_sampler``.

        Raises:
            RuntimeError: for a ``Shuffle.PARTIAL`` sampler or a shuffle mode other than FALSE/GLOBAL.
        """
        self._size_cache = None
        if self.sampler is not None and self.sampler.get_shuffle_mode() == _samplers.Shuffle.PARTIAL:
            raise RuntimeError(
                "When multiple samplers are used, ensure that the shuffle of the current sampler must not be "
                "Shuffle.PARTIAL."
            )
        if new_sampler.get_shuffle_mode() not in (_samplers.Shuffle.GLOBAL, _samplers.Shuffle.FALSE):
            raise RuntimeError(
                "When multiple samplers are used, ensure that the shuffle of the input sampler must be "
                f"Shuffle.FALSE or Shuffle.GLOBAL, but got: {new_sampler.get_shuffle_mode()}."
            )
        new_sampler.add_child(self.sampler)
        self.sampler = new_sampler

    def _len(self) -> int:
        raise NotImplementedError

    def _get(self, i: int) -> Row:
        raise NotImplementedError

    def is_shuffled(self) -> bool:
        return self.sampler.is_shuffled()

    def is_sharded(self) -> bool:
        return self.sampler.is_sharded()

    def split(self, sizes: list, randomize: bool = True) -> tuple:
        """Split into non-overlapping datasets of the same class (see :meth:`Dataset.split`): the rows this source
        yields are permuted once (``randomize``; the same order every epoch and for every part) and cut in order.
        Mirrors ``MappableDataset.split``."""
        _check_split(sizes, randomize)
        if self.is_sharded():
            raise RuntimeError("Dataset should not be sharded before split.")
        if self.is_shuffled():
            logging.getLogger("mindspore").warning("Dataset is shuffled before split.")
        seed = _split_seed() if randomize else None
        out = []
        start = 0
        for size in self._split_sizes(sizes):
            d = copy.copy(self)
            d._size_cache = None
            d.sampler = copy.deepcopy(self.sampler)
            d._split_part = (start, size, seed)
            out.append(d)
            start += size
        return tuple(out)

    def _indices(self) -> list:
        idx = self._base_indices()
        if self._split_part is not None:
            start, size, seed = self._split_part
            if seed is not None:
                idx = list(np.asarray(idx)[np.random.RandomState(seed).permutation(len(idx))])
            idx = idx[start : start + size]
        return idx

    def _base_indices(self) -> list:
        return self.sampler._sample(self._len(), self)

    def _size(self) -> int:
        n = self.sampler._size(self._len(), self)
        if self._split_part is not None:
            start, size, _ = self._split_part
            n = min(size, max(n - start, 0))
        return n

    def _epoch_rows(self, epoch):
        for i in self._indices():
            yield self._get(int(i))


class NumpySlicesDataset(_MappableSource):
    """Rows sliced along the first axis of lists, arrays, a tuple of them, or a dict {name: column}.

    A list or array gives one column (``column_0`` unless ``column_names`` says otherwise); a tuple gives one
    column per element; a dict gives its keys as column names. ``shuffle`` defaults to True.
    Mirrors ``mindspore.dataset.NumpySlicesDataset``.
    """

    def __init__(
        self,
        data: Any,
        column_names: list | None = None,
        num_samples: int | None = None,
        num_parallel_workers: int = 1,
        shuffle: bool | None = None,
        sampler: Any = None,
        num_shards: int | None = None,
        shard_id: int | None = None,
    ) -> None:
        super().__init__(num_samples, shuffle, sampler, num_shards, shard_id, num_parallel_workers)
        if isinstance(data, dict):
            names = list(data.keys())
            cols = [_slices_column(v) for v in data.values()]
        elif isinstance(data, tuple):
            cols = [_slices_column(v) for v in data]
            names = [f"column_{i}" for i in range(len(cols))]
        else:
            cols = [_slices_column(data)]
            names = ["column_0"]
        if column_names is not None:
            column_names = _to_list(column_names)
            if len(column_names) != len(cols):
                raise ValueError(
                    f"The number of column_names {len(column_names)} does not match the number of columns "
                    f"{len(cols)} in data."
                )
            names = column_names
        n = {len(c) for c in cols}
        if len(n) > 1:
            raise ValueError("All columns of data must have the same length along the first dimension.")
        self._cols = cols
        self._names = names
        self._n = n.pop() if n else 0
        self._ragged = any(isinstance(c, list) for c in cols)  # rows of different shapes: no whole-batch indexing
        # columns of Python dicts (a list of dicts given as data): each row's dict is handed on as it is
        self._dict_cols = [
            k
            for k, c in enumerate(cols)
            if isinstance(c, np.ndarray) and c.dtype == object and c.size and isinstance(c.flat[0], dict)
        ]

    def _col_names(self):
        return self._names

    def _len(self):
        return self._n

    def _get(self, i):
        row = [np.asarray(c[i]) for c in self._cols]
        for k in self._dict_cols:
            row[k] = self._cols[k][i]
        return row

    def _epoch_batches(self, batch_size: int, drop_remainder: bool):
        """Whole batches by fancy indexing (same rows as stacking the slices one by one)."""
        idx = np.asarray(self._indices(), dtype=np.int64)
        n = len(idx)
        stop = n - n % batch_size if drop_remainder else n
        cols = [c if isinstance(c, np.ndarray) else np.asarray(c) for c in self._cols]
        for s in range(0, stop, batch_size):
            sel = idx[s : s + batch_size]
            yield [c[sel] for c in cols]


class _IterableSource(Dataset):
    """A source that can only be iterated (a generator function or an iterable object)."""

    def __init__(self, source, names, num_samples, num_shards, shard_id, types=None):
        super().__init__(())
        self._source = source
        self._names = names
        self.num_samples = num_samples
        self.num_shards = num_shards
        self.shard_id = shard_id
        self._types = types

    def _col_names(self):
        return self._names

    def _size(self):
        if hasattr(self._source, "__len__") and hasattr(self._source, "__iter__"):
            n = len(self._source)
            return min(n, self.num_samples) if self.num_samples else n
        return None

    def _epoch_rows(self, epoch):
        try:
            src = self._source() if callable(self._source) and not hasattr(self._source, "__iter__") else self._source
            it = iter(src)
        except Exception as e:
            raise user_error(e) from e
        count = 0
        i = -1
        while True:
            try:
                item = next(it)
            except StopIteration:
                break
            except Exception as e:
                raise user_error(e) from e
            i += 1
            if self.num_shards is not None and i % self.num_shards != self.shard_id:
                continue
            if self.num_samples and count >= self.num_samples:
                return
            count += 1
            yield _row_from_item(item, len(self._names), self._types)
        declared = self._size()
        if declared is not None and not self.num_samples and count != declared:
            raise user_message(
                f"The actual amount of data read from generator {count} is different from generator.len "
                f"{declared}, you should adjust generator.len to make them match."
            )


def _row_from_item(item: Any, ncols: int, types: list | None = None) -> Row:
    """One source item as a row: a tuple or list gives one column per element, anything else one column."""
    vals = list(item) if isinstance(item, (tuple, list)) else [item]
    if len(vals) != ncols:
        raise user_message(
            "Invalid Python function, the 'source' of 'GeneratorDataset' should return same number of NumPy arrays "
            f"as specified in column_names, the size of column_names is:{ncols} and number of returned NumPy array "
            f"is:{len(vals)}"
        )
    row = [_as_array(x) for x in vals]
    if types is not None:
        for a, t in _bzip(row, types):
            if t is not None and a.dtype != t[0]:
                raise user_message(
                    "Invalid Python function, type of returned data in 'GeneratorDataset' should be same with "
                    f"specified column_types, but the type of returned data: {type(a)}, specified column type: {t[1]}"
                )
    return row


def _column_types(column_types: list | None, schema: Any) -> list | None:
    """(numpy dtype, MindSpore name) per column from ``column_types`` or a schema's column types, else None."""
    from ...common import dtype as mstype

    if column_types is not None:
        out = []
        for t in column_types:
            if t is None:
                out.append(None)
                continue
            np_t = np.dtype(mstype.dtype_to_nptype(t)) if isinstance(t, mstype.Type) else np.dtype(t)
            out.append((np_t, str(getattr(t, "name", t)).lower() if isinstance(t, mstype.Type) else np_t.name))
        return out
    cols = getattr(schema, "columns", None)
    if cols and all(isinstance(c, dict) and c.get("type") for c in cols):
        return [(np.dtype(c["type"]) if c["type"] != "string" else None, c["type"]) for c in cols]
    return None


class _RandomAccessSource(_MappableSource):
    def __init__(
        self, source, names, num_samples, shuffle, sampler, num_shards, shard_id, workers, processes, types=None
    ):
        super().__init__(num_samples, shuffle, sampler, num_shards, shard_id)
        self._source = source
        self._types = types
        self._names = names
        self._nworkers = workers
        self._processes = processes

    def _col_names(self):
        return self._names

    def _len(self):
        return len(self._source)

    def _get(self, i):
        try:
            item = self._source[i]
        except Exception as e:
            raise user_error(e) from e
        return _row_from_item(item, len(self._names), self._types)

    def _epoch_rows(self, epoch):
        return ordered_map(self._get, (int(i) for i in self._indices()), self._nworkers, self._processes)


class GeneratorDataset(Dataset):
    """Rows from a Python source: a generator function, an iterable, or a random-access object
    (``__getitem__`` and ``__len__``).

    Each item is a tuple with one value per column (a single value when there is one column). Random-access
    sources are shuffled by default; iterables are read in order. With ``num_parallel_workers`` > 1 a random-access
    source is read by that many worker processes (``python_multiprocessing=True``, the default; forked, so the
    source needs no pickling) or threads, in sampler order; an iterable is always read in the calling thread.
    ``column_types``, ``schema`` and ``max_rowsize`` are accepted and ignored. An exception in the source raises
    MindSpore's ``RuntimeError`` ("Exception thrown from user defined Python function in dataset.") with the
    source's traceback. Mirrors ``mindspore.dataset.GeneratorDataset``.
    """

    def __init__(
        self,
        source: Any,
        column_names: list | str | None = None,
        column_types: list | None = None,
        schema: Any = None,
        num_samples: int | None = None,
        num_parallel_workers: int = 1,
        shuffle: bool | None = None,
        sampler: Any = None,
        num_shards: int | None = None,
        shard_id: int | None = None,
        python_multiprocessing: bool = True,
        max_rowsize: int | None = None,
    ) -> None:
        super().__init__((), num_parallel_workers)
        if column_names is None and schema is None:
            raise ValueError("Neither columns_names nor schema are provided.")
        if column_names is not None:
            names = _to_list(column_names)
        else:
            names = [c["name"] if isinstance(c, dict) else c for c in getattr(schema, "columns", [])]
        self.source = source
        if not (callable(source) or hasattr(source, "__iter__") or hasattr(source, "__getitem__")):
            raise TypeError(
                "Input `source` function of GeneratorDataset should be callable, iterable or random accessible, "
                "commonly it should implement one of the method like yield, __getitem__ or __next__(__iter__)."
            )
        for i, n in enumerate(names):
            if not isinstance(n, str):
                raise TypeError(
                    f"Argument column_names[{i}] with value {n} is not of type [<class 'str'>], but got {type(n)}."
                )
        types = _column_types(column_types, schema)
        if hasattr(source, "__getitem__") and hasattr(source, "__len__"):
            self._impl: Dataset = _RandomAccessSource(
                source,
                names,
                num_samples,
                shuffle,
                sampler,
                num_shards,
                shard_id,
                self._workers(),
                python_multiprocessing,
                types,
            )
        else:
            if sampler is not None:  # shuffle is ignored for an iterable source, as in MindSpore 2.10
                raise ValueError("sampler is not supported if source does not have attribute '__getitem__'.")
            if num_shards is not None:
                raise ValueError("num_shards is not supported if source does not have attribute '__getitem__'.")
            self._impl = _IterableSource(source, names, num_samples, num_shards, shard_id, types)
        self._names = names

    def _col_names(self):
        return self._names

    def _size(self):
        return self._impl._size()

    def _epoch_rows(self, epoch):
        return self._impl._epoch_rows(epoch)

    def get_batch_size(self) -> int:
        return 1

    def get_repeat_count(self) -> int:
        return 1

    def is_shuffled(self) -> bool:
        return self._impl.is_shuffled()

    def is_sharded(self) -> bool:
        return self._impl.is_sharded()

    @property
    def sampler(self):
        """The sampler of a random-access source (None for an iterable one)."""
        return getattr(self._impl, "sampler", None)

    def _mappable(self) -> bool:
        return isinstance(self._impl, _MappableSource)

    def add_sampler(self, new_sampler: Any) -> None:
        """See ``MappableDataset.add_sampler`` (random-access sources only)."""
        self._size_cache = None
        self._impl.add_sampler(new_sampler)

    def use_sampler(self, new_sampler: Any) -> None:
        """See ``MappableDataset.use_sampler`` (random-access sources only)."""
        self._size_cache = None
        self._impl.use_sampler(new_sampler)

    def split(self, sizes: list, randomize: bool = True) -> tuple:
        """See :meth:`Dataset.split`; a random-access source splits into sources of its own class."""
        if not self._mappable():
            return super().split(sizes, randomize)
        parts = self._impl.split(sizes, randomize)
        out = []
        for part in parts:
            d = copy.copy(self)
            d._impl = part
            d._size_cache = None
            out.append(d)
        return tuple(out)


class _PaddedSource:
    """Random access over a list of dicts (the rows of :class:`PaddedDataset`)."""

    def __init__(self, padded_samples: list) -> None:
        self.column_names = list(padded_samples[0].keys())
        self.padded_samples = padded_samples

    def __getitem__(self, item):
        return tuple(self.padded_samples[item][key] for key in self.column_names)

    def __len__(self):
        return len(self.padded_samples)


class PaddedDataset(GeneratorDataset):
    """Rows given as a list of dicts {column: value} (columns: the first dict's keys), in order. Used to pad a
    dataset to a multiple of the shard count: ``(data + PaddedDataset(...)).use_sampler(DistributedSampler(...))``.
    Mirrors ``mindspore.dataset.PaddedDataset``.

    Raises:
        ValueError: if ``padded_samples`` is empty. TypeError: if it is not a list of dicts.
    """

    def __init__(self, padded_samples: list) -> None:
        if not padded_samples:
            raise ValueError("padded_samples cannot be empty.")
        type_check(padded_samples, (list,), "padded_samples")
        type_check(padded_samples[0], (dict,), "padded_element")
        src = _PaddedSource(padded_samples)
        super().__init__(src, column_names=src.column_names, shuffle=False)
        self.padded_samples = padded_samples


# ------------------------------------------------------------------------------------------------ nodes
class BatchDataset(Dataset):
    """``Dataset.batch`` node: stacks consecutive rows column by column."""

    def __init__(self, child, batch_size, drop_remainder=False, num_parallel_workers=None, **kw):
        super().__init__((child,), num_parallel_workers)
        if not callable(batch_size):
            if not isinstance(batch_size, int) or isinstance(batch_size, bool):
                raise TypeError(
                    f"Argument batch_size with value {batch_size} is not of type [<class 'int'>, "
                    f"<class 'function'>], but got {type(batch_size)}."
                )
            if batch_size <= 0:
                raise ValueError(f"batch_size {batch_size} is not within the required interval of [1, 2147483647].")
        self.batch_size = batch_size
        self.drop_remainder = bool(drop_remainder)
        self.per_batch_map = kw.get("per_batch_map")
        self.input_columns = _to_list(kw.get("input_columns"))
        self.output_columns = _to_list(kw.get("output_columns"))
        self.python_multiprocessing = bool(kw.get("python_multiprocessing", False))
        _update_sync_batch_size(child, batch_size)

    def _col_names(self):
        names = self.children[0]._col_names()
        if self.per_batch_map is not None and self.output_columns:  # no input_columns: all columns go in
            return _replace_columns(names, self.input_columns or names, self.output_columns)
        return names

    def get_batch_size(self) -> int:
        return self.batch_size if isinstance(self.batch_size, int) else -1

    def _size(self):
        if callable(self.batch_size):
            return None
        n = self.children[0]._size()
        if n is None:
            n = self.children[0].get_dataset_size()
        return n // self.batch_size if self.drop_remainder else -(-n // self.batch_size)

    def _make(self, rows: list, batch_num: int, epoch: int) -> Row:
        ncol = len(rows[0])
        cols = []
        for c in range(ncol):
            vals = [r[c] for r in rows]
            if self.per_batch_map is not None:
                cols.append(vals)
                continue
            cols.append(_stack(vals, c))
        if self.per_batch_map is None:
            return cols
        names = self.children[0]._col_names()
        in_cols = self.input_columns or names
        idx = [names.index(n) for n in in_cols]
        try:
            out = self.per_batch_map(*[cols[i] for i in idx], BatchInfo(batch_num, epoch))
        except Exception as e:
            raise user_error(e, f"{type(e).__name__}: ") from e
        out = out if isinstance(out, tuple) else (out,)
        if all(isinstance(o, dict) for o in out):  # dict columns only: each stays a dict (MindSpore)
            out = [_map_leaves(_leaf_array, o) for o in out]
        else:
            out = [_per_batch_column(o) for o in out]
        rest = {n: (_stack(cols[i], i) if isinstance(cols[i], list) else cols[i]) for i, n in enumerate(names)}
        out_names = self.output_columns or in_cols
        if len(out_names) != len(out):
            raise RuntimeError("per_batch_map returned a different number of columns than output_columns.")
        result = _replace_columns(names, in_cols, out_names)
        produced = dict(_bzip(out_names, out))
        return [produced[n] if n in produced else rest[n] for n in result]

    def _epoch_rows(self, epoch):
        child = self.children[0]
        if (
            isinstance(child, NumpySlicesDataset)
            and self.per_batch_map is None
            and isinstance(self.batch_size, int)
            and not child._dict_cols
            and not child._ragged
        ):
            return child._epoch_batches(self.batch_size, self.drop_remainder)
        groups = self._groups(epoch)
        if self.per_batch_map is None:
            return (self._make(rows, num, epoch) for rows, num in groups)
        items = ((rows, num, epoch) for rows, num in groups)
        return ordered_map(self._make_item, items, self._workers(), self.python_multiprocessing)

    def _make_item(self, item: tuple):
        """:meth:`_make` of one ``(rows, batch number, epoch)`` item (one function for every epoch, so the
        worker pool serves them all)."""
        return self._make(*item)

    def _groups(self, epoch):
        """The rows of each batch with the batch's number."""
        buf = []
        batch_num = 0
        size = self.batch_size
        if callable(size):
            size = size(BatchInfo(batch_num, epoch))
        for row in self.children[0]._epoch_rows(epoch):
            buf.append(row)
            if len(buf) == size:
                yield buf, batch_num
                buf = []
                batch_num += 1
                if callable(self.batch_size):
                    size = self.batch_size(BatchInfo(batch_num, epoch))
        if buf and not self.drop_remainder:
            yield buf, batch_num


def _shape_text(shape: tuple) -> str:
    return ",".join(str(d) for d in shape)


def _stack(vals: list, c: int) -> np.ndarray:
    """Stack one column of a batch; rows of different shapes raise MindSpore's error. A dictionary column is
    batched key by key (a list in it as one array)."""
    if isinstance(vals[0], dict):
        return _stack_dicts(vals, c)
    shape = vals[0].shape
    for v in vals[1:]:
        if v.shape != shape:
            if vals[0].dtype.kind == "U":  # MindSpore fills the batch from the flat list of strings
                total, need = sum(x.size for x in vals), len(vals) * vals[0].size
                if total != need:
                    raise op_error(
                        f"The number of elements in the vector: {total} does not match the number of elements: "
                        f"{need} the shape required."
                    )
                return np.array([s for x in vals for s in x.reshape(-1).tolist()]).reshape((len(vals), *shape))
            raise op_error(
                f"Cannot batch tensors with different shapes in column {c}. First element had shape "
                f"<{_shape_text(shape)}> and this element had shape <{_shape_text(v.shape)}>"
            )
    return np.stack(vals)


def _stack_dicts(vals: list, c: int) -> dict:
    """A batch of a Python-dictionary column, as MindSpore batches it: every row has the first row's keys, each
    key's values become one numpy array (``np.array`` of the list), which must not be an object array."""
    first = vals[0]
    for v in vals[1:]:
        if not isinstance(v, dict) or len(v) != len(first):
            raise op_error(
                "Failed to create a batch since number of key/value pairs in dictionaries do not match. First row: "
                f"{len(first)}, current row: {len(first)}"
            )
        for k in v:
            if k not in first:
                raise op_error(
                    f"Python dictionary keys do not match when creating a batch: {k} was not found in previous rows."
                )
    out = {}
    for k in first:
        try:
            arr = np.array([_batch_leaf(v[k]) for v in vals])
        except ValueError as e:
            raise op_error(f"Failed to batch Python dictionary: ValueError: {e}") from None
        if arr.dtype == object:
            raise op_error(
                f"Batch: failed to create a NumPy array with primitive types for the dictionary objects in column {c}, "
                f"key: {k!r}.\nIf you want a customized array, define a custom 'per_batch_map' function."
            )
        out[k] = arr
    return out


def _batch_leaf(x: Any) -> Any:
    """A dict column's value as batching takes it (a Tensor via asnumpy, anything else as it is)."""
    asnumpy = getattr(x, "asnumpy", None)
    return asnumpy() if asnumpy is not None else x


def _per_batch_column(o: Any) -> Any:
    """One column returned by ``per_batch_map`` as MindSpore takes it: a list of arrays stacked; a list (or tuple)
    of dicts becomes one dict with, per key, the list of the rows' values (one row: their 1-row array).

    Raises:
        RuntimeError: a dict returned as the column next to columns of other types (MindSpore's ``Failed to convert
            rows: ...``; when every returned column is a dict, each stays a dict).
    """
    if isinstance(o, dict):
        raise op_error(
            "Failed to convert rows: mismatched types returned from per_batch_map function. If different types are "
            "returned, all of them should be convertible to Python lists. Got: Python dict"
        )
    if isinstance(o, (list, tuple)) and o and all(isinstance(x, dict) for x in o):
        if len(o) == 1:
            return {k: np.array([_batch_leaf(v)]) for k, v in o[0].items()}
        return {k: [_leaf_array(x[k]) for x in o] for k in o[0]}
    if isinstance(o, list):
        return np.stack([_as_array(x) for x in o])
    return np.asarray(o)


def _update_sync_batch_size(node: Dataset, batch_size: Any) -> None:
    """Tell the ``sync_wait`` nodes below a batch how many rows one batch takes (as MindSpore's batch does)."""
    if isinstance(node, SyncWaitDataset):
        node.update_sync_batch_size(batch_size)
    for c in node.children:
        _update_sync_batch_size(c, batch_size)


def _check_pad_info(pad_info: Any) -> None:
    if pad_info is None:
        return
    type_check(pad_info, (dict,), "pad_info")
    for key, val in pad_info.items():
        type_check(key, (str,), "key in pad_info")
        if val is None:
            continue
        if len(val) != 2:
            raise ValueError("value of pad_info should be a tuple of size 2.")
        type_check(val, (tuple,), "value in pad_info")
        if val[0] is not None:
            type_check(val[0], (list,), "shape in pad_info")
            for dim in val[0]:
                if dim is not None:
                    check_pos_int32(dim, "dim of shape in pad_info")
        if val[1] is not None:
            type_check(val[1], (int, float, str, bytes), "pad_value")


def _pad_fill(value: Any, dtype: np.dtype) -> Any:
    """The fill value of a padded column: MindSpore reads a number as float32, then casts it C-style."""
    is_str = dtype.kind in "USO"
    if is_str != isinstance(value, (str, bytes)):
        a, b = ("float32", "string") if is_str else ("string", str(dtype))
        raise op_error(f"PadEnd: can not pad numeric and string tensors together, but got: {a} and {b}.")
    if is_str:
        return value
    f = np.float32(value)
    if dtype.kind == "b":
        return bool(f)
    if dtype.kind in "iu":
        return np.array(int(np.trunc(f))).astype(dtype)
    return f.astype(dtype)


def _pad_stack(vals: list, shape_spec: list | None, value: Any, bucket_dim: int | None = None) -> np.ndarray:
    """Pad (or cut) every row of one column to a common shape and stack them, as MindSpore's PadEnd does."""
    rank = vals[0].ndim
    if shape_spec is not None and len(shape_spec) != rank:
        raise op_error(
            f"Invalid pad_info, rank of pad_shape must be equal to rank of specified column. pad_shapes rank:"
            f"{len(shape_spec)}, column rank: {rank}"
        )
    spec = list(shape_spec) if shape_spec is not None else [None] * rank
    if bucket_dim is not None and spec and spec[0] is None and shape_spec is not None:
        spec[0] = bucket_dim
    target = [d if d is not None else max(v.shape[i] for v in vals) for i, d in enumerate(spec)]
    dtype = vals[0].dtype
    if dtype.kind in "US" and isinstance(value, (str, bytes)):
        dtype = np.result_type(*vals, np.asarray(value))
    fill = _pad_fill(0.0 if value is None else value, vals[0].dtype)
    out = np.full([len(vals), *target], fill, dtype=dtype)
    for k, v in enumerate(vals):
        sl = tuple(slice(0, min(a, b)) for a, b in _bzip(v.shape, target))
        out[(k, *sl)] = v[sl]
    return out


def _pad_batch(rows: list, names: list, pad_info: dict, bucket_dim: int | None = None) -> Row:
    """One batch with the columns in ``pad_info`` padded (every column when it is empty)."""
    for n in pad_info:
        if n not in names:
            raise op_error(f"Invalid pad_info, column name: {n} does not exist.")
    out = []
    for c, name in enumerate(names):
        vals = [r[c] for r in rows]
        if not pad_info:
            out.append(_pad_stack(vals, None, 0, bucket_dim))
        elif name in pad_info:
            spec = pad_info[name]
            shape, value = spec if spec is not None else (None, None)
            out.append(_pad_stack(vals, shape, value, bucket_dim))
        else:
            out.append(_stack(vals, c))
    return out


class PaddedBatchDataset(BatchDataset):
    """``Dataset.padded_batch`` node: a batch whose ``pad_info`` columns are padded to a common shape."""

    def __init__(self, child, batch_size, drop_remainder=False, num_parallel_workers=None, pad_info=None):
        if not (isinstance(batch_size, int) or callable(batch_size)):
            raise TypeError("batch_size should either be an int or a callable.")
        if not callable(batch_size):
            check_pos_int32(int(batch_size), "batch_size")
        type_check(drop_remainder, (bool,), "drop_remainder")
        _check_pad_info(pad_info)
        super().__init__(child, batch_size, drop_remainder, num_parallel_workers)
        self.pad_info = pad_info

    def _make(self, rows, batch_num, epoch):
        if self.pad_info is None:
            return super()._make(rows, batch_num, epoch)
        return _pad_batch(rows, self.children[0]._col_names(), self.pad_info)

    def _epoch_rows(self, epoch):
        return (self._make(rows, num, epoch) for rows, num in self._groups(epoch))


class BucketBatchByLengthDataset(Dataset):
    """``Dataset.bucket_batch_by_length`` node."""

    def __init__(
        self,
        child,
        column_names,
        bucket_boundaries,
        bucket_batch_sizes,
        element_length_function=None,
        pad_info=None,
        pad_to_bucket_boundary=False,
        drop_remainder=False,
    ):
        super().__init__((child,))
        for arg, name in (
            (column_names, "column_names"),
            (bucket_boundaries, "bucket_boundaries"),
            (bucket_batch_sizes, "bucket_batch_sizes"),
        ):
            type_check(arg, (list,), name)
        type_check(pad_to_bucket_boundary, (bool,), "pad_to_bucket_boundary")
        type_check(drop_remainder, (bool,), "drop_remainder")
        check_columns(column_names, "column_names")
        if element_length_function is None and len(column_names) != 1:
            raise ValueError("If element_length_function is not specified, exactly one column name should be passed.")
        if element_length_function is not None and not callable(element_length_function):
            raise TypeError("element_length_function object is not callable.")
        if not bucket_boundaries:
            raise ValueError("bucket_boundaries cannot be empty.")
        if not all(isinstance(b, int) for b in bucket_boundaries):
            raise TypeError("bucket_boundaries should be a list of int.")
        if not all(b > 0 for b in bucket_boundaries):
            raise ValueError("bucket_boundaries must only contain positive numbers.")
        for a, b in _bzip(bucket_boundaries, bucket_boundaries[1:]):
            if not b > a:
                raise ValueError("bucket_boundaries should be strictly increasing.")
        if len(bucket_batch_sizes) != len(bucket_boundaries) + 1:
            raise ValueError("bucket_batch_sizes must contain one element more than bucket_boundaries.")
        if not all(isinstance(b, int) for b in bucket_batch_sizes):
            raise TypeError("bucket_batch_sizes should be a list of int.")
        if not all(b > 0 for b in bucket_batch_sizes):
            raise ValueError("bucket_batch_sizes should be a list of positive numbers.")
        _check_pad_info(pad_info)
        self.column_names = list(column_names)
        self.bucket_boundaries = list(bucket_boundaries)
        self.bucket_batch_sizes = list(bucket_batch_sizes)
        self.element_length_function = element_length_function
        self.pad_info = {} if pad_info is None else dict(pad_info)
        self.pad_to_bucket_boundary = pad_to_bucket_boundary
        self.drop_remainder = drop_remainder

    def _length(self, row: Row, idx: list) -> int:
        if self.element_length_function is None:
            first = row[0]
            return int(first.shape[0]) if first.ndim else 0
        try:
            out = self.element_length_function(*[row[i] for i in idx])
        except Exception as e:
            raise user_error(e) from e
        return int(np.asarray(out))

    def _emit(self, rows: list, bucket: int) -> Row:
        names = self.children[0]._col_names()
        dim = None
        wants = any(v is not None and v[0] is not None and v[0] and v[0][0] is None for v in self.pad_info.values())
        if self.pad_to_bucket_boundary and wants:
            if bucket >= len(self.bucket_boundaries):
                raise op_error(
                    f"Invalid data, requested to pad to bucket boundary failed, bucket index should be less than "
                    f"{len(self.bucket_boundaries) + 1}, but got {bucket}"
                )
            dim = self.bucket_boundaries[bucket] - 1
        return _pad_batch(rows, names, self.pad_info, dim)

    def _epoch_rows(self, epoch):
        names = self.children[0]._col_names()
        for n in self.column_names:
            if n not in names:
                raise op_error(f"Invalid parameter, input column name: {n} doesn't exist in the dataset columns.")
        idx = [names.index(n) for n in self.column_names]
        buckets: list = [[] for _ in self.bucket_batch_sizes]
        for row in self.children[0]._epoch_rows(epoch):
            b = bisect.bisect_right(self.bucket_boundaries, self._length(row, idx))
            buckets[b].append(row)
            if len(buckets[b]) == self.bucket_batch_sizes[b]:
                yield self._emit(buckets[b], b)
                buckets[b] = []
        if not self.drop_remainder:
            for b, rows in enumerate(buckets):
                if rows:
                    yield self._emit(rows, b)


class SyncWaitDataset(Dataset):
    """``Dataset.sync_wait`` node: counts the rows let through against the releases of ``sync_update``."""

    def __init__(self, child, condition_name, num_batch=1, callback=None):
        super().__init__((child,))
        if isinstance(num_batch, int) and num_batch <= 0:
            raise ValueError("num_batch need to be greater than 0.")
        if condition_name in child.get_sync_notifiers():
            raise RuntimeError("Condition name is already in use.")
        self._condition_name = condition_name
        self._default = num_batch
        self._allowed = num_batch
        self._callback = callback
        self._disabled = False

    def _size(self):
        return self.children[0]._size()

    def is_sync(self) -> bool:
        return True

    def get_sync_notifiers(self) -> dict:
        return {**self.children[0].get_sync_notifiers(), self._condition_name: self._release}

    def disable_sync(self) -> None:
        self._disabled = True
        self.children[0].disable_sync()

    def update_sync_batch_size(self, batch_size: Any) -> None:
        """Count releases in rows of a batch of ``batch_size``."""
        if isinstance(batch_size, int):
            if batch_size <= 0:
                raise ValueError("num_batch need to be greater than 0.")
            self._default *= batch_size
            self._allowed = self._default

    def _release(self, pass_rows=None, data=None):
        self._allowed += self._default if pass_rows is None else pass_rows
        if self._callback is not None:
            self._callback(data)

    def _epoch_rows(self, epoch):
        self._allowed = self._default
        for row in self.children[0]._epoch_rows(epoch):
            self._allowed -= 1
            yield row


class TransferDataset(Dataset):
    """``Dataset.device_que`` node: what MindSpore's data sink mode feeds to a device queue.

    It cannot be iterated (as in MindSpore); ``send`` / ``stop_send`` / ``continue_send`` / ``release`` are accepted
    and ``get_data_info`` gives the types and shapes of the first row after ``send``. Mirrors
    ``mindspore.dataset.TransferDataset``.
    """

    def __init__(self, child, send_epoch_end=True, create_data_info_queue=False, queue_name=""):
        super().__init__((child,))
        import uuid

        self.queue_name = queue_name or str(uuid.uuid1())
        self._send_epoch_end = True if send_epoch_end is None else send_epoch_end
        self._create_data_info_queue = create_data_info_queue
        self._sent = False
        self.column_name = child.get_col_names()

    def _size(self):
        return self.children[0]._size()

    def _epoch_rows(self, epoch):
        return self.children[0]._epoch_rows(epoch)

    def create_dict_iterator(self, num_epochs=-1, output_numpy=False, do_copy=True):
        raise RuntimeError("TransferDataset is not iterable.")

    def create_tuple_iterator(self, columns=None, num_epochs=-1, output_numpy=False, do_copy=False):
        raise RuntimeError("TransferDataset is not iterable.")

    def __iter__(self):
        raise RuntimeError("TransferDataset is not iterable.")

    def output_shapes(self, estimate=False):
        raise RuntimeError("TransferDataset does not support obtaining output_shapes.")

    def output_types(self):
        raise RuntimeError("TransferDataset does not support obtaining output_types.")

    def send(self, num_epochs: int = -1) -> None:
        """Start feeding the queue (nothing to feed here: the data stays on the host)."""
        self._sent = True

    def stop_send(self) -> None:
        """Pause feeding."""

    def continue_send(self) -> None:
        """Resume feeding."""

    def release(self) -> None:
        """Tear the queue down."""
        self._sent = False

    def get_data_info(self) -> tuple:
        """(MindSpore types, shapes) of the first row, once ``send`` was called."""
        if not self._sent:
            raise RuntimeError("Calling get_data_info with bad state.")
        from ...common import dtype as mstype

        row = self.children[0]._first_row()
        return [mstype.pytype_to_dtype(a.dtype) for a in row], [list(a.shape) for a in row]


def _replace_columns(names: list, inputs: list, outputs: list) -> list:
    """Column order after replacing ``inputs`` by ``outputs``: outputs sit where the first input was."""
    if list(inputs) == list(outputs):
        return list(names)
    first = min(names.index(n) for n in inputs)
    kept = [n for n in names if n not in inputs]
    pos = sum(1 for n in names[:first] if n not in inputs)
    return kept[:pos] + list(outputs) + kept[pos:]


class MapDataset(Dataset):
    """``Dataset.map`` node."""

    def __init__(
        self,
        child,
        operations,
        input_columns=None,
        output_columns=None,
        num_parallel_workers=None,
        python_multiprocessing=False,
        callbacks=None,
    ):
        super().__init__((child,), num_parallel_workers)
        self._callbacks = []
        if callbacks is not None:
            from ..callback.ds_callback import check_callbacks

            self._callbacks = check_callbacks(callbacks)
        if operations is None:
            operations = []
        if not isinstance(operations, list):
            operations = [operations]
        for op in operations:
            if not callable(op):
                raise TypeError(f"Argument operations with value {op} is not of type (list, callable).")
        self.operations = operations
        self.python_multiprocessing = bool(python_multiprocessing)
        names = child._col_names()
        self.input_columns = _to_list(input_columns) or names[:1]
        for n in self.input_columns:
            if n not in names:
                raise RuntimeError(
                    f"Invalid parameter, column name: {n} does not exist in the dataset columns: {names}."
                )
        self.output_columns = _to_list(output_columns) or list(self.input_columns)
        self._names = _replace_columns(names, self.input_columns, self.output_columns)
        self._in_idx = [names.index(n) for n in self.input_columns]
        self._keep = [(n, names.index(n)) for n in names if n not in self.input_columns]
        self._random = _any_random(operations)
        self._salt = _depth(self)
        self._base_seed = None
        self._rng = None  # a seeded iterator's worker engines and row count (reset for each new iterator)

    def _col_names(self):
        return self._names

    def _size(self):
        return self.children[0]._size()

    def _run(self, row: Row) -> Row:
        """The operations on one row; the output row in this node's column order."""
        vals = tuple(row[i] for i in self._in_idx)
        for op in self.operations:
            try:
                res = op(*vals)
            except Exception as e:
                if isinstance(op, TensorOperation):
                    err = map_op_error(e, type(op).__name__)
                    if err is e:
                        raise
                    raise err from e
                raise user_error(e, f"map operation: [PyFunc] failed. Error description:\n{type(e).__name__}: ") from e
            vals = tuple(res) if isinstance(res, tuple) else (res,)
        out_names = self.output_columns
        if len(vals) != len(out_names):
            raise RuntimeError(
                f"Invalid columns, the number of columns returned in 'map' operations should match the number "
                f"of 'output_columns', but got the number of columns returned in 'map' operations: {len(vals)}, "
                f"the number of 'output_columns': {len(out_names)}."
            )
        produced = dict(_bzip(out_names, (_as_array(v) for v in vals)))
        kept = {n: row[i] for n, i in self._keep}
        return [produced[n] if n in produced else kept[n] for n in self._names]

    def _run_seeded(self, item: tuple) -> Row:
        """:meth:`_run` with random transforms drawing from a generator seeded for this row."""
        row, seed = item
        _config._LOCAL.rng = random.Random(seed)
        try:
            return self._run(row)
        finally:
            _config._LOCAL.rng = None

    def _run_engines(self, item: tuple) -> Row:
        """:meth:`_run` with the C++-style operations drawing from the engines of the row's worker (``item``: the
        row, its per-row generator seed and that worker's engine table and seed)."""
        row, seed, engines = item
        _config._LOCAL.rng = random.Random(seed)
        _config._LOCAL.engines = engines
        try:
            return self._run(row)
        finally:
            _config._LOCAL.rng = None
            _config._LOCAL.engines = None

    def _engines_for_row(self) -> tuple:
        """The engine table and seed of the worker the next row goes to, as MindSpore's MapOp draws under a seeded
        pipeline: each worker ``w`` of ``num_parallel_workers`` builds its own copy of the operations, every random
        one seeded with the pipeline seed plus ``w``; rows (and the end-of-epoch marker after each epoch's last)
        go to the workers in turn, and the engines of one iterator go on from epoch to epoch."""
        state = self._rng
        if state is None:  # a new iterator: new copies of the operations
            base = _config._seed32()
            n = self.num_parallel_workers  # MindSpore's count: given none, the configured one (min(8, CPUs))
            workers = max(1, _config.get_num_parallel_workers() if n is None else n)
            state = self._rng = [[({}, (base + w) % 2**32, base) for w in range(workers)], 0]
        tables, k = state
        state[1] += 1
        return tables[k % len(tables)]

    def _engine_rows(self, rows, key, runtime=None, epoch=None):
        """The rows of one epoch under a seeded pipeline, each drawing from its worker's engines
        (:meth:`_engines_for_row`). Runs in this thread, so that each worker's draws follow its rows in order."""
        run = lambda row, i: self._run_engines((row, hash((*key, i)), self._engines_for_row()))  # noqa: E731
        if runtime is not None:
            yield from runtime.rows(epoch, rows, run)
        else:
            for i, row in enumerate(rows):
                yield run(row, i)
        self._engines_for_row()  # the end-of-epoch marker takes a worker's turn too

    def _seed_key(self, epoch) -> tuple:
        """The key of this epoch's per-row generator seeds (``hash((*key, i))`` for row i)."""
        if self._base_seed is None:
            seed = _config._seed()
            self._base_seed = seed if seed is not None else random.SystemRandom().getrandbits(32)
        return (self._base_seed, self._salt, epoch)

    def _epoch_rows(self, epoch):
        rows = self.children[0]._epoch_rows(epoch)
        live = getattr(_config._LOCAL, "ds_callbacks", None) if self._callbacks else None
        runtime = live[1].get(self) if live else None
        key = self._seed_key(epoch) if self._random else None
        if key is not None and _config._seed() is not None:
            return self._engine_rows(rows, key, runtime, live[0] if runtime is not None else None)
        if runtime is not None:  # rows one at a time, in this thread, between the callbacks
            if key is None:
                return runtime.rows(live[0], rows, lambda row, i: self._run(row))
            return runtime.rows(live[0], rows, lambda row, i: self._run_seeded((row, hash((*key, i)))))
        if key is not None:
            items = ((row, hash((*key, i))) for i, row in enumerate(rows))
            return ordered_map(self._run_seeded, items, self._workers(), self.python_multiprocessing)
        return ordered_map(self._run, rows, self._workers(), self.python_multiprocessing)


def _depth(node: Dataset) -> int:
    """Number of nodes on the first-child chain below ``node`` (distinguishes the maps of one pipeline)."""
    n = 0
    while node.children:
        node = node.children[0]
        n += 1
    return n


class ShuffleDataset(Dataset):
    """``Dataset.shuffle`` node: buffer shuffle, a new order every epoch."""

    def __init__(self, child, buffer_size):
        super().__init__((child,))
        if not isinstance(buffer_size, int) or buffer_size < 2:
            raise ValueError(f"buffer_size {buffer_size} is not within the required interval of [2, 2147483647].")
        if self.is_sync():
            raise RuntimeError("No shuffle after sync operators.")
        self.buffer_size = buffer_size
        self._rng = None
        self._fixed_seed: int | None = None  # set by split: the same order every epoch

    def _size(self):
        return self.children[0]._size()

    def is_shuffled(self) -> bool:
        return True

    def _epoch_rows(self, epoch):
        if self._fixed_seed is None:
            yield from self._shuffle_rows(self.children[0]._epoch_rows(epoch))
            return
        rng = np.random.RandomState(self._fixed_seed)
        buf = []
        for row in self.children[0]._epoch_rows(epoch):
            if len(buf) < self.buffer_size:
                buf.append(row)
                continue
            j = rng.randint(len(buf))
            yield buf[j]
            buf[j] = row
        rng.shuffle(buf)
        yield from buf

    def _shuffle_rows(self, rows):
        """One epoch of MindSpore's ShuffleOp: fill a buffer of ``buffer_size`` rows, then repeatedly hand out the
        row in slot ``rng() % size`` (``rng`` a ``std::mt19937_64`` seeded with the pipeline seed for each new
        iterator and going on across its epochs), move the last slot's row into it and put the next row in the
        last slot; once the source is spent, the buffer shrinks by one per row handed out."""
        if self._rng is None:
            self._rng = _std.MT19937_64(_config._seed32())
        from ._text_sources import shuffle_op

        yield from shuffle_op(rows, self.buffer_size, self._rng)


class RepeatDataset(Dataset):
    """``Dataset.repeat`` node."""

    def __init__(self, child, count=None):
        super().__init__((child,))
        if count is None:
            count = -1
        if not isinstance(count, int) or (count <= 0 and count != -1):
            raise ValueError(f"count {count} is not within the required interval of [1, 2147483647] or -1.")
        self.count = count

    def get_repeat_count(self) -> int:
        return self.count

    def _size(self):
        n = self.children[0].get_dataset_size()
        return n * self.count if self.count > 0 else n

    def _epoch_rows(self, epoch):
        i = 0
        while self.count < 0 or i < self.count:
            yield from self.children[0]._epoch_rows(epoch * max(self.count, 1) + i)
            i += 1


class TakeDataset(Dataset):
    """``Dataset.take`` node."""

    def __init__(self, child, count=-1):
        super().__init__((child,))
        if not isinstance(count, int) or (count <= 0 and count != -1):
            raise ValueError(f"count {count} is not within the required interval of [1, 2147483647] or -1.")
        self.count = count

    def _size(self):
        n = self.children[0].get_dataset_size()
        return n if self.count == -1 else min(n, self.count)

    def _epoch_rows(self, epoch):
        if self.count == -1:
            yield from self.children[0]._epoch_rows(epoch)
            return
        for i, row in enumerate(self.children[0]._epoch_rows(epoch)):
            if i >= self.count:
                return
            yield row


class SkipDataset(Dataset):
    """``Dataset.skip`` node."""

    def __init__(self, child, count):
        super().__init__((child,))
        if not isinstance(count, int) or count < 0:
            raise ValueError(f"count {count} is not within the required interval of [0, 2147483647].")
        self.count = count

    def _size(self):
        return max(self.children[0].get_dataset_size() - self.count, 0)

    def _epoch_rows(self, epoch):
        for i, row in enumerate(self.children[0]._epoch_rows(epoch)):
            if i >= self.count:
                yield row


class ProjectDataset(Dataset):
    """``Dataset.project`` node."""

    def __init__(self, child, columns):
        super().__init__((child,))
        self.columns = _to_list(columns)
        names = child._col_names()
        for n in self.columns:
            if n not in names:
                raise RuntimeError(f"Invalid column, column name: {n} does not exist.")
        self._idx = [names.index(n) for n in self.columns]

    def _col_names(self):
        return self.columns

    def _size(self):
        return self.children[0]._size()

    def _epoch_rows(self, epoch):
        idx = self._idx
        for row in self.children[0]._epoch_rows(epoch):
            yield [row[i] for i in idx]


class RenameDataset(Dataset):
    """``Dataset.rename`` node."""

    def __init__(self, child, input_columns, output_columns):
        super().__init__((child,))
        inp, out = _to_list(input_columns), _to_list(output_columns)
        if len(inp) != len(out):
            raise ValueError("input_columns and output_columns must have the same length.")
        mapping = dict(_bzip(inp, out))
        self._names = [mapping.get(n, n) for n in child._col_names()]

    def _col_names(self):
        return self._names

    def _size(self):
        return self.children[0]._size()

    def _epoch_rows(self, epoch):
        return self.children[0]._epoch_rows(epoch)


class ZipDataset(Dataset):
    """``Dataset.zip`` / ``mindspore.dataset.zip`` node."""

    def __init__(self, datasets):
        super().__init__(tuple(datasets))
        names = []
        for d in self.children:
            for n in d._col_names():
                if n in names:
                    raise RuntimeError(f"Invalid parameter, duplicate column {n} already exists.")
                names.append(n)
        self._names = names

    def _col_names(self):
        return self._names

    def get_batch_size(self) -> int:
        return self.children[0].get_batch_size()

    def _size(self):
        return min(d.get_dataset_size() for d in self.children)

    def _epoch_rows(self, epoch):
        iters = [d._epoch_rows(epoch) for d in self.children]
        while True:
            row = []
            for it in iters:
                try:
                    row.extend(next(it))
                except StopIteration:
                    return
            yield row


class ConcatDataset(Dataset):
    """``Dataset.concat`` node."""

    def __init__(self, datasets):
        super().__init__(tuple(datasets))
        names = self.children[0]._col_names()
        for d in self.children[1:]:
            if d._col_names() != names:
                raise ValueError("The column names of the datasets to concatenate must be the same.")
        self._sampler = None
        self._plan: list = []

    def use_sampler(self, sampler: Any) -> None:
        """Shard (``DistributedSampler``, without shuffle or ``num_samples``) or shuffle (``RandomSampler``,
        without replacement or ``num_samples``) the concatenation. A shard takes every ``num_shards``-th row of
        the whole sequence: each random-access child gets the ``DistributedSampler`` with the matching ``offset``,
        as MindSpore does. Mirrors ``ConcatDataset.use_sampler``.

        Raises:
            TypeError: for another sampler type or a batched child. ValueError: for the options named above.
        """
        if not isinstance(sampler, (_samplers.DistributedSampler, _samplers.RandomSampler)):
            raise TypeError(f"The parameter {sampler} of concat must be DistributedSampler or RandomSampler!")
        self._size_cache = None
        if isinstance(sampler, _samplers.RandomSampler):
            if sampler.replacement:
                raise ValueError("The parameter replacement of RandomSampler must be False!")
            if sampler.get_num_samples() is not None:
                raise ValueError("The parameter num_samples of RandomSampler is not support to be set!")
            self._sampler = sampler
            return
        if sampler.is_shuffled():
            raise ValueError("The parameter shuffle of DistributedSampler must be False!")
        if sampler.num_shards <= 0:
            raise ValueError("The parameter num_shards of DistributedSampler must be positive int!")
        if sampler.get_num_samples() is not None:
            raise ValueError("The parameter num_samples of DistributedSampler is not support to be set!")
        self._sampler = sampler
        self._plan = []
        offset = 0
        for child in self.children:
            if isinstance(child, BatchDataset):
                raise TypeError(f"The parameter {child} of concat must not be BatchDataset or PaddedBatchDataset!")
            mappable = isinstance(child, _MappableSource) or (isinstance(child, GeneratorDataset) and child._mappable())
            size = child.get_dataset_size()
            if mappable and size:  # the child samples its own shard
                part = copy.deepcopy(sampler)
                part.set_offset(offset)
                child.use_sampler(part)
                child._size_cache = None
            self._plan.append((child, None if mappable else offset, size))
            offset = (offset + size) % sampler.num_shards

    def _size(self):
        if isinstance(self._sampler, _samplers.DistributedSampler):
            n, k = self._sampler.num_shards, self._sampler.shard_id
            return sum(
                c.get_dataset_size() if off is None else len(range((k - off) % n, size, n))
                for c, off, size in self._plan
            )
        return sum(d.get_dataset_size() for d in self.children)

    def _epoch_rows(self, epoch):
        if isinstance(self._sampler, _samplers.RandomSampler):
            rows = [row for d in self.children for row in d._epoch_rows(epoch)]
            for i in self._sampler._sample(len(rows)):
                yield rows[i]
            return
        if isinstance(self._sampler, _samplers.DistributedSampler):
            n, k = self._sampler.num_shards, self._sampler.shard_id
            for child, off, _ in self._plan:
                if off is None:
                    yield from child._epoch_rows(epoch)
                else:  # a stream: keep the rows whose place in the whole sequence falls on this shard
                    for j, row in enumerate(child._epoch_rows(epoch)):
                        if (off + j) % n == k:
                            yield row
            return
        for d in self.children:
            yield from d._epoch_rows(epoch)


class FilterDataset(Dataset):
    """``Dataset.filter`` node."""

    def __init__(self, child, predicate, input_columns=None, num_parallel_workers=None):
        super().__init__((child,), num_parallel_workers)
        self.predicate = predicate
        names = child._col_names()
        cols = _to_list(input_columns) or names
        self._idx = [names.index(n) for n in cols]

    def _epoch_rows(self, epoch):
        idx, pred = self._idx, self.predicate
        for row in self.children[0]._epoch_rows(epoch):
            try:
                keep = bool(np.all(pred(*[row[i] for i in idx])))
            except Exception as e:
                raise user_error(e, trace=False) from e
            if keep:
                yield row


def zip(datasets: tuple) -> ZipDataset:
    """Join the columns of ``datasets`` row by row. Mirrors ``mindspore.dataset.zip``.

    Raises:
        TypeError: if ``datasets`` is not a tuple of datasets.
    """
    if not isinstance(datasets, tuple):
        raise TypeError(f"The datasets to zip should be tuple, but got {type(datasets)}.")
    if len(datasets) < 1:
        raise ValueError("The number of datasets to zip should be at least one.")
    return ZipDataset(datasets)


class _TextBaseMeta(type):
    """``isinstance``/``issubclass`` of :class:`TextBaseDataset`: every dataset but the vision source loaders."""

    def __instancecheck__(cls, obj: Any) -> bool:
        return cls.__subclasscheck__(type(obj))

    def __subclasscheck__(cls, sub: type) -> bool:
        if type.__subclasscheck__(cls, sub):
            return True
        if not isinstance(sub, type) or not issubclass(sub, Dataset):
            return False
        # the nearest of mindshim's own classes decides (a user's subclass of GeneratorDataset is one)
        lib = next(k for k in sub.__mro__ if k.__module__.startswith(("mindshim.", "mindspore.")))
        return not lib.__module__.endswith(".datasets_vision")


class TextBaseDataset(Dataset, metaclass=_TextBaseMeta):
    """The kind of dataset that produces text. Mirrors ``mindspore.dataset.TextBaseDataset`` (2.10): as there, every
    dataset is one (pipelines, ``GeneratorDataset``, ``NumpySlicesDataset``, ``TextFileDataset``, ``CSVDataset``,
    ``MindDataset`` ...) except the vision source loaders (``MnistDataset``, ``Cifar10Dataset``,
    ``ImageFolderDataset``, ``RandomDataset``, ``FakeImageDataset`` ...); libraries check it (MindNLP's
    ``Vocab.from_dataset``). ``build_vocab`` / ``build_sentencepiece_vocab`` are MindSpore 2.10's deprecated
    methods: a DeprecationWarning and None. Known difference: those two methods exist only on subclasses of this
    class, where MindSpore's every text dataset has them."""

    def build_vocab(self, columns: Any, freq_range: Any, top_k: Any, special_tokens: Any, special_first: Any) -> None:
        """Deprecated since MindSpore 2.0: warns and returns None (use ``text.Vocab.from_dataset``)."""
        import warnings

        warnings.warn(
            "mindspore.dataset.Dataset.build_vocab is deprecated from version 2.0 and will be removed in a future "
            "version. Use mindspore.dataset.text.Vocab.from_dataset instead.",
            DeprecationWarning,
        )

    def build_sentencepiece_vocab(
        self, columns: Any, vocab_size: Any, character_coverage: Any, model_type: Any, params: Any
    ) -> None:
        """Deprecated since MindSpore 2.0: warns and returns None (use ``text.SentencePieceVocab.from_dataset``)."""
        import warnings

        warnings.warn(
            "mindspore.dataset.Dataset.build_sentencepiece_vocab is deprecated from version 2.0 and will be removed "
            "in a future version. Use mindspore.dataset.text.SentencePieceVocab.from_dataset instead.",
            DeprecationWarning,
        )
