"""`mindspore.ops.operations._inner_ops`: MindSpore's internal primitives that library and test code import.

Holds the ones with a meaning outside MindSpore's compiler; each is the same class as its public counterpart
where one exists.
"""

from __future__ import annotations

from .array_ops import *  # noqa: F403
from .math_ops import *  # noqa: F403


from ..primitive import Primitive as _Primitive
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
