"""The cross-surface harness: case declarations, input construction, evaluation and result comparison.

This module runs under real MindSpore (the recorder) and under mindshim (the test) alike, so it imports only
numpy and, when a case runs, ``mindspore``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

# the surfaces an op can be reached from, in report order
SURFACES = ("ops", "prim", "mint", "numpy", "tensor", "nn")


@dataclass(frozen=True)
class T:
    """A Tensor input: ``mindspore.Tensor(np.array(data, dtype).reshape(shape))``."""

    data: object
    dtype: str = "float32"
    shape: tuple | None = None

    def build(self, ms):
        a = np.array(self.data, dtype=self.dtype)
        if self.shape is not None:
            a = a.reshape(self.shape)
        return ms.Tensor(a)


@dataclass(frozen=True)
class Case:
    """One op on one set of inputs, through each surface in ``calls`` (surface -> Python expression)."""

    op: str
    name: str
    inputs: dict
    calls: dict = field(default_factory=dict)

    @property
    def key(self) -> str:
        return f"{self.op}/{self.name}"


def cases(op: str, calls: dict, inputs: dict) -> list:
    """The cases of ``op``: every input set in ``inputs`` (name -> {arg: value}) through every surface in ``calls``.

    A call expression sees the inputs by name and ``ms``, ``ops``, ``P`` (``ops.operations``), ``mint``,
    ``mnp`` (``mindspore.numpy``), ``nn``, ``np`` and ``nan``/``inf``. A value that is a :class:`T` (also inside a tuple or
    list) becomes a Tensor; anything else (Python lists, numbers, None) is passed as it is.
    """
    bad = set(calls) - set(SURFACES)
    if bad:
        raise ValueError(f"unknown surfaces {sorted(bad)} for {op}")
    return [Case(op, name, dict(inp), dict(calls)) for name, inp in inputs.items()]


def _namespace():
    import mindspore as ms
    from mindspore import mint, nn, ops
    from mindspore import numpy as mnp
    from mindspore.ops import operations as P

    return {
        "ms": ms,
        "ops": ops,
        "P": P,
        "mint": mint,
        "mnp": mnp,
        "nn": nn,
        "np": np,
        "nan": math.nan,
        "inf": math.inf,
    }


def _encode_value(v):
    if isinstance(v, list):
        return [_encode_value(x) for x in v]
    if isinstance(v, float) and not math.isfinite(v):
        return "nan" if math.isnan(v) else ("inf" if v > 0 else "-inf")
    if isinstance(v, complex):
        return [_encode_value(v.real), _encode_value(v.imag)]
    return v


def encode(r) -> dict:
    """A JSON-able description of a result: Tensor (dtype, shape, values), sequence, or Python value."""
    import mindspore as ms

    if isinstance(r, ms.Tensor):
        a = r.asnumpy()
        if a.dtype.name == "bfloat16" or str(r.dtype) == "BFloat16":
            a = r.float().asnumpy()
        return {"dtype": str(r.dtype), "shape": list(a.shape), "value": _encode_value(a.tolist())}
    if isinstance(r, (tuple, list)):
        return {"seq": [encode(x) for x in r]}
    if isinstance(r, np.ndarray):
        return {"ndarray": str(r.dtype), "shape": list(r.shape), "value": _encode_value(r.tolist())}
    if r is None or isinstance(r, (bool, int, float, str)):
        return {"py": type(r).__name__, "value": _encode_value(r)}
    return {"py": type(r).__name__}


def _build(v, ms):
    """An input value: a :class:`T` becomes a Tensor, inside tuples and lists too."""
    if isinstance(v, T):
        return v.build(ms)
    if isinstance(v, (tuple, list)) and any(isinstance(x, T) for x in v):
        return type(v)(_build(x, ms) for x in v)
    return v


def run(case: Case, surface: str, message: bool = False) -> dict:
    """Evaluate ``case`` through ``surface``: the encoded result, or ``{"error": exception class name}`` (with
    ``message``: and ``"message"``, the first line of the exception's text)."""
    import mindspore as ms

    ns = _namespace()
    try:
        for k, v in case.inputs.items():
            ns[k] = _build(v, ms)
        return encode(eval(case.calls[surface], ns))  # the expressions are the case table's own
    except Exception as e:  # the exception class is the recorded result
        if message:
            text = str(e).strip()
            return {"error": type(e).__name__, "message": text.splitlines()[0] if text else ""}
        return {"error": type(e).__name__}


def _decode(v):
    if isinstance(v, list):
        return [_decode(x) for x in v]
    if v == "nan":
        return math.nan
    if v == "inf":
        return math.inf
    if v == "-inf":
        return -math.inf
    return v


def differences(want: dict, got: dict, path: str = "") -> list:
    """How ``got`` differs from ``want`` (both from :func:`encode`/:func:`run`); empty when they agree."""
    if "error" in want or "error" in got:
        return [] if want.get("error") == got.get("error") else [f"{path}{want} != {got}"]
    if "seq" in want:
        if "seq" not in got or len(got["seq"]) != len(want["seq"]):
            return [f"{path}{want} != {got}"]
        return [d for i, (w, g) in enumerate(zip(want["seq"], got["seq"])) for d in differences(w, g, f"{path}[{i}]")]
    for k in ("dtype", "ndarray", "shape", "py"):
        if want.get(k) != got.get(k):
            return [f"{path}{k}: {want.get(k)} != {got.get(k)}"]
    if "value" not in want:
        return []
    w, g = _decode(want["value"]), _decode(got.get("value"))
    try:
        wa, ga = np.array(w, dtype=object), np.array(g, dtype=object)
        if wa.shape != ga.shape:
            return [f"{path}value shape {wa.shape} != {ga.shape}"]
        if wa.size == 0:
            return []
        wf = np.array(w, dtype=np.complex128 if wa.ndim and isinstance(wa.flat[0], list) else None)
        gf = np.array(g, dtype=wf.dtype)
        if wf.dtype.kind in "fc":
            # Float16/BFloat16 results may differ in the last bits (MindSpore computes some in its own order)
            low = want.get("dtype") in ("Float16", "BFloat16")
            ok = np.allclose(gf, wf, rtol=4e-3 if low else 1e-4, atol=1e-3 if low else 1e-5, equal_nan=True)
        else:
            ok = np.array_equal(gf, wf)
    except (TypeError, ValueError):
        ok = w == g
    return [] if ok else [f"{path}value {g} != {w}"]
