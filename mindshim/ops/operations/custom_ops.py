"""`ops.Custom`, `ops.kernel` (Hybrid DSL), `CustomRegOp` and `DataType`: user-defined operators run as Python/numpy."""

from __future__ import annotations

from ... import _api
import functools
import json
from collections.abc import Callable
from itertools import product
from typing import Any

import numpy as np
import torch

from ..._kernels import creation as _creation
from ...common import dtype as mstype
from ...common.tensor import Tensor, _wrap
from ..op_info_register import CustomRegOp, DataType, custom_info_register  # noqa: F401  (re-exported, as in MindSpore)
from ..primitive import Primitive
from ..._kernels import errors as _errors

__all__ = _api.names(__name__)

_FUNC_TYPES = ["hybrid", "akg", "tbe", "aicpu", "aot", "pyfunc"]
_PYTHON_TYPES = ("pyfunc", "hybrid", "akg")  # func is a Python function: it runs here as numpy code


# ---------------------------------------------------------------------------------------------- Hybrid DSL
def _allocate(shape: Any, dtype: str = "float32", scope: str = "global") -> np.ndarray:
    return np.zeros(shape).astype(dtype)


def _grid(extents: Any):
    return product(*[range(e) for e in extents])


class _WithStub:
    def __enter__(self) -> _WithStub:
        return self

    def __exit__(self, *exc: Any) -> None:
        return None

    def __call__(self, *args: Any, **kwargs: Any) -> _WithStub:
        return self


def _erf(x: Any) -> Any:  # Abramowitz & Stegun 7.1.26, as MindSpore's Hybrid DSL runtime computes it
    sign = 1 if x >= 0 else -1
    x = np.abs(x)
    t = 1.0 / (1.0 + 0.3275911 * x)
    poly = ((((1.061405429 * t - 1.453152027) * t) + 1.421413741) * t - 0.284496736) * t + 0.254829592
    return sign * (1.0 - poly * t * np.exp(-x * x))


# The names a Hybrid DSL function may use, with the numpy meaning MindSpore gives them when it runs as Python.
_INTRINSICS: dict[str, Any] = {
    "allocate": _allocate,
    "output_tensor": _allocate,
    "range": range,
    "serial": range,
    "vectorize": range,
    "parallel": range,
    "reduce": range,
    "grid": _grid,
    "attr": _WithStub(),
    "block_realize": _WithStub(),
    "sqrt": np.sqrt,
    "sign": np.sign,
    "log": np.log,
    "tanh": np.tanh,
    "exp": np.exp,
    "abs": np.abs,
    "int32": np.int32,
    "float16": np.float16,
    "float32": np.float32,
    "power": np.power,
    "rsqrt": lambda x: np.ones_like(x) / np.sqrt(x),
    "erf": _erf,
    "isnan": np.isnan,
    "int8": np.int8,
    "int16": np.int16,
    "int64": np.int64,
    "float64": np.float64,
    "sin": np.sin,
    "cos": np.cos,
    "isinf": np.isinf,
    "isfinite": np.isfinite,
    "atan": np.arctan,
    "atan2": np.arctan2,
    "expm1": np.expm1,
    "floor": np.floor,
    "ceil": np.ceil,
    "trunc": np.trunc,
    "round": np.round,
    "ceil_div": lambda a, b: (a + b - 1) // b,
}


