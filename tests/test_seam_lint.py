"""The torch seam's lint: no direct torch compute call outside ``mindshim/_kernels/``.

A direct call is ``torch.<name>(``, ``torch.nn.functional.<name>`` or ``F.<name>(`` where the file binds ``F``
to torch's functional module (``import torch.nn.functional as F``; an ``F`` that is MindSpore's
``ops.functional`` is not torch), found in the code tokens (strings and comments are not counted).
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


def count_calls(source: str) -> int:
    """The number of direct torch compute calls in Python ``source`` (code tokens only)."""
    aliases = _functional_aliases(source)
    toks = [
        t
        for t in tokenize.generate_tokens(io.StringIO(source).readline)
        if t.type in (tokenize.NAME, tokenize.OP, tokenize.NUMBER)
    ]
    n = 0
    for i, tok in enumerate(toks):
        if tok.type != tokenize.NAME or (i > 0 and toks[i - 1].string == "."):
            continue
        nxt = [t.string for t in toks[i + 1 : i + 8]]
        if tok.string == "torch" and len(nxt) >= 3 and nxt[0] == ".":
            if nxt[1:5] == ["nn", ".", "functional", "."]:
                n += 1
            elif nxt[1][:1].islower() and nxt[2] == "(" and nxt[1] not in NOT_COMPUTE:
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


def test_no_direct_torch_calls_outside_the_seam() -> None:
    found = current_counts()
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


if __name__ == "__main__":
    print(json.dumps(current_counts(), indent=1, sort_keys=True))
