"""Spectral primitives of `mindspore.ops.operations.spectral_ops`: `BartlettWindow`, `BlackmanWindow`."""

from __future__ import annotations

from ... import _api
from ...common.tensor import Tensor
from ..primitive import Primitive

__all__ = _api.names(__name__)


class _Window(Primitive):
    """A window primitive ``Op(periodic=True, dtype=mstype.float32)(window_length)``."""

    def __init__(self, periodic: bool = True, dtype=None) -> None:
        from ... import _checkparam as validator
        from ...common import dtype as mstype

        name = type(self).__name__
        Primitive.__init__(self, name)
        if dtype is None:
            dtype = mstype.float32
        validator.check_value_type("periodic", periodic, [bool], name)
        validator.check_value_type("dtype", dtype, [mstype.Type], name)
        validator.check_type_name("dtype", dtype, (mstype.float16, mstype.float32, mstype.float64), name)
        self.periodic, self.dtype = periodic, dtype
        self.attrs.update(periodic=periodic, dtype=dtype, max_length=1000000)

    def __call__(self, window_length: Tensor) -> Tensor:
        from ..._kernels import creation as _KC
        from ...common import dtype as mstype
        from ..function._utils import _as_tensor, _wrap

        if not isinstance(window_length, Tensor):
            raise TypeError(
                f"For Primitive[{self.name}], the type of input argument[window_length] must be Tensor but got "
                f"{type(window_length).__name__.capitalize()}{'64' if isinstance(window_length, (int, float)) else ''}."
            )
        t = _as_tensor(window_length)
        return _wrap(_KC.spectral_window(self.name, t, self.periodic, mstype.to_torch_dtype(self.dtype)))


class BartlettWindow(_Window):
    """``ops.BartlettWindow(periodic=True, dtype=mstype.float32)(window_length)``: the triangular window
    ``1 - |2n/(N-1) - 1|`` of ``window_length`` points (periodic: N is ``window_length + 1``).

    Mirrors ``mindspore.ops.BartlettWindow`` (2.10): ``window_length`` a 0-D Int32/Int64 Tensor in
    ``[0, 1000000]``; ``dtype`` Float16/Float32/Float64. Computed by ``_kernels.creation.spectral_window``.

    Raises:
        TypeError: a non-bool ``periodic`` or another ``dtype`` (on construction); ``window_length`` not a Tensor
            or not Int32/Int64.
        ValueError: ``window_length`` not 0-D or outside ``[0, 1000000]``.
    """


class BlackmanWindow(_Window):
    """``ops.BlackmanWindow(periodic=True, dtype=mstype.float32)(window_length)``: the Blackman window
    ``0.42 - 0.5 cos(2 pi n/(N-1)) + 0.08 cos(4 pi n/(N-1))`` of ``window_length`` points (periodic: N is
    ``window_length + 1``).

    Mirrors ``mindspore.ops.BlackmanWindow`` (2.10): ``window_length`` a 0-D Int32/Int64 Tensor in
    ``[0, 1000000]``; ``dtype`` Float16/Float32/Float64. Computed by ``_kernels.creation.spectral_window``.

    Raises:
        TypeError: a non-bool ``periodic`` or another ``dtype`` (on construction); ``window_length`` not a Tensor
            or not Int32/Int64.
        ValueError: ``window_length`` not 0-D or outside ``[0, 1000000]``.
    """