def kernel(fn: Callable | None = None, reg_info: Any = None, compile_attrs: dict | None = None) -> Callable:
    """Decorator for a function written in MindSpore's Hybrid DSL (``output_tensor``, ``allocate``, ``serial``,
    ``parallel``, ``grid``, ``rsqrt`` ...). The decorated function runs as plain Python on numpy arrays, with those
    names bound as MindSpore binds them (in the function's module globals), and can be given to :class:`Custom`.
    Mirrors ``mindspore.ops.kernel(fn=None, reg_info=None, compile_attrs=None)`` (2.10).

    Raises:
        TypeError: for ``compile_attrs`` that is not a dict of str keys, or ``reg_info`` of another type.
    """
    compile_attrs = {} if compile_attrs is None else compile_attrs
    if not isinstance(compile_attrs, dict):
        raise TypeError(f"The input 'compile_attrs' of @kernel must be a dict, but get a {type(compile_attrs)}")
    for key in compile_attrs:
        if not isinstance(key, str):
            raise TypeError(f"The key of 'compile_attrs' of @kernel must be a str, but get a {type(key)}")
    if reg_info is not None and not isinstance(reg_info, (str, dict, tuple)):
        raise TypeError(
            f"The input 'reg_info' of @kernel should be one of str, dict and tuple, but get a {type(reg_info)}"
        )

    def wrap(func: Callable) -> Callable:
        func.ms_kernel_flag = True
        func.compile_attrs = json.dumps(compile_attrs)
        if reg_info is not None:
            func.reg_info = reg_info

        @functools.wraps(func)
        def run(*args: Any) -> Any:
            func.__globals__.update(_INTRINSICS)
            return func(*args)

        return run

    return wrap(fn) if fn is not None else wrap


def ms_kernel(fn: Callable | None = None, reg_info: Any = None, compile_attrs: dict | None = None) -> Callable:
    """The deprecated name of :func:`kernel` (MindSpore 1.8+)."""
    return kernel(fn, reg_info, compile_attrs)


class CustomOpBuilder:
    """Builds C++/CUDA Custom op extensions in MindSpore. Known difference: mindshim does not compile MindSpore
    extensions (write the op with ``func_type='pyfunc'``, or as a torch C++ extension); :meth:`load` raises
    NotImplementedError."""

    def __init__(self, name: str, sources: Any, backend: str | None = None, **kwargs: Any) -> None:
        self.name = name
        self.sources = sources
        self.backend = backend

    def load(self) -> Any:
        raise NotImplementedError(
            f"CustomOpBuilder('{self.name}'): compiling MindSpore C++ op extensions is not supported by mindshim."
        )


# ---------------------------------------------------------------------------------------------- Custom
def _infer(spec: Any, args: tuple) -> Any:
    return spec(*args) if callable(spec) else spec


class _CustomFunction(torch.autograd.Function):
    """Runs a Custom op's numpy forward; its backward is the op's ``bprop`` (MindSpore ops), or MindSpore's error."""

    @staticmethod
    def forward(ctx, op: Custom, *inputs: torch.Tensor):
        outs = op._compute(inputs)
        ctx.op = op
        ctx.inputs = [t.detach() if isinstance(t, torch.Tensor) else t for t in inputs]
        ctx.outs = outs
        return outs if len(outs) > 1 else outs[0]

    @staticmethod
    def backward(ctx, *douts):
        op = ctx.op
        if op.bprop is None:
            raise RuntimeError("Illegal primitive Custom's bprop not defined")
        inputs = [_wrap(t) if isinstance(t, torch.Tensor) else t for t in ctx.inputs]
        outs = [_wrap(t) for t in ctx.outs]
        out = tuple(outs) if len(outs) > 1 else outs[0]
        dout = tuple(_wrap(d) for d in douts) if len(douts) > 1 else _wrap(douts[0])
        grads = op.bprop(*inputs, out, dout)
        grads = grads if isinstance(grads, (tuple, list)) else (grads,)
        return (None, *[g._data() if isinstance(g, Tensor) else None for g in grads])


