"""MindSpore libraries run unchanged: each library's scripts under real MindSpore 2.10 and under mindshim, compared.

For each library, ``install`` puts the library (and those of its dependencies that are not there) into
``~/.cache/mindshim/ecosystem/<lib>`` with ``pip install --no-deps --target``, so nothing pulls a second torch,
MindSpore or numpy and nothing lands in the repository. ``run`` runs each of the library's scripts in
``tools/ecosystem/`` first under the oracle python (real MindSpore 2.10, ``ECO_SIDE=ms``), then under
``python -m mindshim`` (``ECO_SIDE=shim``, PYTHONPATH this checkout and the library's folder), in a shared
``ECO_DIR`` where the MindSpore run leaves the weights the mindshim run loads (``tools/ecosystem/_common.py``), and
compares the two standard outputs as the golden tests do: text exactly, numbers within ``rtol``/``atol``.
Outputs are kept in ``~/.cache/mindshim/ecosystem/_runs/<script>.{ms,shim}.{out,err}``.

Usage::

    python tools/ecosystem.py install [LIB ...]
    python tools/ecosystem.py run [LIB ...] [--script NAME]     # prints one line per script; exit 1 on a mismatch
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCRIPTS = ROOT / "tools" / "ecosystem"
CACHE = Path(os.environ.get("MINDSHIM_ECOSYSTEM_DIR", Path.home() / ".cache/mindshim/ecosystem"))
ORACLE = Path(os.environ.get("MINDSHIM_ORACLE_PYTHON", Path.home() / ".cache/mindshim/ms-oracle/bin/python"))
sys.path.insert(0, str(ROOT / "tests"))

from golden_compare import compare  # noqa: E402

# Each library: its pip requirement, the dependencies it imports that neither python has (pinned to releases that
# build against numpy 1.26, which both pythons use), and its scripts (with the tolerance they are compared at).
LIBS: dict[str, dict] = {
    "mindarmour": {
        "version": "2.0.0",
        "packages": [
            "mindarmour==2.0.0",
            "easydict",
            "scipy==1.13.1",
            "opencv-python-headless==4.10.0.84",
            "scikit-learn==1.5.2",
            "joblib",
            "threadpoolctl",
            "cloudpickle",
            "matplotlib==3.9.4",
            "contourpy==1.3.1",
            "cycler",
            "fonttools",
            "kiwisolver",
            "pyparsing",
            "python-dateutil",
            "six",
            "packaging",
        ],
        "scripts": {"mindarmour_dp.py": {}, "mindarmour_attacks.py": {}, "mindarmour_more.py": {}},
    },
    "mindaudio": {
        "version": "0.3.0",
        "packages": [
            "mindaudio==0.3.0",
            "pyyaml",
            "tqdm",
            "scipy==1.13.1",
            "sentencepiece",
            "wget",
            "easydict",
            "six",
            "mir_eval==0.7",
            "levenshtein",
            "rapidfuzz",
            "decorator",
        ],
        "scripts": {"mindaudio_models.py": {}, "mindaudio_more.py": {}, "mindaudio_extra.py": {}},
    },
    "mindearth": {  # MindEarth 0.3.0 is published as the pure-Python mindearth-ascend wheel
        "version": "0.3.0",
        "dist": "mindearth_ascend",
        "packages": [
            "mindearth-ascend==0.3.0",
            "pyyaml",
            "scipy==1.13.1",
            "h5py==3.12.1",
            "matplotlib==3.9.4",
            "contourpy==1.3.1",
            "cycler",
            "fonttools",
            "kiwisolver",
            "pyparsing",
            "python-dateutil",
            "six",
            "packaging",
            "psutil",
        ],
        "scripts": {"mindearth_models.py": {}, "mindearth_more.py": {}},
    },
    "mindchemistry": {  # MindChemistry 0.2.0 is published as the pure-Python mindchemistry-ascend wheel
        "version": "0.2.0",
        "dist": "mindchemistry_ascend",
        "packages": [
            "mindchemistry-ascend==0.2.0",
            "pyyaml",
            "scipy==1.13.1",
            "sympy",
            "mpmath",
            "pandas==2.2.3",
            "pytz",
            "tzdata",
            "python-dateutil",
            "six",
            "scikit-learn==1.5.2",
            "joblib",
            "threadpoolctl",
            "psutil",
            "matplotlib==3.9.4",
            "contourpy==1.3.1",
            "cycler",
            "fonttools",
            "kiwisolver",
            "pyparsing",
            "packaging",
        ],
        "scripts": {"mindchemistry_models.py": {}, "mindchemistry_more.py": {}},
    },
    "mindone": {  # mindone 0.3.0 runs HF transformers' configs and tokenizers (4.46.3, the release it pins)
        "version": "0.3.0",
        "packages": [
            "mindone==0.3.0",
            "scipy==1.13.1",
            "transformers==4.46.3",
            "tokenizers==0.20.3",
            "huggingface-hub==0.26.5",
            "safetensors",
            "regex",
            "requests",
            "urllib3",
            "idna",
            "certifi",
            "charset-normalizer",
            "filelock",
            "fsspec",
            "pyyaml",
            "tqdm",
            "omegaconf",
            "antlr4-python3-runtime==4.9.3",
            "mindcv==0.3.0",
            "opencv-python-headless==4.10.0.84",
            "sentencepiece",
            "trampoline",
            "typing_extensions",
            "packaging",
        ],
        "scripts": {"mindone_models.py": {}},
    },
    "mindone04": {  # mindone 0.4.0 with the transformers it pins (4.50.0)
        "version": "0.4.0",
        "dist": "mindone",
        "packages": [
            "mindone==0.4.0",
            "scipy==1.13.1",
            "transformers==4.50.0",
            "tokenizers==0.21.1",
            "huggingface-hub==0.29.3",
            "safetensors",
            "regex",
            "requests",
            "urllib3",
            "idna",
            "certifi",
            "charset-normalizer",
            "filelock",
            "fsspec",
            "pyyaml",
            "tqdm",
            "omegaconf",
            "antlr4-python3-runtime==4.9.3",
            "mindcv==0.3.0",
            "opencv-python-headless==4.10.0.84",
            "sentencepiece",
            "trampoline",
            "typing_extensions",
            "packaging",
        ],
        "scripts": {"mindone04_models.py": {"rtol": 1e-5, "atol": 2e-6}},
    },
    "mindone05": {  # mindone 0.5.0 with the transformers it pins (4.57.1)
        "version": "0.5.0",
        "dist": "mindone",
        "packages": [
            "mindone==0.5.0",
            "scipy==1.13.1",
            "transformers==4.57.1",
            "tokenizers==0.22.1",
            "huggingface-hub==0.35.3",
            "safetensors",
            "regex",
            "requests",
            "urllib3",
            "idna",
            "certifi",
            "charset-normalizer",
            "filelock",
            "fsspec",
            "pyyaml",
            "tqdm",
            "omegaconf",
            "antlr4-python3-runtime==4.9.3",
            "mindcv==0.3.0",
            "opencv-python-headless==4.10.0.84",
            "sentencepiece",
            "trampoline",
            "typing_extensions",
            "packaging",
        ],
        "scripts": {"mindone05_models.py": {"rtol": 1e-5, "atol": 2e-6}},
    },
    "mindnlp": {  # with Hugging Face datasets 2.14.7 (its hf_datasets modules import it) and that release's pins
        "version": "0.1.1",
        "packages": [
            "mindnlp==0.1.1",
            "datasets==2.14.7",
            "pyarrow==17.0.0",
            "pyarrow_hotfix",
            "pandas==2.2.3",
            "pytz",
            "tzdata",
            "python-dateutil",
            "six",
            "xxhash",
            "multiprocess==0.70.15",
            "dill==0.3.7",
            "aiohttp",
            "aiosignal",
            "frozenlist",
            "multidict",
            "yarl",
            "attrs",
            "propcache",
            "aiohappyeyeballs",
            "tqdm",
            "requests",
            "urllib3",
            "idna",
            "certifi",
            "charset-normalizer",
            "regex",
            "tokenizers==0.20.3",
            "huggingface-hub==0.26.5",
            "filelock",
            "fsspec==2023.10.0",
            "pyyaml",
            "typing_extensions",
            "packaging",
        ],
        "scripts": {"mindnlp_models.py": {"rtol": 1e-5, "atol": 1e-6}},
    },
    "mindquantum": {
        "version": "0.12.0",
        "packages": [
            "mindquantum==0.12.0",
            "scipy==1.13.1",
            "rich==10.9.0",
            "commonmark",
            "pygments",
            "colorama",
            "matplotlib==3.9.4",
            "contourpy==1.3.1",
            "cycler",
            "fonttools",
            "kiwisolver",
            "pyparsing",
            "python-dateutil",
            "six",
            "packaging",
        ],
        "scripts": {"mindquantum_qnn.py": {}},
    },
    "mindflow": {  # MindFlow 0.3.0 is published as the pure-Python mindflow-ascend wheel ("mindflow" is another project)
        "version": "0.3.0",
        "dist": "mindflow_ascend",
        "packages": [
            "mindflow-ascend==0.3.0",
            "scipy==1.13.1",
            "easydict",
            "sympy",
            "mpmath",
            "pyyaml",
            "matplotlib==3.9.4",
            "contourpy==1.3.1",
            "cycler",
            "fonttools",
            "kiwisolver",
            "pyparsing",
            "python-dateutil",
            "six",
            "packaging",
        ],
        "scripts": {"mindflow_models.py": {}},
    },
}


def target(lib: str) -> Path:
    """The folder ``lib`` and its dependencies are installed into."""
    return CACHE / lib


def install(lib: str) -> None:
    """``pip install --no-deps --target`` the library's packages (skipped when its folder already has them)."""
    spec = LIBS[lib]
    dest = target(lib)
    name = spec.get("dist", spec["packages"][0].split("==")[0].replace("-", "_"))
    if any(dest.glob(f"{name}-{spec['version']}.dist-info")):
        print(f"{lib} {spec['version']}: installed in {dest}")
        return
    dest.mkdir(parents=True, exist_ok=True)
    cmd = [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--upgrade", "--target", str(dest)]
    subprocess.run(cmd + spec["packages"], check=True)
    print(f"{lib} {spec['version']}: installed in {dest}")


def _run(side: str, lib: str, script: Path, runs: Path, timeout: int) -> tuple[int, str]:
    env = dict(os.environ, ECO_SIDE=side, ECO_DIR=str(runs / script.stem), PYTHONUNBUFFERED="1")
    if side == "ms":
        cmd, path = [str(ORACLE), str(script)], [str(target(lib))]
    else:
        cmd, path = [sys.executable, "-m", "mindshim", str(script)], [str(ROOT), str(target(lib))]
    env["PYTHONPATH"] = os.pathsep.join(path)
    try:
        p = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=timeout, cwd=runs)
        code, out, err = p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired as e:
        code, out, err = 124, e.stdout or "", (e.stderr or "") + f"\n(timed out after {timeout}s)"
        out, err = out if isinstance(out, str) else out.decode(), err if isinstance(err, str) else err.decode()
    (runs / f"{script.stem}.{side}.out").write_text(out)
    (runs / f"{script.stem}.{side}.err").write_text(err)
    return code, out


