"""`mindspore.set_context` / `get_context` / `set_device` / `set_seed`: keys, MindSpore's errors, device selection."""

from __future__ import annotations

import numpy as np
import pytest
import torch

import mindspore as ms
from mindspore import context
from mindshim.common.tensor import _device
from mindshim.context import _CTX

HAS_CUDA = torch.cuda.is_available()


def test_defaults_2_10():
    assert ms.GRAPH_MODE == 0 and ms.PYNATIVE_MODE == 1
    assert ms.get_context("mode") == ms.PYNATIVE_MODE
    assert ms.get_context("device_target") == "CPU"
    assert ms.get_context("device_id") == 0
    assert ms.get_context("pynative_synchronize") is False
    assert ms.get_context("jit_level") == ""
    assert ms.get_context("max_call_depth") == 1000
    assert ms.get_context("save_graphs") == 0
    assert _device() == torch.device("cpu")


def test_context_module_is_the_same_api():
    assert context.set_context is ms.set_context
    assert context.get_context is ms.get_context
    assert context.GRAPH_MODE == ms.GRAPH_MODE


def test_set_get_roundtrip():
    ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU", jit_level="O1", pynative_synchronize=False)
    assert ms.get_context("mode") == 0
    assert ms.get_context("device_target") == "CPU"
    assert ms.get_context("jit_level") == "O1"
    context.set_context(mode=context.PYNATIVE_MODE)
    assert context.get_context("mode") == 1
    ms.set_context(mode=True)  # bool is an int: stored as 1
    assert ms.get_context("mode") == 1 and type(ms.get_context("mode")) is int


def test_old_version_default_mode(monkeypatch):
    monkeypatch.setenv("MINDSHIM_MS_VERSION", "1.7")
    _CTX.reset()
    assert ms.get_context("mode") == ms.GRAPH_MODE
    monkeypatch.setenv("MINDSHIM_MS_VERSION", "2.0")
    _CTX.reset()
    assert ms.get_context("mode") == ms.PYNATIVE_MODE


# Messages as real MindSpore 2.10 prints them.
@pytest.mark.parametrize(
    "kwargs, exc, message",
    [
        (
            {"foo": 1},
            ValueError,
            "For 'context.set_context', the keyword argument foo is not recognized! For detailed usage of "
            "'set_context', please refer to the Mindspore official website.",
        ),
        (
            {"device_target": "TPU"},
            ValueError,
            "For 'context.set_context', the argument 'device_target' must be one of ['CPU', 'GPU', 'Ascend', "
            "'Davinci'], but got TPU.",
        ),
        (
            {"device_target": "cpu"},
            ValueError,
            "For 'context.set_context', the argument 'device_target' must be one of ['CPU', 'GPU', 'Ascend', "
            "'Davinci'], but got cpu.",
        ),
        (
            {"mode": 3},
            ValueError,
            "For 'context.set_context', the argument 'mode' should be context.GRAPH_MODE (0) or "
            "context.PYNATIVE_MODE (1), but got 3.",
        ),
        ({"mode": "graph"}, TypeError, "The parameter 'mode' must be <class 'int'>, but got <class 'str'>"),
        ({"mode": 1.0}, TypeError, "The parameter 'mode' must be <class 'int'>, but got <class 'float'>"),
        (
            {"device_id": -1},
            ValueError,
            "For 'context.set_context', the argument 'device_id' must be in range [0, 4095], but got -1.",
        ),
        ({"device_id": "1"}, TypeError, "The parameter 'device_id' must be <class 'int'>, but got <class 'str'>"),
    ],
)
def test_set_context_errors(kwargs, exc, message):
    with pytest.raises(exc) as info:
        ms.set_context(**kwargs)
    assert str(info.value) == message
    assert ms.get_context("mode") == 1 and ms.get_context("device_target") == "CPU"  # nothing changed


def test_get_context_unknown_key():
    with pytest.raises(ValueError) as info:
        ms.get_context("foo")
    assert str(info.value) == (
        "For 'context.get_context', the argument foo is not recognized! For detailed usage of 'get_context', "
        "please refer to the Mindspore official website."
    )


