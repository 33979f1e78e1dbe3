"""Random primitives (`ops.StandardNormal`, `ops.UniformReal`, `ops.RandomGamma`, ...).

On CPU ``StandardNormal``, ``StandardLaplace``, ``UniformReal``, ``UniformInt``, ``TruncatedNormal``,
``RandomShuffle``, ``RandomChoiceWithMask``, ``Multinomial``, ``RandomPoisson``, ``RandomGamma``, ``Bernoulli`` and
``LogUniformCandidateSampler`` draw MindSpore 2.10's numbers: the primitive holds one C++ engine per input signature, seeded as MindSpore's
kernel seeds it (:func:`_engine`). The others, and all of them on other devices, draw from torch: a primitive
built with a nonzero ``seed``/``seed2`` owns its generator (seeded from the global seed and its own), so two
primitives with the same seeds give the same sequence; with zero seeds it draws from the global generator.
"""

from __future__ import annotations

from ... import _api
import torch

from ..._kernels import random as _K_random
from ..._kernels import stdrandom as _std
from ...common import dtype as mstype
from ...common.tensor import _device
from ..function import random_func as R
from ..function._utils import Tensor, _as_tensor, _wrap
from ._base import define


def _gen(p, device=None):
    """The primitive's own generator (created on first use) when it has seeds, else None (the global one)."""
    seed, seed2 = getattr(p, "seed", 0), getattr(p, "seed2", 0)
    if not seed and not seed2:
        return None
    g = p.__dict__.get("_generator")
    if g is None:
        from ...common import seed as _global

        g = torch.Generator(device=device or _device())
        g.manual_seed(((_global.get_seed() or 0) * 1000003 + int(seed) * 7919 + int(seed2)) % (2**63))
        p._generator = g
    return g


def _shape(shape) -> tuple:
    return R._size((shape,))


def _engine(p, key: tuple, engine: type):
    """The C++ engine of ``p``'s MindSpore CPU kernel for the signature ``key`` (``random_func._kernel_engine``),
    or None off CPU (torch's draws there)."""
    if _device().type != "cpu":
        return None
    return R._kernel_engine(p, key, engine, getattr(p, "seed", 0), getattr(p, "seed2", 0))


def _shaped_draws(engine: type, stream, torch_draw):
    """The call of a primitive drawing floats of ``shape``: on CPU ``stream(shape, g)`` from its kernel's engine
    for that shape (an ``engine``), elsewhere ``torch_draw`` from torch's generator."""

    def call(p, shape):
        shp = _shape(shape)
        g = _engine(p, (shp,), engine)
        if g is not None:
            return _wrap(stream(shp, g))
        return _wrap(torch_draw(shp, generator=_gen(p), device=_device()))

    return call


_standard_normal = _shaped_draws(_std.Minstd, _K_random.standard_normal_stream, _K_random.randn)


_SEEDS = (("seed", 0), ("seed2", 0))
StandardNormal = define("StandardNormal", R.standard_normal, _SEEDS, _standard_normal,
                        "Float32 N(0, 1) samples of ``shape``; on CPU MindSpore's numbers for the same seeds (one "
                        "stream per shape the primitive is called with, continued by later calls).",
                        "shape")  # fmt: skip


_std_laplace = _shaped_draws(_std.Minstd, _K_random.standard_laplace_stream, _K_random.laplace)
StandardLaplace = define("StandardLaplace", R.standard_laplace, _SEEDS, _std_laplace,
                         "Float32 Laplace(0, 1) samples of ``shape``; on CPU MindSpore's numbers for the same seeds "
                         "(one stream per shape the primitive is called with, continued by later calls).",
                         "shape")  # fmt: skip


_uniform_real = _shaped_draws(_std.MT19937, _K_random.uniform_real_stream, _K_random.rand)
UniformReal = define("UniformReal", R.uniform, _SEEDS, _uniform_real,
                     "Float32 U[0, 1) samples of ``shape``; on CPU MindSpore's numbers for the same seeds (one "
                     "stream per shape the primitive is called with, continued by later calls).",
                     "shape")  # fmt: skip


