"""`load_param_into_net` and `merge_sliced_parameter`: loaded Parameters into a network's."""

from __future__ import annotations

from typing import Any

import torch

from ... import log as logger
from ..._kernels import array as _K_array
from ...common.parameter import Parameter
from .checks import _check_bool, _check_isinstance
from ..._kernels import errors as _errors

# --------------------------------------------------------------------------------------------------------------------
# load_param_into_net

_FLOAT_TYPES = (torch.float16, torch.float32, torch.float64, torch.bfloat16)
_INT_TYPES = (torch.int8, torch.int16, torch.int32, torch.int64)


def _planned_value(param: Parameter, new_param: Parameter, strict_load: bool) -> torch.Tensor:
    """The tensor ``param`` will take from ``new_param`` (MindSpore's ``_update_param`` rules), or RuntimeError."""
    old_shape, new_shape = param.shape, new_param.shape
    if old_shape != new_shape:
        extra = new_shape[len(old_shape) :]
        special = len(new_shape) > len(old_shape) and all(d == 1 for d in extra)
        if not special:
            raise _errors.runtime_error(
                "load_param_into_net",
                f"{param.name} in the argument 'net' should have the same shape "
                f"as {param.name} in the argument 'parameter_dict'. But got its shape {old_shape} in"
                f" the argument 'net' and shape {new_shape} in the argument 'parameter_dict'."
                f"May you need to check whether the checkpoint you loaded is correct or the batch size and "
                f"so on in the 'net' and 'parameter_dict' are same.",
            )
    src = new_param._data().detach()
    dst_dtype = param._data().dtype
    if src.dtype != dst_dtype:
        pair = {src.dtype, dst_dtype}
        if not strict_load and (pair <= set(_FLOAT_TYPES) or pair <= set(_INT_TYPES)):
            logger.warning(
                f"The type of {new_param.name}:{new_param.dtype} in 'parameter_dict' is different from "
                f"the type of it in 'net':{param.dtype}, then the type convert from "
                f"{new_param.dtype} to {param.dtype} in the network. May consume additional memory and time"
            )
            return src.to(dst_dtype)
        raise _errors.runtime_error(
            "load_param_into_net",
            f"{param.name} in the argument 'net' should have the same type as "
            f"{param.name} in the argument 'parameter_dict'. but got its type {param.dtype} in the "
            f"argument 'net' and type {new_param.dtype} in the argument 'parameter_dict'."
            f"May you need to check whether the checkpoint you loaded is correct.",
        )
    return src


