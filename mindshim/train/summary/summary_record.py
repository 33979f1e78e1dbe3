"""`mindspore.train.summary.SummaryRecord`: scalars, images, histograms and tensors written as TensorBoard event files.

The files are TensorBoard event files (TFRecord framing of ``tensorboard``'s ``Event`` protocol buffers), readable by
TensorBoard (``tensorboard --logdir <log_dir>``) and by
``tensorboard.backend.event_processing.event_accumulator.EventAccumulator``; they are NOT MindSpore's summary
format and MindInsight cannot read them. Writing needs the optional ``tensorboard`` package
(``pip install mindshim[summary]``).
"""

from __future__ import annotations

from ... import _api
import atexit
import logging
import os
import platform
import re
import struct
import threading
import time
import zlib
from collections import defaultdict
from collections.abc import Callable
from typing import Any

import numpy as np

from ...ops.operations import debug_ops as _debug_ops
from ..._kernels import errors as _errors

__all__ = _api.names(__name__)

_logger = logging.getLogger("mindspore")
_instance_lock = threading.Lock()
_PLUGINS = ("tensor", "scalar", "image", "histogram")
_OTHER_PLUGINS = ("train_lineage", "eval_lineage", "dataset_graph", "custom_lineage_data", "graph", "landscape")
_NAME_RE = re.compile(r"^\w+[0-9a-zA-Z\_\.]*$", re.ASCII)
_HIST_BINS = 30

_summary_lock = threading.Lock()
SUMMARY_TENSOR_CACHE: dict = {}
"""MindSpore's ``{'name[:Type]': Tensor}`` hand-over dict, filled by ``_cache_summary_tensor_data``."""


def _cache_summary_tensor_data(summary: list) -> bool:
    """Store ``[{'name': tag, 'data': tensor}, ...]`` in :data:`SUMMARY_TENSOR_CACHE` (a later item of the same name
    replaces an earlier one). Mirrors MindSpore 2.10's private helper of the same name; returns True."""
    with _summary_lock:
        for item in summary:
            SUMMARY_TENSOR_CACHE[item["name"]] = item["data"]
    return True


def _get_summary_tensor_data() -> dict:
    """Return :data:`SUMMARY_TENSOR_CACHE` and start a new, empty one. Mirrors MindSpore 2.10's private helper.

    A summary op called inside ``jit`` / a GRAPH_MODE Cell call puts its value here as ``'name[:Type]'`` (Type
    Tensor, Scalar, Image or Histogram; the newest value per key), as MindSpore's graphs do, so after a GRAPH_MODE
    ``Model.predict`` of a net with ``TensorSummary`` ops this returns them (MindArmour's coverage metrics read
    them so); in PYNATIVE_MODE outside ``jit`` it stays ``{}``. ``SummaryRecord.record`` empties it (mindshim's
    ``record`` reads the summary ops' queue directly).
    """
    global SUMMARY_TENSOR_CACHE
    with _summary_lock:
        data, SUMMARY_TENSOR_CACHE = SUMMARY_TENSOR_CACHE, {}
    return data


def _tb():
    """The ``tensorboard`` pieces the writer needs, imported on first use."""
    try:
        from tensorboard.compat.proto import event_pb2, summary_pb2
        from tensorboard.summary.writer.record_writer import RecordWriter
        from tensorboard.util import tensor_util
    except ImportError as e:
        raise ImportError(
            "SummaryRecord writes TensorBoard event files and needs the 'tensorboard' package: "
            "pip install 'mindshim[summary]' (or: pip install tensorboard)."
        ) from e
    return event_pb2, summary_pb2, RecordWriter, tensor_util


def _make_directory(path: Any, arg_name: str) -> str:
    if not isinstance(path, str) or not path.strip():
        raise ValueError(f"The {arg_name} is invalid, it should be non-blank.")
    path = os.path.realpath(os.path.expanduser(path))
    os.makedirs(path, exist_ok=True)
    return path


def _check_name_part(value: str) -> None:
    if not _NAME_RE.match(value):
        raise ValueError(f"The {value!r} is illegal, it must be match regular'{_NAME_RE.pattern}' by flags're.ASCII.'")


