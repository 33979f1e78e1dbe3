"""`mindspore.dataset.serialize` / `deserialize` / `show` / `compare`: a pipeline as MindSpore's JSON graph."""

from __future__ import annotations

from ... import _api
import json
import os
import tempfile
from typing import Any

import numpy as np

from ... import log as _log
from ..core import config as _config
from . import datasets as _ds
from . import datasets_vision as _vision_ds
from . import samplers as _samplers

__all__ = _api.names(__name__)

# MindSpore's C++ ShuffleMode values, as its samplers' "shuffle_mode" holds them
_SHUFFLE_MODE = {"false": 0, "files": 1, "global": 2, "infile": 3, "partial": 4, "adaptive": 5}
# MindSpore's C++ InterpolationMode values by vision.Inter name
_INTER = {"LINEAR": 0, "BILINEAR": 0, "NEAREST": 1, "CUBIC": 2, "BICUBIC": 2, "AREA": 3, "PILCUBIC": 4}
_INTER_BACK = {0: "LINEAR", 1: "NEAREST", 2: "CUBIC", 3: "AREA", 4: "PILCUBIC"}
_SOURCES = {"MnistDataset": _vision_ds.MnistDataset, "Cifar10Dataset": _vision_ds.Cifar10Dataset}


def _f32(v: Any) -> float:
    """A float as MindSpore's C++ graph keeps it: a float32 widened to double (``0.2`` -> ``0.20000000298023224``)."""
    return float(np.float32(v))


def _unsupported(what: str) -> RuntimeError:
    return RuntimeError(f"Unsupported dataset operation for serialize/deserialize: {what}.")


def _workers(node: _ds.Dataset) -> int:
    return node.num_parallel_workers or _config.get_num_parallel_workers()


def _sampler_json(s: Any) -> dict:
    if isinstance(s, _samplers.SequentialSampler):
        out = {
            "num_samples": s.num_samples or 0,
            "sampler_name": "SequentialSampler",
            "start_index": s.start_index or 0,
        }
    elif isinstance(s, _samplers.RandomSampler):
        out = {
            "num_samples": s.num_samples or 0,
            "replacement": s.replacement,
            "reshuffle_each_epoch": s.reshuffle_each_epoch,
            "sampler_name": "RandomSampler",
            "shuffle_mode": _SHUFFLE_MODE[getattr(s.shuffle, "value", s.shuffle)],
        }
    else:
        raise _unsupported(type(s).__name__)
    if s.child_sampler is not None:
        out["child_sampler"] = [_sampler_json(s.child_sampler)]
    return out


def _op_json(op: Any) -> dict:
    from ..transforms import transforms as _t
    from ..vision import transforms as _v

    if isinstance(op, _v.Rescale):
        return {"tensor_op_name": "Rescale", "tensor_op_params": {"rescale": _f32(op.rescale), "shift": _f32(op.shift)}}
    if isinstance(op, _v.HWC2CHW):
        return {"tensor_op_name": "HwcToChw", "tensor_op_params": None}
    if isinstance(op, _v.Resize):
        size = [op.size] if isinstance(op.size, int) else list(op.size)
        params = {"device_target": "CPU", "interpolation": _INTER[op.interpolation.name], "size": size}
        return {"tensor_op_name": "Resize", "tensor_op_params": params}
    if isinstance(op, _v.Normalize):
        params = {
            "device_target": "CPU",
            "is_hwc": bool(op.is_hwc),
            "mean": [_f32(v) for v in op.mean],
            "std": [_f32(v) for v in op.std],
        }
        return {"tensor_op_name": "Normalize", "tensor_op_params": params}
    if isinstance(op, _t.TypeCast):
        return {"tensor_op_name": "TypeCast", "tensor_op_params": {"data_type": op._dtype.name}}
    raise _unsupported(type(op).__name__)


