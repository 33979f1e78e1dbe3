"""Bounds of the state the graph-mode rules keep: set_grad()'s recorded forwards and the folded Cell attributes."""

from __future__ import annotations

import mindspore as ms
import numpy as np
from mindspore import nn


class _Net(nn.Cell):
    def __init__(self) -> None:
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(np.ones(3, np.float32)), name="w")
        self.k = 1

    def construct(self, x):
        return (x * self.w).sum() + self.k


def test_set_grad_forwards_kept_are_bounded() -> None:
    net = _Net()
    net.set_grad()
    x = ms.Tensor(np.ones(3, np.float32))
    for _ in range(50):
        net(x)
    assert len(net.__dict__["_ms_forward_records"]) == 2
    ms.grad(net)(x)
    ms.grad(net)(x)
    assert net.__dict__["_ms_forward_records"] == []
    out = net(x)
    assert not out._data().requires_grad  # the caller gets a plain forward's output; the record keeps the graph


def test_plain_forward_records_nothing() -> None:
    net = _Net()
    net(ms.Tensor(np.ones(3, np.float32)))
    assert "_ms_forward_records" not in net.__dict__


def test_folded_attributes_are_bounded_and_restored() -> None:
    class J(_Net):
        @ms.jit
        def construct(self, x):
            return x + self.k

    net = J()
    for i in range(100):
        assert float(net(ms.Tensor(np.ones(i + 1, np.float32))).asnumpy()[0]) == 2.0
    assert len(net.__dict__["_ms_graph_constants"]) <= 64
    net.k = 5
    first = ms.Tensor(np.ones(100, np.float32))
    assert float(net(first).asnumpy()[0]) == 2.0  # a signature compiled with k == 1
    assert net.k == 5  # the user's value is back after the call
    assert float(net(ms.Tensor(np.ones(101, np.float32))).asnumpy()[0]) == 6.0  # a new signature: k == 5