def run(libs: list[str], only: str | None, timeout: int) -> int:
    """Run and compare each script; print ``lib script: match | DIFF ...``; return 1 when any differs."""
    runs = CACHE / "_runs"
    runs.mkdir(parents=True, exist_ok=True)
    bad = 0
    for lib in libs:
        for name, opts in LIBS[lib]["scripts"].items():
            if only and only not in name:
                continue
            script = SCRIPTS / name
            (runs / script.stem).mkdir(exist_ok=True)
            ms_code, ms_out = _run("ms", lib, script, runs, timeout)
            shim_code, shim_out = _run("shim", lib, script, runs, timeout)
            diff = compare(ms_out, shim_out, rtol=opts.get("rtol", 1e-4), atol=opts.get("atol", 1e-5))
            if ms_code != shim_code:
                diff = f"exit code {ms_code} under MindSpore, {shim_code} under mindshim" + (
                    f"; {diff}" if diff else ""
                )
            lines = ms_out.count("\n")
            print(f"{lib} {name}: {'match' if diff is None else 'DIFF ' + diff} ({lines} lines, exit {ms_code})")
            bad += diff is not None
    return 1 if bad else 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    p_install = sub.add_parser("install")
    p_install.add_argument("libs", nargs="*")
    p_run = sub.add_parser("run")
    p_run.add_argument("libs", nargs="*")
    p_run.add_argument("--script")
    p_run.add_argument("--timeout", type=int, default=900)
    args = ap.parse_args(argv)
    libs = args.libs or list(LIBS)
    unknown = [lib for lib in libs if lib not in LIBS]
    if unknown:
        ap.error(f"unknown libraries {unknown}; known: {sorted(LIBS)}")
    if args.cmd == "install":
        for lib in libs:
            install(lib)
        return 0
    return run(libs, args.script, args.timeout)


if __name__ == "__main__":
    sys.exit(main())
