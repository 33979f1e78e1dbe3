"""`mindspore.nn.wrap.cell_wrapper`: WithLossCell, WithEvalCell, WithGradCell, ForwardValueAndGrad, TrainOneStepCell."""

from __future__ import annotations

from ... import _api
from types import FunctionType, MethodType
from typing import Any

import torch

from ... import _checkparam as validator
from ..._kernels import train as _K_train
from ...common import dtype as mstype
from ...common.parameter import Parameter, ParameterTuple
from ...common.tensor import Tensor, _unwrap, _wrap
from ...ops.function.other_func import mixed_precision_cast as _mixed_precision_cast
from ..cell import Cell
from ..cell import _recorded as _recorded
from ..._kernels import errors as _errors
from ... import log as _logger

__all__ = _api.names(__name__)


def _add(a: Any, b: Any) -> Any:
    """``ops.Add`` of two outputs (MindSpore adds the micro-batch outputs with an Add primitive)."""
    from ...ops.function import math_func

    return math_func.add(a, b)


def _register_weights(cell: Cell, weights: Any) -> ParameterTuple:
    """Keep ``weights`` as ``cell.weights`` and list them among the cell's own parameters (by their names),
    as MindSpore does for a ParameterTuple attribute."""
    tup = weights if isinstance(weights, ParameterTuple) else ParameterTuple(weights)
    for p in tup:
        if p.name not in cell._params:
            cell._params[p.name] = p
            cell._parameters[p.name] = p._t
    object.__setattr__(cell, "weights", tup)
    return tup


def _flat_out(out: Any) -> list:
    if isinstance(out, (tuple, list)):
        acc = []
        for o in out:
            acc.extend(_flat_out(o))
        return acc
    t = _unwrap(out)
    return [t] if isinstance(t, torch.Tensor) else []


def _weight_grads(out: Any, weights: tuple, sens: Any = None) -> tuple:
    """Gradients of ``out`` (summed over its outputs, each seeded with ``sens`` or ones) w.r.t. ``weights``.

    Parameters that are frozen or unused get zero gradients, as in MindSpore.
    """
    outs = [t for t in _flat_out(out) if t.requires_grad]
    targets = [w._t for w in weights]
    return tuple(_wrap(g) for g in _K_train.weight_grads(outs, targets, _unwrap(sens)))


def _detach(out: Any) -> Any:
    if isinstance(out, Tensor):
        return _wrap(out._t.detach())
    if isinstance(out, tuple):
        return tuple(_detach(o) for o in out)
    return out


class WithLossCell(Cell):
    """Connect a backbone with a loss: ``loss_fn(backbone(data), label)``. Mirrors ``mindspore.nn.WithLossCell``.

    Built with ``auto_prefix=False``, so parameter names stay those of the backbone.

    Args:
        backbone (Cell): the network. loss_fn (Cell): the loss.

    Inputs: ``data``, ``label`` Tensors. Output: the loss Tensor.
    """

    def __init__(self, backbone: Cell, loss_fn: Cell) -> None:
        super().__init__(auto_prefix=False)
        self._backbone = backbone
        self._loss_fn = loss_fn

    def construct(self, data: Tensor, label: Tensor) -> Tensor:
        out = self._backbone(data)
        return self._loss_fn(out, label)

    @property
    def backbone_network(self) -> Cell:
        """The backbone Cell."""
        return self._backbone


class WithEvalCell(Cell):
    """Evaluate a network with a loss: returns ``(loss, outputs, label)``. Mirrors ``mindspore.nn.WithEvalCell``.

    Args:
        network (Cell), loss_fn (Cell), add_cast_fp32 (bool): cast outputs and a floating label to float32 first.
            Default False.

    Raises:
        TypeError: if ``add_cast_fp32`` is not a bool.
    """

    def __init__(self, network: Cell, loss_fn: Cell, add_cast_fp32: bool = False) -> None:
        super().__init__(auto_prefix=False)
        self._network = network
        self._loss_fn = loss_fn
        self.add_cast_fp32 = validator.check_value_type("add_cast_fp32", add_cast_fp32, [bool], self.cls_name)

    def construct(self, data: Tensor, label: Tensor) -> tuple:
        outputs = self._network(data)
        if self.add_cast_fp32:  # MindSpore: mixed_precision_cast of the label (integer labels stay integers)
            label = _mixed_precision_cast(mstype.float32, label)
            outputs = _wrap(_unwrap(outputs).to(torch.float32))
        loss = self._loss_fn(outputs, label)
        return loss, outputs, label


