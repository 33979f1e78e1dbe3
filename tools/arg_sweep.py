"""Call every ``mindspore.ops`` function with bad arguments under real MindSpore and under mindshim; tabulate outcomes.

Usage:
    python tools/arg_sweep.py [--oracle ORACLE_PYTHON] [--out FILE.tsv] [--only NAME,...] [--prefix P,...]
                              [--ms-cache FILE.json] [--timeout S]

Each function ``f`` of ``mindspore.ops`` (its public names recorded from MindSpore 2.10, less the classes) is called as
``f(x, v)`` and ``f(v)`` for ``v`` in ``True, 1.5, None, "a", (1,), [1]`` (``x`` a Float32 Tensor of shape [2, 3]),
and as ``f(t, t)`` for a Bool, an Int32 and a Float32 Tensor ``t``. Each call's outcome is a summary of the value
(``Tensor Float32 [2, 3]``, a number's type and value, a tuple's items) or the exception class and message (its
text before MindSpore's C++ call stack).

MindSpore reports a failed kernel's error again on a later call in the same process, so its calls run in fresh
processes: a worker imports the library once and forks one child per function, which makes the function's calls in
order and ends after the first call that raises; the calls left run in the next fork (so every failing call is the
last one of its process). A call running past ``--timeout`` seconds, or killing its child, is recorded as such.
mindshim runs the same way with this checkout's ``mindshim`` made ``mindspore`` (``mindshim._importer``).

``--ms-cache FILE`` keeps MindSpore's outcomes in a JSON file: the functions it holds are not called under MindSpore
again, the others are and are added to it (the oracle side is the slow one; mindshim's is rerun after each change).
``--prefix`` keeps the functions whose names start with one of the given prefixes.

The TSV (default ``arg_sweep.tsv``, not committed) has one row per call: ``function``, ``call``, MindSpore's
outcome, mindshim's and the row's kind (JSON-quoted fields). The kinds:

- ``same``: same value summary, or the same exception class and message;
- ``ms_raises``: MindSpore raises, mindshim computed a value;
- ``shim_raises``: mindshim raises, MindSpore computed;
- ``other_class``: both raise, different exception classes;
- ``other_text``: both raise the same class with different messages.

Besides, a mindshim exception whose message differs from MindSpore's outcome and that no ``raise`` of mindshim's
own code made (Python's interpreter, a builtin, numpy or torch raised it: ``errors._raised_by_mindshim``) counts as
"Python or torch text shown". The summary printed at the end gives the three counts of the sweep: MindSpore
raises and mindshim computed, other exception class, Python or torch text shown.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _oracle import DEFAULT_ORACLE, oracle_env

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# the worker: argv[1] the side ("ms" or "shim"), argv[2] the per-call timeout; stdin the JSON list of names;
# one JSON line per call on stdout, after the mark
WORKER = r"""
import json, os, select, signal, sys
side, timeout = sys.argv[1], int(sys.argv[2])
if side == "shim":
    import mindshim._importer as _imp
    _imp.install()
    from mindshim._kernels import errors as _errors
import numpy as np
import mindspore
from mindspore import Tensor, ops

names = json.loads(sys.stdin.read())
X = Tensor(np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], np.float32))
B = Tensor(np.array([[True, False, True], [False, True, False]]))
I = Tensor(np.array([[1, 2, 3], [4, 5, 6]], np.int32))
VALUES = (("True", True), ("1.5", 1.5), ("None", None), ('"a"', "a"), ("(1,)", (1,)), ("[1]", [1]))
CALLS = [(f"f(x, {s})", (lambda v: lambda: (X, v))(v)) for s, v in VALUES]
CALLS += [(f"f({s})", (lambda v: lambda: (v,))(v)) for s, v in VALUES]
CALLS += [(f"f({n}, {n})", (lambda t: lambda: (t, t))(t)) for n, t in (("bool", B), ("int", I), ("float", X))]


def summary(r, depth=0):
    if isinstance(r, Tensor):
        return f"Tensor {r.dtype} {list(r.shape)}"
    if isinstance(r, (tuple, list)) and depth < 2:
        items = [summary(v, depth + 1) for v in list(r)[:6]]
        return f"{type(r).__name__}({', '.join(items)}{', ...' if len(r) > 6 else ''})"
    if isinstance(r, bool) or r is None:
        return repr(r)
    if isinstance(r, (int, float)):
        return f"{type(r).__name__} {round(float(r), 4)}"
    return type(r).__name__


