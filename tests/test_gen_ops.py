"""The ops declared as rows (mindshim/ops/_defs/) and the modules tools/gen_ops.py generates from them.

The generated files are checked in; regenerating them from the rows must give the same text. A new row, alone,
must make the op on every surface: the functional op, its primitive class, ``mint``, the ``Tensor`` method and
its in-place form.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import gen_ops  # noqa: E402


def test_generated_files_match_the_rows(tmp_path):
    rows = gen_ops.load_rows()
    stale = []
    for rel, text in gen_ops.generate(rows).items():
        with open(os.path.join(ROOT, rel), encoding="utf-8") as f:
            if f.read() != text:
                stale.append(rel)
                (tmp_path / rel.replace("/", "_")).write_text(text)
    assert not stale, f"generated files differ from mindshim/ops/_defs (run python tools/gen_ops.py): {stale}"


def test_every_row_names_a_kernel_and_unique_surfaces():
    from mindshim._kernels import elementwise as K

    rows = gen_ops.load_rows()
    table = {"binary": K.BINARY, "unary": K.UNARY}
    missing = [
        op.name
        for op in rows
        if op.kind in table
        and not (callable(getattr(K, op.kernel_fn, None)) if op.kernel_fn else op.kernel_key in table[op.kind])
    ]
    assert not missing, missing
    functions = gen_ops._function_names(rows)
    classes = gen_ops._class_names(rows)
    methods = [t for op in rows for t in op.tensor + op.inplace]
    for names in (functions, classes, methods):
        assert len(names) == len(set(names)), sorted(n for n in set(names) if names.count(n) > 1)


NEW_ROW = """
ROWS = ROWS + (
    _b("demo_sqdiff", "DemoSqDiff", "demo ``(input - other) ** 2``", kernel="squared_difference",
       aliases=("demo_sqdiff_alias", "demo_sqdiff_x(x, y)"), mint=("demo_sqdiff",), tensor=("demo_sqdiff",),
       inplace=("demo_sqdiff_",), tensor_kw=("y=other",)),
    _u("demo_neg", "DemoNeg", "demo negation", kernel="neg", mint=("demo_neg",), tensor=("demo_neg",),
       init=(("flag", False),)),
)
"""

PROBE = """
import numpy as np
import mindshim as ms
from mindshim import Tensor, mint, ops, _api

x = Tensor(np.array([1.0, 2.0, 4.0], np.float32))
y = Tensor(np.array([3.0, 2.0, 1.0], np.float32))
want = ops.squared_difference(x, y).asnumpy().tolist()
assert want == [4.0, 0.0, 9.0], want
got = {
    "ops": ops.demo_sqdiff(x, y),
    "functional": ms.ops.function.math_func.demo_sqdiff(x, y),
    "alias": ops.demo_sqdiff_alias(x, y),
    "alias_x": ops.demo_sqdiff_x(x=x, y=y),
    "primitive": ops.DemoSqDiff()(x, y),
    "P": ms.ops.operations.DemoSqDiff()(x, y),
    "mint": mint.demo_sqdiff(x, y),
    "tensor": x.demo_sqdiff(y),
    "tensor_kw": x.demo_sqdiff(y=y),
}
for k, v in got.items():
    assert v.asnumpy().tolist() == want, (k, v)
assert repr(ops.DemoSqDiff()) == "Prim[DemoSqDiff]", repr(ops.DemoSqDiff())
z = Tensor(np.array([1.0, 2.0, 4.0], np.float32))
r = z.demo_sqdiff_(y)
assert r is z and z.asnumpy().tolist() == want, z
try:
    ops.demo_sqdiff(x, Tensor(np.ones((2,), np.float32)))
except ValueError as e:
    assert "DemoSqDiff" in str(e), e
else:
    raise AssertionError("no broadcast error")
assert ops.demo_neg(x).asnumpy().tolist() == [-1.0, -2.0, -4.0]
assert mint.demo_neg(x).asnumpy().tolist() == x.demo_neg().asnumpy().tolist() == [-1.0, -2.0, -4.0]
assert ops.DemoNeg()(x).asnumpy().tolist() == [-1.0, -2.0, -4.0]
assert ops.DemoNeg().flag is False and repr(ops.DemoNeg(flag=True)) == "Prim[DemoNeg]<flag=True>", repr(ops.DemoNeg(True))
try:
    ops.demo_neg(1.0)
except TypeError as e:
    assert "DemoNeg" in str(e), e
assert "demo_sqdiff" in _api.names("mindspore.ops") and "DemoSqDiff" in _api.names("mindspore.ops")
assert "demo_sqdiff" in _api.names("mindspore.mint") and "demo_sqdiff_" in _api.tensor_methods()
print("ok")
"""


def run_with_rows(tmp_path, family: str, rows: str, probe: str, generated: tuple[str, ...]) -> None:
    """Append ``rows`` to ``mindshim/ops/_defs/<family>.py`` in a copy of the tree, regenerate, check that the
    generated modules hold each of ``generated`` and run ``probe`` there (it prints ``ok``)."""
    pkg = tmp_path / "mindshim"
    shutil.copytree(os.path.join(ROOT, "mindshim"), pkg, ignore=shutil.ignore_patterns("__pycache__"))
    with open(pkg / "ops" / "_defs" / f"{family}.py", "a", encoding="utf-8") as f:
        f.write(textwrap.dedent(rows))
    assert gen_ops.main(["--root", str(tmp_path)]) == 0
    text = "".join((pkg / "ops" / "auto_generate" / n).read_text() for n in ("_gen_ops_def.py", "_gen_ops_prim.py"))
    assert all(g in text for g in generated), [g for g in generated if g not in text]
    env = {**os.environ, "PYTHONPATH": str(tmp_path)}
    out = subprocess.run(
        [sys.executable, "-c", probe], env=env, cwd=str(tmp_path), capture_output=True, text=True, timeout=300
    )
    assert out.returncode == 0 and out.stdout.strip().endswith("ok"), out.stdout[-2000:] + out.stderr[-4000:]


def test_a_new_row_reaches_every_surface(tmp_path):
    run_with_rows(tmp_path, "elementwise", NEW_ROW, PROBE, ("def demo_sqdiff(", "class DemoSqDiff(Primitive)"))
