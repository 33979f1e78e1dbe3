"""`mindspore.ops.composite.multitype_ops.ones_like_impl`: ``ops.composite.ones_like``, the HyperMap that maps every
leaf of a (nested) tuple/list to its 'one'."""

from __future__ import annotations

from .... import _api
from typing import Any

from ...function.array_func import ones_like as _ones_like_tensor
from ...function.other_func import scalar_cast
from ..multitype import HyperMap, MultitypeFuncGraph

__all__ = _api.names(__name__)

ones_like_leaf = MultitypeFuncGraph("ones_like", True)


def _typeof(x: Any) -> Any:
    from ....common import dtype as mstype

    if isinstance(x, bool):
        return mstype.bool_
    return mstype.int64 if isinstance(x, int) else mstype.float32


@ones_like_leaf.register("Number")
def _ones_like_scalar(x: Any) -> Any:
    # MindSpore casts 1.0 to the scalar's type: an int gives 1, a bool True, a float (Float32) the ScalarCast error
    return scalar_cast(1.0, _typeof(x))


@ones_like_leaf.register("Tensor")
def _ones_like_tensor_leaf(x: Any) -> Any:
    return _ones_like_tensor(x)


@ones_like_leaf.register("None")
def _ones_like_none(x: Any) -> None:
    return None


ones_like = HyperMap(ones_like_leaf)
ones_like.__doc__ = """``ops.composite.ones_like(x)``: ``x`` with every Tensor leaf replaced by a Tensor of ones of its
shape and dtype, an int by 1, a bool by True, None kept; tuples and lists map leaf by leaf (a list comes back as a
tuple). Mirrors ``mindspore.ops.composite.ones_like`` (2.10, a HyperMap; ``ops.ones_like`` is the functional op).

Raises:
    ValueError: for a float leaf, as MindSpore (its ScalarCast to Float32 is unsupported).
"""
