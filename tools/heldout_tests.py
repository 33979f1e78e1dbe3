"""Run a held-out sample of MindSpore's CPU test files (not in the suite's corpus) under MindSpore and mindshim.

The suite in ``../shared/mindspore_tests/`` is what mindshim was fixed against; this tool measures code of the same
kinds it has not seen. It draws a seeded sample of the test files of MindSpore's repository (same pinned commit as
the suite) that the corpus does not list, spread over directories, extracts them with the helper modules they import
(outside every repository: they are MindSpore's code), runs each file under real MindSpore 2.10 CPU (the oracle) and
under ``pytest --mindshim``, and tabulates, per directory group and per file, the tests that pass on MindSpore and
how many of those pass under mindshim. For each such test failing under mindshim it prints the first ``E`` line of
its traceback, so failures can be grouped by cause.

Usage:
    python tools/heldout_tests.py sample [--seed 2026] [--n 150] [--overlap-with SEED] > sample.txt
    python tools/heldout_tests.py extract --list sample.txt [--dest DIR]
    python tools/heldout_tests.py run --side oracle|mindshim --out DIR [--jobs 2] [--filter REGEX]
    python tools/heldout_tests.py compare ORACLE_OUT MINDSHIM_OUT [--causes]
    python tools/heldout_tests.py all --out DIR [--seed 2026] [--sides oracle,mindshim]   # the four steps above

The samples of docs/mindspore-tests.md: Sample 3 is ``--seed 2026``, Sample 4 ``--seed 7`` (both ``--n 150``; 37 of
their files are shared, as the smaller directories have few candidates: ``sample --seed 7 --overlap-with 2026``
counts them on stderr). ``--sides mindshim`` reruns only mindshim's side of ``all``, reusing ``OUT/oracle`` (the
oracle side takes hours on a loaded 2-core machine); ``--dest`` apart per seed keeps two samples' files apart.

Env: ``MS_GIT`` (a git directory of MindSpore's history, default the public mirror's copy under /work/.mirror),
``MS_ORACLE`` (MindSpore 2.10's python, default ~/.cache/mindshim/ms-oracle/bin/python), ``PYTHON`` (mindshim's
python, default this one). The oracle venv needs no pytest of its own: the one beside this python is put on its path;
the other way round, mindshim's side gets the oracle venv's scipy and yaml when this python lacks them (tests compute
their expected values with scipy; ``tools/mindspore_oracle.sh`` installs PyYAML there for MindSpore's
dynamic-shape test helper).
"""

from __future__ import annotations

import argparse
import collections
import functools
import importlib.util
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


sys.path.insert(0, os.path.join(ROOT, "tools"))
from _oracle import shared_dir  # noqa: E402

SUITE = os.environ.get("SUITE", os.path.join(shared_dir(ROOT), "mindspore_tests"))
CACHE = os.path.join(os.environ.get("XDG_CACHE_HOME", os.path.expanduser("~/.cache")), "mindshim")
MS_GIT = os.environ.get("MS_GIT", "/work/.mirror/mindspore-ai+mindspore_test/repo")
MS_COMMIT = os.environ.get("MS_COMMIT", "a05ce58802d47fba782ecef8d971e05a078727c1")
ORACLE = os.environ.get("MS_ORACLE", os.path.join(CACHE, "ms-oracle", "bin", "python"))
DEST = os.path.join(CACHE, "heldout_tests")
CPU_MARK = re.compile(r"platform_x86_cpu|cpu_linux")
# (group, path regex, quota): where the sample is drawn from. tests/st files must carry a CPU mark; tests/ut run on
# CPU. Parallel, dataset, graph-kernel, dump, profiler and pi_jit trees are left out (not op/nn API code).
GROUPS = (
    ("st-ops-cpu", r"^tests/st/ops/cpu/test_[^/]*\.py$", 55),
    ("st-ops", r"^tests/st/ops/test_[^/]*\.py$", 35),
    ("st-tensor", r"^tests/st/tensor/(overload/)?test_[^/]*\.py$", 10),
    ("st-nn", r"^tests/st/nn/(.*/)?test_[^/]*\.py$", 10),
    ("st-pynative", r"^tests/st/pynative/(.*/)?test_[^/]*\.py$", 10),
    ("ut-ops", r"^tests/ut/python/ops/test_[^/]*\.py$", 15),
    ("ut-nn", r"^tests/ut/python/(nn|pynative_mode)/(.*/)?test_[^/]*\.py$", 15),
)
HELPERS = (
    "tests/mark_utils.py tests/device_utils.py tests/st/common/random_generator.py tests/st/utils/test_utils.py "
    "tests/st/pynative/utils/__init__.py tests/st/pynative/utils/grad.py tests/st/pynative/utils/tools.py "
    "tests/mindspore_test_framework/__init__.py tests/mindspore_test_framework/utils/__init__.py "
    "tests/mindspore_test_framework/utils/bprop_util.py"
).split()


