"""Normalization layers: `nn.BatchNorm1d/2d/3d`, `nn.SyncBatchNorm`, `nn.LayerNorm`, `nn.GroupNorm`, `nn.InstanceNorm1d/2d/3d`."""

from __future__ import annotations

from ... import _api
import numbers
from typing import Any

import torch

from ..._kernels import normalization as _K_norm
from ...common import dtype as mstype
from ...common.initializer import Initializer, initializer
from ...common.parameter import Parameter
from ...common.tensor import Tensor, _wrap
from ..cell import Cell
from . import _validators as V
from ..._kernels import errors as _errors

__all__ = _api.names(__name__)


def _input(x: Any) -> torch.Tensor:
    """A BatchNorm layer's input tensor; MindSpore's ``Shape`` primitive rejects anything else first."""
    if not isinstance(x, Tensor):
        raise TypeError(f"For primitive[Shape], the input argument must be Tensor, but got {type(x)}.")
    return x._t


class _BatchNorm(Cell):
    """Batch normalization shared by BatchNorm1d/2d/3d (see :class:`BatchNorm2d`)."""

    _dims: tuple = ()
    _ms_cast_keeps_params = True  # to_float casts the input only: BatchNorm writes its Parameters (RW_WRITE)

    def __init__(
        self,
        num_features: int,
        eps: float = 1e-5,
        momentum: float = 0.9,
        affine: bool = True,
        gamma_init: Any = "ones",
        beta_init: Any = "zeros",
        moving_mean_init: Any = "zeros",
        moving_var_init: Any = "ones",
        use_batch_statistics: bool | None = None,
        data_format: str = "NCHW",
        dtype: Any = mstype.float32,
    ) -> None:
        super().__init__()
        name = type(self).__name__
        V.check_value_type("num_features", num_features, [int], name)
        if num_features < 1:
            raise _errors.value_error(name, f"the 'num_features' must be at least 1, but got {num_features}.")
        if momentum < 0 or momentum > 1:
            raise _errors.must_be_error(ValueError, name, "momentum", "a number in range [0, 1]", momentum)
        self.format = V.check_string(data_format, ["NCHW", "NHWC"], "format", name)
        if self.format == "NHWC":
            from ...context import get_context

            raise _errors.value_error(
                name,
                f"the 'NHWC' format only support in GPU target, but got device target {get_context('device_target')}.",
            )
        if use_batch_statistics is not None and not isinstance(use_batch_statistics, bool):
            raise _errors.value_error(
                name, f"the 'use_batch_statistics' must be a boolean value or None, but got {use_batch_statistics}."
            )
        self.use_batch_statistics = use_batch_statistics
        self.num_features = num_features
        self.eps = eps
        self.beta_init, self.gamma_init = beta_init, gamma_init
        self.moving_mean_init, self.moving_var_init = moving_mean_init, moving_var_init
        self.moving_mean = Parameter(
            initializer(moving_mean_init, num_features, dtype=dtype), name="mean", requires_grad=False
        )
        self.moving_variance = Parameter(
            initializer(moving_var_init, num_features, dtype=dtype), name="variance", requires_grad=False
        )
        self.gamma = Parameter(initializer(gamma_init, num_features, dtype=dtype), name="gamma", requires_grad=affine)
        self.beta = Parameter(initializer(beta_init, num_features, dtype=dtype), name="beta", requires_grad=affine)
        self.momentum = 1.0 - momentum
        from ... import ops  # MindSpore's primitive attributes, for subclasses that override construct

        self.bn_train = ops.BatchNorm(
            is_training=True, epsilon=self.eps, momentum=self.momentum, data_format=self.format
        )
        self.bn_infer = ops.BatchNorm(is_training=False, epsilon=self.eps, data_format=self.format)

    def construct(self, x: Tensor) -> Tensor:
        t = _input(x)
        if t.dim() not in self._dims:
            raise self._dim_error(t.dim())
        return _wrap(self._bn(t))

    def _bn(self, t: torch.Tensor) -> torch.Tensor:
        p = self._parameters
        use = self.use_batch_statistics
        training = self.training if use is None else use
        return _K_norm.batch_norm(
            "BatchNorm", t, p["moving_mean"], p["moving_variance"], p["gamma"], p["beta"], training, self.momentum,
            self.eps,
        )  # fmt: skip

    def _dim_error(self, dim: int) -> ValueError:
        return _errors.value_error(type(self).__name__, f"the in_shape must have {self._dims[0]} dims, but got {dim}.")

    def extend_repr(self) -> str:
        return (
            f"num_features={self.num_features}, eps={self.eps}, momentum={1.0 - self.momentum}, gamma={self.gamma}, "
            f"beta={self.beta}, moving_mean={self.moving_mean}, moving_variance={self.moving_variance}"
        )


