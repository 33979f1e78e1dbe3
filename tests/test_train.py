"""Unit tests of the training path: optimizers, wrappers, loss scaling, `_checkparam` (no oracle needed)."""

from __future__ import annotations

import numpy as np
import pytest
import torch

import mindspore as ms
from mindspore import Parameter, Tensor, nn, ops
from mindspore import _checkparam as validator


class _Lin(nn.Cell):
    def __init__(self, frozen: bool = False):
        super().__init__()
        self.w = Parameter(Tensor(np.array([[0.5, -0.2], [0.1, 0.3], [-0.4, 0.2]], np.float32)), name="w")
        self.b = Parameter(Tensor(np.array([0.1, -0.1], np.float32)), name="b", requires_grad=not frozen)

    def construct(self, x):
        return ops.matmul(x, self.w) + self.b


X = Tensor(np.array([[1.0, 2.0, 3.0], [0.5, -1.0, 0.0]], np.float32))
Y = Tensor(np.array([[1.0, 0.0], [0.0, 1.0]], np.float32))


def _torch_grads(net):
    w = torch.tensor(net.w.asnumpy(), requires_grad=True)
    b = torch.tensor(net.b.asnumpy(), requires_grad=True)
    loss = ((torch.tensor(X.asnumpy()) @ w + b - torch.tensor(Y.asnumpy())) ** 2).mean()
    gw, gb = torch.autograd.grad(loss, [w, b])
    return loss.item(), gw.numpy(), gb.numpy()


def test_momentum_nesterov_formula(monkeypatch):
    # the Nesterov update is MindSpore's GPU/Ascend kernels' (its CPU kernel ignores the flag: golden
    # nn/momentum_nesterov_cpu); the device is read at each step
    import mindshim.nn.optim.momentum as momentum_mod

    monkeypatch.setattr(momentum_mod, "get_context", lambda key: "GPU")
    net = _Lin()
    w0, b0 = net.w.asnumpy().copy(), net.b.asnumpy().copy()
    opt = nn.Momentum(net.trainable_params(), 0.1, 0.9, use_nesterov=True)
    g = (Tensor(np.ones((3, 2), np.float32)), Tensor(np.full((2,), 2.0, np.float32)))
    assert opt(g) == (True, True)
    assert opt(g) == (True, True)
    # accum1 = g, p1 = p0 - lr*(g + m*accum1); accum2 = m*g + g, p2 = p1 - lr*(g + m*accum2)
    a1, a2 = 1.0, 0.9 + 1.0
    expect_w = w0 - 0.1 * (1 + 0.9 * a1) - 0.1 * (1 + 0.9 * a2)
    np.testing.assert_allclose(net.w.asnumpy(), expect_w, rtol=1e-6)
    np.testing.assert_allclose(net.b.asnumpy(), b0 - 2 * (0.1 * (1 + 0.9 * a1) + 0.1 * (1 + 0.9 * a2)), rtol=1e-6)
    assert opt.global_step.asnumpy().tolist() == [2]


def test_momentum_nesterov_ignored_on_cpu():
    net = _Lin()
    w0 = net.w.asnumpy().copy()
    opt = nn.Momentum(net.trainable_params(), 0.1, 0.9, use_nesterov=True)
    g = (Tensor(np.ones((3, 2), np.float32)), Tensor(np.full((2,), 2.0, np.float32)))
    opt(g)
    opt(g)
    # plain momentum: accum1 = g, p1 = p0 - lr*accum1; accum2 = m*g + g, p2 = p1 - lr*accum2
    np.testing.assert_allclose(net.w.asnumpy(), w0 - 0.1 * 1.0 - 0.1 * 1.9, rtol=1e-6)


def test_train_one_step_matches_torch_and_keeps_identity():
    net = _Lin()
    ident = (net.w._t, net.b._t)
    loss_ref, gw, gb = _torch_grads(net)
    w0, b0 = net.w.asnumpy().copy(), net.b.asnumpy().copy()
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.SGD(net.trainable_params(), 0.5))
    loss = train(X, Y)
    assert isinstance(loss, Tensor) and loss.shape == ()
    assert abs(float(loss.asnumpy()) - loss_ref) < 1e-6
    np.testing.assert_allclose(net.w.asnumpy(), w0 - 0.5 * gw, rtol=1e-5)
    np.testing.assert_allclose(net.b.asnumpy(), b0 - 0.5 * gb, rtol=1e-5)
    assert (net.w._t, net.b._t) == ident