def _git(*args: str, text: bool = True) -> str | bytes:
    return subprocess.run(["git", "--git-dir", MS_GIT, *args], check=True, capture_output=True, text=text).stdout


def _blob(path: str) -> str | None:
    try:
        return _git("show", f"{MS_COMMIT}:{path}")
    except subprocess.CalledProcessError:
        return None


def corpus_paths() -> set[str]:
    """The files the suite's corpus.txt lists."""
    out = set()
    with open(os.path.join(SUITE, "corpus.txt")) as f:
        for line in f:
            parts = line.split()
            if len(parts) == 2 and not parts[0].startswith("#"):
                out.add(parts[1].split("@")[0])
    return out


def sample(seed: int, n: int) -> list[tuple[str, str]]:
    """``[(group, path)]``: per group of GROUPS a seeded draw of its quota (scaled to ``n``) of unlisted files."""
    names = _git("ls-tree", "-r", "--name-only", MS_COMMIT).splitlines()
    listed = corpus_paths()
    total = sum(q for _, _, q in GROUPS)
    rows = []
    for group, rx, quota in GROUPS:
        cands = sorted(p for p in names if re.match(rx, p) and p not in listed)
        rng = random.Random(f"{seed}:{group}")
        rng.shuffle(cands)
        want = round(quota * n / total)
        picked = []
        for path in cands:
            if len(picked) == want:
                break
            text = _blob(path) or ""
            if path.startswith("tests/st/") and not CPU_MARK.search(text):
                continue
            picked.append(path)
        rows += [(group, p) for p in sorted(picked)]
    return rows


# the names of ``from M import ...``: the rest of the line, or a parenthesised list over several lines (a pattern that
# let the names run on over newlines took the next import lines' modules for names, and missed their helpers)
_IMPORT = re.compile(r"^[ \t]*(?:from\s+(\.*[\w.]*)\s+import\s+(\([^)]*\)|[^\n]*)|import\s+(tests[\w.]*))", re.M)


def _imported(path: str, text: str) -> list[str]:
    """Candidate repository paths of the ``tests.*`` and relative modules a file imports."""
    out = []
    here = os.path.dirname(path)
    for frm, names, imp in _IMPORT.findall(text):
        mod = imp or frm
        if mod.startswith("."):
            up = len(mod) - len(mod.lstrip("."))
            base = here
            for _ in range(up - 1):
                base = os.path.dirname(base)
            rest = mod.lstrip(".")
            base = os.path.join(base, *rest.split(".")) if rest else base
        elif mod.startswith("tests"):
            base = os.path.join(*mod.split("."))
        else:
            continue
        out += [base + ".py", os.path.join(base, "__init__.py")]
        for name in re.findall(r"\w+", names or ""):
            out.append(os.path.join(base, name + ".py"))
    return out


