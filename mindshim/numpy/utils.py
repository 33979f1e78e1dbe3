"""Helpers of `mindspore.numpy`: array-like -> torch with mindspore.numpy's inference (Python int -> Int32)."""

from __future__ import annotations

from .. import _api
import numbers

import numpy as onp
import torch

from .._kernels import array as _K_array
from .._kernels import creation as _creation
from ..common import dtype as mstype
from ..common.tensor import Tensor, _device, _wrap

__all__ = _api.names(__name__)


def _is_array_like(x) -> bool:
    return isinstance(x, (Tensor, list, tuple, bool, numbers.Number))


def _infer(x) -> torch.dtype:
    """mindspore.numpy's dtype of Python data: any float -> Float32, else any int -> Int32, else Bool."""
    kinds = set()

    def walk(v):
        if isinstance(v, (list, tuple)):
            for e in v:
                walk(e)
        elif isinstance(v, Tensor):
            kinds.add(v._data().dtype)
        elif isinstance(v, bool):
            kinds.add("b")
        elif isinstance(v, int):
            kinds.add("i")
        elif isinstance(v, float):
            kinds.add("f")
        elif isinstance(v, onp.generic):
            kinds.add(_creation.share_numpy(onp.asarray(v)).dtype)

    walk(x)
    tds = [k for k in kinds if isinstance(k, torch.dtype)]
    if tds:
        d = tds[0]
        for k in tds[1:]:
            d = torch.promote_types(d, k)
        return d
    if "f" in kinds:
        return torch.float32
    if "i" in kinds:
        return torch.int32
    if "b" in kinds:
        return torch.bool
    return torch.float32


def _flat(x):
    if isinstance(x, (list, tuple)):
        return [_flat(v) for v in x]
    if isinstance(x, Tensor):
        return x.asnumpy().tolist()
    if isinstance(x, onp.generic):
        return x.item()
    return x


def _to_torch(x, dtype=None) -> torch.Tensor:
    """The torch tensor for a Tensor / Python number / (nested) list or tuple; ``dtype`` casts it.

    Raises:
        TypeError: for other inputs (numpy arrays included, as in MindSpore).
    """
    td = None if dtype is None else mstype.to_torch_dtype(dtype)
    if isinstance(x, Tensor):
        t = x._data()
        return t if td is None or t.dtype == td else t.to(td)
    if isinstance(x, (list, tuple, bool, numbers.Number)) and not isinstance(x, complex):
        if isinstance(x, (list, tuple)) and len(x) and all(isinstance(v, Tensor) for v in x):
            t = _K_array.stack_any([v._data() for v in x])
            return t if td is None else t.to(td)
        return _creation.tensor(_flat(x), td or _infer(x), _device())
    raise TypeError(f"input data must be `int`, `float`, `bool`, `Tensor`, `list`, `tuple`, but got {type(x)}")


def _dt(dtype):
    return None if dtype is None else mstype.to_torch_dtype(dtype)


def _axis(axis):
    if axis is None:
        return None
    if isinstance(axis, list):
        return tuple(axis)
    return axis


def _out(t: torch.Tensor, dtype=None) -> Tensor:
    """Wrap ``t``, cast to ``dtype`` first when given (the ``dtype=`` argument of the element-wise functions)."""
    if dtype is not None:
        t = t.to(mstype.to_torch_dtype(dtype))
    return _wrap(t)


_MS_TYPES = {bool: "Bool", int: "Int", float: "Float", list: "List", tuple: "Tuple"}


def _expect_tensor(*xs) -> None:
    """MindSpore's ``_check_input_tensor``: each of ``xs`` must be a Tensor.

    Raises:
        TypeError: ``expect Tensor, but got <class 'mindspore._c_expression.typing.List'>`` (the first that is not).
    """
    for x in xs:
        if not isinstance(x, Tensor):
            n = _MS_TYPES.get(type(x))
            raise TypeError(
                f"expect Tensor, but got <class 'mindspore._c_expression.typing.{n}'>"
                if n
                else f"expect Tensor, but got {type(x)}"
            )


def _x_must_be_tensor(*xs) -> None:
    """MindSpore's check of ``diag`` / ``dot`` / ``inner``: TypeError ``the input x must be Tensor!``."""
    if not all(isinstance(x, Tensor) for x in xs):
        raise TypeError("the input x must be Tensor!")


def _to_tensor(*args):
    """MindSpore 2.10's ``mindspore.numpy.utils._to_tensor``: each argument as a Tensor (numbers, lists and tuples
    converted, Float64/Int64 results narrowed to Float32/Int32; Tensors as they are); one argument gives one Tensor,
    several a tuple.

    Raises:
        TypeError: an argument that is neither array-like nor a Tensor ('Expect input to be array like.').
    """
    res = ()
    for arg in args:
        if isinstance(arg, (int, float, bool, list, tuple)):
            arg = Tensor(arg)
            if arg.dtype == mstype.float64:
                arg = arg.astype(mstype.float32)
            elif arg.dtype == mstype.int64:
                arg = arg.astype(mstype.int32)
        elif not isinstance(arg, Tensor):
            raise TypeError("Expect input to be array like.")
        res += (arg,)
    return res[0] if len(res) == 1 else res
