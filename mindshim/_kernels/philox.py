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

__all__ = ["numpy_seed", "philox_u32", "uniform", "normal", "truncated_normal"]

_M0, _M1 = 0xD2511F53, 0xCD9E8D57
_W0, _W1 = 0x9E3779B9, 0xBB67AE85


def numpy_seed() -> int:
    """One seed from numpy's global generator, as MindSpore's ``_numpy_seed()`` draws it."""
    return int(np.random.randint(low=1, high=(1 << 63), dtype=np.int64))


_CHUNK = 1 << 16  # Philox blocks per pass: each pass's int64 temporaries (512 KiB each) stay in the CPU's cache


def _philox_blocks(start: int, stop: int, lo: int, hi: int, c2w: int, c3w: int) -> torch.Tensor:
    """Philox-4x32-10 blocks ``start .. stop-1`` for the key ``{lo, hi}`` and the counter's high words ``{c2w,
    c3w}``, as a ``(stop - start, 4)`` int64 tensor of 32-bit words. Products of two 32-bit words wrap modulo 2**64,
    whose bit pattern is the unsigned product, so masking recovers both halves."""
    mask = 0xFFFFFFFF
    idx = torch.arange(start, stop, dtype=torch.int64)
    c0, c1 = idx & mask, idx >> 32
    c2 = torch.full((stop - start,), c2w, dtype=torch.int64)
    c3 = torch.full((stop - start,), c3w, dtype=torch.int64)
    k0, k1 = lo, hi
    for _ in range(10):
        t0, t1 = c0 * _M0, c2 * _M1
        c0, c1, c2, c3 = ((t1 >> 32) & mask) ^ c1 ^ k0, t1 & mask, ((t0 >> 32) & mask) ^ c3 ^ k1, t0 & mask
        k0, k1 = (k0 + _W0) & mask, (k1 + _W1) & mask
    return torch.stack([c0, c1, c2, c3], dim=1)


def philox_u32(seed: int, n: int, counter: int | None = None, start: int = 0) -> torch.Tensor:
    """The first ``n`` values (0 .. 2**32-1, as int64) of the Philox-4x32-10 stream MindSpore's initializers use
    for ``seed``: key ``seed``, blocks at counters ``(block, counter)`` (64 bits each; ``counter`` None: ``seed``)
    from block ``start`` on, which is also MindSpore's ``random::PhiloxRandom(seed, counter)`` after ``start``
    blocks. Computed a cache-sized run of blocks at a time."""
    blocks = (n + 3) // 4
    mask = 0xFFFFFFFF
    seed %= 2**64
    high = seed if counter is None else counter % 2**64
    lo, hi = seed & mask, (seed >> 32) & mask
    out = torch.empty((blocks, 4), dtype=torch.int64)
    for b0 in range(0, blocks, _CHUNK):
        b1 = min(blocks, b0 + _CHUNK)
        out[b0:b1] = _philox_blocks(start + b0, start + b1, lo, hi, high & mask, (high >> 32) & mask)
    return out.reshape(-1)[:n]


def uniform(shape: tuple, a: float, b: float, seed: int | None = None) -> torch.Tensor:
    """float32 values in [a, b) of ``shape`` as MindSpore's ``_init_random_uniform(a, b, shape)`` makes them."""
    n = int(np.prod(shape, dtype=np.int64)) if shape else 1
    words = philox_u32(numpy_seed() if seed is None else seed, n).numpy()
    out = np.empty(n, np.float32)
    span, low = float(b) - float(a), float(a)
    step = 4 * _CHUNK
    for start in range(0, n, step):  # a run at a time: the float64 temporaries stay small
        # numpy, not torch: torch's vectorised float64 multiply-add may fuse and round once, MindSpore rounds twice
        u = words[start : start + step].astype(np.float64) / 4294967296.0
        u *= span
        u += low
        out[start : start + step] = u
    return torch.from_numpy(out.reshape(tuple(shape)))


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