def test_train_one_step_sens_and_frozen():
    net = _Lin(frozen=True)
    _, gw, _ = _torch_grads(net)
    w0, b0 = net.w.asnumpy().copy(), net.b.asnumpy().copy()
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.SGD(net.trainable_params(), 0.5), sens=2.0)
    train(X, Y)
    np.testing.assert_allclose(net.w.asnumpy(), w0 - 0.5 * 2.0 * gw, rtol=1e-5)
    np.testing.assert_array_equal(net.b.asnumpy(), b0)
    _, grads = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.SGD([net.w, net.b], 0.0), return_grad=True)(
        X, Y
    )
    assert list(grads) == ["w", "b"]
    np.testing.assert_array_equal(grads["b"].asnumpy(), np.zeros(2, np.float32))


def test_train_one_step_zero_sens_raises():
    net = _Lin()
    with pytest.raises(ValueError, match="can not be 0"):
        nn.TrainOneStepCell(net, nn.SGD(net.trainable_params()), sens=0)


def test_with_grad_and_eval_cells():
    net = _Lin()
    _, gw, gb = _torch_grads(net)
    grads = nn.WithGradCell(net, nn.MSELoss())(X, Y)
    assert len(grads) == 2
    np.testing.assert_allclose(grads[0].asnumpy(), gw, rtol=1e-5)
    np.testing.assert_allclose(grads[1].asnumpy(), gb, rtol=1e-5)
    loss, out, label = nn.WithEvalCell(net, nn.MSELoss())(X, Y)
    assert out.shape == (2, 2) and label is Y and loss.shape == ()
    with pytest.raises(TypeError):
        nn.WithEvalCell(net, nn.MSELoss(), add_cast_fp32=1)


def test_forward_value_and_grad():
    net = nn.WithLossCell(_Lin(), nn.MSELoss())
    loss_ref, gw, gb = _torch_grads(net._backbone)
    fvg = nn.ForwardValueAndGrad(net, weights=net.trainable_params(), get_by_list=True)
    loss, grads = fvg(X, Y)
    assert abs(float(loss.asnumpy()) - loss_ref) < 1e-6
    np.testing.assert_allclose(grads[0].asnumpy(), gw, rtol=1e-5)
    with pytest.raises(TypeError):
        nn.ForwardValueAndGrad(net, get_by_list=True)
    with pytest.raises(TypeError):
        nn.ForwardValueAndGrad(3)


def _ls_train(sense):
    net = _Lin()
    opt = nn.Momentum(net.trainable_params(), 0.1, 0.9)
    return net, nn.TrainOneStepWithLossScaleCell(nn.WithLossCell(net, nn.MSELoss()), opt, sense)


def test_loss_scale_skips_overflow_and_unscales():
    net_ref = _Lin()
    ref = nn.TrainOneStepCell(nn.WithLossCell(net_ref, nn.MSELoss()), nn.Momentum(net_ref.trainable_params(), 0.1, 0.9))
    net, train = _ls_train(Tensor(np.array([1024.0], np.float32)))
    bad = Tensor(np.array([[np.inf, 2.0, 3.0], [0.5, -1.0, 0.0]], np.float32))
    loss, cond, scale = train(X, Y)
    ref(X, Y)
    assert cond.dtype == ms.bool_ and not bool(cond.asnumpy())
    np.testing.assert_allclose(scale.asnumpy(), [1024.0])
    w = net.w.asnumpy().copy()
    _, cond, _ = train(bad, Y)
    assert bool(cond.asnumpy())
    np.testing.assert_array_equal(net.w.asnumpy(), w)
    train(X, Y)
    ref(X, Y)
    np.testing.assert_allclose(net.w.asnumpy(), net_ref.w.asnumpy(), rtol=1e-5)


def test_dynamic_loss_scale_schedule():
    _, train = _ls_train(nn.DynamicLossScaleUpdateCell(loss_scale_value=1024.0, scale_factor=2, scale_window=2))
    bad = Tensor(np.array([[np.nan, 2.0, 3.0], [0.5, -1.0, 0.0]], np.float32))
    scales = [float(train(*d)[2].asnumpy()) for d in [(X, Y), (X, Y), (bad, Y), (X, Y), (X, Y), (X, Y)]]
    assert scales == [1024.0, 2048.0, 1024.0, 1024.0, 2048.0, 2048.0]
    with pytest.raises(TypeError, match="must be Cell or Tensor"):
        _ls_train(1.0)
    with pytest.raises(ValueError, match="must be \\(1,\\) or \\(\\)"):
        _ls_train(Tensor(np.ones((2,), np.float32)))


def test_fixed_loss_scale_cell():
    _, train = _ls_train(nn.FixedLossScaleUpdateCell(128.0))
    _, cond, scale = train(X, Y)
    assert float(scale.asnumpy()) == 128.0 and not bool(cond.asnumpy())


