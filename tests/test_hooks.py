"""Unit tests for hooks: HookBackward, Tensor.register_hook, Cell hooks, custom bprop, launch_blocking, logging."""

from __future__ import annotations

import os
import traceback

import numpy as np
import pytest

import mindspore as ms
from mindspore import Parameter, Tensor, nn, ops


class _Double(nn.Cell):
    def construct(self, x):
        return x * 2


def test_fast_path_flag_follows_hooks():
    c = _Double()
    assert c.__dict__["_ms_slow"] is False
    h1 = c.register_forward_hook(lambda cell, i, o: None)
    h2 = c.register_backward_hook(lambda cell, gi, go: None)
    assert c.__dict__["_ms_slow"] is True
    h1.remove()
    assert c.__dict__["_ms_slow"] is True
    h2.remove()
    h2.remove()  # idempotent
    assert c.__dict__["_ms_slow"] is False


def test_bprop_cell_is_slow_from_start():
    class B(nn.Cell):
        def construct(self, x):
            return x

        def bprop(self, x, out, dout):
            return (dout * 5,)

    b = B()
    assert b.__dict__["_ms_slow"] is True
    assert float(ms.grad(b)(Tensor(1.0))) == 5.0


def test_hook_gets_cell_or_cell_id_by_version(monkeypatch):
    c = _Double()
    got = []
    c.register_forward_pre_hook(lambda cell, inputs: got.append(cell))
    c(Tensor(1.0))
    assert got[-1] is c
    monkeypatch.setenv("MINDSHIM_MS_VERSION", "2.2")
    c.register_forward_hook(lambda cell, inputs, out: got.append(cell))
    c(Tensor(1.0))
    assert got[-2] is c and got[-1] == f"_Double({id(c)})"


def test_forward_pre_hook_single_value_and_forward_hook_replace():
    c = _Double()
    c.register_forward_pre_hook(lambda cell, inputs: inputs[0] + 1)
    c.register_forward_hook(lambda cell, inputs, out: out * 10)
    assert float(c(Tensor(1.0))) == 40.0


def test_hooks_run_in_graph_mode_too():
    ms.set_context(mode=ms.GRAPH_MODE)
    c = _Double()
    seen = []
    c.register_forward_hook(lambda cell, i, o: seen.append(1))
    c(Tensor(1.0))
    assert seen == [1]


def test_hooks_skipped_in_graph_mode_and_jit_before_2_3(monkeypatch):
    # MindSpore up to 2.2 documents that Cell hooks do not work in graph mode or on jit-decorated Cells;
    # 2.10 (the oracle, see tests/cases/hooks/graph_print.py) runs them.
    c = _Double()
    seen = []
    c.register_forward_pre_hook(lambda cell, i: seen.append("pre"))
    c.register_forward_hook(lambda cell, i, o: seen.append("fwd"))
    c.register_backward_hook(lambda cell, gi, go: seen.append("bw"))
    run = ms.jit(lambda x: c(x))
    assert float(run(Tensor(1.0))) == 2.0 and seen == ["pre", "fwd"]
    monkeypatch.setenv("MINDSHIM_MS_VERSION", "2.2")
    seen.clear()
    assert float(run(Tensor(1.0))) == 2.0
    assert float(ms.grad(run)(Tensor(1.0))) == 2.0
    ms.set_context(mode=ms.GRAPH_MODE)
    assert float(c(Tensor(1.0))) == 2.0
    assert seen == []
    ms.set_context(mode=ms.PYNATIVE_MODE)
    c(Tensor(1.0))
    assert seen == ["pre", "fwd"]


def test_backward_hook_not_called_without_grad():
    c = _Double()
    seen = []
    c.register_backward_hook(lambda cell, gi, go: seen.append(1))
    assert float(c(Tensor(1.0))) == 2.0
    assert seen == []


def test_backward_hook_wrong_arity_raises():
    c = _Double()
    c.register_backward_hook(lambda cell, gi, go: (gi[0], gi[0]))
    with pytest.raises(TypeError, match="return value size is 2 not equal to expect grad input size 1"):
        ms.grad(c)(Tensor(1.0))