# Rational approximations of erf^-1 (boost's coefficients, as MindSpore's C++ uses them), per range:
# (Y, P, Q, offset) with x >= ... ; evaluated in float32.
_ERFINV_SMALL = (
    0.0891314744949340820313,
    (-0.000508781949658280665617, -0.00836874819741736770379, 0.0334806625409744615033, -0.0126926147662974029034,
     -0.0365637971411762664006, 0.0219878681111168899165, 0.00822687874676915743155, -0.00538772965071242932965),
    (1.0, -0.970005043303290640362, -1.56574558234175846809, 1.56221558398423026363, 0.662328840472002992063,
     -0.71228902341542847553, -0.0527396382340099713954, 0.0795283687341571680018, -0.00233393759374190016776,
     0.000886216390456424707504),
)  # fmt: skip
_ERFINV_MID = (
    2.249481201171875,
    (-0.202433508355938759655, 0.105264680699391713268, 8.37050328343119927838, 17.6447298408374015486,
     -18.8510648058714251895, -44.6382324441786960818, 17.445385985570866523, 21.1294655448340526258,
     -3.67192254707729348546),
    (1.0, 6.24264124854247537712, 3.9713437953343869095, -28.6608180499800029974, -20.1432634680485188801,
     48.5609213108739935468, 10.8268667355460159008, -22.6436933413139721736, 1.72114765761200282724),
)  # fmt: skip
_ERFINV_TAIL = (  # (upper bound of x, offset, Y, P, Q)
    (3.0, 1.125, 0.807220458984375,
     (-0.131102781679951906451, -0.163794047193317060787, 0.117030156341995252019, 0.387079738972604337464,
      0.337785538912035898924, 0.142869534408157156766, 0.0290157910005329060432, 0.00214558995388805277169,
      -0.679465575181126350155e-6, 0.285225331782217055858e-7, -0.681149956853776992068e-9),
     (1.0, 3.46625407242567245975, 5.38168345707006855425, 4.77846592945843778382, 2.59301921623620271374,
      0.848854343457902036425, 0.152264338295331783612, 0.01105924229346489121)),
    (6.0, 3.0, 0.93995571136474609375,
     (-0.0350353787183177984712, -0.00222426529213447927281, 0.0185573306514231072324, 0.00950804701325919603619,
      0.00187123492819559223345, 0.000157544617424960554631, 0.460469890584317994083e-5,
      -0.230404776911882601748e-9, 0.266339227425782031962e-11),
     (1.0, 1.3653349817554063097, 0.762059164553623404043, 0.220091105764131249824, 0.0341589143670947727934,
      0.00263861676657015992959, 0.764675292302794483503e-4)),
    (18.0, 6.0, 0.98362827301025390625,
     (-0.0167431005076633737133, -0.00112951438745580278863, 0.00105628862152492910091,
      0.000209386317487588078668, 0.149624783758342370182e-4, 0.449696789927706453732e-6,
      0.462596163522878599135e-8, -0.281128735628831791805e-13, 0.99055709973310326855e-16),
     (1.0, 0.591429344886417493481, 0.138151865749083321638, 0.0160746087093676504695,
      0.000964011807005165528527, 0.275335474764726041141e-4, 0.282243172016108031869e-6)),
    (44.0, 18.0, 0.99714565277099609375,
     (-0.0024978212791898131227, -0.779190719229053954292e-5, 0.254723037413027451751e-4,
      0.162397777342510920873e-5, 0.396341011304801168516e-7, 0.411632831190944208473e-9,
      0.145596286718675035587e-11, -0.116765012397184275695e-17),
     (1.0, 0.207123112214422517181, 0.0169410838120975906478, 0.000690538265622684595676,
      0.145007359818232637924e-4, 0.144437756628144157666e-6, 0.509761276599778486139e-9)),
    (np.inf, 44.0, 0.99941349029541015625,
     (-0.000539042911019078575891, -0.28398759004727721098e-6, 0.899465114892291446442e-6,
      0.229345859265920864296e-7, 0.225561444863500149219e-9, 0.947846627503022684216e-12,
      0.135880130108924861008e-14, -0.348890393399948882918e-21),
     (1.0, 0.0845746234001899436914, 0.00282092984726264681981, 0.468292921940894236786e-4,
      0.399968812193862100054e-6, 0.161809290887904476097e-8, 0.231558608310259605225e-11)),
)  # fmt: skip


