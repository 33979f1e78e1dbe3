"""Unit tests for the debugging primitives: summary ops read back from the event file, TensorDump's .npy files,
InsertGradientOf/DumpGradient. Expected values are those real MindSpore 2.10 gives for the same programs
(tests/cases/debug_ops/ and the SummaryCollector run recorded in the comments)."""

from __future__ import annotations

import gc
import os
import weakref

import numpy as np
import pytest

import mindspore as ms
import mindspore.dataset as ds
from mindspore import Tensor, nn, ops
from mindspore.ops.operations import debug_ops
from mindspore.train import Model, SummaryCollector
from mindspore.train.summary import SummaryRecord

pytest.importorskip("tensorboard")
from tensorboard.backend.event_processing.event_accumulator import EventAccumulator
from tensorboard.util import tensor_util

_ALL = {"scalars": 0, "histograms": 0, "images": 0, "tensors": 0}


def _read(log_dir: str) -> EventAccumulator:
    acc = EventAccumulator(log_dir, size_guidance=_ALL)
    acc.Reload()
    return acc


class _Net(nn.Cell):
    """The network of tests/cases/debug_ops/summary_ops_record.py."""

    def __init__(self):
        super().__init__()
        self.scalar_summary = ops.ScalarSummary()
        self.tensor_summary = ops.TensorSummary()
        self.image_summary = ops.ImageSummary()
        self.histogram_summary = ops.HistogramSummary()
        self.dense = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")

    def construct(self, x, img):
        y = self.dense(x)
        loss = y.sum()
        self.scalar_summary("loss", loss)
        self.tensor_summary("y", y)
        self.histogram_summary("weight", self.dense.weight)
        self.image_summary("img", img)
        return loss


def test_summary_ops_land_in_event_file(tmp_path):
    net = _Net()
    x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
    img = Tensor(np.ones((2, 3, 4, 4), np.float32) * 0.5)
    with SummaryRecord(str(tmp_path)) as sr:
        net(x, img)
        sr.record(1)
        net(x * 2, img)
        ops.ScalarSummary()("loss", Tensor(np.array([-1.0], np.float32)))  # the newest value under a name wins
        sr.record(2)
        sr.record(3)  # nothing new: no values at step 3
    acc = _read(str(tmp_path))
    tags = acc.Tags()
    assert tags["scalars"] == ["loss"] and tags["tensors"] == ["y"]
    assert tags["histograms"] == ["weight"] and tags["images"] == ["img"]
    assert [(e.step, e.value) for e in acc.Scalars("loss")] == [(1, 30.0), (2, -1.0)]
    ys = [tensor_util.make_ndarray(e.tensor_proto) for e in acc.Tensors("y")]
    np.testing.assert_array_equal(ys[0], np.array([[3, 3], [12, 12]], np.float32))
    np.testing.assert_array_equal(ys[1], np.array([[6, 6], [24, 24]], np.float32))
    histo = acc.Histograms("weight")[0].histogram_value
    assert (histo.min, histo.max, histo.num, histo.sum) == (1.0, 1.0, 6.0, 6.0)
    image = acc.Images("img")[0]
    assert (image.step, image.width, image.height) == (1, 8, 4)  # two 4x4 images side by side


def test_summary_values_checked_at_record(tmp_path):
    with SummaryRecord(str(tmp_path)) as sr:
        assert ops.ScalarSummary()("x", Tensor([1.0, 2.0])) is None  # the call itself never fails
        ops.ScalarSummary()("good", Tensor(1.0))
        with pytest.raises(ValueError, match='For "ScalarSummary", the v rank must be less than or equal to 1'):
            sr.record(1)
        assert debug_ops.SUMMARY_TENSOR_CACHE == []  # the queue is emptied, the valid value too
        sr.record(2)
    assert _read(str(tmp_path)).Tags()["scalars"] == []


def test_summary_eval_mode_keeps_values_for_train(tmp_path):
    with SummaryRecord(str(tmp_path)) as sr:
        sr.set_mode("eval")
        ops.ScalarSummary()("ev", Tensor(7.0))
        sr.record(4)
        sr.set_mode("train")
        sr.record(5)
    assert [(e.step, e.value) for e in _read(str(tmp_path)).Scalars("ev")] == [(5, 7.0)]