def message(e):
    text = str(e)
    for cut in ("\n\n----", "\n----------------------------------------------------\n- C++ Call Stack"):
        text = text.split(cut)[0]
    return text.strip()


def alarm(*_):
    raise TimeoutError("call timed out")


def run(name, start, wfd):
    signal.signal(signal.SIGALRM, alarm)
    f = getattr(ops, name)
    for i in range(start, len(CALLS)):
        label, make = CALLS[i]
        rec = {"function": name, "call": label}
        raised = False
        try:
            signal.alarm(timeout)
            try:
                r = f(*make())
                rec["outcome"] = "= " + summary(r)
            finally:
                signal.alarm(0)
        except BaseException as e:  # noqa: BLE001
            raised = True
            rec["outcome"] = f"{type(e).__name__}: {message(e)}"
            if side == "shim":
                rec["own"] = _errors._raised_by_mindshim(e)
        os.write(wfd, (json.dumps(rec) + "\n").encode())
        if raised:
            break


out = sys.stdout
for name in names:
    if not callable(getattr(ops, name, None)):
        for label, _ in CALLS:
            out.write("@@CALL@@" + json.dumps({"function": name, "call": label, "outcome": "missing"}) + "\n")
        continue
    start = 0
    while start < len(CALLS):
        rfd, wfd = os.pipe()
        out.flush()
        pid = os.fork()
        if pid == 0:
            os.close(rfd)
            code = 0
            try:
                sys.stdout = open(os.devnull, "w")
                sys.stderr = open(os.devnull, "w")
                os.dup2(sys.stdout.fileno(), 1)
                os.dup2(sys.stderr.fileno(), 2)
                run(name, start, wfd)
            except BaseException:  # noqa: BLE001
                code = 1
            os._exit(code)
        os.close(wfd)
        data = b""
        while True:
            ready, _, _ = select.select([rfd], [], [], 2 * timeout + 5)
            if not ready:  # stuck where the alarm cannot interrupt it
                os.kill(pid, signal.SIGKILL)
                break
            chunk = os.read(rfd, 65536)
            if not chunk:
                break
            data += chunk
        os.close(rfd)
        os.waitpid(pid, 0)
        recs = [json.loads(ln) for ln in data.decode().splitlines() if ln.strip()]
        for rec in recs:
            out.write("@@CALL@@" + json.dumps(rec) + "\n")
        start += len(recs)
        if not recs or (start < len(CALLS) and not recs[-1]["outcome"].startswith(tuple("ABCDEFGHIJKLMNOPQRSTUVWXYZ"))):
            # the child died inside a call (or before its first): record the call and go on with the next
            out.write("@@CALL@@" + json.dumps({"function": name, "call": CALLS[start][0], "outcome": "crashed"}) + "\n")
            start += 1
out.flush()
"""

NAMES_SCRIPT = r"""
import inspect, json, sys
from mindspore import ops
public = set(json.load(open(sys.argv[1]))["modules"]["mindspore.ops"])
names = sorted(n for n in public if not inspect.isclass(getattr(ops, n, None)) and callable(getattr(ops, n, None)))
print("@@NAMES@@" + json.dumps(names))
"""
NAMES = os.path.join(ROOT, "tests", "data", "mindspore_api_names.json")

KINDS = ("same", "ms_raises", "shim_raises", "other_class", "other_text")


def ops_names(oracle: str) -> list[str]:
    """The functions of real MindSpore's ``mindspore.ops``, sorted: its public names as recorded from MindSpore 2.10
    (``tests/data/mindspore_api_names.json``) less the classes."""
    out = subprocess.run([oracle, "-c", NAMES_SCRIPT, NAMES], capture_output=True, text=True, env=oracle_env()).stdout
    line = next(ln for ln in out.splitlines() if ln.startswith("@@NAMES@@"))
    return json.loads(line[len("@@NAMES@@") :])


def start_side(python: str, side: str, names: list[str], timeout: int, cwd: str) -> subprocess.Popen:
    """Start the worker of one side over ``names``; its stdout carries one ``@@CALL@@`` JSON line per call."""
    env = oracle_env() if side == "ms" else dict(os.environ, PYTHONPATH=ROOT, OMP_NUM_THREADS="1")
    proc = subprocess.Popen(
        [python, "-c", WORKER, side, str(timeout)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=env,
        cwd=cwd,
    )
    proc.stdin.write(json.dumps(names))
    proc.stdin.close()
    return proc


def collect(proc: subprocess.Popen) -> dict[tuple[str, str], dict]:
    """The worker's records by ``(function, call)``."""
    recs = {}
    for line in proc.stdout:
        if line.startswith("@@CALL@@"):
            rec = json.loads(line[len("@@CALL@@") :])
            recs[rec["function"], rec["call"]] = rec
    proc.wait()
    return recs


