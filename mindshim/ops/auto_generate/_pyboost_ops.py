"""The generated PyBoost primitives and their instances (``randint_op``, ``matmul_ext_op``, ...) that MindSpore code
calls directly from ``mindspore.ops.auto_generate.gen_ops_prim``."""

from __future__ import annotations

from typing import Any

from ..._kernels import dropout as _K_dropout
from ...common import dtype as mstype
from ..._kernels import random as _K_random
from ...common.tensor import Tensor, _device, _wrap
from ...context import get_context
from ..function import math_func as _M
from ..primitive import Primitive

__all__ = [
    "RandInt",
    "MultinomialExt",
    "InplaceUniform",
    "InplaceNormal",
    "BernoulliExt",
    "DropoutExt",
    "MatMulExt",
    "MaxPoolWithMask",
    "MaxPoolWithIndices",
    "randint_op",
    "multinomial_ext_op",
    "inplace_uniform_op",
    "inplace_normal_op",
    "bernoulli_ext_op",
    "dropout_ext_op",
    "matmul_ext_op",
]


def _cpu_failure(message: str) -> None:
    """MindSpore 2.10's CPU backend has no kernel for these ops: RuntimeError ``message`` with device_target 'CPU'.
    (MindSpore raises it when the result is first read, or at the next op; mindshim raises at the call.)"""
    if get_context("device_target") == "CPU":
        raise RuntimeError(message)


def _unregistered(kernel: str) -> str:
    return f"The kernel {kernel} unregistered."


def _no_kernelmod(kernel: str) -> str:
    return f"Create kernelmod for op {kernel} failed"


_SEED_DOC = (
    " ``seed``/``offset`` are the Tensors MindSpore's generator hands its kernels; off CPU mindshim draws from its "
    "own generator instead, so the values differ from MindSpore's."
)


class RandInt(Primitive):
    """``gen_ops_prim.RandInt()(low, high, shape, seed, offset, dtype=None, device=None)``: integers uniform in
    ``[low, high)`` of ``shape`` (Int64 unless ``dtype``). Mirrors MindSpore 2.10's ``randint_op`` (``mint.randint``).

    Raises:
        RuntimeError: with device_target 'CPU' ('Create kernelmod for op InplaceRandom failed', as MindSpore).
    """

    def __init__(self) -> None:
        super().__init__("RandInt")

    def __call__(self, low: int, high: int, shape: Any, seed: Any, offset: Any, dtype: Any = None, device: Any = None) -> Tensor:  # fmt: skip
        _cpu_failure(_no_kernelmod("InplaceRandom"))
        torch_dtype = mstype.to_torch_dtype(dtype if dtype is not None else mstype.int64)
        return _wrap(_K_random.randint(int(low), int(high), tuple(shape), dtype=torch_dtype).to(_device()))


RandInt.__doc__ += _SEED_DOC


class MultinomialExt(Primitive):
    """``gen_ops_prim.MultinomialExt()(input, num_samples, replacement, seed, offset)``: ``mint.multinomial``.
    Mirrors MindSpore 2.10's ``multinomial_ext_op``.

    Raises:
        RuntimeError: with device_target 'CPU' ('The kernel MultinomialExt unregistered.').
    """

    def __init__(self) -> None:
        super().__init__("MultinomialExt")

    def __call__(self, input: Tensor, num_samples: int, replacement: bool, seed: Any, offset: Any) -> Tensor:
        _cpu_failure(_unregistered("MultinomialExt"))
        return _wrap(_K_random.multinomial(input._t, int(num_samples), replacement))


class InplaceUniform(Primitive):
    """``gen_ops_prim.InplaceUniform()(input, from_, to, seed, offset)``: fills ``input`` uniformly in
    ``[from_, to)`` and returns it (``Tensor.uniform_``). Mirrors MindSpore 2.10's ``inplace_uniform_op``.

    Raises:
        RuntimeError: with device_target 'CPU' ('Create kernelmod for op InplaceUniform failed').
    """

    def __init__(self) -> None:
        super().__init__("InplaceUniform")
        self.add_prim_attr("side_effect_mem", True)

    def __call__(self, input: Tensor, from_: float, to: float, seed: Any, offset: Any) -> Tensor:
        _cpu_failure(_no_kernelmod("InplaceUniform"))
        return input.uniform_(from_, to)


class InplaceNormal(Primitive):
    """``gen_ops_prim.InplaceNormal()(input, mean, std, seed, offset)``: fills ``input`` from N(mean, std^2) and
    returns it (``Tensor.normal_``). Mirrors MindSpore 2.10's ``inplace_normal_op``.

    Raises:
        RuntimeError: with device_target 'CPU' ('Create kernelmod for op InplaceNormal failed').
    """

    def __init__(self) -> None:
        super().__init__("InplaceNormal")
        self.add_prim_attr("side_effect_mem", True)

    def __call__(self, input: Tensor, mean: float, std: float, seed: Any, offset: Any) -> Tensor:
        _cpu_failure(_no_kernelmod("InplaceNormal"))
        return input.normal_(mean, std)


class BernoulliExt(Primitive):
    """``gen_ops_prim.BernoulliExt()(input, seed, offset)``: 0/1 draws with probabilities ``input``
    (``mint.bernoulli``). Mirrors MindSpore 2.10's ``bernoulli_ext_op``.

    Raises:
        RuntimeError: with device_target 'CPU' ('The kernel BernoulliExt unregistered.').
    """

    def __init__(self) -> None:
        super().__init__("BernoulliExt")

    def __call__(self, input: Tensor, seed: Any, offset: Any) -> Tensor:
        _cpu_failure(_unregistered("BernoulliExt"))
        return _wrap(_K_random.bernoulli(input._t))