_BN_DOC = """Batch normalization over {what}. Mirrors ``mindspore.nn.{name}`` (2.10).

    ``{name}(num_features, eps=1e-5, momentum=0.9, affine=True, gamma_init='ones', beta_init='zeros',
    moving_mean_init='zeros', moving_var_init='ones', use_batch_statistics=None, data_format='NCHW',
    dtype=mstype.float32)``

    Parameters, in this order: ``moving_mean`` (named 'mean' until a parent names it), ``moving_variance``
    ('variance'), both with ``requires_grad=False``, then ``gamma`` and ``beta``.

    In training mode (``set_train()``; or always with ``use_batch_statistics=True``) the batch statistics
    normalise the input and update ``moving = momentum * moving + (1 - momentum) * batch`` (the variance
    unbiased), i.e. torch's momentum is ``1 - momentum``. Otherwise the moving statistics are used.

    Raises:
        TypeError: if ``num_features`` is not an int.
        ValueError: if ``num_features < 1``, ``momentum`` is outside [0, 1], ``use_batch_statistics`` is not a
            bool/None, ``data_format`` is 'NHWC' (GPU-only in MindSpore), or the input rank is wrong (on call).
    """


class BatchNorm1d(_BatchNorm):
    _dims = (2, 3)

    def _dim_error(self, dim: int) -> ValueError:
        return _errors.value_error(type(self).__name__, f"the must have 2 dims or 3 dims, but got {dim}.")


class BatchNorm2d(_BatchNorm):
    _dims = (4,)


class BatchNorm3d(Cell):
    """Batch normalization over ``(N, C, D, H, W)`` inputs. Mirrors ``mindspore.nn.BatchNorm3d`` (2.10).

    ``BatchNorm3d(num_features, eps=1e-5, momentum=0.9, affine=True, gamma_init='ones', beta_init='zeros',
    moving_mean_init='zeros', moving_var_init='ones', use_batch_statistics=None, dtype=mstype.float32)``

    As in MindSpore it holds a :class:`BatchNorm2d` as ``self.bn2d`` (so its parameters are ``bn2d.moving_mean``,
    ``bn2d.moving_variance``, ``bn2d.gamma``, ``bn2d.beta``); statistics are per channel as in BatchNorm2d.

    Raises:
        ValueError: as :class:`BatchNorm2d`; the input must be 5-D (on call).
    """

    def __init__(
        self,
        num_features: int,
        eps: float = 1e-5,
        momentum: float = 0.9,
        affine: bool = True,
        gamma_init: Any = "ones",
        beta_init: Any = "zeros",
        moving_mean_init: Any = "zeros",
        moving_var_init: Any = "ones",
        use_batch_statistics: bool | None = None,
        dtype: Any = mstype.float32,
    ) -> None:
        super().__init__()
        self.bn2d = BatchNorm2d(
            num_features,
            eps,
            momentum,
            affine,
            gamma_init,
            beta_init,
            moving_mean_init,
            moving_var_init,
            use_batch_statistics,
            "NCHW",
            dtype,
        )

    def construct(self, x: Tensor) -> Tensor:
        t = x._t
        if t.dim() != 5:
            raise _errors.value_error(type(self).__name__, f"the in_shape must have 5 dims, but got {t.dim()}.")
        return _wrap(self.bn2d._bn(t))


