"""Write the checkpoint goldens of tests/data/ckpt/ with real MindSpore 2.10, and check the committed ones.

Run with the MindSpore 2.10 CPU environment (``tools/mindspore_oracle.sh`` makes it and prints its python)::

    ~/.cache/mindshim/ms-oracle/bin/python tools/make_golden_ckpt.py OUT_DIR   # write the files + manifest.json
    ~/.cache/mindshim/ms-oracle/bin/python tools/make_golden_ckpt.py --check   # re-make them in a temporary
                                                                               # folder, compare with tests/data/ckpt

Every file is written by ``mindspore.save_checkpoint`` in PyNative mode from parameters with the values of
``value_rule`` (below), read back with ``mindspore.load_checkpoint`` (its keys go to the manifest), and chmodded
from MindSpore's 0400 to 0644. The output is deterministic except for the two encrypted files (a random IV per
cipher block): ``--check`` compares every other file byte for byte and the encrypted ones after decrypting them
with MindSpore, and compares ``manifest.json`` field by field (the encrypted files' hashes aside).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import platform
import sys
import tempfile

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.join(ROOT, "tests", "data", "ckpt")
ORACLE_HELP = (
    "needs real MindSpore 2.10.0 (CPU): make its environment with tools/mindspore_oracle.sh "
    "(prints its python, ~/.cache/mindshim/ms-oracle/bin/python) and run this script with that python"
)
KEY = b"0123456789abcdef"
VALUE_RULE = (
    "element k of the i-th parameter (0-based, in parameters_and_names order) is\n"
    "    v[k] = ((k + 7*i) % 251 - 125) / 128          (floats; exactly representable in f16/bf16/f32/f64)\n"
    "    v[k] = (k + 7*i) % 251 - 125  (then cast)      (signed ints),   (k + 7*i) % 251  (unsigned ints)\n"
    "    v[k] = ((k + i) % 3) == 0                      (bool)"
)
APPEND = {"epoch_num": 5, "step_num": 1875, "lr": 0.01, "flag": True, "note": "golden"}
ENCRYPTED = ("lenet5_f32_enc_aesgcm.ckpt", "lenet5_f32_enc_aescbc.ckpt")

os.environ.setdefault("GLOG_v", "3")  # MindSpore's log: errors only (the refused safetensors save logs one)
try:
    import mindspore as ms
    from mindspore import nn
except ImportError:  # pragma: no cover - the message is the point
    sys.exit(f"make_golden_ckpt.py {ORACLE_HELP}")


def values(i: int, shape: tuple, dtype: str, mult: int = 1, scale: int = 128) -> np.ndarray:
    """The value rule's array of the i-th parameter (``mult`` 37 and ``scale`` 1024: the train-state weights)."""
    k = np.arange(int(np.prod(shape, dtype=np.int64)), dtype=np.int64)
    r = (mult * k + 7 * i) % 251
    if dtype == "bool":
        return ((k + i) % 3 == 0).reshape(shape)
    if dtype.startswith("uint"):
        return r.astype(dtype).reshape(shape)
    if dtype.startswith("int"):
        return (r - 125).astype(dtype).reshape(shape)
    return ((r - 125) / scale).reshape(shape)  # float64, cast by the Tensor


class LeNet5(nn.Cell):
    """MindSpore's tutorial LeNet-5 (convolutions without bias)."""

    def __init__(self, num_class: int = 10, num_channel: int = 1) -> None:
        super().__init__()
        self.conv1 = nn.Conv2d(num_channel, 6, 5, pad_mode="valid")
        self.conv2 = nn.Conv2d(6, 16, 5, pad_mode="valid")
        self.fc1 = nn.Dense(16 * 5 * 5, 120)
        self.fc2 = nn.Dense(120, 84)
        self.fc3 = nn.Dense(84, num_class)
        self.relu = nn.ReLU()
        self.max_pool2d = nn.MaxPool2d(kernel_size=2, stride=2)
        self.flatten = nn.Flatten()

    def construct(self, x):
        x = self.max_pool2d(self.relu(self.conv1(x)))
        x = self.max_pool2d(self.relu(self.conv2(x)))
        x = self.flatten(x)
        x = self.relu(self.fc1(x))
        x = self.relu(self.fc2(x))
        return self.fc3(x)