def _node_json(node: _ds.Dataset) -> dict:
    if isinstance(node, DeserializedDataset):
        return _node_json(node._tree())
    kids = [_node_json(c) for c in node.children]
    queue = _config.get_prefetch_size()
    name = type(node).__name__
    if name in _SOURCES and type(node) is _SOURCES[name]:
        return {
            "children": [],
            "connector_queue_size": queue,
            "dataset_dir": node.dataset_dir,
            "num_parallel_workers": _workers(node),
            "op_type": name,
            "sampler": _sampler_json(node.sampler),
            "usage": node.usage,
        }
    if type(node) is _ds.MapDataset and not node._callbacks:
        return {
            "callback": [],
            "children": kids,
            "connector_queue_size": queue,
            "input_columns": list(node.input_columns or ()),
            "num_parallel_workers": _workers(node),
            "op_type": "Map",
            "operations": [_op_json(op) for op in node.operations],
            "output_columns": list(node.output_columns or ()),
        }
    if type(node) is _ds.BatchDataset and node.per_batch_map is None and isinstance(node.batch_size, int):
        return {
            "batch_size": node.batch_size,
            "children": kids,
            "connector_queue_size": queue,
            "drop_remainder": node.drop_remainder,
            "input_columns": list(node.input_columns or ()),
            "num_parallel_workers": _workers(node),
            "op_type": "Batch",
            "output_columns": list(node.output_columns or ()),
        }
    if type(node) is _ds.ShuffleDataset:
        return {"buffer_size": node.buffer_size, "children": kids, "op_type": "Shuffle", "reset_each_epoch": True}
    if type(node) in (_ds.RepeatDataset, _ds.TakeDataset, _ds.SkipDataset):
        return {"children": kids, "count": node.count, "op_type": name[: -len("Dataset")]}
    if type(node) is _ds.ProjectDataset:
        return {"children": kids, "columns": list(node.columns), "op_type": "Project"}
    if type(node) is _ds.RenameDataset:
        old = node.children[0]._col_names()
        pairs = [(a, b) for a, b in zip(old, node._col_names(), strict=True) if a != b]
        return {
            "children": kids,
            "input_columns": [a for a, _ in pairs],
            "op_type": "Rename",
            "output_columns": [b for _, b in pairs],
        }
    raise _unsupported(name)


def to_json(dataset: _ds.Dataset, filename: str = "") -> dict:
    """``Dataset.to_json``: the pipeline's graph as MindSpore writes it (keys sorted, each node's ``op_type``,
    parameters and ``children``); with ``filename``, written there too as compact JSON (atomically)."""
    graph = _node_json(dataset)
    if filename:
        text = json.dumps(graph, sort_keys=True, separators=(",", ":"))
        folder = os.path.dirname(os.path.abspath(filename))
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=".tmp-", suffix=".json")
        try:
            with os.fdopen(fd, "w") as f:
                f.write(text + "\n")
            os.replace(tmp, filename)
        except BaseException:
            if os.path.exists(tmp):
                os.unlink(tmp)
            raise
    return graph


def _sampler_from(d: dict) -> Any:
    name = d.get("sampler_name")
    if name == "SequentialSampler":
        s = _samplers.SequentialSampler(d.get("start_index") or None, d.get("num_samples") or None)
    elif name == "RandomSampler":
        shuffle = {v: k for k, v in _SHUFFLE_MODE.items()}[d.get("shuffle_mode", 2)]
        s = _samplers.RandomSampler(
            d.get("replacement", False), d.get("num_samples") or None, _samplers.Shuffle(shuffle)
        )
        s.reshuffle_each_epoch = d.get("reshuffle_each_epoch", True)
    else:
        raise _unsupported(str(name))
    for child in d.get("child_sampler") or ():
        s.add_child(_sampler_from(child))
    return s


def _op_from(d: dict) -> Any:
    from ..transforms import transforms as _t
    from ..vision import transforms as _v

    name, p = d.get("tensor_op_name"), d.get("tensor_op_params") or {}
    if name == "Rescale":
        return _v.Rescale(p["rescale"], p["shift"])
    if name == "HwcToChw":
        return _v.HWC2CHW()
    if name == "Resize":
        size = p["size"][0] if len(p["size"]) == 1 else tuple(p["size"])
        return _v.Resize(size, _v.Inter[_INTER_BACK[p.get("interpolation", 0)]])
    if name == "Normalize":
        return _v.Normalize(p["mean"], p["std"], p.get("is_hwc", True))
    if name == "TypeCast":
        from ...common import dtype as _mstype

        name = p["data_type"]
        return _t.TypeCast(getattr(_mstype, "bool_" if name == "bool" else name))
    raise _unsupported(str(name))


