"""Run MindSpore's tutorial pages under real MindSpore and under mindshim, cell by cell, and compare their stdout.

    python tools/tutorials.py deps                    # matplotlib, opencv, tqdm into the scratch folder (once)
    python tools/tutorials.py extract                 # write one script per page into the scratch folder
    python tools/tutorials.py run --side oracle       # run them under real MindSpore 2.10 CPU
    python tools/tutorials.py run --side shim         # ... and under ``python -m mindshim``
    python tools/tutorials.py table                   # compare and print the markdown table
    python tools/tutorials.py all --only 'beginner/*' # the three steps for some pages

The pages come from the docs repository's git mirror (``--docs``, branch ``--branch``, default master: the 2.7
docs). Each page's ```python fences (a ``.md``) or code cells (a ``.ipynb``) become one script, in page order, each
cell inside ``try`` so that a failing cell is recorded (``@@cell N error Class``) and the page goes on, as a
notebook does when its cells are run one by one. Shell lines (``!pip``, ``%``, ``$``), shell blocks and blocks
the page marks Ascend/GPU-only are left out; ``device_target`` Ascend/GPU becomes CPU; epochs are cut to 1 and
CIFAR-10 reads to a few samples. ``mindspore.set_seed(1)`` and ``np.random.seed(1)`` run first, so that seeded
values can be compared. Downloads go through a local ``download`` package that writes tiny synthetic data in the
format the page expects (MNIST idx, CIFAR-10 binary, FashionMNIST, ImageFolder trees; ``requests.get`` gives IMDB
reviews and GloVe vectors); other URLs raise ``OSError``; ``HOME`` is the page's run folder. Scripts,
data and outputs stay in the scratch folder (``--scratch``, outside the repository): the pages' text is
MindSpore's and is not committed.

Each cell's stdout is compared with ``tests/golden_compare.compare`` after masking timings, paths and addresses:
'numeric' (numbers within 1e-4 relative), else 'structure' (same text and number count, values free).
"""

from __future__ import annotations

import argparse
import fnmatch
import json
import os
import re
import subprocess
import sys
import textwrap
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "tests"))
sys.path.insert(0, HERE)

from _oracle import DEFAULT_ORACLE, oracle_env  # noqa: E402
from golden_compare import compare  # noqa: E402

DOCS = "/work/.mirror/mindspore-ai+docs/repo"
SCRATCH = "/tmp/mindshim-tutorials"
SHIM_PYTHON = sys.executable

# pages in the order they are measured: the beginner pages and the cv/nlp/generative applications first
PAGES = [
    "tutorials/source_en/beginner/quick_start.md",
    "tutorials/source_en/beginner/tensor.md",
    "tutorials/source_en/beginner/dataset.md",
    "tutorials/source_en/beginner/model.md",
    "tutorials/source_en/beginner/autograd.md",
    "tutorials/source_en/beginner/train.md",
    "tutorials/source_en/beginner/save_load.md",
    "tutorials/source_en/beginner/accelerate_with_static_graph.md",
    "tutorials/source_en/beginner/mixed_precision.md",
    "tutorials/source_en/cv/resnet50.md",
    "tutorials/source_en/cv/transfer_learning.md",
    "tutorials/source_en/cv/vit.md",
    "tutorials/source_en/cv/fcn8s.md",
    "tutorials/source_en/cv/ssd.md",
    "tutorials/source_en/nlp/sentiment_analysis.md",
    "tutorials/source_en/nlp/sequence_labeling.md",
    "tutorials/source_en/generative/gan.md",
    "tutorials/source_en/generative/dcgan.md",
    "tutorials/source_en/generative/cyclegan.md",
    "tutorials/source_en/generative/pix2pix.md",
    "tutorials/source_en/generative/diffusion.md",
    "tutorials/source_en/compile/static_graph.md",
    "tutorials/source_en/compile/statements.md",
    "tutorials/source_en/compile/python_builtin_functions.md",
    "tutorials/source_en/compile/static_graph_expert_programming.md",
    "tutorials/source_en/custom_program/hook_program.md",
    "tutorials/source_en/debug/pynative.md",
    "tutorials/source_en/dataset/sampler.md",
    "tutorials/source_en/dataset/eager.md",
    "tutorials/source_en/dataset/python_objects.md",
    "tutorials/source_en/dataset/augment.md",
    "tutorials/source_en/dataset/cache.md",
    "tutorials/source_en/dataset/dataset_autotune.md",
    "tutorials/source_en/dataset/dataset_offload.md",
    "tutorials/source_en/dataset/optimize.ipynb",
    "tutorials/source_en/dataset/record.ipynb",
]

