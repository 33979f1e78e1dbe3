"""mint activation layers (`mint.nn.SiLU`, `ELU`, `GLU`, `Threshold`, `GELU`, `Softmax`, ...): Cells over mint.nn.functional."""

from __future__ import annotations

from .... import _api
from ....nn.cell import Cell
from .. import functional

__all__ = _api.names(__name__)


class SiLU(Cell):
    """``x * sigmoid(x)``. Mirrors ``mindspore.mint.nn.SiLU(inplace=False)`` (2.10)."""

    def __init__(self, inplace: bool = False) -> None:
        super().__init__()
        self.inplace = inplace

    def construct(self, x):
        return functional.silu(x, self.inplace)


class Sigmoid(Cell):
    """Element-wise sigmoid. Mirrors ``mindspore.mint.nn.Sigmoid`` (2.10)."""

    def construct(self, input):
        return functional.sigmoid(input)


class LogSigmoid(Cell):
    """``log(sigmoid(x))``. Mirrors ``mindspore.mint.nn.LogSigmoid`` (2.10)."""

    def construct(self, input):
        return functional.logsigmoid(input)


class Tanh(Cell):
    """Element-wise tanh. Mirrors ``mindspore.mint.nn.Tanh`` (2.10)."""

    def construct(self, input):
        return functional.tanh(input)


class SELU(Cell):
    """Scaled ELU. Mirrors ``mindspore.mint.nn.SELU`` (2.10)."""

    def construct(self, input):
        return functional.selu(input)


class Mish(Cell):
    """``x * tanh(softplus(x))``. Mirrors ``mindspore.mint.nn.Mish`` (2.10)."""

    def construct(self, input):
        return functional.mish(input)


class ELU(Cell):
    """ELU with ``alpha`` (default 1.0). Mirrors ``mindspore.mint.nn.ELU(alpha=1.0, inplace=False)`` (2.10)."""

    def __init__(self, alpha: float = 1.0, inplace: bool = False) -> None:
        super().__init__()
        self.alpha = alpha
        self.inplace = inplace

    def construct(self, input):
        return functional.elu(input, self.alpha, self.inplace)


class GLU(Cell):
    """Gated linear unit over ``dim`` (default -1). Mirrors ``mindspore.mint.nn.GLU(dim=-1)`` (2.10)."""

    def __init__(self, dim: int = -1) -> None:
        super().__init__()
        self.dim = dim

    def construct(self, input):
        return functional.glu(input, self.dim)


class Threshold(Cell):
    """``x`` where ``x > threshold`` else ``value``. Mirrors ``mindspore.mint.nn.Threshold`` (2.10)."""

    def __init__(self, threshold: float, value: float, inplace: bool = False) -> None:
        super().__init__()
        self.threshold = threshold
        self.value = value
        self.inplace = inplace

    def construct(self, input):
        return functional.threshold(input, self.threshold, self.value, self.inplace)


class GELU(Cell):
    """GELU; ``approximate`` ``'none'`` (exact, the default here, unlike ``nn.GELU``) or ``'tanh'``.

    Mirrors ``mindspore.mint.nn.GELU`` (2.10).
    """

    def __init__(self, approximate: str = "none") -> None:
        super().__init__()
        self.approximate = approximate

    def construct(self, input):
        return functional.gelu(input, approximate=self.approximate)


class Hardtanh(Cell):
    """Clamp into ``[min_val, max_val]``. Mirrors ``mindspore.mint.nn.Hardtanh`` (2.10)."""

    def __init__(self, min_val: float = -1.0, max_val: float = 1.0, inplace: bool = False) -> None:
        super().__init__()
        self.min_val = min_val
        self.max_val = max_val
        self.inplace = inplace

    def construct(self, input):
        return functional.hardtanh(input, self.min_val, self.max_val, self.inplace)


class ReLU6(Cell):
    """``min(max(x, 0), 6)``. Mirrors ``mindspore.mint.nn.ReLU6(inplace=False)`` (2.10)."""

    def __init__(self, inplace: bool = False) -> None:
        super().__init__()
        self.inplace = inplace

    def construct(self, input):
        return functional.relu6(input, self.inplace)


class SoftmaxExt(Cell):
    """Softmax along ``dim`` (None: the last axis). Mirrors ``mindspore.mint.nn.Softmax`` (``nn.SoftmaxExt``, 2.10)."""

    def __init__(self, dim: int | None = None) -> None:
        super().__init__()
        self.dim = dim

    def construct(self, input):
        return functional.softmax(input, self.dim)


class LogSoftmaxExt(Cell):
    """Log-softmax along ``dim`` (None: the last axis). Mirrors ``mindspore.mint.nn.LogSoftmax`` (2.10)."""

    def __init__(self, dim: int | None = None) -> None:
        super().__init__()
        self.dim = dim

    def construct(self, input):
        return functional.log_softmax(input, self.dim)


class PReLUExt(Cell):
    """PReLU with a learnable ``weight`` of ``num_parameters`` slopes (init ``init``, default 0.25).

    Mirrors ``mindspore.mint.nn.PReLU(num_parameters=1, init=0.25, dtype=None)`` (``nn.PReLUExt``, 2.10).
    """

    def __init__(self, num_parameters: int = 1, init: float = 0.25, dtype=None) -> None:
        import numpy as np

        from ....common import dtype as mstype
        from ....common.parameter import Parameter
        from ....common.tensor import Tensor

        super().__init__()
        self.num_parameters = num_parameters
        dt = mstype.float32 if dtype is None else dtype
        self.weight = Parameter(Tensor(np.full((num_parameters,), init, np.float32), dt), name="weight")

    def construct(self, input):
        return functional.prelu(input, self.weight)


# MindSpore exports these classes under their mint names
LogSoftmax = LogSoftmaxExt
PReLU = PReLUExt
Softmax = SoftmaxExt
