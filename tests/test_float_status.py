"""FloatStatus with device_target 'GPU' (MindSpore's GPU kernel: the overflow flag of its input) and the model zoo's
loss-scale train cell on that path: a finite step updates the weights with the unscaled gradients, an overflowing one
skips the update and lowers the scale. (On 'CPU' both fail as MindSpore's CPU backend: tests/cases/amp/float_status.)"""

import os
import runpy

import numpy as np
import pytest

import mindshim as ms
from mindshim import Tensor, nn
from mindshim.ops import operations as P

CASE = os.path.join(os.path.dirname(__file__), "cases", "amp", "float_status.py")


@pytest.fixture
def gpu_target(monkeypatch):
    # without CUDA set_context refuses 'GPU' (as MindSpore's CPU build does): the context record is given it directly
    # (the ops still run on the CPU)
    from mindshim.context import _CTX

    monkeypatch.setitem(_CTX.values, "device_target", "GPU")


@pytest.mark.parametrize("dtype", [np.float16, np.float32, np.float64])
def test_float_status_flags_inf_and_nan(gpu_target, dtype):
    fs = P.FloatStatus()
    for values, flag in (([1.0, -2.0], 0.0), ([1.0, np.inf], 1.0), ([-np.inf, 0.0], 1.0), ([np.nan, 3.0], 1.0)):
        out = fs(Tensor(np.array(values, dtype)))
        assert out.dtype == ms.float32 and out.shape == (1,)
        assert out.asnumpy().tolist() == [flag]
    assert fs(Tensor(np.zeros((2, 3), dtype))).asnumpy().tolist() == [0.0]
    with pytest.raises(TypeError, match=r"For primitive\[FloatStatus\], the input argument\[x\]"):
        fs(Tensor(np.array([1, 2], np.int32)))


def test_npu_float_status_has_no_kernel_off_ascend(gpu_target):
    with pytest.raises(RuntimeError, match=r"Unsupported op \[NPUAllocFloatStatus\] on GPU"):
        P.NPUAllocFloatStatus()()
    with pytest.raises(RuntimeError, match=r"Unsupported op \[NPUGetFloatStatus\] on GPU"):
        P.NPUGetFloatStatus()(Tensor(np.zeros(8, np.float32)))


def _cell(scale):
    ns = runpy.run_path(CASE, run_name="float_status_case")  # the case's classes (running it only prints)
    net = nn.Dense(2, 1, weight_init="ones", bias_init="zeros")
    manager = nn.DynamicLossScaleUpdateCell(loss_scale_value=scale, scale_factor=2, scale_window=2)
    cell = ns["TrainOneStepWithLossScaleCell"](
        nn.WithLossCell(net, nn.MSELoss()), nn.SGD(net.trainable_params(), 0.1), manager
    )
    return net, cell


def test_loss_scale_cell_on_the_gpu_path(gpu_target, capsys):
    net, cell = _cell(2.0**10)
    assert cell.gpu_target
    x, y = Tensor(np.array([[1.0, 2.0]], np.float32)), Tensor(np.ones((1, 1), np.float32))
    loss, cond, sens = cell(x, y)
    # out = 3, loss = (3 - 1)^2 = 4, dloss/dw = 2 * 2 * x = [4, 8]: SGD(0.1) takes w to [0.6, 0.2]
    assert float(loss.asnumpy()) == 4.0 and not bool(cond.asnumpy()) and float(sens.asnumpy()) == 1024.0
    np.testing.assert_allclose(net.weight.asnumpy(), [[0.6, 0.2]], rtol=1e-6)

    net, cell = _cell(1e38)  # the scaled gradients overflow float32: no update, the scale halves
    loss, cond, _ = cell(x, y)
    assert bool(cond.asnumpy())
    np.testing.assert_array_equal(net.weight.asnumpy(), [[1.0, 1.0]])
    assert float(cell.loss_scale.asnumpy()) == np.float32(5e37)
