"""mindshim.tools.compare: weights from PyTorch, layer-by-layer localisation, loss series within 1 per mille."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import numpy as np
import pytest
import torch
import torch.nn.functional as F

import mindspore as ms
from mindshim.tools.compare import align_ops, compare_losses, load_torch_weights, localize, plot_losses
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
    rc, out, dump = _localize(tmp_path, "block_ms.py", "block_torch.py", "--init-from", "ref")
    assert rc == 1
    assert "step 1 differs" in out
    assert "first difference: forward (step 1), layer MindSpore 'conv2' (Conv2d) <-> reference 'conv2'" in out
    # inside conv2 the convolution (not the ReLU before it) is the first op whose output differs
    assert (
        "first op: MindSpore Torch_conv2d (in 'conv2', output [4, 8, 4, 4] float32) <-> reference Torch_conv2d" in out
    )
    report = open(os.path.join(dump, "compare.md")).read()
    assert "### First diverging op" in report and "| MindSpore Torch_conv2d" in report
    # op dumps named as TroubleShooter's api_dump names them, with statistics in records.json
    for side in ("ms", "ref"):
        files = os.listdir(os.path.join(dump, side))
        assert "Torch_conv2d_1_forward_output.npy" in files and "Functional_batch_norm_0_forward_output.npy" in files
        assert "Torch_conv2d_1_backward_input.0.npy" in files
        ops = json.load(open(os.path.join(dump, side, "records.json")))["ops"]
        conv = [o for o in ops if o["api"] == "Torch_conv2d"][1]
        assert conv["module"] == "conv2" and conv["params"] == ["weight", "bias"]
        assert set(conv["stats"]) == {"mean", "std", "min", "max", "l2"}


def test_localize_names_an_update_only_difference(tmp_path):
    rc, out, _ = _localize(tmp_path, "block_ms.py", "block_update_torch.py", "--init-from", "ref")
    assert rc == 1
    assert "all 3 steps agree within 0.001" in out  # the losses alone do not show it
    assert "first difference: update (step 1), layer MindSpore 'conv1' (Conv2d)" in out
    assert "parameter: MindSpore 'weight' <-> reference 'weight'" in out
    assert "first op: update made by MindSpore the optimizer nn.SGD <-> reference the optimizer torch.optim.SGD" in out


@pytest.mark.slow
def test_localize_names_a_gradient_only_difference(tmp_path):
    rc, out, dump = _localize(tmp_path, "block_ms.py", "block_grad_torch.py", "--init-from", "ref")
    assert rc == 1
    assert "step 1 agrees, step 2 differs" in out
    assert "first difference: gradient (step 1), layer MindSpore 'bn2' (BatchNorm2d) <-> reference 'bn2'" in out
    assert "first op: MindSpore Torch_relu (in 'relu'" in out and "reference Functional_relu (in '<root>'" in out
    assert "max relative 0.5" in out  # the reference's gradient is twice MindSpore's
    assert "output gradient max rel diff" in open(os.path.join(dump, "compare.md")).read()


@pytest.mark.slow
def test_localize_names_the_planted_batchnorm_momentum_bug(tmp_path):
    # ResNet-18-style pair; the port keeps MindSpore's momentum=0.9 where PyTorch needs 1 - 0.9
    rc, out, dump = _localize(tmp_path, "resnet18_ms.py", "resnet18_torch.py", "--init-from", "ref")
    assert rc == 1
    assert "step 1 agrees, step 4 differs" in out  # only the evaluation loss shows it
    assert "first difference: update (step 1), layer MindSpore 'bn1' (BatchNorm2d) <-> reference 'bn1'" in out
    assert "parameter: MindSpore 'moving_mean' <-> reference 'running_mean'" in out
    assert "MindSpore Functional_batch_norm in the forward pass of 'bn1' (a running statistic" in out
    assert os.path.exists(os.path.join(dump, "compare.md"))


ORACLE = "/root/.cache/mindshim/ms-oracle/bin/python"


@pytest.mark.slow
@pytest.mark.skipif(not os.path.exists(ORACLE), reason="no real MindSpore interpreter")
def test_ref_python_compares_mindshim_with_real_mindspore(tmp_path):
    rc, out, dump = _localize(tmp_path, "block_ms.py", "block_ms.py", "--ref-python", ORACLE, "--steps", "2")
    assert rc == 0, out
    assert "vs real MindSpore" in out
    assert "10 leaf-layer calls on each side, paired in call order" in out
    assert "no layer differs beyond the tolerance" in out
    recs = json.load(open(os.path.join(dump, "ref", "records.json")))
    assert recs["framework"].startswith("mindspore 2.") and recs["steps"] == 2
    assert recs["records"][0]["name"] == "conv1" and recs["optimizers"] == ["nn.SGD"]
    conv = [
        o for o in recs["ops"] if o["module"] == "conv1" and o["step"] == 0
    ]  # MindSpore's own primitives, as it runs them
    assert [o["api"] for o in conv] == ["Primitive_Conv2D", "Primitive_BiasAdd"] and conv[0]["params"] == ["weight"]
    assert os.path.exists(os.path.join(dump, "ref", "Primitive_Conv2D_0_forward_output.npy"))


@pytest.mark.slow
@pytest.mark.skipif(not os.path.exists(ORACLE), reason="no real MindSpore interpreter")
def test_ref_python_names_the_first_op_against_real_mindspore(tmp_path):
    # real MindSpore runs a variant whose conv2 pads all sides: mindshim's run of block_ms.py differs from it there
    text = open(os.path.join(EXAMPLE, "block_ms.py")).read()
    variant = text.replace('stride=2, pad_mode="same"', 'stride=2, pad_mode="pad", padding=1')
    assert variant != text
    ref = tmp_path / "block_ms_pad.py"
    ref.write_text(variant)
    rc, out, _ = _localize(tmp_path, "block_ms.py", str(ref), "--ref-python", ORACLE)
    assert rc == 1
    assert "first difference: forward (step 1), layer MindSpore 'conv2' (Conv2d) <-> reference 'conv2'" in out
    assert "first op: MindSpore Torch_conv2d (in 'conv2'" in out and "reference Primitive_Conv2D (in 'conv2'" in out


def _op(api, shape, order, module="m"):
    return {"api": api, "op": api.split("_", 1)[1], "shape": shape, "output": f"{api}_{order}", "module": module,
            "dtype": "float32", "order": order}  # fmt: skip


def test_align_ops_skips_fused_steps_and_names_the_first_op_that_differs():
    rng = np.random.RandomState(0)
    x, w, b = rng.randn(2, 3), rng.randn(3, 4), rng.randn(4)
    conv, full = x @ w, x @ w + b
    arrays = {
        "Torch_matmul_1": conv, "Tensor_add_2": full, "Torch_relu_3": np.maximum(full, 0),  # MindSpore side
        "Torch_linear_1": full, "Torch_relu_2": np.maximum(full, 0),  # reference: bias fused into linear
    }  # fmt: skip
    ms_ops = [_op("Torch_matmul", [2, 4], 1), _op("Tensor_add", [2, 4], 2), _op("Torch_relu", [2, 4], 3)]
    ref_ops = [_op("Torch_linear", [2, 4], 1), _op("Torch_relu", [2, 4], 2)]
    out = align_ops(ms_ops, ref_ops, arrays.__getitem__, arrays.__getitem__, 1e-3, 1e-5)
    assert [(d.ms["api"], d.ok) for d in out] == [("Tensor_add", True), ("Torch_relu", True)]
    arrays["Torch_relu_3"] = np.maximum(full, 0) * 1.1  # now the MindSpore relu differs
    out = align_ops(ms_ops, ref_ops, arrays.__getitem__, arrays.__getitem__, 1e-3, 1e-5)
    bad = next(d for d in out if not d.ok)
    assert bad.ref["api"] == "Torch_relu" and bad.ms["api"] == "Torch_relu" and bad.max_rel > 0.05


def test_plot_losses_draws_or_says_why_not(tmp_path, monkeypatch):
    report = compare_losses([2.3, 1.9, 1.5], [2.3, 1.91, 1.6])
    pytest.importorskip("matplotlib")
    path = plot_losses(report, str(tmp_path / "compare.png"))
    assert path and open(path, "rb").read(8) == b"\x89PNG\r\n\x1a\n"
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # matplotlib absent: no picture, no error
    assert plot_losses(report, str(tmp_path / "again.png")) is None
