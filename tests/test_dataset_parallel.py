"""Parallel map/batch/GeneratorDataset: real worker threads and processes, MindSpore's row order, bounded prefetch,
clean shutdown, errors carrying the user's traceback, and seeded random transforms independent of worker count."""

from __future__ import annotations

import gc
import multiprocessing
import os
import threading
import time

import numpy as np
import pytest

import mindspore.dataset as ds
from mindspore.dataset import vision

pytestmark = pytest.mark.skipif(multiprocessing.cpu_count() < 2, reason="needs 2 CPUs (MindSpore's worker bound)")


@pytest.fixture(autouse=True)
def _reset_dataset_state():
    from mindshim.dataset.core import config

    saved = dict(config._STATE)
    yield
    config._STATE.clear()
    config._STATE.update(saved)


def _col(d, i=0):
    return [r[i].item() for r in d.create_tuple_iterator(output_numpy=True)]


def _slow_square(x):
    time.sleep(0.002 * (int(x) % 3))  # uneven work, so workers finish out of order
    return x * x


@pytest.mark.parametrize("processes", [False, True])
def test_parallel_map_keeps_order(processes):
    d = ds.NumpySlicesDataset(np.arange(50), column_names=["x"], shuffle=False)
    d = d.map(_slow_square, "x", num_parallel_workers=2, python_multiprocessing=processes)
    assert _col(d) == [i * i for i in range(50)]
    assert [r[0].tolist() for r in d.batch(20).create_tuple_iterator(output_numpy=True)][2] == [
        i * i for i in range(40, 50)
    ]


def test_threads_really_run_in_parallel():
    seen = set()

    def op(x):
        seen.add(threading.get_ident())
        time.sleep(0.01)
        return x

    d = ds.NumpySlicesDataset(np.arange(16), shuffle=False).map(op, num_parallel_workers=2)
    assert _col(d) == list(range(16))
    assert len(seen) == 2 and threading.get_ident() not in seen


def test_processes_really_run_in_workers():
    d = ds.NumpySlicesDataset(np.arange(40), column_names=["x"], shuffle=False)
    d = d.map(
        lambda x: (x, np.array(os.getpid())), "x", ["x", "pid"], num_parallel_workers=2, python_multiprocessing=True
    )
    rows = list(d.create_tuple_iterator(output_numpy=True))
    assert [r[0].item() for r in rows] == list(range(40))
    pids = {r[1].item() for r in rows}
    assert os.getpid() not in pids and len(pids) == 2
    assert multiprocessing.active_children() == []  # the pool is gone once the epoch ends


def test_prefetch_is_bounded():
    produced = []

    def endless():
        i = 0
        while True:
            produced.append(i)
            yield (np.array(i),)
            i += 1

    d = ds.GeneratorDataset(endless, ["x"]).map(lambda x: x + 1, "x", num_parallel_workers=2)
    it = d.create_tuple_iterator(output_numpy=True)
    assert [next(it)[0].item() for _ in range(5)] == [1, 2, 3, 4, 5]
    # chunks of prefetch_size // workers rows, at most 2 * workers chunks in flight
    assert len(produced) <= 2 * ds.config.get_prefetch_size() + 8
    it.stop()


def test_abandoned_iterator_shuts_pools_down():
    def count_workers():
        return sum(t.name.startswith("mindshim-dataset") for t in threading.enumerate())

    base = count_workers()
    d = ds.NumpySlicesDataset(np.arange(1000), shuffle=False).map(lambda x: x, num_parallel_workers=2)
    it = d.create_tuple_iterator(output_numpy=True)
    next(it)
    assert count_workers() == base + 2
    del it
    gc.collect()
    assert count_workers() == base
    d = ds.NumpySlicesDataset(np.arange(1000), shuffle=False)
    d = d.map(lambda x: x, num_parallel_workers=2, python_multiprocessing=True)
    it = d.create_tuple_iterator(output_numpy=True)
    next(it)
    assert len(multiprocessing.active_children()) == 2
    del it
    gc.collect()
    assert multiprocessing.active_children() == []


def _fails_at_7(x):
    if x == 7:
        raise KeyError("boom7")
    return x


@pytest.mark.parametrize("workers,processes", [(1, False), (2, False), (2, True)])
def test_user_error_is_runtime_error_with_traceback_after_earlier_rows(workers, processes):
    d = ds.NumpySlicesDataset(np.arange(20), shuffle=False)
    d = d.map(_fails_at_7, num_parallel_workers=workers, python_multiprocessing=processes)
    got = []
    with pytest.raises(RuntimeError) as info:
        for r in d.create_tuple_iterator(output_numpy=True):
            got.append(r[0].item())
    assert got == list(range(7))
    msg = str(info.value)
    assert msg.startswith("Exception thrown from user defined Python function in dataset. \n")
    assert "map operation: [PyFunc] failed. Error description:\nKeyError: Traceback (most recent call last):" in msg
    assert 'raise KeyError("boom7")' in msg and "KeyError: 'boom7'" in msg
    if not processes:
        assert isinstance(info.value.__cause__, KeyError)


