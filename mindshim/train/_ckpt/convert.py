"""`ckpt_to_safetensors` / `safetensors_to_ckpt`: a folder of checkpoints converted between the two formats."""

from __future__ import annotations

import os

from .load import load_checkpoint
from .save import save_checkpoint

# --------------------------------------------------------------------------------------------------------------------
# conversion


def _convert_files(file_path, save_path, name_map, file_name_regex, src_fmt, dst_fmt) -> None:
    import re

    if not isinstance(file_path, str):
        raise TypeError(f"The 'file_path' must be str, but got {type(file_path)}.")
    if os.path.isfile(file_path):
        jobs = [(file_path, save_path)]
    elif os.path.isdir(file_path):
        jobs = []
        for root, _, files in os.walk(file_path):
            for fn in sorted(files):
                if not fn.endswith("." + src_fmt):
                    continue
                if file_name_regex is not None and not re.findall(file_name_regex, fn):
                    continue
                rel = os.path.relpath(root, file_path)
                out_dir = os.path.join(save_path or file_path, rel) if save_path else root
                jobs.append((os.path.join(root, fn), out_dir))
    else:
        raise ValueError(f"The 'file_path' {file_path} does not exist.")
    for src, out_dir in jobs:
        params = load_checkpoint(src, format=src_fmt)
        if name_map:
            params = {name_map.get(k, k): v for k, v in params.items()}
        base = os.path.splitext(os.path.basename(src))[0] + "." + dst_fmt
        if out_dir is None:
            out = os.path.join(os.path.dirname(src), base)
        elif out_dir.endswith("." + dst_fmt) and os.path.isfile(file_path):
            out = out_dir
        else:
            os.makedirs(out_dir, exist_ok=True)
            out = os.path.join(out_dir, base)
        save_checkpoint(params, out, format=dst_fmt)


def ckpt_to_safetensors(
    file_path: str, save_path: str | None = None, name_map: dict | None = None, file_name_regex=None, processes_num=1
) -> None:
    """Convert ``.ckpt`` file(s) (a file or a directory tree) to ``.safetensors``. Mirrors ``mindspore.ckpt_to_safetensors``.

    ``name_map`` renames entries; ``processes_num`` is accepted (conversion runs in this process).
    """
    _convert_files(file_path, save_path, name_map, file_name_regex, "ckpt", "safetensors")


def safetensors_to_ckpt(
    file_path: str, save_path: str | None = None, name_map: dict | None = None, file_name_regex=None, processes_num=1
) -> None:
    """Convert ``.safetensors`` file(s) (a file or a directory tree) to ``.ckpt``. Mirrors ``mindspore.safetensors_to_ckpt``."""
    _convert_files(file_path, save_path, name_map, file_name_regex, "safetensors", "ckpt")