def load_param_into_net(
    net: Any, parameter_dict: dict, strict_load: bool = False, remove_redundancy: bool = False
) -> tuple[list, list]:
    """Copy ``parameter_dict``'s values into ``net``'s parameters. Mirrors ``mindspore.load_param_into_net`` (2.10).

    Matching is by ``param.name``; when some net parameters are not found and ``strict_load`` is False, a common
    name prefix of the dict (``"backbone."`` + name) is tried, as MindSpore does. float<->float and int<->int dtype
    differences are converted (not with ``strict_load=True``); a shape difference raises, except extra trailing
    1-dims in the checkpoint (``(12, 2048, 1, 1)`` into ``(12, 2048)``, which then takes the checkpoint's shape).
    ``str`` entries are ignored.

    Loaded parameters share storage with the dict's Parameters, as in MindSpore: loading one dict into two nets
    ties their weights, and training (optimizer state, ``global_step`` included) writes into the dict's values.
    ``set_data`` on either side writes through the shared storage in mindshim, where MindSpore rebinds the
    receiver alone. A dtype conversion (float16 -> float32 ...), or a dict value on another device than the net's
    parameter, gives the net a copy that is not shared.

    Returns:
        ``(param_not_load, ckpt_not_load)``: net parameter names not loaded; dict names not loaded.

    Raises:
        TypeError: ``net`` not a Cell, ``parameter_dict`` not a dict of ``str -> Parameter | str``, bad flag types.
        RuntimeError: a shape or dtype mismatch. Every value is checked before any is assigned, so on error the net
            is left unchanged (MindSpore may have updated earlier parameters already).
    """
    from ...nn.cell import Cell

    if not isinstance(net, Cell):
        raise _errors.type_error("load_param_into_net", f"the argument 'net' should be a Cell, but got {type(net)}.")
    if not isinstance(parameter_dict, dict):
        raise _errors.type_error(
            "load_param_into_net", f"the argument 'parameter_dict' should be a dict, but got {type(parameter_dict)}."
        )
    for key, value in parameter_dict.items():
        if not isinstance(key, str) or not isinstance(value, (Parameter, str, list)):
            raise _errors.type_error(
                "parameter_dict",
                "the element in the argument 'parameter_dict' should be a "
                f"'str' and 'Parameter' , but got {type(key)} and {type(value)}.",
            )
    strict_load = _check_bool(strict_load)
    _check_isinstance("remove_redundancy", remove_redundancy, bool)

    param_not_load = []
    ckpt_not_load = list(parameter_dict.keys())
    plan = []  # (param, tensor)
    params = [p for _, p in net.parameters_and_names()]
    for param in params:
        if param.name in parameter_dict:
            new_param = parameter_dict[param.name]
            if not isinstance(new_param, Parameter):
                continue
            plan.append((param, _planned_value(param, new_param, strict_load)))
            ckpt_not_load.remove(param.name)
        elif not param.name.startswith("accu_grads"):
            param_not_load.append(param.name)

    if param_not_load and not strict_load:
        plan += _dismatch_prefix_plan(params, parameter_dict, param_not_load, strict_load)

    # The net's Parameter keeps its identity (optimizer links) and takes the dict entry's storage, as MindSpore
    # does: nets loaded from one dict share weights, and training writes back into the dict.
    for param, value in plan:
        _assign(param, value)
    if param_not_load:
        logger.warning(
            _errors.message(
                "load_param_into_net",
                f"{len(param_not_load)} parameters in the 'net' are not loaded, because they "
                "are not in the 'parameter_dict', please check whether the network structure is consistent "
                "when training and loading checkpoint.",
            )
        )
        logger.warning(f"{param_not_load} are not loaded.")
    return param_not_load, ckpt_not_load


def _dismatch_prefix_plan(params: list, parameter_dict: dict, param_not_load: list, strict_load: bool) -> list:
    """MindSpore's prefix retry: while some name ``n`` of ``param_not_load`` has a dict name ``p + n``, plan to load
    every not-loaded parameter from ``p + name``. Removes the planned names from ``param_not_load``; returns the
    ``(param, tensor)`` pairs (nothing is assigned here)."""
    plan = []
    prefix_name = ""
    longest_name = param_not_load[0]
    while prefix_name != longest_name and param_not_load:
        prefix_name = longest_name
        for net_param_name in param_not_load:
            for dict_name in parameter_dict:
                if dict_name.endswith(net_param_name):
                    prefix_name = dict_name[: -len(net_param_name)]
                    break
            if prefix_name != longest_name:
                break
        if prefix_name != longest_name:
            logger.warning(
                _errors.message(
                    "load_param_into_net", f"remove parameter prefix name: {prefix_name}, continue to load."
                )
            )
            for param in params:
                new_name = prefix_name + param.name
                if param.name in param_not_load and new_name in parameter_dict:
                    new_param = parameter_dict[new_name]
                    if not isinstance(new_param, Parameter):
                        continue
                    plan.append((param, _planned_value(param, new_param, strict_load)))
                    param_not_load.remove(param.name)
    return plan


