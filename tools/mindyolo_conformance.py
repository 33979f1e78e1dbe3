"""MindYOLO 0.5.0 models on mindshim against real MindSpore 2.10: build, forward and one training step.

For each config (yolov3, yolov5n, yolov7-tiny, yolov8n from MindYOLO's ``configs/``), real MindSpore (the oracle
python) builds ``mindyolo.models.create_model`` seeded (``num_classes`` 8), runs a seeded batch of 2 x 3 x 128 x
128 with ``set_train(False)``, saves a checkpoint, then one training step: ``set_train(True)``, MindYOLO's own loss
(``create_loss(**cfg.loss, ...)``) on fixed boxes, gradients by ``ms.value_and_grad`` and ``nn.Momentum(lr=0.01,
momentum=0.9)``. mindshim builds the same model, loads the checkpoint and must give the same forward output, loss
and updated parameters (the tolerances of tools/mindcv_conformance.py).

Usage (MindYOLO installed with ``pip install --no-deps --target DIR mindyolo==0.5.0``, its configs from its
v0.5.0 tree)::

    python tools/mindyolo_conformance.py run [--configs yolov5/yolov5n.yaml,...] [--redo-ms] [--doc] [--report-only]

Recordings live under ``~/.cache/mindshim/mindyolo-conformance``; ``--doc`` writes
tests/data/mindyolo_conformance.json and the MindYOLO section of docs/mindcv.md.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import mindcv_conformance as mc

ROOT = mc.ROOT
ORACLE = mc.ORACLE
CACHE = Path(os.environ.get("MINDYOLO_CONFORMANCE_DIR", Path.home() / ".cache/mindshim/mindyolo-conformance"))
MINDYOLO_DIR = Path(os.environ.get("MINDYOLO_DIR", Path.home() / ".cache/mindshim/mindyolo-pkg"))
# opencv-python-headless 4.10 (numpy 1.x and 2.x) and setuptools<80 (pkg_resources), which mindyolo.data
# imports: pip install --no-deps --target this folder
MINDYOLO_DEPS = Path(os.environ.get("MINDYOLO_DEPS", Path.home() / ".cache/mindshim/mindyolo-deps"))
TREE = Path(os.environ.get("MINDYOLO_TREE", Path.home() / ".cache/mindshim/mindyolo-0.5.0"))
CONFIGS = ["yolov3/yolov3.yaml", "yolov5/yolov5n.yaml", "yolov7/yolov7-tiny.yaml", "yolov8/yolov8n.yaml"]
NC = 8
BATCH = 2
SIZE = 128
LR = 0.01
MOMENTUM = 0.9
N_BOXES = 6


def _cfg(path: str):
    from mindyolo.utils.config import Config, load_config

    cfg, _, _ = load_config(str(TREE / "configs" / path))
    return Config(cfg)


def _build(cfg):
    import mindspore as ms
    from mindyolo.models import create_model

    ms.set_seed(0)
    return create_model(model_name=cfg.network.model_name, model_cfg=cfg.network, num_classes=NC)


def _inputs():
    import numpy as np

    rng = np.random.RandomState(0)
    x = rng.rand(BATCH, 3, SIZE, SIZE).astype(np.float32)
    t = np.zeros((BATCH, N_BOXES, 6), np.float32)  # image index, class, x, y, w, h (normalised)
    for i in range(BATCH):
        t[i, :, 0] = i
        t[i, :, 1] = rng.randint(0, NC, N_BOXES)
        t[i, :, 2:4] = rng.uniform(0.2, 0.8, (N_BOXES, 2))
        t[i, :, 4:6] = rng.uniform(0.05, 0.4, (N_BOXES, 2))
    return x, t


def _arrays(out) -> list:
    import mindspore as ms

    return [o.asnumpy() for o in mc._flat(out) if isinstance(o, ms.Tensor)]


def _step(net, cfg, x, t, kind: str = "mindyolo"):
    """One Momentum step; returns (loss, {param: value after}). ``kind`` "mindyolo": MindYOLO's loss on the boxes;
    "mse": the mean square of every training-mode output (where MindYOLO's loss fails on real MindSpore 2.10)."""
    import mindspore as ms
    from mindspore import nn
    from mindyolo.models import create_loss

    loss_cfg = dict(cfg.loss)
    nl = len(cfg.network.stride)
    if "box" in loss_cfg:  # the scaling MindYOLO's train.py applies
        loss_cfg["box"] *= 3 / nl
    if "cls" in loss_cfg:
        loss_cfg["cls"] *= NC / 80 * 3 / nl
    if cfg.get("anchor_base") and "obj" in loss_cfg:
        loss_cfg["obj"] *= (SIZE / 640) ** 2 * 3 / nl
    loss_fn = create_loss(**loss_cfg, anchors=cfg.network.get("anchors", 1), stride=cfg.network.stride, nc=NC)
    opt = nn.Momentum(net.trainable_params(), learning_rate=LR, momentum=MOMENTUM)
    imgs, targets = ms.Tensor(x), ms.Tensor(t)

    def forward(data, label):
        pred = net(data)
        if kind == "mse":
            outs = [o for o in mc._flat(pred) if isinstance(o, ms.Tensor)]
            return sum((o * o).mean() for o in outs) / len(outs)
        loss, _ = loss_fn(pred, label, data)
        return loss

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)
    net.set_train(True)
    loss, grads = grad_fn(imgs, targets)
    opt(grads)
    return float(loss.asnumpy()), {p.name: p.asnumpy() for p in net.get_parameters()}


