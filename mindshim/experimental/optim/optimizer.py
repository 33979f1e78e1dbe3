"""`mindspore.experimental.optim.Optimizer`: the torch-style optimizer base (parameter groups, per-group lrs)."""

from __future__ import annotations

from ... import _api
from collections import defaultdict
from typing import Any

import numpy as np

from ... import _checkparam as validator
from ... import log as logger
from ..._kernels import optim as _K_optim
from ...common import dtype as mstype
from ...common.parameter import Parameter, ParameterTuple
from ...common.tensor import Tensor, _wrap
from ...nn.cell import Cell
from ...nn.optim.optimizer import Optimizer as _NnOptimizer
from ...ops.composite import HyperMap, Map
from ..._kernels import errors as _errors

__all__ = _api.names(__name__)

F32 = np.float32  # MindSpore computes the step scalars (bias corrections, lrs) as float32 tensors


class _Scalar:
    """Host copy of a 0-d Parameter's value (float32 as ``numpy.float32``, integers as ``int``).

    The copy is re-read (``.item()``) only when the tensor changed since it was last read or written: its
    identity, storage and torch version counter (bumped by every in-place write: ``ops.assign``,
    ``set_data``, a checkpoint load) form the key. So steps and learning rates cost no device round trip
    per step, and writes made by user code are still seen.
    """

    __slots__ = ("param", "_key", "_value")

    def __init__(self, param: Tensor) -> None:
        self.param = param
        self._key = None
        self._value = None

    def get(self):
        t = self.param._data()
        key = (id(t), t._version, t.data_ptr())
        if key != self._key:
            v = t.item()
            self._value = F32(v) if t.is_floating_point() else v
            self._key = key
        return self._value

    def set(self, value) -> None:
        t = self.param._data()
        if t.is_floating_point():
            value = F32(value)
            t.detach().fill_(float(value))  # the detached alias shares the storage and the version counter
        else:
            value = int(value)
            t.detach().fill_(value)
        self._key = (id(t), t._version, t.data_ptr())
        self._value = value


def _scalar_of(holder: Any, param: Tensor) -> _Scalar:
    """The host copy of the 0-d ``param`` kept on ``holder`` (an optimizer or scheduler), made on first use."""
    cache = holder.__dict__.get("_ms_scalars")
    if cache is None:
        cache = holder.__dict__["_ms_scalars"] = {}
    s = cache.get(id(param))
    if s is None or s.param is not param:
        s = cache[id(param)] = _Scalar(param)
    return s


def _type_concat_error(value: Any) -> TypeError:
    """The TypeError MindSpore raises when it concatenates a message with the type of a non-Parameter."""
    meta = "_TensorMeta" if isinstance(value, Tensor) else type(type(value)).__name__
    return TypeError(f'can only concatenate str (not "{meta}") to str')


