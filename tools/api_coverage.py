"""How much of MindSpore 2.10's public API mindshim provides, module by module (the table in docs/api-coverage.md).

Usage:
    python tools/api_coverage.py [--missing MODULE] [--write]

Reads the names recorded from real MindSpore by tools/record_api_names.py (tests/data/mindspore_api_names.json)
and counts those that mindshim's registry of public names (mindshim/_api.py) declares for the same module (its
``TENSOR`` table for ``mindspore.Tensor``; tests/test_api_registry.py checks that every declared name resolves).
``--missing mindspore.ops`` lists what one module still lacks; ``--write`` rewrites the table in
docs/api-coverage.md.
"""

from __future__ import annotations

import argparse
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAMES = os.path.join(ROOT, "tests", "data", "mindspore_api_names.json")
DOC = os.path.join(ROOT, "docs", "api-coverage.md")
BEGIN, END = "<!-- coverage table: begin -->", "<!-- coverage table: end -->"


def coverage() -> tuple[str, dict[str, tuple[int, list[str]]]]:
    """``(MindSpore version, {module: (names MindSpore has, names mindshim lacks)})``."""
    from mindshim import _api

    with open(NAMES) as f:
        data = json.load(f)
    result = {}
    for module, names in data["modules"].items():
        if module == "mindspore.Tensor":
            declared = set(_api.tensor_methods())
        else:
            try:
                declared = set(_api.names(module))
            except KeyError:
                declared = set()
        result[module] = (len(names), [n for n in names if n not in declared])
    return data["mindspore"], result


def table(version: str, result: dict) -> str:
    rows = [f"| module (MindSpore {version}) | public names | provided | share |", "|---|---:|---:|---:|"]
    total = have = 0
    for module, (n, missing) in result.items():
        got = n - len(missing)
        total, have = total + n, have + got
        rows.append(f"| `{module}` | {n} | {got} | {got / n:.0%} |")
    rows.append(f"| **all** | {total} | {have} | {have / total:.0%} |")
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--missing", metavar="MODULE", help="list the names MODULE lacks")
    ap.add_argument("--write", action="store_true", help="rewrite the table in docs/api-coverage.md")
    args = ap.parse_args(argv)
    version, result = coverage()
    if args.missing:
        print("\n".join(result[args.missing][1]))
        return 0
    text = table(version, result)
    print(text)
    if args.write:
        with open(DOC) as f:
            doc = f.read()
        head, rest = doc.split(BEGIN, 1)
        _, tail = rest.split(END, 1)
        with open(DOC, "w") as f:
            f.write(head + BEGIN + "\n" + text + "\n" + END + tail)
    return 0


if __name__ == "__main__":
    sys.exit(main())
