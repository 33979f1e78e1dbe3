"""The reductions declared as rows (mindshim/ops/_defs/reduction.py): each row names what exists, and a new row,
alone, makes the reduction on every surface: the functional op and its alias, the primitive class with its
``keep_dims`` attribute and ``axis`` input, ``mint``, and the ``Tensor`` method with MindSpore's keyword aliases.
"""

from __future__ import annotations

import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import gen_ops  # noqa: E402
from test_gen_ops import run_with_rows  # noqa: E402


def test_every_reduction_row_names_what_exists():
    import mindshim.mint as mint
    from mindshim._kernels import reduction as RK
    from mindshim.ops.function import math_func as M

    rows = gen_ops.load_rows(family="reduction")
    assert rows and all(op.kind == "reduce" for op in rows)
    for op in rows:
        if op.function:  # written by hand in math_func
            assert op.function == "math_func" and callable(getattr(M, op.name)), op.name
        else:
            assert op.kernel_key in RK._REDUCERS, op.name
        for m in op.mint:
            assert callable(getattr(mint, m)), (op.name, m)
        if op.call:
            fn = op.call.partition("(")[0]
            assert callable(getattr(M, fn)), (op.name, fn)
            args = set(re.findall(r"[A-Za-z_]\w*", op.call.partition("(")[2])) - {"int"}
            names = {a for a, _ in op.init} | {n for _, inputs in op.prim_classes for n, _ in gen_ops._params(inputs)}
            assert args <= names, (op.name, args - names)


NEW_ROWS = """
ROWS = ROWS + (
    _r("demo_any", "DemoReduceAny", "demo logical OR over ``axis``", kernel="any", aliases=("demo_any_alias",),
       classes=("DemoReduceAny(x, axis=())",), init=(("keep_dims", False),), call="demo_any(x, axis, keep_dims)",
       mint=("demo_any",), tensor=("demo_any",), tensor_kw=("dim=axis", "keepdim=keep_dims")),
    _r("demo_amax", "DemoReduceMax", "demo maximum over ``axis``", kernel="amax", args="x, axis=(), keepdims=False",
       classes=("DemoReduceMax(x, axis=())",), init=(("keep_dims", False), ("skip_mode", False)),
       call="demo_amax(x, axis, keep_dims)", tensor=("demo_amax",)),
)
"""

PROBE = """
import numpy as np
import mindshim as ms
from mindshim import Tensor, mint, ops, _api

b = Tensor(np.array([[True, False, False], [False, False, False]]))
x = Tensor(np.array([[1.0, 5.0, 2.0], [-3.0, 0.5, 4.0]], np.float32))
want = ops.any(b, 1, True).asnumpy().tolist()
assert want == [[True], [False]], want
got = {
    "ops": ops.demo_any(b, 1, True),
    "keywords": ops.demo_any(b, axis=1, keep_dims=True),
    "functional": ms.ops.function.math_func.demo_any(b, 1, True),
    "alias": ops.demo_any_alias(b, 1, True),
    "primitive": ops.DemoReduceAny(keep_dims=True)(b, 1),
    "primitive_kw": ops.DemoReduceAny(True)(b, axis=1),
    "P": ms.ops.operations.DemoReduceAny(True)(b, 1),
    "mint": mint.demo_any(b, 1, True),
    "tensor": b.demo_any(1, True),
    "tensor_kw": b.demo_any(dim=1, keepdim=True),
    "tensor_ms_kw": b.demo_any(axis=1, keep_dims=True),
}
for k, v in got.items():
    assert v.asnumpy().tolist() == want, (k, v)
assert ops.demo_any(b).asnumpy().tolist() is True and ops.DemoReduceAny()(b).asnumpy().tolist() is True
assert repr(ops.DemoReduceAny(True)) == "Prim[DemoReduceAny]<keep_dims=True>", repr(ops.DemoReduceAny(True))
assert ops.DemoReduceAny().keep_dims is False
for call in (lambda: ops.demo_any(b, 2), lambda: ops.DemoReduceAny()(b, -3), lambda: b.demo_any(dim=5)):
    try:
        call()
    except ValueError as e:
        assert str(e).startswith("For primitive[DemoReduceAny], the axis value must be in [-2,2)"), e
    else:
        raise AssertionError("no axis error")
assert ops.demo_amax(x, 0).asnumpy().tolist() == ops.amax(x, 0).asnumpy().tolist() == [1.0, 5.0, 4.0]
assert ops.demo_amax(x=x, axis=1, keepdims=True).asnumpy().tolist() == [[5.0], [4.0]]
assert ops.DemoReduceMax(True)(x).asnumpy().tolist() == x.demo_amax(keepdims=True).asnumpy().tolist() == [[5.0]]
assert repr(ops.DemoReduceMax()) == "Prim[DemoReduceMax]<keep_dims=False, skip_mode=False>", repr(ops.DemoReduceMax())
try:
    ops.demo_amax([1.0, 2.0])
except TypeError as e:
    assert "DemoReduceMax" in str(e), e
else:
    raise AssertionError("a list taken")
for name in ("demo_any", "demo_any_alias", "DemoReduceAny", "demo_amax", "DemoReduceMax"):
    assert name in _api.names("mindspore.ops"), name
assert "demo_any" in _api.names("mindspore.mint") and "demo_amax" not in _api.names("mindspore.mint")
assert {"demo_any", "demo_amax"} <= set(_api.tensor_methods())
print("ok")
"""


def test_a_new_reduction_row_reaches_every_surface(tmp_path):
    generated = ("def demo_any(", "def demo_amax(", "class DemoReduceAny(Primitive)", "class DemoReduceMax(Primitive)")
    run_with_rows(tmp_path, "reduction", NEW_ROWS, PROBE, generated)