def lenet(mult: int = 1, scale: int = 128) -> LeNet5:
    """A LeNet-5 whose i-th parameter holds the value rule's values."""
    net = LeNet5()
    for i, (_, p) in enumerate(net.parameters_and_names()):
        p.set_data(ms.Tensor(values(i, p.shape, "float32", mult, scale), ms.float32))
    return net


DTYPES = [
    ("p_float16", (2, 3), "float16"),
    ("p_float32", (2, 3), "float32"),
    ("p_float64", (2, 3), "float64"),
    ("p_bfloat16", (2, 3), "bfloat16"),
    ("p_int8", (5,), "int8"),
    ("p_uint8", (5,), "uint8"),
    ("p_int16", (5,), "int16"),
    ("p_uint16", (5,), "uint16"),
    ("p_int32", (2, 2), "int32"),
    ("p_uint32", (2, 2), "uint32"),
    ("p_int64", (2, 2), "int64"),
    ("p_uint64", (2, 2), "uint64"),
    ("p_bool", (7,), "bool"),
    ("p_scalar_f32", (), "float32"),
    ("p_empty_f32", (0, 3), "float32"),
]


class DtypeNet(nn.Cell):
    """One Parameter per dtype MindSpore's checkpoints hold; row i of ``DTYPES`` takes the value rule's i."""

    def __init__(self) -> None:
        super().__init__()
        for i, (name, shape, dt) in enumerate(DTYPES):
            t = ms.Tensor(values(i, shape, "float32" if dt == "bfloat16" else dt), getattr(ms, dt))
            setattr(self, name, ms.Parameter(t, name=name))

    def construct(self, x):
        return x


def _first(a: np.ndarray) -> list:
    """The first six values as JSON numbers (bfloat16 through float64)."""
    flat = a.reshape(-1)[:6]
    if a.dtype == np.bool_ or a.dtype.kind in "iu":
        return flat.tolist()
    return flat.astype(np.float64).tolist()


def record(name: str, value) -> dict:
    """The manifest's record of one saved value (a str, or a Tensor / Parameter / numpy array)."""
    if isinstance(value, str):
        return {"name": name, "kind": "str", "value": value}
    if isinstance(value, ms.Tensor):
        ms_dtype, a = str(value.dtype), value.asnumpy()
    else:
        a = np.asarray(value)
        ms_dtype = str(ms.Tensor(a).dtype)
    return {
        "name": name,
        "shape": list(a.shape),
        "ms_dtype": ms_dtype,
        "np_dtype": str(a.dtype),
        "numel": int(a.size),
        "nbytes": int(a.nbytes),
        "sum": float(a.reshape(-1).astype(np.float64).sum()),
        "first": _first(a),
        "sha256_raw_le": hashlib.sha256(np.ascontiguousarray(a).tobytes()).hexdigest(),
    }


def _append_tensors(d: dict) -> list:
    """What ``append_dict`` saves, as MindSpore stores it: ints Int64, floats Float32, bools Bool, strs as str."""
    out = []
    for k, v in d.items():
        if isinstance(v, str):
            out.append((k, v))
        elif isinstance(v, bool):
            out.append((k, np.array(v)))
        elif isinstance(v, int):
            out.append((k, np.array(v, np.int64)))
        else:
            out.append((k, np.array(v, np.float32)))
    return out


def save(out: str, fname: str, obj, items: list, how: str, extra: dict | None = None, **kw) -> dict:
    """``ms.save_checkpoint(obj, out/fname, **kw)``, read back; its manifest record."""
    path = os.path.join(out, fname)
    ms.save_checkpoint(obj, path, **kw)
    os.chmod(path, 0o644)
    load_kw = {k: v for k, v in kw.items() if k in ("format", "crc_check")}
    if "enc_key" in kw:
        load_kw.update(dec_key=kw["enc_key"], dec_mode=kw["enc_mode"])
    loaded = ms.load_checkpoint(path, **load_kw)
    with open(path, "rb") as f:
        data = f.read()
    rec = {"size": len(data), "sha256": hashlib.sha256(data).hexdigest(), "entries": [record(n, v) for n, v in items]}
    rec.update(extra or {})
    rec["how"] = how
    if kw.get("crc_check"):
        rec["crc_check"] = True
    if "enc_key" in kw:
        rec.update(enc_key=kw["enc_key"].decode(), enc_mode=kw["enc_mode"])
    rec["load_checkpoint_keys"] = list(loaded)
    missing = [n for n, v in items if n not in loaded]
    if missing:
        rec["missing_after_load"] = missing
    return rec


