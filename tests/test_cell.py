"""Unit tests of `nn.Cell` as the layers use it: modes, parameter naming and order, repr, torch interop."""

from __future__ import annotations

import numpy as np
import pytest
from mindspore import Parameter, Tensor, nn


class _Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 2, 3, weight_init="ones")
        self.bn = nn.BatchNorm2d(2)
        self.drop = nn.Dropout(p=0.5)

    def construct(self, x):
        return self.drop(self.bn(self.conv(x)))


class _Net(nn.Cell):
    def __init__(self, auto_prefix=True):
        super().__init__(auto_prefix=auto_prefix)
        self.block = _Block()
        self.fc = nn.Dense(2, 3)

    def construct(self, x):
        return self.block(x)


def test_training_starts_false_and_set_train_propagates():
    net = _Net()
    cells = [c for _, c in net.cells_and_names()]
    assert all(c.training is False for c in cells)
    assert net.set_train() is net
    assert all(c.training is True for c in cells)
    net.set_train(False)
    assert all(c.training is False for c in cells)
    net.block.bn.set_train()
    assert net.block.bn.training and not net.block.training


def test_parameter_names_follow_attribute_paths():
    net = _Net()
    names = [n for n, _ in net.parameters_and_names()]
    assert names == [
        "block.conv.weight",
        "block.bn.moving_mean",
        "block.bn.moving_variance",
        "block.bn.gamma",
        "block.bn.beta",
        "fc.weight",
        "fc.bias",
    ]
    assert [p.name for p in net.get_parameters()] == names
    assert [p.name for p in net.trainable_params()] == [
        "block.conv.weight",
        "block.bn.gamma",
        "block.bn.beta",
        "fc.weight",
        "fc.bias",
    ]


def test_auto_prefix_false_keeps_child_names_unprefixed():
    net = _Net(auto_prefix=False)
    pairs = [(n, p.name) for n, p in net.parameters_and_names()]
    assert pairs[0] == ("block.conv.weight", "conv.weight")
    assert pairs[-1] == ("fc.bias", "bias")


def test_frozen_parameter_leaves_trainable_params():
    net = _Net()
    net.fc.weight.requires_grad = False
    assert "fc.weight" not in [p.name for p in net.trainable_params()]
    assert "fc.weight" in [p.name for p in net.untrainable_params()]


def test_repr_nests_children_with_extend_repr():
    text = repr(_Net())
    assert text.startswith("_Net(\n")
    assert "(block): _Block(" in text
    assert "(conv): Conv2d(input_channels=1, output_channels=2, kernel_size=(3, 3)" in text
    assert "(drop): Dropout(p=0.5)" in text
    assert "(fc): Dense(input_channels=2, output_channels=3, has_bias=True)" in text
    assert str(nn.ReLU()) == "ReLU()"


def test_layers_are_torch_modules_sharing_parameters():
    d = nn.Dense(3, 2)
    torch_params = dict(d.named_parameters())
    assert set(torch_params) == {"weight", "bias"}
    assert torch_params["weight"] is d.weight._t
    seq = nn.SequentialCell([nn.Dense(3, 2), nn.ReLU()])
    assert [n for n, _ in seq.named_parameters()] == ["0.weight", "0.bias"]


def test_set_data_is_seen_by_the_layer():
    d = nn.Dense(2, 1, weight_init="ones", bias_init="zeros")
    x = Tensor(np.array([[1.0, 2.0]], np.float32))
    assert d(x).asnumpy().item() == 3.0
    d.weight.set_data(Tensor(np.array([[2.0, 0.0]], np.float32)))
    assert d(x).asnumpy().item() == 2.0
    d.weight = Parameter(Tensor(np.array([[0.0, 1.0]], np.float32)), name="weight")
    assert d(x).asnumpy().item() == 2.0


def test_dropout_inside_net_follows_set_train():
    net = _Block()
    x = Tensor(np.ones((1, 1, 5, 5), np.float32))
    a, b = net(x).asnumpy(), net(x).asnumpy()
    np.testing.assert_array_equal(a, b)
    net.set_train()
    assert net.drop.training and net.bn.training


def test_torch_train_eval_alias():
    net = _Block()
    net.train()
    assert net.bn.training
    net.eval()
    assert not net.bn.training


def test_assigning_non_parameter_to_parameter_attribute_raises():
    d = nn.Dense(2, 2)
    with pytest.raises(TypeError):
        d.weight = 3
