"""`msrun`: start a MindSpore job of several processes, here on torch's launcher (``torch.distributed.run``).

Mirrors ``mindspore.parallel.cluster.run`` (MindSpore 2.10's ``msrun`` console script) and takes its options:
``--worker_num`` (processes in the whole job), ``--local_worker_num`` (processes on this machine), ``--master_addr``,
``--master_port``, ``--node_rank`` (this machine's index; -1: assigned at rendezvous), ``--log_dir``, ``--join``,
``--cluster_time_out``, ``--bind_core``, ``--worker_log_name`` and the rest (accepted). Each worker runs
``python -m mindshim <task_script> <args>`` (the ``mindspore`` alias on) with torch's variables (``RANK``,
``WORLD_SIZE``, ``LOCAL_RANK``, ``MASTER_ADDR``/``MASTER_PORT``) and MindSpore's (``RANK_ID``, ``DEVICE_ID``,
``RANK_SIZE``, ``MS_WORKER_NUM``, ``MS_ROLE``, ``MS_SCHED_HOST``/``MS_SCHED_PORT``, ``MS_TOPO_TIMEOUT``), so
``mindspore.communication.init()`` builds the gloo (CPU) or nccl (CUDA) group.

As in MindSpore, worker ``i``'s output (stdout and stderr) goes to ``<log_dir>/worker_<i>.log`` (``<i>`` the global
rank: ``node_rank * local_worker_num + local index``) and the master node's launcher log to
``<log_dir>/scheduler.log`` (there is no separate scheduler process: torch's TCP store on ``master_port`` is the
rendezvous). ``--join True`` also copies the worker logs to the console as they grow.

Differences from MindSpore: msrun always waits for the job (torch's agent supervises the workers) and returns its
status, whatever ``--join`` says; when a worker exits with an error or dies, the other workers are stopped at once
and msrun prints the rank, its exit status and the end of its log, then exits 1. ``--bind_core``/``--bind_numa``
are accepted and not applied; ``--sim_level`` (dry run) is not supported.
"""

from __future__ import annotations

from ... import _api
import ast
import json
import os
import shutil
import signal
import socket
import sys
import tempfile
import threading
from argparse import REMAINDER, ArgumentParser, ArgumentTypeError, Namespace
from typing import Any

__all__ = _api.names(__name__)

# run by path, not as a module, so that it redirects the output before importing mindshim (and torch)
_WORKER_SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "_worker.py")


def _parse_bind(value: Any) -> Any:
    """``--bind_core``/``--bind_numa``: ``True``/``False`` or a JSON dict (MindSpore's accepted forms)."""
    if isinstance(value, str):
        if value.lower() in ("true", "false"):
            return value.lower() == "true"
        try:
            value = json.loads(value)
        except json.JSONDecodeError as e:
            raise ArgumentTypeError("Failed to parse JSON into a dictionary") from e
    if not isinstance(value, (bool, dict)):
        raise ArgumentTypeError(f"Type of {value} should be bool or dict, but got {type(value)}.")
    return value


def _parser() -> ArgumentParser:
    parser = ArgumentParser(prog="msrun", description="Start a MindSpore job of several processes on torch.")
    parser.add_argument("--worker_num", type=int, default=8, help="processes in the whole job (default 8)")
    parser.add_argument("--local_worker_num", type=int, default=8, help="processes on this node (default 8)")
    parser.add_argument("--master_addr", default="127.0.0.1", type=str, help="address of the master node")
    parser.add_argument("--master_port", default=8118, type=int, help="rendezvous port on the master node")
    parser.add_argument("--node_rank", default=-1, type=int, help="index of this node (-1: assigned at rendezvous)")
    parser.add_argument("--log_dir", default="", type=str, help="folder of worker_<rank>.log and scheduler.log")
    parser.add_argument(
        "--join", default=False, type=ast.literal_eval, choices=[True, False], help="copy worker logs to the console"
    )
    parser.add_argument("--cluster_time_out", default=600, type=int, help="seconds to wait for the cluster to form")
    parser.add_argument("--bind_core", default=False, type=_parse_bind, help="accepted, not applied")
    parser.add_argument("--bind_numa", default=False, type=_parse_bind, help="accepted, not applied")
    parser.add_argument("--sim_level", default=-1, type=int, choices=[-1, 0, 1, 2, 3], help="not supported")
    parser.add_argument("--sim_rank_id", default=-1, type=int, help="not supported")
    parser.add_argument("--rank_table_file", default="", type=str, help="exported as RANK_TABLE_FILE")
    parser.add_argument("--worker_log_name", default="", type=str, help="worker log name (default worker)")
    parser.add_argument("--tail_worker_log", default="-1", type=str, help="with --join: ranks whose logs to copy")
    parser.add_argument("task_script", type=str, help="the script (or python/pytest followed by its arguments)")
    parser.add_argument("task_script_args", nargs=REMAINDER, help="arguments of the script")
    return parser