def _uniform_int(p, shape, lo, hi):
    shp = _shape(shape)
    low, high = int(_as_tensor(lo).reshape(-1)[0]), int(_as_tensor(hi).reshape(-1)[0])
    g = _engine(p, (shp,), _std.MT19937)
    if g is not None:
        return _wrap(_K_random.uniform_int_stream(shp, low, high, g))
    return _wrap(_K_random.randint(low, high, shp, generator=_gen(p), dtype=torch.int32, device=_device()))


UniformInt = define("UniformInt", R.uniform, _SEEDS, _uniform_int,
                    "Int32 samples in ``[minval, maxval)`` of ``shape``; on CPU MindSpore's numbers for the same "
                    "seeds (one stream per shape the primitive is called with, continued by later calls).",
                    "shape, minval, maxval")  # fmt: skip


def _multinomial(p, x, n):
    w = _as_tensor(x)
    t = w.float()
    dt = mstype.to_torch_dtype(p.dtype)
    if t.device.type == "cpu":
        g = _engine(p, (tuple(w.shape), w.dtype), _std.Minstd)
        return _wrap(_K_random.multinomial_stream(w if w.dtype in _K_random.STREAM_FLOATS else t, int(n), g, dt))
    return _wrap(_K_random.multinomial(t, int(n), True, generator=_gen(p, t.device), dtype=dt))


Multinomial = define("Multinomial", R.multinomial, (*_SEEDS, ("dtype", mstype.int32)), _multinomial,
                     "category draws (with replacement) from the rows of ``x`` (Int32 by default).",
                     "x, num_samples")  # fmt: skip
RandomCategorical = define(
    "RandomCategorical", R.random_categorical, (("dtype", mstype.int64),),
    lambda p, logits, n, seed=0: R._random_categorical(p, logits, n, seed, p.dtype),
    "category draws from unnormalised log-probabilities.", "logits, num_sample, seed",
)  # fmt: skip


def _gamma(p, shape, alpha, beta):
    a, b = _as_tensor(alpha).float(), _as_tensor(beta).float()
    ab = tuple(torch.broadcast_shapes(a.shape, b.shape))
    shp = _K_random.broadcast_shape("Gamma", "broadcast_alpha_beta", ab, _shape(shape))
    return _wrap(_K_random.standard_gamma(shp, a, b, _gen(p, a.device)))


Gamma = define("Gamma", R.gamma, _SEEDS, _gamma, "Gamma(alpha, rate beta) samples of ``shape`` (broadcast).",
               "shape, alpha, beta")  # fmt: skip


def _poisson(p, shape, mean):
    m = _as_tensor(mean).float()
    shp = _K_random.broadcast_shape("Poisson", "mean", tuple(m.shape), _shape(shape))
    return _wrap(_K_random.poisson(m, shp, generator=_gen(p, m.device)).int())


Poisson = define("Poisson", R.poisson, _SEEDS, _poisson, "Int32 Poisson(mean) samples of ``shape`` (broadcast).",
                 "shape, mean")  # fmt: skip


def _random_gamma(p, shape, alpha):
    a = _as_tensor(alpha)
    shp = _shape(shape) + tuple(a.shape)
    if a.device.type == "cpu" and a.dtype in _K_random.STREAM_FLOATS:  # the kernel's Philox, one per signature
        states = p.__dict__.setdefault("_gamma_states", {})
        key = (_shape(shape), tuple(a.shape), a.dtype)
        if key not in states:
            states[key] = R._gamma_state(p.seed, p.seed2)
        return _wrap(_K_random.random_gamma_stream(_shape(shape), a, states[key]))
    return _wrap(_K_random.standard_gamma(shp, a.float(), None, _gen(p, a.device)).to(a.dtype))


RandomGamma = define("RandomGamma", R.random_gamma, _SEEDS, _random_gamma,
                     "Gamma(alpha, 1) samples of ``shape + alpha.shape``; on CPU MindSpore's numbers for the same "
                     "seeds (one Philox stream per signature, continued by later calls).", "shape, alpha")  # fmt: skip