def test_optimizer_state_listed_in_torch_module():
    net = _Lin()
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.Adam(net.trainable_params()))
    names = [n for n, _ in train.parameters_and_names()]
    assert names == [
        "w",
        "b",
        "optimizer.global_step",
        "optimizer.learning_rate",
        "optimizer.beta1_power",
        "optimizer.beta2_power",
        "optimizer.moment1.w",
        "optimizer.moment1.b",
        "optimizer.moment2.w",
        "optimizer.moment2.b",
    ]
    assert len(list(train.get_parameters())) == 10


def test_loss_reduction_errors():
    for cls in (nn.MSELoss, nn.L1Loss, nn.SmoothL1Loss, nn.NLLLoss):
        with pytest.raises(ValueError, match="must be in \\['mean', 'sum', 'none'\\]"):
            cls(reduction="bad")
    with pytest.raises(TypeError):
        nn.MSELoss()(np.ones(2), Tensor(np.ones(2, np.float32)))


def test_checkparam_validator_class_and_constants(monkeypatch):
    # MindSpore 2.x has no Validator/Rel: a library probing for them must take the 2.x path
    with pytest.raises(ImportError):
        exec("from mindshim._checkparam import Validator")
    assert not hasattr(validator, "Rel")
    monkeypatch.setenv("MINDSHIM_MS_VERSION", "1.10")
    assert validator.Validator.check_positive_int(3) == 3
    assert validator.Rel.GE == validator.GE == 6
    with pytest.raises(ValueError, match="For 'Net', the 'k' must be int and must > 0, but got '0'"):
        validator.check_positive_int(0, "k", "Net")
    with pytest.raises(TypeError, match="must be a bool, but got int"):
        validator.check_bool(1, "flag")


def test_dynamic_lr_lengths_and_schedule_int_step():
    assert len(nn.cosine_decay_lr(0.0, 0.1, 10, 2, 3)) == 10
    assert nn.piecewise_constant_lr([1, 3], [0.5, 0.25]) == [0.5, 0.25, 0.25]
    out = nn.WarmUpLR(0.1, 4)(Tensor(2, ms.int32))
    assert out.dtype == ms.float32 and abs(float(out.asnumpy()) - 0.05) < 1e-7


def test_lamb_one_step_formula():
    # MindSpore's CPU build has no Lamb kernel, so this checks the documented update directly.
    w0 = np.array([[1.0, -2.0], [0.5, 0.25]], np.float32)
    g = np.array([[0.1, 0.2], [-0.3, 0.4]], np.float32)
    p = Parameter(Tensor(w0), name="w")
    opt = nn.Lamb([p], 0.1, weight_decay=0.01)
    opt((Tensor(g),))
    m = 0.1 * g
    v = 0.001 * g * g
    r = (m / 0.1) / (np.sqrt(v / 0.001) + 1e-6) + 0.01 * w0
    expect = w0 - 0.1 * (np.linalg.norm(w0) / np.linalg.norm(r)) * r
    np.testing.assert_allclose(p.asnumpy(), expect, rtol=1e-5)
    assert [n for n, _ in opt.parameters_and_names()][-2:] == ["lamb_m.w", "lamb_v.w"]


def test_soft_margin_loss_formula():
    # MindSpore's CPU build has no SoftMarginLoss kernel; check log(1 + exp(-y * x)).
    x = np.array([[0.1, 0.9], [1.5, -0.2]], np.float32)
    y = np.array([[1.0, -1.0], [-1.0, 1.0]], np.float32)
    ref = np.log1p(np.exp(-y * x))
    out = nn.SoftMarginLoss()(Tensor(x), Tensor(y))
    np.testing.assert_allclose(out.asnumpy(), ref.mean(), rtol=1e-6)
    out = nn.SoftMarginLoss(reduction="none")(Tensor(x), Tensor(y))
    np.testing.assert_allclose(out.asnumpy(), ref, rtol=1e-6)


def test_grad_centralization_groups():
    # MindSpore's CPU build has no Centralization kernel; check g - mean(g over dims 1..) for dim 1 % 16 == 0.
    g = np.arange(32, dtype=np.float32).reshape(2, 16)
    w = Parameter(Tensor(np.zeros((2, 16), np.float32)), name="w")
    w8 = Parameter(Tensor(np.zeros((2, 8), np.float32)), name="w8")
    b = Parameter(Tensor(np.zeros((16,), np.float32)), name="b")
    opt = nn.SGD([{"params": [w, w8, b], "grad_centralization": True}], 1.0)
    opt((Tensor(g), Tensor(g[:, :8]), Tensor(g[0])))
    np.testing.assert_allclose(w.asnumpy(), -(g - g.mean(axis=1, keepdims=True)), rtol=1e-6)
    np.testing.assert_allclose(w8.asnumpy(), -g[:, :8], rtol=1e-6)
    np.testing.assert_allclose(b.asnumpy(), -g[0], rtol=1e-6)