class Custom(Primitive):
    """A user-defined operator. Mirrors ``mindspore.ops.Custom(func, out_shape=None, out_dtype=None,
    func_type='pyfunc', bprop=None, reg_info=None)`` (2.10).

    ``func_type`` 'pyfunc' (and 'hybrid'/'akg' with a Python function, e.g. one decorated with :func:`kernel`) runs
    ``func`` on the inputs as numpy arrays and turns its result(s) into Tensors of ``out_dtype``; ``out_shape`` and
    ``out_dtype`` are values or functions of the input shapes / dtypes (a tuple of them for several outputs). A
    0-d result comes back with shape ``(1,)``, as in MindSpore. ``bprop(*inputs, out, dout)`` gives the gradients;
    without it, differentiating the op raises MindSpore's RuntimeError. Known difference: the compiled kinds
    ('aot', 'tbe', 'aicpu', and 'hybrid'/'akg' given a file) need MindSpore's kernel compilers and raise
    NotImplementedError when called.

    Raises:
        ValueError: for an unknown ``func_type``.
        TypeError: for a 'pyfunc' op without ``out_shape`` or ``out_dtype``.
    """

    def __init__(
        self,
        func: Any,
        out_shape: Any = None,
        out_dtype: Any = None,
        func_type: str = "pyfunc",
        bprop: Callable | None = None,
        reg_info: Any = None,
    ) -> None:
        super().__init__("Custom")
        head = _errors.message("Custom", f"'func_type': {func_type}, 'func': {func}")
        if func_type not in _FUNC_TYPES:
            raise ValueError(f"{head}, 'func_type' must be one of {_FUNC_TYPES}, but got {func_type}")
        if func_type == "pyfunc":
            if not (callable(out_shape) or isinstance(out_shape, (tuple, list))):
                raise TypeError(
                    f"{head}, 'out_shape' must be one of [tuple, list, function], but got {type(out_shape)}"
                )
            if not (callable(out_dtype) or isinstance(out_dtype, (mstype.Type, tuple, list))):
                raise TypeError(
                    f"{head}, 'out_dtype' must be one of [mindspore.dtype, tuple, function], but got {type(out_dtype)}"
                )
        self.func = func
        self.func_type = func_type
        self.out_shape = out_shape
        self.out_dtype = out_dtype
        self.bprop = bprop
        self.reg_info = reg_info
        self.add_prim_attr("func_type", func_type)

    def _compute(self, inputs: tuple) -> tuple:
        arrays = [t.detach().cpu().numpy() if isinstance(t, torch.Tensor) else t for t in inputs]
        result = self.func(*arrays)
        results = result if isinstance(result, (tuple, list)) else (result,)
        dtypes = _infer(
            self.out_dtype, tuple(mstype._FROM_TORCH[t.dtype] for t in inputs if isinstance(t, torch.Tensor))
        )
        if dtypes is None:
            dtypes = [None] * len(results)
        elif not isinstance(dtypes, (tuple, list)):
            dtypes = [dtypes] * len(results)
        device = next((t.device for t in inputs if isinstance(t, torch.Tensor)), torch.device("cpu"))
        outs = []
        for r, dt in zip(results, dtypes):
            arr = np.asarray(r)
            if arr.ndim == 0:
                arr = arr.reshape(1)
            t = _creation.share_numpy(np.ascontiguousarray(arr))
            if dt is not None:
                t = t.to(mstype.to_torch_dtype(dt))
            outs.append(t.to(device))
        return tuple(outs)

    def __call__(self, *inputs: Any) -> Any:
        if self.func_type not in _PYTHON_TYPES or not callable(self.func):
            raise _errors.op_error(
                NotImplementedError,
                "Custom",
                f"func_type '{self.func_type}' with func {self.func!r} needs MindSpore's kernel "
                "compilers; mindshim runs Custom ops whose func is a Python function ('pyfunc', 'hybrid', 'akg').",
            )
        ts = [x._data() if isinstance(x, Tensor) else x for x in inputs]
        if torch.is_grad_enabled() and any(isinstance(t, torch.Tensor) and t.requires_grad for t in ts):
            out = _CustomFunction.apply(self, *ts)
            return tuple(_wrap(o) for o in out) if isinstance(out, tuple) else _wrap(out)
        outs = self._compute(tuple(ts))
        return tuple(_wrap(o) for o in outs) if len(outs) > 1 else _wrap(outs[0])
