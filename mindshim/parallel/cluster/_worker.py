"""One msrun worker: MindSpore's per-worker environment and log file, then the user's script with the alias on.

msrun runs this file by path (``python -u .../_worker.py script args``): it redirects the output before anything
imports mindshim or torch, so that even an interrupted start-up writes only to the worker's log.
"""

from __future__ import annotations

import os
import sys
import time


def _redirect_output(path: str) -> None:
    """Send this process's stdout and stderr (file descriptors 1 and 2, so also native code's) to ``path``."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_APPEND, 0o640)
    sys.stdout.flush()
    sys.stderr.flush()
    os.dup2(fd, 1)
    os.dup2(fd, 2)
    os.close(fd)


def main(argv: list[str] | None = None) -> int:
    """Set ``RANK_ID``, ``DEVICE_ID``, ``RANK_SIZE``, ``MS_NODE_ID`` and ``MS_ROLE`` as MindSpore's msrun exports them
    (from torch's ``RANK``/``LOCAL_RANK``/``WORLD_SIZE``), redirect the output to ``<log_dir>/worker_<rank>.log``
    (``MINDSHIM_MSRUN_LOG_DIR``/``MINDSHIM_MSRUN_LOG_NAME``), then run ``argv`` as ``python -m mindshim`` does."""
    argv = list(sys.argv[1:] if argv is None else argv)
    env = os.environ
    rank, local_rank = env.get("RANK", "0"), env.get("LOCAL_RANK", "0")
    env["RANK_ID"] = rank
    env["MS_NODE_ID"] = rank
    env["DEVICE_ID"] = local_rank
    env["RANK_SIZE"] = env.get("WORLD_SIZE", "1")
    env["MS_ROLE"] = "MS_WORKER"
    log_dir = env.get("MINDSHIM_MSRUN_LOG_DIR")
    if log_dir is not None:
        index = local_rank if env.get("MINDSHIM_MSRUN_LOG_INDEX") == "local" else rank
        name = env.get("MINDSHIM_MSRUN_LOG_NAME", "worker")
        _redirect_output(os.path.join(log_dir, f"{name}_{index}.log"))
    from mindshim.cli import main as cli_main

    status = 1
    try:
        status = cli_main(argv)
    except SystemExit as e:
        status = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
        raise
    finally:
        if status and env.get("MINDSHIM_MSRUN_STATUS_DIR"):  # when it failed, for msrun to find the first failure
            try:
                with open(os.path.join(env["MINDSHIM_MSRUN_STATUS_DIR"], f"failed_{rank}"), "w") as f:
                    f.write(repr(time.time()))
            except OSError:
                pass
    return status


if __name__ == "__main__":
    # run by path: sys.path[0] is this folder; import mindshim from the tree this file belongs to instead
    sys.path[0] = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
    sys.exit(main())