def test_register_hook_requires_callable():
    with pytest.raises(TypeError):
        _Double().register_forward_hook(3)
    with pytest.raises(TypeError):
        Tensor(1.0).register_hook(None)
    with pytest.raises(TypeError):
        ops.HookBackward(1)


def test_hookbackward_identity_without_grad():
    hb = ops.HookBackward(lambda g: None)
    x = Tensor(1.0)
    assert hb(x) is x
    a, b = hb(x, Tensor(2.0))
    assert float(b) == 2.0
    with pytest.raises(TypeError):
        hb(1.0)


def test_tensor_hook_on_parameter_fires_for_weight_grads():
    class N(nn.Cell):
        def __init__(self):
            super().__init__()
            self.w = Parameter(Tensor(np.array([1.0], np.float32)), name="w")

        def construct(self, x):
            return ops.sum(x * self.w)

    n = N()
    h = n.w.register_hook(lambda g: g * 3)
    assert float(ms.grad(n, None, n.w)(Tensor(np.array([2.0], np.float32)))[0]) == 6.0
    h.remove()
    assert float(ms.grad(n, None, n.w)(Tensor(np.array([2.0], np.float32)))[0]) == 2.0


def test_tensor_hook_handle_remove_on_leaf():
    x = Tensor(1.0)
    calls = []
    h = x.register_hook(lambda g: calls.append(float(g)))
    ms.grad(lambda t: t * 4)(x)
    h.remove()
    h.remove()
    ms.grad(lambda t: t * 4)(x)
    assert calls == [4.0]


def _user_frames(exc):
    return [f.filename for f in traceback.extract_tb(exc.__traceback__)]


def test_raising_hook_traceback_ends_in_user_code():
    def bad(g):
        raise ValueError("boom")

    hb = ops.HookBackward(bad)
    with pytest.raises(ValueError, match="boom") as ei:
        ms.grad(lambda x: hb(x) * 2)(Tensor(1.0))
    frames = _user_frames(ei.value)
    assert frames[-1] == __file__
    assert not any("torch" + os.sep in f for f in frames)


def test_raising_bprop_and_backward_hook_traceback_ends_in_user_code():
    class B(nn.Cell):
        def construct(self, x):
            return x

        def bprop(self, x, out, dout):
            raise KeyError("in bprop")

    with pytest.raises(KeyError) as ei:
        ms.grad(B())(Tensor(1.0))
    assert _user_frames(ei.value)[-1] == __file__

    c = _Double()

    def bw(cell, gi, go):
        raise IndexError("in backward hook")

    c.register_backward_hook(bw)
    with pytest.raises(IndexError) as ei:
        ms.value_and_grad(c)(Tensor(1.0))
    assert _user_frames(ei.value)[-1] == __file__


def test_bprop_with_tuple_output():
    class B(nn.Cell):
        def construct(self, x):
            return x * 2, x * 3

        def bprop(self, x, out, dout):
            return (dout[0] + dout[1] * 10,)

    assert float(ms.grad(B())(Tensor(1.0))) == 11.0


def test_launch_blocking_is_noop_on_cpu():
    import mindshim._state as state
    import mindshim.runtime as rt

    try:
        ms.runtime.launch_blocking()
        assert rt._is_blocking()
        import torch

        assert state.CELL_FORCE_SLOW[0] == torch.cuda.is_available()
        assert float(_Double()(Tensor(1.0))) == 2.0
    finally:
        rt._set_blocking(False)
    assert state.CELL_FORCE_SLOW[0] is False


@pytest.mark.parametrize("level, shown", [("0", "DIWE"), ("2", "WE"), ("3", "E"), ("4", "")])
def test_glog_v_levels(level, shown, monkeypatch, capsys):
    from mindspore import log as logger

    monkeypatch.setitem(logger._ENV, "GLOG_v", level)  # read once, at import, as MindSpore does
    logger.debug("d")
    logger.info("i")
    logger.warning("w")
    logger.error("e")
    lines = [ln for ln in capsys.readouterr().err.splitlines() if "] ME(" in ln]
    assert "".join(ln[1] for ln in lines) == shown
    assert all(f"[{__file__}:" in ln for ln in lines)  # the caller's file and line, as MindSpore prints
