"""`mindshim ckpt show|diff|convert`: inspect, compare and convert MindSpore `.ckpt`, safetensors and torch files."""

from __future__ import annotations

import argparse
import pickle
import sys
from collections import OrderedDict

import torch

from .._kernels import inspect as _inspect
from ..train._atomic import atomic_write, remove_stale_tmp, target_mode

USAGE = """usage: mindshim ckpt show FILE [--dec-key KEY] [--dec-mode MODE]
       mindshim ckpt diff A B [--atol X] [--rtol X]
       mindshim ckpt convert IN OUT [--no-rename] [--embedding PREFIX]... [--rename OLD=NEW]...

FILE formats by extension: .ckpt (MindSpore protobuf), .safetensors, .pt/.pth/.bin (torch state dict,
read with torch.load(weights_only=True)). Keys: text, or hex:0011... for raw bytes."""

TORCH_EXTS = (".pt", ".pth", ".bin")

# MindSpore parameter suffix -> PyTorch suffix.
MS_TO_TORCH_SUFFIX = {
    "gamma": "weight",
    "beta": "bias",
    "moving_mean": "running_mean",
    "moving_variance": "running_var",
    "embedding_table": "weight",
}
_BN_TORCH_TO_MS = {"weight": "gamma", "bias": "beta", "running_mean": "moving_mean", "running_var": "moving_variance"}


def _fmt_of(path: str) -> str:
    low = path.lower()
    if low.endswith(".ckpt"):
        return "ckpt"
    if low.endswith(".safetensors"):
        return "safetensors"
    if low.endswith(TORCH_EXTS):
        return "torch"
    raise ValueError(f"mindshim ckpt: cannot tell the format of '{path}' (use .ckpt, .safetensors, .pt, .pth or .bin)")


def _key(text: str | None) -> bytes | None:
    if text is None:
        return None
    if text.startswith("hex:"):
        return bytes.fromhex(text[4:])
    return text.encode("utf-8")


def read_any(path: str, dec_key: bytes | None = None, dec_mode: str = "AES-GCM") -> OrderedDict:
    """Read a checkpoint of any supported format into ``OrderedDict[name -> torch.Tensor | str]`` (file order)."""
    fmt = _fmt_of(path)
    if fmt == "torch":
        remove_stale_tmp(path)
        try:
            obj = torch.load(path, map_location="cpu", weights_only=True)
        except pickle.UnpicklingError:
            raise ValueError(
                f"'{path}' holds pickled Python objects beyond tensors. mindshim reads .pt files only with "
                "torch.load(weights_only=True), which runs no code from the file: save the weights as a state "
                "dict of tensors (torch.save(model.state_dict(), path)) or as .safetensors, then try again."
            ) from None
        for key in ("state_dict", "model", "model_state_dict", "module"):
            if isinstance(obj, dict) and isinstance(obj.get(key), dict):
                obj = obj[key]
                break
        if not isinstance(obj, dict):
            raise ValueError(f"mindshim ckpt: '{path}' does not hold a state dict (got {type(obj).__name__})")
        out = OrderedDict()
        for k, v in obj.items():
            if isinstance(v, torch.Tensor):
                out[str(k)] = v.detach()
            elif isinstance(v, str):
                out[str(k)] = v
        return out
    from ..train.serialization import load_checkpoint

    kwargs = {"format": fmt}
    if dec_key is not None:
        kwargs.update(dec_key=dec_key, dec_mode=dec_mode)
    params = load_checkpoint(path, **kwargs)
    return OrderedDict((k, v if isinstance(v, str) else v._data().detach()) for k, v in params.items())


def write_any(path: str, data: "OrderedDict[str, torch.Tensor | str]") -> list[str]:
    """Write ``name -> tensor | str`` in the format of ``path``'s extension. Returns the names skipped."""
    fmt = _fmt_of(path)
    skipped = []
    if fmt == "torch":
        sd = OrderedDict()
        for k, v in data.items():
            if isinstance(v, torch.Tensor):
                sd[k] = v.contiguous()
            else:
                skipped.append(k)
        atomic_write(path, lambda f: torch.save(sd, f), mode=target_mode(path, None))
        return skipped
    from ..common.parameter import Parameter
    from ..train.serialization import _FILE_MODE, save_checkpoint

    obj = OrderedDict()
    for k, v in data.items():
        if isinstance(v, str):
            if fmt == "safetensors":
                skipped.append(k)
                continue
            obj[k] = v
        else:
            obj[k] = Parameter(v, name=k, requires_grad=False)
    token = _FILE_MODE.set(target_mode(path, None))  # an existing target keeps its permission bits
    try:
        save_checkpoint(obj, path, format=fmt)
    finally:
        _FILE_MODE.reset(token)
    return skipped