def _record_ms(path: str) -> dict:
    import numpy as np

    import mindspore as ms

    d = CACHE / path.replace("/", "_")
    d.mkdir(parents=True, exist_ok=True)
    cfg = _cfg(path)
    t0 = time.time()
    net = _build(cfg)
    res = {"config": path, "build_s": round(time.time() - t0, 2)}
    x, t = _inputs()
    net.set_train(False)
    outs = _arrays(net(ms.Tensor(x)))
    ms.save_checkpoint(net, str(d / "init.ckpt"))
    np.savez(d / "forward.npz", *outs)
    res["loss_kind"] = "mindyolo"
    try:
        loss, params = _step(net, cfg, x, t)
    except Exception as e:  # MindYOLO 0.5.0's loss on MindSpore 2.10: recorded, then a plain loss
        res["mindyolo_loss_error"] = mc._err(e)
        res["loss_kind"] = "mse"
        net = _build(cfg)
        ms.load_param_into_net(net, ms.load_checkpoint(str(d / "init.ckpt")))
        loss, params = _step(net, cfg, x, t, "mse")
    np.savez(d / "step.npz", **params)
    res.update(loss=loss, n_params=int(sum(v.size for v in params.values())), ok=True)
    res["forward_shapes"] = [list(o.shape) for o in outs]
    res["time_s"] = round(time.time() - t0, 2)
    return res


