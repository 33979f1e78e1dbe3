"""Random-sampling kernels: the draws behind ``ops``' random functions, the random primitives, ``mint``'s random
functions and the random Tensor methods.

The ``*_stream`` kernels draw MindSpore 2.10 CPU's own numbers, from the C++ engines of :mod:`.stdrandom` (each
kernel's engine, held by the primitive or made per functional call): ``Dropout`` (:func:`dropout_stream`),
``StandardNormal``, ``UniformReal``, ``UniformInt``, ``RandomShuffle``, ``RandpermV2``, ``Multinomial`` (and the
``UniformReal`` + top-k of ``ops.multinomial`` without replacement), ``RandomPoisson``, ``RandomGamma``,
``Bernoulli`` (:func:`bernoulli_prim` with a ``stream``), ``RandomCategorical`` (:func:`categorical_stream`),
``ParameterizedTruncatedNormal``, ``MultinomialWithReplacement``, ``UniformCandidateSampler`` and
``SampleDistortedBoundingBoxV2``; the initializers reproduce MindSpore's Philox stream (:mod:`.philox`). They
serve the CPU; on other devices those ops keep torch's draws.

The other kernels draw from torch's generators: ``generator`` is a ``torch.Generator`` (None: torch's default one),
``device`` where the draw happens. Those numbers are torch's, not MindSpore's (``ops.gamma``/``ops.poisson``,
which MindSpore's CPU build cannot run, Laplace, truncated normal, ``mint``'s and ``Tensor``'s random functions,
...); the order of the draws and of the arithmetic on them is fixed here, so a seeded program repeats its numbers
exactly.
"""

from __future__ import annotations

import math

import numpy as np
import torch
from . import errors as _errors

__all__ = [
    "rand",
    "trunc_normal_fill",
    "eye_fill",
    "orthogonal_fill",
    "dirac_fill",
    "sparse_fill",
    "randn",
    "randint",
    "randperm",
    "padded_randperm",
    "seed_default",
    "fresh_seed",
    "laplace",
    "uniform",
    "normal",
    "normal_ext",
    "truncated_normal",
    "multinomial",
    "categorical",
    "categorical_stream",
    "bernoulli",
    "bernoulli_prim",
    "standard_gamma",
    "poisson",
    "broadcast_shape",
    "shuffle",
    "log_uniform_candidate_sampler",
    "choice_with_mask",
    "cauchy",
    "exponential",
    "log_normal",
    "uniform_like",
    "parameterized_truncated_normal",
    "multinomial_with_replacement_draws",
    "sample_distorted_bounding_box",
    "uniform_candidates_stream",
    "non_deterministic_ints",
    "dropout_stream",
    "standard_normal_stream",
    "uniform_real_stream",
    "uniform_int_stream",
    "scale_shift",
    "shuffle_stream",
    "randperm_stream",
    "multinomial_stream",
    "gumbel_top_k",
    "random_poisson_stream",
    "random_gamma_stream",
]


def rand(shape: tuple, *, generator=None, dtype=None, device=None) -> torch.Tensor:
    """U[0, 1) samples of ``shape`` (``dtype`` None: torch's default float dtype). Serves ``ops.rand``,
    ``ops.rand_like``, ``mint.rand``, ``mint.rand_like`` and ``ops.UniformReal``."""
    return torch.rand(shape, generator=generator, dtype=dtype, device=device)


def randn(shape: tuple, *, generator=None, dtype=None, device=None) -> torch.Tensor:
    """N(0, 1) samples of ``shape`` (``dtype`` None: torch's default float dtype). Serves ``ops.randn``,
    ``ops.randn_like``, ``ops.standard_normal``, ``ops.StandardNormal``, ``mint.randn``, ``mint.randn_like``."""
    return torch.randn(shape, generator=generator, dtype=dtype, device=device)


def randint(low: int, high: int, shape: tuple, *, generator=None, dtype=None, device=None) -> torch.Tensor:
    """Integers uniform in ``[low, high)`` of ``shape`` and ``dtype``. Serves ``ops.randint``, ``ops.randint_like``,
    ``ops.uniform`` (Int32), ``ops.UniformInt``, ``mint.randint``, ``mint.randint_like``."""
    return torch.randint(low, high, shape, generator=generator, dtype=dtype, device=device)


def randperm(n: int, *, generator=None, dtype=torch.int64, device=None) -> torch.Tensor:
    """A random permutation of ``0 .. n-1``, drawn as Int64 and cast to ``dtype``. Serves ``ops.randperm`` and
    ``mint.randperm``."""
    out = torch.randperm(n, generator=generator, device=device)
    return out if dtype == torch.int64 else out.to(dtype)


def padded_randperm(n: int, max_length: int, pad: int, dtype: torch.dtype, device=None) -> torch.Tensor:
    """``ops.Randperm``: a permutation of ``0 .. n-1`` (torch's default generator) padded with ``pad`` to
    ``max_length`` entries of ``dtype``."""
    out = torch.full((max_length,), pad, dtype=dtype, device=device)
    out[:n] = torch.randperm(n, device=device).to(out.dtype)
    return out


def seed_default(seed: int) -> None:
    """Seed torch's default generators, CPU and CUDA (``mindspore.set_seed``)."""
    torch.manual_seed(seed)


def fresh_seed() -> int:
    """Reseed torch's default generator from a nondeterministic source and return the seed (``Generator.seed``)."""
    return int(torch.seed())


def laplace(shape: tuple, mean=None, scale=None, *, generator=None, device=None) -> torch.Tensor:
    """Laplace samples of ``shape`` by inverting the CDF of one U[0, 1) draw ``u``: ``-sign(u - .5) *
    log1p(-2|u - .5|)`` (``ops.standard_laplace``, ``ops.StandardLaplace``), or with ``mean``/``scale`` (float32
    tensors broadcast with ``shape``) ``mean - scale * sign(u - .5) * log1p(-2|u - .5|)`` (``ops.laplace``)."""
    if mean is not None:
        shape = torch.broadcast_shapes(shape, mean.shape, scale.shape)
    u = torch.rand(shape, generator=generator, device=device) - 0.5
    if mean is None:
        return -torch.sign(u) * torch.log1p(-2 * u.abs())
    return mean - scale * torch.sign(u) * torch.log1p(-2 * u.abs())


def uniform(shape: tuple, low: torch.Tensor, high: torch.Tensor, *, generator=None, device=None) -> torch.Tensor:
    """Float32 U[low, high) samples of ``shape``: ``rand * (high - low) + low`` (``ops.uniform``, float32)."""
    return torch.rand(shape, generator=generator, device=device) * (high - low).float() + low.float()


def normal(shape: tuple, mean, std, *, generator=None, device=None) -> torch.Tensor:
    """N(mean, std) samples: ``randn * std + mean``. ``mean``/``std`` float32 tensors (``ops.normal``: the shape is
    ``shape`` broadcast with theirs) or numbers (``Tensor.normal_``)."""
    if isinstance(mean, torch.Tensor):
        shape = torch.broadcast_shapes(shape, mean.shape, std.shape)
    return torch.randn(shape, generator=generator, device=device) * std + mean


