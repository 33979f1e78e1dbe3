"""The vectorised C++ engines behind the random ops that draw MindSpore's numbers, against their one-value forms,
and the unseeded draws of those ops (fresh in each process, which no golden case can show).

The seeded numbers themselves are checked against MindSpore in the golden cases of ``tests/cases/random``.
"""

from __future__ import annotations

import math
import os
import subprocess
import sys

import numpy as np
import pytest

from mindshim._kernels import stdrandom as std

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


@pytest.mark.parametrize("n", [1, 3, 5, 1000, 4097])
def test_minstd_take_continues_the_scalar_engine(n):
    g, ref = std.Minstd(std.mix_seeds(1, 2)), std.Minstd(std.mix_seeds(1, 2))
    g()
    ref()
    assert g.take(n).tolist() == [ref() for _ in range(n)]
    assert g() == ref()


@pytest.mark.parametrize("n", [1, 3, 700])
def test_mt19937_take_uses_buffered_words_first(n):
    g, ref = std.MT19937(7), std.MT19937(7)
    g(), g()
    words = [ref() for _ in range(2 + n)]
    assert g.take(n).tolist() == words[2:]
    assert g() == ref()


@pytest.mark.parametrize("n", [1, 3, 5, 11])
def test_philox_take_keeps_the_rest_of_its_last_block(n):
    g, ref = std.Philox(123, 5), std.Philox(123, 5)
    g()
    words = [ref() for _ in range(1 + 2 * n + 1)]
    assert g.take(n).tolist() == words[1 : 1 + n]
    assert g.take(n).tolist() == words[1 + n : 1 + 2 * n]
    assert g() == words[-1]


def test_uniform_ints_match_the_scalar_distribution():
    for lo, hi in ((-3, 99), (0, 2), (0, 2**31 - 2)):
        g, ref = std.MT19937(11), std.MT19937(11)
        assert std.uniform_ints(g, lo, hi, 50).tolist() == [lo + std.uniform_int(ref, hi - lo) for _ in range(50)]


def test_normal_floats_leave_the_engine_after_the_last_pair_used():
    g = std.Minstd(99)
    a = std.normal_floats(g, 7)  # four pairs, the eighth value dropped
    b = std.normal_floats(g, 2)
    both = std.normal_floats(std.Minstd(99), 10)
    np.testing.assert_array_equal(a, both[:7])
    np.testing.assert_array_equal(b, both[8:10])
    assert std.normal_floats(g, 0).shape == (0,)


def test_logf_is_log_within_one_float_ulp():
    x = np.random.RandomState(0).uniform(1e-30, 1.0, 20000).astype(np.float32)
    x = np.concatenate([x, np.float32([1.0, 0.5, 2.0**-60, np.nextafter(np.float32(1), np.float32(0))])])
    got = std.logf(x).astype(np.float64)
    exact = np.log(x.astype(np.float64))
    ulp = np.spacing(np.abs(exact).astype(np.float32)).astype(np.float64)
    assert np.all(np.abs(got - exact) <= ulp)
    assert std.logf(np.float32([1.0]))[0] == 0.0
    assert math.isclose(float(std.logf(np.float32([0.5]))[0]), math.log(0.5), rel_tol=1e-7)


_UNSEEDED = """
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
d = nn.Dropout(p=0.5)
d.set_train()
print(ops.randn(4).asnumpy().tolist())
print(ops.rand(4).asnumpy().tolist())
print(ops.randint(0, 1000, (4,)).asnumpy().tolist())
print(ops.StandardNormal()((4,)).asnumpy().tolist())
print(d(Tensor(np.ones(64, np.float32))).asnumpy().tolist())
print(ops.shuffle(Tensor(np.arange(20))).asnumpy().tolist())
print(ops.bernoulli(Tensor(np.zeros(64, np.float32))).asnumpy().tolist())
print(ops.random_gamma(Tensor(np.array([4]), ms.int32), Tensor(np.array([2.0], np.float32))).asnumpy().tolist())
print(ops.random_poisson(Tensor(np.array([8]), ms.int32), Tensor(np.array([30.0], np.float32))).asnumpy().tolist())
"""


def test_unseeded_draws_differ_between_processes(tmp_path):
    script = tmp_path / "unseeded.py"
    script.write_text(_UNSEEDED)
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    cmd = [sys.executable, "-m", "mindshim", str(script)]
    runs = [subprocess.run(cmd, capture_output=True, text=True, env=env, cwd=ROOT, check=True).stdout for _ in range(2)]
    first, second = (r.splitlines() for r in runs)
    assert len(first) == 9
    assert all(a != b for a, b in zip(first, second, strict=True))


@pytest.mark.parametrize("n", [1, 2, 7, 1000])
def test_canonical_pairs_match_the_scalar_canonical(n):
    g, ref = std.Minstd(std.mix_seeds(4, 5)), std.Minstd(std.mix_seeds(4, 5))
    assert std.canonical_pairs(g, n).tolist() == [std.canonical(ref) for _ in range(n)]
    assert g() == ref()


def test_channel_dropout_streams_go_on_per_signature_and_restart_when_forgotten():
    import torch

    from mindshim._kernels import dropout as drop

    drop.reset_channel_streams()
    x = torch.ones(1, 40, 1, 1)
    first = drop.channel_dropout_with_mask(x, 0.5, 2)[1]
    other = drop.channel_dropout_with_mask(torch.ones(1, 40, 1, 1, 1), 0.5, 3)[1]  # Dropout3D: its own kernel
    assert torch.equal(first.reshape(-1), other.reshape(-1))
    second = drop.channel_dropout_with_mask(x, 0.5, 2)[1]
    assert not torch.equal(first, second)  # the same kernel goes on
    drop.reset_channel_streams()
    assert torch.equal(drop.channel_dropout_with_mask(x, 0.5, 2)[1], first)
    g = std.Minstd(1)
    assert first.reshape(-1).tolist() == [std.canonical(g) < 0.5 for _ in range(40)]