def _load_dismatch_prefix_params(net: Any, parameter_dict: dict, param_not_load: list, strict_load: bool) -> None:
    """Load the parameters of ``net`` named in ``param_not_load`` from ``parameter_dict`` under a common name
    prefix, as ``load_param_into_net`` retries when some are missing: the prefix ``p`` is taken from the first
    not-loaded name ``n`` with a dict name ``p + n``, and every not-loaded parameter whose ``p + name`` is in the
    dict takes that value (``_update_param``'s checks) and leaves ``param_not_load`` (modified in place). Repeats
    while a new prefix is found. Mirrors ``mindspore.train.serialization._load_dismatch_prefix_params`` (2.10).

    Raises:
        RuntimeError: a shape or dtype mismatch (``load_param_into_net``'s message).
    """
    if not param_not_load:
        return
    params = [p for _, p in net.parameters_and_names()]
    for param, value in _dismatch_prefix_plan(params, parameter_dict, param_not_load, strict_load):
        _assign(param, value)


def _assign(param: Parameter, value: torch.Tensor) -> None:
    """Give ``param`` the (checked) tensor ``value``, sharing its storage unless it is on another device."""
    with torch.no_grad():
        dst = param._data()
        dst.data = value.to(dst.device) if value.device != dst.device else value


def merge_sliced_parameter(sliced_parameters: list, strategy: dict | None = None) -> Parameter:
    """Join slices of one parameter along axis 0. Mirrors ``mindspore.merge_sliced_parameter`` (2.10).

    Every slice must be a Parameter with the same name and the same shape except axis 0; the result keeps the
    name and ``requires_grad`` of the first slice.

    Raises:
        TypeError: ``sliced_parameters`` is not a list of Parameters, or ``strategy`` is not a dict.
        ValueError: an empty list, or slices with different names or shapes.
        NotImplementedError: a ``strategy`` (distributed layouts are not supported).
    """
    if not isinstance(sliced_parameters, list):
        raise _errors.type_error(
            "merge_sliced_parameter",
            f"the argument 'sliced_parameters' should be list, but got {type(sliced_parameters)}.",
        )
    if not sliced_parameters:
        raise _errors.value_error("merge_sliced_parameter", "the argument 'sliced_parameters' should not be empty.")
    if strategy and not isinstance(strategy, dict):
        raise _errors.type_error(
            "merge_sliced_parameter", f"the argument 'strategy' should be dict, but got {type(strategy)}."
        )
    first = sliced_parameters[0]
    if not isinstance(first, Parameter):
        raise _errors.type_error(
            "merge_sliced_parameter",
            f"the element in 'sliced_parameters' should be 'Parameter', but got {type(first)} at index 0.",
        )
    name, shape = first.name, first.shape
    for index, param in enumerate(sliced_parameters):
        if not isinstance(param, Parameter):
            raise _errors.type_error(
                "merge_sliced_parameter",
                f"the element in 'sliced_parameters' should be 'Parameter', but got {type(param)} at index {index}.",
            )
        if param.name != name or len(param.shape) != len(shape) or param.shape[1:] != shape[1:]:
            raise _errors.value_error(
                "merge_sliced_parameter",
                "please make sure that the elements in 'slice_parameters'"
                " have the same name, dimension length and shape except 0 axis. The name, dimension "
                f"length, shape except 0 axis should be {name}, {len(shape)}, "
                f"{shape[1:]}, but got name: {param.name}, dimension length: "
                f"{len(param.shape)}, shape except 0 axis: {param.shape[1:]} "
                f"at index {index}.",
            )
    if strategy:
        raise NotImplementedError(
            "mindshim runs on one device: merge_sliced_parameter with a 'strategy' is not supported."
        )
    merged = _K_array.concat_any([p._data().detach() for p in sliced_parameters])
    return Parameter(merged, name, first.requires_grad)


def _update_param(param: Parameter, new_param: Parameter, strict_load: bool) -> None:
    """Give the Parameter ``param`` the value of ``new_param``, with ``load_param_into_net``'s checks: a shape
    mismatch raises (extra trailing 1-dims in ``new_param`` are squeezed away), float<->float and int<->int dtype
    differences are converted unless ``strict_load``. Mirrors ``mindspore.train.serialization._update_param``.

    Raises:
        RuntimeError: a shape or dtype mismatch, with MindSpore's message naming 'load_param_into_net'.
    """
    _assign(param, _planned_value(param, new_param, strict_load))