def ms_to_torch_names(names) -> "OrderedDict[str, tuple[str, str]]":
    """MindSpore names -> ``(torch name, reason)``."""
    out = OrderedDict()
    for n in names:
        prefix, _, last = n.rpartition(".")
        if last in MS_TO_TORCH_SUFFIX:
            new = (prefix + "." if prefix else "") + MS_TO_TORCH_SUFFIX[last]
            out[n] = (new, f"{last} -> {MS_TO_TORCH_SUFFIX[last]}")
        else:
            out[n] = (n, "")
    return out


def torch_to_ms_names(data, embedding_prefixes=()) -> "OrderedDict[str, tuple[str | None, str]]":
    """PyTorch names -> ``(MindSpore name or None to drop, reason)``.

    BatchNorm is recognised by ``running_mean``/``running_var`` beside ``weight``/``bias`` (``num_batches_tracked``
    is dropped); a 1-D ``weight`` without running statistics is a LayerNorm/GroupNorm ``gamma`` (``bias`` -> ``beta``);
    ``weight`` under a prefix in ``embedding_prefixes`` becomes ``embedding_table``.
    """
    groups: dict[str, set] = {}
    for n in data:
        prefix, _, last = n.rpartition(".")
        groups.setdefault(prefix, set()).add(last)
    out = OrderedDict()
    for n, v in data.items():
        prefix, _, last = n.rpartition(".")
        sib = groups[prefix]
        join = (prefix + ".") if prefix else ""
        if last == "num_batches_tracked" and ("running_mean" in sib or "running_var" in sib):
            out[n] = (None, "BatchNorm counter (MindSpore has none): dropped")
        elif last in _BN_TORCH_TO_MS and ("running_mean" in sib or "running_var" in sib):
            out[n] = (join + _BN_TORCH_TO_MS[last], f"BatchNorm {last} -> {_BN_TORCH_TO_MS[last]}")
        elif last == "weight" and prefix in embedding_prefixes:
            out[n] = (join + "embedding_table", "Embedding weight -> embedding_table")
        elif last in ("weight", "bias") and _is_norm_affine(data, join, sib):
            new = "gamma" if last == "weight" else "beta"
            out[n] = (join + new, f"LayerNorm/GroupNorm {last} -> {new} (1-D weight)")
        else:
            out[n] = (n, "")
    return out


def _is_norm_affine(data, join: str, sib: set) -> bool:
    w = data.get(join + "weight")
    if not isinstance(w, torch.Tensor) or w.dim() != 1:
        return False
    b = data.get(join + "bias")
    return b is None or (isinstance(b, torch.Tensor) and b.shape == w.shape)


_stats = _inspect.stats


def _dtype_name(t: torch.Tensor) -> str:
    from ..common import dtype as mstype

    ms = mstype._FROM_TORCH.get(t.dtype)
    return str(ms) if ms is not None else str(t.dtype).replace("torch.", "")


def cmd_show(args) -> int:
    data = read_any(args.file, _key(args.dec_key), args.dec_mode)
    rows = []
    total = 0
    for name, v in data.items():
        if isinstance(v, str):
            rows.append((name, "-", "str", repr(v) if len(v) <= 40 else repr(v[:37] + "..."), "", "", "", "", ""))
            continue
        s = _stats(v)
        total += v.numel()
        rows.append(
            (
                name,
                str(list(v.shape)),
                _dtype_name(v),
                f"{s['min']:.6g}",
                f"{s['max']:.6g}",
                f"{s['mean']:.6g}",
                f"{s['std']:.6g}",
                str(s["nan"]),
                str(s["inf"]),
            )
        )
    header = ("name", "shape", "dtype", "min", "max", "mean", "std", "nan", "inf")
    _print_table(header, rows)
    nan_total = sum(int(r[7]) for r in rows if r[7])
    inf_total = sum(int(r[8]) for r in rows if r[8])
    print(f"{len(rows)} entries, {total} elements, {nan_total} NaN, {inf_total} INF  ({args.file})")
    return 0


