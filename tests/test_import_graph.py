"""mindshim's static import graph stays layered and free of cycles (docs/architecture.md, "Import rules").

Every ``import`` / ``from ... import`` statement of every module under ``mindshim/`` counts, at module level and
inside functions alike (a function-local import is still a dependency, only a later one). Names are resolved to
the deepest ``mindshim`` module they name (``from ..ops import functional`` is ``mindshim.ops.functional``;
``from ..ops import add`` is the package ``mindshim.ops``). The implicit import of a parent package is not an
edge. Dynamic lookups (``importlib``, the lazy name tables) are not imports and are not checked here.

The rules:

1. no import cycle between modules;
2. each top-level unit of the package (``mindshim.<name>``) sits in a layer
   of :data:`LAYERS`, and imports only units of its own layer or below: ``common`` reaches nothing above it,
   and ``_state`` imports nothing from mindshim at all;
3. no cycle between units.

Where a lower layer needs something of a higher one at run time, the higher layer registers it when imported
(``mindshim._state.PROVIDED``, the Tensor-method tables filled by ``ops``), instead of the lower one importing it.
The allow-lists below name what is left, each with its reason; an entry that no longer matches fails the test
too, so the lists only shrink.
"""

from __future__ import annotations

import ast
import os
from collections import defaultdict

import pytest

PKG_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "mindshim")

# Layer of each top-level unit, bottom first. A unit not named here is an API surface (layer 4).
LAYERS: dict[str, int] = {
    # 0: foundations, importing only each other: process state, the torch kernels and their errors, dtypes
    "_state": 0,
    "_api": 0,
    "_gen_api": 0,  # the registry's generated names (tools/gen_ops.py), pure data read by _api
    "_kernels": 0,
    "_dtype": 0,  # the dtypes (mindspore.common.dtype re-exports them)
    "_version": 0,
    "log": 0,
    "_checkparam": 0,
    "_threads": 0,  # CPU thread defaults (affinity, MindSpore's thread settings, OpenMP's wait policy)
    "_cbinary": 0,  # the C extension of the binary ops' fast path (optional; imports nothing of mindshim)
    "_prim_homes": 0,  # where MindSpore defines each primitive class (tools/record_prim_homes.py), data for _importer
    # 1: Tensor, Parameter, initializers, seeds, jit/staging
    "common": 1,
    # 2: process services over common
    "context": 2,
    "runtime": 2,
    "communication": 2,
    "graph": 2,
    "mindrecord": 2,
    "device_manager": 2,
    "hal": 2,
    "_importer": 2,
    "_script": 2,
    "_c_expression": 2,
    # 3: the ops (functional, primitives, composite/autodiff, Tensor methods)
    "ops": 3,
    # 4: API surfaces over ops (nn, mint, numpy, train, amp, dataset, ...): the default
    # 5: entry points that may import anything
    "<root>": 5,
    "__main__": 5,
    "cli": 5,
    "tools": 5,
    "msrun": 5,
    "parallel": 5,
    "pytest_plugin": 5,
    "run_check": 5,
}
SURFACE_LAYER = 4

# (importing module, imported module): why the import crosses the layers or closes a cycle between units.
ALLOWED_EDGES: dict[tuple[str, str], str] = {
    ("mindshim.ops.function.grad.grad_func", "mindshim.nn.cell"): (
        "custom_vjp returns a Cell subclass built when it is called, as MindSpore's ops.custom_vjp does; nn is "
        "imported lazily by `mindspore`, so ops cannot rely on nn having registered Cell"
    ),
    ("mindshim.nn.metrics", "mindshim.train.metrics"): (
        "MindSpore 2.10's own layout: mindspore.nn.metrics re-exports mindspore.train.metrics (no module cycle: "
        "train.metrics imports nothing from nn)"
    ),
    ("mindshim._dtype", "mindshim._kernels.errors"): (
        "_dtype words its two errors (an unknown dtype, type_size_in_bytes of a non-type) with the one errors "
        "module, imported where it raises, while the kernels import _dtype for its tables; no module cycle: "
        "_kernels.errors reads the dtype table through _state.PROVIDED"
    ),
    ("mindshim.dataset.callback.ds_callback", "mindshim.train.callback._callback"): (
        "MindSpore 2.10's own layout: WaitedDSCallback subclasses mindspore.train.Callback so that Model.train "
        "calls it (no module cycle: train.callback imports nothing from dataset; the unit cycle closes only "
        "through train's ONNX export checking for a Dataset argument)"
    ),
}

# Packages inside which modules may import each other in a cycle, with the reason.
ALLOWED_CYCLES: dict[str, str] = {
    "mindshim.mint": (
        "mint's functions are defined in mint/__init__.py, which imports its sub-packages (nn, special) at its end "
        "while those re-export some of its functions (mint.special.erfc is mint.erfc); splitting the functions "
        "out of __init__.py belongs to the mint adapter work"
    ),
}


def _modules() -> dict[str, str]:
    out = {}
    for dirpath, _, files in os.walk(PKG_DIR):
        for f in files:
            if f.endswith(".py") or f.endswith(".c"):  # a .c file is a C extension module (setup.py builds it)
                path = os.path.join(dirpath, f)
                rel = os.path.splitext(os.path.relpath(path, os.path.dirname(PKG_DIR)))[0].replace(os.sep, ".")
                out[rel[: -len(".__init__")] if rel.endswith(".__init__") else rel] = path
    return out


