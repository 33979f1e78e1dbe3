"""Ordered parallel execution for the dataset pipeline: ``map``, ``batch(per_batch_map=...)`` and random-access
``GeneratorDataset`` sources spread their per-row work over a thread pool or a pool of worker processes.

Why not ``torch.utils.data.DataLoader`` workers: a DataLoader parallelises a *map-style* dataset by index (every
worker needs random access to the rows) or replicates an *iterable* dataset in every worker. A MindSpore pipeline is
a chain of operations (``shuffle``, ``filter``, ``batch``, ``repeat``, ``zip``...) where each ``map`` may run with its
own worker count and the upstream rows exist only as a stream. So each parallel node here consumes its input
stream in the calling thread and hands rows to workers in chunks through a bounded window: MindSpore's element
order is kept exactly, about twice ``ds.config.get_prefetch_size()`` rows are in flight, and with the default
'fork' start method the operations need no pickling (lambdas work, as in MindSpore).

Threads suit numpy/PIL/torch work (they release the GIL inside their kernels); processes
(``python_multiprocessing=True``) suit pure-Python work. A failing user function surfaces as MindSpore's
``RuntimeError('Exception thrown from user defined Python function in dataset. ...')`` carrying the user's
traceback text (and, with threads, the original exception as ``__cause__``).

A pool lives as long as the dataset iterator that reads through it (a :class:`PoolScope`, set by the iterator while
it produces rows): made at the node's first epoch, it serves every later epoch of that iterator, as MindSpore's
workers do, so an epoch does not pay for starting threads or forking processes. Ending, stopping or dropping the
iterator shuts its pools down; an epoch that ends early (an error, a consumer that stops reading) shuts its pool down
at once, since it may still hold work in flight. Outside an iterator (``get_dataset_size`` and the like) a pool lives
for one pass.
"""

from __future__ import annotations

import collections
import multiprocessing
import pickle
import queue
import signal
import threading
import traceback
import warnings
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ThreadPoolExecutor

from ... import _threads
from ..core import config as _config

__all__ = ["ordered_map", "PoolScope", "user_error", "user_message", "op_error", "map_op_error"]

_RULE = "-" * 66


def op_error(
    message: str, head: str = "Exception thrown from dataset pipeline. Refer to 'Dataset Pipeline Error Message'."
) -> RuntimeError:
    """MindSpore's RuntimeError for a failing C++ data operation: ``head``, then ``[ERROR] message`` in its frame."""
    return RuntimeError(f"{head} \n\n{_RULE}\n- Dataset Pipeline Error Message: \n{_RULE}\n[ERROR] {message}\n\n")


def map_op_error(exc: BaseException, name: str) -> BaseException:
    """A data operation's pipeline error as ``map`` reports it: ``[ERROR] map operation: [name] failed. ...``;
    other exceptions unchanged."""
    msg = str(exc)
    if not isinstance(exc, RuntimeError) or not msg.startswith("Exception thrown from dataset pipeline."):
        return exc
    return RuntimeError(msg.replace("[ERROR] ", f"[ERROR] map operation: [{name}] failed. ", 1))


def user_message(body: str) -> RuntimeError:
    """MindSpore's error for a user function that returned something unusable: ``body`` as the Python message."""
    return RuntimeError(
        f"Exception thrown from user defined Python function in dataset. \n\n{_RULE}\n- Python Call Stack: \n"
        f"{_RULE}\n{body}\n\n{_RULE}\n- Dataset Pipeline Error Message: \n{_RULE}\n"
        f"[ERROR] Execute user Python code failed, check 'Python Call Stack' above.\n\n"
    )


def user_error(exc: BaseException, prefix: str = "", trace: bool = True) -> RuntimeError:
    """MindSpore's error for a failing user function: ``prefix``, then the exception's traceback (or just
    ``Class: message`` with ``trace=False``), framed as MindSpore 2.10 frames it."""
    if trace:
        body = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__)).rstrip("\n")
    else:
        body = f"{type(exc).__name__}: {exc}"
    return RuntimeError(
        f"Exception thrown from user defined Python function in dataset. \n\n{_RULE}\n- Python Call Stack: \n"
        f"{_RULE}\n{prefix}{body}\n\n{_RULE}\n- Dataset Pipeline Error Message: \n{_RULE}\n"
        f"[ERROR] Execute user Python code failed, check 'Python Call Stack' above.\n\n"
    )


def _run_chunk(fn: Callable, chunk: list) -> tuple:
    """``fn`` over a chunk of items: the results up to the first failure, and that failure (or None)."""
    out = []
    for item in chunk:
        try:
            out.append(fn(item))
        except BaseException as e:  # handed to the consumer, in order
            return out, e
    return out, None


