"""`mindspore.nn.Optimizer`: the optimizer base class (learning rate, parameter groups, weight decay, state)."""

from __future__ import annotations

from ... import _api
import functools
import inspect
from collections.abc import Iterable
from typing import Any

import numpy as np
import torch

from ... import _checkparam as validator
from ..._kernels import array as _K_array
from ..._kernels import optim as _K_optim
from ...common import dtype as mstype
from ...common.parameter import Parameter, ParameterTuple
from ...common.tensor import Tensor, _unwrap, _wrap
from ..cell import Cell
from ..learning_rate_schedule import LearningRateSchedule
from ..._kernels import errors as _errors

__all__ = _api.names(__name__)


def opt_init_args_register(fn: Any) -> Any:
    """Decorator for an optimizer's ``__init__`` that records its arguments before running it.

    Mirrors ``mindspore.nn.optim.optimizer.opt_init_args_register`` (2.10): binds the call to ``fn``'s signature
    (defaults applied) and sets ``self.init_params = {"params": params}`` (or the wrapped ``optimizer``'s
    ``init_params``), ``self.init_learning_rate`` (a Tensor's value as a list; None for a schedule Cell) and
    ``self.init_args`` (the other arguments), then calls ``fn``.
    """

    @functools.wraps(fn)
    def deco(self, *args: Any, **kwargs: Any) -> None:
        bound = inspect.signature(fn).bind(self, *args, **kwargs)
        bound.apply_defaults()
        arguments = bound.arguments
        arguments.pop("self")
        if "params" in arguments:
            self.init_params = {"params": arguments.pop("params")}
        if "optimizer" in arguments:
            self.init_params = {"params": arguments.pop("optimizer").init_params["params"]}
        if "learning_rate" in arguments:
            lr = arguments.pop("learning_rate")
            if isinstance(lr, Tensor):
                lr = lr.asnumpy().tolist()
            self.init_learning_rate = None if isinstance(lr, Cell) else lr
        self.init_args = arguments
        fn(self, *args, **kwargs)

    return deco


def _register_tuple(cell: Cell, attr: str, params: Iterable[Parameter]) -> ParameterTuple:
    """Keep ``params`` as ``cell.<attr>`` and register each one in the cell under its own name.

    This is how MindSpore treats a ParameterTuple attribute: ``cell.parameters_and_names()`` then lists
    ``<cell path>.<param.name>`` (``optimizer.moments.fc.weight``).
    """
    tup = params if isinstance(params, ParameterTuple) else ParameterTuple(params)
    setattr(cell, attr, tup)  # Cell.__setattr__ registers a ParameterTuple's elements
    return tup


def _clone(cell: Cell, attr: str, params: ParameterTuple, prefix: str, init: Any = "zeros") -> ParameterTuple:
    """``params.clone(prefix, init)`` kept on ``cell`` as optimizer state (``<prefix>.<param name>``)."""
    out = []
    for p in params:
        data = _K_optim.state_like(p._t.detach(), init)
        out.append(Parameter(data, name=prefix + "." + p.name))
    return _register_tuple(cell, attr, out)


def _ts(xs) -> list:
    """Torch tensors behind a sequence of Tensors."""
    return [_unwrap(x) for x in xs]


class _ConvertToCell(LearningRateSchedule):
    """A constant learning-rate Parameter as a schedule (used when group rates mix dynamic and constant)."""

    def __init__(self, learning_rate: Parameter) -> None:
        super().__init__()
        if not isinstance(learning_rate, Parameter):
            raise _errors.type_error(
                "Optimizer", f"the argument 'learning_rate' must be Parameter, but got {type(learning_rate)}."
            )
        self.learning_rate = learning_rate

    def construct(self, global_step: Tensor) -> Tensor:
        return _wrap(self.learning_rate._t.detach().clone())


class _IteratorLearningRate(LearningRateSchedule):
    """A 1-D Tensor of per-step rates as a schedule: ``learning_rate[global_step]``."""

    def __init__(self, learning_rate: Tensor, name: str) -> None:
        super().__init__()
        if not isinstance(learning_rate, Tensor):
            raise _errors.type_error(
                "Optimizer", f"the argument 'learning_rate' must be Tensor, but got {type(learning_rate)}."
            )
        if learning_rate.ndim != 1:
            raise _errors.value_error(
                "Optimizer", f"the dimension of the argument 'learning_rate' should be 1, but got {learning_rate.ndim}."
            )
        self.learning_rate = Parameter(learning_rate, name)

    def construct(self, global_step: Tensor) -> Tensor:
        """``ops.gather(learning_rate, global_step, 0)``, as MindSpore: a step past the list raises RuntimeError."""
        from ...ops.function.array_func import gather

        return gather(self.learning_rate._t.detach(), global_step, 0)