MODULES = _modules()


def _resolve(name: str) -> str | None:
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


def _imports(module: str) -> dict[str, int]:
    """The mindshim modules ``module`` imports, each with the line of its first import."""
    path = MODULES[module]
    if path.endswith(".c"):
        return {}  # a C extension imports no mindshim module
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read(), path)
    package = module if path.endswith("__init__.py") else module.rpartition(".")[0]
    out: dict[str, int] = {}
    for node in ast.walk(tree):
        targets = []
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names if a.name.split(".")[0] == "mindshim"]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package
                for _ in range(node.level - 1):
                    base = base.rpartition(".")[0]
                base = f"{base}.{node.module}" if node.module else base
            else:
                base = node.module or ""
            if base.split(".")[0] != "mindshim":
                continue
            targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in MODULES else base for a in node.names]
        for t in targets:
            dst = _resolve(t)
            if dst is not None and dst != module:
                out.setdefault(dst, node.lineno)
    return out


GRAPH = {m: _imports(m) for m in MODULES}


def _unit(module: str) -> str:
    parts = module.split(".")
    if len(parts) == 1:
        return "<root>"
    return parts[1]


def _layer(unit: str) -> int:
    return LAYERS.get(unit, SURFACE_LAYER)


def _sccs(graph: dict[str, set]) -> list[list[str]]:
    """Strongly connected components with more than one node (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out = []
    counter = 0
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            for child in children:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.get(child, ())))))
                    break
                if child in on_stack:
                    low[node] = min(low[node], index[child])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    comp = []
                    while True:
                        n = stack.pop()
                        on_stack.discard(n)
                        comp.append(n)
                        if n == node:
                            break
                    if len(comp) > 1:
                        out.append(sorted(comp))
    return out


def _describe_cycle(comp: list[str], graph: dict[str, dict]) -> str:
    members = set(comp)
    lines = [f"  {a}:{line} -> {b}" for a in comp for b, line in sorted(graph[a].items()) if b in members]
    return "\n".join(lines)


def _allowed_cycle(comp: list[str]) -> bool:
    return any(all(m == pkg or m.startswith(pkg + ".") for m in comp) for pkg in ALLOWED_CYCLES)


def test_no_module_import_cycles() -> None:
    bad = [c for c in _sccs({m: set(d) for m, d in GRAPH.items()}) if not _allowed_cycle(c)]
    assert not bad, "import cycles between modules (break them with a registration in mindshim._state):\n" + (
        "\n\n".join(_describe_cycle(c, GRAPH) for c in bad)
    )


def test_state_imports_nothing_from_mindshim() -> None:
    assert GRAPH["mindshim._state"] == {}, "mindshim._state must stay at the bottom of the import graph"


def test_imports_go_down_the_layers() -> None:
    bad = []
    for src, deps in sorted(GRAPH.items()):
        for dst, line in sorted(deps.items()):
            if _layer(_unit(dst)) > _layer(_unit(src)) and (src, dst) not in ALLOWED_EDGES:
                bad.append(
                    f"  {src}:{line} -> {dst}  ({_unit(src)} is layer {_layer(_unit(src))}, "
                    f"{_unit(dst)} layer {_layer(_unit(dst))})"
                )
    assert not bad, "imports up the layers (register the needed object in mindshim._state.PROVIDED instead):\n" + (
        "\n".join(bad)
    )


def test_common_imports_nothing_above_it() -> None:
    above = sorted(
        f"{src}:{line} -> {dst}"
        for src, deps in GRAPH.items()
        if _unit(src) == "common"
        for dst, line in deps.items()
        if _layer(_unit(dst)) > _layer(_unit(src))
    )
    assert not above, "common/ imports upward:\n" + "\n".join(above)


def test_no_cycles_between_units() -> None:
    units: dict[str, set] = defaultdict(set)
    where: dict[str, dict] = defaultdict(dict)
    for src, deps in GRAPH.items():
        for dst, line in deps.items():
            a, b = _unit(src), _unit(dst)
            if a != b and (src, dst) not in ALLOWED_EDGES:
                units[a].add(b)
                where[a].setdefault(b, f"{src}:{line} -> {dst}")
    bad = _sccs(dict(units))
    assert not bad, "cycles between top-level units:\n" + "\n\n".join(
        "\n".join(f"  {where[a][b]}" for a in c for b in sorted(units[a]) if b in c) for c in bad
    )


@pytest.mark.parametrize("edge", sorted(ALLOWED_EDGES), ids=lambda e: f"{e[0]}->{e[1]}")
def test_allowed_edges_still_exist(edge: tuple[str, str]) -> None:
    src, dst = edge
    assert dst in GRAPH.get(src, {}), f"{src} no longer imports {dst}: remove it from ALLOWED_EDGES"


@pytest.mark.parametrize("package", sorted(ALLOWED_CYCLES))
def test_allowed_cycles_still_exist(package: str) -> None:
    comps = _sccs({m: set(d) for m, d in GRAPH.items()})
    assert any(_allowed_cycle(c) and all(m.startswith(package) for m in c) for c in comps), (
        f"{package} has no import cycle any more: remove it from ALLOWED_CYCLES"
    )
