"""`mindspore.nn.AdaFactor`: Adafactor with factored second moments and relative step sizes."""

from __future__ import annotations

from ... import _api
import logging
from typing import Any

import torch

from ... import _checkparam as validator
from ..._kernels import array as _K_array
from ..._kernels import optim as _K_optim
from ...common.parameter import Parameter, ParameterTuple
from ...common.api import _jit_method
from .optimizer import Optimizer, _clone, _register_tuple

__all__ = _api.names(__name__)


class AdaFactor(Optimizer):
    """AdaFactor. Mirrors ``mindspore.nn.AdaFactor`` (2.10).

    Per step ``t`` (``afactor_step``, float32 shape (1,)): with ``relative_step`` the rate is
    ``min(1e-2, 1/sqrt(t))`` (``min(1e-6*t, 1/sqrt(t))`` with ``warmup_init``), times
    ``max(eps[1], rms(param))`` with ``scale_parameter``; ``beta2t = 1 - t**-decay_rate``. The squared
    gradient plus ``eps[0]`` is averaged with ``beta2t`` into row/column statistics for parameters with 2+
    dimensions (``exp_avg_sq_row_<name>``, ``exp_avg_sq_col_<name>``) or into ``exp_avg_sq_<name>`` for the
    others; the update ``g / sqrt(second moment)`` is divided by ``max(1, rms(update) / clip_threshold)``,
    scaled by the rate, averaged with ``beta1`` into ``exp_avg.<name>`` (when ``beta1 > 0``), and subtracted
    from the parameter after the decoupled decay ``param -= weight_decay * rate * param``. Gradients are not
    divided by ``loss_scale`` (as in MindSpore).

    Args:
        params (list[Parameter] | list[dict]): as :class:`Optimizer`.
        learning_rate (float | LearningRateSchedule | None): None with ``relative_step``. Default None.
        eps (tuple[float, float]): default (1e-30, 1e-3). clip_threshold (float): 1.0. decay_rate (float): 0.8.
        beta1 (float): 0.9. weight_decay (float): in [0, 1), 0.0. scale_parameter (bool): True.
        relative_step (bool): True. warmup_init (bool): False. compression (bool): keep ``exp_avg_sq`` of 1-D
            parameters in float16. Default False. loss_scale (float): 1.0.

    Raises:
        ValueError: ``learning_rate`` with ``relative_step``; ``warmup_init`` without ``relative_step``; no
            ``learning_rate`` without ``relative_step``; ``eps`` not of length 2; values out of range.
        TypeError: wrong argument types.
    """

    def __init__(
        self,
        params: Any,
        learning_rate: Any = None,
        eps: tuple = (1e-30, 1e-3),
        clip_threshold: float = 1.0,
        decay_rate: float = 0.8,
        beta1: float = 0.9,
        weight_decay: float = 0.0,
        scale_parameter: bool = True,
        relative_step: bool = True,
        warmup_init: bool = False,
        compression: bool = False,
        loss_scale: float = 1.0,
    ) -> None:
        if learning_rate is not None and relative_step:
            raise ValueError("Cannot combine manual lr and relative_step options", learning_rate)
        if warmup_init and not relative_step:
            raise ValueError("warmup_init requires relative_step=True")
        if learning_rate is None and not relative_step:
            raise ValueError("Cannot learning_rate is None and relative_step=False")
        if learning_rate is None:
            learning_rate = 0.0
        if beta1 is None:
            beta1 = 0.0
        self_scale_lr = isinstance(learning_rate, (float, int))
        if not self_scale_lr and (relative_step or scale_parameter):
            logging.getLogger("mindshim").warning(
                "When learning_rate is learning scheduler, it not support update learning rate!"
            )
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        self.scale_lr = self_scale_lr
        validator.check_value_type("eps", eps, [list, tuple], self.cls_name)
        if len(eps) != 2:
            raise ValueError("eps must have 2 value: (eps1, eps2).")
        for i, ele in enumerate(eps):
            validator.check_value_type(f"eps{i}", ele, [float], self.cls_name)
            validator.check_non_negative_float(ele, f"eps{i}", self.cls_name)
        validator.check_value_type("clip_threshold", clip_threshold, [float], self.cls_name)
        validator.check_non_negative_float(clip_threshold, "clip_threshold", self.cls_name)
        validator.check_value_type("decay_rate", decay_rate, [float], self.cls_name)
        validator.check_float_range(decay_rate, 0, 1, validator.INC_NEITHER, "decay_rate", self.cls_name)
        validator.check_float_range(weight_decay, 0, 1, validator.INC_LEFT, "weight_decay", self.cls_name)
        validator.check_value_type("scale_parameter", scale_parameter, [bool], self.cls_name)
        validator.check_value_type("relative_step", relative_step, [bool], self.cls_name)
        validator.check_value_type("compression", compression, [bool], self.cls_name)
        validator.check_value_type("beta1", beta1, [int, float], self.cls_name)
        validator.check_non_negative_float(float(beta1), "beta1", self.cls_name)
        self.eps = tuple(float(e) for e in eps)
        self.clip_threshold = float(clip_threshold)
        self.decay_rate = -float(decay_rate)
        self.beta1 = float(beta1)
        self.weight_decay = float(weight_decay)
        self.weight_decay_flag = bool(weight_decay)
        self.scale_parameter = scale_parameter if self.scale_lr else False
        self.relative_step = relative_step
        self.warmup_init = warmup_init
        self.compression = compression
        self._init_state(beta1)
        self.step = Parameter(_K_array.zeros((1,), torch.float32, None), name="afactor_step")

    def _init_state(self, beta1: float) -> None:
        self.use_first_moment = beta1 > 0
        if self.use_first_moment:
            _clone(self, "exp_avg", self.parameters, "exp_avg", "zeros")
        else:
            _register_tuple(
                self, "exp_avg", ParameterTuple([Parameter(_K_array.full((), 0.0, None, None))] * len(self.parameters))
            )
        rows, cols, sqs = [], [], []
        for p in self.parameters:
            t = p._t
            shape, name = tuple(t.shape), p.name
            if len(shape) > 1:
                rows.append(Parameter(_K_array.zeros(shape[:-1], t.dtype, None), name=f"exp_avg_sq_row_{name}"))
                cols.append(
                    Parameter(_K_array.zeros(shape[:-2] + shape[-1:], t.dtype, None), name=f"exp_avg_sq_col_{name}")
                )
                sqs.append(Parameter(_K_array.zeros((1,), t.dtype, None), name=f"exp_avg_sq_{name}"))
            else:
                rows.append(Parameter(_K_array.zeros((1,), t.dtype, None), name=f"exp_avg_sq_row_{name}"))
                cols.append(Parameter(_K_array.zeros((1,), t.dtype, None), name=f"exp_avg_sq_col_{name}"))
                dtype = torch.float16 if self.compression else t.dtype
                sqs.append(Parameter(_K_array.zeros(shape, dtype, None), name=f"exp_avg_sq_{name}"))
        _register_tuple(self, "exp_avg_sq_row", rows)
        _register_tuple(self, "exp_avg_sq_col", cols)
        _register_tuple(self, "exp_avg_sq", sqs)

    @property
    def supports_memory_efficient_fp16(self) -> bool:
        """True, as in MindSpore."""
        return True

    @property
    def supports_flat_params(self) -> bool:
        """False, as in MindSpore."""
        return False

    @_jit_method
    def construct(self, gradients: tuple) -> tuple:
        lrs = self._lr_list()
        self.global_step._t.add_(1)
        lr_rel, beta2t = _K_optim.adafactor_rates(
            self.step._t, self.decay_rate, self.scale_lr and self.relative_step, self.warmup_init
        )
        if lr_rel is not None:
            lrs = [lr_rel] * self.param_length
        eps, clip, b1, wd, scale = self.eps, self.clip_threshold, self.beta1, self.weight_decay, self.scale_parameter
        for i, (g, p) in enumerate(zip(gradients, self._params_t)):
            avg = self.exp_avg[i]._t if self.use_first_moment else None
            row, col, sq = self.exp_avg_sq_row[i]._t, self.exp_avg_sq_col[i]._t, self.exp_avg_sq[i]._t
            g = g._t if hasattr(g, "_t") else g
            _K_optim.adafactor(p, g, lrs[i], beta2t, row, col, sq, avg, eps, clip, b1, wd, scale)
        return (True,) * self.param_length
