"""Combined layers: `nn.Conv2dBnAct` and `nn.DenseBnAct` (a convolution or dense layer, optional BatchNorm, activation)."""

from __future__ import annotations

from ... import _api
from typing import Any

from ... import _checkparam as validator
from ...common.tensor import Tensor
from ..cell import Cell
from .activation import LeakyReLU, get_activation
from .basic import Dense
from .conv import Conv2d
from .normalization import BatchNorm1d, BatchNorm2d
from ..._kernels import errors as _errors

__all__ = _api.names(__name__)


class _BnAct(Cell):
    """What Conv2dBnAct and DenseBnAct share: the optional BatchNorm and activation after the main layer."""

    def _setup_tail(
        self, has_bn: Any, after_fake: Any, bn: type, channels: int, eps: float, momentum: float, activation: Any,
        alpha: float,
    ) -> None:  # fmt: skip
        from ...ops.primitive import Primitive

        self.has_bn = validator.check_bool(has_bn, "has_bn", self.cls_name)
        self.has_act = activation is not None
        self.after_fake = validator.check_bool(after_fake, "after_fake", self.cls_name)
        if has_bn:
            self.batchnorm = bn(channels, eps, momentum)
        if activation == "leakyrelu":
            self.activation = LeakyReLU(alpha)
            return
        act = get_activation(activation) if isinstance(activation, str) else activation
        if activation is not None and not isinstance(act, (Cell, Primitive)):
            raise _errors.type_error(
                self.cls_name,
                f"the 'activation' must be str or Cell or Primitive, but got {type(activation).__name__}.",
            )
        self.activation = act

    def _tail(self, x: Tensor) -> Tensor:
        if self.has_bn:
            x = self.batchnorm(x)
        if self.has_act:
            x = self.activation(x)
        return x


class Conv2dBnAct(_BnAct):
    r"""``Conv2d``, then an optional ``BatchNorm2d``, then an optional activation. Mirrors
    ``mindspore.nn.Conv2dBnAct`` (2.10).

    ``Conv2dBnAct(in_channels, out_channels, kernel_size, stride=1, pad_mode='same', padding=0, dilation=1, group=1,
    has_bias=False, weight_init='normal', bias_init='zeros', has_bn=False, momentum=0.997, eps=1e-5,
    activation=None, alpha=0.2, after_fake=True)``. Children ``conv``, ``batchnorm`` (with ``has_bn``) and
    ``activation`` (a name for ``nn.get_activation``, 'leakyrelu' with ``alpha``, a Cell or a Primitive).
    ``after_fake`` only matters for MindSpore's quantisation-aware training.

    Inputs:
        x (Tensor): ``(N, C_in, H, W)``.

    Raises:
        TypeError: if ``has_bn``/``after_fake`` is not a bool or ``activation`` not a str/Cell/Primitive.
        ValueError: as :class:`Conv2d`, or for an unknown activation name.
    """

    def __init__(
        self,
        in_channels: int,
        out_channels: int,
        kernel_size: int | tuple,
        stride: int | tuple = 1,
        pad_mode: str = "same",
        padding: int | tuple = 0,
        dilation: int | tuple = 1,
        group: int = 1,
        has_bias: bool = False,
        weight_init: Any = "normal",
        bias_init: Any = "zeros",
        has_bn: bool = False,
        momentum: float = 0.997,
        eps: float = 1e-5,
        activation: Any = None,
        alpha: float = 0.2,
        after_fake: bool = True,
    ) -> None:
        super().__init__()
        self.conv = Conv2d(
            in_channels,
            out_channels,
            kernel_size=kernel_size,
            stride=stride,
            pad_mode=pad_mode,
            padding=padding,
            dilation=dilation,
            group=group,
            has_bias=has_bias,
            weight_init=weight_init,
            bias_init=bias_init,
        )
        self._setup_tail(has_bn, after_fake, BatchNorm2d, out_channels, eps, momentum, activation, alpha)

    def construct(self, x: Tensor) -> Tensor:
        return self._tail(self.conv(x))


class DenseBnAct(_BnAct):
    r"""``Dense``, then an optional ``BatchNorm1d``, then an optional activation. Mirrors ``mindspore.nn.DenseBnAct``
    (2.10).

    ``DenseBnAct(in_channels, out_channels, weight_init='normal', bias_init='zeros', has_bias=True, has_bn=False,
    momentum=0.9, eps=1e-5, activation=None, alpha=0.2, after_fake=True)``; children ``dense``, ``batchnorm`` and
    ``activation`` as :class:`Conv2dBnAct`.

    Inputs:
        x (Tensor): ``(N, in_channels)``.

    Raises:
        TypeError / ValueError: as :class:`Conv2dBnAct` and :class:`Dense`.
    """

    def __init__(
        self,
        in_channels: int,
        out_channels: int,
        weight_init: Any = "normal",
        bias_init: Any = "zeros",
        has_bias: bool = True,
        has_bn: bool = False,
        momentum: float = 0.9,
        eps: float = 1e-5,
        activation: Any = None,
        alpha: float = 0.2,
        after_fake: bool = True,
    ) -> None:
        super().__init__()
        self.dense = Dense(in_channels, out_channels, weight_init, bias_init, has_bias)
        self._setup_tail(has_bn, after_fake, BatchNorm1d, out_channels, eps, momentum, activation, alpha)

    def construct(self, x: Tensor) -> Tensor:
        return self._tail(self.dense(x))