FENCE_RE = re.compile(r"^([ \t]*)```python[^\n]*\n(.*?)^\1```", re.S | re.M)
DEVICE_ONLY_RE = re.compile(
    r"only (?:supports?|runs?|works?|available)(?: on)? (?:the )?(?:Ascend|GPU)|(?:Ascend|GPU)[- ]only"
    r"|supported only on (?:Ascend|GPU)",
    re.I,
)
SHELL_START_RE = re.compile(r"^\s*(?:\$ |pip |export |bash |msrun |mpirun |cd |python \S+\.py|sh )")
EPOCHS_RE = re.compile(
    r"^(\s*)(num_epochs|epochs|total_epoch|epoch_size|epoch_num|n_epochs|num_epoch|epoch|train_epochs|epochs_num)"
    r"(\s*=\s*)\d+\b",
    re.M,
)


def page_name(path: str) -> str:
    """``beginner/quick_start`` for ``tutorials/source_en/beginner/quick_start.md``."""
    rel = path.split("source_en/", 1)[-1]
    return rel.rsplit(".", 1)[0] if not path.startswith("docs/") else "docs/" + rel.rsplit(".", 1)[0]


def read_page(docs: str, branch: str, path: str) -> str:
    """The page's text at ``branch`` of the docs mirror."""
    return subprocess.run(
        ["git", "--git-dir", docs, "show", f"{branch}:{path}"], capture_output=True, text=True, check=True
    ).stdout


def cells_of(path: str, text: str) -> list[str]:
    """The page's Python code blocks in order: fences of a .md, code cells of a .ipynb; shell and device-only ones
    left out (an empty string keeps a left-out block's place in the numbering)."""
    if path.endswith(".ipynb"):
        nb = json.loads(text)
        blocks = [("", "".join(c["source"])) for c in nb["cells"] if c["cell_type"] == "code"]
    else:
        blocks, pos = [], 0
        for m in FENCE_RE.finditer(text):
            prose = text[pos : m.start()][-600:]
            blocks.append((prose, textwrap.dedent(m.group(2))))
            pos = m.end()
    out = []
    for prose, code in blocks:
        lines = [ln for ln in code.splitlines() if not ln.lstrip().startswith(("!", "%"))]
        first = next((ln for ln in lines if ln.strip() and not ln.lstrip().startswith("#")), "")
        if SHELL_START_RE.match(first) or DEVICE_ONLY_RE.search(prose.split("\n\n")[-1] if prose else ""):
            out.append("")
            continue
        out.append("\n".join(lines))
    return out


def adapt(code: str) -> str:
    """A cell as it runs here: CPU for Ascend/GPU, epochs cut to 1, CIFAR-10 read to 64 samples, one dataset
    worker."""
    code = re.sub(r"""(device_target\s*=\s*|set_device\(\s*)(["'])(?:Ascend|GPU)\2""", r"\1\2CPU\2", code)
    code = EPOCHS_RE.sub(r"\1\2\g<3>1", code)
    code = re.sub(r"\bCifar10Dataset\((?![^)\n]*sampler)", "Cifar10Dataset(num_samples=64, ", code)
    # this machine has 2 cores: MindSpore rejects more dataset workers than that
    code = re.sub(r"(num_parallel_workers\s*=\s*)(?:\d+|cpu_count\(\))", r"\g<1>1", code)
    code = re.sub(r"^(\s*(?:workers|num_workers)\s*=\s*)\d+", r"\g<1>1", code, flags=re.M)
    return code


PRELUDE = """\
import sys as _tut_sys, traceback as _tut_tb
_tut_sys.path.insert(1, {shim_dir!r})
_tut_sys.path.append({deps!r})  # after each side's own packages
import numpy as _tut_np
_tut_np.random.seed(1)
import mindspore as _tut_ms
_tut_ms.set_seed(1)
"""


def script_of(cells: list[str], shim_dir: str) -> str:
    """One script running every cell inside ``try``, with a ``@@cell N`` mark on stdout before each."""
    parts = [PRELUDE.format(shim_dir=shim_dir, deps=os.path.join(os.path.dirname(shim_dir), "pydeps"))]
    for i, code in enumerate(cells):
        if not code.strip():
            continue
        code = adapt(code.replace("\u00a0", " "))
        try:
            compile(code, f"<cell {i}>", "exec")
        except SyntaxError:
            code = "raise SyntaxError('the page prints this cell so that it does not parse')"
        body = "\n".join(("    " + ln) if ln.strip() else "" for ln in code.splitlines())
        parts.append(
            f"print('@@cell {i}', flush=True)\ntry:\n{body}\n    pass\n"
            f"except BaseException as _tut_e:\n"
            f"    print('@@cell {i} error', type(_tut_e).__name__, flush=True)\n"
            f"    _tut_tb.print_exc()\n"
        )
    return "\n".join(parts)