def extract(rows: list[tuple[str, str]], dest: str) -> int:
    """Write the sampled files, their ``__init__.py`` chain (not under tests/ut) and imported helpers into dest."""
    shutil.rmtree(os.path.join(dest, "tests"), ignore_errors=True)
    os.makedirs(dest, exist_ok=True)
    done: set[str] = set()
    todo = list(HELPERS) + [p for _, p in rows]
    while todo:
        path = todo.pop()
        if path in done:
            continue
        done.add(path)
        text = _blob(path)
        if text is None:
            continue
        full = os.path.join(dest, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as f:
            f.write(text)
        todo += _imported(path, text)
        d = os.path.dirname(path)
        while d and not d.startswith("tests/ut"):
            todo.append(os.path.join(d, "__init__.py"))
            d = os.path.dirname(d)
    for name in ("conftest.py", "pytest.ini"):
        shutil.copy(os.path.join(SUITE, name), os.path.join(dest, name))
    with open(os.path.join(dest, "sample.txt"), "w") as f:
        f.writelines(f"{g} {p}\n" for g, p in rows)
    return len(rows)


def _ident(path: str) -> str:
    return path[len("tests/") :].replace("/", "__").removesuffix(".py")


@functools.lru_cache(maxsize=None)
def _oracle_pytest(out: str) -> str:
    """A folder of links to this python's pytest and the packages it needs that the oracle venv lacks."""
    import importlib
    import importlib.metadata

    site = os.path.join(out, "oracle-pytest")
    os.makedirs(site, exist_ok=True)
    names = ("pytest", "_pytest", "py", "pluggy", "iniconfig", "pygments", "packaging")
    probe = (
        "import importlib.util, sys; print(' '.join(n for n in sys.argv[1:] if importlib.util.find_spec(n) is None))"
    )
    missing = subprocess.run([ORACLE, "-c", probe, *names], capture_output=True, text=True).stdout.split()
    for name in missing:
        src = importlib.import_module(name).__file__
        if os.path.basename(src) == "__init__.py":
            src = os.path.dirname(src)
        try:  # the package's metadata too: pytest looks its plugins up by distribution
            srcs = [src, str(importlib.metadata.distribution(name)._path)]
        except importlib.metadata.PackageNotFoundError:
            srcs = [src]
        for path in srcs:
            link = os.path.join(site, os.path.basename(path))
            if not os.path.lexists(link):
                os.symlink(path, link)
    return site


@functools.lru_cache(maxsize=None)
def _shim_extras(out: str) -> str:
    """A folder of links to the libraries the tests import from the oracle venv (scipy, for expected values; yaml,
    for MindSpore's dynamic-shape test helper), when this python lacks them, so that those tests run on both
    sides."""
    site = os.path.join(out, "shim-extras")
    os.makedirs(site, exist_ok=True)
    for name in ("scipy", "yaml"):
        if importlib.util.find_spec(name) is not None:
            continue
        probe = f"import {name}, os; print(os.path.dirname(os.path.dirname({name}.__file__)))"
        where = subprocess.run([ORACLE, "-c", probe], capture_output=True, text=True).stdout.strip()
        if not where:
            continue
        for entry in os.listdir(where):
            if entry == name or entry.startswith((f"{name}.", f"{name}-")):
                link = os.path.join(site, entry)
                if not os.path.lexists(link):
                    os.symlink(os.path.join(where, entry), link)
    return site


def run_one(side: str, dest: str, out: str, path: str, file_timeout: int, root: str = ROOT) -> tuple[str, int]:
    """Run one file under ``side`` (mindshim: the tree at ``root``); its JSON lines and log go to
    out/<ident>.{jsonl,log}."""
    ident = _ident(path)
    env = dict(os.environ, DEVICE_TARGET="CPU", GLOG_v="3", PYTHONDONTWRITEBYTECODE="1", PYTHONHASHSEED="0")
    env.setdefault("EXT_TEST_TIMEOUT", "60")
    env["EXT_JSONL"] = os.path.join(out, ident + ".jsonl")
    if side == "oracle":
        py, extra = ORACLE, []
        env["PYTHONPATH"] = _oracle_pytest(out)
    else:
        py, extra = os.environ.get("PYTHON", sys.executable), ["--mindshim"]
        env["PYTHONPATH"] = os.pathsep.join((root, _shim_extras(out)))
    with open(os.path.join(dest, path), encoding="utf-8", errors="replace") as f:
        mopt = ["-m", "platform_x86_cpu or cpu_linux"] if CPU_MARK.search(f.read()) else []
    for suffix in (".jsonl", ".log"):
        if os.path.exists(os.path.join(out, ident + suffix)):
            os.remove(os.path.join(out, ident + suffix))
    cmd = ["nice", "-n", "10", "timeout", "-k", "10", str(file_timeout), py, "-m", "pytest"]
    cmd += ["-c", os.path.join(dest, "pytest.ini"), "--rootdir", dest, "-p", "no:cacheprovider", "-rA"]
    cmd += ["--tb=short", *mopt, *extra, os.path.join(dest, path)]
    work = tempfile.mkdtemp(prefix="heldout-")
    try:
        with open(os.path.join(out, ident + ".log"), "w") as log:
            rc = subprocess.run(cmd, cwd=work, env=env, stdout=log, stderr=subprocess.STDOUT).returncode
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return path, rc


def run(side: str, dest: str, out: str, jobs: int, filt: str, file_timeout: int, root: str = ROOT) -> None:
    """Run the extracted sample's files (those matching ``filt``) under ``side``, ``jobs`` at a time (mindshim: the
    tree at ``root``, e.g. an earlier commit exported with ``git archive``, to measure before a change)."""
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(dest, "sample.txt")) as f:
        rows = [line.split() for line in f if line.strip()]
    rows = [(g, p) for g, p in rows if re.search(filt, f"{g} {p}")]
    if side == "oracle":
        _oracle_pytest(out)
    with ThreadPoolExecutor(max(1, jobs)) as pool:
        futs = [pool.submit(run_one, side, dest, out, p, file_timeout, root) for _, p in rows]
        for fut in futs:
            path, rc = fut.result()
            print(f"{side} {path} rc={rc}", flush=True)


