"""Denormal flushing around recurrent kernels: on every torch thread inside, off again outside, same gradients.

``mindshim._kernels._denormal.flushed`` sets x86's FTZ/DAZ bits on the calling thread and on torch's OpenMP workers;
``flushed_backward`` runs a recurrent kernel's gradient inside it. These tests check that denormal results become 0
inside on every thread and stay MindSpore's (``1e-38 * 1e-3 == 1e-41``) outside, also after an exception or a
backward pass; that flushing already set by the user is left set; and that ``nn.LSTM``/``nn.GRU`` gradients,
packed sequences and ``ops.LSTM`` give torch's values, with only terms below the smallest normal float turned to 0.
"""

from __future__ import annotations

import platform

import numpy as np
import pytest
import torch

import mindshim  # noqa: F401  (the package's own import set-up)
from mindshim._kernels import _denormal as denormal
from mindshim._kernels import rnn as K

TINY = float(np.finfo(np.float32).tiny)  # smallest normal float32, 1.18e-38
X86 = platform.machine() in ("x86_64", "AMD64")
pytestmark = pytest.mark.skipif(not X86, reason="FTZ/DAZ are x86 control bits")


@pytest.fixture
def two_threads():
    before = torch.get_num_threads()
    torch.set_num_threads(2)
    yield
    torch.set_num_threads(before)


def _denormal_products() -> torch.Tensor:
    # 1e-38 * 1e-3: a denormal 1e-41 where denormals are kept, 0 where flushed. 2**20 elements: torch splits the
    # multiplication over its threads, so every worker's setting shows in the result.
    return torch.full((1 << 20,), 1e-38) * torch.full((1 << 20,), 1e-3)


def test_flushed_sets_and_clears_on_every_thread(two_threads) -> None:
    if not denormal.workers_supported():
        pytest.skip("torch's OpenMP runtime is not reachable here")
    assert bool((_denormal_products() > 0).all())
    with denormal.flushed():
        assert int((_denormal_products() != 0).sum()) == 0
    kept = _denormal_products()
    assert bool((kept > 0).all()) and float(kept[0]) == pytest.approx(1e-41, rel=1e-3)


def test_flushed_clears_after_an_exception(two_threads) -> None:
    with pytest.raises(KeyError), denormal.flushed():
        raise KeyError("x")
    assert bool((_denormal_products() > 0).all())


def test_flushing_the_user_set_stays_set() -> None:
    assert torch.set_flush_denormal(True)
    try:
        with denormal.flushed():
            pass
        assert float(torch.tensor([1e-38]) * 1e-3) == 0.0
    finally:
        torch.set_flush_denormal(False)
    assert float(torch.tensor([1e-38]) * 1e-3) > 0


def test_calling_thread_fallback_keeps_the_users_setting(monkeypatch) -> None:
    monkeypatch.setattr(denormal, "_runtime", None)  # as where torch's OpenMP runtime is out of reach
    one = torch.tensor([1e-38])
    with denormal.flushed():
        assert float(one * 1e-3) == 0.0
    assert float(one * 1e-3) > 0
    assert torch.set_flush_denormal(True)
    try:
        with denormal.flushed():
            pass
        assert float(one * 1e-3) == 0.0
    finally:
        torch.set_flush_denormal(False)


def _lstm_args(seq: int = 400, batch: int = 3, seed: int = 0) -> tuple:
    g = torch.Generator().manual_seed(seed)
    lstm = torch.nn.LSTM(6, 5, 1)
    with torch.no_grad():
        for p in lstm.parameters():
            p.copy_(torch.rand(p.shape, generator=g) * 0.6 - 0.3)
    x = torch.randn(seq, batch, 6, generator=g).requires_grad_(True)
    h = torch.zeros(1, batch, 5)
    return lstm, x, [h, h.clone()]


def test_lstm_gradient_flushes_only_denormal_terms(two_threads) -> None:
    lstm, x, hx = _lstm_args()
    w = list(lstm._flat_weights)
    out, _, _ = K.sequence("LSTM", x, hx, None, w, True, 1, 0.0, True, False)
    assert type(out.grad_fn).__name__ == "_FlushedBackwardBackward"
    ours = torch.autograd.grad(out[-1].sum(), [x, *w])
    ref_out, _ = lstm(x, tuple(hx))
    torch.testing.assert_close(out, ref_out, rtol=0, atol=0)
    theirs = torch.autograd.grad(ref_out[-1].sum(), [x, *w])
    gx = theirs[0]
    # the gradient decays back through the 400 steps into the denormal range: the case this is for
    assert int(((gx != 0) & (gx.abs() < TINY)).sum()) > 0
    for a, b in zip(ours, theirs):  # what flushing changes stays within a few smallest normals of 0
        torch.testing.assert_close(a, b, rtol=1e-6, atol=1e-36)
    assert int(((ours[0] != 0) & (ours[0].abs() < TINY)).sum()) == 0
    assert bool((_denormal_products() > 0).all())  # off again after the backward


