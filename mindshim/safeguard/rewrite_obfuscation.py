"""Checkpoint weight obfuscation, as MindSpore 2.10's ``mindspore.safeguard.rewrite_obfuscation`` does it on CPU.

``obfuscate_ckpt`` draws the obfuscation metadata (with numpy's global random generator, as MindSpore: a
``random`` tensor of integers in ``[1, obfuscate_scale)`` as float16, or a ``rearrange`` permutation), multiplies
the weights an ``obf_config`` (or the older ``target_modules``) names by it, saves each ``<name>.ckpt`` of
``ckpt_files`` as ``<name>_obf.ckpt`` in ``saved_path``, and returns the metadata to keep (the reciprocal of the
``random`` tensor, as numpy arrays). ``load_obf_params_into_net`` checks its arguments and returns the network.

As in MindSpore 2.10, the targets ``target_modules`` makes for weights at the top of the network (``['', 'fc1']``)
read ``/fc1/weight`` and so match no checkpoint name: the checkpoint is saved unchanged under its new name.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from string import Template
from typing import Any

import numpy as np

from .. import _api, log
from ..common import dtype as mstype
from ..common.tensor import Tensor
from ..nn.cell import Cell
from ..nn.layer.container import CellList
from ..ops import operations as P
from ..ops.function import array_func, math_func
from ..train._ckpt.load import load_checkpoint
from ..train._ckpt.save import save_checkpoint

__all__ = _api.names(__name__)

_OPS = {"mul": P.Mul, "matmul": P.MatMul, "invert": P.Inv}
_CONFIG_TYPES = ["obf_metadata_config", "weight_obf_config", "network_obf_config"]
_METADATA_TYPES = ["random", "rearrange"]
_DEPRECATED = (
    "'target_modules and obf_ratios' will be deprecated and removed in a future version, use 'obf_config' instead."
)


def _config_from_target_modules(target_modules: list) -> dict:
    """The ``obf_config`` an older ``target_modules`` (``['A/B', 'fc1|fc2'(, 'obfuscate_layers:N')]``) stands for."""
    path, names = target_modules[0], target_modules[1].split("|")
    metadata = {"name": "obf_metadata", "shape": [1], "type": "random", "save_metadata": True, "metadata_op": "invert"}
    layers: list[int] = []
    y_name = "obf_metadata"
    if len(target_modules) >= 3:
        count = target_modules[2].split(":")[1]
        layers = list(range(12 if count == "all" else int(count)))
        path = path.replace("blocks", "blocks/${layer}")
        y_name = "obf_metadata_${layer}"
        metadata["layers"] = layers
    config: dict[str, list] = {"obf_metadata_config": [metadata], "weight_obf_config": [], "network_obf_config": []}
    for name in names:
        op = [{"name": "mul", "input_x": "weight", "input_y": y_name}]
        for kind in ("weight", "bias"):
            item: dict[str, Any] = {"target": "/".join([path, name, kind]), "weight_obf_ops": op}
            if not layers:
                item["layers"] = []
            config["weight_obf_config"].append(item)
        net_item: dict[str, Any] = {
            "module": "/" + path,
            "target": name,
            "insert_new_input": [{"name": "obf_metadata"}],
            "insert_ops": op,
        }
        if not layers:
            net_item["layers"] = []
        config["network_obf_config"].append(net_item)
    return config


def _check_dir(name: str, path: Any) -> None:
    if not isinstance(path, str):
        raise TypeError(f"{name} must be string, but got {type(path)}.")
    if not os.path.exists(path):
        raise ValueError(f"{path} is not exist, please check the input {name}.")
    if not Path(path).is_dir():
        raise TypeError(f"{name} must be a directory path, but got {path}.")


def _check_target_modules(network: Cell, target_modules: Any) -> None:
    if not isinstance(target_modules, list):
        raise TypeError(f"target_modules type should be list, but got {type(target_modules)}.")
    if len(target_modules) < 2:
        raise ValueError(
            "target_modules should contain at least two string values, in the form of ['A/B/C', 'D1|D2'],"
            f"but got {target_modules}."
        )
    path, names = target_modules[0], target_modules[1]
    if not isinstance(path, str) or not isinstance(names, str):
        raise TypeError(f"The values of target_modules should be string, but got {type(path)} and {type(names)}.")
    if not names:
        raise ValueError(f"{names} should be a non-empty string value, in the form of 'D1|D2'")
    if not re.fullmatch(r"[a-zA-Z0-9/_]*", path) or not re.fullmatch(r"[a-zA-Z0-9|_]*", names):
        raise ValueError(
            f"please check the input 'target_modules'{target_modules},it should be in the form of ['A/B/C', "
            "'D1|D2'].target_modules[0] can only contain uppercase and lowercase letters, numbers, '_' and "
            "'/',target_modules[1] can only contain uppercase and lowercase letters, numbers, '_' and '|'"
        )
    parts = path.split("/")
    stack, net, i = [network], network, 0
    while stack and i < len(parts):
        net = stack.pop()
        if hasattr(net, parts[i]):
            net = getattr(net, parts[i])
            i += 1
            if isinstance(net, CellList):
                stack.extend(net)
            elif isinstance(net, Cell):
                stack.append(net)
            else:
                raise TypeError(
                    "Target_modules[0] should be a subgraph and it's type should be nn.Cell(nn.CellList),"
                    f"but got type {type(net)}"
                )
    if path != "" and i != len(parts):
        raise ValueError(f"the path {path} does not exist.")
    found = 0
    for name in names.split("|"):
        if hasattr(net, name):
            found += 1
        else:
            log.warning(f"{name} does not exist in the path {path}")
    if found == 0:
        raise ValueError(f"all targets {names.split('|')} do not exist in the path {path}.")
    if len(target_modules) >= 3:
        layers = target_modules[2].split(":")
        if len(layers) != 2 or layers[0] != "obfuscate_layers" or not (layers[1] == "all" or layers[1].isdigit()):
            raise ValueError(
                "The third value of target_modules should be in the format of 'obfuscate_layers:all' or"
                "'obfuscate_layers:int'"
            )


def _check_ops(ops_info: list) -> None:
    for op in ops_info:
        for key in ("name", "input_x", "input_y"):
            if not isinstance(op.get(key), str):
                label = "op_name" if key == "name" else f"{key}_name"
                raise TypeError(f"{label} type should be str, but got {type(op.get(key))}.")
        for key in ("transpose_a", "transpose_b"):
            if not isinstance(op.get(key, False), bool):
                raise TypeError(f"{key} type should be bool, but got {type(op.get(key))}.")


def _check_item(config_type: str, item: dict) -> None:
    def need_str(key: str) -> None:
        if not item.get(key) or not isinstance(item.get(key), str):
            raise TypeError(f"obf_config[][]['{key}'] type should be str, but got {type(item.get(key))}.")

    if config_type == "obf_metadata_config":
        need_str("name")
        shape = item.get("shape")
        if not shape or not isinstance(shape, list):
            raise TypeError(f"obf_config[][]['shape'] type should be list, but got {type(shape)}.")
        for d in shape:
            if not isinstance(d, int):
                raise TypeError(f"shape[] type should be int, but got {type(d)}.")
        if not isinstance(item.get("save_metadata", True), bool):
            raise TypeError(
                f"obf_config[][]['save_metadata'] type should be bool, but got {type(item.get('save_metadata'))}."
            )
        kind = item.get("type")
        if kind is not None and (not isinstance(kind, str) or kind not in _METADATA_TYPES):
            raise TypeError(
                f"obf_config[][]['type'] should be str and must in {_METADATA_TYPES}, but got {type(kind)}."
            )
    elif config_type == "weight_obf_config":
        need_str("target")
        ops_info = item.get("weight_obf_ops", [])
        if not isinstance(ops_info, list):
            raise TypeError(f"obf_config[][]['weight_obf_ops'] type should be list, but got {type(ops_info)}.")
        _check_ops(ops_info)
    else:
        need_str("target")
        need_str("module")
        inputs = item.get("insert_new_input", [])
        if not isinstance(inputs, list):
            raise TypeError(f"obf_config[][]['insert_new_input'] type should be list, but got {type(inputs)}.")
        for new_input in inputs:
            if not isinstance(new_input.get("name"), str):
                raise TypeError(
                    "obf_config[][]['insert_new_input'][]['name'] type should be str, but got "
                    f"{type(new_input.get('name'))}."
                )
        ops_info = item.get("insert_ops", [])
        if not isinstance(ops_info, list):
            raise TypeError(f"obf_config[][]['insert_ops'] type should be list, but got {type(ops_info)}.")
        _check_ops(ops_info)
    layers = item.get("layers")
    if layers is not None:
        if not isinstance(layers, list):
            raise TypeError(f"obf_config[][]['layers'] type should be list, but got {type(layers)}.")
        for layer in layers:
            if not isinstance(layer, int):
                raise TypeError(f"obf_config[][]['layers'][] type should be int, but got {type(layer)}.")


def _check_config(obf_config: dict, config_type: str) -> bool:
    for key in obf_config:
        if not isinstance(key, str) or key not in _CONFIG_TYPES:
            raise TypeError(f"config_type must be str, and in {_CONFIG_TYPES}, but got {key}.")
    items = obf_config.get(config_type)
    if not isinstance(items, list):
        raise TypeError(f"obf_config[] type of should be list, but got {type(items)}.")
    for item in items:
        if not isinstance(item, dict):
            raise TypeError(f"obf_config[][] type should be dict, but got {type(item)}.")
        _check_item(config_type, item)
    return True


def _draw(shape: list, kind: str | None, scale: float) -> Tensor | None:
    if kind == "rearrange":
        if len(shape) == 1:
            return Tensor(np.random.permutation(shape[0]), dtype=mstype.int32)
        if len(shape) == 2:
            eye = Tensor(np.identity(shape[0]), dtype=mstype.int32)
            return eye[:, Tensor(np.random.permutation(shape[1]), dtype=mstype.int32)]
        return None
    if kind == "random":
        return Tensor(np.random.randint(1, scale, size=shape), dtype=mstype.float16)
    return None


def _obfuscate(param: Tensor, metadata: dict, ops_info: list, layer: int = 0) -> Tensor | None:
    def input_name(op: dict, key: str) -> str | None:
        name = op.get(key)
        if name is None:
            log.error(f"can not find input: {key} for op: {op.get('name')}.")
            return None
        return Template(name).safe_substitute({"layer": str(layer)})

    dtype = param.dtype
    out = param
    for op in ops_info:
        name = op.get("name")
        if not isinstance(name, str):
            raise TypeError(f"{name} should be str type, but got {type(name)}")
        if name == "mul":
            y = metadata.get(input_name(op, "input_y"))
            if out is None or y is None:
                log.error("input_x or input_y is None")
                return None
            out = math_func.mul(out, y.astype(dtype))
        elif name == "permuate":
            perm = metadata.get(input_name(op, "input_x"))
            if perm is None or out is None:
                log.error("input_x or param is None")
                return None
            out = out[perm]
        elif name == "matmul":
            names = [input_name(op, "input_x"), input_name(op, "input_y")]
            x, y = (metadata.get(n) if n and n.startswith("obf_metadata") else out for n in names)
            if x is None or y is None:
                log.error(f"the input_x or input_y of op: {name} is None.")
                return None
            x = array_func.transpose(x, (1, 0)) if op.get("transpose_a", False) else x
            y = array_func.transpose(y, (1, 0)) if op.get("transpose_b", False) else y
            out = math_func.matmul(x.astype(dtype), y.astype(dtype))
        else:
            log.error(f"unsupported op, op must be matmul or permuate or mul, but got {name}.")
            return None
    return out


def _obfuscate_file(ckpt_file: str, metadata: dict, obf_config: dict, saved_path: str) -> bool:
    try:
        params = load_checkpoint(ckpt_file)
    except (ValueError, TypeError, OSError):
        log.error(f"Load checkpoint failed for file {ckpt_file}.")
        return False
    for key, param in params.items():
        path = "/".join(key.split("."))
        for target in obf_config.get("weight_obf_config", []):
            if not isinstance(target, dict):
                raise TypeError(f"{target} should be dict type, but got {type(target)}")
            pattern, layers, ops_info = target.get("target"), target.get("layers", []), target.get("weight_obf_ops")
            if not pattern or not ops_info:
                raise KeyError("target or obf_ops is None.")
            matches = [0] if not layers and pattern == path else []
            matches += [layer for layer in layers if Template(pattern).safe_substitute({"layer": str(layer)}) == path]
            for layer in matches:
                new = _obfuscate(param.value(), metadata, ops_info, layer)
                if new is None:
                    log.error(f"obfuscate weight {key} failed.")
                    return False
                param.set_data(new)
    name = ckpt_file.split("/")[-1]
    out = os.path.realpath(saved_path) + "/" + name.split(".")[0] + "_obf.ckpt"
    save_checkpoint([{"name": k, "data": v} for k, v in params.items()], out)
    return True


def obfuscate_ckpt(
    network: Cell,
    ckpt_files: str,
    target_modules: list | None = None,
    obf_config: dict | None = None,
    saved_path: str = "./",
    obfuscate_scale: float = 100,
) -> dict:
    """Obfuscate the weights of the checkpoints in the folder ``ckpt_files`` (MindSpore's
    ``mindspore.obfuscate_ckpt``).

    Args:
        network (Cell): the network the checkpoints belong to (``target_modules`` is checked against it).
        ckpt_files (str): a folder; each ``*.ckpt`` in it (and in its sub-folders) is obfuscated.
        target_modules (list): ``['path/to/module', 'name1|name2'(, 'obfuscate_layers:N' or ':all')]``, the
            older form of ``obf_config`` (a deprecation warning is logged). Default None.
        obf_config (dict): ``obf_metadata_config`` / ``weight_obf_config`` / ``network_obf_config`` lists.
        saved_path (str): the folder the ``<name>_obf.ckpt`` files go to. Default ``'./'``.
        obfuscate_scale (float | int): random metadata is drawn from ``[1, obfuscate_scale)``; > 1. Default 100.

    Returns:
        dict: the metadata to keep, ``{'obf_metadata': numpy array}`` (the reciprocal of the float16 factor).

    Raises:
        TypeError: ``network`` not a Cell, a folder not a str or not a folder, a malformed ``obf_config``.
        ValueError: a folder that does not exist, ``target_modules`` naming nothing in ``network``, an empty
            ``obf_config``, ``obfuscate_scale`` <= 1.
    """
    if not isinstance(network, Cell):
        raise TypeError(f"network must be nn.Cell, but got {type(network)}.")
    _check_dir("ckpt_files", ckpt_files)
    _check_dir("saved_path", saved_path)
    if obf_config is None:
        _check_target_modules(network, target_modules)
        log.warning(_DEPRECATED)
        obf_config = _config_from_target_modules(target_modules)
    if not isinstance(obf_config, dict):
        raise TypeError(f"obf_config type should be dict, but got {type(obf_config)}.")
    if (
        not obf_config
        or not _check_config(obf_config, "obf_metadata_config")
        or not _check_config(obf_config, "weight_obf_config")
    ):
        raise ValueError("'obf_config' is empty or not valid, please check the input.")
    metadata: dict[str, Tensor] = {}
    saved: dict[str, np.ndarray] = {}
    for item in obf_config.get("obf_metadata_config", []):
        name = item.get("name")
        if name is None:
            continue
        layers = item.get("layers")
        names = [Template(name).safe_substitute({"layer": str(k)}) for k in layers] if layers else [name]
        for obf_name in names:
            if not layers and metadata.get(obf_name) is not None:
                continue
            tensor = _draw(item.get("shape"), item.get("type"), obfuscate_scale)
            metadata[obf_name] = tensor
            if item.get("save_metadata", False):
                op_name = item.get("metadata_op")
                if op_name is not None and op_name not in _OPS:
                    raise KeyError(f"'op name' must be in {list(_OPS)}, but got {op_name}.")
                kept = _OPS[op_name]()(tensor) if op_name is not None else tensor
                if kept is not None:
                    saved[obf_name] = kept.asnumpy()
    if not isinstance(obfuscate_scale, (float, int)) or obfuscate_scale <= 1:
        raise ValueError(f"obfuscate_scale must be float or int, and larger than 1, but got {obfuscate_scale}.")
    for entry in os.listdir(ckpt_files):
        sub = os.path.realpath(ckpt_files) + "/" + entry
        if Path(sub).is_dir():
            out_dir = os.path.realpath(saved_path) + "/" + entry
            os.makedirs(out_dir, mode=0o700, exist_ok=True)
            for name in os.listdir(sub):
                if name.endswith(".ckpt"):
                    _obfuscate_file(os.path.realpath(sub) + "/" + name, metadata, obf_config, out_dir)
        elif entry.endswith(".ckpt"):
            _obfuscate_file(sub, metadata, obf_config, saved_path)
    return saved


def load_obf_params_into_net(
    network: Cell,
    target_modules: list | None = None,
    obf_ratios: Any = None,
    obf_config: dict | None = None,
    data_parallel_num: int = 1,
    **kwargs: Any,
) -> Cell:
    """Check the obfuscation arguments for a network that loaded an obfuscated checkpoint and return the network
    (MindSpore's ``mindspore.load_obf_params_into_net``; on CPU, 2.10 inserts nothing and returns it as is).

    Raises:
        TypeError: ``network`` not a Cell, a malformed ``obf_config``.
        ValueError: ``target_modules`` naming nothing in ``network``, an empty ``obf_config``,
            ``data_parallel_num`` not a positive int.
    """
    if not isinstance(network, Cell):
        raise TypeError(f"network must be nn.Cell, but got {type(network)}.")
    if obf_config is None:
        _check_target_modules(network, target_modules)
        log.warning(_DEPRECATED)
        obf_config = _config_from_target_modules(target_modules)
    if not isinstance(obf_config, dict):
        raise TypeError(f"{obf_config} should be dict type, but got {type(obf_config)}")
    if not obf_config or not _check_config(obf_config, "network_obf_config"):
        raise ValueError("'obf_config' is empty or not valid, please check the input.")
    if not isinstance(data_parallel_num, int) or data_parallel_num <= 0:
        raise ValueError(f"data_parallel_num must be positive number, but got {data_parallel_num}.")
    return network