def statuses(out: str, path: str) -> dict[str, bool]:
    """``{test id: passed}`` for one file's run: call phase passed (or skipped at call) and no phase failed."""
    status: dict[str, bool] = {}
    jl = os.path.join(out, _ident(path) + ".jsonl")
    if not os.path.exists(jl):
        return status
    with open(jl, encoding="utf-8") as f:
        for line in f:
            rec = json.loads(line)
            node = rec["nodeid"]
            node = node[node.index("tests/") :] if "tests/" in node else node
            ok = rec["outcome"] == "passed" or (rec["outcome"] == "skipped" and rec["when"] == "call")
            if rec["when"] == "call":
                status[node] = status.get(node, True) and ok
            elif not ok and rec["outcome"] != "skipped":
                status[node] = False
    return status


def first_errors(out: str, path: str) -> dict[str, str]:
    """``{test name: first 'E' line of its traceback}`` from one file's log (and '<file>' for a collection error)."""
    log = os.path.join(out, _ident(path) + ".log")
    if not os.path.exists(log):
        return {}
    errs: dict[str, str] = {}
    name = "<file>"
    with open(log, encoding="utf-8", errors="replace") as f:
        for line in f:
            m = re.match(r"^_{3,} (?:ERROR collecting .*|(?:ERROR at \w+ of )?(\S+)) _{3,}$", line)
            if m:
                name = m.group(1) or "<file>"
            elif line.startswith("E ") and name not in errs:
                errs[name] = line[1:].strip()[:200]
    return errs