def _params(cell) -> list:
    return [(p.name, p) for _, p in cell.parameters_and_names()]


def make(out: str) -> dict:
    """Write every golden file and ``manifest.json`` into ``out``; return the manifest."""
    ms.set_context(mode=ms.PYNATIVE_MODE)
    os.makedirs(out, exist_ok=True)
    files: dict = {}
    net = lenet()
    items = _params(net)
    files["lenet5_f32.ckpt"] = save(out, "lenet5_f32.ckpt", net, items, "ms.save_checkpoint(net, path)")
    files["lenet5_f32.safetensors"] = save(
        out, "lenet5_f32.safetensors", net, items, "ms.save_checkpoint(net, path, format='safetensors')",
        format="safetensors",
    )  # fmt: skip
    files["lenet5_f32_crc.ckpt"] = save(
        out, "lenet5_f32_crc.ckpt", net, items, "ms.save_checkpoint(net, path, crc_check=True)", crc_check=True
    )
    files["lenet5_f32_crc.safetensors"] = save(
        out, "lenet5_f32_crc.safetensors", net, items,
        "ms.save_checkpoint(net, path, crc_check=True, format='safetensors')", crc_check=True, format="safetensors",
    )  # fmt: skip
    files["lenet5_f32_append.ckpt"] = save(
        out, "lenet5_f32_append.ckpt", net, items + _append_tensors(APPEND),
        f"ms.save_checkpoint(net, path, append_dict={APPEND!r})", append_dict=dict(APPEND),
    )  # fmt: skip
    refused = {}
    try:
        ms.save_checkpoint(net, os.path.join(out, "lenet5_f32_append.safetensors"), format="safetensors",
                           append_dict=dict(APPEND))  # fmt: skip
    except Exception as e:  # MindSpore's refusal is what is recorded
        refused["lenet5_f32_append.safetensors"] = f"{type(e).__name__}: {str(e).splitlines()[0]}"
    for leftover in ("lenet5_f32_append.safetensors",):
        if os.path.exists(os.path.join(out, leftover)):
            os.remove(os.path.join(out, leftover))
    nostr = {k: v for k, v in APPEND.items() if k != "note"}
    files["lenet5_f32_append_nostr.safetensors"] = save(
        out, "lenet5_f32_append_nostr.safetensors", net, items + _append_tensors(nostr),
        "ms.save_checkpoint(net, path, append_dict={all but 'note'}, format='safetensors')",
        append_dict=dict(nostr), format="safetensors",
    )  # fmt: skip
    for mode, fname in (("AES-GCM", ENCRYPTED[0]), ("AES-CBC", ENCRYPTED[1])):
        files[fname] = save(
            out, fname, net, items, f"ms.save_checkpoint(net, path, enc_key={KEY!r}, enc_mode='{mode}')",
            enc_key=KEY, enc_mode=mode,
        )  # fmt: skip

    # one training step of LeNet-5 with Momentum: weights, optimizer state and step counter
    net = lenet(37, 1024)
    loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    train = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), nn.Momentum(net.trainable_params(), 0.01, 0.9))
    train.set_train()
    x = ms.Tensor(values(0, (4, 1, 32, 32), "float32", 37, 128), ms.float32)
    y = ms.Tensor(np.array([1, 3, 5, 7], np.int32))
    loss = float(train(x, y).asnumpy())
    items = _params(train)
    how = (
        "LeNet5 with weights mixed_values(i, shape, 1024) = ((37*k+7*i)%251-125)/1024; TrainOneStepCell(WithLossCell("
        'net, SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")), Momentum(lr=0.01, momentum=0.9)); one '
        "step on x=mixed_values(0,(4,1,32,32),128), y=[1,3,5,7]; ms.save_checkpoint(train_cell, path). Values after "
        "the step come from MindSpore CPU kernels (compare with a tolerance, not bit-exactly)."
    )
    step = {"loss_step1": loss}
    files["lenet5_train_state_1step.ckpt"] = save(out, "lenet5_train_state_1step.ckpt", train, items, how, step)
    files["lenet5_train_state_1step.safetensors"] = save(
        out, "lenet5_train_state_1step.safetensors", train, items, "same train cell, format='safetensors'", step,
        format="safetensors",
    )  # fmt: skip

    net = DtypeNet()
    items = _params(net)
    files["dtypes.ckpt"] = save(
        out, "dtypes.ckpt", net, items, "ms.save_checkpoint(DtypeNet(), path, format='ckpt')", format="ckpt"
    )
    files["dtypes.safetensors"] = save(
        out, "dtypes.safetensors", net, items, "ms.save_checkpoint(DtypeNet(), path, format='safetensors')",
        format="safetensors",
    )  # fmt: skip
    obj = {
        "w_np_f32": values(0, (3, 2), "float32").astype(np.float32),
        "w_np_i64": values(1, (4,), "int64"),
        "meta_str": "hello-ckpt",
    }
    files["dict_numpy_str.ckpt"] = save(
        out, "dict_numpy_str.ckpt", obj, list(obj.items()),
        "ms.save_checkpoint({'w_np_f32': ndarray f32 (3,2), 'w_np_i64': ndarray i64 (4,), 'meta_str': "
        "'hello-ckpt'}, path)",
    )  # fmt: skip
    manifest = {
        "generator": "tools/make_golden_ckpt.py",
        "mindspore": ms.__version__,
        "numpy": np.__version__,
        "python": platform.python_version(),
        "machine": platform.machine(),
        "byteorder": sys.byteorder,
        "value_rule": VALUE_RULE,
        "files": files,
        "refused": refused,
        "lenet5_param_order": [n for n, _ in _params(lenet())],
    }
    with open(os.path.join(out, "manifest.json"), "w") as f:
        json.dump(manifest, f, indent=1, ensure_ascii=False)
    return manifest