def cmd_diff(args) -> int:
    a = read_any(args.a, _key(args.dec_key), args.dec_mode)
    b = read_any(args.b, _key(args.dec_key), args.dec_mode)
    only_a = [n for n in a if n not in b]
    only_b = [n for n in b if n not in a]
    rows = []
    same = 0
    for n, va in a.items():
        if n not in b:
            continue
        vb = b[n]
        if isinstance(va, str) or isinstance(vb, str):
            if va == vb:
                same += 1
            else:
                rows.append((n, "value", repr(va)[:30], repr(vb)[:30], ""))
            continue
        if tuple(va.shape) != tuple(vb.shape) or va.dtype != vb.dtype:
            rows.append(
                (n, "shape/dtype", f"{list(va.shape)} {_dtype_name(va)}", f"{list(vb.shape)} {_dtype_name(vb)}", "")
            )
            continue
        note = []
        sa, sb = _stats(va), _stats(vb)
        if sb["nan"] > sa["nan"]:
            note.append(f"NaN {sa['nan']}->{sb['nan']}")
        if sb["inf"] > sa["inf"]:
            note.append(f"INF {sa['inf']}->{sb['inf']}")
        d = _inspect.difference(va, vb, args.atol, args.rtol)
        if d is None:
            same += 1
            continue
        max_abs, ref, rel, changed = d
        if max_abs <= args.atol + args.rtol * ref and not note:
            same += 1
            continue
        rows.append((n, "changed", f"max|d|={max_abs:.6g}", f"rel={rel:.3g} n={changed}/{va.numel()}", " ".join(note)))
    if rows:
        _print_table(("name", "kind", "A", "B", "note"), rows)
    for n in only_a:
        print(f"only in A: {n}")
    for n in only_b:
        print(f"only in B: {n}")
    print(f"{same} same, {len(rows)} different, {len(only_a)} only in A, {len(only_b)} only in B")
    return 0 if not rows and not only_a and not only_b else 1


def cmd_convert(args) -> int:
    src_fmt, dst_fmt = _fmt_of(args.src), _fmt_of(args.dst)
    data = read_any(args.src, _key(args.dec_key), args.dec_mode)
    if args.no_rename or (src_fmt == "torch") == (dst_fmt == "torch"):
        table = OrderedDict((n, (n, "")) for n in data)
    elif dst_fmt == "torch":
        table = ms_to_torch_names(data)
    else:
        table = torch_to_ms_names(data, tuple(args.embedding or ()))
    for item in args.rename or ():
        if "=" not in item:
            print(f"mindshim ckpt convert: --rename expects OLD=NEW, got {item!r}", file=sys.stderr)
            return 2
        old, new = item.split("=", 1)
        if old not in table:
            print(f"mindshim ckpt convert: --rename: no entry named {old!r}", file=sys.stderr)
            return 2
        table[old] = (new, "--rename")
    out = OrderedDict()
    for n, v in data.items():
        new, _ = table[n]
        if new is None:
            continue
        if new in out:
            print(f"mindshim ckpt convert: two entries map to {new!r}; use --rename or --no-rename", file=sys.stderr)
            return 2
        out[new] = v
    rows = [(n, "-" if new is None else new, why) for n, (new, why) in table.items() if new != n]
    if rows:
        _print_table(("source name", "target name", "rule"), rows)
    skipped = write_any(args.dst, out)
    for n in skipped:
        print(f"skipped (not a tensor in {dst_fmt}): {n}")
    print(
        f"{args.src} ({src_fmt}) -> {args.dst} ({dst_fmt}): {len(out) - len(skipped)} entries, "
        f"{len(rows)} renamed/dropped"
    )
    return 0


def _print_table(header, rows) -> None:
    widths = [max(len(str(h)), *(len(str(r[i])) for r in rows)) if rows else len(h) for i, h in enumerate(header)]
    print("  ".join(str(h).ljust(w) for h, w in zip(header, widths)).rstrip())
    for r in rows:
        print("  ".join(str(c).ljust(w) for c, w in zip(r, widths)).rstrip())


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="mindshim ckpt", usage=USAGE[len("usage: ") :])
    sub = p.add_subparsers(dest="cmd")
    for name in ("show", "diff", "convert"):
        s = sub.add_parser(name)
        if name == "show":
            s.add_argument("file")
        elif name == "diff":
            s.add_argument("a")
            s.add_argument("b")
            s.add_argument("--atol", type=float, default=0.0)
            s.add_argument("--rtol", type=float, default=0.0)
        else:
            s.add_argument("src")
            s.add_argument("dst")
            s.add_argument("--no-rename", action="store_true", help="keep names as they are")
            s.add_argument(
                "--embedding", action="append", help="prefix of a torch Embedding (weight -> embedding_table)"
            )
            s.add_argument("--rename", action="append", help="OLD=NEW, applied after the automatic rules")
        s.add_argument("--dec-key", default=None, help="key of an encrypted .ckpt (text, or hex:...)")
        s.add_argument("--dec-mode", default="AES-GCM")
    return p


def main(argv: list[str] | None = None) -> int:
    """Entry point of ``mindshim ckpt``. Returns the exit status (0 ok; ``diff``: 1 when the files differ; 2 errors)."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0] in ("-h", "--help"):
        print(USAGE, file=sys.stdout if argv else sys.stderr)
        return 0 if argv else 2
    try:
        args = _parser().parse_args(argv)
    except SystemExit as e:
        return int(e.code or 0)
    try:
        return {"show": cmd_show, "diff": cmd_diff, "convert": cmd_convert}[args.cmd](args)
    except Exception as e:  # one clear line, never a traceback
        print(f"mindshim ckpt {args.cmd}: {type(e).__name__}: {e}", file=sys.stderr)
        return 2
