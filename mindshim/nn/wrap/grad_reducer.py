"""`mindspore.nn.DistributedGradReducer`: averages or sums gradients over the data-parallel group."""

from __future__ import annotations

from ... import _api
from typing import Any

import torch

from ..._kernels import train as _K_train
from ...common.tensor import Tensor, _wrap
from ...communication import comm_func as _cf
from ...communication.management import GlobalComm, get_group_size
from ...common.api import _jit_method
from ..cell import Cell
from ..._kernels import errors as _errors

__all__ = _api.names(__name__)


class DistributedGradReducer(Cell):
    """Sum the gradients of every data-parallel rank (``all_reduce``) and, with ``mean``, scale them by ``1/degree``.

    Mirrors ``mindspore.nn.DistributedGradReducer(parameters, mean=None, degree=None, fusion_type=1,
    group=GlobalComm.WORLD_COMM_GROUP)`` (2.10). ``mean=None`` takes ``gradients_mean`` from
    ``get_auto_parallel_context``; ``degree=None`` is the group size. As in MindSpore, each gradient is reduced in
    float32 (cast back to its dtype after), multiplied by the float32 ``1/degree``, and the gradients of parameters
    with ``layerwise_parallel`` are left alone. The gradients travel as one fused buffer per dtype (one collective
    per step). In a single-process job the sum is the gradient itself. ``fusion_type`` is accepted.

    Inputs: a tuple of Tensors (one per parameter). Output: the tuple of reduced gradients.

    Raises:
        ValueError: if ``degree`` is not a positive int.
    """

    def __init__(
        self,
        parameters: Any,
        mean: bool | None = None,
        degree: int | None = None,
        fusion_type: int = 1,
        group: str = GlobalComm.WORLD_COMM_GROUP,
    ) -> None:
        super().__init__(auto_prefix=False)
        if mean is None:
            from ...context import get_auto_parallel_context

            mean = bool(get_auto_parallel_context("gradients_mean"))
        if degree is None:
            degree = get_group_size(group)
        elif not isinstance(degree, int) or degree <= 0:
            raise _errors.value_error(
                "DistributedGradReducer",
                f"parameter 'degree' in DistributedGradReducer should large than 0 and be int, degree: {degree}.",
            )
        self.mean = mean
        self.degree = Tensor(1.0 / degree, torch.float32)
        self.group = group
        self.fusion_type = fusion_type
        self.allreduce_filter = tuple(not getattr(p, "layerwise_parallel", False) for p in parameters)

    @_jit_method
    def construct(self, grads: Any) -> Any:
        single = isinstance(grads, Tensor)
        ts = [g._data().detach() for g in ((grads,) if single else grads)]
        filt = list(self.allreduce_filter) + [True] * (len(ts) - len(self.allreduce_filter))
        idx = [i for i, keep in enumerate(filt[: len(ts)]) if keep]
        if idx:
            flat = _K_train.fuse([ts[i] for i in idx])
            if get_group_size(self.group) > 1:
                flat = _cf.all_reduce(_wrap(flat), "sum", self.group)[0]._data()
            if self.mean:
                flat = flat * self.degree._data()
            out = list(ts)
            for i, part in zip(idx, _K_train.unfuse(flat, [ts[i] for i in idx])):
                out[i] = part
            ts = out
        res = tuple(_wrap(t) for t in ts)
        return res[0] if single else res