class DropoutExt(Primitive):
    """``gen_ops_prim.DropoutExt()(input, p, seed, offset)``: ``(output, mask)``, each element of ``input`` zeroed
    with probability ``p`` and the rest scaled by ``1 / (1 - p)``. Mirrors MindSpore 2.10's ``dropout_ext_op``.
    Known difference: off CPU the mask is mindshim's element mask, not Ascend's bit-packed UInt8 one.

    Raises:
        RuntimeError: with device_target 'CPU' ('The kernel DropoutExt unregistered.').
    """

    def __init__(self) -> None:
        super().__init__("DropoutExt")
        self.add_prim_attr("side_effect_hidden", True)

    def __call__(self, input: Tensor, p: float, seed: Any, offset: Any) -> tuple:
        _cpu_failure(_unregistered("DropoutExt"))
        out, mask = _K_dropout.dropout_with_mask(input._t, 1.0 - p)
        return _wrap(out), _wrap(mask)


class MatMulExt(Primitive):
    """``gen_ops_prim.MatMulExt()(input, other)``: ``ops.matmul`` / ``mint.matmul`` (numpy's matmul broadcasting). Mirrors MindSpore
    2.10's ``matmul_ext_op`` (a CPU kernel too); ``set_device`` is accepted and recorded as ``primitive_target``."""

    def __init__(self) -> None:
        super().__init__("MatMulExt")

    def __call__(self, input: Tensor, other: Tensor) -> Tensor:
        return _M.matmul(input, other)

    def set_device(self, device_target: str) -> MatMulExt:
        """Record ``device_target`` as the ``primitive_target`` attribute (mindshim runs on the context's device)."""
        self.add_prim_attr("primitive_target", device_target)
        return self


def _pair(v: Any) -> tuple:
    return (v, v) if isinstance(v, int) else tuple(v)


class _MaxPoolWith(Primitive):
    """Shared by MaxPoolWithMask / MaxPoolWithIndices: the attributes of MindSpore's generated class."""

    def __init__(
        self,
        kernel_size: Any,
        strides: Any = None,
        pads: Any = 0,
        dilation: Any = (1, 1),
        ceil_mode: bool = False,
        argmax_type: Any = mstype.int64,
    ) -> None:
        super().__init__(type(self).__name__)
        self.kernel_size = _pair(kernel_size)
        self.strides = None if strides is None else _pair(strides)
        self.pads = _pair(pads)
        self.dilation = _pair(dilation)
        self.ceil_mode = ceil_mode
        self.argmax_type = argmax_type


class MaxPoolWithMask(_MaxPoolWith):
    """``gen_ops_prim.MaxPoolWithMask(kernel_size, strides=None, pads=0, dilation=(1, 1), ceil_mode=False,
    argmax_type=mindspore.int64)(x)``: Ascend's 2-D max pooling returning the output and a bit mask of the maxima.
    Mirrors MindSpore 2.10's class (Ascend only: ``nn.MaxPool2d(return_indices=...)`` builds it there).

    Raises:
        RuntimeError: when called ('The kernel MaxPoolWithMask unregistered.', as MindSpore's CPU backend; mindshim
            does not reproduce Ascend's mask layout on any device).
    """

    def __call__(self, x: Tensor) -> tuple:
        raise RuntimeError(_unregistered("MaxPoolWithMask"))


class MaxPoolWithIndices(_MaxPoolWith):
    """``gen_ops_prim.MaxPoolWithIndices(kernel_size, strides=None, pads=0, dilation=(1, 1), ceil_mode=False,
    argmax_type=mindspore.int64)(x)``: 2-D max pooling returning ``(output, argmax)``, the argmax as flat indices
    into each ``H * W`` plane (``ops.MaxPoolWithArgmaxV2``). Mirrors MindSpore 2.10's class.

    Raises:
        RuntimeError: with device_target 'CPU' ('The kernel MaxPoolWithIndices unregistered.').
    """

    def __call__(self, x: Tensor) -> tuple:
        _cpu_failure(_unregistered("MaxPoolWithIndices"))
        from ..operations import MaxPoolWithArgmaxV2

        op = MaxPoolWithArgmaxV2(self.kernel_size, self.strides or self.kernel_size, self.pads, self.dilation, self.ceil_mode, self.argmax_type)  # fmt: skip
        return op(x)


randint_op = RandInt()
"""MindSpore's ``gen_ops_prim.randint_op``: the RandInt instance ``mint.randint`` calls."""
multinomial_ext_op = MultinomialExt()
"""MindSpore's ``gen_ops_prim.multinomial_ext_op``."""
inplace_uniform_op = InplaceUniform()
"""MindSpore's ``gen_ops_prim.inplace_uniform_op`` (``Tensor.uniform_``)."""
inplace_normal_op = InplaceNormal()
"""MindSpore's ``gen_ops_prim.inplace_normal_op`` (``Tensor.normal_``)."""
bernoulli_ext_op = BernoulliExt()
"""MindSpore's ``gen_ops_prim.bernoulli_ext_op``."""
dropout_ext_op = DropoutExt()
"""MindSpore's ``gen_ops_prim.dropout_ext_op``."""
matmul_ext_op = MatMulExt()
"""MindSpore's ``gen_ops_prim.matmul_ext_op`` (``mint.matmul``)."""