def _worker_main(fn: Callable, inbox, outbox) -> None:
    """A worker process: run ``fn`` over each chunk from ``inbox`` and put ``(results, error)`` on ``outbox``
    until it reads None."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent handles Ctrl-C and stops the workers
    try:
        import torch

        torch.set_num_threads(1)  # one process per core already
    except Exception:
        pass
    while True:
        chunk = inbox.get()
        if chunk is None:
            break
        out, err = _run_chunk(fn, chunk)
        if err is not None:
            try:
                pickle.dumps(err)
            except Exception:  # an exception that cannot travel becomes its text
                err = RuntimeError(f"{type(err).__name__}: {err}")
        outbox.put((out, err))


class _ProcessPool:
    """``num_workers`` worker processes; chunk ``k`` goes to worker ``k % num_workers``, so results come back in
    order by reading the workers in turn. Queues (with their feeder threads) keep both sides from blocking."""

    def __init__(self, fn: Callable, num_workers: int, method: str) -> None:
        ctx = multiprocessing.get_context(method)
        self._inboxes = [ctx.Queue() for _ in range(num_workers)]
        self._outboxes = [ctx.Queue() for _ in range(num_workers)]
        self._procs = []
        with warnings.catch_warnings():  # Python 3.12+ warns about fork() in a process with threads
            warnings.simplefilter("ignore", DeprecationWarning)
            for inbox, outbox in zip(self._inboxes, self._outboxes):
                p = ctx.Process(target=_worker_main, args=(fn, inbox, outbox), daemon=True)
                p.start()
                self._procs.append(p)
        self._sent = self._received = 0

    def submit(self, chunk: list) -> None:
        self._inboxes[self._sent % len(self._procs)].put(chunk)
        self._sent += 1

    def result(self, _=None) -> tuple:
        k = self._received % len(self._procs)
        self._received += 1
        while True:
            try:
                return self._outboxes[k].get(timeout=1.0)
            except queue.Empty:
                if not self._procs[k].is_alive():
                    raise RuntimeError(
                        f"A dataset worker process (pid {self._procs[k].pid}) exited unexpectedly with code "
                        f"{self._procs[k].exitcode}."
                    ) from None

    def close(self) -> None:
        """Stop the workers at once (every result wanted has been read, or the consumer went away)."""
        for p in self._procs:
            p.terminate()
        for p in self._procs:
            p.join(timeout=5)
            if p.is_alive():
                p.kill()
                p.join()
        for q in self._inboxes + self._outboxes:
            q.cancel_join_thread()
            q.close()


class _ThreadPool:
    """``num_workers`` threads running ``fn`` over chunks; results are futures, read in submission order."""

    def __init__(self, fn: Callable, num_workers: int) -> None:
        self._fn = fn
        self._executor = ThreadPoolExecutor(
            num_workers, thread_name_prefix="mindshim-dataset", initializer=_threads.worker_init
        )

    def submit(self, chunk: list):
        return self._executor.submit(_run_chunk, self._fn, chunk)

    def result(self, future) -> tuple:
        return future.result()

    def close(self) -> None:
        self._executor.shutdown(wait=True, cancel_futures=True)


class PoolScope:
    """The worker pools of one dataset iterator, one per (function, worker count, kind): an epoch that ran to its
    end hands its pool back here and the node's next epoch takes it again. :meth:`close` shuts them all down."""

    def __init__(self) -> None:
        self._pools: dict = {}
        self._lock = threading.Lock()

    def take(self, key: tuple):
        with self._lock:
            return self._pools.pop(key, None)

    def give(self, key: tuple, pool) -> None:
        with self._lock:
            old = self._pools.get(key)
            self._pools[key] = pool
        if old is not None:  # two live passes of one node (a dataset zipped with itself): keep one pool
            old.close()

    def close(self) -> None:
        with self._lock:
            pools, self._pools = list(self._pools.values()), {}
        for pool in pools:
            pool.close()


_LOCAL = threading.local()  # .scope: the PoolScope of the iterator producing rows in this thread


def current_scope() -> PoolScope | None:
    """The pool scope of the iterator now producing rows in this thread (None outside an iterator)."""
    return getattr(_LOCAL, "scope", None)


def set_scope(scope: PoolScope | None) -> PoolScope | None:
    """Make ``scope`` this thread's pool scope; returns the previous one (to restore)."""
    prev = getattr(_LOCAL, "scope", None)
    _LOCAL.scope = scope
    return prev


def _chunks(items: Iterable, size: int) -> Iterator[list]:
    chunk = []
    for item in items:
        chunk.append(item)
        if len(chunk) == size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


def ordered_map(fn: Callable, items: Iterable, num_workers: int, processes: bool = False) -> Iterator:
    """Yield ``fn(item)`` for every item, in input order, computing up to ``num_workers`` at a time.

    ``num_workers <= 1`` runs in the calling thread. Otherwise ``processes`` picks worker processes (start method
    from ``config.get_multiprocessing_start_method()``; threads where the platform cannot use it) over threads.
    Items go to the workers in chunks of ``max(1, prefetch_size // num_workers)``, at most ``2 * num_workers``
    chunks in flight, so memory stays bounded by about ``2 * max(prefetch_size, num_workers)`` rows. The pool comes
    from the current iterator's :class:`PoolScope` when it has one for ``fn`` and goes back to it when every item is
    done; without a scope, or when the generator is closed early or ``fn`` raises, the pool is shut down. An
    exception of ``fn`` is re-raised in the consumer after the results of the items before it.
    """
    if num_workers <= 1:
        for item in items:
            yield fn(item)
        return
    method = _config.get_multiprocessing_start_method()
    use_processes = processes and method in multiprocessing.get_all_start_methods()
    key = (fn, num_workers, method if use_processes else "threads")
    scope = current_scope()
    pool = scope.take(key) if scope is not None else None
    if pool is None:
        pool = _ProcessPool(fn, num_workers, method) if use_processes else _ThreadPool(fn, num_workers)
    size = max(1, _config.get_prefetch_size() // num_workers)
    pending: collections.deque = collections.deque()
    finished = False
    try:
        for chunk in _chunks(items, size):
            pending.append(pool.submit(chunk))
            if len(pending) >= 2 * num_workers:
                out, err = pool.result(pending.popleft())
                yield from out
                if err is not None:
                    raise err
        while pending:
            out, err = pool.result(pending.popleft())
            yield from out
            if err is not None:
                raise err
        finished = True
    finally:
        if finished and scope is not None:
            scope.give(key, pool)
        else:
            pool.close()