class WithGradCell(Cell):
    """Return the gradients of ``network`` (with ``loss_fn`` when given) w.r.t. its trainable parameters.

    Mirrors ``mindspore.nn.WithGradCell``. Output: tuple of Tensors, one per trainable parameter.

    Args:
        network (Cell), loss_fn (Cell): Default None (``network`` already returns the loss).
        sens (Tensor | float): the seed of the backward pass. Default None (ones).
    """

    def __init__(self, network: Cell, loss_fn: Cell | None = None, sens: Any = None) -> None:
        super().__init__(auto_prefix=False)
        self.network = network
        self.loss_fn = loss_fn
        _register_weights(self, network.trainable_params())
        self.sens = sens
        if loss_fn is None:
            self.network_with_loss = network
        else:
            self.network_with_loss = WithLossCell(self.network, self.loss_fn)
        self.network_with_loss.set_train()

    def construct(self, *inputs: Any) -> tuple:
        out = _recorded(self.network_with_loss, inputs)
        return _weight_grads(out, self.weights, self.sens)


class ForwardValueAndGrad(Cell):
    """Return ``(network(*inputs), grads)``. Mirrors ``mindspore.nn.ForwardValueAndGrad`` (2.10).

    Args:
        network (Cell | function): the function. weights (ParameterTuple | list): with ``get_by_list``.
        get_all (bool): gradients w.r.t. all inputs. get_by_list (bool): w.r.t. ``weights``.
        sens_param (bool): the last input is the backward seed. All default False.

    Raises:
        TypeError: bad ``network``, flags, or ``weights`` when ``get_by_list``.
    """

    def __init__(
        self,
        network: Any,
        weights: Any = None,
        get_all: bool = False,
        get_by_list: bool = False,
        sens_param: bool = False,
    ) -> None:
        super().__init__(auto_prefix=False)
        if not isinstance(network, (Cell, FunctionType, MethodType)):
            raise _errors.type_error(
                "ForwardValueAndGrad",
                f"the argument 'network' must be cell, function type or method type, but got '{type(network)}'",
            )
        if not isinstance(get_all, bool):
            raise _errors.type_error(
                "ForwardValueAndGrad", f"the type of 'get_all' must be bool, but got '{type(get_all)}'"
            )
        if not isinstance(get_by_list, bool):
            raise _errors.type_error(
                "ForwardValueAndGrad", f"the type of 'get_by_list' must be bool, but got '{type(get_by_list)}'"
            )
        if get_by_list and not isinstance(weights, (ParameterTuple, tuple, list)):
            raise _errors.type_error(
                "ForwardValueAndGrad",
                "when 'get_by_list' is set to True, the argument 'weights' must be "
                f"Parameters array, but got '{type(weights)}'",
            )
        self.network = network
        self.weights = weights
        self.get_all = get_all
        self.get_by_list = get_by_list
        self.sens_param = sens_param
        from ...ops.composite import GradOperation

        self.grad = GradOperation(get_all=get_all, get_by_list=get_by_list, sens_param=sens_param)

    def construct(self, *inputs: Any) -> tuple:
        grad_inputs = inputs
        if self.sens_param:
            inputs = inputs[:-1]
        loss = self.network(*inputs)
        if self.get_by_list:
            grads = self.grad(self.network, self.weights)(*grad_inputs)
        else:
            grads = self.grad(self.network)(*grad_inputs)
        return _detach(loss), grads


