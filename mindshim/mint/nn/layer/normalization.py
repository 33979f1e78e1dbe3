"""mint normalisation layers (`mint.nn.BatchNorm1d/2d/3d`, `LayerNorm`, `GroupNorm`, `SyncBatchNorm`): torch names."""

from __future__ import annotations

from .... import _api
import numpy as np

from ....common import dtype as mstype
from ....common.parameter import Parameter
from ....common.tensor import Tensor
from ....nn.cell import Cell
from .. import functional
from ...._kernels import errors as _errors

__all__ = _api.names(__name__)


class _BatchNorm(Cell):
    """Batch normalisation with torch's names and momentum convention.

    Parameters ``weight`` (ones), ``bias`` (zeros), and with ``track_running_stats`` the frozen
    ``running_mean`` (zeros), ``running_var`` (ones) and Int64 ``num_batches_tracked``. In training the
    running statistics move by ``running = (1 - momentum) * running + momentum * batch`` (``momentum=None``:
    a cumulative average); in eval mode (the default for Cells) they normalise the input.
    """

    _dims: tuple = ()

    def __init__(
        self,
        num_features: int,
        eps: float = 1e-5,
        momentum: float | None = 0.1,
        affine: bool = True,
        track_running_stats: bool = True,
        dtype=None,
    ) -> None:
        super().__init__()
        self.num_features = num_features
        self.eps = eps
        self.momentum = momentum
        self.affine = affine
        self.track_running_stats = track_running_stats
        self.dtype = mstype.float32 if dtype is None else dtype
        if affine:
            self.weight = Parameter(Tensor(np.ones(num_features), self.dtype), name="weight")
            self.bias = Parameter(Tensor(np.zeros(num_features), self.dtype), name="bias")
        else:
            self.weight = None
            self.bias = None
        if track_running_stats:
            self.running_mean = Parameter(
                Tensor(np.zeros(num_features), self.dtype), name="running_mean", requires_grad=False
            )
            self.running_var = Parameter(
                Tensor(np.ones(num_features), self.dtype), name="running_var", requires_grad=False
            )
            self.num_batches_tracked = Parameter(
                Tensor(0, mstype.int64), name="num_batches_tracked", requires_grad=False
            )
        else:
            self.running_mean = None
            self.running_var = None
            self.num_batches_tracked = None

    def _check_input_dim(self, input) -> None:
        if input.ndim not in self._dims:
            want = " or ".join(f"{d}D" for d in self._dims)
            raise ValueError(f"expected {want} input, but got {input.ndim}D input")

    def construct(self, input):
        self._check_input_dim(input)
        factor = 0.0 if self.momentum is None else self.momentum
        if self.training and self.track_running_stats and self.num_batches_tracked is not None:
            self.num_batches_tracked._data().add_(1)
            if self.momentum is None:
                factor = 1.0 / float(self.num_batches_tracked._data().item())
        bn_training = True if self.training else (self.running_mean is None and self.running_var is None)
        use_stats = not self.training or self.track_running_stats
        return functional.batch_norm(
            input,
            self.running_mean if use_stats else None,
            self.running_var if use_stats else None,
            self.weight,
            self.bias,
            bn_training,
            factor,
            self.eps,
        )

    def extend_repr(self) -> str:
        return (
            f"num_features={self.num_features}, eps={self.eps}, momentum={self.momentum}, affine={self.affine}, "
            f"track_running_stats={self.track_running_stats}"
        )


class BatchNorm1d(_BatchNorm):
    """Batch normalisation of ``(N, C)`` or ``(N, C, L)``. Mirrors ``mindspore.mint.nn.BatchNorm1d`` (2.10).

    Raises:
        ValueError: for other ranks (``expected 2D or 3D input, but got 4D input``).
    """

    _dims = (2, 3)


class BatchNorm2d(_BatchNorm):
    """Batch normalisation of ``(N, C, H, W)``. Mirrors ``mindspore.mint.nn.BatchNorm2d`` (2.10).

    Note ``mindspore.nn.BatchNorm2d`` names its parameters ``gamma``/``beta``/``moving_mean``/``moving_variance``
    and uses the opposite momentum convention.

    Raises:
        ValueError: for other ranks (``expected 4D input, but got 3D input``).
    """

    _dims = (4,)