def get_args(argv: list[str] | None = None) -> Namespace:
    """Parse msrun's command line (``argv``, default ``sys.argv[1:]``) with MindSpore 2.10's options and defaults."""
    return _parser().parse_args(argv)


def _worker_argv(cmd: str, cmd_args: list[str]) -> list[str]:
    """What ``python -m mindshim`` runs for MindSpore's ``cmd cmd_args`` (``python x.py``, ``pytest ...``, ``x.py``)."""
    if os.path.basename(cmd) in ("python", "python3") or cmd == sys.executable:
        args = list(cmd_args)
        while args and args[0] in ("-u", "-B", "-O"):
            args = args[1:]
        return args
    if cmd == "pytest":
        return ["-m", "pytest", *cmd_args]
    return [cmd, *cmd_args]


def _is_local_address(addr: str) -> bool:
    """Whether ``addr`` names this machine (a socket can bind to it)."""
    try:
        ip = socket.gethostbyname(addr)
    except OSError:
        return False
    if ip.startswith("127."):
        return True
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.bind((ip, 0))
        return True
    except OSError:
        return False


def _log_name(args: Namespace) -> str:
    if not args.worker_log_name:
        return "worker"
    name = args.worker_log_name.replace("{hostname}", socket.gethostname())
    if "{ip}" in name:
        try:
            ip = socket.gethostbyname(socket.gethostname())
        except OSError:
            ip = "127.0.0.1"
        name = name.replace("{ip}", ip)
    return name


class _Tail(threading.Thread):
    """Copy the growing worker log files to this process's stdout (``--join True``)."""

    def __init__(self, paths: list[str]) -> None:
        super().__init__(daemon=True)
        self.paths = paths
        self.offsets = dict.fromkeys(paths, 0)
        self.done = threading.Event()

    def pump(self) -> None:
        for path in self.paths:
            try:
                with open(path, "rb") as f:
                    f.seek(self.offsets[path])
                    data = f.read()
            except OSError:
                continue
            if data:
                self.offsets[path] += len(data)
                sys.stdout.buffer.write(data)
                sys.stdout.flush()

    def run(self) -> None:
        while not self.done.wait(0.2):
            self.pump()

    def stop(self) -> None:
        self.done.set()
        self.join()
        self.pump()


def _log_tail(path: str, lines: int = 20) -> str:
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            return "".join(f.readlines()[-lines:])
    except OSError:
        return ""


def _describe(exitcode: int) -> str:
    if exitcode < 0:
        try:
            return f"was killed by signal {signal.Signals(-exitcode).name}"
        except ValueError:
            return f"was killed by signal {-exitcode}"
    return f"exited with code {exitcode}"


def _root_cause(failures: dict, status_dir: str) -> tuple[int, Any]:
    """The failure that ended the job: a worker killed by a signal other than the launcher's SIGTERM (it died),
    else the worker whose failure was recorded first (the others failed on its lost connection), else the first."""
    died = [r for r, f in failures.items() if f.exitcode < 0 and f.exitcode != -signal.SIGTERM]
    if died:
        return min(died), failures[min(died)]
    times = {}
    for r in failures:
        try:
            with open(os.path.join(status_dir, f"failed_{r}")) as f:
                times[r] = float(f.read())
        except (OSError, ValueError):
            pass
    if times:
        r = min(times, key=times.__getitem__)
        return r, failures[r]
    r = min(failures)
    return r, failures[r]


