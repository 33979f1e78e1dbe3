"""Bilinear layer `nn.BiDense`."""

from __future__ import annotations

from ... import _api
import math
from typing import Any


from ..._kernels import linear as _K_lin
from ...common import dtype as mstype
from ...common.initializer import Uniform, initializer
from ...common.parameter import Parameter
from ...common.tensor import Tensor, _wrap
from ..cell import Cell
from . import _validators as V
from .rnn_cells import check_is_tensor
from ..._kernels import errors as _errors

__all__ = _api.names(__name__)


class BiDense(Cell):
    r"""Bilinear transform ``y = x1^T W x2 + b``. Mirrors ``mindspore.nn.BiDense`` (2.10).

    ``BiDense(in1_channels, in2_channels, out_channels, weight_init=None, bias_init=None, has_bias=True,
    dtype=mstype.float32)``: ``weight`` ``(out_channels, in1_channels, in2_channels)`` and ``bias``
    ``(out_channels,)``, both from ``Uniform(1 / sqrt(in1_channels))`` by default.

    Inputs:
        input1 (Tensor): ``(*, in1_channels)``. input2 (Tensor): ``(*, in2_channels)``, same leading shape.

    Outputs:
        Tensor ``(*, out_channels)``.

    Raises:
        TypeError: if a channel count is not an int, ``has_bias`` not a bool, or an input not a Tensor.
        ValueError: if a channel count is not positive, an init Tensor has the wrong shape, or the inputs'
            last dims or leading shapes do not match (on call).
    """

    def __init__(
        self,
        in1_channels: int,
        in2_channels: int,
        out_channels: int,
        weight_init: Any = None,
        bias_init: Any = None,
        has_bias: bool = True,
        dtype: Any = mstype.float32,
    ) -> None:
        super().__init__()
        name = self.cls_name
        V.check_positive_int(in1_channels, "in1_channels", name)
        self.in_channels = V.check_positive_int(in2_channels, "in2_channels", name)
        self.out_channels = V.check_positive_int(out_channels, "out_channels", name)
        self.has_bias = V.check_bool(has_bias, "has_bias", name)
        self.in1_channels = in1_channels
        self.in2_channels = in2_channels
        bound = 1 / math.sqrt(in1_channels)
        if weight_init is None:
            weight_init = Uniform(bound)
        if isinstance(weight_init, Tensor) and tuple(weight_init.shape) != (out_channels, in1_channels, in2_channels):
            raise _errors.value_error(
                name,
                f"weight init shape error. The ndim of 'weight_init' must be equal to 3, the first dim "
                "must be equal to 'out_channels', the second dim must be equal to 'in1_channels', and the third dim "
                f"must be equal to 'in2_channels'. But got 'weight_init': {weight_init}, 'out_channels': "
                f"{out_channels}, 'in_channels': {in1_channels}, 'in2_channels': {in2_channels}",
            )
        self.weight = Parameter(
            initializer(weight_init, (out_channels, in1_channels, in2_channels), dtype=dtype), "weight"
        )
        if self.has_bias:
            if bias_init is None:
                bias_init = Uniform(bound)
            if isinstance(bias_init, Tensor) and tuple(bias_init.shape) != (out_channels,):
                raise _errors.value_error(
                    name,
                    f"bias init shape error. The ndim of 'bias_init' should be equal to 1, and the "
                    f"first dim must be equal to 'out_channels'. But got 'bias_init': {bias_init}, 'out_channels': "
                    f"{out_channels}.",
                )
            self.bias = Parameter(initializer(bias_init, [out_channels], dtype=dtype), name="bias")

    def construct(self, input1: Tensor, input2: Tensor) -> Tensor:
        name = self.cls_name
        check_is_tensor("input1", input1, name)
        check_is_tensor("input2", input2, name)
        a, b = input1._t, input2._t
        for arg, t, want, wname in (
            ("input1", a, self.in1_channels, "in1_channels"),
            ("input2", b, self.in2_channels, "in2_channels"),
        ):
            if t.shape[-1] != want:
                raise _errors.value_error(
                    name,
                    f"the last dimension of '{arg}' must be same as '{wname}', but got "
                    f"{t.shape[-1]} of '{arg}' and {want} of '{wname}'",
                )
        if a.shape[:-1] != b.shape[:-1]:
            raise _errors.value_error(
                name,
                f"the dimensions except the last of 'input1' must be same as 'input2', but got "
                f"{tuple(a.shape)} of 'input1' and {tuple(b.shape)} of 'input2'",
            )
        p = self._parameters
        return _wrap(_K_lin.bilinear(a, b, p["weight"], p.get("bias")))

    def extend_repr(self) -> str:
        s = f"in1_channels={self.in1_channels}, in2_channels={self.in2_channels}, output_channels={self.out_channels}"
        if self.has_bias:
            s += f", has_bias={self.has_bias}"
        return s