class Optimizer(Cell):
    """Base class of the torch-style optimizers: parameter groups with their own hyper-parameters.

    Mirrors ``mindspore.experimental.optim.Optimizer(params, defaults)`` (MindSpore 2.10).

    Args:
        params (Union[list[Parameter], list[dict]]): the Parameters to optimize, or dicts with a ``params`` entry
            and per-group options (``lr``, ``weight_decay``, ...).
        defaults (dict): the options a group does not set.

    Attributes: ``param_groups`` (list of dicts; each ``lr`` is a float32 scalar Parameter named
    ``learning_rate_group_<i>``), ``lrs`` (those Parameters), ``parameters`` (a ParameterTuple of all groups'
    parameters, the weights to pass to ``mindspore.value_and_grad``), ``group_start_id`` (where each group starts
    in ``parameters``), ``defaults`` and ``state``. Subclasses implement ``construct(gradients)``, called with
    the gradients of ``parameters``; the built-in optimizers update in place and return True.

    Raises:
        ValueError: ``params`` is None or empty, a parameter is in two groups, an ``lr`` or ``weight_decay`` is
            negative, or an ``lr`` Tensor is not a scalar.
        TypeError: ``params`` is not iterable, a group is not a dict, its ``params`` is a set or holds a
            non-Parameter, or an ``lr``/``weight_decay`` has an unsupported type.
    """

    def __init__(self, params: Any, defaults: dict) -> None:
        super().__init__(auto_prefix=False)
        param_groups = self._parameters_base_check(params, "params")
        self.defaults = defaults
        self.state = defaultdict(dict)
        self.param_groups = []
        self.parameters = []
        self.lrs = []
        self.map_ = Map()  # for subclasses written with MindSpore's map/hyper_map idiom
        self.group_start_id = [0]
        if not isinstance(param_groups[0], dict):
            param_groups = [{"params": param_groups}]
        for param_group in param_groups:
            self.add_param_group(param_group)
        self.parameters = ParameterTuple(self.parameters)
        self.hyper_map = HyperMap()
        self.enable_tuple_broaden = True

    def __repr__(self) -> str:
        s = type(self).__name__ + " ("
        for i, group in enumerate(self.param_groups):
            s += "\n" + f"Parameter Group {i}\n"
            for key in sorted(group.keys()):
                if key == "params":
                    continue
                v = group[key]
                if key == "lr" and isinstance(v, Parameter):
                    v = v.value()
                s += f"    {key}: {v}\n"
        return s + ")"

    __str__ = __repr__

    def add_param_group(self, param_group: dict) -> None:
        """Add a group of parameters with its own options (the defaults fill the rest).

        The group's ``lr`` becomes a float32 Parameter ``learning_rate_group_<i>`` (appended to ``lrs``), its
        ``weight_decay`` a float. Mirrors ``Optimizer.add_param_group``.

        Raises:
            TypeError / ValueError: as the constructor.
        """
        group_id = len(self.param_groups)
        param_group = self._preprocess_param_group(param_group)
        self.parameters += tuple(param_group.get("params"))  # after __init__: a plain tuple, as in MindSpore
        for name, default in self.defaults.items():
            param_group.setdefault(name, default)
        lr = self._build_single_lr(param_group.get("lr"), "learning_rate_group_" + str(group_id))
        weight_decay = self._preprocess_weight_decay(param_group.get("weight_decay", 0.0))
        self.lrs.append(lr)
        param_group["lr"] = lr
        param_group["weight_decay"] = weight_decay
        if param_group.get("amsgrad") and hasattr(self, "max_v_group"):
            param_group["max_exp_avg_sq"] = self._clone_state(param_group.get("params"), "max_exp_avg_sq", "zeros")
        self.param_groups.append(param_group)
        self.group_start_id.append(self.group_start_id[-1] + len(param_group.get("params")))

    # the same check (and messages) as mindspore.nn.Optimizer's
    _parameters_base_check = staticmethod(_NnOptimizer._parameters_base_check)

    def _preprocess_param_group(self, param_group: Any) -> dict:
        if not isinstance(param_group, dict):
            raise TypeError("Param group must be a dict.")
        params = param_group["params"]
        if isinstance(params, Parameter):
            param_group["params"] = [params]
        elif isinstance(params, set):
            raise TypeError(
                "Optimizer parameters need to be organized in ordered collections, but the ordering of tensors in "
                "sets will change between runs. Please use a list instead."
            )
        else:
            param_group["params"] = list(params)
        for param in param_group["params"]:
            if not isinstance(param, Parameter):
                raise _type_concat_error(param)
        ids = [id(p) for p in param_group["params"]]
        if len(ids) != len(set(ids)):
            logger.warning("Optimizer contains a parameter group with duplicate parameters.")
        seen = {id(p) for group in self.param_groups for p in group["params"]}
        if not seen.isdisjoint(ids):
            raise ValueError("some parameters appear in more than one parameter group.")
        return param_group

    def _build_single_lr(self, learning_rate: Any, name: str) -> Parameter:
        if isinstance(learning_rate, (float, int)):
            learning_rate = float(learning_rate)
            validator.check_non_negative_float(learning_rate, "learning rate", self.cls_name)
            return Parameter(Tensor(learning_rate, mstype.float32), name)
        if isinstance(learning_rate, Tensor):
            if learning_rate.ndim == 0:
                return Parameter(learning_rate.astype(mstype.float32), name)
            raise _errors.value_error("Optimizer", "if 'learning_rate' is a Tensor, then it should be scalar Tensor")
        raise _errors.type_error(
            "Optimizer", f"the argument 'learning_rate' must be int, float or Tensor, but got {type(learning_rate)}."
        )

    def _preprocess_weight_decay(self, weight_decay: Any) -> float:
        if isinstance(weight_decay, (float, int)):
            weight_decay = float(weight_decay)
            validator.check_non_negative_float(weight_decay, "weight_decay", self.cls_name)
            return weight_decay
        raise _errors.type_error(
            "Optimizer", f"the argument 'Weight_decay' must be int or float.but got {type(weight_decay)}"
        )

    def _decay_weight(self, weight_decay: float, params: tuple, gradients: tuple) -> tuple:
        """``gradients + weight_decay * params`` (as Tensors), or ``gradients`` when ``weight_decay`` is 0."""
        if weight_decay != 0.0:
            gradients = tuple(
                _wrap(_K_optim.add_weight_decay(g._data(), p._data(), float(F32(weight_decay))))
                for p, g in zip(params, gradients)
            )
        return gradients

    def construct(self, *hyper_params):
        raise NotImplementedError

    # ---- shared machinery of the built-in optimizers (torch lists, updated in place) --------------------------
    def _clone_state(self, params: Any, prefix: str, init: Any = "zeros") -> ParameterTuple:
        """``ParameterTuple(params).clone(prefix, init)``, refusing two different parameters with one name
        (MindSpore's check when the tuple is set on the Cell)."""
        out = ParameterTuple(params).clone(prefix=prefix, init=init)
        names = set()
        for c in out:
            if c.name in names:
                raise ValueError(
                    f"The value {c} , its name '{c.name}' already exists. Please set a unique name for the parameter."
                )
            names.add(c.name)
        return out

    def _next_step(self, counter: Parameter) -> int:
        """Add one to a step-counter Parameter; return the new value."""
        s = _scalar_of(self, counter)
        step = s.get() + 1
        s.set(step)
        return step

    def _group_lr(self, group_id: int):
        """The group's learning rate as float32 (a float put into ``param_groups`` later is used as is)."""
        lr = self.param_groups[group_id].get("lr")
        if isinstance(lr, float):
            return F32(lr)
        return _scalar_of(self, self.lrs[group_id]).get()

    def _group_tensors(self, group_id: int, gradients: tuple, maximize: bool = False, weight_decay: float = 0.0):
        """torch lists of the group's parameters and gradients (negated for ``maximize``, plus
        ``weight_decay * param``), or None for an empty group."""
        s, e = self.group_start_id[group_id], self.group_start_id[group_id + 1]
        if s == e:
            return None
        params = [p._data() for p in self.parameters[s:e]]
        grads = [g._data() for g in gradients[s:e]]
        if maximize or weight_decay != 0.0:
            wd = float(F32(weight_decay)) if weight_decay != 0.0 else None
            grads = _K_optim.maximize_decay(params, grads, maximize, wd)
        return params, grads

    def _state(self, name: str, group_id: int) -> list:
        """torch list of the state tuple ``name`` restricted to the group."""
        s, e = self.group_start_id[group_id], self.group_start_id[group_id + 1]
        state = getattr(self, name)[s:e]
        if len(state) != e - s:  # a group added after construction has no state, as in MindSpore
            raise RuntimeError(
                "The tuples in HyperMap should have the same length. \nThe length of the first element in HyperMap is "
                f"{len(state)}, but the length of the second element in HyperMap is {e - s}."
            )
        return [p._data() for p in state]


def check_not_less_than(arg_value: Any, arg_name: str, prim: str, value: float = 0.0) -> None:
    """Raise ValueError unless ``arg_value >= value`` (MindSpore's message)."""
    if arg_value < value:
        raise ValueError(f"For {prim}, the {arg_name} must be greater than or equal to {value}, but got {arg_value}.")


def check_not_less_than_without_equal(arg_value: Any, arg_name: str, prim: str, value: float = 0.0) -> None:
    """Raise ValueError unless ``arg_value > value`` (MindSpore's message)."""
    if arg_value <= value:
        raise ValueError(f"For {prim}, the {arg_name} must be greater than {value}, but got {arg_value}.")
