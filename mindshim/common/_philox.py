"""MindSpore's initializer random stream: a numpy-drawn seed feeding a Philox-4x32-10 counter generator.

MindSpore 2.10's random initializers (``Uniform``, ``HeUniform``, ``XavierUniform``, ...) each draw one seed from
numpy's global generator (``np.random.randint(1, 2**63)``, so ``mindspore.set_seed`` fixes them through
``np.random.seed``) and fill a float32 buffer in C++ from a Philox-4x32-10 stream started at counter
``{0, 0, seed_lo, seed_hi}`` with key ``{seed_lo, seed_hi}``. Uniform values are ``u32 / 2**32 * (b - a) + a``
computed in double and stored as float32. This module reproduces that stream with numpy, so a seeded network
starts from the same weights as under MindSpore.
"""

from __future__ import annotations

import numpy as np
import torch

__all__ = ["numpy_seed", "philox_u32", "uniform", "normal"]

_M0, _M1 = 0xD2511F53, 0xCD9E8D57
_W0, _W1 = 0x9E3779B9, 0xBB67AE85


def numpy_seed() -> int:
    """One seed from numpy's global generator, as MindSpore's ``_numpy_seed()`` draws it."""
    return int(np.random.randint(low=1, high=(1 << 63), dtype=np.int64))


def philox_u32(seed: int, n: int) -> torch.Tensor:
    """The first ``n`` values (0 .. 2**32-1, as int64) of the Philox-4x32-10 stream MindSpore's initializers use
    for ``seed``. Computed with torch's int64 ops: products of two 32-bit words wrap modulo 2**64, whose bit
    pattern is the unsigned product, so masking recovers both halves."""
    blocks = (n + 3) // 4
    mask = 0xFFFFFFFF
    idx = torch.arange(blocks, dtype=torch.int64)
    lo, hi = seed & mask, (seed >> 32) & mask
    c0, c1 = idx & mask, idx >> 32
    c2 = torch.full((blocks,), lo, dtype=torch.int64)
    c3 = torch.full((blocks,), hi, dtype=torch.int64)
    k0, k1 = lo, hi
    for _ in range(10):
        t0, t1 = c0 * _M0, c2 * _M1
        c0, c1, c2, c3 = ((t1 >> 32) & mask) ^ c1 ^ k0, t1 & mask, ((t0 >> 32) & mask) ^ c3 ^ k1, t0 & mask
        k0, k1 = (k0 + _W0) & mask, (k1 + _W1) & mask
    return torch.stack([c0, c1, c2, c3], dim=1).reshape(-1)[:n]


def uniform(shape: tuple, a: float, b: float, seed: int | None = None) -> torch.Tensor:
    """float32 values in [a, b) of ``shape`` as MindSpore's ``_init_random_uniform(a, b, shape)`` makes them."""
    n = int(np.prod(shape, dtype=np.int64)) if shape else 1
    u = philox_u32(numpy_seed() if seed is None else seed, n).numpy().astype(np.float64) / 4294967296.0
    # numpy, not torch: torch's vectorised float64 multiply-add may fuse and round once, MindSpore rounds twice
    u *= float(b) - float(a)
    u += float(a)
    return torch.from_numpy(u.astype(np.float32).reshape(tuple(shape)))


def normal(shape: tuple, mean: float, sigma: float, seed: int | None = None) -> torch.Tensor:
    """float32 N(mean, sigma) values of ``shape`` as MindSpore's ``_init_random_normal`` makes them: Box-Muller in
    float32 on pairs of Philox words (23 mantissa bits each, floored at 1e-7), cosine then sine of each pair.
    float32 ``log``/``sin``/``cos`` may differ from the C library's in the last bit."""
    n = int(np.prod(shape, dtype=np.int64)) if shape else 1
    m = (n + 1) // 2
    u = philox_u32(numpy_seed() if seed is None else seed, 2 * m).numpy().astype(np.uint32)
    f = ((u & np.uint32(0x7FFFFF)) | np.uint32(127 << 23)).view(np.float32) - np.float32(1.0)
    f = np.maximum(f, np.float32(1.0e-7))
    u1, u2 = f[0::2], f[1::2]
    x = np.sqrt(np.float32(-2.0) * np.log(u1)) * np.float32(sigma)
    y = np.float32(2.0) * np.float32(3.1415926) * u2
    out = np.empty(2 * m, np.float32)
    out[0::2] = np.float32(mean) + x * np.cos(y)
    out[1::2] = np.float32(mean) + x * np.sin(y)
    return torch.from_numpy(out[:n].reshape(tuple(shape)))
