"""Distributed checkpoints: strategy files (`build_searched_strategy`), `load_distributed_checkpoint`, `_parse_ckpt_proto`."""

from __future__ import annotations

import json
import math
import os
from typing import Any

import numpy as np

from ... import _checkparam as validator
from ... import log as logger
from ..._kernels import errors as _errors
from ...common.parameter import Parameter
from ...common.tensor import Tensor
from .codec import _read_ckpt_bytes


def _parse_ckpt_proto(ckpt_file_name: str, dec_key: Any, dec_mode: str, crc_check: bool) -> Any:
    """The ``Checkpoint`` protobuf message of a ``.ckpt`` file (decrypted with ``dec_key``, its CRC trailer
    stripped and, with ``crc_check``, verified). Mirrors ``mindspore.train.serialization._parse_ckpt_proto`` (2.10).

    Raises:
        ValueError: the file cannot be read ('May not have permission to read it, ...'), its content does not
            parse ('The file may be corrupted, ...'), or its CRC does not match.
    """
    from google.protobuf.message import DecodeError

    from ..checkpoint_pb2 import Checkpoint

    if not os.path.isfile(ckpt_file_name) or not os.access(ckpt_file_name, os.R_OK):
        err = (
            f"Failed to read the checkpoint file {ckpt_file_name}. May not have permission to read it, please check "
            "the correct of the file."
        )
        logger.error(err)
        raise ValueError(err)
    data = _read_ckpt_bytes(ckpt_file_name, dec_key, dec_mode, crc_check)
    ckpt = Checkpoint()
    try:
        ckpt.ParseFromString(data.tobytes())
    except DecodeError:
        raise ValueError(
            f"Failed to read the checkpoint file {ckpt_file_name}. The file may be corrupted, and the content cannot "
            "be parsed."
        ) from None
    return ckpt


def _check_strategy_file(strategy_filename: Any) -> None:
    if not isinstance(strategy_filename, str):
        raise _errors.type_error(
            "build_searched_strategy",
            f"the argument 'strategy_filename' should be string, but got {type(strategy_filename)}.",
        )
    if not os.path.isfile(strategy_filename):
        raise _errors.value_error(
            "build_searched_strategy",
            f"no such strategy file: {strategy_filename}. Please check whether the 'strategy_filename' exists.",
        )
    if os.path.getsize(strategy_filename) == 0:
        raise _errors.value_error(
            "build_searched_strategy",
            f"the strategy file {strategy_filename} should not be empty. Please check whether the "
            "'strategy_filename' is correct.",
        )


def _json_layout(item: dict) -> Any:
    from ..node_strategy_pb2 import ParallelLayouts

    layout = ParallelLayouts()
    layout.field = item.get("field")
    layout.opt_weight_shard_size = item.get("opt_weight_shard_size")
    layout.opt_weight_shard_step = item.get("opt_weight_shard_step")
    layout.dev_matrix.add().dim.extend(item.get("dev_matrix"))
    layout.tensor_map.add().dim.extend(item.get("tensor_map"))
    layout.param_split_shape.add().dim.extend(item.get("param_split_shape", ()))
    layout.indices_offset.add().dim.extend(item.get("indices_offset", ()))
    return layout


