"""mindshim._cbinary, the binary ops' two-Tensor fast path in C, behaves as the Python adapters it wraps.

Where the extension is built (a C compiler at install time), ``ops.add``, ``ops.Add()``, ``x + y`` and the other
generated binary ops run their fast path in C and hand every other call to their Python adapter. These tests
compare the C objects with those adapters (``__wrapped__``) over dtypes, shapes, scalars and errors, check the
cases where the C path must step aside (subclasses, lazy Tensors, keywords, other exceptions), and that the
objects behave as functions do (signature, docs, copying, pickling, binding). Without the extension
(``MINDSHIM_CBINARY=0``) the same surfaces are plain Python functions with the same results.
"""

from __future__ import annotations

import copy
import gc
import inspect
import os
import pickle
import subprocess
import sys

import numpy as np
import pytest
import torch

from mindshim.common.tensor import Tensor, _wrap
from mindshim.ops.auto_generate import _gen_ops_def as D
from mindshim.ops.auto_generate import _gen_ops_prim as P
from mindshim.ops.function import _elementwise as E

from test_binary_fast_path import FUNCS, OPERATORS, PRIMS, SCALARS, _grid, _operand, _outcome, _same

pytestmark = pytest.mark.skipif(E._FastBinary is None, reason="mindshim._cbinary is not built here")


def _python(fn):
    return fn.__wrapped__


def test_every_fast_surface_is_the_c_object() -> None:
    for name in FUNCS:
        assert type(getattr(D, name)) is E._FastBinary, name
    for cls in PRIMS:
        assert type(getattr(P, cls).__dict__["__call__"]) is E._FastBinary, cls
    for dunder in OPERATORS:
        assert type(Tensor.__dict__[dunder]) is E._FastBinary, dunder


@pytest.mark.parametrize("name", sorted(FUNCS))
def test_functional_c_equals_python_adapter(name: str) -> None:
    fn = getattr(D, name)
    py = _python(fn)
    for x, y, what in _grid():
        _same(_outcome(fn, x, y), _outcome(py, x, y), f"ops.{name} {what}")
    for s in SCALARS:
        x = _operand(torch.float32, (2, 3), 0)
        _same(_outcome(fn, x, s), _outcome(py, x, s), f"ops.{name} scalar {s!r}")
        _same(_outcome(fn, s, x), _outcome(py, s, x), f"ops.{name} scalar first {s!r}")


@pytest.mark.parametrize("cls", sorted(PRIMS))
def test_primitive_c_equals_python_call(cls: str) -> None:
    prim = getattr(P, cls)()
    py = getattr(P, cls).__dict__["__call__"].__wrapped__
    for x, y, what in _grid():
        _same(_outcome(prim, x, y), _outcome(lambda a, b: py(prim, a, b), x, y), f"ops.{cls}() {what}")


@pytest.mark.parametrize("dunder", sorted(OPERATORS))
def test_operator_c_equals_python_adapter(dunder: str) -> None:
    method = Tensor.__dict__[dunder]
    py = _python(method)
    for x, y, what in _grid():
        _same(_outcome(method, x, y), _outcome(py, x, y), f"Tensor.{dunder} {what}")


def _error(fn, *args, **kwargs):
    with pytest.raises(Exception) as info:
        fn(*args, **kwargs)
    e = info.value
    return type(e), str(e), e.__suppress_context__, type(e.__cause__)


def test_errors_are_the_python_adapters_with_the_same_chaining() -> None:
    x, y = _operand(torch.float32, (2,), 0), _operand(torch.float32, (3,), 1)
    b = _operand(torch.bool, (2,), 0)
    for fn, py, args in (
        (D.add, _python(D.add), (x, y)),  # shapes that do not broadcast: MindSpore's ValueError
        (D.add, _python(D.add), (b, b)),  # Add's refusal of Bool operands
        (D.add, _python(D.add), (x, "s")),  # not a number
        (D.sub, _python(D.sub), (x, [1, 2, 3])),
    ):
        assert _error(fn, *args) == _error(py, *args), args
    prim = P.Add()
    assert _error(prim, b, b) == _error(P.Add.__dict__["__call__"].__wrapped__, prim, b, b)
    with pytest.raises(ValueError, match="need to broadcast"):
        x + y


def test_python_argument_errors_name_the_op() -> None:
    x = _operand(torch.float32, (2,), 0)
    with pytest.raises(TypeError, match=r"add\(\) takes 2 positional arguments but 3 were given"):
        D.add(x, x, x)
    with pytest.raises(TypeError, match=r"add\(\) missing 1 required positional argument"):
        D.add(x)


def test_keywords_and_other_arities_take_the_python_adapter() -> None:
    x, y = _operand(torch.float32, (2, 3), 0), _operand(torch.float32, (2, 3), 1)
    want = torch.add(x._t, y._t)
    for r in (D.add(input=x, other=y), D.add(x, other=y), P.Add()(x, other=y)):
        torch.testing.assert_close(r._t, want, rtol=0, atol=0, equal_nan=True)


def test_parameters_and_subclasses() -> None:
    import mindshim.common.parameter as par

    x = _wrap(torch.arange(6.0).reshape(2, 3))
    p = par.Parameter(_wrap(torch.ones(2, 3)), name="p")
    r = D.add(p, x)
    assert type(r) is Tensor and torch.equal(r._t, torch.ones(2, 3) + x._t)
    assert type(p + p) is Tensor

    class Plain(Tensor):  # a user's subclass: Tensor's slot, the fast path
        pass

    class Shadow(Tensor):  # a subclass whose ``_t`` is its own: the Python adapter reads it
        @property
        def _t(self):
            return torch.full((2, 3), 5.0)

    plain = Plain(np.ones((2, 3), np.float32))
    assert torch.equal(D.add(plain, x)._t, 1 + x._t)
    shadow = Shadow.__new__(Shadow)
    assert torch.equal(D.add(shadow, x)._t, _python(D.add)(shadow, x)._t)
    assert torch.equal(D.add(shadow, x)._t, 5 + x._t)