def _random_poisson(p, shape, rate):
    r = _as_tensor(rate).float()
    if r.device.type == "cpu":  # MindSpore's kernel stream, one per signature
        rt, shp = _as_tensor(rate), _shape(shape)
        g = _engine(p, (shp, tuple(rt.shape), rt.dtype), _std.pcg_mt19937)
        return _wrap(_K_random.random_poisson_stream(rt, shp, g, mstype.to_torch_dtype(p.dtype)))
    shp = _shape(shape) + tuple(r.shape)
    return _wrap(_K_random.poisson(r, shp, generator=_gen(p, r.device)).to(mstype.to_torch_dtype(p.dtype)))


RandomPoisson = define("RandomPoisson", R.random_poisson, (*_SEEDS, ("dtype", mstype.int64)), _random_poisson,
                       "Poisson(rate) samples of ``shape + rate.shape`` (Int64 by default); on CPU MindSpore's numbers "
                       "for the same seeds (one stream per signature, continued by later calls).", "shape, rate")  # fmt: skip


def _random_shuffle(p, x):
    t = _as_tensor(x)
    if t.device.type == "cpu":
        return _wrap(_K_random.shuffle_stream(t, _engine(p, (tuple(t.shape), t.dtype), _std.Minstd)))
    return _wrap(_K_random.shuffle(t, generator=_gen(p, t.device)))


RandomShuffle = define("RandomShuffle", R.shuffle, _SEEDS, _random_shuffle, "``x`` with its first axis permuted.",
                       "x")  # fmt: skip


def _truncated_normal(p, shape):
    if not isinstance(shape, Tensor):
        got = f"Tuple[Int64*{len(shape)}]" if isinstance(shape, tuple) else type(shape).__name__
        raise TypeError(
            f"For Primitive[TruncatedNormal], the type of input argument[shape] must be Tensor but got {got}."
        )
    shp = _shape(shape)
    if len(shp) < 2:  # the kernel's check of its shape input
        from ..._kernels import errors as _errors

        raise _errors.value_error("TruncatedNormal", f"the input tensor shape must >= 2, but got {len(shp)}")
    dt = mstype.to_torch_dtype(p.dtype)
    g = _engine(p, (shp, dt), _std.Minstd)
    if g is not None:
        return _wrap(_K_random.truncated_normal_stream(shp, dt, g))
    return _wrap(_K_random.truncated_normal(shp, dt, generator=_gen(p), device=_device()))


TruncatedNormal = define("TruncatedNormal", R.normal, (("dtype", mstype.float32), *_SEEDS), _truncated_normal,
                         "N(0, 1) samples of ``shape`` truncated to [-2, 2]; on CPU MindSpore's numbers for the same "
                         "seeds (one stream per shape the primitive is called with, continued by later calls). As "
                         "there, ``shape`` must be a Tensor (else TypeError) of at least 2 axes (else ValueError).",
                         "shape")  # fmt: skip


def _bernoulli(p, x, prob):
    t = _as_tensor(x)
    if isinstance(prob, Tensor) and t.device.type == "cpu":  # MindSpore's kernel streams, kept by the primitive
        pt = _as_tensor(prob)
        state = p.__dict__.setdefault("_leftovers", {})
        return _wrap(_K_random.bernoulli_prim(t, pt, stream=R._bernoulli_stream(state, p.seed, t, pt)))
    g = None
    if p.seed not in (-1, 0):
        g = R._generator("Bernoulli", p.seed, p.offset, t.device)
    if isinstance(prob, Tensor):
        return _wrap(_K_random.bernoulli_prim(t, _as_tensor(prob), generator=g))
    return _wrap(_K_random.bernoulli(_as_tensor(prob).float(), t.shape, generator=g, dtype=t.dtype))


Bernoulli = define("Bernoulli", R.bernoulli, (("seed", -1), ("offset", 0)), _bernoulli,
                   "0/1 draws of probability ``p`` shaped and typed like ``x``.", "x, p")  # fmt: skip