def test_deprecated_key_warns_on_stderr(capsys, monkeypatch):
    monkeypatch.setitem(ms.log._ENV, "GLOG_v", "2")
    ms.set_context(save_graphs=False)
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "[WARNING] ME(" in captured.err
    assert (
        "For 'context.set_context', the parameter 'save_graphs' will be deprecated and removed in a future version. "
        "Please use the env MS_DEV_SAVE_GRAPHS instead."
    ) in captured.err


@pytest.mark.skipif(HAS_CUDA, reason="checks the CPU fallback; this machine has CUDA")
@pytest.mark.parametrize("target", ["GPU", "Ascend"])
def test_accelerator_target_without_cuda_runs_on_cpu_with_one_warning(target, capsys):
    ms.set_context(device_target=target)
    ms.set_context(device_target=target)
    ms.set_device(target, 0)
    x = ms.Tensor(np.array([1.0, 2.0], np.float32))
    y = x + x
    captured = capsys.readouterr()
    assert captured.out == ""
    # MindSpore's own deprecation warnings for the device_target key aside, one line tells of the fallback
    lines = [ln for ln in captured.err.splitlines() if "will be deprecated" not in ln]
    assert len(lines) == 1, captured.err
    assert target in lines[0] and "CPU" in lines[0]
    assert ms.get_context("device_target") == "CPU"  # MindSpore's CPU build refuses the target and keeps CPU
    assert _device() == torch.device("cpu")
    assert x._t.device.type == "cpu" and y._t.device.type == "cpu"
    np.testing.assert_allclose(y.asnumpy(), [2.0, 4.0])


@pytest.mark.cuda
def test_gpu_target_with_cuda(capsys):
    ms.set_context(device_target="GPU")
    x = ms.Tensor(np.array([1.0, 2.0], np.float32))
    assert _device() == torch.device("cuda", 0)
    assert x._t.device.type == "cuda"
    np.testing.assert_allclose((x * x).asnumpy(), [1.0, 4.0])
    assert capsys.readouterr().err == ""
    ms.set_context(device_target="CPU")
    assert ms.Tensor(np.ones(2, np.float32))._t.device.type == "cpu"


def test_set_device():
    ms.set_device("CPU", 1)
    assert ms.get_context("device_target") == "CPU"
    assert ms.get_context("device_id") == 1
    assert _device() == torch.device("cpu")
    ms.set_device("CPU", 1)  # the same device again: nothing changes
    with pytest.raises(RuntimeError, match="can not be modified"):  # MindSpore fixes the device once set
        ms.set_device("CPU")


@pytest.mark.parametrize(
    "args, exc, message",
    [
        (("TPU",), ValueError, "The argument 'device_target' must be one of ['CPU', 'GPU', 'Ascend'], but got TPU."),
        (
            ("Davinci",),
            ValueError,
            "The argument 'device_target' must be one of ['CPU', 'GPU', 'Ascend'], but got Davinci.",
        ),
        ((1,), TypeError, "The parameter 'device_target' must be <class 'str'>, but got <class 'int'>"),
        (("CPU", -1), ValueError, "The device id must bigger than or equal to 0."),
        (("CPU", "0"), TypeError, "The parameter 'device_id' must be <class 'int'>, but got <class 'str'>"),
    ],
)
def test_set_device_errors(args, exc, message):
    with pytest.raises(exc) as info:
        ms.set_device(*args)
    assert str(info.value) == message


def _draws() -> tuple:
    from mindshim.common.initializer import Normal, initializer

    w = initializer(Normal(1.0), (3, 4), ms.float32).init_data().asnumpy()
    return w, np.random.rand(3), torch.rand(2).numpy()


def test_set_seed_reproducible():
    ms.set_seed(7)
    assert ms.get_seed() == 7
    a = _draws()
    ms.set_seed(7)
    b = _draws()
    ms.set_seed(8)
    c = _draws()
    for x, y, z in zip(a, b, c):
        np.testing.assert_array_equal(x, y)
        assert not np.array_equal(x, z)


@pytest.mark.parametrize("seed, exc", [(-1, ValueError), (1.5, TypeError)])
def test_set_seed_errors(seed, exc):
    with pytest.raises(exc):
        ms.set_seed(seed)