# ---------------------------------------------------------------------------------------------------------------
# the ``download`` package the pages import, writing synthetic data

DOWNLOAD_SHIM = '''\
"""Stands in for the ``download`` package: writes tiny synthetic data where the tutorial expects it."""
import os
import sys

sys.path.insert(0, {tools!r})
import modelzoo as _mz


def _canidae(root):
    _mz.make_image_folder(os.path.join(root, "data", "Canidae"), splits=("train", "val"), classes=2, per_class=4,
                          size=(64, 72))


def _vit(root):
    _mz.make_image_folder(os.path.join(root, "dataset"), splits=("train", "val", "infer"), classes=2, per_class=2,
                          size=(64, 80))


def _flat_images(folder, n, size):
    from PIL import Image
    import numpy as np

    os.makedirs(folder, exist_ok=True)
    rng = np.random.default_rng(0)
    for i in range(n):
        Image.fromarray(rng.integers(0, 255, size=(*size, 3), dtype=np.uint8)).save(os.path.join(folder, f"{{i}}.jpg"))


def _cat(root):
    _flat_images(os.path.join(root, "image_cat", "jpg"), 1, (120, 160))
    os.replace(os.path.join(root, "image_cat", "jpg", "0.jpg"),
               os.path.join(root, "image_cat", "jpg", "000000039769.jpg"))


def _fashion(root):
    folder = os.path.join(root, "dataset")
    _mz.make_mnist_idx(folder, train=32, test=16)
    for split in ("train", "test"):
        for name in os.listdir(os.path.join(folder, split)):
            os.replace(os.path.join(folder, split, name), os.path.join(folder, name))


MAKERS = {{
    "MNIST_Data.zip": lambda root: _mz.make_mnist_idx(os.path.join(root, "MNIST_Data"), train=128, test=64),
    "cifar-10-binary.tar.gz": lambda root: _mz.make_cifar10_bin(root, train_files=5, classes=10,
                                                                 train_dir="cifar-10-batches-bin",
                                                                 test_dir="cifar-10-batches-bin"),
    "Canidae_data.zip": _canidae,
    "vit_imagenet_dataset.zip": _vit,
    "faces.zip": lambda root: _flat_images(os.path.join(root, "faces"), 16, (64, 64)),
    "image_cat.zip": _cat,
    "dataset.zip": _fashion,
}}


def download(url, path="./", kind="file", replace=False, **kwargs):
    name = url.rsplit("/", 1)[-1]
    if name not in MAKERS:
        raise OSError("no network: " + url)
    os.makedirs(path, exist_ok=True)
    MAKERS[name](path)
    return path
'''


# what the pages import beyond MindSpore, numpy and PIL (pinned to wheels built for numpy 1), installed with
# ``pip --target`` into the scratch folder and put on both sides' path (plots go to matplotlib's Agg backend)
DEPS = [
    "matplotlib==3.8.4",
    "contourpy==1.2.1",
    "cycler==0.12.1",
    "fonttools==4.53.1",
    "kiwisolver==1.4.5",
    "pyparsing==3.1.2",
    "python-dateutil==2.9.0.post0",
    "six==1.16.0",
    "packaging==24.1",
    "opencv-python-headless==4.8.1.78",
    "tqdm==4.66.4",
    "scipy==1.11.4",
]


def install_deps(scratch: str) -> None:
    """``pip install --target scratch/pydeps --no-deps`` of :data:`DEPS` (the pages' plotting and image libraries)."""
    target = os.path.join(scratch, "pydeps")
    subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--target", target, "--no-deps", *DEPS], check=True)


