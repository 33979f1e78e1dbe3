"""`mindspore.ops.operations._inner_ops`: MindSpore's internal primitives that library and test code import.

Holds the ones with a meaning outside MindSpore's compiler; each is the same class as its public counterpart
where one exists.
"""

from __future__ import annotations

from typing import Any

from .array_ops import *  # noqa: F403
from .math_ops import *  # noqa: F403


from ..primitive import Primitive as _Primitive
from .._ascend_ops import PsROIPooling  # noqa: F401  (GPU-only; MindSpore defines it here)
from ..._kernels import errors as _errors


class ConvertToDynamic(_Primitive):
    """``_inner_ops.ConvertToDynamic(is_dynamic_rank=False)(input)``: ``input``'s values in a new Tensor.

    Mirrors MindSpore 2.10's test primitive that makes its output's compile-time shape (or rank, with
    ``is_dynamic_rank``) unknown, so that the next primitive runs its dynamic-shape path; mindshim runs every
    primitive on concrete shapes, so only the values pass through.

    Raises:
        TypeError: if ``is_dynamic_rank`` is not a bool, or ``input`` is not a Tensor.
    """

    def __init__(self, is_dynamic_rank: bool = False) -> None:
        from ... import _checkparam as validator

        _Primitive.__init__(self, "ConvertToDynamic")
        validator.check_value_type("is_dynamic_rank", is_dynamic_rank, [bool], "ConvertToDynamic")
        self.is_dynamic_rank = is_dynamic_rank
        self.attrs["is_dynamic_rank"] = is_dynamic_rank

    def __call__(self, input):
        from ...common.tensor import Tensor
        from ..function.array_func import _identity_copy

        if not isinstance(input, Tensor):
            kind = "External" if not isinstance(input, (bool, int, float)) else type(input).__name__.capitalize()
            kind = {"Int": "Int64", "Float": "Float32", "Bool": "Bool"}.get(kind, kind)
            raise _errors.type_error("ConvertToDynamic", f"input[0] should be Tensor, but got {kind}.")
        return _identity_copy(input)


class Generator(_Primitive):
    """``_inner_ops.Generator(seed, offset)(cmd, inputs)``: the random-state primitive of MindSpore 2.10's
    ``mindspore.Generator``. Its state lives in the two Int64 Parameters it is given (in ``inputs[0]`` and
    ``inputs[1]``), which each command reads and writes:

    - ``STEP`` (0), ``(seed, offset, step)``: returns ``(seed, offset, None)`` and then advances offset by ``step``;
    - ``SEED`` (1), ``(seed, offset)``: a new non-deterministic seed, offset 0; returns ``(seed,)``;
    - ``GET_STATE`` (2): returns ``(None, None, state)``, state the UInt8 Tensor of the 16 little-endian bytes of
      seed and offset;
    - ``SET_STATE`` (3), ``(seed, offset, state)``: the reverse; returns None;
    - ``MANUAL_SEED`` (4), ``(seed, offset, new_seed)``: seed ``new_seed``, offset 0; returns None;
    - ``INITIAL_SEED`` (5): returns ``(seed,)``.

    Known difference: mindshim's own ``mindspore.Generator`` and random ops draw from torch generators, not from
    this primitive, so a state made here seeds nothing else.

    Raises:
        ValueError: an unknown command.
    """

    def __init__(self, seed, offset) -> None:
        _Primitive.__init__(self, "Generator")
        self.add_prim_attr("side_effect_mem", True)

    def __call__(self, cmd: int, inputs: tuple):
        import random

        import numpy as np

        from ...common import dtype as mstype
        from ...common.tensor import Tensor

        def value(t) -> int:
            return int(t.asnumpy().reshape(-1)[0]) if isinstance(t, Tensor) else int(t)

        def put(param, v: int) -> None:
            param.set_data(Tensor(v, mstype.int64))

        def scalar(v: int):
            return Tensor(v, mstype.int64)

        seed, offset = inputs[0], inputs[1]
        if cmd == 0:
            s, o = value(seed), value(offset)
            put(offset, o + value(inputs[2]))
            return scalar(s), scalar(o), None
        if cmd == 1:
            new = random.SystemRandom().getrandbits(32)
            put(seed, new)
            put(offset, 0)
            return (scalar(new),)
        if cmd == 2:
            raw = np.array([value(seed), value(offset)], "<i8").view(np.uint8)
            return None, None, Tensor(raw.copy(), mstype.uint8)
        if cmd == 3:
            raw = np.ascontiguousarray(inputs[2].asnumpy(), np.uint8).reshape(-1)[:16]
            s, o = (int(v) for v in raw.view("<i8"))
            put(seed, s)
            put(offset, o)
            return None
        if cmd == 4:
            put(seed, value(inputs[2]))
            put(offset, 0)
            return None
        if cmd == 5:
            return (scalar(value(seed)),)
        raise _errors.value_error("Generator", f"unknown command {cmd}.")


class TensorCopySlices(_Primitive):
    """``_inner_ops.TensorCopySlices()(x, value, begin, end, strides)``: ``x`` with the block
    ``x[begin:end]`` overwritten by ``value``.

    Mirrors MindSpore 2.10's ``TensorCopySlices`` (a memory copy into a contiguous block: ``strides`` all 1, dims
    after the first sliced one whole); ``begin`` / ``end`` / ``strides`` tuples or lists of ints. Computed by
    ``_kernels.array.tensor_copy_slices``. Known difference: a ``value`` with fewer elements than the block fills
    only its part (MindSpore's CPU kernel reads past it).

    Raises:
        RuntimeError: lengths that differ, an empty range, a stride other than 1, a block that is not contiguous.
    """

    def __init__(self) -> None:
        _Primitive.__init__(self, "TensorCopySlices")

    def __call__(self, x: Any, value: Any, begin: Any, end: Any, strides: Any) -> Any:
        from ..._kernels import array as _K_array
        from ..function._utils import _wrap

        return _wrap(_K_array.tensor_copy_slices(x._data(), value._data(), begin, end, strides))