def build_searched_strategy(strategy_filename: str) -> dict | None:
    """Each parameter's slicing layout from a strategy file: ``{parameter name: ParallelLayouts}``. Mirrors
    ``mindspore.build_searched_strategy`` (2.10): a name ending in ``.json`` is read as MindSpore's JSON strategy,
    any other as its protobuf ``ParallelStrategyMap`` (``mindspore.train.node_strategy_pb2``); a file without
    layouts gives ``{}``, and None gives None.

    Raises:
        TypeError: ``strategy_filename`` is not a str, or the protobuf file does not parse.
        ValueError: the file does not exist or is empty.
    """
    if strategy_filename is None:
        return None
    _check_strategy_file(strategy_filename)
    if strategy_filename[-5:] == ".json":
        with open(strategy_filename, encoding="utf-8") as f:
            content = json.load(f)
        items = content.get("parallel_layout_item") if "parallel_layout_item" in content else None
        return {} if items is None else {name: _json_layout(item) for name, item in items.items()}
    from google.protobuf.message import DecodeError

    from ..node_strategy_pb2 import ParallelStrategyMap

    strategy_map = ParallelStrategyMap()
    with open(strategy_filename, "rb") as f:
        content = f.read()
    try:
        strategy_map.ParseFromString(content)
    except DecodeError:
        raise TypeError(
            "The strategy file type should be one of json or protobuf. When the file name extension is not "
            "'.json', the file is considered as a protobuf file."
        ) from None
    return {item.param_name: item.parallel_layouts for item in strategy_map.parallel_layout_item}


def _layout_list(layout: Any) -> list:
    """MindSpore's list form of a layout: ``[dev_matrix, tensor_map, param_split_shape, field, shard step, size]``."""
    if not isinstance(layout, (list, tuple)):
        return [
            list(layout.dev_matrix[0].dim),
            list(layout.tensor_map[0].dim),
            list(layout.param_split_shape[0].dim) if layout.param_split_shape else [],
            int(layout.field),
            int(layout.opt_weight_shard_step),
            int(layout.opt_weight_shard_size),
        ]
    return list(layout)


def _check_checkpoint_files(checkpoint_filenames: Any) -> None:
    for index, filename in enumerate(checkpoint_filenames):
        if (
            not isinstance(filename, str)
            or not os.path.exists(filename)
            or filename[-5:] != ".ckpt"
            or os.path.getsize(filename) == 0
        ):
            raise _errors.value_error(
                "load_distributed_checkpoint",
                f"please check 'checkpoint_filenames', and make sure the {filename} at index {index} is a valid "
                "checkpoint file, it must be a string ending with '.ckpt', and the checkpoint file it represents "
                "must be exist and not empty.",
            )


def _check_predict_strategy(predict_strategy: Any) -> None:
    def int_list(arg: Any) -> bool:
        return isinstance(arg, list) and all(isinstance(v, int) for v in arg)

    if predict_strategy is None:
        return
    validator.check_isinstance("predict_strategy", predict_strategy, dict)
    ok = True
    for key, value in predict_strategy.items():
        if not isinstance(key, str) or not isinstance(value, (list, tuple)) or len(value) < 4:
            ok = False
        dev_matrix, tensor_map, split_shape, field = value[:4]  # as MindSpore: a shorter value fails to unpack
        if not (int_list(dev_matrix) and int_list(tensor_map) and (int_list(split_shape) or not split_shape)):
            ok = False
        if not (isinstance(field, int) and field == 0):
            ok = False
    if not ok:
        raise _errors.value_error(
            "load_distributed_checkpoint",
            "the argument 'predict_strategy' is dict, the key of it must be string, and the value of it must be "
            "list or tuple that the first four elements must be dev_matrix (list[int]), tensor_map (list[int]), "
            "param_split_shape (list[int]) and field_size (int, which value is 0).Please check whether "
            "'predict_strategy' is correct.",
        )


def _block(rank: int, dev_matrix: list, tensor_map: list) -> list[tuple[int, int]]:
    """(index, parts) of ``rank``'s slice along each tensor dimension."""
    coord = np.unravel_index(rank, dev_matrix) if dev_matrix else ()
    out = []
    for k in tensor_map:
        if k < 0:
            out.append((0, 1))
        else:
            axis = len(dev_matrix) - 1 - k
            out.append((int(coord[axis]), int(dev_matrix[axis])))
    return out


