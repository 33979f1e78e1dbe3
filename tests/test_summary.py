"""Unit tests for SummaryRecord and SummaryCollector: TensorBoard event files written and read back."""

from __future__ import annotations

import os
import platform

import numpy as np
import pytest

import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Callback, Model, SummaryCollector
from mindspore.train.summary import SummaryRecord

pytest.importorskip("tensorboard")
from tensorboard.backend.event_processing.event_accumulator import EventAccumulator

_ALL = {"scalars": 0, "histograms": 0, "images": 0, "tensors": 0}


def _read(log_dir: str) -> EventAccumulator:
    acc = EventAccumulator(log_dir, size_guidance=_ALL)
    acc.Reload()
    return acc


def test_record_round_trip(tmp_path):
    with SummaryRecord(str(tmp_path)) as sr:
        sr.add_value("scalar", "loss", ms.Tensor(1.5))
        sr.add_value("histogram", "w", ms.Tensor(np.arange(6, dtype=np.float32)))
        sr.add_value("image", "img", ms.Tensor(np.ones((3, 1, 4, 5), np.float32) * 0.5))
        sr.add_value("tensor", "t", ms.Tensor(np.arange(4, dtype=np.float32).reshape(2, 2)))
        assert sr.record(1) is True
        sr.add_value("scalar", "loss", ms.Tensor(np.array([0.25], np.float32)))
        sr.record(3)
        path = sr.log_dir
    name = os.path.basename(path)
    assert name.startswith("events.out.tfevents.summary.") and name.endswith(f".0.{platform.node()}_MS")
    acc = _read(str(tmp_path))
    assert [(e.step, e.value) for e in acc.Scalars("loss")] == [(1, 1.5), (3, 0.25)]
    histo = acc.Histograms("w")[0].histogram_value
    assert (histo.min, histo.max, histo.num, histo.sum) == (0.0, 5.0, 6.0, 15.0)
    img = acc.Images("img")[0]
    assert (img.width, img.height) == (15, 4)  # three 4x5 images side by side
    from tensorboard.util import tensor_util

    t = tensor_util.make_ndarray(acc.Tensors("t")[0].tensor_proto)
    np.testing.assert_array_equal(t, np.arange(4, dtype=np.float32).reshape(2, 2))


def test_record_prefix_suffix_filter_and_duplicates(tmp_path):
    with SummaryRecord(str(tmp_path), file_prefix="xx_", file_suffix="_yy") as sr:
        sr.add_value("scalar", "a", ms.Tensor(1.0))
        sr.add_value("scalar", "a", ms.Tensor(2.0))  # the newest one wins
        sr.add_value("histogram", "h", ms.Tensor(np.ones(3, np.float32)))
        sr.record(5, plugin_filter=lambda plugin: plugin == "scalar")
        name = os.path.basename(sr.log_dir)
    assert name.startswith("xx_.out.tfevents.summary.") and name.endswith("_yy")
    acc = _read(str(tmp_path))
    assert [(e.step, e.value) for e in acc.Scalars("a")] == [(5, 2.0)]
    assert acc.Tags()["histograms"] == []


def test_record_errors(tmp_path):
    with SummaryRecord(str(tmp_path)) as sr:
        with pytest.raises(ValueError, match="the v rank must be less than or equal to 1, but got 3"):
            sr.add_value("scalar", "x", ms.Tensor(np.ones(3, np.float32)))
        with pytest.raises(ValueError, match='no such "plugin"'):
            sr.add_value("foo", "x", ms.Tensor(1.0))
        with pytest.raises(ValueError, match='the parameter "name" type should be str'):
            sr.add_value("scalar", 1, ms.Tensor(1.0))
        with pytest.raises(TypeError, match="expect to be Tensor, but got float"):
            sr.add_value("scalar", "x", 1.0)
        with pytest.raises(ValueError, match="not to hold a valid image"):
            sr.add_value("image", "i", ms.Tensor(np.zeros((3, 4, 4), np.float32)))
        with pytest.raises(TypeError):
            sr.record(1.5)
        with pytest.raises(RuntimeError, match="only one instance is supported"):
            SummaryRecord(str(tmp_path))
        with pytest.raises(ValueError):
            sr.set_mode("test")
    assert sr.record(2) is False  # closed
    with pytest.raises(ValueError, match="has been closed"):
        sr.__enter__()
    with pytest.raises(ValueError):
        SummaryRecord(str(tmp_path), file_prefix="a/b")
    with pytest.raises(TypeError):
        SummaryRecord(str(tmp_path), max_file_size="1")
    SummaryRecord(str(tmp_path)).close()  # the failed constructions released the instance slot


