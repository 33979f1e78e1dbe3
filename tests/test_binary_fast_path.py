"""The binary ops' fast path (two Tensors: the kernel's torch callable tried first, the result wrapped inline) gives
exactly what the general path gives: the same values, dtype, shape, and the same MindSpore error, for every dtype
pair, Tensor and Python-scalar operands, and broadcasting, on each surface that has one (``ops.add``, ``ops.Add()``,
``x + y``, ...).

The general path is ``ops.function._elementwise.binary_slow``: the kernel on both operands' torch tensors (Tensors)
or the operand conversion (a number), the path every call took before the fast branch existed.
"""

from __future__ import annotations

import itertools
import os
import sys

import pytest
import torch

from mindshim._kernels import elementwise as K
from mindshim.common.tensor import Tensor, _wrap
from mindshim.ops.auto_generate import _gen_ops_def as D
from mindshim.ops.auto_generate import _gen_ops_prim as P
from mindshim.ops.function import _elementwise as E
from mindshim.ops.function import math_func as M

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "tools"))
import gen_ops

DTYPES = (
    torch.bool, torch.int8, torch.uint8, torch.int16, torch.int32, torch.int64, torch.uint16,
    torch.float16, torch.bfloat16, torch.float32, torch.float64, torch.complex64,
)  # fmt: skip
# (shape of x, shape of y): same shape, broadcasting both ways, shapes that do not broadcast
SHAPES = (((2, 3), (2, 3)), ((2, 1), (3,)), ((3,), (2, 3)), ((2,), (3,)))
SCALARS = (True, 2, -1.5)

# the generated functional ops with a fast path: (function, its kernel, the primitive its errors name, scalar_ok,
# whether its first input must be a Tensor), and the primitive classes whose ``__call__`` has one
_ROWS = [op for op in gen_ops.load_rows() if op.kind == "binary" and op.operands != "any"]
FUNCS = {op.name: (getattr(D, op.name), op.prim, bool(op.tensor_input)) for op in _ROWS}
PRIMS = {cls: op.name for op in _ROWS for cls, inputs in op.prim_classes if gen_ops._fast_call(op, inputs)}
# the Tensor operators made by ``_elementwise.binary`` (the ``*Ext`` forms): the torch callable and the op name
OPERATORS = {
    "__add__": (K._add_ext, "AddExt"),
    "__sub__": (M._sub, "SubExt"),
    "__floordiv__": (K._floor_div, "FloorDiv"),
}


def _operand(dtype: torch.dtype, shape: tuple, seed: int) -> Tensor:
    # small values with a zero (integer division by zero, 0 ** negative, log(0)), negatives (unsigned wrap) and, in
    # the floating dtypes, a NaN (Maximum/Minimum's NaN rule)
    nan = float("nan") if dtype.is_floating_point or dtype.is_complex else 7.0
    base = torch.tensor([3.0, -2.0, 0.0, 1.5, nan, -1.0] if seed else [2.0, 0.0, nan, -3.0, 1.0, 2.5])
    n = 1
    for d in shape:
        n *= d
    return _wrap(base[:n].reshape(shape).to(dtype))


def _outcome(fn, *args):
    """What a call gives: the result's dtype, shape and values, or the exception's class and message."""
    try:
        r = fn(*args)
    except Exception as e:  # the error is the outcome compared
        return ("error", type(e), str(e))
    assert type(r) is Tensor, type(r)
    return ("ok", r._t)


def _same(fast, general, what) -> None:
    assert fast[0] == general[0], (what, fast, general)
    if fast[0] == "error":
        assert fast[1:] == general[1:], what
        return
    a, b = fast[1], general[1]
    assert a.dtype == b.dtype and a.shape == b.shape, (what, a.dtype, b.dtype, a.shape, b.shape)
    torch.testing.assert_close(a, b, rtol=0, atol=0, equal_nan=True, msg=lambda m: f"{what}: {m}")


def _general_two_tensors(k, op, ok):
    return lambda a, b: E.binary_slow(k, op, ok, False, a, b)


