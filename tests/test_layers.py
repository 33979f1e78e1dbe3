"""Unit tests of the `mindspore.nn` layers: shapes, padding rules, training behaviour, gradients and argument errors."""

from __future__ import annotations

import math

import numpy as np
import pytest
import torch
import torch.nn.functional as F

import mindspore as ms
from mindspore import Tensor, nn


def _x(*shape, seed=0):
    return Tensor(np.random.default_rng(seed).standard_normal(shape).astype(np.float32))


# ---- exports ---------------------------------------------------------------------------------------
def test_layers_exported_from_nn():
    for name in [
        "Dense", "Flatten", "Dropout", "Identity", "Unfold", "Conv1d", "Conv2d", "Conv3d", "Conv2dTranspose",
        "MaxPool1d", "MaxPool2d", "AvgPool1d", "AvgPool2d", "AdaptiveAvgPool2d", "ReLU", "GELU", "Softmax",
        "PReLU", "get_activation", "BatchNorm1d", "BatchNorm2d", "LayerNorm", "GroupNorm", "SequentialCell",
        "CellList", "CellDict", "Embedding",
    ]:  # fmt: skip
        assert hasattr(nn, name), name
    from mindspore.nn.layer.conv import Conv2d

    assert Conv2d is nn.Conv2d


# ---- Dense -----------------------------------------------------------------------------------------
def test_dense_matches_linear_and_keeps_leading_dims():
    d = nn.Dense(3, 5)
    x = _x(2, 4, 3)
    y = d(x)
    assert y.shape == (2, 4, 5) and y.dtype == ms.float32
    ref = F.linear(x._t, d.weight._t, d.bias._t)
    torch.testing.assert_close(y._t, ref)
    assert d(_x(3)).shape == (5,)


def test_dense_default_init_bounds_and_names():
    d = nn.Dense(16, 4)
    bound = 1 / math.sqrt(16)
    assert d.weight.shape == (4, 16) and d.bias.shape == (4,)
    assert float(np.abs(d.bias.asnumpy()).max()) <= bound + 1e-6
    # HeUniform(sqrt(5)) on fan_in 16 has the same bound as 1/sqrt(fan_in)
    assert float(np.abs(d.weight.asnumpy()).max()) <= bound + 1e-6
    assert [n for n, _ in d.parameters_and_names()] == ["weight", "bias"]
    assert nn.Dense(2, 2, has_bias=False).bias is None


def test_dense_gradients_reach_parameters():
    """torch code can differentiate a Cell through torch's own name for the forward, ``forward``."""
    d = nn.Dense(3, 2, activation="relu")
    y = d.forward(_x(4, 3))
    y._t.sum().backward()
    assert d.weight._t.grad is not None and d.weight._t.grad.shape == (2, 3)
    assert d.bias._t.grad is not None


def test_plain_cell_call_records_no_graph_but_gradients_work():
    """As MindSpore's PyNative forward: a Cell called from plain code records nothing (a tensor it returned is a
    constant to a later grad), while grad / value_and_grad / TrainOneStepCell differentiate as before."""
    import mindspore as ms

    d = nn.Dense(3, 2)
    x = _x(4, 3)
    y0 = d(x)
    assert not y0._t.requires_grad and y0._t.grad_fn is None
    # a closed-over output of an earlier plain call is a constant: only the fresh forward gives gradients
    g = ms.grad(lambda x: (d(x) + y0).sum(), None, d.trainable_params())(x)
    g_ref = ms.grad(lambda x: d(x).sum(), None, d.trainable_params())(x)
    for a, b in zip(g, g_ref):
        assert np.allclose(a.asnumpy(), b.asnumpy())
    before = d.weight.asnumpy().copy()
    step = nn.TrainOneStepCell(nn.WithLossCell(d, nn.MSELoss()), nn.SGD(d.trainable_params(), 0.1))
    loss = step(x, ms.Tensor(np.zeros((4, 2), np.float32)))
    assert loss.shape == () and not np.allclose(d.weight.asnumpy(), before)
    assert ms.context.get_context("mode") == ms.PYNATIVE_MODE