def normal_ext(mean, std, size: tuple | None = None, *, generator=None) -> torch.Tensor:
    """``mint.normal``: with tensors ``mean`` and ``std``, both broadcast and cast to the first float dtype among
    them (else Float32), one draw per element; with two numbers, ``size`` samples."""
    if isinstance(mean, torch.Tensor):
        m, s = mean, std
        dt = m.dtype if m.is_floating_point() else (s.dtype if s.is_floating_point() else torch.float32)
        m, s = torch.broadcast_tensors(m.to(dt), s.to(dt))
        return torch.normal(m, s, generator=generator)
    return torch.normal(float(mean), float(std), size, generator=generator)


def truncated_normal(shape: tuple, dtype: torch.dtype, *, generator=None, device=None) -> torch.Tensor:
    """``ops.TruncatedNormal``: N(0, 1) samples of ``shape`` truncated to [-2, 2] by redrawing the ones outside,
    of ``dtype``."""
    t = torch.empty(shape, dtype=dtype, device=device)
    z = torch.randn(shape, generator=generator, device=device)
    bad = z.abs() > 2
    while bad.any():  # redraw outside [-2, 2], as a truncated normal
        z = torch.where(bad, torch.randn(shape, generator=generator, device=device), z)
        bad = z.abs() > 2
    return t.copy_(z)


def truncated_normal_stream(shape: tuple, dtype: torch.dtype, g) -> torch.Tensor:
    """MindSpore's ``TruncatedNormal`` CPU kernel with its ``minstd_rand0`` ``g``: values of ``shape`` from one new
    ``std::normal_distribution<double>(0, 1)`` (:class:`.stdrandom.Normal`), those outside ``[-2, 2]`` skipped, each
    rounded to ``dtype`` (Float16/32/64)."""
    from . import stdrandom as _std

    n = int(np.prod(shape, dtype=np.int64))
    dis = _std.Normal()
    out = np.empty(n, np.float64)
    i = 0
    while i < n:
        v = dis(g)
        if -2.0 <= v <= 2.0:
            out[i] = v
            i += 1
    return torch.from_numpy(out.reshape(tuple(shape))).to(dtype)


def multinomial(probs: torch.Tensor, num_samples: int, replacement: bool, *, generator=None, dtype=None):
    """Category indices drawn from the (unnormalised) rows of ``probs``, Int64 or cast to ``dtype``. Serves
    ``ops.multinomial`` (Int32), ``ops.multinomial_with_replacement``, ``ops.Multinomial``, ``mint.multinomial``."""
    out = torch.multinomial(probs, num_samples, replacement, generator=generator)
    return out if dtype is None else out.to(dtype)


def categorical(logits: torch.Tensor, num_sample: int, dtype: torch.dtype, *, generator=None) -> torch.Tensor:
    """``ops.random_categorical``: ``num_sample`` draws (with replacement) per row of ``softmax(logits)``."""
    probs = torch.softmax(logits, -1)
    return torch.multinomial(probs, num_sample, True, generator=generator).to(dtype)


def categorical_stream(logits: torch.Tensor, num_sample: int, dtype: torch.dtype, g) -> torch.Tensor:
    """``RandomCategorical`` as MindSpore 2.10's CPU kernel draws it from its ``minstd_rand0`` ``g`` (seeded with
    ``GetSeed(0, seed)``): per row of the 2-D ``logits`` the running sum of ``exp(logit - row max)`` in the logits'
    dtype (Float16/Float32/Float64); sample ``j`` takes one ``uniform_real_distribution<double>(0, 1)`` draw,
    rounded to Float32 and then to that dtype, shared by every row; its category is the first whose running sum
    reaches ``total * draw``. Returns ``(batch, num_sample)`` of ``dtype``."""
    from . import stdrandom as _std

    npdt = {torch.float16: np.float16, torch.float32: np.float32}.get(logits.dtype, np.float64)
    lg = logits.detach().cpu().numpy().astype(npdt)
    lg = lg.reshape(lg.shape[0], -1) if lg.ndim else lg.reshape(1, 1)
    shifted = (lg - lg.max(axis=-1, keepdims=True)).astype(np.float32)
    cdf = np.add.accumulate(np.exp(shifted).astype(npdt), axis=-1, dtype=npdt)
    draws = np.array([np.float32(_std.canonical(g)) for _ in range(int(num_sample))], dtype=np.float32).astype(npdt)
    to_find = (cdf[:, -1:] * draws[None, :]).astype(npdt)
    idx = (cdf[:, None, :] < to_find[:, :, None]).sum(-1)
    return torch.from_numpy(idx.astype(np.int64)).to(device=logits.device, dtype=dtype)


def bernoulli(p, shape: tuple | None = None, *, generator=None, dtype=None, device=None) -> torch.Tensor:
    """0/1 draws of probability ``p`` (a tensor, expanded to ``shape`` when given, or a number filling ``shape``),
    cast to ``dtype`` when given. Serves ``ops.bernoulli``, ``ops.Bernoulli``, ``mint.bernoulli`` and
    ``Tensor.bernoulli``/``bernoulli_``."""
    if isinstance(p, torch.Tensor):
        pt = p if shape is None else p.expand(shape)
    else:
        pt = torch.full(shape, float(p), device=device)
    out = torch.bernoulli(pt, generator=generator)
    return out if dtype is None else out.to(dtype)


def bernoulli_prim(x: torch.Tensor, p: torch.Tensor, *, generator=None, stream=None) -> torch.Tensor:
    """MindSpore's ``Bernoulli`` primitive: 0/1 draws of probability ``p`` shaped and typed like ``x``, with its checks
    in its order. Serves ``ops.bernoulli`` (which makes a non-Tensor ``p`` the 1-element ``Tensor([p])``) and
    ``ops.Bernoulli``.

    ``p`` is a Float32/Float64 tensor of ``x``'s shape, or of one element of shape ``()`` or ``(1,)``; its values lie
    in ``[0, 1]`` (NaN passes, as on MindSpore's CPU, and draws 1). With ``stream`` (a :class:`.stdrandom.Philox`,
    the kernel's ``PhiloxRandom(seed, 0)`` holding the words its last launch left) the draws are MindSpore's CPU
    kernel's: one word per element, in order; else torch's ``generator``.

    Raises:
        TypeError: ``p`` of another dtype (``For primitive[Bernoulli], the input argument[p] must be a type of
            {Tensor[Float32], Tensor[Float64]}, but got Tensor[Int64].``).
        ValueError: ``p`` of another shape and size; a 1-element ``p`` of rank above 1; a value outside ``[0, 1]``.
    """
    if p.dtype not in (torch.float32, torch.float64):
        raise _errors.dtype_error("Bernoulli", "p", p.dtype, (torch.float32, torch.float64))
    if tuple(p.shape) != tuple(x.shape):
        if p.numel() != 1:
            raise _errors.value_error("Bernoulli", "'x' and 'p' should have same shape or 'p' have a size of 1.")
        if p.ndim > 1:
            raise ValueError("For bernoulli, the shape of p is different from the shape of x.")
        v = float(p.reshape(()))
        if v < 0 or v > 1:
            raise ValueError(f"For bernoulli, p should be in [0, 1], but got {v:g}.")
        pt = p.reshape(()).expand(x.shape)
    else:
        if bool(((p < 0) | (p > 1)).any()):
            raise ValueError("For bernoulli, p should be in [0, 1].")
        pt = p
    if stream is not None:  # MindSpore's draw: a float of a Philox word's 23 low bits; 0 where it exceeds p
        words = stream.take(x.numel())
        a = ((words & 0x7FFFFF) | (127 << 23)).astype(np.uint32).view(np.float32) - np.float32(1.0)
        pv = pt.detach().cpu().numpy().reshape(-1)
        ones = ~(a.astype(pv.dtype) > pv)  # NaN p: 1
        return torch.from_numpy(ones.reshape(tuple(x.shape))).to(device=x.device, dtype=x.dtype)
    pt = torch.nan_to_num(pt, nan=1.0)  # MindSpore's CPU kernel draws 1 where p is NaN
    return torch.bernoulli(pt, generator=generator).to(x.dtype)


