"""Which ``mindspore`` names that code reaches resolve under mindshim, and under real MindSpore 2.10.

A name is a dotted path under ``mindspore``: the longest importable module prefix is imported and the rest is
reached by ``getattr``, as ``from mindspore.a.b import c`` or ``ms.a.b.c`` reach it. Names come from a names table
(``names.tsv``: first column, ``#`` lines skipped) or from the ``.py`` files under a folder (its imports of
``mindspore`` and the attribute chains on names bound to them, up to three attributes).

Usage::

    python tools/check_names.py TABLE_OR_FOLDER [...]            # names that do not resolve under mindshim
    python tools/check_names.py --oracle TABLE_OR_FOLDER [...]   # ... and whether they do under MindSpore 2.10

Exit status 1 when a name resolves under MindSpore but not under mindshim (with ``--oracle``), or, without it,
when any name does not resolve under mindshim.
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ORACLE = Path(os.environ.get("MINDSHIM_ORACLE_PYTHON", Path.home() / ".cache/mindshim/ms-oracle/bin/python"))

# Run in a child python: reads the names (JSON) on stdin, prints the ones that do not resolve (JSON).
_RESOLVE = r"""
import importlib, json, sys, warnings, io, contextlib
warnings.simplefilter("ignore")
if sys.argv[1] == "shim":
    import mindshim
    mindshim.install()
import mindspore
names = json.load(sys.stdin)
bad = []
for full in names:
    parts = full.split(".")
    obj = None
    for i in range(len(parts), 0, -1):
        try:
            with contextlib.redirect_stdout(io.StringIO()):
                obj = importlib.import_module(".".join(parts[:i]))
            break
        except Exception:
            continue
    ok = obj is not None
    for p in parts[i:] if ok else ():
        try:
            obj = getattr(obj, p)
        except Exception:
            ok = False
            break
    if not ok:
        bad.append(full)
print(json.dumps(bad))
"""


def names_in_source(src: str) -> set[str]:
    """The ``mindspore`` names one file's source reaches: its imports and attribute chains on them."""
    try:
        tree = ast.parse(src)
    except SyntaxError:
        return set()
    alias: dict[str, str] = {}
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for a in node.names:
                if a.name == "mindspore" or a.name.startswith("mindspore."):
                    found.add(a.name)
                    alias[a.asname or "mindspore"] = a.name if a.asname else "mindspore"
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            if node.module == "mindspore" or node.module.startswith("mindspore."):
                for a in node.names:
                    if a.name != "*":
                        found.add(f"{node.module}.{a.name}")
                        alias[a.asname or a.name] = f"{node.module}.{a.name}"
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute):
            chain, cur = [], node
            while isinstance(cur, ast.Attribute):
                chain.append(cur.attr)
                cur = cur.value
            if isinstance(cur, ast.Name) and cur.id in alias:
                found.add(alias[cur.id] + "." + ".".join(list(reversed(chain))[:3]))
    return found


def collect(sources: list[str]) -> list[str]:
    """All names from names tables and source folders, sorted."""
    names: set[str] = set()
    for src in sources:
        path = Path(src)
        if path.is_dir():
            for f in path.rglob("*.py"):
                names |= names_in_source(f.read_text(errors="replace"))
        else:
            for line in path.read_text().splitlines():
                if line and not line.startswith("#") and not line.startswith("name\t"):
                    names.add(line.split("\t", 1)[0])
    return sorted(names)


def unresolved(side: str, names: list[str], extra_path: list[str]) -> list[str]:
    """The names that do not resolve on ``side`` ('shim' or 'ms')."""
    py = sys.executable if side == "shim" else str(ORACLE)
    path = ([str(ROOT)] if side == "shim" else []) + extra_path
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(path), GLOG_v="3")
    p = subprocess.run(
        [py, "-c", _RESOLVE, side], input=json.dumps(names), capture_output=True, text=True, env=env, check=True
    )
    return json.loads(p.stdout.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("sources", nargs="+", help="names tables (TSV, name first) or folders of .py files")
    ap.add_argument("--oracle", action="store_true", help="also resolve under real MindSpore 2.10")
    ap.add_argument("--path", action="append", default=[], help="extra PYTHONPATH entry for both sides")
    args = ap.parse_args(argv)
    names = collect(args.sources)
    shim_bad = unresolved("shim", names, args.path)
    ms_bad = set(unresolved("ms", shim_bad, args.path)) if args.oracle and shim_bad else set()
    for name in shim_bad:
        print(name + ("\t(not in MindSpore 2.10 either)" if name in ms_bad else ""))
    missing = [n for n in shim_bad if n not in ms_bad]
    print(f"{len(names) - len(shim_bad)}/{len(names)} resolve under mindshim; {len(missing)} that MindSpore has do not")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
