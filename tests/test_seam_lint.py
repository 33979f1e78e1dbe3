"""The torch seam's lint: no direct torch compute call outside ``mindshim/_kernels/``.

A direct call is ``torch.<name>(``, ``torch.nn.functional.<name>`` or ``F.<name>(`` where the file binds ``F``
to torch's functional module (``import torch.nn.functional as F``; an ``F`` that is MindSpore's
``ops.functional`` is not torch), or a call of a function of torch's compute submodules (``torch.fft.fft(``,
``torch.linalg.inv(``, ``torch.special.i0(``, ``torch.nn.init.eye_(``: ``COMPUTE_SUBMODULES``), found in the code
tokens (strings and comments are not counted). A torch compute function used as a value (``_mk(torch.fft.fft)``,
``fn = torch.exp``) is counted too, since whatever receives it calls torch; one named inside a ``{...}`` literal
is not (a set of functions compared by identity, as a ``TorchFunctionMode`` does), nor one compared with
``is`` / ``in`` / ``==``.
Calls that compute nothing are not counted: autograd-mode switches and queries (``torch.no_grad()``,
``torch.is_grad_enabled()``, ...), dtype and device metadata (``torch.finfo``, ``torch.result_type``,
``torch.promote_types``, ``torch.broadcast_shapes``, ``torch.device``, ...), type tests (``torch.is_tensor``),
process settings (``torch.set_num_threads``), RNG state (``torch.manual_seed``), ``torch.compile`` and file I/O
(``torch.load`` / ``torch.save``); they are listed in ``NOT_COMPUTE``. Conversions of data into a tensor (``torch.tensor``, ``torch.as_tensor``,
``torch.from_numpy``) and creation ops (``torch.zeros``, ``torch.arange``, ...) are counted.
A file with any fails: put the computation in a kernel under ``mindshim/_kernels/`` and call that instead
(``docs/architecture.md``, "Adding an op"). ``python tests/test_seam_lint.py`` lists the calls it finds.
"""

from __future__ import annotations

import io
import json
import os
import re
import tokenize

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGE = os.path.join(ROOT, "mindshim")
SEAM = os.path.join(PACKAGE, "_kernels")
# torch functions that compute no tensor values: autograd-mode state, dtype/device/shape metadata, type tests,
# process settings, RNG state, compilation and file I/O.
NOT_COMPUTE = frozenset(
    {
        "no_grad",
        "enable_grad",
        "is_grad_enabled",
        "set_grad_enabled",
        "inference_mode",
        "is_inference_mode_enabled",
        "device",
        "finfo",
        "iinfo",
        "result_type",
        "promote_types",
        "can_cast",
        "broadcast_shapes",
        "get_default_dtype",
        "is_tensor",
        "is_floating_point",
        "is_complex",
        # process settings, RNG state, compilation and file I/O: no tensor values computed
        "set_num_threads",
        "set_num_interop_threads",
        "get_num_threads",
        "use_deterministic_algorithms",
        "manual_seed",
        "initial_seed",
        "get_rng_state",
        "set_rng_state",
        "compile",
        "load",
        "save",
    }
)


def _functional_aliases(source: str) -> set[str]:
    """The names ``source`` binds torch's functional module to (``import torch.nn.functional as F``,
    ``from torch.nn import functional as F``); ``F`` bound to something else (MindSpore's ``ops.functional``) is
    not torch."""
    found = set()
    for m in re.finditer(
        r"^\s*(?:import\s+torch\.nn\.functional|from\s+torch\.nn\s+import\s+functional)\s+as\s+(\w+)", source, re.M
    ):
        found.add(m.group(1))
    return found


# torch's submodules whose functions compute tensor values (torch.nn.functional is counted on its own, above)
COMPUTE_SUBMODULES = frozenset({"fft", "linalg", "special", "nn.init"})
# tokens before a name that compare it rather than hand it on
_COMPARE = frozenset({"is", "in", "not", "==", "!="})


def _torch_function(name: str) -> bool:
    """Whether ``torch.<name>`` is a function (not a dtype, class, module or constant)."""
    import torch

    obj = getattr(torch, name, None)
    return callable(obj) and not isinstance(obj, type)