def standard_gamma(shape: tuple, alpha: torch.Tensor, beta: torch.Tensor | None = None, generator=None):
    """Gamma(alpha, 1) samples of ``shape`` (divided by the rate ``beta`` when given). torch's ``_standard_gamma``
    takes no generator: with one, the draw runs under a forked default RNG seeded from it. Serves ``ops.gamma``,
    ``ops.random_gamma``, ``ops.Gamma`` and ``ops.RandomGamma``."""
    if generator is None:
        out = torch._standard_gamma(alpha.expand(shape).contiguous())
    else:
        with torch.random.fork_rng(devices=[alpha.device] if alpha.device.type == "cuda" else []):
            torch.manual_seed(int(torch.randint(0, 2**62, (), generator=generator, device=generator.device)))
            out = torch._standard_gamma(alpha.expand(shape).contiguous())
    return out if beta is None else out / beta


def poisson(rate: torch.Tensor, shape: tuple, *, generator=None) -> torch.Tensor:
    """Poisson(rate) samples of ``shape`` (``rate`` expanded to it), float32 like ``rate``. Serves ``ops.poisson``,
    ``ops.random_poisson``, ``ops.Poisson`` and ``ops.RandomPoisson``."""
    return torch.poisson(rate.expand(shape).contiguous(), generator=generator)


def broadcast_shape(op: str, name: str, pshape: tuple, shape: tuple) -> tuple:
    """``shape`` broadcast with a distribution parameter's shape ``pshape`` (``ops.Gamma``, ``ops.Poisson``).

    Raises:
        ValueError: MindSpore's message when the two do not broadcast.
    """
    try:
        return tuple(torch.broadcast_shapes(shape, pshape))
    except RuntimeError:
        raise _errors.value_error(
            op,
            f"{name}.shape and shape.shape need to broadcast. The value of {name}.shape[-1] or "
            f"shape.shape[-1] must be 1 or -1 when they are not the same, but got {name}.shape = {list(pshape)} and "
            f"shape.shape = {shape}.",
        ) from None


def shuffle(t: torch.Tensor, *, generator=None) -> torch.Tensor:
    """``t`` with its first axis randomly permuted (``ops.shuffle``, ``ops.RandomShuffle``)."""
    return t[torch.randperm(t.shape[0], generator=generator, device=t.device)]


def log_uniform_candidate_sampler(true_classes: torch.Tensor, num_sampled: int, unique: bool, range_max: int,
                                  generator=None) -> tuple:  # fmt: skip
    """``ops.log_uniform_candidate_sampler``: ``num_sampled`` classes of ``[0, range_max)`` drawn with probability
    ``log((c + 2) / (c + 1)) / log(range_max + 1)`` (without replacement when ``unique``), and the expected counts
    of ``true_classes`` and of the samples (TF's approximation when ``unique``): ``(Int64, Float32, Float32)``."""
    log_range = math.log(range_max + 1)
    device = true_classes.device

    def prob(c):
        c = c.double()
        return (torch.log((c + 2) / (c + 1)) / log_range).float()

    cls = torch.arange(range_max, device=device)
    p = prob(cls)
    samples = torch.multinomial(p, num_sampled, not unique, generator=generator)
    if unique:  # expected counts of sampling until num_sampled distinct classes, as TF's approximation
        tries = num_sampled

        def expect(q):
            return -torch.expm1(tries * torch.log1p(-q))
    else:

        def expect(q):
            return q * num_sampled

    return samples.long(), expect(prob(true_classes)), expect(prob(samples))


def choice_with_mask(t: torch.Tensor, count: int, generator=None) -> tuple:
    """``ops.choice_with_mask``: ``count`` random positions of the True entries of ``t``: ``(Int32 indices (count,
    ndim), Bool mask (count,))``, padded with zeros/False when there are fewer."""
    idx = torch.nonzero(t)
    perm = torch.randperm(idx.shape[0], generator=generator, device=t.device)[:count]
    chosen = idx[perm]
    n = chosen.shape[0]
    out = torch.zeros((count, t.ndim), dtype=torch.int32, device=t.device)
    mask = torch.zeros((count,), dtype=torch.bool, device=t.device)
    out[:n] = chosen.int()
    mask[:n] = True
    return out, mask


def choice_with_mask_stream(t: torch.Tensor, count: int, g) -> tuple:
    """MindSpore's ``RandomChoiceWithMask`` CPU kernel on the Bool ``t`` with its ``minstd_rand0`` ``g``: the flat
    positions of the True entries, ``std::shuffle``-d (:func:`.stdrandom.shuffle`), the first ``count`` of them as
    coordinates; ``(Int32 (count, ndim), Bool (count,))``, padded with zeros/False when there are fewer. As that
    kernel, every coordinate but the last is ``position // column`` then ``position % column`` with one ``column =
    numel / shape[0]`` (so inputs of rank 3 and more get its coordinates, not ``unravel_index``'s)."""
    from . import stdrandom as _std

    flat = torch.nonzero(t.reshape(-1)).reshape(-1).tolist()
    order = list(range(len(flat)))
    _std.shuffle(order, g)
    chosen = [flat[i] for i in order[:count]]
    ndim = max(t.ndim, 1)
    column = t.numel() // t.shape[0] if t.ndim else 1
    out = np.zeros((count, ndim), np.int32)
    for row, v in enumerate(chosen):
        for j in range(ndim - 1):
            out[row, j], v = v // column, v % column
        out[row, ndim - 1] = v
    mask = np.zeros(count, np.bool_)
    mask[: len(chosen)] = True
    return torch.from_numpy(out).to(t.device), torch.from_numpy(mask).to(t.device)