def test_summary_values_kept_only_while_a_record_is_open(tmp_path):
    ops.ScalarSummary()("before", Tensor(1.0))
    assert debug_ops.SUMMARY_TENSOR_CACHE == []
    sr = SummaryRecord(str(tmp_path))
    x = Tensor([1.0, 2.0])

    def fn(x):
        y = x * 2
        ops.TensorSummary()("y", y)
        return y.sum()

    ms.grad(fn)(x)
    kept = debug_ops.SUMMARY_TENSOR_CACHE[0][2]
    assert kept._data().grad_fn is None  # no autograd graph is kept alive by the queue
    ref = weakref.ref(kept)
    sr.close()
    assert debug_ops.SUMMARY_TENSOR_CACHE == []
    del kept
    gc.collect()
    assert ref() is None


def test_summary_collector_writes_summary_ops(tmp_path):
    # real MindSpore records x_sum 1.0 at step 1, 13.0 at 4, 5.0 at 8 and 21.0 at 12 for this run
    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.dense = nn.Dense(2, 1, weight_init="zeros", bias_init="zeros")
            self.s = ops.ScalarSummary()
            self.t = ops.TensorSummary()

        def construct(self, x):
            self.s("x_sum", x.sum())
            self.t("x", x)
            return self.dense(x)

    data = np.arange(12, dtype=np.float32).reshape(6, 1, 2)
    dset = ds.NumpySlicesDataset({"x": data, "y": np.zeros((6, 1, 1), np.float32)}, shuffle=False)
    net = Net()
    model = Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), 0.1))
    collector = SummaryCollector(str(tmp_path), collect_freq=4, collect_specified_data={"collect_input_data": False})
    model.train(2, dset, callbacks=[collector], dataset_sink_mode=False)
    acc = _read(str(tmp_path))
    assert [(e.step, e.value) for e in acc.Scalars("x_sum")] == [(1, 1.0), (4, 13.0), (8, 5.0), (12, 21.0)]
    xs = [(e.step, tensor_util.make_ndarray(e.tensor_proto).tolist()) for e in acc.Tensors("x")]
    assert xs == [(1, [[0.0, 1.0]]), (4, [[6.0, 7.0]]), (8, [[2.0, 3.0]]), (12, [[10.0, 11.0]])]


def test_tensordump_files(tmp_path, monkeypatch, mindshim_fresh):
    monkeypatch.chdir(tmp_path)
    dump = ops.TensorDump()
    x = Tensor(np.array([[1, 2, 3, 4], [5, 6, 7, 8]], np.float32))
    assert dump("add", x + 1) is None
    ops.tensordump("out/fn.npy", Tensor([1.0, 2.0], ms.bfloat16))
    dump(str(tmp_path / "abs"), Tensor(np.array(True)))
    assert sorted(os.listdir(tmp_path)) == ["abs_bool_2.npy", "add_float32_0.npy", "out"]
    np.testing.assert_array_equal(np.load("add_float32_0.npy"), x.asnumpy() + 1)
    bf = np.load("out/fn_bfloat16_1.npy")
    assert bf.dtype == np.float32 and bf.tolist() == [1.0, 2.0]
    flag = np.load("abs_bool_2.npy")
    assert flag.dtype == np.bool_ and flag.shape == () and flag


def test_insert_gradient_of_clips_parameter_gradient():
    def clip(g):
        return ops.clip_by_value(g, -0.5, 0.5)

    class Net(nn.Cell):
        def __init__(self):
            super().__init__()
            self.w = ms.Parameter(Tensor([2.0, 3.0]), name="w")
            self.clip = ops.InsertGradientOf(clip)

        def construct(self, x):
            return (self.clip(self.w) * x).sum()

    net = Net()
    loss, (gw,) = ms.value_and_grad(net, None, weights=net.trainable_params())(Tensor([1.0, -2.0]))
    assert loss.asnumpy().item() == -4.0
    np.testing.assert_array_equal(gw.asnumpy(), [0.5, -0.5])
    opt = nn.SGD(net.trainable_params(), learning_rate=1.0)
    opt((gw,))
    np.testing.assert_array_equal(net.w.asnumpy(), [1.5, 3.5])


def test_dump_gradient_writes_the_gradient(tmp_path, monkeypatch, mindshim_fresh):
    monkeypatch.chdir(tmp_path)
    dg = ops.DumpGradient()

    def fn(x, y):
        return dg("x_dout.npy", x, "out") * y

    gx, gy = ms.grad(fn, grad_position=(0, 1))(Tensor(1, ms.float32), Tensor(2, ms.float32))
    assert (gx.asnumpy().item(), gy.asnumpy().item()) == (2.0, 1.0)
    saved = np.load("x_dout_float32_0.npy")
    assert saved.dtype == np.float32 and saved.shape == () and saved == 2.0