def _public_wd(wd: Any) -> Any:
    """A constant weight decay as MindSpore exposes it (a Float32 scalar Tensor); a Cell schedule as is."""
    return Tensor(wd, mstype.float32) if isinstance(wd, float) else wd


class _WrappedWeightDecay(Cell):
    """A dynamic weight decay Cell times the loss scale."""

    def __init__(self, weight_decay: Cell, loss_scale: float = 1.0) -> None:
        super().__init__()
        self.weight_decay = weight_decay
        self.loss_scale = loss_scale

    def construct(self, global_step: Tensor) -> Tensor:
        return _wrap(_unwrap(self.weight_decay(global_step)) * self.loss_scale)


class Optimizer(Cell):
    """Base class of optimizers. Mirrors ``mindspore.nn.Optimizer`` (2.10).

    ``optimizer(gradients)`` applies one update to the parameters (in place, under ``torch.no_grad``) and
    returns a tuple of ``True`` (one per parameter), as MindSpore does.

    Args:
        learning_rate (float | int | Tensor | Iterable | LearningRateSchedule): a constant (kept as the
            Parameter ``learning_rate``), a 1-D Tensor/list of per-step rates (indexed by ``global_step``),
            or a schedule called with ``global_step``.
        parameters (list[Parameter] | list[dict]): the parameters to update, or groups: dicts with
            ``'params'`` and optional ``'lr'``, ``'weight_decay'``, ``'grad_centralization'``, plus at most one
            ``{'order_params': [...]}`` fixing the order.
        weight_decay (float | int | Cell): L2 penalty added to the gradients (``grad += wd * param``). Without
            groups it applies only to parameters whose name contains neither ``'beta'`` nor ``'gamma'``.
            Default 0.0.
        loss_scale (float): gradients are divided by it before the update. Default 1.0.

    State kept as Parameters (and listed by ``parameters_and_names`` of a cell that holds the optimizer):
    ``global_step`` (int32, shape (1,)), ``learning_rate`` (or ``learning_rate_group_<i>``), and what each
    subclass adds (``moments.<name>`` ...).

    Raises:
        TypeError: bad ``parameters``/``learning_rate``/``weight_decay``/``loss_scale`` types.
        ValueError: empty ``parameters``, negative rates, bad group keys or sizes.
        KeyError: an unknown key in a group dict.
        RuntimeError: a parameter given in two groups.
    """

    def __init__(
        self,
        learning_rate: Any,
        parameters: Any,
        weight_decay: float | int | Cell = 0.0,
        loss_scale: float = 1.0,
    ) -> None:
        super().__init__(auto_prefix=False)
        parameters = self._parameters_base_check(parameters, "parameters")
        self.param_rank = None
        self.optim_filter = None
        if not all(isinstance(x, Parameter) for x in parameters) and not all(isinstance(x, dict) for x in parameters):
            raise _errors.type_error(
                "Optimizer",
                "all elements of the argument 'parameters' must be 'Parameter' or 'dict',"
                " please check the 'parameters'.",
            )
        if isinstance(loss_scale, int):
            loss_scale = float(loss_scale)
        validator.check_value_type("loss_scale", loss_scale, [float], self.cls_name)
        validator.check_positive_float(loss_scale, "loss_scale", self.cls_name)
        self.loss_scale = loss_scale
        self.dynamic_weight_decay = False
        self.grad_centralization = False
        self._unique = True
        self._target = "CPU"
        self.dynamic_lr = False
        self.global_step = Parameter(_K_array.zeros((1,), torch.int32, None), name="global_step")
        self.is_group = False
        self.is_group_lr = False
        self.is_group_params_ordered = False
        self.use_parallel = False
        learning_rate = self._preprocess_single_lr(learning_rate)
        if isinstance(parameters[0], dict):
            self.is_group = True
            self.group_params = []
            self.group_lr = []
            self.group_weight_decay = []
            self.group_grad_centralization = []
            self._init_group_params(parameters, learning_rate, weight_decay, self.grad_centralization)
        self._init_opt_attrs(learning_rate, parameters, weight_decay)

    # ---- construction ---------------------------------------------------------------------------
    def _init_opt_attrs(self, learning_rate, parameters, weight_decay) -> None:
        weight_decay = self._preprocess_weight_decay(weight_decay)
        if self.is_group_lr:
            if self.dynamic_lr:
                from ..layer.container import CellList

                self.learning_rate = CellList(self.group_lr, auto_prefix=False)
            else:
                seen = []
                for lr in self.group_lr:
                    if all(lr is not s for s in seen):
                        seen.append(lr)
                _register_tuple(self, "_lr_params", seen)
                object.__setattr__(self, "learning_rate", ParameterTuple(self.group_lr))
        else:
            lr = self._build_single_lr(learning_rate, "learning_rate")
            self.learning_rate = lr
        if self.is_group:
            params = _register_tuple(self, "parameters", self.group_params)
            self.decay_flags = tuple(isinstance(x, Cell) or x > 0 for x in self.group_weight_decay)
            self.dynamic_decay_flags = tuple(isinstance(x, Cell) for x in self.group_weight_decay)
            self._wd_raw = tuple(self.group_weight_decay)
            self.weight_decay = tuple(_public_wd(w) for w in self._wd_raw)
            self.exec_weight_decay = any(self.decay_flags)
            self.grad_centralization_flags = tuple(self.group_grad_centralization)
        else:
            params = _register_tuple(self, "parameters", parameters)
            self.decay_flags = tuple("beta" not in x.name and "gamma" not in x.name for x in params)
            self.dynamic_decay_flags = isinstance(weight_decay, Cell)
            self.exec_weight_decay = isinstance(weight_decay, Cell) or weight_decay > 0
            self._wd_raw = weight_decay
            self.weight_decay = _public_wd(weight_decay)
        object.__setattr__(self, "_parameters_tuple", params)
        self._user_parameters = [p.name for p in params]
        self.reciprocal_scale = 1.0 / self.loss_scale
        self.need_scale = self.loss_scale != 1.0
        self.param_length = len(params)
        # what MindSpore's _use_parallel_optimizer leaves without the (Ascend-only) parallel optimizer: every
        # parameter is updated on this rank; custom optimizers hyper_map over it
        self.optim_filter = (True,) * self.param_length
        from ...ops.composite.multitype import HyperMap, Map

        self.map_, self.map_reverse = Map(), Map(None, True)
        self.hyper_map, self.hyper_map_reverse = HyperMap(), HyperMap(None, True)
        self.enable_tuple_broaden = True
        # MindSpore idioms that custom optimizers use: self.assignadd(self.global_step, self.global_step_increase_tensor)
        from ...ops.operations import AssignAdd

        self.assignadd = AssignAdd()
        self.global_step_increase_tensor = Tensor(np.array([1], np.int32))

    @property
    def _params_t(self) -> list:
        return [p._t for p in self.parameters]

    @staticmethod
    def _preprocess_grad_centralization(grad_centralization: Any) -> bool:
        if not isinstance(grad_centralization, bool):
            raise _errors.type_error(
                "Optimizer", f"the 'gradients_centralization' must be bool type, but got {type(grad_centralization)}."
            )
        return grad_centralization

    @staticmethod
    def _parameters_base_check(parameters: Any, param_info: str) -> list:
        if parameters is None:
            raise _errors.value_error("Optimizer", f"the argument {param_info} can not be None.")
        if not isinstance(parameters, Iterable):
            raise _errors.type_error(
                "Optimizer", f"the argument {param_info} must be Iterable type, but got {type(parameters)}."
            )
        parameters = list(parameters)
        if not parameters:
            raise _errors.value_error("Optimizer", f"the argument {param_info} must not be empty.")
        return parameters

    def _preprocess_weight_decay(self, weight_decay: Any) -> Any:
        if isinstance(weight_decay, (float, int)) and not isinstance(weight_decay, bool):
            weight_decay = float(weight_decay)
            validator.check_non_negative_float(weight_decay, "weight_decay", self.cls_name)
            return weight_decay * self.loss_scale
        if isinstance(weight_decay, Cell):
            self.dynamic_weight_decay = True
            return _WrappedWeightDecay(weight_decay, self.loss_scale)
        raise _errors.type_error(
            "Optimizer", f"the argument 'Weight_decay' must be int, float or Cell.but got {type(weight_decay)}"
        )

    def _preprocess_single_lr(self, learning_rate: Any) -> Any:
        if isinstance(learning_rate, (float, int)) and not isinstance(learning_rate, bool):
            learning_rate = float(learning_rate)
            validator.check_non_negative_float(learning_rate, "learning rate", self.cls_name)
            return learning_rate
        if isinstance(learning_rate, Tensor) and learning_rate.ndim == 0:
            return Tensor(learning_rate.asnumpy(), dtype=mstype.float32)
        self.dynamic_lr = True
        if isinstance(learning_rate, LearningRateSchedule):
            return learning_rate
        if isinstance(learning_rate, Tensor):
            if learning_rate.ndim > 1:
                raise _errors.value_error(
                    "Optimizer",
                    "if 'learning_rate' is Tensor type, then the dimension of it should "
                    f"be 0 or 1, but got {learning_rate.ndim}.",
                )
            return Tensor(learning_rate.asnumpy(), dtype=mstype.float32)
        if isinstance(learning_rate, Iterable):
            return Tensor(np.array(list(learning_rate)).astype(np.float32))
        raise _errors.type_error(
            "Optimizer",
            "the argument 'learning_rate' must be int, float, Tensor, Iterable or "
            f"LearningRateSchedule, but got {type(learning_rate)}.",
        )

    def _build_single_lr(self, learning_rate: Any, name: str) -> Any:
        if isinstance(learning_rate, float):
            learning_rate = Parameter(Tensor(learning_rate, mstype.float32), name)
            if self.is_group_lr and self.dynamic_lr:
                learning_rate = _ConvertToCell(learning_rate)
            return learning_rate
        if isinstance(learning_rate, Tensor) and learning_rate.ndim == 0:
            learning_rate = Parameter(learning_rate, name)
            if self.is_group_lr and self.dynamic_lr:
                learning_rate = _ConvertToCell(learning_rate)
            return learning_rate
        if isinstance(learning_rate, Tensor) and learning_rate.ndim == 1:
            return _IteratorLearningRate(learning_rate, name)
        return learning_rate

    def _check_group_params(self, parameters: list) -> None:
        parse_keys = ["params", "lr", "weight_decay", "order_params", "grad_centralization"]
        for group_param in parameters:
            invalid_key = [x for x in group_param.keys() if x not in parse_keys]
            if invalid_key:
                raise _errors.op_error(
                    KeyError,
                    "Optimizer",
                    f"the key in group params must be one of in {parse_keys}, but got {invalid_key}.",
                )
            if "order_params" in group_param:
                if len(group_param.keys()) > 1:
                    raise _errors.value_error(
                        "Optimizer",
                        "the order params dict in group parameters should only include the "
                        f"'order_params' key, but got {group_param.keys()}.",
                    )
                if not isinstance(group_param["order_params"], Iterable):
                    raise _errors.type_error(
                        "Optimizer",
                        "the value of 'order_params' in group parameters should be Iterable type, "
                        f"but got {type(group_param['order_params'])}.",
                    )
                continue
            params = self._parameters_base_check(group_param["params"], "group `params`")
            for index, param in enumerate(params):
                if not isinstance(param, Parameter):
                    raise _errors.type_error(
                        "Optimizer",
                        "the element in group parameters must be Parameter type, "
                        f"but got {type(param)} at index {index}.",
                    )

    def _parse_group_params(self, parameters: list, learning_rate: Any) -> None:
        self._check_group_params(parameters)
        tensor_lr_length = learning_rate.size if isinstance(learning_rate, Tensor) and learning_rate.ndim == 1 else 0
        for group_param in parameters:
            if "order_params" in group_param:
                self.is_group_params_ordered = True
                continue
            if "lr" in group_param:
                self.is_group_lr = True
                group_lr = self._preprocess_single_lr(group_param["lr"])
                if isinstance(group_lr, Tensor) and group_lr.ndim == 1:
                    if tensor_lr_length == 0:
                        tensor_lr_length = group_lr.size
                    elif group_lr.size != tensor_lr_length:
                        raise _errors.value_error(
                            "Optimizer",
                            "the Tensor type dynamic learning rate in group must be "
                            "the same size as the argument 'learning_rate'.",
                        )

    def _init_group_params(self, parameters, learning_rate, weight_decay, grad_centralization) -> None:
        self._parse_group_params(parameters, learning_rate)
        default_lr = self._build_single_lr(learning_rate, "learning_rate")
        params_store = []
        ordered_parameters = []
        for group_num, group_param in enumerate(parameters):
            if "order_params" in group_param:
                ordered_parameters = list(group_param["order_params"])
                continue
            self.group_params += list(group_param["params"])
            if "lr" in group_param:
                lr = self._preprocess_single_lr(group_param["lr"])
                lr = self._build_single_lr(lr, "learning_rate_group_" + str(group_num))
            else:
                lr = default_lr
            if "weight_decay" in group_param:
                weight_decay_ = self._preprocess_weight_decay(group_param["weight_decay"])
            else:
                weight_decay_ = self._preprocess_weight_decay(weight_decay)
            if "grad_centralization" in group_param:
                self.grad_centralization = self._preprocess_grad_centralization(group_param["grad_centralization"])
                grad_centralization_ = self.grad_centralization
            else:
                grad_centralization_ = grad_centralization
            for param in group_param["params"]:
                validator.check_value_type("parameter", param, [Parameter], self.cls_name)
                if param.name in params_store:
                    raise _errors.runtime_error(
                        "Optimizer",
                        f"the {param.name} parameter already exists, it does not support repeated "
                        "setting. Please check whether the optimizer parameter has been set multiple times.",
                    )
                params_store.append(param.name)
                self.group_lr.append(lr)
                self.group_weight_decay.append(weight_decay_)
                self.group_grad_centralization.append(grad_centralization_)
        if self.is_group_params_ordered and ordered_parameters:
            self._order_and_adjust_group_params(ordered_parameters)

    def _order_and_adjust_group_params(self, ordered_parameters: list) -> None:
        n = len(self.group_params)
        if len(ordered_parameters) != n:
            raise _errors.value_error(
                "Optimizer",
                "the length of order parameters must be the same as the length of group parameters, "
                f"but got order parameters' length {len(ordered_parameters)}, group parameters' length {n}.",
                sep="',",
            )
        names = [p.name for p in ordered_parameters]
        out = [[None] * n for _ in range(4)]
        for param, lr, wd, gc in zip(
            self.group_params, self.group_lr, self.group_weight_decay, self.group_grad_centralization
        ):
            i = names.index(param.name)
            out[0][i], out[1][i], out[2][i], out[3][i] = param, lr, wd, gc
        self.group_params, self.group_lr, self.group_weight_decay, self.group_grad_centralization = out

    # ---- properties -----------------------------------------------------------------------------
    @property
    def unique(self) -> bool:
        """Whether gradients of sparse parameters are de-duplicated (kept for API compatibility)."""
        return self._unique

    @unique.setter
    def unique(self, value: bool) -> None:
        validator.check_value_type("unique", value, [bool], self.cls_name)
        self._unique = value

    @property
    def target(self) -> str:
        """Where the update runs ('CPU' or 'Ascend'); mindshim always updates on the parameters' device."""
        return self._target

    @target.setter
    def target(self, value: str) -> None:
        validator.check_string(value, ["CPU", "Ascend", "GPU"], "target", self.cls_name)
        self._target = value

    # ---- per-step helpers (public in MindSpore; custom optimizers call them) -----------------------
    def flatten_gradients(self, gradients: tuple) -> tuple:
        """Return ``gradients`` unchanged (mindshim does not flatten parameters)."""
        return gradients

    def _decay_t(self, grads: list) -> list:
        """``grad + wd * param`` for the parameters selected by ``decay_flags`` (torch tensors in and out)."""
        if not self.exec_weight_decay:
            return grads
        params = self.parameters
        wd = self._weight_decay_now()
        out = list(grads)
        for i, flag in enumerate(self.decay_flags):
            if flag:
                w = wd[i] if self.is_group else wd
                w = _unwrap(w)
                if isinstance(w, torch.Tensor):
                    w = w.to(params[i]._t.dtype)
                out[i] = grads[i] + params[i]._t.detach() * w
        return out

    def _centralize_t(self, grads: list) -> list:
        if not self.is_group or not any(self.grad_centralization_flags):
            return grads
        out = list(grads)
        for i, flag in enumerate(self.grad_centralization_flags):
            g = grads[i]
            if flag and g.dim() > 1 and g.shape[1] % 16 == 0:
                out[i] = g - g.mean(dim=tuple(range(1, g.dim())), keepdim=True)
        return out

    def _scale_t(self, grads: list) -> list:
        if not self.need_scale:
            return grads
        return _K_optim.scale_grads(grads, self.reciprocal_scale)

    def decay_weight(self, gradients: tuple) -> tuple:
        """Add ``weight_decay * param`` to the selected gradients. Mirrors ``Optimizer.decay_weight``."""
        if not self.exec_weight_decay:
            return gradients
        return tuple(_wrap(g) for g in self._decay_t(_ts(gradients)))

    def gradients_centralization(self, gradients: tuple) -> tuple:
        """Centralize gradients of groups with ``grad_centralization`` (ndim > 1, dim 1 a multiple of 16).

        Mirrors ``Optimizer.gradients_centralization``.
        """
        if not self.is_group:
            return gradients
        return tuple(_wrap(g) for g in self._centralize_t(_ts(gradients)))

    def scale_grad(self, gradients: tuple) -> tuple:
        """Divide gradients by ``loss_scale``. Mirrors ``Optimizer.scale_grad``."""
        if not self.need_scale:
            return gradients
        return tuple(_wrap(g) for g in self._scale_t(_ts(gradients)))

    def get_weight_decay(self) -> Any:
        """The weight decay of the current step: a Float32 Tensor, or a tuple per parameter for groups.

        Mirrors ``Optimizer.get_weight_decay``.
        """
        return self._current_wd(self.weight_decay)

    def _weight_decay_now(self) -> Any:
        """As :meth:`get_weight_decay` with constant rates as Python floats (the update paths use these)."""
        return self._current_wd(getattr(self, "_wd_raw", self.weight_decay))

    def _current_wd(self, wds: Any) -> Any:
        if self.dynamic_weight_decay:
            if self.is_group:
                return tuple(wd(self.global_step) if flag else wd for wd, flag in zip(wds, self.dynamic_decay_flags))
            return wds(self.global_step)
        return wds

    def get_lr(self) -> Any:
        """The learning rate of the current step. Mirrors ``Optimizer.get_lr``.

        Returns the ``learning_rate`` Parameter for a constant rate, a scalar Tensor for a dynamic one, and a
        tuple (one per parameter) with grouped rates.
        """
        lr = self.learning_rate
        if self.dynamic_lr:
            if self.is_group_lr:
                return tuple(_wrap(_unwrap(s(self.global_step)).reshape(())) for s in self.learning_rate)
            return _wrap(_unwrap(self.learning_rate(self.global_step)).reshape(()))
        return lr

    def get_lr_parameter(self, param: Parameter | list) -> Any:
        """The learning-rate Parameter (or schedule) used for ``param`` (or each of a list).

        Mirrors ``Optimizer.get_lr_parameter``.

        Raises:
            TypeError: if ``param`` is not a Parameter or list. ValueError: if it is not in this optimizer.
        """

        def get_lr_value(learning_rate):
            if isinstance(learning_rate, (_ConvertToCell, _IteratorLearningRate)):
                return learning_rate.learning_rate
            return learning_rate

        if isinstance(param, Parameter):
            param_list = [param]
        elif isinstance(param, list):
            param_list = param
        else:
            raise _errors.type_error(
                "get_lr_parameter", f"the 'param' must be 'Parameter' or 'list' type, but got {type(param)}."
            )
        lr = []
        ids = [id(p) for p in self.parameters]
        for p in param_list:
            validator.check_value_type("parameter", p, [Parameter], self.cls_name)
            if id(p) not in ids:
                raise _errors.value_error(
                    "get_lr_parameter",
                    f"the parameter {p.name} is not in optimizer, please check "
                    "whether the argument 'param' is correct.",
                )
            if self.is_group_lr:
                lr.append(get_lr_value(self.learning_rate[ids.index(id(p))]))
            else:
                lr.append(get_lr_value(self.learning_rate))
        return lr if isinstance(param, list) else lr[0]

    def _lr_list(self) -> list:
        """Per-parameter learning rates as torch scalars (advancing nothing)."""
        lr = self.get_lr()
        if self.is_group_lr:
            return [_unwrap(x).detach() for x in lr]
        t = _unwrap(lr).detach()
        return [t] * self.param_length

    def _prepare(self, gradients: tuple) -> tuple[list, list]:
        """Common step prologue: decay, centralize, scale, read the rate(s), advance ``global_step``.

        Returns ``(grads, lrs)`` as torch tensors.
        """
        grads = _ts(gradients)
        grads = self._decay_t(grads)
        grads = self._centralize_t(grads)
        grads = self._scale_t(grads)
        lrs = self._lr_list()
        self.global_step._t.data.add_(1)
        return grads, lrs

    def _is_dynamic_lr_or_weight_decay(self) -> bool:
        return self.dynamic_lr or self.dynamic_weight_decay

    def construct(self, *hyper_params: Any) -> Any:
        raise NotImplementedError

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        with torch.no_grad():
            return Cell.__call__(self, *args, **kwargs)