class BatchNorm3d(_BatchNorm):
    """Batch normalisation of ``(N, C, D, H, W)``. Mirrors ``mindspore.mint.nn.BatchNorm3d`` (2.10).

    Raises:
        ValueError: for other ranks.
    """

    _dims = (5,)


class SyncBatchNorm(_BatchNorm):
    """Batch normalisation synchronised across processes; on one process it is plain batch normalisation.

    Mirrors ``mindspore.mint.nn.SyncBatchNorm`` (2.10); ``process_group`` is accepted and, with a single
    process, has no effect.

    Raises:
        ValueError: for inputs of fewer than 2 dimensions.
    """

    def __init__(
        self, num_features: int, eps: float = 1e-5, momentum: float = 0.1, affine: bool = True,
        track_running_stats: bool = True, process_group: str | None = None, dtype=None,
    ) -> None:  # fmt: skip
        super().__init__(num_features, eps, momentum, affine, track_running_stats, dtype)
        self.process_group = process_group

    def _check_input_dim(self, input) -> None:
        if input.ndim < 2:
            raise ValueError(f"expected at least 2D input (got {input.ndim}D input)")


class LayerNormExt(Cell):
    """Layer normalisation over the trailing ``normalized_shape``; ``weight`` ones and ``bias`` zeros when
    ``elementwise_affine`` (``bias=False`` drops the bias). Default ``eps`` 1e-5 (``nn.LayerNorm``: 1e-7).

    Mirrors ``mindspore.mint.nn.LayerNorm`` (2.10).
    """

    def __init__(
        self, normalized_shape, eps: float = 1e-5, elementwise_affine: bool = True, bias: bool = True, dtype=None
    ):
        super().__init__()
        if isinstance(normalized_shape, int):
            normalized_shape = (normalized_shape,)
        self.normalized_shape = tuple(normalized_shape)
        self.eps = eps
        self.elementwise_affine = elementwise_affine
        dt = mstype.float32 if dtype is None else dtype
        if elementwise_affine:
            self.weight = Parameter(Tensor(np.ones(self.normalized_shape), dt), name="weight")
            self.bias = Parameter(Tensor(np.zeros(self.normalized_shape), dt), name="bias") if bias else None
        else:
            self.weight = None
            self.bias = None

    def construct(self, input):
        return functional.layer_norm(input, self.normalized_shape, self.weight, self.bias, self.eps)

    def extend_repr(self) -> str:
        return f"normalized_shape={self.normalized_shape}, eps={self.eps}, elementwise_affine={self.elementwise_affine}"


class GroupNorm(Cell):
    """Group normalisation of ``(N, C, *)`` into ``num_groups`` groups; ``weight`` ones, ``bias`` zeros (trainable
    when ``affine``). Mirrors ``mindspore.mint.nn.GroupNorm`` (2.10).

    Raises:
        ValueError: if ``num_channels`` is not divisible by ``num_groups`` or a count is not positive.
        TypeError: if ``eps`` is not a float.
    """

    def __init__(self, num_groups: int, num_channels: int, eps: float = 1e-5, affine: bool = True, dtype=None):
        super().__init__()
        name = type(self).__name__
        for arg, v in (("num_groups", num_groups), ("num_channels", num_channels)):
            if not isinstance(v, int) or isinstance(v, bool) or v <= 0:
                raise _errors.must_be_error(ValueError, name, arg, "a positive int", v)
        if num_channels % num_groups != 0:
            raise _errors.value_error(
                name,
                f"the 'num_channels' must be divided by 'num_groups', but got 'num_channels': "
                f"{num_channels}, 'num_groups': {num_groups}.",
            )
        if not isinstance(eps, float):
            raise _errors.type_error(name, f"the type of 'eps' should be 'float', but got '{type(eps).__name__}'.")
        self.num_groups, self.num_channels, self.eps, self.affine = num_groups, num_channels, eps, affine
        dt = mstype.float32 if dtype is None else dtype
        self.weight = Parameter(Tensor(np.ones(num_channels), dt), name="weight", requires_grad=affine)
        self.bias = Parameter(Tensor(np.zeros(num_channels), dt), name="bias", requires_grad=affine)

    def construct(self, input):
        return functional.group_norm(input, self.num_groups, self.weight, self.bias, self.eps)

    def extend_repr(self) -> str:
        return f"num_groups={self.num_groups}, num_channels={self.num_channels}, eps={self.eps}, affine={self.affine}"


# MindSpore exports these classes under their mint names
LayerNorm = LayerNormExt