def _compare_shim(path: str, ref: dict) -> dict:
    import numpy as np

    import mindspore as ms

    d = CACHE / path.replace("/", "_")
    res: dict = {"config": path, "built": False, "forward_equal": False, "step_equal": False}
    t0 = time.time()
    cfg = _cfg(path)
    try:
        net = _build(cfg)
        not_loaded, unused = ms.load_param_into_net(net, ms.load_checkpoint(str(d / "init.ckpt")))
        res["not_loaded"], res["ckpt_unused"] = list(not_loaded)[:10], list(unused)[:10]
        res["built"] = True
        x, t = _inputs()
        net.set_train(False)
        outs = _arrays(net(ms.Tensor(x)))
        ref_npz = np.load(d / "forward.npz")
        ref_outs = [ref_npz[f"arr_{i}"] for i in range(len(ref_npz.files))]
        if [o.shape for o in outs] != [o.shape for o in ref_outs]:
            res["error"] = f"forward: shapes {[o.shape for o in outs]} != {[o.shape for o in ref_outs]}"
            return res
        worst = 0.0
        for a, b in zip(outs, ref_outs):
            worst = max(worst, float(np.abs(a.astype(np.float64) - b).max()) / (float(np.abs(b).max()) or 1.0))
        res["forward_err"], res["forward_equal"] = worst, bool(worst <= mc.FWD_TOL)
        before = {p.name: p.asnumpy().copy() for p in net.get_parameters()}
        if ref["loss_kind"] == "mse":  # MindYOLO's loss fails on MindSpore: does it fail the same way here?
            try:
                _step(_build(cfg), cfg, x, t)
                res["mindyolo_loss_error"] = None
            except Exception as e:
                res["mindyolo_loss_error"] = mc._err(e)
            ms.load_param_into_net(net, ms.load_checkpoint(str(d / "init.ckpt")))
        loss, after = _step(net, cfg, x, t, ref["loss_kind"])
        ref_after = dict(np.load(d / "step.npz"))
        res["loss"], res["loss_err"] = loss, abs(loss - ref["loss"]) / max(abs(ref["loss"]), 1e-12)
        worst, name, missing = mc._step_err(after, ref_after, before)
        res.update(step_err=worst, step_worst_param=name, step_missing=missing[:10])
        res["step_equal"] = bool(not missing and worst <= mc.STEP_TOL and res["loss_err"] <= mc.LOSS_TOL)
    except Exception as e:
        res["error"] = mc._err(e)
        res["trace"] = traceback.format_exc()[-2500:]
    res["time_s"] = round(time.time() - t0, 2)
    return res


def worker(side: str, path: str) -> None:
    """One config on one side; writes CACHE/<config>/<side>.json."""
    if side == "shim":
        import mindshim

        mindshim.install()
    import mindspore as ms

    ms.set_context(mode=ms.PYNATIVE_MODE)
    out = CACHE / path.replace("/", "_") / f"{side}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    try:
        if side == "ms":
            res = _record_ms(path)
        else:
            res = _compare_shim(path, json.loads((out.parent / "ms.json").read_text()))
    except Exception as e:
        res = {"config": path, "ok": False, "error": mc._err(e), "trace": traceback.format_exc()[-2500:]}
    out.write_text(json.dumps(res, indent=1))


def _doc(rows: list[dict]) -> None:
    (ROOT / "tests/data/mindyolo_conformance.json").write_text(
        json.dumps(
            {
                r["config"]: {
                    k: r["shim"].get(k)
                    for k in ("built", "forward_equal", "step_equal", "forward_err", "loss_err", "step_err", "error")
                }
                | {"mindspore_ok": r["ms"].get("ok", False)}
                for r in rows
            },
            indent=1,
            sort_keys=True,
        )
        + "\n"
    )
    lines = [
        "## MindYOLO 0.5.0",
        "",
        "`tools/mindyolo_conformance.py`: `mindyolo.models.create_model` for small configs of MindYOLO's `configs/`",
        f"(num_classes {NC}, seeded), a batch of {BATCH}x3x{SIZE}x{SIZE}: real MindSpore 2.10 records the",
        "`set_train(False)` forward output, a checkpoint, and one training step (`set_train(True)`,",
        f"`value_and_grad` + `nn.Momentum({LR}, {MOMENTUM})`) on MindYOLO's own loss (`create_loss(**cfg.loss)`,",
        f"{N_BOXES} fixed boxes per image) where that runs on MindSpore 2.10, else on the mean square of the",
        "outputs; mindshim loads the checkpoint and compares, with the tolerances of the MindCV harness.",
        "",
        "| config | params | MindSpore runs | built | forward err | forward-equal | step loss | loss err | step err "
        "| step-equal |",
        "|---|---:|---|---|---:|---|---|---:|---:|---|",
    ]
    for r in rows:
        m, s = r["ms"], r["shim"]
        fmt = lambda v: "-" if v is None else f"{v:.1e}"  # noqa: E731
        lines.append(
            f"| {r['config']} | {m.get('n_params', '-')} | {bool(m.get('ok'))} | {s.get('built')} "
            f"| {fmt(s.get('forward_err'))} | {s.get('forward_equal')} | {m.get('loss_kind', '-')} "
            f"| {fmt(s.get('loss_err'))} "
            f"| {fmt(s.get('step_err'))} | {s.get('step_equal')} |"
        )
    errs = [(r["config"], r["ms"].get("error") or r["shim"].get("error")) for r in rows]
    errs = [(c, e) for c, e in errs if e]
    if errs:
        lines += [""] + [f"- `{c}`: {e[:200]}" for c, e in errs]
    fails = [(r["config"], r["ms"]["mindyolo_loss_error"], r["shim"].get("mindyolo_loss_error")) for r in rows
             if r["ms"].get("mindyolo_loss_error")]  # fmt: skip
    if fails:
        lines += [
            "",
            "Step loss `mse` (the mean square of the training-mode outputs) where MindYOLO 0.5.0's own loss fails on",
            "real MindSpore 2.10; its error there, and mindshim's on the same call:",
            "",
        ]
        lines += [f"- `{c}`: MindSpore: {m[:160]}; mindshim: {(s or 'runs')[:160]}" for c, m, s in fails]
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import mindcv_tests

    mindcv_tests.write_section("mindyolo", "\n".join(lines) + "\n")