def _to_numpy(plugin: str, value: Any) -> np.ndarray:
    """MindSpore's ``_check_to_numpy``: the checks and messages of ``SummaryRecord.add_value``."""
    np_value = np.array(value.asnumpy(), copy=True)
    if plugin == "scalar":
        if np_value.size == 1:
            return np_value
        raise ValueError(f'For "SummaryRecord", the v rank must be less than or equal to 1, but got {len(np_value)}.')
    if plugin == "image":
        if np_value.ndim == 4:
            return np_value
        raise ValueError('For "SummaryRecord", the tensor seems not to hold a valid image.')
    if np_value.ndim > 0:
        return np_value
    raise ValueError('For "SummaryRecord", the value should not be empty.')


def _png(img: np.ndarray) -> bytes:
    """Encode an HWC uint8 image (C in 1, 3, 4) as PNG (no external dependency)."""
    h, w, c = img.shape
    color = {1: 0, 3: 2, 4: 6}[c]
    raw = b"".join(b"\x00" + img[i].tobytes() for i in range(h))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    head = struct.pack(">IIBBBBB", w, h, 8, color, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", head) + chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b"")


def _image_grid(batch: np.ndarray) -> np.ndarray:
    """NCHW batch -> one HWC uint8 grid image (up to 8 images a row). Floats in [0, 1] are scaled by 255."""
    x = np.asarray(batch, dtype=np.float64)
    n, c, h, w = x.shape
    if c not in (1, 3, 4):
        x, c = x[:, :1], 1
    if x.size and x.min() >= 0 and x.max() <= 1 and not np.issubdtype(batch.dtype, np.integer):
        x = x * 255.0
    x = np.clip(np.nan_to_num(x), 0, 255).astype(np.uint8).transpose(0, 2, 3, 1)
    cols = max(1, min(n, 8))
    rows = -(-n // cols)
    grid = np.zeros((rows * h, cols * w, c), np.uint8)
    for i in range(n):
        r, k = divmod(i, cols)
        grid[r * h : (r + 1) * h, k * w : (k + 1) * w] = x[i]
    return grid


class SummaryRecord:
    """Collects values with :meth:`add_value` and writes them, one event per :meth:`record` call, to
    ``<log_dir>/<file_prefix>.out.tfevents.summary.<time>.<device id>.<hostname><file_suffix>``.

    Mirrors ``mindspore.train.summary.SummaryRecord`` (2.10). Known differences: the file is a TensorBoard event file
    (readable by TensorBoard, not by MindInsight), so its name carries ``tfevents`` where MindSpore's carries
    ``events`` (TensorBoard only picks up files whose name contains ``tfevents``); writing happens synchronously in
    the calling process; the 'graph', lineage, dataset-graph and landscape plugins are accepted and not written;
    ``export_options`` is accepted and ignored. How each plugin is stored: 'scalar' as a TensorBoard scalar
    (``simple_value``), 'histogram' as a 30-bucket histogram, 'image' (an NCHW tensor) as one PNG image with the
    batch tiled in a grid (8 a row; float values in [0, 1] are scaled by 255), 'tensor' as a tensor value.

    Args:
        log_dir (str): directory for the event file (created if missing).
        file_prefix (str): default ``"events"``. file_suffix (str): default ``"_MS"``.
        network (Cell): accepted; no graph is written.
        max_file_size (int): at most this many bytes are written to the file; an event that does not fit is dropped
            with a warning, as in MindSpore.
        raise_exception (bool): raise write errors instead of logging them.

    Raises:
        RuntimeError: if another SummaryRecord is open (MindSpore allows one at a time).
        TypeError / ValueError: for bad arguments, with MindSpore's messages.
        ImportError: if ``tensorboard`` is not installed.
    """

    count = 0

    def __init__(
        self,
        log_dir: str,
        file_prefix: str = "events",
        file_suffix: str = "_MS",
        num_process: int = 32,
        network: Any = None,
        max_file_size: int | None = None,
        raise_exception: bool = False,
        export_options: dict | None = None,
    ) -> None:
        self._check_count()
        with _instance_lock:
            self._check_count()
            SummaryRecord.count += 1
        try:
            self._initialize(log_dir, file_prefix, file_suffix, max_file_size, raise_exception)
        except BaseException:
            SummaryRecord.count -= 1
            raise
        self.network = network
        self._num_process = num_process
        self._export_options = export_options
        self._mode = "train"
        self._data_pool: dict = defaultdict(list)
        self._closed = False
        atexit.register(self.close)

    def _initialize(self, log_dir, file_prefix, file_suffix, max_file_size, raise_exception):
        if not isinstance(max_file_size, (int, type(None))):
            raise _errors.type_error(
                "SummaryRecord", f"the 'max_file_size' should be int type, but got type {type(max_file_size)}"
            )
        if not isinstance(file_prefix, str) or not isinstance(file_suffix, str):
            raise _errors.type_error(
                "SummaryRecord", f"`file_prefix` and `file_suffix`  should be str, but got type {type(file_prefix)}"
            )
        _check_name_part(file_prefix)
        _check_name_part(file_suffix)
        if not isinstance(raise_exception, bool):
            raise TypeError(
                f"The type of 'raise_exception' should be 'bool', but got type '{type(raise_exception).__name__}'."
            )
        if max_file_size is not None and max_file_size < 0:
            _logger.warning(
                _errors.message("SummaryRecord", "the 'max_file_size' should be greater than 0. but got value %s."),
                max_file_size,
            )
            max_file_size = None
        event_pb2, self._summary_pb2, record_writer, self._tensor_util = _tb()
        self._event_pb2 = event_pb2
        self.base_log_dir = log_dir
        self._log_dir = _make_directory(log_dir, "log_dir")
        self.file_prefix, self.file_suffix = file_prefix, file_suffix
        self.max_file_size = max_file_size
        self.raise_exception = raise_exception
        try:
            from ... import context

            device_id = int(context.get_context("device_id") or 0)
        except Exception:
            device_id = 0
        name = f"{file_prefix}.out.tfevents.summary.{int(time.time())}.{device_id}.{platform.node()}{file_suffix}"
        self.file_info = {"file_name": name, "file_path": os.path.join(self._log_dir, name)}
        self._file = open(self.file_info["file_path"], "wb")
        self._writer = record_writer(self._file)
        self._write_event(self._event_pb2.Event(wall_time=time.time(), step=0, file_version="brain.Event:2"))

    @property
    def log_dir(self) -> str:
        """The full path of the event file being written."""
        return self.file_info["file_path"]

    def __enter__(self) -> SummaryRecord:
        if self._closed:
            raise ValueError(
                'For "SummaryRecord", SummaryRecord has been closed, please check if close() method is called'
            )
        return self

    def __exit__(self, *err: Any) -> None:
        self.close()

    def set_mode(self, mode: str) -> None:
        """'train' or 'eval' (accepted; mirrors ``SummaryRecord.set_mode``).

        Raises:
            ValueError: for any other mode.
        """
        if mode not in ("train", "eval"):
            raise ValueError(
                f'For "SummaryRecord.set_mode", {mode!r} is not a recognized mode, expect the parameter "mode" '
                'is "train" or "eval"'
            )
        self._mode = mode

    def add_value(self, plugin: str, name: str, value: Any) -> None:
        """Queue ``value`` under tag ``name`` for the next :meth:`record`.

        ``plugin``: 'scalar' (a Tensor with one element), 'image' (a 4-D NCHW Tensor), 'histogram' or 'tensor'
        (a Tensor with at least one dimension); 'graph', 'train_lineage', 'eval_lineage', 'dataset_graph',
        'custom_lineage_data' and 'landscape' are accepted and not written. A name added twice before a record keeps
        the newest value.

        Raises:
            ValueError: unknown plugin, empty/non-str name, or a value of the wrong shape (MindSpore's messages).
            TypeError: if ``value`` is not a Tensor.
        """
        if plugin in _PLUGINS:
            if not name or not isinstance(name, str):
                raise ValueError(f'For "SummaryRecord", the parameter "name" type should be str, but got {type(name)}.')
            if not hasattr(value, "asnumpy"):
                raise TypeError(
                    f'For "SummaryRecord", the parameter "value" expect to be Tensor, but got {type(value).__name__}'
                )
            np_value = _to_numpy(plugin, value)
            pool = self._data_pool[plugin]
            pool[:] = [item for item in pool if item["tag"] != name]
            pool.append({"tag": name, "value": np_value})
        elif plugin not in _OTHER_PLUGINS:
            raise ValueError(
                f'For "SummaryRecord.add_value", no such "plugin" of {plugin!r} , expect value is one of [tensor, '
                "scalar, image, histogram, train_lineage, eval_lineage, dataset_graph, custom_lineage_data, graph, "
                "landscape]"
            )

    def record(self, step: int, train_network: Any = None, plugin_filter: Callable[[str], bool] | None = None) -> bool:
        """Write the queued values as one event at ``step`` and empty the queue. ``plugin_filter(plugin)`` selects
        which plugins are written (the others are dropped). Returns False when the record is closed. In 'train' mode
        the values given to ``ops.ScalarSummary``/``ImageSummary``/``TensorSummary``/``HistogramSummary`` since the
        last record are added first (the newest per operator and name; invalid ones raise TypeError/ValueError here).

        Raises:
            TypeError: if ``step`` is not an int.
        """
        if not isinstance(step, int) or isinstance(step, bool):
            raise _errors.type_error("step", f"the type of 'step' should be 'int', but got '{type(step).__name__}'.")
        if self._closed:
            _logger.error(
                _errors.message(
                    "SummaryRecord", "The record writer is closed, please check if close() method is called"
                )
            )
            return False
        if self._mode == "train":
            _get_summary_tensor_data()  # MindSpore's record empties the graphs' hand-over dict
            for plugin, name, value in _debug_ops._take_summary_data():  # ops.ScalarSummary & co. since the last record
                self.add_value(plugin, name, value)
        pool, self._data_pool = self._data_pool, defaultdict(list)
        values = []
        for plugin in ("scalar", "image", "histogram", "tensor"):
            if plugin_filter and not plugin_filter(plugin):
                continue
            for item in pool.get(plugin, ()):
                values.append(self._value(plugin, item["tag"], item["value"]))
        if values:
            summary = self._summary_pb2.Summary(value=values)
            self._write_event(self._event_pb2.Event(wall_time=time.time(), step=step, summary=summary))
        return True

    def _value(self, plugin: str, tag: str, v: np.ndarray):
        pb = self._summary_pb2
        if plugin == "scalar":
            return pb.Summary.Value(tag=tag, simple_value=float(v.reshape(-1)[0]))
        if plugin == "image":
            grid = _image_grid(v)
            h, w, c = grid.shape
            img = pb.Summary.Image(height=h, width=w, colorspace=c, encoded_image_string=_png(grid))
            return pb.Summary.Value(tag=tag, image=img)
        if plugin == "histogram":
            x = np.asarray(v, dtype=np.float64).reshape(-1)
            x = x[np.isfinite(x)]
            if x.size == 0:
                x = np.zeros(1)
            counts, edges = np.histogram(x, bins=_HIST_BINS)
            histo = pb.HistogramProto(
                min=float(x.min()),
                max=float(x.max()),
                num=float(x.size),
                sum=float(x.sum()),
                sum_squares=float((x * x).sum()),
                bucket_limit=[float(e) for e in edges[1:]],
                bucket=[float(c) for c in counts],
            )
            return pb.Summary.Value(tag=tag, histo=histo)
        return pb.Summary.Value(tag=tag, tensor=self._tensor_util.make_tensor_proto(np.ascontiguousarray(v)))

    def _write_event(self, event) -> None:
        data = event.SerializeToString()
        need = len(data) + 16
        if self.max_file_size is not None:
            if self.max_file_size < need:
                msg = (
                    f"'max_file_size' reached: There are {self.max_file_size} bytes remaining, but the "
                    f"'{self.file_info['file_path']}' requires to write {need} bytes."
                )
                _logger.warning(msg)
                return
            self.max_file_size -= need
        try:
            self._writer.write(data)
        except OSError:
            if self.raise_exception:
                raise
            _logger.exception(_errors.message("SummaryRecord", "writing the event file failed."))

    def flush(self) -> None:
        """Write buffered events to disk."""
        if self._closed:
            _logger.error(
                _errors.message(
                    "SummaryRecord",
                    "the record writer is closed and can not flush, please check if close() method is called",
                )
            )
        else:
            self._writer.flush()

    def close(self) -> None:
        """Flush and close the file; later :meth:`record` calls return False. Safe to call twice."""
        if not self._closed:
            atexit.unregister(self.close)
            self._writer.flush()
            self._writer.close()
            self._closed = True
            with _instance_lock:
                SummaryRecord.count -= 1
                if SummaryRecord.count == 0:
                    _debug_ops._clear_summary_data()

    @classmethod
    def _check_count(cls) -> None:
        if cls.count > 0:
            raise _errors.runtime_error(
                cls.__name__,
                f"only one instance is supported in a training process, "
                f"you are trying to create a new one when the existing instance number is {cls.count}. "
                "Please check your scripts.",
            )