def _loaded(path: str, **kw) -> dict:
    return {k: (v if isinstance(v, str) else (str(v.dtype), v.asnumpy().tobytes())) for k, v in
            ms.load_checkpoint(path, **kw).items()}  # fmt: skip


def check(ref: str) -> list[str]:
    """Re-make the goldens in a temporary folder and list how they differ from those in ``ref``."""
    problems = []
    with open(os.path.join(ref, "manifest.json")) as f:
        old = json.load(f)
    with tempfile.TemporaryDirectory() as out:
        new = make(out)
        for key in ("generator", "note"):
            old.pop(key, None)
            new.pop(key, None)
        for fname in [*ENCRYPTED, *(f for f in new["files"] if f.endswith(".safetensors"))]:  # IVs, map order
            for m in (old, new):
                m["files"].get(fname, {}).pop("sha256", None)
        if old != new:
            for k in sorted(set(old) | set(new)):
                if k == "files":
                    for fn in sorted(set(old[k]) | set(new[k])):
                        if old[k].get(fn) != new[k].get(fn):
                            problems.append(f"manifest: {fn} differs")
                elif old.get(k) != new.get(k):
                    problems.append(f"manifest: {k} differs ({old.get(k)!r} vs {new.get(k)!r})")
        for fname in sorted(new["files"]):
            a, b = os.path.join(ref, fname), os.path.join(out, fname)
            if not os.path.exists(a):
                problems.append(f"{fname}: not in {ref}")
                continue
            if fname in ENCRYPTED:
                mode = new["files"][fname]["enc_mode"]
                if _loaded(a, dec_key=KEY, dec_mode=mode) != _loaded(b, dec_key=KEY, dec_mode=mode):
                    problems.append(f"{fname}: decrypted contents differ")
                continue
            with open(a, "rb") as fa, open(b, "rb") as fb:
                same = fa.read() == fb.read()
            # safetensors' metadata map is written in hash order (format / crc_num swap between runs)
            if not same and fname.endswith(".safetensors"):
                kw = {"format": "safetensors"}
                same = _loaded(a, **kw) == _loaded(b, **kw)
            if not same:
                problems.append(f"{fname}: contents differ")
    return problems


def main() -> None:
    """Command line: write the goldens into a folder, or ``--check`` the committed ones."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0], epilog=ORACLE_HELP)
    ap.add_argument("out", nargs="?", help="folder to write the files and manifest.json into")
    ap.add_argument("--check", nargs="?", const=DATA, metavar="DIR", help="compare with DIR (tests/data/ckpt)")
    args = ap.parse_args()
    if ms.__version__ != "2.10.0":
        sys.exit(f"found MindSpore {ms.__version__}; this script {ORACLE_HELP}")
    if args.check:
        problems = check(args.check)
        print("\n".join(problems) if problems else f"OK: the goldens in {args.check} are reproduced")
        sys.exit(1 if problems else 0)
    if not args.out:
        ap.error("give an output folder or --check")
    make(args.out)
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