def log_uniform_candidates_stream(seed: int, start: int, true_classes: torch.Tensor, num_sampled: int, unique: bool,
                                  range_max: int) -> tuple:  # fmt: skip
    """MindSpore's ``LogUniformCandidateSampler`` CPU kernel: its generator is ``PhiloxRandom(87654321, seed)``
    (so ``seed`` 0 is as deterministic as any other) and a launch reads from block ``start`` on; each sample is
    ``int64(exp(d * log1p(range_max))) - 1`` modulo ``range_max`` for one ``GenDouble`` ``d`` (two words: 20 + 32
    mantissa bits), redrawn while already taken when ``unique``. The expected counts are the Float32
    ``p * num_sampled`` (or ``-expm1(tries * log1p(-p))`` after ``tries`` draws when ``unique``) of ``p =
    log((c + 2.0) / (c + 1.0)) / log_range``. ``(Int64 (num_sampled,), Float32 like true_classes, Float32
    (num_sampled,))``."""
    from . import stdrandom as _std

    g = _std.Philox(87654321, seed)
    g.counter[0], g.counter[1] = start & 0xFFFFFFFF, (start >> 32) & 0xFFFFFFFF
    log_range = math.log1p(range_max)

    def sample() -> int:
        lo, hi = g(), g()
        d = float(np.frombuffer(np.uint64((1023 << 52) | ((lo & 0xFFFFF) << 32) | hi).tobytes(), np.float64)[0]) - 1.0
        return (int(math.exp(d * log_range)) - 1) % range_max

    picked, used, tries = [], set(), 0
    while len(picked) < num_sampled:
        tries += 1
        v = sample()
        if not unique or v not in used:
            picked.append(v)
            used.add(v)
    if not unique:
        tries = num_sampled

    def expected(c: np.ndarray) -> np.ndarray:
        c = c.astype(np.float64)
        p = (np.log((c + 2.0) / (c + 1.0)) / log_range).astype(np.float32)
        if tries == num_sampled:
            return p * np.float32(num_sampled)
        return -np.expm1(np.float32(tries) * np.log1p(-p))

    dev = true_classes.device
    cand = np.array(picked, np.int64)
    true_counts = expected(true_classes.cpu().numpy()).astype(np.float32)
    return (torch.from_numpy(cand).to(dev), torch.from_numpy(true_counts).to(dev),
            torch.from_numpy(expected(cand).astype(np.float32)).to(dev))  # fmt: skip


def cauchy(shape: tuple, median: float, sigma: float, *, dtype=None, device=None) -> torch.Tensor:
    """Cauchy(median, sigma) samples of ``shape`` (``Tensor.cauchy``, ``ops.Cauchy``)."""
    return torch.empty(shape, dtype=dtype, device=device).cauchy_(median, sigma)


def exponential(shape: tuple, lambd: float, *, generator=None, device=None) -> torch.Tensor:
    """Float32 Exponential(lambd) samples of ``shape`` (``Tensor.exponential_``)."""
    return torch.empty(shape, dtype=torch.float32, device=device).exponential_(lambd, generator=generator)


def log_normal(like: torch.Tensor, mean: float, std: float, dtype=None) -> torch.Tensor:
    """``exp(N(mean, std))`` samples shaped like ``like``, of ``dtype`` (None: like's dtype and layout).
    Serves ``Tensor.log_normal`` and ``ops.LogNormalReverse``."""
    out = torch.empty_like(like) if dtype is None else torch.empty(like.shape, dtype=dtype, device=like.device)
    return out.log_normal_(mean, std)


def uniform_like(like: torch.Tensor, low: float, high: float, *, generator=None) -> torch.Tensor:
    """U[low, high) samples shaped and typed like ``like`` (``Tensor.uniform``)."""
    return torch.empty_like(like).uniform_(low, high, generator=generator)


# ------------------------------------------------------------------------------------------------
# the initializers whose values torch computes (common/initializer.py): in-place fills of ``t``
# ------------------------------------------------------------------------------------------------
def trunc_normal_fill(t: torch.Tensor, mean: float, std: float, a: float, b: float, generator=None) -> None:
    """Fill ``t`` in place from N(mean, std) truncated to [a, b] with ``generator`` (``TruncatedNormal`` unseeded)."""
    torch.nn.init.trunc_normal_(t, mean, std, a, b, generator=generator)


def eye_fill(t: torch.Tensor) -> None:
    """Fill the 2-D ``t`` in place with the identity matrix (``Identity``)."""
    torch.nn.init.eye_(t)


def orthogonal_fill(t: torch.Tensor, gain: float) -> None:
    """Fill ``t`` in place with a (semi-)orthogonal matrix times ``gain``, from torch's default generator
    (``Orthogonal``)."""
    torch.nn.init.orthogonal_(t, gain)


def dirac_fill(t: torch.Tensor, groups: int) -> None:
    """Fill the 3-D to 5-D ``t`` in place with the Dirac delta in ``groups`` groups (``Dirac``)."""
    torch.nn.init.dirac_(t, groups)


def sparse_fill(t: torch.Tensor, sparsity: float, sigma: float) -> None:
    """Fill the 2-D ``t`` in place: N(0, sigma) with a fraction ``sparsity`` of each column zero, from torch's
    default generator (``Sparse``)."""
    torch.nn.init.sparse_(t, sparsity, sigma)


_PTN = "ParameterizedTruncatedNormal"
_PTN_MAX_ITERATIONS = 1000


def _ptn_batch(size: int, mean, std, lo, hi, f, g, out: list) -> None:
    """One batch of MindSpore's CPU ``ParameterizedTruncatedNormal``: ``size`` samples of N(mean, std) cut to
    [lo, hi], drawn from the ``minstd_rand0`` ``g`` in the kernel's float type ``f`` (a numpy scalar type): normal
    rejection (case 1), uniform rejection (case 2) or exponential rejection (case 3), as its ``Generate``."""
    from . import stdrandom as _std

    if (math.isinf(lo) and lo < 0) or hi < mean:
        lo, hi, std = hi, lo, -std
    scale = f(1) if std == 0 else std
    nmin, nmax = f((lo - mean) / scale), f((hi - mean) / scale)
    sqrt_factor = f(np.sqrt(nmin * nmin + f(4)))
    with np.errstate(over="ignore"):  # C++ overflows to inf silently
        cutoff = f(f(2) * np.exp(f(0.5) + (nmin * (nmin - sqrt_factor)) / f(4)) / (nmin + sqrt_factor))
    diff = f(nmax - nmin)
    if (nmin < f(-1.3) and nmax >= 0) or (nmax > f(1.3) and nmin <= 0):
        normal = _std.Normal()
        for _ in range(size):
            for _ in range(_PTN_MAX_ITERATIONS + 1):
                z = f(normal(g))
                if nmin <= z <= nmax:
                    out.append(f(z * std + mean))
                    break
            else:
                raise RuntimeError(f"For {_PTN}, randn rejection sampler exceeded maximum iterations.")
    elif diff < cutoff:
        plus = f(0) if nmin < 0 else f(nmin * nmin)

        def uniform_proposal():
            z = f(f(_std.canonical(g)) * diff + nmin)
            return z, f(_std.canonical(g)) <= f(np.exp(f((plus - z * z) / f(2))))

        failure = "uniform rejection sampler, exceeded max iterations. Sample may contain outliers."
        _ptn_accept(size, uniform_proposal, failure, out, lambda z: f(z * std + mean))
    else:
        alpha = f((nmin + f(np.sqrt(nmin * nmin + f(4)))) / f(2))

        def exponential_proposal():
            z = f(-f(np.log(f(_std.canonical(g)))) / alpha + nmin)
            x = f(alpha - z) if nmin < alpha else f(nmin - alpha)
            return z, f(_std.canonical(g)) <= f(np.exp(f(-x * x / f(2)))) and z < nmax

        failure = "exponential distribution rejection sampler exceeds max iterations. Sample may contain outliers."
        _ptn_accept(size, exponential_proposal, failure, out, lambda z: f(z * std + mean))


