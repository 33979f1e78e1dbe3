"""No torch text in an error a user sees: every bad input of the cross-surface tables, through every surface,
raises an exception worded as MindSpore words it, with no torch frame in its traceback and no chained torch
exception.

The tables are ``tests/cross_surface_cases/<family>.py`` (their exception classes are checked against MindSpore
2.10 by ``tests/test_cross_surface.py``); MindSpore's own messages for them are
``tests/data/cross_surface_messages/<family>.json`` (``tools/record_cross_surface.py``). A phrase of torch's
(``mat1``, ``Given groups``, ``expected ... but got`` ...) fails a case unless MindSpore's message for that case
uses it too (MindSpore says ``Dimension out of range (expected to be in range of [-2, 2), but got 2)`` for some
ops; its ``must be ..., but got ...`` is its own form, so ``but got`` counts only after torch's ``expected``).
"""

from __future__ import annotations

import importlib
import json
import os
import re
import traceback
import types
import warnings

import pytest
import torch

from cross_surface_cases import _harness

HERE = os.path.dirname(os.path.abspath(__file__))
MESSAGES = os.path.join(HERE, "data", "cross_surface_messages")
FAMILIES = sorted(
    f[:-3] for f in os.listdir(os.path.join(HERE, "cross_surface_cases")) if f.endswith(".py") and not f.startswith("_")
)
TORCH_DIR = os.path.dirname(torch.__file__) + os.sep

# torch's phrasing: the phrase, and the pattern that finds it in a message
PHRASES = {
    p: re.compile(rx)
    for p, rx in (
        ("mat1", r"\bmat[12]\b"),
        ("Given groups", r"Given groups"),
        ("index out of range in self", r"index out of range in self"),
        ("Dimension out of range", r"Dimension out of range"),
        ("Expected", r"\bExpected\b"),
        # MindSpore's own messages say "must be ..., but got ..." everywhere; torch's say "expected ..., but got"
        ("but got", r"\b[Ee]xpected\b[^.;]*\bbut got\b"),
        ("instead", r"\binstead\b"),
        ("size mismatch", r"size mismatch"),
        ("must match the size", r"must match the size"),
        ("torch", r"\btorch\b"),
        ("aten", r"\baten\b"),
        ("at::", r"\bat::"),
    )
}


def _problems(exc: BaseException, allowed: str) -> list[str]:
    """What in ``exc`` shows torch: phrases of torch's that MindSpore's message ``allowed`` lacks, a torch frame
    in its traceback, a shown chained exception."""
    out = []
    msg = str(exc)
    for phrase, rx in PHRASES.items():
        if rx.search(msg) and not rx.search(allowed):
            out.append(f"says {phrase!r}")
    frames = [f.filename for f in traceback.extract_tb(exc.__traceback__) if f.filename.startswith(TORCH_DIR)]
    if frames:
        out.append(f"torch frame {os.path.relpath(frames[-1], TORCH_DIR)}")
    shown = exc.__cause__ if exc.__cause__ is not None else (None if exc.__suppress_context__ else exc.__context__)
    if shown is not None:
        out.append(f"chains {type(shown).__module__}.{type(shown).__name__}")
    return out


def _raise(case, surface: str):
    ns = _harness._namespace()
    ms = ns["ms"]
    for k, v in case.inputs.items():
        ns[k] = _harness._build(v, ms)
    eval(case.calls[surface], ns)  # the expressions are the case tables' own


@pytest.mark.parametrize("family", FAMILIES)
def test_errors_have_no_torch_text(family):
    """Every exception the family's cases raise is MindSpore's wording, with no torch frame and no torch chain."""
    path = os.path.join(MESSAGES, f"{family}.json")
    if not os.path.exists(path):
        pytest.fail(f"{family} has no recorded messages: run tools/record_cross_surface.py --only {family}")
    recorded = json.load(open(path))["messages"]
    mod = importlib.import_module(f"cross_surface_cases.{family}")
    bad, raised = [], 0
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for case in mod.CASES:
            allowed = " ".join(recorded.get(case.key, {}).values())
            for surface in case.calls:
                try:
                    _raise(case, surface)
                except Exception as e:  # the exception is what is checked
                    raised += 1
                    found = _problems(e, allowed)
                    if found:
                        first = str(e).strip().splitlines()[0] if str(e).strip() else ""
                        bad.append(f"{case.key} [{surface}] {type(e).__name__}: {first[:160]} -- {', '.join(found)}")
    assert not bad, f"{len(bad)} of {raised} errors show torch:\n" + "\n".join(bad)


def test_the_sweep_is_large():
    """The tables hold hundreds of bad inputs, MindSpore's error recorded for each."""
    n = 0
    for family in FAMILIES:
        path = os.path.join(MESSAGES, f"{family}.json")
        if os.path.exists(path):
            n += sum(len(v) for v in json.load(open(path))["messages"].values())
    assert n >= 500, n