REQUESTS_SHIM = '''\
"""Stands in for ``requests.get`` of the pages that download with it: synthetic IMDB reviews and GloVe vectors."""
import io
import os
import sys
import tarfile
import tempfile
import zipfile

sys.path.insert(0, {tools!r})
import modelzoo as _mz


def _imdb():
    with tempfile.TemporaryDirectory() as root:
        _mz.make_aclimdb_glove(root, per_label=6, dim=100)
        buf = io.BytesIO()
        with tarfile.open(fileobj=buf, mode="w:gz") as tar:
            tar.add(os.path.join(root, "aclImdb"), arcname="aclImdb")
        return buf.getvalue()


def _glove():
    with tempfile.TemporaryDirectory() as root:
        _mz.make_aclimdb_glove(root, per_label=1, dim=100)
        with open(os.path.join(root, "glove", "glove.6B.100d.txt")) as f:
            text = "".join(f.readlines()[1:])  # the GloVe file itself has no count line
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        z.writestr("glove.6B.100d.txt", text)
    return buf.getvalue()


FILES = {{"aclImdb_v1.tar.gz": _imdb, "glove.6B.zip": _glove}}


class _Response:
    def __init__(self, data):
        self.content = data
        self.headers = {{"Content-Length": str(len(data))}}
        self.status_code = 200

    def iter_content(self, chunk_size=1024):
        for i in range(0, len(self.content), chunk_size):
            yield self.content[i : i + chunk_size]

    def raise_for_status(self):
        pass


def get(url, *args, **kwargs):
    name = url.rsplit("/", 1)[-1]
    if name not in FILES:
        raise OSError("no network: " + url)
    return _Response(FILES[name]())
'''


def extract(docs: str, branch: str, scratch: str, pages: list[str]) -> None:
    """Write ``scratch/scripts/<page>.py`` for each page and the ``download`` stand-in."""
    shim_dir = os.path.join(scratch, "site")
    os.makedirs(shim_dir, exist_ok=True)
    with open(os.path.join(shim_dir, "download.py"), "w") as f:
        f.write(DOWNLOAD_SHIM.format(tools=HERE))
    with open(os.path.join(shim_dir, "requests.py"), "w") as f:
        f.write(REQUESTS_SHIM.format(tools=HERE))
    for path in pages:
        cells = cells_of(path, read_page(docs, branch, path))
        out = os.path.join(scratch, "scripts", page_name(path) + ".py")
        os.makedirs(os.path.dirname(out), exist_ok=True)
        with open(out, "w") as f:
            f.write(script_of(cells, shim_dir))
        print(f"{page_name(path)}: {sum(1 for c in cells if c.strip())} cells of {len(cells)}")


def run_page(side: str, scratch: str, name: str, timeout: float, shim_python: str) -> dict:
    """Run one page's script on ``side`` ('oracle' or 'shim') in a fresh folder; keep its stdout and stderr."""
    work = os.path.join(scratch, "work", side, name)
    subprocess.run(["rm", "-rf", work], check=True)
    os.makedirs(work)
    script = os.path.join(scratch, "scripts", name + ".py")
    if side == "oracle":
        cmd, env = [DEFAULT_ORACLE, script], oracle_env()
    else:
        cmd, env = [shim_python, "-m", "mindshim", script], dict(os.environ, PYTHONPATH=ROOT)
    env["PYTHONUNBUFFERED"] = "1"
    env["MPLBACKEND"] = "Agg"
    env["HOME"] = work  # pages cache downloads under ~ (``~/.mindspore_examples``)
    t0 = time.time()
    try:
        p = subprocess.run(
            ["nice", "-n", "10", *cmd],
            cwd=work,
            env=env,
            capture_output=True,
            timeout=timeout,
            stdin=subprocess.DEVNULL,
        )
        rc, out, err = p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired as e:
        rc, out, err = "timeout", e.stdout or b"", e.stderr or b""
    res = {"rc": rc, "seconds": round(time.time() - t0, 1)}
    base = os.path.join(scratch, "out", side, name)
    os.makedirs(os.path.dirname(base), exist_ok=True)
    for ext, data in ((".out", out), (".err", err)):
        with open(base + ext, "wb") as f:
            f.write(data)
    with open(base + ".json", "w") as f:
        json.dump(res, f)
    return res


MASKS = [
    (re.compile(r"(?<![\w.])\d+(?:\.\d+)?\s*(?:ms|s|sec|seconds)\b"), "<time>"),
    (re.compile(r"(?i)(time|cost|elapsed|speed|fps)[^\n]*"), r"\1<masked>"),
    (re.compile(r"0x[0-9a-fA-F]+"), "<addr>"),
    (re.compile(r"(?:/[\w.@+-]+){2,}/?"), "<path>"),
    (re.compile(r"\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(?:\.\d+)?"), "<date>"),
]


def mask(text: str) -> str:
    """stdout with timings, dates, addresses and absolute paths replaced by fixed words."""
    for rx, rep in MASKS:
        text = rx.sub(rep, text)
    return text


