"""The C++ standard library's random engines and distributions that MindSpore 2.10's CPU kernels draw from.

Several of MindSpore's CPU kernels seed a ``std::default_random_engine`` (libstdc++: ``minstd_rand0``) and draw
through ``std::uniform_real_distribution``, ``std::normal_distribution`` or ``std::shuffle``; their seed is often
MindSpore's mix of the op's two seeds (``random::GetSeed``: one Philox-4x32-10 block). This module reproduces
libstdc++'s algorithms in Python, so those ops draw MindSpore's numbers for the same seeds.
"""

from __future__ import annotations

import math

__all__ = [
    "Minstd",
    "MT19937",
    "MT19937_64",
    "canonical",
    "uniform_int",
    "shuffle",
    "Normal",
    "mix_seeds",
    "Philox",
    "philox_float",
    "philox_uniform",
]

_M = 2147483647  # minstd's modulus, 2**31 - 1
_R = _M - 2  # max() - min() of minstd_rand0 (its values are 1 .. 2**31 - 2)


class Minstd:
    """``std::minstd_rand0`` (``x = x * 16807 mod 2**31 - 1``) seeded as libstdc++ seeds it: ``seed mod m``, 0
    read as 1. Calling it gives the next value."""

    low = 1  # min()
    span = _R  # max() - min()

    def __init__(self, seed: int) -> None:
        self.x = seed % _M or 1

    def __call__(self) -> int:
        self.x = self.x * 16807 % _M
        return self.x


class MT19937:
    """``std::mt19937(seed)``: numpy's legacy MT19937 seeds it the same way (``init_genrand``), so its raw 32-bit
    words are the C++ engine's. Calling it gives the next word."""

    low = 0
    span = 2**32 - 1

    def __init__(self, seed: int) -> None:
        import numpy as np

        self._rs = np.random.RandomState(seed % 2**32)
        self._buf: list = []

    def __call__(self) -> int:
        if not self._buf:
            import numpy as np

            self._buf = self._rs.randint(0, 2**32, size=624, dtype=np.uint64).tolist()[::-1]
        return self._buf.pop()


class MT19937_64:
    """``std::mt19937_64(seed)`` (the 64-bit Mersenne Twister of the C++ standard: n=312, m=156, r=31, the
    tempering and ``init_genrand64`` seeding of its reference code). Calling it gives the next 64-bit word;
    :meth:`discard` skips words."""

    low = 0
    span = 2**64 - 1
    _N, _M64 = 312, 156
    _MASK64 = 2**64 - 1

    def __init__(self, seed: int) -> None:
        mt = [seed % 2**64]
        for i in range(1, self._N):
            mt.append((6364136223846793005 * (mt[-1] ^ (mt[-1] >> 62)) + i) & self._MASK64)
        self._mt = mt
        self._i = self._N

    def _twist(self) -> None:
        mt, n, m = self._mt, self._N, self._M64
        upper, lower = 0xFFFFFFFF80000000, 0x7FFFFFFF
        for i in range(n):
            x = (mt[i] & upper) | (mt[(i + 1) % n] & lower)
            xa = x >> 1
            if x & 1:
                xa ^= 0xB5026F5AA96619E9
            mt[i] = mt[(i + m) % n] ^ xa
        self._i = 0

    def __call__(self) -> int:
        if self._i >= self._N:
            self._twist()
        x = self._mt[self._i]
        self._i += 1
        x ^= (x >> 29) & 0x5555555555555555
        x ^= (x << 17) & 0x71D67FFFEDA60000
        x ^= (x << 37) & 0xFFF7EEE000000000
        x ^= x >> 43
        return x

    def discard(self, count: int) -> None:
        for _ in range(count):
            self()


def canonical(g: Minstd) -> float:
    """``std::generate_canonical<double, 53>`` over ``g`` (what ``uniform_real_distribution<double>(0, 1)``
    returns): two draws, ``(d1 + d2 * R) / R**2`` with ``R = 2**31 - 2``, kept below 1."""
    r = float(_R + 1)
    u = ((g() - 1) + (g() - 1) * r) / (r * r)
    return u if u < 1.0 else math.nextafter(1.0, 0.0)


def uniform_int(g: Minstd | MT19937, hi: int) -> int:
    """``std::uniform_int_distribution(0, hi)`` over ``g``: libstdc++'s downscaling with rejection (the two-division
    form MindSpore's build of libstdc++ uses for every engine)."""
    span = hi + 1
    scaling = g.span // span
    past = span * scaling
    while True:
        v = g() - g.low
        if v < past:
            return v // scaling