@pytest.mark.parametrize("processes", [False, True])
def test_seeded_random_transforms_follow_mindspore_worker_streams(processes):
    # MindSpore's MapOp seeds worker w's copy of each random operation with seed + w and deals the rows to the
    # workers in turn: with two workers the even rows draw what rows 0, 1, 2, ... draw with one worker
    img = np.arange(6 * 7 * 3, dtype=np.uint8).reshape(6, 7, 3)
    data = np.stack([img] * 24)

    def run(workers):
        ds.config.set_seed(11)
        d = ds.NumpySlicesDataset(data, column_names=["image"], shuffle=False)
        d = d.map(
            [vision.RandomCrop(3), vision.RandomHorizontalFlip()],
            "image",
            num_parallel_workers=workers,
            python_multiprocessing=processes,
        )
        return [r[0].copy() for r in d.create_tuple_iterator(output_numpy=True)]

    one, two = run(1), run(2)
    assert all(np.array_equal(a, b) for a, b in zip(one[:12], two[0::2], strict=True))
    assert not all(np.array_equal(a, b) for a, b in zip(one[:12], two[1::2], strict=True))
    assert len({a.tobytes() for a in one}) > 3  # rows really differ
    again = run(2)
    assert all(np.array_equal(a, b) for a, b in zip(two, again, strict=True))


def test_parallel_per_batch_map_and_random_access_generator():
    class Source:
        def __getitem__(self, i):
            return (np.array(i * 10),)

        def __len__(self):
            return 30

    for processes in (False, True):
        d = ds.GeneratorDataset(
            Source(), ["x"], shuffle=False, num_parallel_workers=2, python_multiprocessing=processes
        )
        assert _col(d) == [i * 10 for i in range(30)]
        b = d.batch(
            4,
            per_batch_map=lambda x, info: ([v + info.get_batch_num() for v in x],),
            num_parallel_workers=2,
            python_multiprocessing=processes,
        )
        rows = [r[0].tolist() for r in b.create_tuple_iterator(output_numpy=True)]
        assert rows[0] == [0, 10, 20, 30] and rows[1] == [41, 51, 61, 71] and rows[-1] == [287, 297]


def test_worker_count_is_checked_and_config_default_applies():
    cpus = multiprocessing.cpu_count()
    with pytest.raises(ValueError, match=f"num_parallel_workers exceeds the boundary between 1 and {cpus}!"):
        ds.NumpySlicesDataset([1]).map(lambda x: x, num_parallel_workers=cpus + 1)
    with pytest.raises(TypeError, match="is not of type"):
        ds.NumpySlicesDataset([1]).map(lambda x: x, num_parallel_workers="2")
    with pytest.raises(RuntimeError, match="exceeds the boundary"):
        ds.config.set_num_parallel_workers(cpus + 1)
    seen = set()

    def op(x):
        seen.add(threading.get_ident())
        time.sleep(0.005)
        return x

    ds.config.set_num_parallel_workers(2)
    assert ds.config.get_num_parallel_workers() == 2
    assert _col(ds.NumpySlicesDataset(np.arange(10), shuffle=False).map(op)) == list(range(10))
    assert len(seen) == 2


@pytest.mark.parametrize("processes", [False, True])
def test_worker_pools_serve_every_epoch_of_an_iterator(processes):
    def who(x):
        time.sleep(0.002)  # keeps both workers busy
        return x, np.array(os.getpid() if processes else threading.get_ident())

    d = ds.NumpySlicesDataset(np.arange(24), column_names=["x"], shuffle=False)
    d = d.map(who, "x", ["x", "w"], num_parallel_workers=2, python_multiprocessing=processes)
    it = d.create_tuple_iterator(num_epochs=3, output_numpy=True)
    epochs = [[(r[0].item(), r[1].item()) for r in it] for _ in range(3)]
    assert [[x for x, _ in e] for e in epochs] == [list(range(24))] * 3
    workers = [{w for _, w in e} for e in epochs]
    assert len(workers[0]) == 2 and workers[0] == workers[1] == workers[2]  # the same two workers every epoch
    # the last epoch shut the pool down
    assert multiprocessing.active_children() == []
    assert not any(t.name.startswith("mindshim-dataset") for t in threading.enumerate())
    # a new iterator gets new workers
    it2 = d.create_tuple_iterator(num_epochs=1, output_numpy=True)
    again = {r[1].item() for r in it2}
    assert len(again) == 2 and (not processes or again.isdisjoint(workers[0]))


def test_epoch_ended_early_does_not_leak_results_into_the_next():
    d = ds.NumpySlicesDataset(np.arange(200), column_names=["x"], shuffle=False)
    d = d.map(lambda x: x * 2, "x", num_parallel_workers=2, python_multiprocessing=True)
    d = d.batch(
        10, per_batch_map=lambda x, info: ([v + info.get_epoch_num() * 1000 for v in x],), num_parallel_workers=2
    )
    it = d.create_tuple_iterator(num_epochs=2, output_numpy=True)
    first = next(it)[0]
    assert first.tolist() == [2 * i for i in range(10)]
    it._gen = None  # abandon epoch 0 with work in flight; its pools shut down
    it._epoch = 1
    rows = [r[0] for r in it]
    assert len(rows) == 20 and rows[0].tolist() == [1000 + 2 * i for i in range(10)]
    assert rows[-1].tolist() == [1000 + 2 * i for i in range(190, 200)]
    it.stop()
    assert multiprocessing.active_children() == []