def _ptn_accept(size: int, propose, failure: str, out: list, scale) -> None:
    """``size`` samples by rejection: up to 1000 proposals ``propose() -> (z, accepted)`` each; the last one
    unaccepted raises MindSpore's RuntimeError ``failure``. Appends ``scale(z)`` of each accepted ``z``."""
    for _ in range(size):
        for it in range(_PTN_MAX_ITERATIONS):
            z, accept = propose()
            if accept or it + 1 >= _PTN_MAX_ITERATIONS:
                if not accept:
                    raise RuntimeError(f"For {_PTN}, {failure}")
                out.append(scale(z))
                break


def parameterized_truncated_normal(shape: list, mean: torch.Tensor, std: torch.Tensor, lo: torch.Tensor,
                                   hi: torch.Tensor, g) -> torch.Tensor:  # fmt: skip
    """``ops.ParameterizedTruncatedNormal``: samples of ``shape`` (batch first) from a normal truncated to
    [lo, hi], of the parameters' float dtype, drawn as MindSpore 2.10's CPU kernel draws them from the
    ``minstd_rand0`` ``g`` (the op's engine, seeded once with MindSpore's mix of its two seeds), each batch of
    ``prod(shape[1:])`` samples by :func:`_ptn_batch`. As that kernel, every batch takes the parameters' first
    element (a ``(batch,)`` parameter is not stepped through).

    Raises:
        RuntimeError: MindSpore's messages for a non-positive ``std``, ``hi < lo`` or a rejection sampler that
            exceeds its iterations.
    """
    f = {torch.float16: np.float16, torch.float32: np.float32, torch.float64: np.float64}[mean.dtype]
    first = [f(t.reshape(-1)[0].item()) for t in (mean, std, lo, hi)]
    batch, size = int(shape[0]), int(np.prod(shape[1:], dtype=np.int64))
    out: list = []
    for _ in range(batch):
        m, sd, a, b = first
        if sd <= 0:
            raise RuntimeError(f"For {_PTN}, stdevs value must be greater than 0 in each batch.")
        if b < a:
            raise RuntimeError(f"For {_PTN}, max value must be greater than min value in each batch.")
        _ptn_batch(size, m, sd, a, b, f, g, out)
    arr = np.array(out, dtype=f).reshape([int(v) for v in shape])
    return torch.from_numpy(arr).to(mean.device)


def _row_cdf(w: list) -> tuple:
    """MindSpore's running sums of the nonzero weights (zero weights keep 0) and their total."""
    cdf, total = list(w), 0.0
    for j, v in enumerate(cdf):
        if v != 0.0:
            total += v
            cdf[j] = total
    return cdf, total


def _pick(cdf: list, rr: float, total: float) -> int:
    """The last index whose running sum is the smallest one ``>= rr`` (MindSpore's two scans)."""
    best = total
    for v in cdf:
        if rr <= v <= best:
            best = v
    pick = 0
    for k, v in enumerate(cdf):
        if v == best:
            pick = k
    return pick


def multinomial_with_replacement_draws(x: torch.Tensor, numsamples: int, replacement: bool, g) -> torch.Tensor:
    """``ops.MultinomialWithReplacement``: Int64 category draws of each row of ``x`` (1-D or 2-D, nonnegative),
    as MindSpore 2.10's CPU kernel: one float per draw from the :class:`.stdrandom.Philox` stream ``g`` (the op's
    ``PhiloxRandom(seed, offset)``), cast to ``x``'s dtype, scaled by the row total and looked up in the running sums; without
    ``replacement`` a drawn category's weight is zeroed, and once the nonzero ones are spent the zero-weight
    categories follow in order.

    Raises:
        ValueError: MindSpore's messages for a negative weight or a row summing to 0.
    """
    from . import stdrandom as _std

    op = "MultinomialWithReplacement"
    rows = x.reshape(-1, x.shape[-1]).detach().cpu().to(torch.float64).tolist()
    f = {torch.float16: np.float16, torch.float32: np.float32, torch.float64: np.float64}[x.dtype]
    for row in rows:
        if any(v < 0 for v in row):
            raise _errors.value_error(op, "each element of 'x' must be equal or greater than 0. ", sep="' , ")
        if sum(row) <= 0:
            raise _errors.value_error(op, "the sum of each row of 'x' must be greater than 0. ", sep="' , ")
    draws = [float(f(_std.philox_float(g))) for _ in range(len(rows) * numsamples)]
    out = []
    for i, row in enumerate(rows):
        w = list(row)
        cdf, total = _row_cdf(w)
        zeros = [j for j, v in enumerate(w) if v == 0.0]
        for j in range(numsamples):
            rr = draws[i * numsamples + j] * total
            if replacement:
                out.append(_pick(cdf, rr, total))
            elif j < len(w) - len(zeros):
                k = _pick(cdf, rr, total)
                out.append(k)
                w[k] = 0.0
                cdf, total = _row_cdf(w)
            else:
                out.append(zeros[j - len(w) + len(zeros)])
    shape = (numsamples,) if x.dim() == 1 else (x.shape[0], numsamples)
    return torch.tensor(out, dtype=torch.int64, device=x.device).reshape(shape)


def _lrint(v) -> int:
    """C's ``lrintf``: round half to even."""
    return int(np.rint(np.float32(v)))


def _area(r: tuple) -> np.float32:
    return np.float32((r[2] - r[0]) * (r[3] - r[1]))


def _intersect(a: tuple, b: tuple) -> tuple:
    x0, y0, x1, y1 = max(a[0], b[0]), max(a[1], b[1]), min(a[2], b[2]), min(a[3], b[3])
    return (0, 0, 0, 0) if x0 > x1 or y0 > y1 else (x0, y0, x1, y1)


def _random_crop(g, width: int, height: int, lo: np.float32, hi: np.float32, ratio: np.float32):
    """One crop attempt of MindSpore's ``GenerateRandomCrop`` (float32 arithmetic), or None."""
    from . import stdrandom as _std

    f = np.float32
    if hi <= 0 or ratio <= 0 or lo > hi:
        return None
    min_area, max_area = f(f(lo * f(width)) * f(height)), f(f(hi * f(width)) * f(height))
    h = _lrint(np.sqrt(f(min_area / ratio)))
    max_h = _lrint(np.sqrt(f(max_area / ratio)))
    if _lrint(f(max_h) * ratio) > width:
        adjusted = int(f(f(f(width) + f(0.5)) - f(1e-7)) / ratio)
        if _lrint(f(adjusted) * ratio) > width:
            adjusted -= 1
        max_h = adjusted
    max_h = min(max_h, height)
    h = min(h, max_h)
    if h < max_h:
        h += _std.philox_uniform(g, max_h - h + 1)
    w = _lrint(f(h) * ratio)
    area = f(f(w) * f(h))
    if area < min_area or area > max_area:
        h += 1 if area < min_area else -1
        w = _lrint(f(h) * ratio)
        area = f(f(w) * f(h))
    if area < min_area or area > max_area or w > width or h > height or w <= 0 or h <= 0:
        return None
    x = _std.philox_uniform(g, width - w) if w < width else 0
    y = _std.philox_uniform(g, height - h) if h < height else 0
    return (x, y, x + w, y + h)