def kind(ms: str, shim: str) -> str:
    """The row's kind (see the module docstring) from the two outcomes."""
    if ms == shim:
        return "same"
    ms_val, shim_val = ms.startswith("= "), shim.startswith("= ")
    if ms_val and shim_val:
        return "same" if ms == shim else "other_value"
    if shim_val:
        return "ms_raises"
    if ms_val:
        return "shim_raises"
    if ms.split(":", 1)[0] != shim.split(":", 1)[0]:
        return "other_class"
    return "other_text"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--oracle", default=DEFAULT_ORACLE, help="python of the MindSpore 2.10 venv")
    ap.add_argument("--python", default=sys.executable, help="python that runs mindshim")
    ap.add_argument("--out", default="arg_sweep.tsv", help="the TSV written")
    ap.add_argument("--only", help="comma-separated function names (default: all of mindspore.ops)")
    ap.add_argument("--prefix", help="comma-separated name prefixes: keep the functions whose names start with one")
    ap.add_argument("--ms-cache", help="JSON file of MindSpore's outcomes, read and extended (see the docstring)")
    ap.add_argument("--timeout", type=int, default=20, help="seconds one call may run")
    args = ap.parse_args(argv)
    names = args.only.split(",") if args.only else ops_names(args.oracle)
    if args.prefix:
        names = [n for n in names if n.startswith(tuple(args.prefix.split(",")))]
    cached: dict[tuple[str, str], dict] = {}
    if args.ms_cache and os.path.exists(args.ms_cache):
        with open(args.ms_cache) as f:
            cached = {(r["function"], r["call"]): r for r in json.load(f)}
    have = {k[0] for k in cached}
    todo = [n for n in names if n not in have]
    with tempfile.TemporaryDirectory() as ms_dir, tempfile.TemporaryDirectory() as shim_dir:
        ms_proc = start_side(args.oracle, "ms", todo, args.timeout, ms_dir) if todo else None
        shim_proc = start_side(args.python, "shim", names, args.timeout, shim_dir)
        shim = collect(shim_proc)
        fresh = collect(ms_proc) if ms_proc else {}
    if args.ms_cache and fresh:
        cached.update(fresh)
        with open(args.ms_cache + ".tmp", "w") as f:
            json.dump(sorted(cached.values(), key=lambda r: (r["function"], r["call"])), f)
        os.replace(args.ms_cache + ".tmp", args.ms_cache)
    wanted = set(names)
    ms = {k: r for k, r in {**cached, **fresh}.items() if k[0] in wanted}
    counts = dict.fromkeys(KINDS + ("other_value",), 0)
    shown = 0
    rows = []
    for key in sorted(set(ms) | set(shim)):
        m = ms.get(key, {}).get("outcome", "missing")
        s_rec = shim.get(key, {})
        s = s_rec.get("outcome", "missing")
        if "missing" in (m, s):
            continue
        k = kind(m, s)
        counts[k] += 1
        text = s_rec.get("own") is False and m != s
        shown += text
        rows.append("\t".join([key[0], key[1], json.dumps(m), json.dumps(s), k + (" python_text" if text else "")]))
    tmp = args.out + ".tmp"
    with open(tmp, "w") as f:
        f.write("function\tcall\tmindspore\tmindshim\tkind\n" + "\n".join(rows) + "\n")
    os.replace(tmp, args.out)
    print(f"{len(names)} functions, {len(rows)} calls compared: " + ", ".join(f"{k} {v}" for k, v in counts.items()))
    print(
        f"MindSpore raises, mindshim computed: {counts['ms_raises']}; other exception class: "
        f"{counts['other_class']}; Python or torch text shown: {shown}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