BatchNorm1d.__doc__ = _BN_DOC.format(what="``(N, C)`` or ``(N, C, L)`` inputs", name="BatchNorm1d")
BatchNorm2d.__doc__ = _BN_DOC.format(what="``(N, C, H, W)`` inputs", name="BatchNorm2d")


class LayerNorm(Cell):
    r"""Layer normalization. Mirrors ``mindspore.nn.LayerNorm`` (2.10).

    ``LayerNorm(normalized_shape, begin_norm_axis=-1, begin_params_axis=-1, gamma_init='ones', beta_init='zeros',
    epsilon=1e-7, dtype=mstype.float32)``

    Mean and (biased) variance are taken over the axes from ``begin_norm_axis`` on; ``gamma``/``beta`` (shape
    ``normalized_shape``) apply to the axes from ``begin_params_axis`` on.

    Raises:
        TypeError: if ``normalized_shape`` is not a tuple/list.
        ValueError: if ``normalized_shape`` is empty.
    """

    def __init__(
        self,
        normalized_shape: tuple | list,
        begin_norm_axis: int = -1,
        begin_params_axis: int = -1,
        gamma_init: Any = "ones",
        beta_init: Any = "zeros",
        epsilon: float = 1e-7,
        dtype: Any = mstype.float32,
    ) -> None:
        super().__init__()
        if not isinstance(normalized_shape, (tuple, list)):
            raise _errors.type_error(
                type(self).__name__,
                f"the type of 'normalized_shape' must be tuple[int] or list[int], but "
                f"got {normalized_shape} and the type is {type(normalized_shape)}.",
            )
        if not normalized_shape:
            raise ValueError(
                "Expected normalized_shape to be at least 1-dimensional, i.e., containing at least one element, but "
                f"got normalized_shape = {normalized_shape}"
            )
        self.normalized_shape = normalized_shape
        self.begin_norm_axis = begin_norm_axis
        self.begin_params_axis = begin_params_axis
        self.epsilon = epsilon
        self.gamma = Parameter(initializer(gamma_init, normalized_shape, dtype=dtype), name="gamma")
        self.beta = Parameter(initializer(beta_init, normalized_shape, dtype=dtype), name="beta")
        from ... import ops  # MindSpore's primitive: ``self.layer_norm(x, gamma, beta)`` -> (y, mean, rstd)

        self.layer_norm = ops.LayerNorm(
            begin_norm_axis=self.begin_norm_axis, begin_params_axis=self.begin_params_axis, epsilon=self.epsilon
        )

    def construct(self, input_x: Tensor) -> Tensor:
        if input_x is None:
            raise AttributeError("'NoneType' object has no attribute 'dtype'")
        p = self._parameters
        return _wrap(
            _K_norm.layer_norm(
                input_x._t, self.begin_norm_axis, self.begin_params_axis, p["gamma"], p["beta"], self.epsilon
            )
        )

    def extend_repr(self) -> str:
        return (
            f"normalized_shape={self.normalized_shape}, begin_norm_axis={self.begin_norm_axis}, "
            f"begin_params_axis={self.begin_params_axis}, gamma{self.gamma}, beta={self.beta}"
        )