def test_a_tensor_without_its_torch_tensor_yet_takes_the_general_path() -> None:
    from mindshim.common.initializer import One

    lazy = Tensor(shape=(2, 3), dtype=__import__("mindshim").float32, init=One())
    x = _wrap(torch.arange(6.0).reshape(2, 3))
    assert lazy._t is None  # materialised on first use
    assert torch.equal(D.add(lazy, x)._t, 1 + x._t)


def test_other_exceptions_propagate_without_the_adapter() -> None:
    calls = []

    def boom(a, b):
        raise KeyError("from torch_fn")

    def adapter(a, b):
        calls.append(1)
        return a

    fb = E._FastBinary(boom, adapter, Tensor, None, 0)
    x = _operand(torch.float32, (2,), 0)
    with pytest.raises(KeyError, match="from torch_fn"):
        fb(x, x)
    assert calls == []

    def refused(a, b):
        raise RuntimeError("torch's words")

    fb = E._FastBinary(refused, adapter, Tensor, None, 0)
    assert fb(x, x) is x and calls == [1]  # the adapter words torch's errors


def test_bool_results_go_to_the_adapter_only_where_refused() -> None:
    seen = []

    def adapter(a, b):
        seen.append((a, b))
        return "adapter"

    b = _operand(torch.bool, (2,), 0)
    assert E._FastBinary(torch.logical_or, adapter, Tensor, torch.bool, 0)(b, b) == "adapter"
    r = E._FastBinary(torch.logical_or, adapter, Tensor, None, 0)(b, b)
    assert type(r) is Tensor and r._t.dtype is torch.bool and len(seen) == 1


def test_results_and_autograd() -> None:
    import mindshim

    x = _wrap(torch.tensor([1.0, 2.0]))
    y = _wrap(torch.tensor([3.0, 4.0]))
    r = D.mul(x, y)
    assert r._lazy is None and not r.__dict__  # a fresh Tensor, as the adapter's
    grad = mindshim.ops.grad(lambda a, b: (a * b + a).sum(), grad_position=(0, 1))(x, y)
    assert torch.equal(grad[0]._t, torch.tensor([4.0, 5.0])) and torch.equal(grad[1]._t, torch.tensor([1.0, 2.0]))


def test_no_reference_leaks() -> None:
    x, y = _operand(torch.float32, (2, 3), 0), _operand(torch.float32, (3,), 1)
    prim = P.Add()
    before = (sys.getrefcount(x), sys.getrefcount(x._t), sys.getrefcount(y._t))
    for _ in range(2000):
        D.add(x, y)
        x + y
        prim(x, y)
        try:
            D.add(x, _operand(torch.float32, (4,), 1))
        except ValueError:
            pass
    gc.collect()
    assert (sys.getrefcount(x), sys.getrefcount(x._t), sys.getrefcount(y._t)) == before


def test_behaves_as_a_function() -> None:
    fn = D.add
    assert fn.__name__ == "add" and fn.__doc__ == _python(fn).__doc__ and "Mirrors" in fn.__doc__
    assert str(inspect.signature(fn)) == str(inspect.signature(_python(fn)))
    assert repr(fn) == repr(_python(fn))
    assert copy.copy(fn) is fn and copy.deepcopy(fn) is fn
    assert pickle.loads(pickle.dumps(fn)) is fn
    assert fn._kernel is _python(fn)._kernel

    class Holder:
        op = D.add  # a class attribute binds, as a function does

        def run(self, a):
            return self.op(a)

    x = _operand(torch.float32, (2,), 0)
    with pytest.raises(TypeError):
        Holder().run(x)  # bound: ``self`` is the first operand
    bound = x.__add__
    assert torch.equal(bound(x)._t, x._t + x._t)
    assert torch.equal(Tensor.__add__(x, x)._t, x._t + x._t)


def test_primitive_subclasses_and_reassignment() -> None:
    x = _operand(torch.float32, (2,), 0)

    class Mine(P.Add):
        def __call__(self, a, b):
            return "own"

    class Inherits(P.Add):
        pass

    assert Mine()(x, x) == "own"
    assert torch.equal(Inherits()(x, x)._t, x._t + x._t)
    assert copy.deepcopy(P.Add())(x, x)._t.equal(x._t + x._t)


def test_without_the_extension_the_surfaces_are_python_functions() -> None:
    code = (
        "import types, torch, mindshim\n"
        "from mindshim.ops.auto_generate import _gen_ops_def as D, _gen_ops_prim as P\n"
        "from mindshim.common.tensor import Tensor, _wrap\n"
        "assert isinstance(D.add, types.FunctionType) and isinstance(Tensor.__add__, types.FunctionType)\n"
        "assert isinstance(P.Add.__call__, types.FunctionType)\n"
        "x = _wrap(torch.tensor([1.0, 2.0]))\n"
        "print((D.add(x, x) + x)._t.tolist(), P.Add()(x, x)._t.tolist())\n"
    )
    env = dict(os.environ, MINDSHIM_CBINARY="0")
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[3.0, 6.0] [2.0, 4.0]"


def test_constructor_checks() -> None:
    with pytest.raises(TypeError):
        E._FastBinary(torch.add, D.add, int, None, 0)  # no ``_t`` / ``_lazy`` slots
    with pytest.raises(ValueError):
        E._FastBinary(torch.add, D.add, Tensor, None, -1)
    from mindshim import _cbinary

    with pytest.raises(TypeError):
        _cbinary.install_call(int)