def run(args: argparse.Namespace) -> int:
    """Record (oracle) and compare (mindshim) each config in a fresh process per side."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), str(MINDYOLO_DIR), str(MINDYOLO_DEPS), str(mc.MINDCV_DIR)])
    env["GLOG_v"] = "3"
    env.setdefault("OMP_NUM_THREADS", "2")
    rows = []
    for path in args.configs.split(","):
        d = CACHE / path.replace("/", "_")
        for side in ("ms", "shim"):
            if args.report_only:
                break
            if side == "ms" and (d / "ms.json").exists() and not args.redo_ms:
                continue
            py = str(ORACLE) if side == "ms" else sys.executable
            cmd = [py, str(Path(__file__).resolve()), "worker", "--side", side, "--config", path]
            try:
                subprocess.run(cmd, env=env, timeout=args.timeout, check=False)
            except subprocess.TimeoutExpired:
                d.mkdir(parents=True, exist_ok=True)
                (d / f"{side}.json").write_text(json.dumps({"config": path, "ok": False, "error": "timeout"}))
            if side == "ms" and not json.loads((d / "ms.json").read_text()).get("ok"):
                break
        ms_res = json.loads((d / "ms.json").read_text())
        shim = json.loads((d / "shim.json").read_text()) if (d / "shim.json").exists() else {}
        rows.append({"config": path, "ms": ms_res, "shim": shim})
        print(
            f"{path:28s} ms={'ok' if ms_res.get('ok') else 'FAIL'} built={shim.get('built')} "
            f"fwd={shim.get('forward_equal')} ({shim.get('forward_err')}) step={shim.get('step_equal')} "
            f"loss_err={shim.get('loss_err')} step_err={shim.get('step_err')} "
            f"{(ms_res.get('error') or shim.get('error') or '')[:300]}",
            flush=True,
        )
    if args.doc:
        _doc(rows)
    return 0


def main(argv: list[str] | None = None) -> int:
    """Command line: ``run`` (driver) or ``worker`` (one side, one config)."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = p.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("run")
    r.add_argument("--configs", default=",".join(CONFIGS))
    r.add_argument("--redo-ms", action="store_true")
    r.add_argument("--timeout", type=float, default=1800.0)
    r.add_argument("--doc", action="store_true")
    r.add_argument("--report-only", action="store_true", help="run nothing: summarise the recordings")
    w = sub.add_parser("worker")
    w.add_argument("--side", choices=["ms", "shim"], required=True)
    w.add_argument("--config", required=True)
    args = p.parse_args(argv)
    if args.cmd == "worker":
        worker(args.side, args.config)
        return 0
    return run(args)


if __name__ == "__main__":
    sys.exit(main())
