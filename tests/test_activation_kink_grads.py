"""Activation gradients at their kinks stay MindSpore's under vmap and a second derivative (golden values in
tests/cases/ops_nn/activation_kinks.py; MindSpore itself fails vmap of these gradients, so these are mindshim's
own consistency checks)."""

from __future__ import annotations

import numpy as np
import pytest

import mindshim as ms
from mindshim import Tensor, nn, ops

X = np.array([[-3.5, -3.0, -1.0, -0.25], [0.0, 0.5, 3.0, 6.0]], np.float32)

CASES = {
    "leaky_relu": lambda a: ops.leaky_relu(a, 0.2),
    "LeakyReLU(1.5)": nn.LeakyReLU(1.5),
    "HSwish": nn.HSwish(),
    "selu": ops.selu,
    "relu6": ops.relu6,
    "hardtanh": ops.hardtanh,
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_vmap_keeps_kink_gradient(name: str) -> None:
    f = CASES[name]
    x = Tensor(X)
    eager = ms.grad(f)(x).asnumpy()
    np.testing.assert_allclose(ms.vmap(ms.grad(f))(x).asnumpy(), eager, rtol=1e-6)
    np.testing.assert_allclose(ms.grad(lambda a: ms.vmap(f)(a).sum())(x).asnumpy(), eager, rtol=1e-6)


def test_kink_values() -> None:
    x = Tensor(X)
    lr = ms.grad(lambda a: ops.leaky_relu(a, 0.2))(x).asnumpy()
    assert lr[1, 0] == pytest.approx(0.6)  # (1 + alpha) / 2 at the tie
    hs = ms.grad(nn.HSwish())(x).asnumpy()
    assert hs[0, 1] == pytest.approx(-0.5) and hs[1, 2] == pytest.approx(1.5)
    se = ms.grad(ops.selu)(x).asnumpy()
    assert se[1, 0] == pytest.approx(1.0507009873554805)  # the positive branch at 0


def test_second_derivative() -> None:
    x = Tensor(X)
    # HSwish's middle piece x (x + 3) / 6 has second derivative 1/3 on [-3, 3], 0 outside
    hs2 = ms.grad(ms.grad(nn.HSwish()))(x).asnumpy()
    np.testing.assert_allclose(hs2, np.where(np.abs(X) <= 3, 1 / 3, 0.0), rtol=1e-6)
    np.testing.assert_allclose(ms.grad(ms.grad(nn.LeakyReLU(0.2)))(x).asnumpy(), np.zeros_like(X))