class GroupNorm(Cell):
    r"""Group normalization over ``(N, C, *)``. Mirrors ``mindspore.nn.GroupNorm`` (2.10).

    ``GroupNorm(num_groups, num_channels, eps=1e-05, affine=True, gamma_init='ones', beta_init='zeros',
    dtype=mstype.float32)``; parameters ``gamma``/``beta`` of shape ``(num_channels,)``.

    Raises:
        TypeError: if ``num_groups``/``num_channels`` is not an int, ``eps`` not a float, ``affine`` not a bool.
        ValueError: if they are not positive, ``num_channels`` is not divisible by ``num_groups``, or the
            input's channel count differs (on call).
    """

    def __init__(
        self,
        num_groups: int,
        num_channels: int,
        eps: float = 1e-05,
        affine: bool = True,
        gamma_init: Any = "ones",
        beta_init: Any = "zeros",
        dtype: Any = mstype.float32,
    ) -> None:
        super().__init__()
        name = type(self).__name__
        self.num_groups = V.check_positive_int(num_groups, "num_groups", name)
        self.num_channels = V.check_positive_int(num_channels, "num_channels", name)
        if num_channels % num_groups != 0:
            raise _errors.value_error(
                name,
                f"the 'num_channels' must be divided by 'num_groups', but got 'num_channels': "
                f"{num_channels}, 'num_groups': {num_groups}.",
            )
        self.eps = V.check_value_type("eps", eps, (float,), name)
        self.affine = V.check_bool(affine, "affine", name)
        self.gamma = Parameter(initializer(gamma_init, num_channels, dtype=dtype), name="gamma", requires_grad=affine)
        self.beta = Parameter(initializer(beta_init, num_channels, dtype=dtype), name="beta", requires_grad=affine)

    def construct(self, x: Tensor) -> Tensor:
        t = x._t
        if t.shape[1] != self.num_channels:
            raise _errors.value_error(
                type(self).__name__,
                f"the channel(the second dim of the input 'x') must be equal to "
                f"num_channels, but got channel: {t.shape[1]}, num_channels: {self.num_channels}.",
            )
        p = self._parameters
        return _wrap(_K_norm.group_norm(t, self.num_groups, p["gamma"], p["beta"], self.eps, same_dtype=False))

    def extend_repr(self) -> str:
        return f"num_groups={self.num_groups}, num_channels={self.num_channels}"


class _InstanceNorm(Cell):
    """Instance normalization shared by InstanceNorm1d/2d/3d (see :class:`InstanceNorm2d`)."""

    _rank = 4
    _ms_cast_keeps_params = True  # to_float casts the input only: InstanceNorm writes its Parameters (RW_WRITE)

    def __init__(
        self,
        num_features: int,
        eps: float = 1e-5,
        momentum: float = 0.1,
        affine: bool = True,
        gamma_init: Any = "ones",
        beta_init: Any = "zeros",
        dtype: Any = mstype.float32,
    ) -> None:
        super().__init__()
        name = type(self).__name__
        V.check_value_type("num_features", num_features, [int], name)
        V.check_value_type("eps", eps, [float], name)
        V.check_value_type("momentum", momentum, [float], name)
        V.check_value_type("affine", affine, [bool], name)
        for key, val in (("gamma_init", gamma_init), ("beta_init", beta_init)):
            if not isinstance(val, (Tensor, numbers.Number, str, Initializer)):
                raise _errors.type_error(
                    name,
                    f"the type of '{key}' must be in [Tensor, numbers.Number, str, Initializer], but "
                    f"got type {type(val).__name__}.",
                )
            if isinstance(val, Tensor) and val.dtype != mstype.float32:
                raise _errors.type_error(name, f"the type of '{key}' must be float32, but got {val.dtype}.")
        if num_features < 1:
            raise _errors.value_error(name, f"the 'num_features' must be at least 1, but got {num_features}.")
        if momentum < 0 or momentum > 1:
            raise _errors.must_be_error(ValueError, name, "momentum", "a number in range [0, 1]", momentum)
        self.num_features, self.eps, self.momentum, self.affine = num_features, eps, momentum, affine
        self.moving_mean = Parameter(initializer("zeros", num_features, dtype=dtype), name="mean", requires_grad=False)
        self.moving_variance = Parameter(
            initializer("ones", num_features, dtype=dtype), name="variance", requires_grad=False
        )
        self.gamma = Parameter(initializer(gamma_init, num_features, dtype=dtype), name="gamma", requires_grad=affine)
        self.beta = Parameter(initializer(beta_init, num_features, dtype=dtype), name="beta", requires_grad=affine)

    def construct(self, x: Tensor) -> Tensor:
        t = _input(x)
        if t.dim() != self._rank:
            raise _errors.value_error(
                type(self).__name__, f"the in_shape must have {self._rank} dims, but got {t.dim()}."
            )
        p = self._parameters
        return _wrap(_K_norm.instance_norm(t, p["gamma"], p["beta"], self.eps))

    def extend_repr(self) -> str:
        return (
            f"num_features={self.num_features}, eps={self.eps}, momentum={self.momentum}, gamma={self.gamma}, "
            f"beta={self.beta}, moving_mean={self.moving_mean}, moving_variance={self.moving_variance}"
        )


