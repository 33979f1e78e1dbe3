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
    "logf",
    "canonical_floats",
    "canonical_doubles",
    "canonical_double",
    "canonical_float",
    "uniform_float",
    "bernoulli",
    "canonical_pairs",
    "pcg_mt19937",
    "normal_floats",
    "uniform_ints",
    "uniform_int",
    "shuffle",
    "Normal",
    "mix_seeds",
    "get_seed",
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

    def take(self, n: int):
        """The next ``n`` values as an int64 numpy array, computed at once: ``x_k = x_0 * 16807**k mod m``, the
        powers of 16807 for one block of ``ceil(sqrt(n))`` values and those of its last for the block starts (all
        products below 2**62)."""
        import numpy as np

        if n <= 0:
            return np.empty(0, np.int64)
        width = math.isqrt(n - 1) + 1
        blocks = -(-n // width)
        step = _powers(16807, width)
        starts = np.empty(blocks, np.int64)
        starts[0] = self.x
        if blocks > 1:
            starts[1:] = self.x * _powers(int(step[-1]), blocks - 1) % _M
        out = (starts[:, None] * step[None, :] % _M).reshape(-1)[:n]
        self.x = int(out[-1])
        return out


def _powers(base: int, count: int):
    """``base**1 .. base**count`` modulo 2**31 - 1 (int64 numpy), by doubling."""
    import numpy as np

    p = np.array([base % _M], np.int64)
    while len(p) < count:
        p = np.concatenate([p, p * p[-1] % _M])
    return p[:count]


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

    def take(self, n: int):
        """The next ``n`` words as a uint64 numpy array (the words left from single calls first)."""
        import numpy as np

        head = min(n, len(self._buf))
        first = np.array(self._buf[::-1][:head], dtype=np.uint64)
        del self._buf[len(self._buf) - head :]
        rest = self._rs.randint(0, 2**32, size=n - head, dtype=np.uint64)
        return np.concatenate([first, rest])


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


def canonical_floats(g: Minstd, n: int):
    """``n`` draws of ``std::generate_canonical<float, 24>`` over ``g`` (what ``uniform_real_distribution<float>(0,
    1)`` returns), float32 numpy: one value each, ``float(v - 1) / 2**31`` in float, kept below 1."""
    import numpy as np

    u = (g.take(n) - 1).astype(np.float32) / np.float32(2.0**31)
    return np.minimum(u, np.nextafter(np.float32(1), np.float32(0)))


def canonical_pairs(g: Minstd, n: int):
    """``n`` draws of :func:`canonical` (``generate_canonical<double, 53>`` over the ``minstd_rand0`` ``g``, what
    ``std::bernoulli_distribution`` compares with its ``p``), float64 numpy: the same double operations, at once."""
    import numpy as np

    r = float(_R + 1)
    d = (g.take(2 * n) - 1).astype(np.float64).reshape(n, 2)
    u = (d[:, 0] + d[:, 1] * r) / (r * r)
    return np.minimum(u, math.nextafter(1.0, 0.0))


def canonical_double(g: MT19937) -> float:
    """One ``std::generate_canonical<double, 53>`` draw over the 32-bit ``g`` (two words), kept below 1."""
    u = (g() + g() * 2**32) / 2**64  # the exact sum rounded once, as C++'s double sum
    return u if u < 1.0 else math.nextafter(1.0, 0.0)


def canonical_float(g: MT19937) -> float:
    """One ``std::generate_canonical<float, 24>`` draw over the 32-bit ``g`` (one word): the word rounded to float,
    divided by 2**32 (exact), kept below 1."""
    import numpy as np

    u = np.float32(g()) / np.float32(2.0**32)
    return float(u) if u < 1 else float(np.nextafter(np.float32(1), np.float32(0)))


def uniform_float(g: MT19937, a: float, b: float) -> float:
    """One ``std::uniform_real_distribution<float>(a, b)`` draw over the 32-bit ``g``: ``canonical * (b - a) + a``,
    each step rounded to float as libstdc++ computes it."""
    import numpy as np

    f = np.float32
    a, b = f(a), f(b)
    return float(f(f(canonical_float(g)) * f(b - a)) + a)


def bernoulli(g: MT19937, p: float) -> bool:
    """One ``std::bernoulli_distribution(p)`` draw over the 32-bit ``g``: ``generate_canonical<double, 53>`` (two
    words) below ``p``."""
    return canonical_double(g) < p


def pcg_mt19937(seed: int) -> MT19937:
    """The ``mt19937`` of MindSpore's Eigen-based random kernels (``RandomPoisson``): seeded with
    ``PCG_XSH_RS_state``, the mixed ``seed`` (``GetSeed(seed, seed2)``) times 6364136223846793005 plus
    0xda3e39cb94b95bdb, modulo 2**64."""
    return MT19937((seed * 6364136223846793005 + 0xDA3E39CB94B95BDB) % 2**64)


def canonical_doubles(g: MT19937, n: int):
    """``n`` draws of ``std::generate_canonical<double, 53>`` over the 32-bit ``g`` (``uniform_real_distribution
    <double>(0, 1)``), float64 numpy: two words each, ``(w1 + w2 * 2**32) / 2**64`` rounded once, kept below 1."""
    import numpy as np

    w = g.take(2 * n).reshape(n, 2)
    total = w[:, 1] * np.uint64(2**32) + w[:, 0]  # exact in uint64; one rounding to double, as C++'s sum
    u = total.astype(np.float64) / 2.0**64
    return np.minimum(u, math.nextafter(1.0, 0.0))


def normal_floats(g: Minstd, n: int):
    """``n`` draws of one new ``std::normal_distribution<float>(0, 1)`` over ``g``, float32 numpy: libstdc++'s polar
    method on pairs of :func:`canonical_floats` (``x, y = 2u - 1``, rejected unless ``0 < x*x + y*y <= 1``); each
    accepted pair gives ``y * m`` then ``x * m`` with ``m = sqrt(-2 log(r2) / r2)``. The engine is left after the
    last pair used (a second value left over at the end is dropped with the distribution). ``log`` is :func:`logf`."""
    import numpy as np

    f = np.float32
    pairs = (n + 1) // 2
    if pairs == 0:
        return np.empty(0, f)
    xs, ys = [], []
    got = 0
    while got < pairs:
        want = pairs - got
        chunk = int(want * 1.28) + 16
        saved = g.x
        u = canonical_floats(g, 2 * chunk).reshape(chunk, 2)
        x, y = f(2) * u[:, 0] - f(1), f(2) * u[:, 1] - f(1)
        r2 = x * x + y * y
        ok = np.flatnonzero((r2 <= f(1)) & (r2 != f(0)))
        if len(ok) > want:  # rewind the engine to just after the last pair kept
            ok = ok[:want]
            g.x = saved
            g.take(2 * (int(ok[-1]) + 1))
        xs.append(x[ok])
        ys.append(y[ok])
        got += len(ok)
    x, y = np.concatenate(xs), np.concatenate(ys)
    r2 = x * x + y * y
    m = np.sqrt((f(-2) * logf(r2)) / r2)
    out = np.empty(2 * pairs, f)
    out[0::2], out[1::2] = y * m, x * m
    return out[:n]


_H = float.fromhex
# glibc's logf (e_logf.c, e_logf_data.c): 1/c and log(c) of its 16 subintervals, ln 2, the polynomial of log1p
_LOGF_INVC = tuple(map(_H, (
    "0x1.661ec79f8f3bep+0", "0x1.571ed4aaf883dp+0", "0x1.49539f0f010bp+0", "0x1.3c995b0b80385p+0",
    "0x1.30d190c8864a5p+0", "0x1.25e227b0b8eap+0", "0x1.1bb4a4a1a343fp+0", "0x1.12358f08ae5bap+0",
    "0x1.0953f419900a7p+0", "0x1p+0", "0x1.e608cfd9a47acp-1", "0x1.ca4b31f026aap-1", "0x1.b2036576afce6p-1",
    "0x1.9c2d163a1aa2dp-1", "0x1.886e6037841edp-1", "0x1.767dcf5534862p-1",
)))  # fmt: skip
_LOGF_LOGC = tuple(map(_H, (
    "-0x1.57bf7808caadep-2", "-0x1.2bef0a7c06ddbp-2", "-0x1.01eae7f513a67p-2", "-0x1.b31d8a68224e9p-3",
    "-0x1.6574f0ac07758p-3", "-0x1.1aa2bc79c81p-3", "-0x1.a4e76ce8c0e5ep-4", "-0x1.1973c5a611cccp-4",
    "-0x1.252f438e10c1ep-5", "0x0p+0", "0x1.aa5aa5df25984p-5", "0x1.c5e53aa362eb4p-4", "0x1.526e57720db08p-3",
    "0x1.bc2860d22477p-3", "0x1.1058bc8a07ee1p-2", "0x1.4043057b6ee09p-2",
)))  # fmt: skip
_LOGF_LN2 = _H("0x1.62e42fefa39efp-1")
_LOGF_A = tuple(map(_H, ("-0x1.00ea348b88334p-2", "0x1.5575b0be00b6ap-2", "-0x1.ffffef20a4123p-2")))


def logf(x):
    """The C library's ``logf`` of positive normal float32 values (numpy array), as glibc computes it: ``x = 2**k
    * z`` with ``z`` near one of 16 table points ``c``, ``log(x) = log1p(z/c - 1) + log(c) + k ln 2`` in double, a
    cubic for ``log1p``, rounded once to float. Matches glibc 2.36's ``logf`` bit for bit (checked on 300,000
    values), where rounding ``log`` in double to float differs in about 0.5% of them."""
    import numpy as np

    ix = np.asarray(x, np.float32).view(np.uint32)
    tmp = ix - np.uint32(0x3F330000)
    i = (tmp >> np.uint32(19)) % np.uint32(16)
    k = (tmp.view(np.int32) >> np.int32(23)).astype(np.float64)
    z = (ix - (tmp & np.uint32(0xFF800000))).view(np.float32).astype(np.float64)
    r = z * np.array(_LOGF_INVC)[i] - 1.0
    y0 = np.array(_LOGF_LOGC)[i] + k * _LOGF_LN2
    r2 = r * r
    y = _LOGF_A[1] * r + _LOGF_A[2]
    y = _LOGF_A[0] * r2 + y
    y = y * r2 + (y0 + r)
    return np.where(ix == np.uint32(0x3F800000), np.float32(0), y.astype(np.float32))


def uniform_ints(g: MT19937, lo: int, hi: int, n: int):
    """``n`` draws of ``std::uniform_int_distribution<int>(lo, hi)`` over the 32-bit ``g``, int64 numpy: the
    vectorised form of :func:`uniform_int` (downscaling, rejecting words at or past ``span * scaling``)."""
    import numpy as np

    span = hi - lo + 1
    scaling = g.span // span
    past = span * scaling
    out = []
    got = 0
    while got < n:  # exactly the words needed if none is rejected; more rounds for the rejected ones
        w = g.take(n - got).astype(np.int64)
        keep = w[w < past]
        out.append(keep // scaling + lo)
        got += len(keep)
    return np.concatenate(out) if out else np.empty(0, np.int64)


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


def get_seed(seed: int, seed2: int) -> int:
    """MindSpore's ``random::GetSeed(seed, seed2)``: :func:`mix_seeds`, or for both 0 a fresh 32-bit seed (its
    ``std::random_device``; here from torch's generator, which mindshim seeds afresh in each process)."""
    if seed == 0 and seed2 == 0:
        return fresh_seeds(1, 2**32)[0]
    return mix_seeds(seed, seed2)


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

    def take(self, n: int):
        """The next ``n`` words as an int64 numpy array: the words left in the open block first, then whole blocks
        computed at once (:func:`.philox.philox_u32`); the rest of the last block stays for the next draw."""
        import numpy as np
        from . import philox as _philox

        head = self.words[:n]
        self.words = self.words[len(head) :]
        need = n - len(head)
        if need <= 0:
            return np.array(head, np.int64)
        start = self.counter[0] | (self.counter[1] << 32)
        seed2 = self.counter[2] | (self.counter[3] << 32)
        blocks = (need + 3) // 4
        words = _philox.philox_u32(self.key[0] | (self.key[1] << 32), 4 * blocks, seed2, start).numpy()
        end = start + blocks
        self.counter[0], self.counter[1] = end & _MASK, (end >> 32) & _MASK
        self.words = words[need:].tolist()
        return np.concatenate([np.array(head, np.int64), words[:need]])


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