def _setup_launcher_log(path: str | None) -> None:
    """Send torch's launcher messages to ``path`` (scheduler.log) instead of the console; dropped without one."""
    import logging

    handler: logging.Handler
    if path is None:
        handler = logging.NullHandler()
    else:
        handler = logging.FileHandler(path, mode="w", encoding="utf-8")
        handler.setFormatter(logging.Formatter("[%(levelname)s] %(asctime)s %(name)s: %(message)s"))
    for name in ("torch.distributed.elastic", "torch.distributed.run", "torch.distributed.launcher"):
        logger = logging.getLogger(name)
        logger.handlers = [handler]
        logger.setLevel(logging.INFO)
        logger.propagate = False


def run(args: Namespace) -> int:
    """Run the job described by ``args`` (from :func:`get_args`); returns msrun's exit status (0: every worker
    exited 0). Mirrors ``mindspore.parallel.cluster.run.run`` (which raises RuntimeError on a failed job; this
    prints the failed rank and returns 1).

    Raises:
        ValueError: ``worker_num`` <= 0, ``local_worker_num`` not in [1, worker_num] or not dividing it.
    """
    if args.worker_num <= 0:
        raise ValueError(f"worker_num must be greater than 0, but got {args.worker_num}.")
    if args.local_worker_num > args.worker_num:
        raise ValueError(
            f"Total worker number is {args.worker_num}, but got exceeded local worker number: {args.local_worker_num}."
        )
    if args.local_worker_num <= 0 or args.worker_num % args.local_worker_num:
        raise ValueError(
            f"local_worker_num ({args.local_worker_num}) must be positive and divide worker_num ({args.worker_num}): "
            "every node runs the same number of workers."
        )
    nnodes = args.worker_num // args.local_worker_num
    node_rank = 0 if nnodes == 1 else args.node_rank
    if node_rank >= nnodes:
        raise ValueError(f"node_rank must be in [0, {nnodes}) for {nnodes} nodes, but got {node_rank}.")
    log_dir = os.path.abspath(args.log_dir or ".")
    os.makedirs(log_dir, exist_ok=True)
    is_master = node_rank == 0 or (node_rank == -1 and _is_local_address(args.master_addr))
    timeout = args.cluster_time_out if args.cluster_time_out > 0 else 86400 * 365

    env = os.environ
    env["RANK_SIZE"] = str(args.worker_num)
    env["MS_WORKER_NUM"] = str(args.worker_num)
    env["MS_SCHED_HOST"] = args.master_addr
    env["MS_SCHED_PORT"] = str(args.master_port)
    env["MS_TOPO_TIMEOUT"] = str(args.cluster_time_out)
    env["MINDSHIM_MSRUN_LOG_DIR"] = log_dir
    env["MINDSHIM_MSRUN_LOG_NAME"] = _log_name(args)
    env["MINDSHIM_MSRUN_LOG_INDEX"] = "local" if node_rank == -1 else "global"
    scratch = tempfile.mkdtemp(prefix="msrun_")  # torch's launcher's files and the workers' failure times
    env["MINDSHIM_MSRUN_STATUS_DIR"] = scratch
    if args.rank_table_file:
        env["RANK_TABLE_FILE"] = args.rank_table_file
    if "OMP_NUM_THREADS" not in env:  # torch's launcher default: share the cores, no oversubscription
        env["OMP_NUM_THREADS"] = str(max(1, (os.cpu_count() or 1) // args.local_worker_num))

    worker_argv = _worker_argv(args.task_script, list(args.task_script_args))
    launcher = [
        f"--nnodes={nnodes}",
        f"--nproc_per_node={args.local_worker_num}",
        "--max_restarts=0",
        "--monitor_interval=0.1",
        f"--rdzv_conf=timeout={timeout},join_timeout={timeout},read_timeout={timeout}",
    ]
    if node_rank >= 0:
        launcher += [
            f"--node_rank={node_rank}",
            f"--master_addr={args.master_addr}",
            f"--master_port={args.master_port}",
        ]
    else:  # ranks of the nodes assigned at rendezvous, as MindSpore does without --node_rank
        launcher += ["--rdzv_backend=c10d", f"--rdzv_endpoint={args.master_addr}:{args.master_port}", "--rdzv_id=msrun"]
    launcher += [f"--log_dir={scratch}", _WORKER_SCRIPT, *worker_argv]

    from torch.distributed.elastic.multiprocessing.api import SignalException
    from torch.distributed.elastic.multiprocessing.errors import ChildFailedError
    from torch.distributed.launcher.api import elastic_launch
    from torch.distributed.run import config_from_args, get_args_parser

    _setup_launcher_log(os.path.join(log_dir, "scheduler.log") if is_master else None)
    config, cmd, cmd_args = config_from_args(get_args_parser().parse_args(launcher))

    base = node_rank * args.local_worker_num if node_rank >= 0 else 0
    name = env["MINDSHIM_MSRUN_LOG_NAME"]
    log_paths = [os.path.join(log_dir, f"{name}_{base + i}.log") for i in range(args.local_worker_num)]
    command = " ".join(["python", "-m", "mindshim", *worker_argv])
    for i, path in enumerate(log_paths):
        rank_id = base + i if node_rank >= 0 else None
        print(
            f"Start worker process with rank id:{rank_id}, log file:{path}. "
            f"Environment variable [RANK_ID={rank_id}] is exported. Execute command: {command}",
            flush=True,
        )
    for path in log_paths:  # fresh (empty) logs before any worker writes, as MindSpore opens them
        open(path, "w").close()
    tail = None
    if args.join:
        chosen = [int(r) for r in args.tail_worker_log.split(",")] if args.tail_worker_log != "-1" else None
        tail = _Tail([p for i, p in enumerate(log_paths) if chosen is None or base + i in chosen])
        tail.start()
    status = 0
    try:
        elastic_launch(config=config, entrypoint=cmd)(*cmd_args)
    except ChildFailedError as e:
        status = 1
        if tail is not None:
            tail.stop()
            tail = None
        rank, failure = _root_cause(e.failures, scratch)
        index = failure.local_rank if node_rank == -1 else rank
        path = os.path.join(log_dir, f"{name}_{index}.log")
        end = _log_tail(path)
        others = sorted(r for r in e.failures if r != rank)
        print(
            f"msrun: worker rank {rank} (local rank {failure.local_rank}, pid {failure.pid}) "
            f"{_describe(failure.exitcode)}; the job was stopped"
            + (f" (then also failed: rank {', '.join(map(str, others))})" if others else "")
            + f". Its log: {path}"
            + (f"\n---- last lines of {os.path.basename(path)} ----\n{end.rstrip()}" if end else ""),
            file=sys.stderr,
        )
    except SignalException as e:  # Ctrl+C / kill of msrun: torch's agent stopped the workers
        status = 128 + int(e.sigval)
        print(f"msrun received {e.sigval.name}: all workers were stopped.", file=sys.stderr)
    except Exception as e:  # rendezvous timeout, port in use, a node that never came: torch's error, summarised
        status = 1
        print(
            f"msrun: the job of {args.worker_num} workers could not run on node {node_rank} "
            f"(master {args.master_addr}:{args.master_port}, --cluster_time_out={args.cluster_time_out}): "
            f"{type(e).__name__}: {e}",
            file=sys.stderr,
        )
    finally:
        if tail is not None:
            tail.stop()
        shutil.rmtree(scratch, ignore_errors=True)
    if status == 1:
        print(f"Distributed job exited with exception. Please check logs in directory: {log_dir}.", file=sys.stderr)
    return status


def main(argv: list[str] | None = None) -> int:
    """Entry point of the ``msrun`` console script and ``python -m mindshim.msrun``. Returns the exit status."""
    args = get_args(argv)
    try:
        return run(args)
    except ValueError as e:
        print(f"msrun: {e}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
