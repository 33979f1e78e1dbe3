"""mindshim.tools.compare: weights from PyTorch, layer-by-layer localisation, loss series within 1 per mille."""

from __future__ import annotations

import os
import subprocess
import sys

import numpy as np
import pytest
import torch
import torch.nn.functional as F

import mindspore as ms
from mindshim.tools.compare import compare_losses, load_torch_weights, localize
from mindspore import nn

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXAMPLE = os.path.join(ROOT, "examples", "compare_with_pytorch")


class MsNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 4, 3, pad_mode="valid", has_bias=True)
        self.bn = nn.BatchNorm2d(4)
        self.relu = nn.ReLU()
        self.flatten = nn.Flatten()
        self.dense1 = nn.Dense(4 * 6 * 6, 16)
        self.dense2 = nn.Dense(16, 3)

    def construct(self, x):
        x = self.relu(self.bn(self.conv(x)))
        return self.dense2(self.relu(self.dense1(self.flatten(x))))


class TorchNet(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = torch.nn.Conv2d(1, 4, 3)
        self.bn = torch.nn.BatchNorm2d(4)
        self.fc1 = torch.nn.Linear(4 * 6 * 6, 16)
        self.fc2 = torch.nn.Linear(16, 3)

    def forward(self, x):
        x = F.relu(self.bn(self.conv(x)))
        return self.fc2(F.relu(self.fc1(torch.flatten(x, 1))))


def _pair():
    torch.manual_seed(0)
    ref = TorchNet().eval()
    with torch.no_grad():  # non-trivial BatchNorm statistics and affine parameters
        ref.bn.running_mean.uniform_(-0.5, 0.5)
        ref.bn.running_var.uniform_(0.5, 2.0)
        ref.bn.weight.uniform_(0.5, 1.5)
        ref.bn.bias.uniform_(-0.5, 0.5)
    net = MsNet()
    return net, ref


def test_weights_renamed_and_every_layer_agrees():
    net, ref = _pair()
    pairs = dict(load_torch_weights(net, ref))
    assert pairs["bn.gamma"] == "bn.weight" and pairs["bn.moving_variance"] == "bn.running_var"
    assert pairs["dense1.weight"] == "fc1.weight"  # paired by position: names differ, shapes agree
    x = np.random.RandomState(1).randn(2, 1, 8, 8).astype(np.float32)
    report = localize(net, ref, x)
    assert report.first_bad is None, str(report)
    assert "only layers with parameters" in report.note  # ReLU/Flatten are layers in one net, functions in the other
    assert [d.ms_name for d in report.layers] == ["conv", "bn", "dense1", "dense2"]
    expected = ref(torch.from_numpy(x)).detach().numpy()
    np.testing.assert_allclose(net(ms.Tensor(x)).asnumpy(), expected, rtol=1e-5, atol=1e-6)


def test_first_differing_layer_is_named():
    net, ref = _pair()
    load_torch_weights(net, ref)
    with torch.no_grad():
        ref.fc1.bias[0] += 0.5
    report = localize(net, ref, np.ones((1, 1, 8, 8), np.float32))
    assert report.first_bad is not None and report.first_bad.ms_name == "dense1", str(report)
    assert [d.ok for d in report.layers[:2]] == [True, True]
    assert "first difference: dense1 <-> fc1" in str(report)


def test_strict_load_reports_shape_mismatch():
    net = MsNet()
    state = TorchNet().state_dict()
    state["fc2.weight"] = torch.zeros(4, 16)
    state["fc2.bias"] = torch.zeros(4)
    with pytest.raises(ValueError, match="dense2"):
        load_torch_weights(net, state)


def test_loss_series_diagnosis():
    assert compare_losses([2.3, 1.9], [2.3001, 1.9001]).ok
    forward = compare_losses([2.4, 1.9], [2.3, 1.9])
    assert forward.first_bad == 0 and "forward pass differs" in forward.diagnosis
    backward = compare_losses([2.3, 1.95], [2.3, 1.9])
    assert backward.first_bad == 1 and "gradients" in backward.diagnosis
    assert not compare_losses([2.3], [2.3, 1.9]).ok
    assert not compare_losses([], []).ok


@pytest.mark.parametrize("perturb", [False, pytest.param(True, marks=pytest.mark.slow)])
def test_cli_compares_the_example_scripts(tmp_path, perturb):
    ref = os.path.join(EXAMPLE, "lenet_torch.py")
    if perturb:  # a different learning rate: step 1 agrees, later steps do not
        text = open(ref).read().replace("lr=0.05", "lr=0.06")
        ref = str(tmp_path / "lenet_torch_lr.py")
        with open(ref, "w") as f:
            f.write(text)
    proc = subprocess.run(
        [sys.executable, "-m", "mindshim", "compare", os.path.join(EXAMPLE, "lenet_ms.py"), ref],
        capture_output=True,
        text=True,
        timeout=300,
        stdin=subprocess.DEVNULL,
    )
    if perturb:
        assert proc.returncode == 1, proc.stdout + proc.stderr
        assert "step 1 agrees, step 2 differs" in proc.stdout
    else:
        assert proc.returncode == 0, proc.stdout + proc.stderr
        assert "all 5 steps agree" in proc.stdout


def _localize(tmp_path, ms_script: str, ref_script: str, *extra: str) -> tuple[int, str, str]:
    ex = os.path.join(ROOT, "examples", "compare_with_pytorch")
    env = {k: v for k, v in os.environ.items() if k not in ("MINDSHIM_PYTEST", "MINDSHIM_MS_VERSION")}
    env["PYTHONPATH"] = ROOT + os.pathsep + env.get("PYTHONPATH", "")
    dump = str(tmp_path / "dump")
    proc = subprocess.run(
        [sys.executable, "-m", "mindshim", "compare", ms_script, ref_script, "--localize", "--steps", "1"]
        + ["--dump", dump, *extra],
        cwd=ex,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        stdin=subprocess.DEVNULL,
    )
    return proc.returncode, proc.stdout + proc.stderr, dump


def test_localize_agreeing_scripts(tmp_path):
    rc, out, dump = _localize(tmp_path, "lenet_ms.py", "lenet_torch.py")
    assert rc == 0, out
    assert "no layer differs beyond the tolerance" in out
    assert "paired the 5 calls of layers with parameters" in out
    assert os.path.exists(os.path.join(dump, "compare.md"))
    assert any(f.endswith("conv1_Conv2d_forward_output.npy") for f in os.listdir(os.path.join(dump, "ms")))


def test_localize_names_the_planted_padding_bug(tmp_path):
    rc, out, _ = _localize(tmp_path, "block_ms.py", "block_torch.py", "--init-from", "ref")
    assert rc == 1
    assert "step 1 differs" in out
    assert "first difference: forward (step 1), layer MindSpore 'conv2' (Conv2d) <-> reference 'conv2'" in out


def test_localize_names_an_update_only_difference(tmp_path):
    rc, out, _ = _localize(tmp_path, "block_ms.py", "block_update_torch.py", "--init-from", "ref")
    assert rc == 1
    assert "all 3 steps agree within 0.001" in out  # the losses alone do not show it
    assert "first difference: update (step 1), layer MindSpore 'conv1' (Conv2d)" in out