class TrainOneStepCell(Cell):
    """One training step: loss, gradients w.r.t. the optimizer's parameters, optimizer update.

    Mirrors ``mindspore.nn.TrainOneStepCell`` (2.10). Built with ``auto_prefix=False``; its
    ``parameters_and_names()`` lists the optimizer's parameters by name, then the network's other
    parameters (``network.<path>``), then the optimizer's state (``optimizer.global_step``,
    ``optimizer.learning_rate``, ``optimizer.moments.<name>`` ...), as MindSpore does.

    Args:
        network (Cell): returns the loss (e.g. a :class:`WithLossCell`).
        optimizer (Optimizer): updates the parameters.
        sens (float | int): backward seed; the gradients are scaled by it. Default None (1.0).
        return_grad (bool): also return ``{param name: grad}``. Default False.

    Inputs: whatever ``network`` takes. Output: the loss (or ``(loss, grads_dict)``).

    Raises:
        ValueError: if ``sens`` is 0.

    Gradients are taken with ``torch.autograd.grad``; parameters that are frozen or unused get zero gradients.
    With ``parallel_mode`` DATA_PARALLEL or HYBRID_PARALLEL in the auto-parallel context, ``grad_reducer`` is a
    :class:`DistributedGradReducer` (``mean`` = ``gradients_mean``, ``degree`` = ``device_num`` or the group size)
    applied to the gradients before the update, as in MindSpore; otherwise it is an ``Identity``.
    """

    def __init__(self, network: Cell, optimizer: Cell, sens: float | None = None, return_grad: bool = False) -> None:
        super().__init__(auto_prefix=False)
        self.network = network
        self.network.set_grad()
        self.optimizer = optimizer
        _register_weights(self, optimizer.parameters)
        self.sens = sens
        if self.sens == 0:
            raise ValueError("The input argument of 'sens' can not be 0.")
        self.sense_flag = True
        if self.sens is None:
            self.sense_flag = False
            self.sens = 1.0
        self.return_grad = return_grad
        if return_grad:
            self.weights_name = [p.name for p in optimizer.parameters]
        from ...ops.composite import GradOperation
        from ..layer.basic import Identity

        self.grad = GradOperation(get_by_list=True, sens_param=True)
        self.grad_no_sens = GradOperation(get_by_list=True)
        from ...context import _get_device_num, get_auto_parallel_context

        self.parallel_mode = get_auto_parallel_context("parallel_mode")
        self.reducer_flag = self.parallel_mode in ("data_parallel", "hybrid_parallel")
        self.use_graceful_exit = False
        self.grad_reducer = Identity()
        if self.reducer_flag:  # data parallel: gradients summed (gradients_mean: averaged) over the world group
            from .grad_reducer import DistributedGradReducer

            self.mean = bool(get_auto_parallel_context("gradients_mean"))
            self.degree = _get_device_num()
            self.grad_reducer = DistributedGradReducer(self.weights, self.mean, self.degree)

    def construct(self, *inputs: Any) -> Any:
        loss = _recorded(self.network, inputs)
        grads = _weight_grads(loss, self.weights, self.sens if self.sense_flag else None)
        if self.reducer_flag:
            grads = self.grad_reducer(grads)
        self.optimizer(grads)
        loss = _detach(loss)
        if self.return_grad:
            return loss, dict(zip(self.weights_name, grads))
        return loss


class _MicroBatch(Cell):
    """Slice ``i`` of ``micro_size`` equal parts of every input along its first axis."""

    def __init__(self, micro_size: int) -> None:
        super().__init__()
        self.micro_size = micro_size

    def construct(self, i: int, *inputs: Any) -> tuple:
        out = []
        for x in inputs:
            n = x.shape[0]
            if n % self.micro_size != 0:
                raise ValueError(
                    f"For micro batch initialization, the 0th dimension shape of input({n}) must be divided by micro "
                    f"size({self.micro_size})"
                )
            size = n // self.micro_size
            out.append(x[size * i : size * (i + 1)])
        return tuple(out)


class GradAccumulationCell(Cell):
    """Run ``network`` on ``micro_size`` slices of the batch (first axis) and sum the outputs.

    Mirrors ``mindspore.nn.GradAccumulationCell`` (2.10; MindSpore meant it for (semi-)auto parallel pipelines,
    deprecated there for ``mindspore.parallel.nn.GradAccumulation``). Gradients taken through it are those of the
    summed micro-batch losses, i.e. accumulated over the micro-batches. Built with ``auto_prefix=False``.

    Args:
        network (Cell): the network (usually with its loss). micro_size (int): number of micro-batches, > 0.

    Raises:
        TypeError: ``network`` not a Cell or ``micro_size`` not an int. ValueError: ``micro_size`` <= 0.
    """

    def __init__(self, network: Cell, micro_size: int) -> None:
        super().__init__(auto_prefix=False)
        from ..layer.container import CellList

        self.network = network
        self.micro_inputs = CellList()
        self.micro_size = micro_size
        if not isinstance(network, Cell):
            raise _errors.type_error(
                "GradAccumulationCell", f"the argument 'network' must cell type, but got the type : {type(network)}."
            )
        if not isinstance(micro_size, int):
            raise _errors.type_error(
                "GradAccumulationCell",
                f"the argument 'micro_size' must be integer, but got the type : {type(micro_size)}.",
            )
        if micro_size <= 0:
            raise _errors.value_error(
                "GradAccumulationCell", f"the argument 'micro_size' must be large than 0, but got {micro_size}."
            )
        for _ in range(micro_size):
            self.micro_inputs.append(_MicroBatch(micro_size))

    def construct(self, *inputs: Any) -> Any:
        ret = None
        for i in range(self.micro_size):
            output = self.network(*self.micro_inputs[i](i, *inputs))
            ret = output if ret is None else ret + output
        return ret