def test_max_file_size_drops_events(tmp_path):
    with SummaryRecord(str(tmp_path), max_file_size=200) as sr:
        for step in range(1, 20):
            sr.add_value("scalar", "loss", ms.Tensor(float(step)))
            sr.record(step)
        path = sr.log_dir
    assert os.path.getsize(path) <= 200
    steps = [e.step for e in _read(str(tmp_path)).Scalars("loss")]
    assert 0 < len(steps) < 19 and steps == list(range(1, len(steps) + 1))


class _Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.flat = nn.Flatten()
        self.fc = nn.Dense(16, 1, weight_init="ones", bias_init="zeros")
        self.fc2 = nn.Dense(1, 1, weight_init="ones", bias_init="zeros")

    def construct(self, x):
        return self.fc2(self.fc(self.flat(x)))


class _Losses(Callback):
    def __init__(self):
        self.losses = {}

    def step_end(self, run_context):
        cb = run_context.original_args()
        self.losses[cb.cur_step_num] = float(cb.net_outputs.asnumpy())


def test_collector_records_loss_lr_histograms_images(tmp_path):
    x = np.arange(10 * 16, dtype=np.float32).reshape(10, 1, 4, 4) / 160
    y = np.arange(10, dtype=np.float32).reshape(10, 1) / 10
    data = ds.NumpySlicesDataset((x, y), column_names=["x", "y"], shuffle=False).batch(2)
    net = _Net()
    model = Model(net, nn.MSELoss(), nn.Momentum(net.trainable_params(), 0.01, 0.9))
    losses = _Losses()
    model.train(2, data, callbacks=[SummaryCollector(str(tmp_path), collect_freq=2), losses])
    acc = _read(str(tmp_path))
    # MindSpore 2.10 records at step 1 and every multiple of collect_freq; the last step of an epoch whose number is
    # such a multiple is recorded again at epoch end.
    expected_steps = [1, 2, 4, 6, 8, 10, 10]
    loss = acc.Scalars("loss/auto")
    assert [e.step for e in loss] == expected_steps
    np.testing.assert_allclose([e.value for e in loss], [losses.losses[s] for s in expected_steps], rtol=1e-6)
    assert [e.value for e in acc.Scalars("learning_rate/auto")] == pytest.approx([0.01] * 7)
    tags = acc.Tags()
    assert tags["histograms"] == ["fc.weight/auto", "fc.bias/auto", "fc2.weight/auto", "fc2.bias/auto"]
    assert [e.step for e in acc.Histograms("fc.weight/auto")] == expected_steps
    assert [e.step for e in acc.Images("input_data/auto")] == expected_steps
    assert not os.path.exists(tmp_path / "ckpt_dir")


def test_collector_specified_data_and_non_image_input(tmp_path):
    x = np.arange(24, dtype=np.float32).reshape(6, 4) / 10
    y = np.ones((6, 1), np.float32)
    data = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=False).batch(2)
    net = nn.Dense(4, 1, weight_init="ones", bias_init="zeros")
    model = Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), 0.1))
    cb = SummaryCollector(str(tmp_path), collect_freq=1, collect_specified_data={"histogram_regular": "^bias"})
    model.train(1, data, callbacks=cb)
    tags = _read(str(tmp_path)).Tags()
    assert tags["histograms"] == ["bias/auto"] and tags["images"] == []  # 2-D input is not an image
    assert [e.step for e in _read(str(tmp_path)).Scalars("loss/auto")] == [1, 2, 3, 3]


def test_collector_argument_checks(tmp_path):
    d = str(tmp_path)
    with pytest.raises(ValueError, match="should be greater than 0"):
        SummaryCollector(d, collect_freq=0)
    with pytest.raises(TypeError):
        SummaryCollector(d, collect_freq=1.5)
    with pytest.raises(ValueError, match="are unsupported"):
        SummaryCollector(d, collect_specified_data={"collect_everything": True})
    with pytest.raises(ValueError, match="not a valid regular expression"):
        SummaryCollector(d, collect_specified_data={"histogram_regular": "("})
    with pytest.raises(TypeError):
        SummaryCollector(d, collect_specified_data={"collect_metric": 1})
    with pytest.raises(TypeError):
        SummaryCollector(d, keep_default_action=1)
    cb = SummaryCollector(d, collect_specified_data={"collect_metric": False}, keep_default_action=False)
    assert cb._collect_specified_data == {"collect_metric": False}


def test_missing_tensorboard_names_the_extra(tmp_path, monkeypatch):
    import sys

    for mod in ("tensorboard.compat.proto", "tensorboard.summary.writer.record_writer"):
        monkeypatch.setitem(sys.modules, mod, None)
    with pytest.raises(ImportError, match=r"mindshim\[summary\]"):
        SummaryRecord(str(tmp_path))
    with pytest.raises(ImportError, match=r"mindshim\[summary\]"):
        SummaryCollector(str(tmp_path))
    monkeypatch.undo()
    SummaryRecord(str(tmp_path)).close()  # the failed construction released the instance slot
