"""Random-sampling kernels: the draws behind ``ops``' random functions, the random primitives, ``mint``'s random
functions and the random Tensor methods.

Every kernel draws from torch's generators: ``generator`` is a ``torch.Generator`` (None: torch's default one),
``device`` where the draw happens. The numbers are torch's, not MindSpore's (only the initializers reproduce
MindSpore's Philox stream, :mod:`.philox`); the order of the draws and of the arithmetic on them is fixed here, so
a seeded program repeats its numbers exactly.
"""

from __future__ import annotations

import math

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


def multinomial(probs: torch.Tensor, num_samples: int, replacement: bool, *, generator=None, dtype=None):
    """Category indices drawn from the (unnormalised) rows of ``probs``, Int64 or cast to ``dtype``. Serves
    ``ops.multinomial`` (Int32), ``ops.multinomial_with_replacement``, ``ops.Multinomial``, ``mint.multinomial``."""
    out = torch.multinomial(probs, num_samples, replacement, generator=generator)
    return out if dtype is None else out.to(dtype)


def categorical(logits: torch.Tensor, num_sample: int, dtype: torch.dtype, *, generator=None) -> torch.Tensor:
    """``ops.random_categorical``: ``num_sample`` draws (with replacement) per row of ``softmax(logits)``."""
    probs = torch.softmax(logits, -1)
    return torch.multinomial(probs, num_sample, True, generator=generator).to(dtype)


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


def bernoulli_prim(x: torch.Tensor, p: torch.Tensor, *, generator=None) -> torch.Tensor:
    """MindSpore's ``Bernoulli`` primitive: 0/1 draws of probability ``p`` shaped and typed like ``x``, with its checks
    in its order. Serves ``ops.bernoulli`` (which makes a non-Tensor ``p`` the 1-element ``Tensor([p])``) and
    ``ops.Bernoulli``.

    ``p`` is a Float32/Float64 tensor of ``x``'s shape, or of one element of shape ``()`` or ``(1,)``; its values lie
    in ``[0, 1]`` (NaN passes, as on MindSpore's CPU, and draws 1).

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


from .errors import cover as _cover  # noqa: E402 - last, so that it covers every kernel above

_cover(globals())