def _positive_int(op: str, arg: str, value: Any) -> None:
    """PipelineCell's and MicroBatchInterleaved's check of their micro-batch count."""
    if not isinstance(value, int):
        raise _errors.type_error(op, f"the argument '{arg}' must be integer, but got the type : {type(value)}.")
    if value <= 0:
        raise _errors.value_error(op, f"the argument '{arg}' must be large than 0, but got {value}.")


def _config_not_found(arg: str, left: dict, network: Cell) -> KeyError:
    return _errors.op_error(
        KeyError, "PipelineCell", f"the argument '{arg}' : {left} is not found in 'network' : {network}"
    )


class PipelineCell(Cell):
    """Slice the batch (first axis of every input) into ``micro_size`` micro-batches, run ``network`` on each in
    turn and add the outputs. Mirrors ``mindspore.nn.PipelineCell`` (2.10; deprecated there for
    ``mindspore.parallel.nn.Pipeline``). In one stand-alone process, as on MindSpore's CPU backend, the stages
    run one after another in this process; gradients through it are those of the summed micro-batch outputs.

    Args:
        network (Cell): the network. micro_size (int): number of micro-batches, > 0; each input's first dimension
            must divide by it. stage_config (dict, optional): ``{cell name: stage}``, set as each named sub-cell's
            ``pipeline_stage`` (``str(network)`` names the network itself). segment_config (dict, optional):
            ``{cell name: segment}``, set as ``pipeline_segment``.

    Raises:
        TypeError: ``network`` not a Cell, ``micro_size`` not an int. ValueError: ``micro_size`` <= 0; at call, a
        first dimension that ``micro_size`` does not divide. KeyError: a ``stage_config`` / ``segment_config`` name
        that is no sub-cell (after MindSpore's printed / logged report of the cells available).
    """

    def __init__(
        self, network: Cell, micro_size: int, stage_config: dict | None = None, segment_config: dict | None = None
    ) -> None:
        super().__init__(auto_prefix=False)
        from ..layer.container import CellList

        self.network = network
        self.micro_inputs = CellList()
        self.micro_size = micro_size
        self.add_list = []
        if not isinstance(network, Cell):
            raise _errors.type_error(
                "PipelineCell", f"the argument 'network' must cell type, but got the type : {type(network)}."
            )
        _positive_int("PipelineCell", "micro_size", micro_size)
        for _ in range(micro_size):
            self.micro_inputs.append(_MicroBatch(micro_size))
            self.add_list.append(_add)
        if stage_config is not None:
            self._config_stage(dict(stage_config))
        if segment_config is not None:
            self._config_segment(segment_config)

    def _config_stage(self, config: dict) -> None:
        for cell_name, cell in self.network.cells_and_names():
            for name, stage in config.copy().items():
                if cell_name and name and cell_name == name:
                    setattr(cell, "pipeline_stage", stage)
                    del config[name]
        for name, stage in config.copy().items():
            if str(self.network) == name:
                setattr(self.network, "pipeline_stage", stage)
                del config[name]
        if config:
            for name, stage in config.items():
                print("pipeline_cell stage_config set pipeline_stage fail!")
                print("config cell name:" + str(name) + " config stage num:" + str(stage))
            print("network:" + str(self.network))
            print("cell name available:")
            for cell_name, _ in self.network.cells_and_names():
                print(cell_name)
            raise _config_not_found("stage_config", config, self.network)

    def _config_segment(self, segment_config: dict) -> None:
        config = segment_config.copy()
        for cell_name, cell in self.network.cells_and_names():
            if cell_name in segment_config:
                setattr(cell, "pipeline_segment", segment_config[cell_name])
                del config[cell_name]
        if str(self.network) in segment_config:
            setattr(self.network, "pipeline_segment", segment_config[str(self.network)])
            del config[str(self.network)]
        if config:
            for name, segment in config.items():
                _logger.error("pipeline_cell segment_config set pipeline_segment fail!")
                _logger.warning("config cell name:" + str(name) + " config segment num:" + str(segment))
            _logger.warning("network:" + str(self.network))
            _logger.warning("cell name available:")
            for cell_name, _ in self.network.cells_and_names():
                _logger.warning(cell_name)
            raise _config_not_found("segment_config", config, self.network)

    def shard(
        self,
        in_strategy: Any,
        out_strategy: Any = None,
        parameter_plan: Any = None,
        device: str = "Ascend",
        level: int = 0,
    ) -> Cell:
        """Refused: ValueError, as MindSpore (a PipelineCell is not sharded)."""
        raise _errors.value_error("PipelineCell", "no 'shard' on 'PipelineCell' is allowed.")

    def construct(self, *inputs: Any) -> Any:
        ret = None
        for i in range(self.micro_size):
            output = self.network(*self.micro_inputs[i](i, *inputs))
            ret = output if ret is None else self.add_list[i](ret, output)
        return ret