def shuffle(a: list, g: Minstd | MT19937) -> None:
    """``std::shuffle(a.begin(), a.end(), g)`` in place, as libstdc++ (GCC >= 9) does it: two swap positions from
    one draw while the engine's range allows, else one draw per position."""
    n = len(a)
    if n <= 1:
        return
    if g.span // n >= n:
        i = 1
        if n % 2 == 0:
            j = uniform_int(g, 1)
            a[i], a[j] = a[j], a[i]
            i += 1
        while i != n:
            r = i + 1
            v = uniform_int(g, r * (r + 1) - 1)
            for j in (v // (r + 1), v % (r + 1)):
                a[i], a[j] = a[j], a[i]
                i += 1
        return
    for i in range(1, n):
        j = uniform_int(g, i)
        a[i], a[j] = a[j], a[i]


class Normal:
    """``std::normal_distribution<double>(0, 1)``: libstdc++'s Marsaglia polar method, which keeps the second value
    of each pair for the next call (a new distribution object starts without it)."""

    def __init__(self) -> None:
        self.saved: float | None = None

    def __call__(self, g: Minstd) -> float:
        if self.saved is not None:
            v, self.saved = self.saved, None
            return v
        while True:
            x = 2.0 * canonical(g) - 1.0
            y = 2.0 * canonical(g) - 1.0
            r2 = x * x + y * y
            if r2 <= 1.0 and r2 != 0.0:
                break
        m = math.sqrt(-2.0 * math.log(r2) / r2)
        self.saved = x * m
        return y * m


_MASK = 0xFFFFFFFF


def _philox_block(c: list, k: list) -> list:
    """Philox-4x32-10 of the counter ``c`` under the key ``k`` (four and two 32-bit words)."""
    for _ in range(10):
        p0, p1 = 0xD2511F53 * c[0], 0xCD9E8D57 * c[2]
        c = [(p1 >> 32) ^ c[1] ^ k[0], p1 & _MASK, (p0 >> 32) ^ c[3] ^ k[1], p0 & _MASK]
        k = [(k[0] + 0x9E3779B9) & _MASK, (k[1] + 0xBB67AE85) & _MASK]
    return c


def mix_seeds(seed: int, seed2: int) -> int:
    """MindSpore's ``random::GetSeed(seed, seed2)`` for seeds not both 0: the first two words of one
    Philox-4x32-10 block of counter ``(seed, seed2)`` (64 bits each, low word first) under the key
    ``(0x3ec8f720, 0x02461e29)``, as ``(hi << 32) | lo``."""
    seed, seed2 = seed % 2**64, seed2 % 2**64
    c = _philox_block([seed & _MASK, seed >> 32, seed2 & _MASK, seed2 >> 32], [0x3EC8F720, 0x02461E29])
    return (c[1] << 32) | c[0]


class Philox:
    """MindSpore's ``random::PhiloxRandom(seed, seed2)`` read one 32-bit word at a time (its kernels'
    ``GenerateSingle``): key ``seed`` and counter ``(0, seed2)``, 64 bits each; each block of four words advances
    the counter by one."""

    def __init__(self, seed: int, seed2: int) -> None:
        seed, seed2 = seed % 2**64, seed2 % 2**64
        self.key = [seed & _MASK, seed >> 32]
        self.counter = [0, 0, seed2 & _MASK, seed2 >> 32]
        self.words: list = []

    def __call__(self) -> int:
        if not self.words:
            self.words = _philox_block(list(self.counter), list(self.key))
            for i in range(4):
                self.counter[i] = (self.counter[i] + 1) & _MASK
                if self.counter[i]:
                    break
        return self.words.pop(0)


def philox_float(g: Philox) -> float:
    """A float32 in [0, 1) from one word: its 23 low bits as the mantissa of a float in [1, 2), minus 1 (exact:
    ``mantissa / 2**23``)."""
    return (g() & 0x7FFFFF) / 8388608.0


def philox_uniform(g: Philox, n: int) -> int:
    """An integer uniform in ``[0, n)`` from 32-bit words (MindSpore's ``Uniform(n)``: a mask for powers of 2,
    else rejection of the lowest ``2**32 mod n`` values and ``% n``)."""
    if n == 0:
        return 0
    if n & (n - 1) == 0:
        return g() & (n - 1)
    rem = (_MASK % n) + 1
    while True:
        r = g()
        if r >= rem:
            return r % n


def fresh_seeds(n: int, high: int = 2**62) -> list:
    """``n`` seeds in ``[1, high)`` from torch's global generator, for the ops MindSpore seeds from
    ``std::random_device`` when their own seeds are 0."""
    import torch

    return [int(v) for v in torch.randint(1, high, (n,))]


from .errors import cover as _cover  # noqa: E402 - last, so that it covers every kernel above

_cover(globals())