def _poly(coefs: tuple, x: np.ndarray) -> np.ndarray:
    """Horner's rule in float32 from the highest coefficient down, as MindSpore's unrolled evaluation."""
    acc = np.full_like(x, np.float32(coefs[-1]))
    for c in reversed(coefs[:-1]):
        acc = acc * x + np.float32(c)
    return acc


def _erf_inv(p: np.ndarray, q: np.ndarray) -> np.ndarray:
    """erf^-1 for p = 1 - q in [0, 1), float32, by range (boost's algorithm)."""
    f = np.float32
    out = np.empty_like(p)
    small = p <= f(0.5)
    mid = ~small & (q >= f(0.25))
    tail = ~small & ~mid
    if small.any():
        y, pc, qc = _ERFINV_SMALL
        ps = p[small]
        g = ps * (ps + f(10.0))
        out[small] = g * f(y) + g * (_poly(pc, ps) / _poly(qc, ps))
    if mid.any():
        y, pc, qc = _ERFINV_MID
        qs = q[mid]
        g = np.sqrt(f(-2.0) * np.log(qs))
        xs = qs - f(0.25)
        out[mid] = g / (f(y) + _poly(pc, xs) / _poly(qc, xs))
    if tail.any():
        x = np.sqrt(-np.log(q[tail]))
        res = np.empty_like(x)
        lower = np.float32(-np.inf)
        for upper, off, y, pc, qc in _ERFINV_TAIL:
            sel = (x >= lower) & (x < np.float32(upper))
            if sel.any():
                xs = x[sel] - f(off)
                res[sel] = f(y) * x[sel] + (_poly(pc, xs) / _poly(qc, xs)) * x[sel]
            lower = np.float32(upper)
        out[tail] = res
    return out


def truncated_normal(shape: tuple, a: float, b: float, mean: float, sigma: float, seed: int | None = None):
    """float32 values of ``shape`` from N(mean, sigma) truncated to [a, b], as MindSpore's
    ``_init_truncated_normal``: inverse-CDF sampling of a Philox uniform, in float32."""
    import math

    f = np.float32
    n = int(np.prod(shape, dtype=np.int64)) if shape else 1
    u32 = philox_u32(numpy_seed() if seed is None else seed, n).numpy().astype(np.uint32)
    s = u32.astype(np.float32) / np.float32(4294967296.0)
    s = np.where(s >= f(1), np.nextafter(f(1), f(0)), s).astype(np.float32)
    sig, mu = f(sigma), f(mean)
    alpha, beta = (f(a) - mu) / sig, (f(b) - mu) / sig

    def cdf(x: np.float32) -> np.float32:
        return f(f(math.erfc(-float(f(x / f(1.4142135))))) / f(2.0))

    ca, cb = cdf(alpha), cdf(beta)
    z = f(2.0) * (ca + s * (cb - ca))
    z = np.clip(z, np.nextafter(f(0), f(2)), np.nextafter(f(2), f(0)))
    upper = z > f(1.0)
    q = np.where(upper, f(2.0) - z, z).astype(np.float32)
    p = np.where(upper, f(1.0) - q, f(1.0) - z).astype(np.float32)
    x = np.where(upper, f(-1.0), f(1.0)) * _erf_inv(p, q)
    return torch.from_numpy((mu + (-x * f(1.4142135)) * sig).astype(np.float32).reshape(tuple(shape)))


from .errors import cover as _cover  # noqa: E402 - last, so that it covers every kernel above

_cover(globals())
