"""mindshim's `mindspore.ops` functions and `Tensor` methods take MindSpore 2.10's parameter names, positions and
defaults, as recorded from real MindSpore in tests/data/ms_signatures.json (tools/record_signatures.py)."""

from __future__ import annotations

import inspect
import json
import os

import pytest

import mindspore
from mindspore import ops

HERE = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(HERE, "data", "ms_signatures.json"), encoding="utf-8") as _f:
    RECORDED = json.load(_f)

P = inspect.Parameter
_VAR = ("VAR_POSITIONAL", "VAR_KEYWORD")

# Documented exceptions: where mindshim's signature knowingly differs from MindSpore's. (A default where MindSpore
# has none, such as ``ops.where(condition)`` alone or ``Tensor.softmax()`` with axis -1, takes more calls than
# MindSpore does and is not counted as a difference.)
EXCEPTIONS = {
    # a decorator whose MindSpore internals (name, get_instance) have no meaning without the graph compiler
    "mindspore.ops.constexpr": "decorator internals",
}


def _problems(recorded, fn, is_method: bool) -> list[str]:
    """Where ``fn`` does not take a call written against MindSpore's signature ``recorded``."""
    try:
        sig = inspect.signature(fn)
    except (TypeError, ValueError):
        return ["no signature"]
    params = list(sig.parameters.values())
    if is_method and params and params[0].kind != P.VAR_POSITIONAL:
        params = params[1:]  # self
    by_name = {p.name: p for p in params}
    var_kw = any(p.kind == P.VAR_KEYWORD for p in params)
    var_pos = any(p.kind == P.VAR_POSITIONAL for p in params)
    out = []
    overloads = recorded["overloads"] if isinstance(recorded, dict) else [recorded[1:] if is_method else recorded]
    for ov in overloads:  # every keyword MindSpore takes is taken
        for name, kind, _ in ov:
            if kind not in _VAR and kind != "POSITIONAL_ONLY" and name not in by_name and not var_kw:
                out.append(f"no keyword {name!r}")
    if isinstance(recorded, dict):  # C++ overloads: keywords only (positions differ between overloads)
        return out
    ms = overloads[0]
    ms_pos = [x for x in ms if x[1] in ("POSITIONAL_OR_KEYWORD", "POSITIONAL_ONLY")]
    shim_pos = [p for p in params if p.kind in (P.POSITIONAL_OR_KEYWORD, P.POSITIONAL_ONLY)]
    for i, (name, kind, _) in enumerate(ms_pos):  # same names at the same positions
        if i >= len(shim_pos):
            if not var_pos:
                out.append(f"position {i} ({name!r}) not taken")
            break
        if shim_pos[i].name != name and kind != "POSITIONAL_ONLY":
            out.append(f"position {i} is {shim_pos[i].name!r}, MindSpore's {name!r}")
    for name, kind, default in ms:  # same defaults (a default where MindSpore has none is a superset)
        p = by_name.get(name)
        if p is None or kind in _VAR or default is None:
            continue
        if p.default is P.empty:
            out.append(f"{name!r} has no default, MindSpore's is {default}")
            continue
        if repr(p.default) != default:
            try:
                same = eval(default, vars(mindspore)) == p.default  # recorded reprs of defaults
            except Exception:
                same = False
            if not same:
                out.append(f"default of {name!r} is {p.default!r}, MindSpore's {default}")
    return out


def _cases():
    for section, owner, is_method in (("mindspore.ops", ops, False), ("mindspore.Tensor", mindspore.Tensor, True)):
        for name, recorded in sorted(RECORDED[section].items()):
            fn = getattr(owner, name, None)
            if fn is None or recorded is None:
                continue  # not built (docs/api-coverage.md), or MindSpore exposes no signature
            yield f"{section}.{name}", recorded, fn, is_method


CASES = list(_cases())


def test_the_recording_covers_the_api():
    assert len(RECORDED["mindspore.ops"]) > 800 and len(RECORDED["mindspore.Tensor"]) > 350
    assert len(CASES) > 900


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_signature_matches_mindspore(case):
    qualname, recorded, fn, is_method = case
    problems = _problems(recorded, fn, is_method)
    if qualname in EXCEPTIONS:
        assert problems, f"{qualname} now matches MindSpore: drop it from EXCEPTIONS"
        return
    assert not problems, f"{qualname}: {problems}"


def test_keyword_calls_as_written_for_mindspore():
    """The keyword forms scripts use, each computing what the other overload computes."""
    import numpy as np

    from mindspore import Tensor

    x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
    eq = np.testing.assert_array_equal
    eq(x.sum(dim=1, keepdim=True).asnumpy(), x.sum(axis=1, keepdims=True).asnumpy())
    eq(x.sum(1, True).asnumpy(), x.sum(axis=1, keepdims=True).asnumpy())
    eq(x.mean(dim=0).asnumpy(), x.mean(axis=0).asnumpy())
    eq(x.argmax(dim=1, keepdim=True).asnumpy(), x.argmax(axis=1, keepdims=True).asnumpy())
    eq(x.transpose(0, 1).asnumpy(), x.asnumpy().T)
    eq(x.transpose(dim0=1, dim1=0).asnumpy(), x.asnumpy().T)
    eq(x.unsqueeze(dim=0).shape, (1, 2, 3))
    eq(ops.unsqueeze(x, dim=0).shape, (1, 2, 3))
    eq(ops.transpose(x, dims=(1, 0)).asnumpy(), x.asnumpy().T)
    eq(ops.pow(x, exponent=2).asnumpy(), x.asnumpy() ** 2)
    eq(ops.logsumexp(x, dim=1).shape, (2,))
    eq(x.gather(dim=1, index=Tensor(np.array([[2], [0]]))).asnumpy(), [[2.0], [3.0]])
    eq(x.std(dim=1, correction=1).asnumpy(), np.std(x.asnumpy(), axis=1, ddof=1).astype(np.float32))
    with pytest.raises(TypeError):
        x.sum(dim=1, axis=1)