def split_cells(text: str) -> dict[int, tuple[str, str | None]]:
    """cell number -> (its stdout, the exception class it ended with or None); a cell that never started is absent."""
    cells: dict[int, list] = {}
    cur = None
    for line in text.splitlines(keepends=True):
        m = re.match(r"@@cell (\d+)( error (\S+))?\s*$", line)
        if m:
            cur = int(m.group(1))
            if m.group(2):
                cells[cur][1] = m.group(3)
            else:
                cells[cur] = ["", None]
            continue
        if cur is not None:
            cells[cur][0] += line
    return {k: (v[0], v[1]) for k, v in cells.items()}


def judge(scratch: str, name: str) -> dict | None:
    """Per page: cells run, cells that raised on each side, and how the cells' stdout compares."""
    sides = {}
    for side in ("oracle", "shim"):
        base = os.path.join(scratch, "out", side, name)
        if not os.path.exists(base + ".json"):
            return None
        with open(base + ".json") as f:
            res = json.load(f)
        with open(base + ".out", encoding="utf-8", errors="replace") as f:
            res["cells"] = split_cells(f.read())
        sides[side] = res
    o, s = sides["oracle"]["cells"], sides["shim"]["cells"]
    numeric = structure = 0
    first_diff = None
    for k in sorted(o):
        (eo, ee), (go, ge) = o[k], s.get(k, ("", "not run"))
        same_exc = ee == ge
        eo, go = mask(eo), mask(go)
        if same_exc and compare(eo, go) is None:
            numeric += 1
        elif same_exc and compare(eo, go, mode="structure") is None:
            structure += 1
        elif first_diff is None:
            why = f"raised {ge}" if ge and ge != ee else (f"MindSpore raised {ee}" if ee != ge else compare(eo, go))
            first_diff = f"cell {k}: {why}"
    return {
        "page": name,
        "cells": len(o),
        "oracle_rc": sides["oracle"]["rc"],
        "shim_rc": sides["shim"]["rc"],
        "oracle_errors": sum(1 for v in o.values() if v[1]),
        "shim_errors": sum(1 for v in s.values() if v[1]),
        "numeric": numeric,
        "structure": structure,
        "first_diff": first_diff,
        "oracle_s": sides["oracle"]["seconds"],
        "shim_s": sides["shim"]["seconds"],
    }


def table(scratch: str, names: list[str]) -> str:
    """The markdown table of the judged pages."""
    rows = [
        "| page | cells | MindSpore: cells raising | mindshim: cells raising | cells matching (numeric + structure) "
        "| match | first difference |",
        "|---|---|---|---|---|---|---|",
    ]
    for name in names:
        r = judge(scratch, name)
        if r is None:
            continue
        ok = r["numeric"] + r["structure"]
        match = "yes" if ok == r["cells"] and not r["structure"] else ("structure" if ok == r["cells"] else "no")
        ms = f"{r['oracle_errors']}" + (" (timeout)" if r["oracle_rc"] == "timeout" else "")
        sh = f"{r['shim_errors']}" + (" (timeout)" if r["shim_rc"] == "timeout" else "")
        diff = (r["first_diff"] or "").replace("|", "\\|").replace("\n", " ")[:140]
        rows.append(
            f"| {r['page']} | {r['cells']} | {ms} | {sh} | {ok} ({r['numeric']} + {r['structure']}) | {match} "
            f"| {diff} |"
        )
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("step", choices=("deps", "extract", "run", "table", "all"))
    ap.add_argument("--side", choices=("oracle", "shim", "both"), default="both")
    ap.add_argument("--only", action="append", help="page glob, e.g. 'beginner/*' (repeatable)")
    ap.add_argument("--docs", default=DOCS, help="the docs repository's git directory")
    ap.add_argument("--branch", default="master")
    ap.add_argument("--scratch", default=SCRATCH)
    ap.add_argument("--timeout", type=float, default=300)
    ap.add_argument("--shim-python", default=SHIM_PYTHON)
    args = ap.parse_args(argv)
    pages = [p for p in PAGES if not args.only or any(fnmatch.fnmatch(page_name(p), g) for g in args.only)]
    names = [page_name(p) for p in pages]
    if args.step == "deps":
        install_deps(args.scratch)
    if args.step in ("extract", "all"):
        extract(args.docs, args.branch, args.scratch, pages)
    if args.step in ("run", "all"):
        sides = ("oracle", "shim") if args.side == "both" else (args.side,)
        for name in names:
            for side in sides:
                res = run_page(side, args.scratch, name, args.timeout, args.shim_python)
                print(f"{side:6} {name}: rc {res['rc']} in {res['seconds']} s", flush=True)
    if args.step in ("table", "all"):
        print(table(args.scratch, names))
    return 0


if __name__ == "__main__":
    sys.exit(main())