def test_every_kernel_is_covered():
    """Each kernel module exports its kernels through ``errors.cover``: every function in its ``__all__`` that it
    defines translates the exceptions leaving it (the shared ``dtypes`` and ``errors`` modules excepted)."""
    import mindshim._kernels as kernels

    missing = []
    for name in sorted(f[:-3] for f in os.listdir(os.path.dirname(kernels.__file__)) if f.endswith(".py")):
        if name.startswith("_") or name in ("dtypes", "errors"):
            continue
        mod = importlib.import_module(f"mindshim._kernels.{name}")
        assert hasattr(mod, "__ms_uncovered__"), f"{name} does not call errors.cover(globals())"
        for fn_name in getattr(mod, "__all__", ()):
            fn = getattr(mod, fn_name)
            if fn_name in mod.__ms_uncovered__:  # covered by its callers (named, with the reason, at the call)
                continue
            if isinstance(fn, types.FunctionType) and not getattr(fn, "__ms_covered__", False):
                if getattr(fn, "__wrapped__", fn).__module__ == mod.__name__:
                    missing.append(f"{name}.{fn_name}")
    assert not missing, missing


def test_cover_translates_a_torch_error():
    """A covered kernel's torch error leaves as MindSpore's class, named by the op and its operands, raised from
    None; mindshim's own error leaves unchanged but unchained."""
    from mindshim._kernels import errors

    def dense_kernel(x: torch.Tensor, w: torch.Tensor) -> torch.Tensor:
        return torch.matmul(x, w)

    def own_kernel(prim: str, x: torch.Tensor) -> torch.Tensor:
        try:
            return torch.matmul(x, x)
        except RuntimeError as e:
            raise ValueError(f"For '{prim}', the 'x' must be square.") from e

    ns = {"__name__": "k", "__all__": ["dense_kernel", "own_kernel"]}
    dense_kernel.__module__ = own_kernel.__module__ = "k"
    ns.update(dense_kernel=dense_kernel, own_kernel=own_kernel)
    errors.cover(ns)
    with pytest.raises(ValueError) as info:
        ns["dense_kernel"](torch.ones(2, 3), torch.ones(4, 5))
    e = info.value
    assert str(e) == (
        "For 'DenseKernel', the shapes or values of the inputs 'x' (Tensor[Float32], shape [2, 3]), "
        "'w' (Tensor[Float32], shape [4, 5]) are not supported."
    )
    assert e.__cause__ is None and e.__suppress_context__
    assert not _problems(e, "")
    with pytest.raises(ValueError) as info:
        ns["own_kernel"]("MatMul", torch.ones(2, 3))
    assert str(info.value) == "For 'MatMul', the 'x' must be square."
    assert info.value.__cause__ is None and info.value.__suppress_context__
    assert ns["dense_kernel"](torch.ones(2, 3), torch.ones(3, 1)).shape == (2, 1)


def test_translated_block():
    """``with translated(op):`` leaves a torch error as MindSpore's, unchained; a block without an error returns
    its value."""
    from mindshim._kernels.errors import translated

    with pytest.raises(ValueError) as info:
        with translated("Transpose"):
            torch.ones(2, 3).permute(0, 2)
    assert str(info.value) == "For 'Transpose', an axis given for the inputs is out of range or repeated."
    assert not _problems(info.value, "")
    with translated("Add"):
        r = torch.ones(2) + 1
    assert r.tolist() == [2.0, 2.0]


@pytest.mark.parametrize("family", ["conv", "linalg", "shape_ops"])
def test_errors_under_jit_have_no_torch_text(family):
    """The same check inside a ``jit`` function (a staged region: some kernels word their errors as MindSpore's
    graph compiler does), for the families whose errors change wording there."""
    import mindspore as ms

    path = os.path.join(MESSAGES, f"{family}.json")
    recorded = json.load(open(path))["messages"] if os.path.exists(path) else {}
    mod = importlib.import_module(f"cross_surface_cases.{family}")
    staged = ms.jit(_raise)
    bad, raised = [], 0
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for case in mod.CASES:
            if case.key not in recorded:
                continue  # MindSpore raised nothing for it
            allowed = " ".join(recorded[case.key].values())
            for surface in case.calls:
                try:
                    staged(case, surface)
                except Exception as e:  # the exception is what is checked
                    raised += 1
                    found = _problems(e, allowed)
                    if found:
                        first = str(e).strip().splitlines()[0] if str(e).strip() else ""
                        bad.append(f"{case.key} [{surface}] {type(e).__name__}: {first[:160]} -- {', '.join(found)}")
    assert raised > 20
    assert not bad, f"{len(bad)} of {raised} errors show torch:\n" + "\n".join(bad)