def _merge(name: str, slices: list[np.ndarray], layout: list) -> np.ndarray:
    """The whole value of a parameter from the slices of the ranks of its training layout."""
    dev_matrix, tensor_map = layout[0], layout[1]
    if layout[4] or layout[5]:
        raise NotImplementedError(
            f"load_distributed_checkpoint: the parameter '{name}' was trained with the optimizer shard "
            f"(opt_weight_shard_step {layout[4]}, size {layout[5]}), which mindshim does not merge."
        )
    first = slices[0]
    full = np.empty([d * p for d, (_, p) in zip(first.shape, _block(0, dev_matrix, tensor_map))], first.dtype)
    for rank, piece in enumerate(slices):
        index = tuple(slice(i * d, (i + 1) * d) for d, (i, _) in zip(piece.shape, _block(rank, dev_matrix, tensor_map)))
        full[index] = piece
    return full


def _split(value: np.ndarray, layout: list, rank: int) -> np.ndarray:
    """``rank``'s slice of a whole value under a predict layout."""
    index = []
    for d, (i, p) in zip(value.shape, _block(rank, layout[0], layout[1])):
        index.append(slice(i * (d // p), (i + 1) * (d // p)))
    return value[tuple(index)]


def _load_distributed_checkpoint(
    network: Any,
    checkpoint_filenames: list | None = None,
    predict_strategy: dict | None = None,
    train_strategy_filename: str | None = None,
    strict_load: bool = False,
    dec_key: bytes | None = None,
    dec_mode: str = "AES-GCM",
    format: str = "ckpt",
    unified_safetensors_dir: str | None = None,
    dst_safetensors_dir: str | None = None,
    rank_id: int | None = None,
    output_format: str = "safetensors",
    name_map: dict | None = None,
    max_process_num: int = 64,
    return_param_dict: bool = False,
) -> bool:
    """Load the per-rank checkpoints of a distributed training into ``network``. Mirrors
    ``mindspore.load_distributed_checkpoint`` (2.10) for ``.ckpt`` files: the training layouts come from
    ``train_strategy_filename`` (else the context's ``strategy_ckpt_load_file``; a strategy without layouts loads
    nothing and returns True); ``checkpoint_filenames`` must hold one file per training device, in rank order;
    each parameter's slices are merged along its tensor map and, with ``predict_strategy``
    (``{name: [dev_matrix, tensor_map, param_split_shape, field, ...]}``), sliced again for this process's rank
    (0 in one process); then ``load_param_into_net(network, ..., strict_load)``. Parameters missing from the
    strategy or from the files are logged as MindSpore logs them. Returns True (``mindspore.train``'s and
    ``mindspore.train.serialization``'s :func:`load_distributed_checkpoint` return None).

    Known differences: layouts trained with the optimizer shard (``opt_weight_shard_step``/``size``) are not
    merged (NotImplementedError), nor is the ``format='safetensors'`` mode (after MindSpore's argument checks).

    Raises:
        ValueError: ``format``/``output_format`` not 'ckpt'/'safetensors'; a file that is not a non-empty existing
            ``.ckpt``; a bad ``predict_strategy``; a file count other than the training device count; a missing
            strategy file (``build_searched_strategy``'s error); ``network`` not a Cell (the validator's text).
        TypeError: ``checkpoint_filenames`` None; ``dec_key`` not bytes; ``dec_mode`` not a str.
    """
    from ... import context
    from ...nn.cell import Cell
    from .codec import _load_ckpt
    from .params import load_param_into_net

    op = "load_distributed_checkpoint"
    if format not in ("safetensors", "ckpt") or output_format not in ("safetensors", "ckpt"):
        raise _errors.value_error(
            op, f"'format' and 'output_format' must be 'ckpt' or 'safetensors', but got {format}."
        )
    if format == "safetensors":
        if unified_safetensors_dir is None:
            raise _errors.value_error(op, "'unified_safetensors_dir' can not be None when format is 'safetensors'.")
        for param in (checkpoint_filenames, train_strategy_filename, dec_key):
            if param is not None:
                raise _errors.value_error(op, f"{param} must be None when format is 'safetensors'.")
        if strict_load or dec_mode != "AES-GCM":
            raise _errors.value_error(op, "strict_load and dec_mode must be default when format is 'safetensors'.")
        if network is None and dst_safetensors_dir is None:
            raise _errors.value_error(op, "'dst_safetensors_dir' can not be None when network is None.")
        raise NotImplementedError("load_distributed_checkpoint: format='safetensors' is not supported by mindshim.")
    network = validator.check_isinstance("network", network, Cell)
    _check_checkpoint_files(checkpoint_filenames)
    _check_predict_strategy(predict_strategy)
    dec_key = validator.check_isinstance("dec_key", dec_key, (type(None), bytes))
    dec_mode = validator.check_isinstance("dec_mode", dec_mode, str)
    if train_strategy_filename is None:
        train_strategy_filename = context.get_auto_parallel_context("strategy_ckpt_load_file")
    searched = build_searched_strategy(train_strategy_filename)
    if not searched:
        return True
    train = {name: _layout_list(layout) for name, layout in searched.items()}
    count = len(checkpoint_filenames)
    devices = math.prod(train[next(iter(train))][0])
    if devices != count:
        raise _errors.value_error(
            "Load_distributed_checkpoint",
            "the length of 'checkpoint_filenames' should be equal to the device count of training process. But got "
            f"the length of 'checkpoint_filenames' is {count} and the device count is {devices}.",
        )
    ckpts = [_load_ckpt(os.path.abspath(f), None, None, None, dec_key, dec_mode, False) for f in checkpoint_filenames]
    param_dict, not_in_strategy, not_in_ckpt = {}, [], []
    for _, param in network.parameters_and_names():
        if param.name not in train or (predict_strategy and param.name not in predict_strategy):
            not_in_strategy.append(param.name)
            continue
        if param.name not in ckpts[0]:
            not_in_ckpt.append(param.name)
            continue
        slices = [c[param.name] for c in ckpts]
        if count == 1:
            value = slices[0]
        else:
            whole = _merge(param.name, [s.asnumpy() for s in slices], train[param.name])
            value = Tensor(whole, dtype=slices[0].dtype)
        if predict_strategy:
            part = _split(value.asnumpy(), list(predict_strategy[param.name]), 0)
            value = Tensor(np.ascontiguousarray(part), dtype=value.dtype)
        param_dict[param.name] = Parameter(value, param.name) if not isinstance(value, Parameter) else value
    if not_in_strategy:
        logger.warning(
            _errors.message(
                op,
                f"{not_in_strategy} parameters in network are not in the slice strategy, you can check whether "
                "'predict_strategy' or 'train_strategy_filename' is correct.",
            )
        )
    if not_in_ckpt:
        logger.warning(
            _errors.message(
                op,
                f"{not_in_ckpt} parameters in network and slice strategy but not in the checkpoint file, please "
                "check whether 'checkpoint_filenames' is correct.",
            )
        )
    load_param_into_net(network, param_dict, strict_load=strict_load)
    return True


def load_distributed_checkpoint(
    network: Any,
    checkpoint_filenames: list | None = None,
    predict_strategy: dict | None = None,
    train_strategy_filename: str | None = None,
    strict_load: bool = False,
    dec_key: bytes | None = None,
    dec_mode: str = "AES-GCM",
    format: str = "ckpt",
    unified_safetensors_dir: str | None = None,
    dst_safetensors_dir: str | None = None,
    rank_id: int | None = None,
    output_format: str = "safetensors",
    name_map: dict | None = None,
    max_process_num: int = 64,
    return_param_dict: bool = False,
) -> None:
    """``mindspore.train.serialization.load_distributed_checkpoint`` (2.10): :func:`_load_distributed_checkpoint`
    (``mindspore.load_distributed_checkpoint``), returning None as MindSpore's wrapper does; same arguments and
    errors."""
    _load_distributed_checkpoint(
        network,
        checkpoint_filenames,
        predict_strategy,
        train_strategy_filename,
        strict_load,
        dec_key,
        dec_mode,
        format,
        unified_safetensors_dir,
        dst_safetensors_dir,
        rank_id,
        output_format,
        name_map,
        max_process_num,
        return_param_dict,
    )