def test_dense_activation_forms():
    assert isinstance(nn.Dense(2, 2, activation="tanh").activation, nn.Tanh)
    cell = nn.Sigmoid()
    assert nn.Dense(2, 2, activation=cell).activation is cell
    assert not nn.Dense(2, 2).activation_flag


@pytest.mark.parametrize(
    "kwargs, exc",
    [
        (dict(in_channels=-1, out_channels=2), ValueError),
        (dict(in_channels=2.0, out_channels=2), TypeError),
        (dict(in_channels=True, out_channels=2), TypeError),
        (dict(in_channels=2, out_channels=2, has_bias=1), TypeError),
        (dict(in_channels=2, out_channels=2, activation="nope"), KeyError),
        (dict(in_channels=2, out_channels=2, activation=1), TypeError),
    ],
)
def test_dense_constructor_errors(kwargs, exc):
    with pytest.raises(exc):
        nn.Dense(**kwargs)


def test_dense_wrong_input_size_is_value_error():
    with pytest.raises(ValueError, match="MatMul"):
        nn.Dense(3, 2)(_x(2, 4))


# ---- Conv2d ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("k", [1, 2, 3, 4, 5])
@pytest.mark.parametrize("s", [1, 2, 3])
@pytest.mark.parametrize("size", [5, 6, 7])
def test_conv2d_same_is_tf_padding(k, s, size):
    conv = nn.Conv2d(2, 3, k, stride=s)
    x = _x(1, 2, size, size + 1)
    y = conv(x)
    assert y.shape == (1, 3, math.ceil(size / s), math.ceil((size + 1) / s))
    pads = []
    for n in (size + 1, size):
        total = max((math.ceil(n / s) - 1) * s + k - n, 0)
        pads += [total // 2, total - total // 2]
    ref = F.conv2d(F.pad(x._t, pads), conv.weight._t, None, s)
    torch.testing.assert_close(y._t, ref)


def test_conv2d_pad_tuple_is_top_bottom_left_right():
    conv = nn.Conv2d(1, 1, 3, pad_mode="pad", padding=(0, 2, 1, 0), weight_init="ones")
    x = _x(1, 1, 4, 4)
    ref = F.conv2d(F.pad(x._t, (1, 0, 0, 2)), conv.weight._t)
    torch.testing.assert_close(conv(x)._t, ref)


def test_conv2d_valid_group_dilation_bias_shapes():
    conv = nn.Conv2d(4, 6, 3, pad_mode="valid", group=2, dilation=2, has_bias=True)
    assert conv.weight.shape == (6, 2, 3, 3) and conv.bias.shape == (6,)
    assert conv(_x(2, 4, 9, 9)).shape == (2, 6, 5, 5)
    assert nn.Conv2d(3, 4, 3).bias is None


@pytest.mark.parametrize(
    "kwargs, exc",
    [
        (dict(pad_mode="abc"), ValueError),
        (dict(pad_mode=1), TypeError),
        (dict(padding=1), ValueError),
        (dict(pad_mode="pad", padding=(1, 2)), ValueError),
        (dict(pad_mode="pad", padding=[1, 1, 1, 1]), TypeError),
        (dict(pad_mode="pad", padding=-1), ValueError),
        (dict(stride=0), ValueError),
        (dict(group=2), ValueError),
        (dict(has_bias=1), TypeError),
        (dict(data_format="NHWC"), ValueError),
    ],
)
def test_conv2d_constructor_errors(kwargs, exc):
    with pytest.raises(exc):
        nn.Conv2d(3, 4, 3, **kwargs)


def test_conv2d_channel_errors_and_messages():
    with pytest.raises(ValueError, match="For 'Conv2d', the 'in_channels' must be int and must > 0"):
        nn.Conv2d(-3, 4, 3)
    with pytest.raises(TypeError):
        nn.Conv2d(3, 4, (3, 3, 3))
    with pytest.raises(ValueError, match="x shape size must be equal to 4, but got 3"):
        nn.Conv2d(3, 4, 3)(_x(3, 5, 5))
    with pytest.raises(RuntimeError, match="'C_in' of input 'x'"):
        nn.Conv2d(3, 4, 3)(_x(1, 2, 5, 5))
    with pytest.raises(TypeError):
        nn.Conv2d(3, 4, 3)(Tensor(np.ones((1, 3, 5, 5), np.int32)))


# ---- Conv1d / Conv2dTranspose / Conv3d -------------------------------------------------------------
def test_conv1d_weight_is_4d_and_same_padding():
    conv = nn.Conv1d(3, 4, 4, stride=2)
    assert conv.weight.shape == (4, 3, 1, 4)
    assert conv.kernel_size == (1, 4) and conv.padding == (0, 0, 0, 0)
    x = _x(2, 3, 9)
    y = conv(x)
    assert y.shape == (2, 4, 5)
    ref = F.conv1d(F.pad(x._t, (1, 2)), conv.weight._t.squeeze(2), None, 2)
    torch.testing.assert_close(y._t, ref)


@pytest.mark.parametrize(
    "kwargs, out_hw",
    [
        (dict(kernel_size=3, stride=2), (10, 12)),
        (dict(kernel_size=3, stride=2, pad_mode="valid"), (11, 13)),
        (dict(kernel_size=1, stride=2, pad_mode="valid"), (10, 12)),
        (dict(kernel_size=3, stride=2, pad_mode="pad", padding=1), (9, 11)),
        (dict(kernel_size=3, stride=2, pad_mode="pad", padding=1, output_padding=1), (10, 12)),
    ],
)
def test_conv2d_transpose_output_sizes(kwargs, out_hw):
    conv = nn.Conv2dTranspose(3, 2, **kwargs)
    assert conv.weight.shape[:2] == (3, 2)
    assert conv(_x(1, 3, 5, 6)).shape == (1, 2) + out_hw


def test_conv2d_transpose_is_gradient_of_conv2d():
    conv = nn.Conv2dTranspose(3, 2, 3, stride=2, pad_mode="pad", padding=1)
    x = _x(1, 3, 4, 4)
    ref = F.conv_transpose2d(x._t, conv.weight._t, None, 2, 1)
    torch.testing.assert_close(conv(x)._t, ref)


def test_conv3d_shapes():
    conv = nn.Conv3d(2, 3, 3, stride=2, has_bias=True)
    assert conv.weight.shape == (3, 2, 3, 3, 3)
    assert conv(_x(1, 2, 5, 6, 7)).shape == (1, 3, 3, 3, 4)


# ---- pooling ---------------------------------------------------------------------------------------
def test_pool_defaults_are_identity_window():
    x = _x(1, 2, 4, 4)
    assert nn.MaxPool2d()(x).shape == (1, 2, 4, 4)
    torch.testing.assert_close(nn.AvgPool2d()(x)._t, x._t)
    mp = nn.MaxPool2d()
    assert (mp.kernel_size, mp.stride, mp.pad_mode) == (1, 1, "VALID")


def test_avgpool_same_excludes_padding():
    x = Tensor(np.arange(9, dtype=np.float32).reshape(1, 1, 3, 3) + 1)
    y = nn.AvgPool2d(2, 2, pad_mode="same")(x).asnumpy()[0, 0]
    np.testing.assert_allclose(y, [[3.0, 4.5], [7.5, 9.0]])
    y1 = nn.AvgPool1d(2, 2, pad_mode="same")(Tensor(np.array([[[1.0, 2.0, 3.0]]], np.float32)))
    np.testing.assert_allclose(y1.asnumpy(), [[[1.5, 3.0]]])


def test_maxpool_same_pads_with_minus_inf():
    x = Tensor(-np.ones((1, 1, 3, 3), np.float32))
    assert float(nn.MaxPool2d(2, 2, pad_mode="same")(x).asnumpy().max()) == -1.0


@pytest.mark.parametrize(
    "make, exc",
    [
        (lambda: nn.MaxPool2d(2, pad_mode="abc"), ValueError),
        (lambda: nn.MaxPool2d(2, pad_mode=1), TypeError),
        (lambda: nn.MaxPool2d(0), ValueError),
        (lambda: nn.MaxPool2d(2.0), TypeError),
        (lambda: nn.MaxPool2d(2, padding=1), ValueError),
        (lambda: nn.AvgPool2d(2, divisor_override=0), ValueError),
    ],
)
def test_pool_constructor_errors(make, exc):
    with pytest.raises(exc):
        make()


def test_pool_rank_errors():
    with pytest.raises(ValueError):
        nn.MaxPool2d(2)(_x(4, 4))
    with pytest.raises(ValueError):
        nn.AvgPool1d(2)(_x(1, 1, 4, 4))
    assert nn.MaxPool2d(2, 2)(_x(3, 4, 4)).shape == (3, 2, 2)


# ---- activations -----------------------------------------------------------------------------------
def test_gelu_defaults_to_tanh_approximation():
    x = _x(10)
    torch.testing.assert_close(nn.GELU()(x)._t, F.gelu(x._t, approximate="tanh"))
    torch.testing.assert_close(nn.GELU(False)(x)._t, F.gelu(x._t))


def test_get_activation_returns_fresh_cells():
    a, b = nn.get_activation("relu"), nn.get_activation("relu")
    assert isinstance(a, nn.ReLU) and a is not b
    assert nn.get_activation(None) is None
    with pytest.raises(KeyError):
        nn.get_activation("ReLU")


def test_softmax_axis_and_hswish_no_negative_zero():
    x = _x(3, 4)
    np.testing.assert_allclose(nn.Softmax(0)(x).asnumpy().sum(0), np.ones(4), rtol=1e-6)
    y = nn.HSwish()(Tensor(np.array([-5.0], np.float32))).asnumpy()
    assert y[0] == 0 and not np.signbit(y[0])


def test_prelu_parameter():
    p = nn.PReLU(3, 0.1)
    assert p.w.shape == (3,) and [n for n, _ in p.parameters_and_names()] == ["w"]
    y = p(Tensor(np.array([[-1.0, 1.0, -2.0]], np.float32).reshape(1, 3)))
    np.testing.assert_allclose(y.asnumpy(), [[-0.1, 1.0, -0.2]], rtol=1e-6)


# ---- normalization ---------------------------------------------------------------------------------
def test_batchnorm_updates_moving_stats_only_in_training():
    bn = nn.BatchNorm2d(2, momentum=0.9)
    x = _x(4, 2, 3, 3)
    bn(x)
    np.testing.assert_array_equal(bn.moving_mean.asnumpy(), [0, 0])
    bn.set_train()
    bn(x)
    batch_mean = x.asnumpy().mean(axis=(0, 2, 3))
    np.testing.assert_allclose(bn.moving_mean.asnumpy(), 0.1 * batch_mean, rtol=1e-5, atol=1e-7)
    batch_var = x.asnumpy().var(axis=(0, 2, 3), ddof=1)
    np.testing.assert_allclose(bn.moving_variance.asnumpy(), 0.9 + 0.1 * batch_var, rtol=1e-5)


def test_batchnorm_parameter_order_and_grad_flags():
    bn = nn.BatchNorm1d(3)
    assert [(n, p.name, p.requires_grad) for n, p in bn.parameters_and_names()] == [
        ("moving_mean", "mean", False),
        ("moving_variance", "variance", False),
        ("gamma", "gamma", True),
        ("beta", "beta", True),
    ]
    assert [p.name for p in bn.trainable_params()] == ["gamma", "beta"]


def test_batchnorm_errors():
    with pytest.raises(ValueError):
        nn.BatchNorm2d(0)
    with pytest.raises(TypeError):
        nn.BatchNorm2d(2.0)
    with pytest.raises(ValueError):
        nn.BatchNorm2d(2, momentum=-0.1)
    with pytest.raises(ValueError, match="must have 4 dims"):
        nn.BatchNorm2d(2)(_x(2, 2))
    with pytest.raises(ValueError):
        nn.BatchNorm1d(2)(_x(2, 2, 2, 2))


def test_layernorm_matches_torch_with_epsilon():
    ln = nn.LayerNorm((4,))
    assert ln.epsilon == 1e-7
    x = _x(2, 3, 4)
    torch.testing.assert_close(ln(x)._t, F.layer_norm(x._t, (4,), eps=1e-7))
    with pytest.raises(TypeError):
        nn.LayerNorm(4)


def test_groupnorm_matches_torch():
    gn = nn.GroupNorm(2, 4)
    x = _x(2, 4, 3)
    torch.testing.assert_close(gn(x)._t, F.group_norm(x._t, 2, eps=1e-5))
    with pytest.raises(ValueError):
        nn.GroupNorm(3, 4)


# ---- basic -----------------------------------------------------------------------------------------
def test_dropout_identity_in_eval_and_scaled_in_training():
    x = Tensor(np.ones((200, 50), np.float32))
    d = nn.Dropout(p=0.4)
    assert d(x) is x
    d.set_train()
    y = d(x).asnumpy()
    kept = y != 0
    np.testing.assert_allclose(y[kept], 1 / 0.6, rtol=1e-6)
    assert 0.5 < kept.mean() < 0.7
    assert nn.Dropout(p=0.0).set_train()(x) is x
    assert nn.Dropout(keep_prob=1.0).set_train()(x) is x


def test_dropout_argument_errors():
    with pytest.raises(ValueError):
        nn.Dropout(p=1)
    with pytest.raises(ValueError):
        nn.Dropout(keep_prob=0.0)
    with pytest.raises(TypeError):
        nn.Dropout(keep_prob=1)


def test_flatten_and_identity():
    x = _x(2, 3, 4)
    assert nn.Flatten()(x).shape == (2, 12)
    assert nn.Flatten(0, 1)(x).shape == (6, 4)
    with pytest.raises(ValueError):
        nn.Flatten()(_x(3))
    assert nn.Identity()(x) is x


def test_unfold_matches_extract_patches_layout():
    x = Tensor(np.arange(2 * 3 * 4 * 4, dtype=np.float32).reshape(2, 3, 4, 4))
    u = nn.Unfold([1, 2, 2, 1], [1, 1, 1, 1], [1, 1, 1, 1])
    y = u(x)
    assert y.shape == (2, 12, 3, 3)
    # channel index = (kernel_row * ksize_col + kernel_col) * C + c
    assert float(y.asnumpy()[0, 1, 0, 0]) == float(x.asnumpy()[0, 1, 0, 0])
    assert float(y.asnumpy()[0, 3, 0, 0]) == float(x.asnumpy()[0, 0, 0, 1])


# ---- embedding -------------------------------------------------------------------------------------
def test_embedding_lookup_and_padding_idx():
    table = Tensor(np.arange(12, dtype=np.float32).reshape(4, 3))
    e = nn.Embedding(4, 3, embedding_table=table, padding_idx=1)
    np.testing.assert_array_equal(e.embedding_table.asnumpy()[1], [0, 0, 0])
    y = e(Tensor(np.array([[0, 3]], np.int32)))
    assert y.shape == (1, 2, 3)
    np.testing.assert_array_equal(y.asnumpy()[0, 1], [9, 10, 11])
    with pytest.raises(TypeError):
        nn.Embedding(4.0, 3)


# ---- containers ------------------------------------------------------------------------------------
def test_sequential_cell_forward_and_indexing():
    seq = nn.SequentialCell([nn.Dense(3, 4), nn.ReLU(), nn.Dense(4, 2)])
    assert len(seq) == 3 and isinstance(seq[-1], nn.Dense)
    assert seq(_x(5, 3)).shape == (5, 2)
    assert [n for n, _ in seq.parameters_and_names()] == ["0.weight", "0.bias", "2.weight", "2.bias"]
    with pytest.raises(IndexError):
        seq[3]
    with pytest.raises(TypeError):
        nn.SequentialCell(3)


def test_cell_list_and_dict():
    cl = nn.CellList([nn.ReLU(), nn.Dense(2, 2)])
    assert len(cl) == 2 and [type(c).__name__ for c in cl] == ["ReLU", "Dense"]
    with pytest.raises(NotImplementedError):
        cl(_x(2))
    cd = nn.CellDict({"a": nn.ReLU()})
    assert "a" in cd and list(cd.keys()) == ["a"]
    with pytest.raises(KeyError):
        cd["a.b"] = nn.ReLU()
    with pytest.raises(TypeError):
        cd["c"] = nn.CellList()


# ---- version switch --------------------------------------------------------------------------------
def test_default_inits_follow_emulated_version(monkeypatch):
    monkeypatch.setenv("MINDSHIM_MS_VERSION", "1.7")
    d = nn.Dense(2, 3)
    np.testing.assert_array_equal(d.bias.asnumpy(), np.zeros(3, np.float32))
    conv = nn.Conv2d(3, 4, 3)
    assert conv.weight_init == "normal" and conv.bias_init == "zeros"
    assert float(np.abs(conv.weight.asnumpy()).max()) < 0.1  # Normal(0.01)
    monkeypatch.setenv("MINDSHIM_MS_VERSION", "2.10.0")
    conv = nn.Conv2d(3, 4, 3)
    assert conv.bias_init is None and type(conv.weight_init).__name__ == "HeUniform"


def test_conv2d_default_init_bounds():
    conv = nn.Conv2d(4, 8, 3, has_bias=True)
    bound = 1 / math.sqrt(4 * 3 * 3)
    assert float(np.abs(conv.weight.asnumpy()).max()) <= bound + 1e-6
    assert float(np.abs(conv.bias.asnumpy()).max()) <= bound + 1e-6
    assert float(conv.weight.asnumpy().std()) > bound / 4  # not all near zero
    assert repr(conv).count("weight_init=<mindspore.common.initializer.HeUniform object at 0x") == 1


def test_more_layers_exported_and_shapes():
    for name in ["Linear", "Dropout2d", "Pad", "OneHot", "Norm", "Tril", "Triu", "Upsample", "PixelShuffle",
                 "PixelUnshuffle", "ZeroPad2d", "ConstantPad1d", "ReflectionPad2d", "ReplicationPad2d", "BatchNorm3d",
                 "InstanceNorm2d", "AdaptiveMaxPool2d", "AdaptiveAvgPool1d"]:  # fmt: skip
        assert hasattr(nn, name), name
    x = _x(1, 2, 3, 3)
    assert nn.ZeroPad2d((1, 0, 2, 0))(x).shape == (1, 2, 5, 4)
    assert nn.ReflectionPad1d(2)(x).shape == (1, 2, 3, 7)
    assert nn.PixelShuffle(2)(_x(1, 8, 2, 2)).shape == (1, 2, 4, 4)
    assert nn.Linear(3, 4)(_x(2, 3)).shape == (2, 4)
    with pytest.raises(ValueError):
        nn.ReplicationPad1d(1)(x)