def test_lars_rescales_gradients_like_larsupdate():
    # Values from the LARSUpdate example in MindSpore's documentation (weight_decay 0, coefficient 1e-3).
    w = np.array([[0.5, 0.8, 0.2], [0.6, 0.4, 0.2]], np.float32)
    g = np.array([[0.4, 0.4, 0.5], [0.2, 0.4, 0.3]], np.float32)
    expected = np.array([[0.0005265, 0.0005265, 0.00065813], [0.00026325, 0.0005265, 0.00039488]], np.float32)
    weight = Parameter(Tensor(w), name="fc.weight")
    bias = Parameter(Tensor(np.zeros(3, np.float32)), name="fc.bias")
    opt = nn.LARS(nn.SGD([weight, bias], 1.0))
    assert opt.lars_flag == (True, False)
    opt((Tensor(g), Tensor(np.ones(3, np.float32))))
    np.testing.assert_allclose(w - weight.asnumpy(), expected, rtol=1e-4)
    np.testing.assert_allclose(bias.asnumpy(), -np.ones(3, np.float32))  # filtered out: plain SGD step
    assert opt.global_step.asnumpy().tolist() == [1]


def test_model_zoo_loss_scale_subclass_runs():
    """A model-zoo style TrainOneStepWithLossScaleCell subclass (start_overflow_check, hyper_map, grad with sens,
    MultitypeFuncGraph gradient scaling) trains, and the dynamic scale doubles every scale_window clean steps."""
    from mindspore.ops import composite as C
    from mindspore.ops import functional as F

    grad_scale = C.MultitypeFuncGraph("grad_scale")

    @grad_scale.register("Tensor", "Tensor")
    def _scale(scale, grad):
        return grad / scale

    class Step(nn.TrainOneStepWithLossScaleCell):
        def construct(self, x, y):
            loss = self.network(x, y)
            status, scaling_sens = self.start_overflow_check(loss, self.scale_sense)
            grads = self.grad(self.network, self.weights)(x, y, scaling_sens.astype(ms.float32))
            grads = self.hyper_map(F.partial(grad_scale, scaling_sens), grads)
            cond = self.get_overflow_status(status, grads)
            overflow = self.process_loss_scale(cond)
            if not overflow:
                self.optimizer(grads)
            return loss, cond, scaling_sens

    net = nn.Dense(4, 3, weight_init="ones", bias_init="zeros")
    loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    opt = nn.SGD(net.trainable_params(), learning_rate=0.1)
    manager = nn.DynamicLossScaleUpdateCell(loss_scale_value=2.0**10, scale_factor=2, scale_window=2)
    step = Step(nn.WithLossCell(net, loss_fn), opt, manager)
    x = ms.Tensor(np.arange(8, dtype=np.float32).reshape(2, 4) / 8)
    y = ms.Tensor(np.array([0, 2], np.int32))
    losses, scales = [], []
    for _ in range(4):
        loss, cond, scale = step(x, y)
        losses.append(float(loss.asnumpy()))
        scales.append(float(scale.asnumpy()))
        assert not bool(cond.asnumpy())
    assert losses[-1] < losses[0]
    # MindSpore's documented rule (its CPU build cannot run this cell): the scale doubles after scale_window (2)
    # consecutive clean steps and the counter restarts; the Parameter is read after each step's update
    assert scales == [2.0**10, 2.0**11, 2.0**11, 2.0**12]


def test_sgd_without_momentum_rounds_the_product_first():
    """``param -= lr * grad`` with the product rounded to float32 before the subtraction (MindSpore's SGD kernel),
    also for parameters larger than one scratch block, and the same on every step."""
    import numpy as np

    from mindspore import Parameter, Tensor, nn

    rng = np.random.RandomState(0)
    shapes = [(300, 700), (7,), (3, 5)]  # 210,000 elements: several blocks, the last one partial
    values = [rng.randn(*s).astype(np.float32) for s in shapes]
    params = [Parameter(Tensor(v), f"p{i}") for i, v in enumerate(values)]
    opt = nn.SGD(params, learning_rate=0.01)
    lr = np.float32(0.01)
    expected = [v.copy() for v in values]
    for _ in range(2):
        grads = [rng.randn(*s).astype(np.float32) * 10 ** rng.randint(-3, 3, s).astype(np.float32) for s in shapes]
        opt(tuple(Tensor(g) for g in grads))
        expected = [e - (g * lr).astype(np.float32) for e, g in zip(expected, grads)]
        for p, e in zip(params, expected):
            np.testing.assert_array_equal(p.asnumpy(), e)