def _node_from(d: dict) -> _ds.Dataset:
    op = d.get("op_type")
    if op in _SOURCES:
        return _SOURCES[op](
            d["dataset_dir"],
            usage=d.get("usage"),
            num_parallel_workers=d.get("num_parallel_workers"),
            sampler=_sampler_from(d["sampler"]),
        )
    kids = [_node_from(c) for c in d.get("children") or ()]
    if len(kids) != 1:
        raise _unsupported(str(op))
    child = kids[0]
    if op == "Map":
        return child.map(
            [_op_from(o) for o in d.get("operations") or ()],
            input_columns=d.get("input_columns") or None,
            output_columns=d.get("output_columns") or None,
            num_parallel_workers=d.get("num_parallel_workers"),
        )
    if op == "Batch":
        return child.batch(d["batch_size"], d.get("drop_remainder", False), d.get("num_parallel_workers"))
    if op == "Shuffle":
        return child.shuffle(d["buffer_size"])
    if op in ("Repeat", "Take", "Skip"):
        return getattr(child, op.lower())(d["count"])
    if op == "Project":
        return child.project(d["columns"])
    if op == "Rename":
        return child.rename(d["input_columns"], d["output_columns"])
    raise _unsupported(str(op))


class DeserializedDataset(_ds.Dataset):
    """The pipeline :func:`deserialize` returns: built from its JSON graph (a dict, or the path of a file
    :func:`serialize` wrote) when first used, as MindSpore builds it then (a missing file raises only then).
    Mirrors ``mindspore.dataset.engine.datasets.DeserializedDataset``.

    Raises:
        RuntimeError: when used, for a file that cannot be read or a node or operation this graph reader does not
            build (the sources MnistDataset and Cifar10Dataset with a Sequential or Random sampler; Map with
            Rescale, HWC2CHW, Resize, Normalize, TypeCast; Batch, Shuffle, Repeat, Take, Skip, Project, Rename).
    """

    def __init__(self, input_obj: dict | str) -> None:
        super().__init__()
        self.input_obj = input_obj
        self._built: _ds.Dataset | None = None

    def _tree(self) -> _ds.Dataset:
        if self._built is None:
            graph = self.input_obj
            if not isinstance(graph, dict):
                try:
                    with open(graph) as f:
                        graph = json.load(f)
                except (OSError, ValueError) as e:
                    raise RuntimeError(f"Invalid file, failed to open json file: {graph}.") from e
            self._built = _node_from(graph)
        return self._built

    def _col_names(self):
        return self._tree()._col_names()

    def _size(self):
        return self._tree().get_dataset_size()

    def _epoch_rows(self, epoch):
        return self._tree()._epoch_rows(epoch)


def serialize(dataset: _ds.Dataset, json_filepath: str = "") -> dict:
    """The pipeline ending at ``dataset`` as MindSpore's JSON graph (a dict); written to ``json_filepath`` when
    given. Mirrors ``mindspore.dataset.serialize`` (2.10) for the nodes :class:`DeserializedDataset` lists.

    Raises:
        RuntimeError: for a node or operation outside that list (a Python function, GeneratorDataset, ...);
            MindSpore writes those with a warning and cannot read them back.
        OSError: if the file cannot be written.
    """
    return dataset.to_json(json_filepath)


def deserialize(input_dict: dict | None = None, json_filepath: str | None = None) -> DeserializedDataset | None:
    """A pipeline from a graph :func:`serialize` made: ``input_dict`` (a dict) or ``json_filepath`` (its file,
    taking precedence); None when neither is given. Mirrors ``mindspore.dataset.deserialize`` (2.10): the pipeline
    is built when first used, so a missing file raises then (RuntimeError), not here."""
    data = None
    if input_dict:
        data = DeserializedDataset(input_dict)
    if json_filepath:
        data = DeserializedDataset(json_filepath)
    return data


def expand_path(node_repr: dict, key: str, val: Any) -> None:
    """Set ``node_repr[key]`` to ``val`` made absolute (each item of a list). Mirrors MindSpore's helper."""
    if isinstance(val, list):
        node_repr[key] = [os.path.realpath(file) for file in val]
    else:
        node_repr[key] = os.path.realpath(val)


def show(dataset: _ds.Dataset, indentation: int | None = 2) -> None:
    """Log the pipeline's JSON graph at INFO level. Mirrors ``mindspore.dataset.show``."""
    _log.info(json.dumps(dataset.to_json(), indent=indentation))


def compare(pipeline1: _ds.Dataset, pipeline2: _ds.Dataset) -> bool:
    """Whether two pipelines have the same JSON graph. Mirrors ``mindspore.dataset.compare``."""
    return pipeline1.to_json() == pipeline2.to_json()
