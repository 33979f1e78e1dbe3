"""Record the call signatures of real MindSpore's ``mindspore.ops`` functions and ``mindspore.Tensor`` methods.

Usage:
    python tools/record_signatures.py [--python ORACLE_PYTHON]

Runs a probe under the MindSpore 2.10 venv (default ~/.cache/mindshim/ms-oracle/bin/python) and writes
tests/data/ms_signatures.json: for every public function of ``mindspore.ops`` (classes, i.e. primitives, left out)
and every public method of ``mindspore.Tensor``, the parameter list ``inspect.signature`` gives, each parameter as
``[name, kind, default]`` (kind one of ``POSITIONAL_ONLY``, ``POSITIONAL_OR_KEYWORD``, ``VAR_POSITIONAL``,
``KEYWORD_ONLY``, ``VAR_KEYWORD``; default the ``repr`` of the default, or ``null`` for none). Callables whose
signature MindSpore does not expose (C++ bound functions) are recorded as ``null``.
``tests/test_signatures.py`` compares mindshim's signatures with this file.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "tests", "data", "ms_signatures.json")
DEFAULT_ORACLE = os.path.expanduser("~/.cache/mindshim/ms-oracle/bin/python")

PROBE = r"""
import inspect, json, types
import mindspore
from mindspore import ops

def sig(fn):
    try:
        s = inspect.signature(fn)
    except (TypeError, ValueError):
        return None
    out = []
    for p in s.parameters.values():
        d = None if p.default is inspect.Parameter.empty else repr(p.default)
        out.append([p.name, p.kind.name, d])
    return out

def doc_overloads(name, doc):
    # C++-bound methods expose no signature: take the ones their documentation states (the first line,
    # '.. method:: Tensor.name(...)' lines, and overloads named in backquotes such as a deprecation warning's).
    import ast, re
    found = []
    lines = doc.strip().splitlines()
    cands = []
    if lines:
        cands.append(lines[0])
    cands += re.findall(r"\.\. method:: Tensor\.(" + re.escape(name) + r"\(.*?\))", doc)
    cands += re.findall(r"`(" + re.escape(name) + r"\([^`]*\))`", doc)
    for c in cands:
        m = re.match(r"\s*(?:Tensor\.)?" + re.escape(name) + r"\((.*)\)", c.split("->")[0].strip())
        if not m:
            continue
        try:
            tree = ast.parse(f"def f(self, {m.group(1)}): pass" if m.group(1).strip() else "def f(self): pass")
        except SyntaxError:
            continue
        a = tree.body[0].args
        params = []
        pos = a.args[1:]
        defs = [None] * (len(pos) - len(a.defaults)) + [ast.unparse(d) for d in a.defaults]
        for arg, d in zip(pos, defs):
            params.append([arg.arg, "POSITIONAL_OR_KEYWORD", d])
        if a.vararg:
            params.append([a.vararg.arg, "VAR_POSITIONAL", None])
        for arg, d in zip(a.kwonlyargs, a.kw_defaults):
            params.append([arg.arg, "KEYWORD_ONLY", None if d is None else ast.unparse(d)])
        if a.kwarg:
            params.append([a.kwarg.arg, "VAR_KEYWORD", None])
        if params not in found:
            found.append(params)
    return found

res = {"mindspore.ops": {}, "mindspore.Tensor": {}}
for n in sorted(dir(ops)):
    if n.startswith("_"):
        continue
    v = getattr(ops, n, None)
    if isinstance(v, (type, types.ModuleType)) or not callable(v):
        continue
    res["mindspore.ops"][n] = sig(v)
for n in sorted(dir(mindspore.Tensor)):
    if n.startswith("_"):
        continue
    v = inspect.getattr_static(mindspore.Tensor, n, None)
    if isinstance(v, (property, type)) or not callable(getattr(mindspore.Tensor, n, None)):
        continue
    if isinstance(v, (staticmethod, classmethod)):
        continue
    s = sig(getattr(mindspore.Tensor, n))
    if s is None:
        s = {"overloads": doc_overloads(n, getattr(mindspore.Tensor, n).__doc__ or "")}
    res["mindspore.Tensor"][n] = s
print(json.dumps(res))
"""


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--python", default=DEFAULT_ORACLE, help="the MindSpore 2.10 venv's python")
    args = ap.parse_args()
    proc = subprocess.run(
        [args.python, "-c", PROBE], capture_output=True, text=True, check=True, env={**os.environ, "GLOG_v": "3"}
    )
    data = json.loads(proc.stdout.strip().splitlines()[-1])
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("{\n")
        for i, (section, entries) in enumerate(sorted(data.items())):
            f.write(f" {json.dumps(section)}: {{\n")
            items = sorted(entries.items())
            for j, (name, sig) in enumerate(items):
                sep = "," if j < len(items) - 1 else ""
                f.write(f"  {json.dumps(name)}: {json.dumps(sig)}{sep}\n")
            f.write(" }" + ("," if i < len(data) - 1 else "") + "\n")
        f.write("}\n")
    counts = {k: len(v) for k, v in data.items()}
    print(f"wrote {OUT}: {counts}", file=sys.stderr)


if __name__ == "__main__":
    main()