def test_backward_runs_under_flushed(monkeypatch) -> None:
    entered = []
    real = denormal.flushed

    def spy():
        entered.append(1)
        return real()

    monkeypatch.setattr(denormal, "flushed", spy)
    gru = torch.nn.GRU(4, 3, 2, bidirectional=True)
    x = torch.randn(7, 2, 4)
    out, hn = K.sequence("GRU", x, torch.zeros(4, 2, 3), None, list(gru._flat_weights), True, 2, 0.0, True, True)
    assert entered == []  # the forward is torch's, untouched
    (out.sum() + hn.sum()).backward()
    assert entered == [1]
    ref_out, ref_hn = gru(x, torch.zeros(4, 2, 3))
    ours = [p.grad.clone() for p in gru.parameters()]
    gru.zero_grad()
    (ref_out.sum() + ref_hn.sum()).backward()
    for a, p in zip(ours, gru.parameters()):
        torch.testing.assert_close(a, p.grad, rtol=1e-6, atol=1e-7)


def test_packed_sequence_gradient_and_retained_graph() -> None:
    rnn = torch.nn.RNN(3, 4)
    x = torch.randn(6, 3, 3, requires_grad=True)
    lengths = torch.tensor([6, 2, 4])
    w = list(rnn._flat_weights)
    out, hn = K.sequence("RNN_TANH", x, torch.zeros(1, 3, 4), lengths, w, True, 1, 0.0, True, False)
    loss = out.pow(2).sum() + hn.sum()
    first = torch.autograd.grad(loss, [x, *w], retain_graph=True)
    second = torch.autograd.grad(loss, [x, *w])
    ref_out, ref_hn = K._sequence("RNN_TANH", x, torch.zeros(1, 3, 4), lengths, w, True, 1, 0.0, True, False)
    ref = torch.autograd.grad(ref_out.pow(2).sum() + ref_hn.sum(), [x, *w])
    for a, b, c in zip(first, second, ref):
        torch.testing.assert_close(a, c, rtol=1e-6, atol=1e-7)
        torch.testing.assert_close(b, c, rtol=0, atol=0)
    assert x.grad is None and bool(torch.all(first[0][2:, 1] == 0))  # past length 2: no gradient


def test_no_grad_and_frozen_calls_run_torch_directly() -> None:
    rnn = torch.nn.RNN(3, 4)
    with torch.no_grad():
        rnn.weight_ih_l0.requires_grad_(False)
    x = torch.randn(5, 2, 3)
    w = [t.detach() for t in rnn._flat_weights]
    out, _ = K.sequence("RNN_TANH", x, torch.zeros(1, 2, 4), None, w, True, 1, 0.0, False, False)
    assert out.grad_fn is None
    with torch.no_grad():
        out, _ = K.sequence(
            "RNN_TANH", x, torch.zeros(1, 2, 4), None, list(rnn._flat_weights), True, 1, 0.0, False, False
        )
    assert out.grad_fn is None


def test_ops_lstm_primitive_gradient_matches_torch() -> None:
    import mindspore as ms
    from mindspore import Tensor, ops

    ms.set_seed(1)
    lstm = ops.LSTM(4, 3, 1, True, False, 0.0)
    rs = np.random.RandomState(0)
    w = ms.Parameter(Tensor(rs.uniform(-0.3, 0.3, (4 * 3 * 4 + 4 * 3 * 3 + 4 * 3, 1, 1)).astype(np.float32)), "w")
    x = Tensor(rs.randn(5, 2, 4).astype(np.float32))
    h = Tensor(np.zeros((1, 2, 3), np.float32))

    def loss(x, w):
        return lstm(x, h, h, w)[0][-1].sum()

    gx, gw = ms.grad(loss, grad_position=(0, 1))(x, w)
    tw = torch.tensor(w.asnumpy().reshape(-1), requires_grad=True)
    tx = torch.tensor(x.asnumpy(), requires_grad=True)
    w_ih, w_hh, b = tw[:48].reshape(12, 4), tw[48:84].reshape(12, 3), tw[84:]
    out, _, _ = torch._VF.lstm(
        tx, (torch.zeros(1, 2, 3),) * 2, [w_ih, w_hh, b, torch.zeros(12)], True, 1, 0.0, False, False, False
    )
    rx, rw = torch.autograd.grad(out[-1].sum(), [tx, tw])
    np.testing.assert_allclose(gx.asnumpy(), rx.numpy(), rtol=1e-5, atol=1e-7)
    np.testing.assert_allclose(gw.asnumpy().reshape(-1), rw.numpy(), rtol=1e-5, atol=1e-7)