class MicroBatchInterleaved(Cell):
    """Split every input along its first axis into ``interleave_num`` parts, run ``network`` on each and add the
    outputs (starting from ``0.0``). Mirrors ``mindspore.nn.MicroBatchInterleaved`` (2.10): MindSpore overlaps one
    part's communication with the next part's compute in (semi-)auto parallel; in one process the parts run one
    after another, with the same result.

    Args:
        network (Cell): the network, whose output is a Tensor. interleave_num (int): number of parts, > 0 (default
            2); each input's first dimension must divide by it.

    Raises:
        TypeError: ``interleave_num`` not an int. ValueError: ``interleave_num`` <= 0; at call, a first dimension
        that ``interleave_num`` does not divide.
    """

    def __init__(self, network: Cell, interleave_num: int = 2) -> None:
        super().__init__(auto_prefix=False)
        from ..layer.container import CellList

        _positive_int("MicroBatchInterleaved", "interleave_num", interleave_num)
        self.network = network
        self.interleave_num = interleave_num
        self.interleave_inputs = CellList()
        for _ in range(interleave_num):
            self.interleave_inputs.append(_MicroBatch(interleave_num))

    def construct(self, *inputs: Any) -> Any:
        output = 0.0
        for i in range(self.interleave_num):
            output = _add(output, self.network(*self.interleave_inputs[i](i, *inputs)))
        return output


class _VirtualDatasetCell(Cell):
    """Wraps ``backbone`` behind the auto-parallel ``_VirtualDataset`` marker (semi-auto/auto parallel scripts wrap
    their network with it). Mirrors ``mindspore.nn.wrap.cell_wrapper._VirtualDatasetCell``: no name prefix for the
    backbone's parameters; in GRAPH_MODE (or ``jit``) it calls ``backbone(*inputs)``, in PyNative the marker raises
    RuntimeError as on MindSpore's CPU backend.
    """

    def __init__(self, backbone: Cell) -> None:
        from ...ops.operations.comm_ops import _VirtualDataset

        super().__init__(auto_prefix=False)
        self._backbone = backbone
        self._virtual_dataset = _VirtualDataset()

    def construct(self, *inputs: Any) -> Any:
        output = self._virtual_dataset(*inputs)
        return self._backbone(*output)


class VirtualDatasetCellTriple(Cell):
    """Wraps ``backbone`` (called with three inputs) to mark the data-parallel to model-parallel layout change of
    auto parallel. Mirrors ``mindspore.nn.VirtualDatasetCellTriple`` (2.10), deprecated: constructing it logs
    MindSpore's ``WARN_DEPRECATED`` warning; no name prefix for the backbone's parameters; the call is
    ``backbone(a, b, c)`` (one device: no redistribution).
    """

    def __init__(self, backbone: Cell) -> None:
        from ...log import warning

        super().__init__(auto_prefix=False)
        warning("WARN_DEPRECATED: The usage of VirtualDatasetCellTriple is deprecated.")
        self._backbone = backbone
        for key in ("_jit_config", "_amp_level"):  # MindSpore's Cell._get_attr_from_cell
            if backbone.__dict__.get(key) is not None:
                self.__dict__[key] = backbone.__dict__[key]

    def construct(self, a: Any, b: Any, c: Any) -> Any:
        return self._backbone(a, b, c)


class ParameterUpdate(Cell):
    """Assigns its input to ``param`` and returns the updated value. Mirrors ``mindspore.nn.ParameterUpdate``
    (2.10): ``ops.assign(param, x)``, so ``x`` must match ``param`` in shape (and is cast to its dtype as
    ``assign`` casts it).

    Raises:
        TypeError: ``param`` not a Parameter (MindSpore's message naming ParameterUpdate: ``'param' must be
            'Parameter', ...``).
    """

    def __init__(self, param: Parameter) -> None:
        from ..._kernels import errors

        super().__init__(auto_prefix=False)
        if not isinstance(param, Parameter):
            raise errors.type_error("ParameterUpdate", f"'param' must be 'Parameter', but got {type(param)}.")
        self._param = param

    def construct(self, x: Any) -> Any:
        from ...ops.function.array_func import assign

        return assign(self._param, x)