_IN_DOC = """Instance normalization over ``{shape}``. Mirrors ``mindspore.nn.{name}`` (2.10).

    ``{name}(num_features, eps=1e-5, momentum=0.1, affine=True, gamma_init='ones', beta_init='zeros',
    dtype=mstype.float32)``; normalises each instance and channel with its own statistics (biased variance),
    then scales by ``gamma`` and shifts by ``beta``. Parameters, in this order: ``moving_mean`` ('mean'),
    ``moving_variance`` ('variance'), both frozen, then ``gamma`` and ``beta`` (trainable when ``affine``).

    Difference: MindSpore's CPU build has no InstanceNorm kernel (it raises RuntimeError on call); mindshim
    computes it everywhere and does not update the moving statistics.

    Raises:
        TypeError: if ``num_features`` is not an int, ``eps``/``momentum`` not floats, ``affine`` not a bool, or
            an init of another type (or a non-float32 Tensor).
        ValueError: if ``num_features < 1``, ``momentum`` is outside [0, 1], or the input is not {rank}-D (on call).
    """


class InstanceNorm1d(_InstanceNorm):
    __doc__ = _IN_DOC.format(shape="(N, C, L)", name="InstanceNorm1d", rank=3)
    _rank = 3


class InstanceNorm2d(_InstanceNorm):
    __doc__ = _IN_DOC.format(shape="(N, C, H, W)", name="InstanceNorm2d", rank=4)
    _rank = 4


class InstanceNorm3d(_InstanceNorm):
    __doc__ = _IN_DOC.format(shape="(N, C, D, H, W)", name="InstanceNorm3d", rank=5)
    _rank = 5


class SyncBatchNorm(_BatchNorm):
    """Batch normalization synchronised over devices. Mirrors ``mindspore.nn.SyncBatchNorm`` (2.10).

    ``SyncBatchNorm(num_features, eps=1e-5, momentum=0.9, affine=True, gamma_init='ones', beta_init='zeros',
    moving_mean_init='zeros', moving_var_init='ones', use_batch_statistics=None, process_groups=None,
    dtype=mstype.float32)``; parameters and momentum convention as :class:`BatchNorm2d`. Inputs are 2-D
    ``(N, C)`` or 4-D ``(N, C, H, W)``.

    Difference: the statistics are those of the local batch (as MindSpore on a single device); across several
    processes mindshim does not all-reduce them.

    Raises:
        ValueError: as :class:`BatchNorm2d`, or for an input that is not 2-D/4-D (on call).
    """

    _dims = (2, 4)

    def __init__(
        self,
        num_features: int,
        eps: float = 1e-5,
        momentum: float = 0.9,
        affine: bool = True,
        gamma_init: Any = "ones",
        beta_init: Any = "zeros",
        moving_mean_init: Any = "zeros",
        moving_var_init: Any = "ones",
        use_batch_statistics: bool | None = None,
        process_groups: list | None = None,
        dtype: Any = mstype.float32,
    ) -> None:
        super().__init__(
            num_features,
            eps,
            momentum,
            affine,
            gamma_init,
            beta_init,
            moving_mean_init,
            moving_var_init,
            use_batch_statistics,
            dtype=dtype,
        )
        self.is_global = False
        self.group_name = None
        self.process_groups = process_groups

    def _dim_error(self, dim: int) -> ValueError:
        return _errors.value_error(type(self).__name__, f"the must have 2 dims or 4 dims, but got {dim}.")