def count_calls(source: str) -> int:
    """The number of direct torch compute calls in Python ``source`` (code tokens only), torch compute functions
    used as values included."""
    aliases = _functional_aliases(source)
    toks = [
        t
        for t in tokenize.generate_tokens(io.StringIO(source).readline)
        if t.type in (tokenize.NAME, tokenize.OP, tokenize.NUMBER)
    ]
    n = 0
    brackets: list[str] = []
    for i, tok in enumerate(toks):
        if tok.string in "([{" and tok.type == tokenize.OP:
            brackets.append(tok.string)
        elif tok.string in ")]}" and tok.type == tokenize.OP and brackets:
            brackets.pop()
        if tok.type != tokenize.NAME or (i > 0 and toks[i - 1].string == "."):
            continue
        nxt = [t.string for t in toks[i + 1 : i + 8]]
        if tok.string == "torch" and len(nxt) >= 3 and nxt[0] == ".":
            chain, j = [], i + 1
            while j + 1 < len(toks) and toks[j].string == "." and toks[j + 1].type == tokenize.NAME:
                chain.append(toks[j + 1].string)
                j += 2
            after = toks[j].string if j < len(toks) else ""
            called = after == "("
            # a value handed on (an argument, an assignment, a list): not in a {...} literal, not compared
            handed = (
                not called
                and not (brackets and brackets[-1] == "{")
                and not (i > 0 and toks[i - 1].string in _COMPARE)
                and after not in _COMPARE
            )
            if chain[:2] == ["nn", "functional"] and len(chain) > 2:
                n += 1
            elif len(chain) == 1:
                name = chain[0]
                if name in NOT_COMPUTE:
                    continue
                if (called and name[:1].islower()) or (handed and _torch_function(name)):
                    n += 1
            elif ".".join(chain[:-1]) in COMPUTE_SUBMODULES and (called or handed):
                n += 1
        elif tok.string in aliases and len(nxt) >= 3 and nxt[0] == "." and nxt[2] == "(":
            n += 1
    return n


def current_counts() -> dict[str, int]:
    """``{path relative to the repository: count}`` for every module of ``mindshim/`` outside the seam."""
    out: dict[str, int] = {}
    for dirpath, dirnames, files in os.walk(PACKAGE):
        dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
        if os.path.commonpath([dirpath, SEAM]) == SEAM:
            continue
        for f in sorted(files):
            if f.endswith(".py"):
                path = os.path.join(dirpath, f)
                with open(path, encoding="utf-8") as fh:
                    n = count_calls(fh.read())
                if n:
                    out[os.path.relpath(path, ROOT).replace(os.sep, "/")] = n
    return out


# files outside the seam whose torch references are known and on their way out, each with its count and reason;
# an entry whose count no longer matches fails, so the list only shrinks
PENDING: dict[str, int] = {}


def test_no_direct_torch_calls_outside_the_seam() -> None:
    found = current_counts()
    stale = {p: (n, found.get(p, 0)) for p, n in PENDING.items() if found.get(p, 0) != n}
    assert not stale, f"PENDING entries that no longer match (path: (listed, found)): {stale}; update the list"
    found = {p: n for p, n in found.items() if p not in PENDING}
    assert not found, (
        "direct torch compute calls outside mindshim/_kernels/ (file: count): "
        + ", ".join(f"{p}: {n}" for p, n in sorted(found.items()))
        + ". Call a kernel in mindshim/_kernels/ instead (see docs/architecture.md)."
    )


def test_counter_reads_code_not_text() -> None:
    src = 'import torch\nimport torch.nn.functional as F\nx = torch.zeros(3)  # torch.ones(3)\ny = F.relu(x)\n"torch.exp(x)"\nz = torch.nn.functional.gelu\n'
    assert count_calls(src) == 3
    assert count_calls("with torch.no_grad():\n    e = torch.finfo(x.dtype).eps\n") == 0
    assert count_calls("y = torch.where(torch.is_tensor(x), x, 0)\n") == 1
    # F bound to MindSpore's ops.functional is not torch
    assert count_calls("from mindspore.ops import functional as F\ny = F.depend(x, y)\n") == 0


def test_counter_sees_submodules_and_functions_as_values() -> None:
    # calls of torch's compute submodules, and torch functions handed to code that calls them
    assert count_calls("y = torch.fft.fft(x, n=4)\nq, r = torch.linalg.qr(a)\nz = torch.special.i0(x)\n") == 3
    assert count_calls('fft = _mk(torch.fft.fft, "fft")\nf = torch.exp\nops = [torch.add, torch.sub]\n') == 4
    assert count_calls("torch.nn.init.eye_(t)\n_seeded(torch.nn.init.orthogonal_, t, 1.0)\n") == 2
    # not computing: autograd, devices, dtypes, classes, identity sets and comparisons
    src = (
        "g = torch.autograd.grad(y, x)\nok = torch.cuda.is_available()\nd = torch.float32\nT = torch.Tensor\n"
        "FACTORIES = {torch.ones, torch.zeros}\nif func is torch.add or func == torch.sub:\n    pass\n"
    )
    assert count_calls(src) == 0


if __name__ == "__main__":
    print(json.dumps(current_counts(), indent=1, sort_keys=True))