def compare(oracle_out: str, shim_out: str, dest: str, causes: bool) -> str:
    """Markdown tables of the sample: per group and per file, tests passing on MindSpore and under mindshim."""
    with open(os.path.join(dest, "sample.txt")) as f:
        rows = [line.split() for line in f if line.strip()]
    per_group: dict = collections.defaultdict(lambda: [0, 0, 0, 0, 0])
    files, misses = [], []
    skipped = []
    for group, path in rows:
        if not all(os.path.exists(os.path.join(d, _ident(path) + ".log")) for d in (oracle_out, shim_out)):
            skipped.append(path)  # not run on both sides (yet): left out of the counts
            continue
        ref = {k for k, ok in statuses(oracle_out, path).items() if ok}
        shim = statuses(shim_out, path)
        passed = sorted(k for k in ref if shim.get(k, False))
        g = per_group[group]
        g[0] += 1
        g[1] += bool(ref)
        g[2] += bool(ref) and len(passed) == len(ref)
        g[3] += len(ref)
        g[4] += len(passed)
        files.append((group, path, len(ref), len(passed)))
        if causes and len(passed) < len(ref):
            errs = first_errors(shim_out, path)
            for k in sorted(ref - set(passed)):
                short = k.split("::")[-1]
                misses.append(
                    f"{path}::{short}\t{errs.get(short.split('[')[0], errs.get(short, errs.get('<file>', '?')))}"
                )
    lines = [
        "| group | files | files with a test passing on MindSpore | all of those pass under mindshim "
        "| tests passing on MindSpore | pass under mindshim | rate |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    tot = [0] * 5
    for group, g in sorted(per_group.items()):
        tot = [a + b for a, b in zip(tot, g)]
        lines.append(f"| {group} | {g[0]} | {g[1]} | {g[2]} | {g[3]} | {g[4]} | {100 * g[4] / max(g[3], 1):.1f}% |")
    lines.append(
        f"| **all** | {tot[0]} | {tot[1]} | {tot[2]} | {tot[3]} | {tot[4]} | **{100 * tot[4] / max(tot[3], 1):.1f}%** |"
    )
    lines += ["", "| group | file | pass on MindSpore | under mindshim |", "|---|---|---:|---:|"]
    for group, path, r, p in sorted(files, key=lambda t: (t[3] - t[2], t[1])):
        if r and p < r:
            lines.append(f"| {group} | `{path}` | {r} | {p} |")
    if skipped:
        lines += ["", f"{len(skipped)} files of the sample not run on both sides are left out."]
    if causes:
        lines += ["", *misses]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("sample", help="print the sample's 'group path' lines")
    e = sub.add_parser("extract", help="extract the listed files and their helpers")
    e.add_argument("--list", required=True)
    r = sub.add_parser("run", help="run the extracted files under one side")
    r.add_argument("--side", choices=("oracle", "mindshim"), required=True)
    c = sub.add_parser("compare", help="tabulate two runs")
    c.add_argument("oracle_out")
    c.add_argument("shim_out")
    c.add_argument("--causes", action="store_true", help="list each test lost under mindshim with its first error")
    a = sub.add_parser("all", help="sample, extract, run both sides, compare")
    for p in (s, a):
        p.add_argument("--seed", type=int, default=2026)
        p.add_argument("--n", type=int, default=150)
    for p in (e, r, c, a):
        p.add_argument("--dest", default=DEST, help=f"where the files are extracted (default {DEST})")
    s.add_argument("--overlap-with", type=int, help="count (on stderr) the files also in this seed's sample")
    a.add_argument("--sides", default="oracle,mindshim", help="the sides to run, in order (others are reused)")
    for p in (r, a):
        p.add_argument("--out", required=True, help="where the per-file logs and JSON lines go")
        p.add_argument("--jobs", type=int, default=2)
        p.add_argument("--filter", default=".", help="regex over 'group path' (run only)")
        p.add_argument("--file-timeout", type=int, default=300)
        p.add_argument("--root", default=ROOT, help="the mindshim tree to run (default: this checkout)")
    args = ap.parse_args(argv)
    if args.cmd == "sample":
        rows = sample(args.seed, args.n)
        for g, p in rows:
            print(g, p)
        if args.overlap_with is not None:
            other = {p for _, p in sample(args.overlap_with, args.n)}
            shared = collections.Counter(g for g, p in rows if p in other)
            print(f"{sum(shared.values())} of {len(rows)} files also in seed {args.overlap_with}'s sample: "
                  + ", ".join(f"{g} {n}" for g, n in sorted(shared.items())), file=sys.stderr)  # fmt: skip
    elif args.cmd == "extract":
        with open(args.list) as f:
            rows = [tuple(line.split()) for line in f if line.strip()]
        print(f"extracted {extract(rows, args.dest)} test files into {args.dest}")
    elif args.cmd == "run":
        run(args.side, args.dest, args.out, args.jobs, args.filter, args.file_timeout, args.root)
    elif args.cmd == "compare":
        print(compare(args.oracle_out, args.shim_out, args.dest, args.causes))
    else:
        extract(sample(args.seed, args.n), args.dest)
        for side in args.sides.split(","):
            run(side, args.dest, os.path.join(args.out, side), args.jobs, args.filter, args.file_timeout, args.root)
        print(compare(os.path.join(args.out, "oracle"), os.path.join(args.out, "mindshim"), args.dest, True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