def sample_distorted_bounding_box(image_size: torch.Tensor, boxes: torch.Tensor, min_object_covered: torch.Tensor,
                                  g, aspect_ratio_range, area_range, max_attempts: int, use_image: bool) -> tuple:  # fmt: skip
    """``ops.SampleDistortedBoundingBoxV2``: ``(begin, size, bboxes)`` of a random crop of an image of
    ``image_size`` (height, width, channels) covering at least ``min_object_covered`` of one of ``boxes``
    (``(y_min, x_min, y_max, x_max)`` in [0, 1]), drawn as MindSpore 2.10's CPU kernel draws it from the
    :class:`.stdrandom.Philox` stream ``g`` (the op's ``PhiloxRandom(seed, seed2)``); the whole image when no
    attempt succeeds.
    ``begin``/``size`` of ``image_size``'s dtype, ``bboxes`` Float32 ``(1, 1, 4)``.

    Raises:
        RuntimeError / ValueError: MindSpore's messages for a non-positive image size, ``min_object_covered`` or
            box coordinates outside [0, 1], ``x_min >= x_max`` / ``y_min >= y_max``, no boxes without ``use_image``.
    """
    from . import stdrandom as _std

    op = "SampleDistortedBoundingBoxV2"
    f = np.float32
    height, width = (int(v) for v in image_size.reshape(-1)[:2].tolist())
    if not (height > 0 and width > 0):
        raise _errors.runtime_error(op, f"image height and width must be positive, got: [{height}] and [{width}].")
    cover = f(min_object_covered.reshape(-1)[0].item())
    if cover < 0.0 or cover > 1.0:
        raise _errors.runtime_error(op, f"min_object_covered must be in [0.0, 1.0], got: [{cover:g}].")
    flat = boxes.detach().cpu().to(torch.float32).numpy().reshape(-1, 4)
    if flat.shape[0] == 0 and not use_image:
        raise _errors.value_error(
            op,
            "batch or N in bounding_boxes whose shape is [batch, N, 4] equals 0, which means no bounding boxes "
            "provided as input. Set use_image_if_no_bounding_boxes=True if you wish to not provide any bounding "
            "boxes.",
        )
    regions = []
    for b in flat:
        for v in b:
            if v < 0.0 or v > 1.0:
                raise _errors.runtime_error(op, f"all bounding box coordinates must in [0.0, 1.0], got: [{v:g}].")
        if not b[1] < b[3]:
            raise _errors.runtime_error(
                op, f"x_min of bounding box must be less than x_max, got: [{b[1]:g}] and [{b[3]:g}]."
            )
        if not b[0] < b[2]:
            raise _errors.runtime_error(
                op, f"y_min of bounding box must be less than y_max, got: [{b[0]:g}] and [{b[2]:g}]."
            )
        regions.append((int(b[1] * f(width)), int(b[0] * f(height)), int(b[3] * f(width)), int(b[2] * f(height))))
    image = (0, 0, width, height)
    if not regions:
        regions.append(image)
    lo, hi = f(area_range[0]), f(area_range[1])
    r0, r1 = f(aspect_ratio_range[0]), f(aspect_ratio_range[1])
    crop = None
    for _ in range(max_attempts):
        ratio = f(f(f(_std.philox_float(g)) * f(r1 - r0)) + r0)
        c = _random_crop(g, width, height, lo, hi, ratio)
        if c is not None and _area(c) >= 1.0:
            if any(_area(b) >= 1.0 and _area(_intersect(c, b)) >= f(cover * _area(b)) for b in regions):
                crop = c
                break
    crop = crop or image
    dev = image_size.device
    begin = torch.tensor([crop[1], crop[0], 0], device=dev).to(image_size.dtype)
    size = torch.tensor([crop[3] - crop[1], crop[2] - crop[0], -1], device=dev).to(image_size.dtype)
    box = [f(crop[1]) / f(height), f(crop[0]) / f(width), f(crop[3]) / f(height), f(crop[2]) / f(width)]
    return begin, size, torch.tensor(np.array(box, np.float32).reshape(1, 1, 4), device=dev)


def uniform_candidates_stream(g, true_classes: torch.Tensor, num_sampled: int, unique: bool, range_max: int,
                              remove_accidental_hits: bool) -> tuple:  # fmt: skip
    """``ops.UniformCandidateSampler`` from the op's ``minstd_rand0`` ``g`` (MindSpore seeds it once per kernel
    with ``GetSeed(seed, 0)``): ``num_sampled`` candidates uniform in ``[0, range_max)`` (``unique``: no repeats;
    ``remove_accidental_hits``: none of ``true_classes``, unless too few remain), in ``true_classes``' dtype, and
    the Float32 expected counts ``1 - (1 - 1/range_max) ** draws`` (``num_sampled / range_max`` when no draw was
    rejected), shaped like ``true_classes`` and ``(num_sampled,)``."""
    from . import stdrandom as _std

    f = np.float32
    hits = set(true_classes.reshape(-1).tolist()) if remove_accidental_hits else set()
    if remove_accidental_hits and num_sampled + len(hits) > range_max:
        hits = set()
    picked: list = []
    seen: set = set()
    draws = 0
    while len(picked) < num_sampled:
        v = _std.uniform_int(g, range_max - 1)
        draws += 1
        if not unique:
            picked.append(v)
        elif v not in seen and v not in hits:
            seen.add(v)
            picked.append(v)
    p = f(f(1.0) / f(range_max))
    value = f(p * f(num_sampled)) if draws == num_sampled else f(-np.expm1(f(f(draws) * f(np.log1p(-p)))))
    dev = true_classes.device
    cand = torch.tensor(picked, dtype=true_classes.dtype, device=dev)
    return (cand, torch.full(tuple(true_classes.shape), float(value), device=dev),
            torch.full((num_sampled,), float(value), device=dev))  # fmt: skip


# ------------------------------------------------------------------------------------------------
# MindSpore 2.10 CPU's own streams of its std::-engine kernels (Dropout, StandardNormal, UniformReal, UniformInt)
# ------------------------------------------------------------------------------------------------
STREAM_FLOATS = (torch.float16, torch.float32, torch.float64)  # the dtypes of MindSpore's Dropout CPU kernel


def dropout_stream(t: torch.Tensor, keep_prob: float, g) -> tuple:
    """MindSpore's ``Dropout`` CPU kernel on the Float16/Float32/Float64 ``t``: ``(output, mask)``, both of ``t``'s
    dtype and shape. One ``uniform_real_distribution<float>(0, 1)`` draw per element from the ``minstd_rand0``
    ``g`` (:class:`.stdrandom.Minstd`, the kernel's engine), in order; ``mask = draw < keep_prob`` (Float32
    ``keep_prob``), ``output = mask * t * scale`` with ``scale = 1.f / keep_prob`` in Float32 (Float16:
    ``mask * half(float(t) * scale)``; Float64: the Float32 scale widened). Drawn with numpy at once."""
    from . import stdrandom as _std

    keep = np.float32(keep_prob)
    n = t.numel()
    draws = _std.canonical_floats(g, n).reshape(tuple(t.shape))
    mask = torch.from_numpy(draws < keep).to(device=t.device, dtype=t.dtype)
    scale = float(np.float32(1) / keep)
    if t.dtype == torch.float16:
        return mask * (t.float() * scale).half(), mask
    return mask * t * scale, mask