def _choice_with_mask(p, x):
    t = _as_tensor(x)
    g = _engine(p, (tuple(t.shape), t.dtype), _std.Minstd) if t.device.type == "cpu" else None
    if g is not None:
        return tuple(_wrap(v) for v in _K_random.choice_with_mask_stream(t, int(p.count), g))
    return R.choice_with_mask(x, p.count, p.seed or None)


RandomChoiceWithMask = define(
    "RandomChoiceWithMask", R.choice_with_mask, (("count", 256), *_SEEDS), _choice_with_mask,
    "``count`` random positions of the True entries: ``(Int32 indices, Bool mask)``; on CPU MindSpore's picks for "
    "the same seeds (one stream per input shape the primitive is called with, continued by later calls).", "input_x",
)  # fmt: skip


def _log_uniform_candidates(p, tc):
    t = _as_tensor(tc)
    if t.device.type != "cpu":
        return R.log_uniform_candidate_sampler(tc, p.num_true, p.num_sampled, p.unique, p.range_max, p.seed)
    starts = p.__dict__.setdefault("_kernel_starts", {})  # one kernel per input signature: its Philox block
    key = (tuple(t.shape), t.dtype)
    start = starts.get(key, 0)
    starts[key] = start + (2048 * int(p.num_sampled) + 3) // 4  # each launch reserves 2048 * num_sampled words
    out = _K_random.log_uniform_candidates_stream(int(p.seed), start, t, int(p.num_sampled), bool(p.unique),
                                                  int(p.range_max))  # fmt: skip
    return tuple(_wrap(v) for v in out)


LogUniformCandidateSampler = define(
    "LogUniformCandidateSampler", R.log_uniform_candidate_sampler,
    (("num_true", 1), ("num_sampled", 5), ("unique", True), ("range_max", 5), ("seed", 0)),
    _log_uniform_candidates,
    "log-uniform candidate sampling: ``(sampled, true_expected_count, sampled_expected_count)``.", "true_classes",
)  # fmt: skip


def _randperm(p, n):
    k = int(_as_tensor(n).reshape(-1)[0])
    return _wrap(_K_random.padded_randperm(k, p.max_length, p.pad, mstype.to_torch_dtype(p.dtype), _device()))


Randperm = define("Randperm", R.randperm, (("max_length", 1), ("pad", -1), ("dtype", mstype.int32)), _randperm,
                  "a permutation of ``0..n-1`` padded with ``pad`` to ``max_length``.", "n")  # fmt: skip


def _randperm_v2(p, n):
    k = int(_as_tensor(n).reshape(-1)[0]) if isinstance(n, Tensor) else n
    return R.randperm(k, p.seed, p.offset, p.dtype)


RandpermV2 = define("RandpermV2", R.randperm, (("seed", 0), ("offset", 0), ("dtype", mstype.int64)), _randperm_v2,
                    "a permutation of ``0..n-1`` (``n`` an int or a 0-d Tensor); on CPU MindSpore's permutation "
                    "for the same ``seed``/``offset`` (``ops.randperm``).", "n")  # fmt: skip


def _cauchy(p):
    return _wrap(_K_random.cauchy(tuple(p.size), p.median, p.sigma, device=_device()))


Cauchy = define("Cauchy", R.uniform, (("size", None), ("median", 0.0), ("sigma", 1.0)), _cauchy,
                "Float32 Cauchy(median, sigma) samples of ``size``.", "")  # fmt: skip
LogNormalReverse = define(
    "LogNormalReverse", R.normal, (("mean", 1.0), ("std", 2.0)),
    lambda p, x: _wrap(_K_random.log_normal(_as_tensor(x), p.mean, p.std)),
    "``exp(N(mean, std))`` samples shaped like ``input``.", "input",
)  # fmt: skip

from ._random_prims import (  # noqa: E402,F401  (mindshim._api)
    MultinomialWithReplacement,
    NonDeterministicInts,
    ParameterizedTruncatedNormal,
    UniformCandidateSampler,
)

__all__ = _api.names(__name__)