def _grid():
    for (sa, sb), da, db in itertools.product(SHAPES, DTYPES, DTYPES):
        if (sa, sb) != SHAPES[0] and not (da is db or torch.float32 in (da, db)):
            continue  # broadcasting with the same-dtype and float32 pairs; every pair at the same shape
        yield _operand(da, sa, 0), _operand(db, sb, 1), f"{da}{list(sa)} {db}{list(sb)}"


@pytest.mark.parametrize("name", sorted(FUNCS))
def test_functional_fast_path_equals_kernel_path(name: str) -> None:
    fn, prim, _ = FUNCS[name]
    general = _general_two_tensors(fn._kernel, prim, getattr(D, f"_s_{name}"))
    kinds = set()
    for x, y, what in _grid():
        fast = _outcome(fn, x, y)
        _same(fast, _outcome(general, x, y), f"ops.{name} {what}")
        kinds.add(fast[0])
    assert "ok" in kinds  # the grid reaches the fast path's successes, not only errors


@pytest.mark.parametrize("cls", sorted(PRIMS))
def test_primitive_fast_path_equals_functional_general_path(cls: str) -> None:
    name = PRIMS[cls]
    fn, prim, _ = FUNCS[name]
    call = getattr(P, cls)()
    general = _general_two_tensors(fn._kernel, prim, getattr(D, f"_s_{name}"))
    for x, y, what in _grid():
        _same(_outcome(call, x, y), _outcome(general, x, y), f"ops.{cls}() {what}")


@pytest.mark.parametrize("dunder", sorted(OPERATORS))
def test_operator_fast_path_equals_kernel_path(dunder: str) -> None:
    tfn, op = OPERATORS[dunder]
    method = getattr(Tensor, dunder)
    general = _general_two_tensors(method._kernel, op, E.scalar_ok(tfn))
    for x, y, what in _grid():
        _same(_outcome(method, x, y), _outcome(general, x, y), f"Tensor.{dunder} {what}")


@pytest.mark.parametrize("name", sorted(FUNCS))
def test_scalar_operands_equal_general_path(name: str) -> None:
    """A Python number on either side misses the fast path; what comes back is the general path's, on the
    functional op and on its primitive class."""
    fn, prim, tensor_input = FUNCS[name]
    ok = getattr(D, f"_s_{name}")
    classes = [getattr(P, c)() for c, n in PRIMS.items() if n == name]
    for dtype, s in itertools.product(DTYPES, SCALARS):
        x = _operand(dtype, (2, 3), 0)
        pairs = [(x, s)] if tensor_input else [(x, s), (s, x)]
        for a, b in pairs:
            general = _outcome(lambda a, b: E.binary_slow(fn._kernel, prim, ok, True, a, b), a, b)
            what = f"ops.{name}({type(a).__name__}, {type(b).__name__}) {dtype} {s!r}"
            _same(_outcome(fn, a, b), general, what)
            for call in classes:
                _same(_outcome(call, a, b), general, f"{type(call).__name__}: {what}")


@pytest.mark.parametrize("dunder", sorted(OPERATORS))
def test_operator_scalar_operands_equal_general_path(dunder: str) -> None:
    tfn, op = OPERATORS[dunder]
    method = getattr(Tensor, dunder)
    for dtype, s in itertools.product(DTYPES, SCALARS):
        x = _operand(dtype, (2, 3), 1)
        general = _outcome(lambda a, b: E.binary_slow(method._kernel, op, E.scalar_ok(tfn), True, a, b), x, s)
        _same(_outcome(method, x, s), general, f"Tensor.{dunder} {dtype} {s!r}")


def test_add_refuses_two_bools_on_every_fast_surface() -> None:
    """MindSpore's ``Add`` refuses Bool operands and ``x + y`` (its ``AddExt``) takes them: the fast path's Bool-result
    check keeps the difference."""
    x = _operand(torch.bool, (2, 3), 0)
    for fn in (D.add, P.Add()):
        with pytest.raises(TypeError, match=r"For primitive\[Add\].*but got Tensor\[Bool\]"):
            fn(x, x)
    assert (x + x)._t.dtype is torch.bool