def standard_normal_stream(shape: tuple, g, device=None) -> torch.Tensor:
    """MindSpore's ``StandardNormal`` CPU kernel: Float32 N(0, 1) values of ``shape`` from one new
    ``std::normal_distribution<float>`` over the ``minstd_rand0`` ``g`` (:func:`.stdrandom.normal_floats`)."""
    from . import stdrandom as _std

    n = int(np.prod(shape, dtype=np.int64))
    return torch.from_numpy(_std.normal_floats(g, n).reshape(tuple(shape))).to(device)


def uniform_real_stream(shape: tuple, g, device=None) -> torch.Tensor:
    """MindSpore's ``UniformReal`` CPU kernel: Float32 values of ``shape``, each one
    ``uniform_real_distribution<double>(0, 1)`` draw (two words) from the ``mt19937`` ``g`` rounded to Float32
    (so 1.0 can occur, as there)."""
    from . import stdrandom as _std

    n = int(np.prod(shape, dtype=np.int64))
    return torch.from_numpy(_std.canonical_doubles(g, n).astype(np.float32).reshape(tuple(shape))).to(device)


def standard_laplace_stream(shape: tuple, g, device=None) -> torch.Tensor:
    """MindSpore's ``StandardLaplace`` CPU kernel: Float32 Laplace(0, 1) values of ``shape`` from the ``minstd_rand0``
    ``g``: one ``uniform_real_distribution<float>(nextafter(-1.f, 0.f), 1)`` draw ``u`` per element (Float32
    ``canonical * (b - a) + a``), then ``-copysign(1, u) * log(1.0 - |u|)`` in double, rounded to Float32."""
    from . import stdrandom as _std

    n = int(np.prod(shape, dtype=np.int64))
    lo = np.nextafter(np.float32(-1), np.float32(0))
    u = _std.canonical_floats(g, n) * (np.float32(1) - lo) + lo
    v = -np.copysign(1.0, u).astype(np.float64) * np.log(1.0 - np.abs(u).astype(np.float64))
    return torch.from_numpy(v.astype(np.float32).reshape(tuple(shape))).to(device)


def scale_shift(x: torch.Tensor, scale, shift) -> torch.Tensor:
    """``x * scale + shift`` (two roundings, broadcast): how ``ops.uniform`` and ``ops.normal`` shape the draws of
    ``UniformReal`` / ``StandardNormal``."""
    return x * scale + shift


def shuffle_stream(t: torch.Tensor, g) -> torch.Tensor:
    """MindSpore's ``RandomShuffle`` CPU kernel: ``t`` with its first axis permuted by ``std::shuffle`` of
    ``0 .. n-1`` over the ``minstd_rand0`` ``g``; a scalar or an axis of one or no entries is copied without a
    draw."""
    from . import stdrandom as _std

    if t.dim() == 0 or t.shape[0] <= 1:
        return t.clone()
    perm = list(range(int(t.shape[0])))
    _std.shuffle(perm, g)
    return t[torch.tensor(perm, device=t.device)]


def randperm_stream(n: int, seed: int, offset: int, dtype: torch.dtype, device=None) -> torch.Tensor:
    """MindSpore's ``RandpermV2`` CPU kernel: ``std::shuffle`` of ``0 .. n-1`` over a new ``mt19937`` seeded with
    ``offset`` when it is not 0, else ``seed`` (-1: a fresh seed), cast to ``dtype``. Stateless: the same
    arguments give the same permutation (the defaults ``seed=0, offset=0`` included)."""
    from . import stdrandom as _std

    final = offset if offset != 0 else (seed if seed != -1 else _std.fresh_seeds(1, 2**32)[0])
    perm = list(range(int(n)))
    _std.shuffle(perm, _std.MT19937(final))
    return torch.tensor(perm, dtype=torch.int64, device=device).to(dtype)


def multinomial_stream(probs: torch.Tensor, num_samples: int, g, dtype: torch.dtype) -> torch.Tensor:
    """MindSpore's ``Multinomial`` CPU kernel on the 1-D or 2-D weights ``probs``: per row the running sums in
    ``probs``' dtype divided by the row total (when not 0), then per sample one
    ``uniform_real_distribution<float>`` draw from the ``minstd_rand0`` ``g`` (rows in order), cast to that dtype;
    the sample is the first index whose running sum exceeds it (at most the last). Shape ``(num_samples,)`` or
    ``(rows, num_samples)``, of ``dtype``."""
    from . import stdrandom as _std

    npdt = {torch.float16: np.float16, torch.float32: np.float32}.get(probs.dtype, np.float64)
    w = probs.detach().cpu().numpy().astype(npdt)
    rows = w.reshape(-1, w.shape[-1]) if w.ndim else w.reshape(1, 1)
    cdf = np.add.accumulate(rows, axis=-1, dtype=npdt)
    total = cdf[:, -1:]
    cdf = np.where(total != 0, (cdf / np.where(total != 0, total, 1)).astype(npdt), cdf)
    draws = _std.canonical_floats(g, rows.shape[0] * int(num_samples)).astype(npdt).reshape(rows.shape[0], -1)
    idx = np.stack([np.searchsorted(c, d, side="right") for c, d in zip(cdf, draws, strict=True)])
    idx = np.minimum(idx, rows.shape[-1] - 1)
    shape = (int(num_samples),) if probs.dim() == 1 else (rows.shape[0], int(num_samples))
    return torch.from_numpy(idx.astype(np.int64).reshape(shape)).to(device=probs.device, dtype=dtype)


def gumbel_top_k(u: torch.Tensor, probs: torch.Tensor, k: int) -> torch.Tensor:
    """``ops.multinomial`` without replacement as MindSpore computes it: the Int32 indices of the ``k`` largest
    ``log(u) / (probs + 1e-6)`` per row (``u`` the ``UniformReal`` draws shaped like ``probs``)."""
    vals = torch.log(u) / (probs + 1e-6)
    return torch.topk(vals, k, dim=-1).indices.to(torch.int32)


def _poisson_one(g, rate: float, highest: float) -> float:
    """One draw of MindSpore's ``RandomToTypePoisson`` (TF's algorithm): for ``rate < 10`` the product of uniforms
    until it falls to ``exp(-rate)``; else Hormann's transformed rejection (PTRS). In double, with the C library's
    ``exp``/``log``/``sqrt`` (Python's ``math``); ``lgamma`` is Python's, which may differ from the C library's in
    the last bit."""
    from . import stdrandom as _std

    if rate < 10.0:
        x, prod, limit = 0.0, 1.0, math.exp(-rate)
        while True:
            prod *= _std.canonical_double(g)
            if prod <= limit and x <= highest:
                return x
            x += 1
    if math.isinf(rate) and rate > 0:
        return math.inf
    log_rate, sqrt_rate = math.log(rate), math.sqrt(rate)
    b = 0.931 + 2.53 * sqrt_rate
    a = -0.059 + 0.02483 * b
    inv_alpha = 1.1239 + 1.1328 / (b - 3.4)
    vr = 0.9277 - 3.6224 / (b - 2)
    while True:
        u = _std.canonical_double(g) - 0.5
        v = _std.canonical_double(g)
        us = 0.5 - abs(u)
        k = math.floor((2 * a / us + b) * u + rate + 0.43)
        if k > 1.7976931348623157e308:
            continue
        if us >= 0.07 and v <= vr:
            return k
        if k < 0 or (us < 0.013 and v > us):
            continue
        if math.log(v * inv_alpha / (a / (us * us) + b)) <= -rate + k * log_rate - math.lgamma(k + 1):
            return k


_HIGHEST = {torch.float16: 65504.0, torch.float32: 3.4028234663852886e38, torch.float64: 1.7976931348623157e308,
            torch.int32: 2147483647.0, torch.int64: 9.223372036854775807e18}  # fmt: skip


def random_poisson_stream(rate: torch.Tensor, shape: tuple, g, dtype: torch.dtype) -> torch.Tensor:
    """MindSpore's ``RandomPoisson`` CPU kernel: Poisson samples of ``shape + rate.shape`` of ``dtype`` from its
    ``mt19937`` ``g`` (:func:`.stdrandom.pcg_mt19937`), rate by rate: every output of the first rate,
    then of the second, ... (the rate's position is the fastest axis of the output). One Python step per draw."""
    rates = rate.detach().cpu().to(torch.float64).reshape(-1).tolist()
    out_shape = tuple(shape) + tuple(rate.shape)
    n = int(np.prod(out_shape, dtype=np.int64))
    out = np.zeros(n, np.float64)
    highest = _HIGHEST.get(dtype, 1.7976931348623157e308)
    for i, r in enumerate(rates):
        for j in range(i, n, len(rates)):
            out[j] = _poisson_one(g, r, highest)
    return torch.from_numpy(out.reshape(out_shape)).to(device=rate.device, dtype=dtype)


def _philox_doubles(g) -> tuple:
    """The two doubles of one Philox block (MindSpore's ``Uint64ToDouble`` of words 0-1 and 2-3: 20 + 32 mantissa
    bits of a double in [1, 2), minus 1)."""
    w = [g() for _ in range(4)]
    return tuple(float(np.array([(1023 << 52) | ((hi & 0xFFFFF) << 32) | lo], np.uint64).view(np.float64)[0]) - 1.0
                 for hi, lo in ((w[0], w[1]), (w[2], w[3])))  # fmt: skip


def _gamma_one(g, alpha: float) -> float:
    """One sample of MindSpore's ``RandomGamma`` CPU kernel from the Philox ``g`` placed at the output's reserved
    blocks: ``-log(1 - u)`` for ``alpha == 1``, else Marsaglia and Tsang's method (boosted by ``u ** (1/alpha)``
    below 1), each normal and uniform block giving two values, the second one used first."""
    normals: list = []
    uniforms: list = []

    def uniform() -> float:
        if not uniforms:
            uniforms.extend(_philox_doubles(g))
        return uniforms.pop()

    if abs(alpha - 1.0) <= 1e-14:
        return -math.log(1.0 - uniform())
    su = alpha + (2.0 / 3 if alpha < 1 else -1.0 / 3)
    cut = 1.0 / 3 / math.sqrt(su)
    while True:
        if not normals:  # Box-Muller in double: (sin, cos) * sqrt(-2 log u1), u1 floored at 1e-7
            u1, u2 = _philox_doubles(g)
            radius = math.sqrt(-2.0 * math.log(max(u1, 1.0e-7)))
            angle = 2 * 3.14159265358979323846 * u2
            normals.extend((math.sin(angle) * radius, math.cos(angle) * radius))
        x = normals.pop()
        v = 1 + cut * x
        if v <= 0:
            continue
        v = v * v * v
        u = uniform()
        if u < 1 - 0.0331 * (x * x) * (x * x) or math.log(u) < 0.5 * x * x + su * (1 - v + math.log(v)):
            res = su * v
            if alpha < 1:
                res *= math.pow(uniform(), 1 / alpha)
            return res


def random_gamma_stream(shape: tuple, alpha: torch.Tensor, state: list) -> torch.Tensor:
    """MindSpore's ``RandomGamma`` CPU kernel: Gamma(alpha, 1) samples of ``shape + alpha.shape`` in ``alpha``'s
    dtype. ``state`` is the kernel's ``GuardedPhiloxRandom``: ``[seed, seed2, block]``, its Philox key, counter
    high word and next block; each launch reserves 256 blocks per output (output ``k`` of alpha ``a`` starts at
    block ``block + 256 * (a * per_alpha + k)``) and moves ``block`` past them. One Python step per draw."""
    from . import stdrandom as _std

    seed, seed2, block = state
    alphas = alpha.detach().cpu().to(torch.float64).reshape(-1).tolist()
    out_shape = tuple(shape) + tuple(alpha.shape)
    n = int(np.prod(out_shape, dtype=np.int64))
    per = n // len(alphas) if alphas else 0
    out = np.zeros(n, np.float64)
    for a, value in enumerate(alphas):
        for k in range(per):
            g = _std.Philox(seed, seed2)
            start = block + 256 * (a * per + k)
            g.counter[0], g.counter[1] = start & 0xFFFFFFFF, (start >> 32) & 0xFFFFFFFF
            out[a + k * len(alphas)] = _gamma_one(g, value)
    state[2] = block + 256 * n
    npdt = {torch.float16: np.float16, torch.float32: np.float32}.get(alpha.dtype, np.float64)
    return torch.from_numpy(out.astype(npdt).reshape(out_shape)).to(alpha.device)


def uniform_int_stream(shape: tuple, low: int, high: int, g, device=None) -> torch.Tensor:
    """MindSpore's ``UniformInt`` CPU kernel: Int32 values of ``shape`` from
    ``uniform_int_distribution<int>(low, high - 1)`` over the ``mt19937`` ``g`` (:func:`.stdrandom.uniform_ints`).

    Raises:
        RuntimeError: ``high <= low`` (MindSpore's kernel message).
    """
    from . import stdrandom as _std

    if high <= low:
        raise _errors.runtime_error("Random", f"invalid min/max values: ({low}/{high})")
    n = int(np.prod(shape, dtype=np.int64))
    out = _std.uniform_ints(g, int(low), int(high) - 1, n).astype(np.int32).reshape(tuple(shape))
    return torch.from_numpy(out).to(device)


_ND_RANGE = {torch.int32: (-(2**31), 2**31), torch.int64: (-(2**63), 2**63 - 1)}


def non_deterministic_ints(shape: tuple, dtype: torch.dtype) -> torch.Tensor:
    """``ops.NonDeterministicInts``: integers over the whole range of ``dtype`` (Int32/Int64/UInt32/UInt64) from
    a fresh, unseeded source, as MindSpore's CPU kernel (its draws are not reproducible)."""
    g = torch.Generator()
    g.seed()
    if dtype in _ND_RANGE:
        lo, hi = _ND_RANGE[dtype]
        return torch.randint(lo, hi, shape, generator=g, dtype=torch.int64).to(dtype)
    bits = 32 if dtype == torch.uint32 else 64
    raw = torch.randint(-(2**63), 2**63 - 1, shape, generator=g, dtype=torch.int64)
    return (raw & (2**32 - 1)).to(dtype) if bits == 32 else raw.view(torch.uint64)


from .errors import cover as _cover  # noqa: E402 - last, so that it covers every kernel above

_cover(globals())
