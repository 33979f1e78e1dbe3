"""Random functional ops (`ops.uniform`, `ops.randn`, `ops.multinomial`, `ops.random_gamma`, ...).

Shapes and dtypes follow MindSpore 2.10. On CPU, ``standard_normal``, ``normal``, ``uniform``, ``rand``, ``randn``,
``randint``, ``randperm``, ``shuffle``, ``multinomial``, ``bernoulli``, ``random_poisson``,
``random_gamma`` and ``random_categorical`` draw MindSpore's
own numbers: as MindSpore, each call makes a new kernel seeded with ``random::GetSeed`` of the seeds
``_get_graph_seed(seed, name)`` gives (:func:`_mindspore_stream`). The others, and every op on other devices,
draw from torch's generators, so their numbers differ from MindSpore's; their seeds keep MindSpore's meaning:
without an op-level ``seed`` an op draws from the global generator (seeded by ``mindspore.set_seed``); with one,
the op keeps its own generator, seeded from ``(global seed, seed, seed2)``, so the same seeds give the same
sequence in every run, and calling ``set_seed`` again restarts those sequences.
"""

from __future__ import annotations

from ... import _api
import numpy as np
import torch

from ... import _state
from ..._kernels import random as _K_random
from ...common import dtype as mstype
from ...common.tensor import _device
from ._utils import Tensor, _as_tensor, _tensor_only, _wrap, _wrap_tuple
from ..._kernels import errors as _errors
from ... import _checkparam

__all__ = _api.names(__name__)
__getattr__, __dir__ = _api.attach(__name__)  # and the names outside __all__ (_api.UNLISTED)

# Generators of ops given an op-level seed: key -> torch.Generator. ``mindspore.set_seed`` clears it.
_GENERATORS: dict = {}


# The functional ops whose ``seed`` MindSpore passes through ``_get_graph_seed`` (its ``_get_seed(seed, name)``).
_GRAPH_SEEDED = frozenset(
    "random_gamma standard_laplace uniform standard_normal random_poisson shuffle choice_with_mask normal laplace "
    "gamma rand rand_like randn randn_like randint randint_like poisson multinomial".split()
)


def _generator(key, seed=None, seed2=0, device=None) -> torch.Generator | None:
    """The generator for an op-level seed (None/0 and seed2 0: the global generator, returned as None).

    For the ops in ``_GRAPH_SEEDED`` the seed is first checked as MindSpore's ``_get_graph_seed`` checks it: once
    ``set_seed`` was called or ``seed`` is not None/0, a non-int ``seed`` (bool, float, str, tuple, list) raises
    TypeError and a negative one ValueError, worded by ``_checkparam.check_non_negative_int`` for the op's name.
    """
    from ...common import seed as _global

    if key in _GRAPH_SEEDED:
        _global._get_graph_seed(seed, key)
    if not seed and not seed2:
        return None

    dev = torch.device(device) if device is not None else _device()
    full = (key, _global.get_seed(), int(seed or 0), int(seed2 or 0), str(dev))
    g = _GENERATORS.get(full)
    if g is None:
        g = torch.Generator(device=dev)
        base = _global.get_seed() or 0
        g.manual_seed((base * 1000003 + int(seed or 0) * 7919 + int(seed2 or 0)) % (2**63))
        _GENERATORS[full] = g
    return g


def _mindspore_stream(key: str, seed, engine: type):
    """The engine of the new kernel a MindSpore 2.10 functional random op runs on CPU: it makes a new primitive
    each call, with the seeds ``_get_graph_seed(seed, key)`` gives (which advance per call), whose kernel seeds a
    fresh C++ engine ``engine`` (:class:`.stdrandom.Minstd` / :class:`.stdrandom.MT19937`) with
    ``random::GetSeed`` of them. None on other devices: the op draws from torch's generator there, as before."""
    from ...common import seed as _global
    from ..._kernels import stdrandom as _std

    if _device().type != "cpu":
        return None
    return engine(_std.get_seed(*_global._get_graph_seed(seed, key)))


def _kernel_engine(prim, key: tuple, engine: type, seed: int, seed2: int):
    """The engine of ``prim``'s kernel for the input signature ``key`` (shapes, dtypes): MindSpore 2.10's
    PyNative keeps one CPU kernel per signature a primitive object is called with, seeded once at its creation
    with ``random::GetSeed(seed, seed2)`` (both 0: a fresh seed), so later calls of the same primitive with the
    same signature continue its stream and a new signature starts a new one."""
    from ..._kernels import stdrandom as _std

    engines = prim.__dict__.setdefault("_kernel_engines", {})
    g = engines.get(key)
    if g is None:
        g = engines[key] = engine(_std.get_seed(int(seed), int(seed2)))
    return g


def _reset_generators() -> None:
    """Forget every op-level generator (called by ``mindspore.set_seed``)."""
    _GENERATORS.clear()


_state.SEED_LISTENERS.append(_reset_generators)


def _size(size) -> tuple:
    if len(size) == 1 and isinstance(size[0], (list, tuple, Tensor)):
        size = size[0]
    if isinstance(size, Tensor):
        size = size.asnumpy().reshape(-1).tolist()
    return tuple(int(s) for s in size)


def _dt(dtype, default=torch.float32) -> torch.dtype:
    return mstype.to_torch_dtype(dtype) if dtype is not None else default


def _normal_draws(key: str, shape: tuple, seed) -> torch.Tensor:
    """Float32 N(0, 1) draws of ``shape``: on CPU those of MindSpore's ``StandardNormal`` kernel for the op's seeds
    (:func:`_mindspore_stream`), elsewhere torch's."""
    from ..._kernels import stdrandom as _std

    g = _mindspore_stream(key, seed, _std.Minstd)
    if g is not None:
        return _K_random.standard_normal_stream(shape, g)
    return _K_random.randn(shape, generator=_generator(key, seed), device=_device())


def _uniform_draws(key: str, shape: tuple, seed) -> torch.Tensor:
    """Float32 U[0, 1) draws of ``shape``: on CPU those of MindSpore's ``UniformReal`` kernel for the op's seeds,
    elsewhere torch's."""
    from ..._kernels import stdrandom as _std

    g = _mindspore_stream(key, seed, _std.MT19937)
    if g is not None:
        return _K_random.uniform_real_stream(shape, g)
    return _K_random.rand(shape, generator=_generator(key, seed), device=_device())


def _int_draws(key: str, shape: tuple, low: int, high: int, seed) -> torch.Tensor:
    """Int32 draws in ``[low, high)`` of ``shape``: on CPU those of MindSpore's ``UniformInt`` kernel for the op's
    seeds, elsewhere torch's."""
    from ..._kernels import stdrandom as _std

    g = _mindspore_stream(key, seed, _std.MT19937)
    if g is not None:
        return _K_random.uniform_int_stream(shape, low, high, g)
    return _K_random.randint(low, high, shape, generator=_generator(key, seed), dtype=torch.int32, device=_device())


def standard_normal(shape, seed=None) -> Tensor:
    """Float32 samples of N(0, 1) of ``shape``. Mirrors ``mindspore.ops.standard_normal`` (2.10): on CPU the
    numbers MindSpore draws for the same seeds (a new ``StandardNormal`` per call, seeded by ``_get_graph_seed``);
    on other devices torch's."""
    return _wrap(_normal_draws("standard_normal", _size((shape,)), seed))


def _laplace_draws(key: str, shape: tuple, seed) -> torch.Tensor:
    """Float32 Laplace(0, 1) draws of ``shape``: on CPU those of MindSpore's ``StandardLaplace`` kernel for the op's
    seeds (:func:`_mindspore_stream`), elsewhere torch's."""
    from ..._kernels import stdrandom as _std

    g = _mindspore_stream(key, seed, _std.Minstd)
    if g is not None:
        return _K_random.standard_laplace_stream(shape, g)
    return _K_random.laplace(shape, generator=_generator(key, seed), device=_device())


def standard_laplace(shape, seed=None) -> Tensor:
    """Float32 samples of Laplace(0, 1) of ``shape``. Mirrors ``mindspore.ops.standard_laplace``; on CPU MindSpore's
    numbers for the same seeds (a new ``StandardLaplace`` kernel per call, seeded by ``_get_graph_seed``)."""
    return _wrap(_laplace_draws("standard_laplace", _size((shape,)), seed))


def laplace(shape, mean, lambda_param, seed=None) -> Tensor:
    """Float32 samples of Laplace(mean, lambda_param) of ``shape`` (broadcast with the parameters).

    Mirrors ``mindspore.ops.laplace`` (2.10): ``StandardLaplace(shape) * lambda_param + mean``, on CPU with
    MindSpore's numbers for the same seeds.
    """
    m = _as_tensor(mean).float()
    b = _as_tensor(lambda_param).float()
    return _wrap(_laplace_draws("laplace", _size((shape,)), seed) * b + m)


def uniform(shape, minval, maxval, seed=None, dtype=mstype.float32) -> Tensor:
    """Samples of U[minval, maxval) of ``shape``; Int32 ``dtype`` draws integers in ``[minval, maxval)``.

    Mirrors ``mindspore.ops.uniform`` (2.10).

    Raises:
        TypeError: if ``minval``/``maxval`` are not Tensors, or ``dtype`` is not Int32/Float32.
    """
    if not isinstance(minval, Tensor) or not isinstance(maxval, Tensor):
        raise TypeError("For functional operator[uniform], the input[minval] and input[maxval] must be a Tensor.")
    td = _dt(dtype)
    if td not in (torch.int32, torch.float32):
        raise TypeError(
            f"The 'uniform' doesn't support '{dtype}' and expect to receive [mindspore.int32, mindspore.float32]."
        )
    lo, hi = _as_tensor(minval), _as_tensor(maxval)
    shp = _size((shape,))
    if td.is_floating_point:  # MindSpore: UniformReal(shape) * (maxval - minval) + minval
        return _wrap(_K_random.scale_shift(_uniform_draws("uniform", shp, seed), (hi - lo).float(), lo.float()))
    return _wrap(_int_draws("uniform", shp, int(lo.reshape(-1)[0]), int(hi.reshape(-1)[0]), seed))


def normal(shape, mean, stddev, seed=None) -> Tensor:
    """Float32 samples of N(mean, stddev) of ``shape`` broadcast with ``mean``/``stddev`` (Tensors or numbers).

    Mirrors ``mindspore.ops.normal`` (2.10).
    """
    m = _as_tensor(mean).float()
    s = _as_tensor(stddev).float()
    return _wrap(_K_random.scale_shift(_normal_draws("normal", _size((shape,)), seed), s, m))


def randn(*size, dtype=None, seed=None) -> Tensor:
    """Samples of N(0, 1) of ``size`` (default Float32). Mirrors ``mindspore.ops.randn``: on CPU MindSpore's
    numbers for the same seeds (its Float32 ``StandardNormal`` draws, cast to ``dtype``); elsewhere torch's."""
    return _wrap(_normal_draws("randn", _size(size), seed).to(_dt(dtype)))


def rand(*size, dtype=None, seed=None) -> Tensor:
    """Samples of U[0, 1) of ``size`` (default Float32). Mirrors ``mindspore.ops.rand``: on CPU MindSpore's
    numbers for the same seeds (its Float32 ``UniformReal`` draws, cast to ``dtype``); elsewhere torch's."""
    return _wrap(_uniform_draws("rand", _size(size), seed).to(_dt(dtype)))


def randint(low: int, high: int, size, seed=None, *, dtype=None) -> Tensor:
    """Integers in ``[low, high)`` of ``size`` (default Int64). Mirrors ``mindspore.ops.randint``: on CPU
    MindSpore's numbers for the same seeds (its Int32 ``UniformInt`` draws, cast to ``dtype``); elsewhere torch's."""
    return _wrap(_int_draws("randint", _size((size,)), low, high, seed).to(_dt(dtype, torch.int64)))


@_tensor_only("the 'input' must be a Tensor, but got {cls}", op="rand_like")
def rand_like(input, seed=None, *, dtype=None) -> Tensor:
    """U[0, 1) samples shaped like ``input``, of ``dtype`` (default: the input's). Mirrors ``ops.rand_like``: on CPU
    MindSpore's numbers for the same seeds (its Float32 ``UniformReal`` draws, cast to ``dtype``); elsewhere torch's.

    Raises:
        ValueError: if the resulting dtype is not a float type.
    """
    t = _as_tensor(input)
    td = _dt(dtype, t.dtype)
    if not td.is_floating_point:
        raise _errors.value_error("rand_like", f"the 'dtype' must be a float type, but got {mstype._FROM_TORCH[td]}.")
    return _wrap(_uniform_draws("rand_like", tuple(t.shape), seed).to(td))


@_tensor_only("the 'input' must be a Tensor, but got {cls}", op="randn_like")
def randn_like(input, seed=None, *, dtype=None) -> Tensor:
    """N(0, 1) samples shaped like ``input``, of ``dtype`` (default Float32, whatever the input's dtype). Mirrors
    ``mindspore.ops.randn_like``: on CPU MindSpore's numbers for the same seeds (its Float32 ``StandardNormal``
    draws, cast to ``dtype``); elsewhere torch's.

    Raises:
        ValueError: if ``dtype`` is not a float type.
    """
    t = _as_tensor(input)
    td = _dt(dtype)
    if not td.is_floating_point:
        raise _errors.value_error("randn_like", f"the 'dtype' must be a float type, but got {mstype._FROM_TORCH[td]}.")
    return _wrap(_normal_draws("randn_like", tuple(t.shape), seed).to(td))


def randint_like(input, low: int, high: int, seed=None, *, dtype=None) -> Tensor:
    """Integers in ``[low, high)`` shaped like ``input``, of ``dtype`` (default: the input's).

    Mirrors ``mindspore.ops.randint_like`` (2.10): on CPU MindSpore's numbers for the same seeds (its Int32
    ``UniformInt`` draws, cast to ``dtype``); elsewhere torch's.

    Raises:
        ValueError: if the resulting dtype is not an integer type.
        TypeError: ``low`` or ``high`` not an int (a bool included).
    """
    t = _as_tensor(input)
    td = _dt(dtype, t.dtype)
    if td.is_floating_point or td.is_complex or td == torch.bool:
        raise _errors.value_error("randint_like", f"the 'dtype' must be an int type, but got {mstype._FROM_TORCH[td]}.")
    for name, v in (("low", low), ("high", high)):
        if not isinstance(v, int) or isinstance(v, bool):
            raise _errors.type_error("randint_like", f"'{name}' must be an int, but got {type(v)}.")
    return _wrap(_int_draws("randint_like", tuple(t.shape), low, high, seed).to(td))


def multinomial(input, num_samples: int, replacement: bool = True, seed=None) -> Tensor:
    """Int32 draws of category indices from the (unnormalised) rows of ``input``. Mirrors ``mindspore.ops.multinomial``
    (2.10; Int32 result, ``replacement`` default True): on CPU MindSpore's numbers for the same seeds (a new
    ``Multinomial`` per call; without replacement the ``top_k`` of ``log(UniformReal) / (input + 1e-6)``); on
    other devices torch's.

    Raises:
        ValueError: an ``input`` that is not 1-D or 2-D, or more ``num_samples`` than categories without
            ``replacement`` (MindSpore's wording).
    """
    t = _as_tensor(input).float()
    if t.ndim not in (1, 2):
        raise _errors.value_error("multinomial", f"the dimension of inputs must be 1d or 2d, but got {t.ndim}.")
    if not replacement and isinstance(num_samples, int) and num_samples > t.shape[-1]:
        raise _errors.value_error(
            "multinomial",
            "the 'num_samples' must be less than the last dimension of input without "
            f"'replacement', but got 'num_samples': {num_samples} and 'replacement': {replacement}",
        )
    from ..._kernels import stdrandom as _std

    if t.device.type == "cpu":  # MindSpore's numbers: Multinomial, or without replacement UniformReal and top_k
        g = _mindspore_stream("multinomial", seed, _std.Minstd if replacement else _std.MT19937)
        if replacement:
            w = _as_tensor(input)
            w = w if w.dtype in _K_random.STREAM_FLOATS else t
            return _wrap(_K_random.multinomial_stream(w, num_samples, g, torch.int32))
        u = _K_random.uniform_real_stream(tuple(t.shape), g)
        return _wrap(_K_random.gumbel_top_k(u, t, int(num_samples)))
    g = _generator("multinomial", seed, device=t.device)
    return _wrap(_K_random.multinomial(t, num_samples, replacement, generator=g, dtype=torch.int32))


def multinomial_with_replacement(x, seed, offset, numsamples: int, replacement: bool = False) -> Tensor:
    """Int64 category draws from the rows of ``x`` (1-D or 2-D nonnegative weights).

    Mirrors ``mindspore.ops.multinomial_with_replacement`` (2.10): a new ``ops.MultinomialWithReplacement`` for
    each call, so the draws are MindSpore's for the same ``seed``/``offset`` (ints or Int64 Tensors).

    Raises:
        TypeError: ``seed``/``offset`` neither an int nor a Tensor; as ``ops.MultinomialWithReplacement``.
        ValueError: as ``ops.MultinomialWithReplacement``.
    """
    from ..operations._random_prims import MultinomialWithReplacement

    for arg, v in (("seed", seed), ("offset", offset)):
        if not isinstance(v, Tensor) and (isinstance(v, bool) or not isinstance(v, int)):
            raise TypeError(f"For multinomial_with_replacement, the input[{arg}] must be int, but got {type(v)}.")
    seed = seed if isinstance(seed, Tensor) else Tensor(seed, mstype.int64)
    offset = offset if isinstance(offset, Tensor) else Tensor(offset, mstype.int64)
    return MultinomialWithReplacement(numsamples, replacement)(x, seed, offset)


def uniform_candidate_sampler(true_classes, num_true, num_sampled, unique, range_max, seed=0,
                              remove_accidental_hits=False) -> tuple:  # fmt: skip
    """``num_sampled`` classes uniform in ``[0, range_max)``: ``(sampled_candidates, true_expected_count,
    sampled_expected_count)``.

    Mirrors ``mindspore.ops.uniform_candidate_sampler`` (2.10, deprecated since 2.9.0): a new
    ``ops.UniformCandidateSampler`` for each call, so the candidates are MindSpore's for the same nonzero ``seed``.

    Raises:
        TypeError / ValueError: as ``ops.UniformCandidateSampler``.
    """
    from ..operations._random_prims import UniformCandidateSampler
    from .array_func import _deprecated

    _deprecated("ops.uniform_candidate_sampler", "2.9.0")
    op = UniformCandidateSampler(num_true, num_sampled, unique, range_max, seed, remove_accidental_hits)
    return op(true_classes)


@_tensor_only("Primitive[Bernoulli](x)")
def bernoulli(input, p=0.5, seed=None) -> Tensor:
    """0/1 draws with probability ``p``, shaped and typed like ``input``. Mirrors ``mindspore.ops.bernoulli`` (2.10):
    on CPU MindSpore's numbers for the same ``seed`` (its cached ``Bernoulli(seed)`` primitive, whose kernels keep
    their Philox words across calls); on other devices torch's.

    ``p`` is a Float32/Float64 Tensor of the input's shape or of one element, or a Python float (taken as
    ``Tensor([p])``, so an int, a bool or a list of ints is an Int64/Bool Tensor and refused). ``seed`` (default
    None, i.e. -1) must be an int.

    Raises:
        TypeError: ``seed`` not an int (``_checkparam.check_is_int``'s message);
            ``p`` that makes no Tensor (None, a str) or a Tensor not Float32/Float64.
        ValueError: ``p`` of another shape and size, or with a value outside ``[0, 1]``.
    """
    if seed is None:
        seed = -1
    _checkparam.check_is_int(seed, "seed", "bernoulli")
    t = _as_tensor(input)
    pt = _as_tensor(p if isinstance(p, Tensor) else Tensor([p]))
    if t.device.type == "cpu":  # MindSpore caches one Bernoulli(seed) primitive per seed: its kernels' streams
        return _wrap(_K_random.bernoulli_prim(t, pt, stream=_bernoulli_stream(_BERNOULLI, seed, t, pt)))
    g = _generator("bernoulli", seed if seed != -1 else None, device=t.device)
    return _wrap(_K_random.bernoulli_prim(t, pt, generator=g))


# The leftover Philox words of the kernels of the Bernoulli(seed) primitives ops.bernoulli caches (MindSpore's
# _get_cache_prim keeps them for the whole process; set_seed does not reset them).
_BERNOULLI: dict = {}


def _bernoulli_stream(state: dict, seed: int, x: torch.Tensor, p: torch.Tensor):
    """The Philox stream of one launch of MindSpore's ``Bernoulli`` CPU kernel for the signature of ``x`` and
    ``p``: ``PhiloxRandom(seed, 0)`` (its ``offset`` attribute is not read) re-made at each launch, first using
    the words its previous launch left in ``state``; seed -1 draws fresh seeds each launch."""
    from ..._kernels import stdrandom as _std

    key = (int(seed), tuple(x.shape), x.dtype, tuple(p.shape), p.dtype)
    g = _std.Philox(*(_std.fresh_seeds(2) if seed == -1 else (int(seed), 0)))
    g.words = state.get(key, [])
    return _LeftoverSaver(g, state, key)


class _LeftoverSaver:
    """A :class:`.stdrandom.Philox` whose words left after :meth:`take` are stored back in ``state[key]``."""

    def __init__(self, g, state: dict, key: tuple) -> None:
        self.g, self.state, self.key = g, state, key

    def take(self, n: int):
        out = self.g.take(n)
        self.state[self.key] = self.g.words
        return out


def _get_seed(op_seed: int | None, kernel_name: str) -> tuple[int, int]:
    """The ``(graph seed, op seed)`` pair a random op named ``kernel_name`` runs with. Mirrors
    ``mindspore.ops.function.random_func._get_seed`` (2.10), which is ``common.seed._get_graph_seed``: ``(0, 0)``
    without ``set_seed`` and ``op_seed``; each later call with the same ``(kernel_name, op_seed)`` advances the op
    seed until ``set_seed`` restarts it.

    Raises:
        TypeError, ValueError: an ``op_seed`` that is not a non-negative int once a seed is in effect.
    """
    from ...common.seed import _get_graph_seed

    return _get_graph_seed(op_seed, kernel_name)


def _set_prim_op_user_data(prim, key: str, value):
    """``prim`` with the attribute ``key`` set to ``value`` (``prim.add_prim_attr``), returned for chaining. Mirrors
    ``mindspore.ops.function.random_func._set_prim_op_user_data`` (2.10; ``"random_cache"`` is the key MindSpore's
    random ops read, kept here as a plain attribute)."""
    prim.add_prim_attr(key, value)
    return prim


def randperm(n: int, seed: int = 0, offset: int = 0, dtype=mstype.int64) -> Tensor:
    """A random permutation of ``0..n-1`` of ``dtype`` (default Int64). Mirrors ``mindspore.ops.randperm`` (2.10):
    on CPU MindSpore's ``RandpermV2`` permutation (an ``mt19937`` seeded with ``offset``, or ``seed`` when
    ``offset`` is 0; the same arguments always give the same permutation); on other devices torch's."""
    if _device().type == "cpu":
        return _wrap(_K_random.randperm_stream(int(n), int(seed), int(offset), _dt(dtype)))
    g = _generator("randperm", seed, offset)
    return _wrap(_K_random.randperm(int(n), generator=g, dtype=_dt(dtype), device=_device()))


@_tensor_only("Primitive[RandomShuffle](input_x)")
def shuffle(x, seed=None) -> Tensor:
    """``x`` with its first axis randomly permuted. Mirrors ``mindspore.ops.shuffle``: on CPU MindSpore's
    permutation for the same seeds (a new ``RandomShuffle`` per call, seeded by ``_get_graph_seed``); on other
    devices torch's."""
    from ..._kernels import stdrandom as _std

    t = _as_tensor(x)
    if t.device.type == "cpu":
        return _wrap(_K_random.shuffle_stream(t, _mindspore_stream("shuffle", seed, _std.Minstd)))
    return _wrap(_K_random.shuffle(t, generator=_generator("shuffle", seed, device=t.device)))


def gamma(shape, alpha, beta, seed=None) -> Tensor:
    """Gamma(alpha, rate ``beta``) samples of ``shape`` broadcast with ``alpha``/``beta``. Mirrors ``ops.gamma``
    (2.10; MindSpore's CPU build has no kernel for it)."""
    a = _as_tensor(alpha).float()
    b = _as_tensor(beta).float()
    shp = torch.broadcast_shapes(_size((shape,)), a.shape, b.shape)
    return _wrap(_K_random.standard_gamma(shp, a, b, _generator("gamma", seed, device=a.device)))


def random_gamma(shape, alpha, seed=None) -> Tensor:
    """Gamma(alpha, 1) samples of shape ``shape + alpha.shape`` (``shape`` a 1-D integer Tensor), typed like ``alpha``.

    Mirrors ``mindspore.ops.random_gamma`` (2.10): on CPU MindSpore's numbers for the same seeds (a new
    ``RandomGamma`` per call, its Philox keyed by the seeds ``_get_graph_seed`` gives); on other devices torch's.
    """
    a = _as_tensor(alpha)
    shp = _size((shape,)) + tuple(a.shape)
    if a.device.type == "cpu" and a.dtype in _K_random.STREAM_FLOATS:
        from ...common import seed as _global

        state = _gamma_state(*_global._get_graph_seed(seed, "random_gamma"))
        return _wrap(_K_random.random_gamma_stream(_size((shape,)), a, state))
    return _wrap(
        _K_random.standard_gamma(shp, a.float(), None, _generator("random_gamma", seed, device=a.device)).to(a.dtype)
    )


def _gamma_state(seed: int, seed2: int) -> list:
    """A new ``GuardedPhiloxRandom`` of MindSpore's ``RandomGamma`` kernel: ``[seed, seed2, next block]`` (both
    seeds 0: fresh 64-bit ones)."""
    from ..._kernels import stdrandom as _std

    if seed == 0 and seed2 == 0:
        seed, seed2 = _std.fresh_seeds(2)
    return [int(seed), int(seed2), 0]


def poisson(shape, mean, seed=None) -> Tensor:
    """Poisson(mean) samples (Float32) of ``shape`` broadcast with ``mean``. Mirrors ``mindspore.ops.poisson``
    (1.x name; MindSpore's CPU build has no kernel for it)."""
    m = _as_tensor(mean).float()
    shp = torch.broadcast_shapes(_size((shape,)), m.shape)
    return _wrap(_K_random.poisson(m, shp, generator=_generator("poisson", seed, device=m.device)))


def random_poisson(shape, rate, seed=None, dtype=mstype.float32) -> Tensor:
    """Poisson(rate) samples of shape ``shape + rate.shape`` (``shape`` a 1-D integer Tensor), of ``dtype``.

    Mirrors ``mindspore.ops.random_poisson`` (2.10): on CPU MindSpore's numbers for the same seeds (a new
    ``RandomPoisson`` per call, seeded by ``_get_graph_seed``); on other devices torch's.
    """
    r = _as_tensor(rate).float()
    shp = _size((shape,)) + tuple(r.shape)
    if r.device.type == "cpu":  # MindSpore's numbers: a new RandomPoisson kernel per call
        from ..._kernels import stdrandom as _std

        g = _mindspore_stream("random_poisson", seed, _std.pcg_mt19937)
        return _wrap(_K_random.random_poisson_stream(_as_tensor(rate), _size((shape,)), g, _dt(dtype)))
    out = _K_random.poisson(r, shp, generator=_generator("random_poisson", seed, device=r.device))
    return _wrap(out.to(_dt(dtype)))


def random_categorical(logits, num_sample: int, seed: int = 0, dtype=mstype.int64) -> Tensor:
    """``num_sample`` category draws per row of the 2-D unnormalised log-probabilities ``logits``, of ``dtype``.

    Mirrors ``mindspore.ops.random_categorical`` / ``ops.RandomCategorical`` / ``Tensor.random_categorical`` (2.10):
    the numbers MindSpore's CPU kernel draws for the same ``seed`` (``_kernels.random.categorical_stream``).
    """
    return _random_categorical(None, logits, num_sample, seed, dtype)


def _random_categorical(prim, logits, num_sample: int, seed: int, dtype) -> Tensor:
    """The draws of ``RandomCategorical``: MindSpore runs one CPU kernel per seed value a primitive is called with,
    each keeping its ``minstd_rand0`` stream across calls (``prim``: that primitive; None, as
    ``ops.random_categorical`` makes a new primitive per call: a fresh stream). Seed 0 starts from a fresh seed."""
    from ..._kernels import stdrandom as _std

    lg = _as_tensor(logits)
    seed = int(seed)
    streams = getattr(prim, "_streams", None) if prim is not None else None
    if streams is None:
        streams = {}
        if prim is not None:
            prim._streams = streams
    g = streams.get(seed) if seed else None
    if g is None:
        g = _std.Minstd(_std.mix_seeds(0, seed) if seed else _std.fresh_seeds(1)[0])
        if seed:
            streams[seed] = g
    return _wrap(_K_random.categorical_stream(lg, int(num_sample), _dt(dtype), g))


@_tensor_only("Primitive[LogUniformCandidateSampler](true_classes)")
def log_uniform_candidate_sampler(true_classes, num_true: int = 1, num_sampled: int = 5, unique: bool = True,
                                  range_max: int = 5, seed: int = 0) -> tuple:  # fmt: skip
    """Sample ``num_sampled`` classes from the log-uniform (Zipfian) distribution over ``[0, range_max)``.

    Mirrors ``mindspore.ops.log_uniform_candidate_sampler`` (2.10). Returns ``(sampled_candidates Int64
    (num_sampled,), true_expected_count Float32 (batch, num_true), sampled_expected_count Float32 (num_sampled,))``.
    On CPU MindSpore's samples: a new ``LogUniformCandidateSampler`` per call, whose kernel's Philox stream is fixed
    by ``seed`` (0 included), so every call with the same arguments gives the same samples
    (:func:`.random.log_uniform_candidates_stream`).
    """
    tc = _as_tensor(true_classes)
    if tc.device.type == "cpu":
        return _wrap_tuple(
            _K_random.log_uniform_candidates_stream(int(seed), 0, tc, int(num_sampled), bool(unique), int(range_max))
        )
    g = _generator("log_uniform_candidate_sampler", seed, device=tc.device)
    return _wrap_tuple(_K_random.log_uniform_candidate_sampler(tc, num_sampled, unique, range_max, g))


@_tensor_only("input must be a Tensor, but got: {typeof}.", op="RandomChoiceWithMask")
def choice_with_mask(input_x, count: int = 256, seed=None) -> tuple:
    """Pick ``count`` random positions of the True entries of the Bool ``input_x``: ``(Int32 indices (count, ndim),
    Bool mask (count,))``, padded with zeros/False when there are fewer. Mirrors ``mindspore.ops.choice_with_mask``:
    a new ``RandomChoiceWithMask`` per call, seeded by ``_get_graph_seed``, so on CPU MindSpore's picks
    (:func:`.random.choice_with_mask_stream`)."""
    from ..._kernels import stdrandom as _std

    t = _as_tensor(input_x)
    g = _mindspore_stream("choice_with_mask", seed, _std.Minstd) if t.device.type == "cpu" else None
    if g is not None:
        return _wrap_tuple(_K_random.choice_with_mask_stream(t, count, g))
    return _wrap_tuple(_K_random.choice_with_mask(t, count, _generator("choice_with_mask", seed, device=t.device)))


# Tensor methods (MindSpore 2.10); the in-place ones fill ``self`` and return it.
def _inplace_fill(self, t: torch.Tensor):
    data = self._data()
    with torch.no_grad():
        data.copy_(t.to(data.dtype))
    return self


def _bernoulli_m(self, *, generator=None) -> Tensor:
    """``Tensor.bernoulli()``: 0/1 draws with the probabilities held in ``self``."""
    t = self._data()
    return _wrap(_K_random.bernoulli(t.float(), generator=generator, dtype=t.dtype))


def _bernoulli_(self, p=0.5, *, generator=None) -> Tensor:
    """``Tensor.bernoulli_(p)``: fill ``self`` with 0/1 draws of probability ``p``."""
    t = self._data()
    pt = _as_tensor(p).float() if isinstance(p, Tensor) else float(p)
    return _inplace_fill(self, _K_random.bernoulli(pt, t.shape, generator=generator, device=t.device))


def _cauchy(self, median: float = 0.0, sigma: float = 1.0) -> Tensor:
    """``Tensor.cauchy(median, sigma)``: Float32 Cauchy samples shaped like ``self``."""
    t = self._data()
    return _wrap(_K_random.cauchy(t.shape, median, sigma, dtype=torch.float32, device=t.device))


def _exponential_(self, lambd: float = 1, *, generator=None) -> Tensor:
    """``Tensor.exponential_(lambd)``: fill ``self`` with Exponential(lambd) samples."""
    t = self._data()
    return _inplace_fill(self, _K_random.exponential(t.shape, lambd, generator=generator, device=t.device))


def _log_normal(self, mean: float = 1.0, std: float = 2.0) -> Tensor:
    """``Tensor.log_normal(mean, std)``: ``exp(N(mean, std))`` samples shaped and typed like ``self``."""
    t = self._data()
    dt = t.dtype if t.is_floating_point() else torch.float32
    return _wrap(_K_random.log_normal(t, mean, std, dt))


def _normal_(self, mean=0, std=1, *, generator=None) -> Tensor:
    """``Tensor.normal_(mean, std)``: fill ``self`` with N(mean, std) samples."""
    t = self._data()
    return _inplace_fill(self, _K_random.normal(t.shape, float(mean), float(std), generator=generator, device=t.device))


def _random_(self, from_=0, to=None, *, generator=None) -> Tensor:
    """``Tensor.random_(from_, to)``: fill ``self`` with integers in ``[from_, to)`` (``random_(n)``: ``[0, n)``;
    no bound: ``[0, 2**mantissa]`` for floats, the dtype's maximum for integers, as torch)."""
    t = self._data()
    with torch.no_grad():
        if to is None and from_ == 0:
            t.random_(generator=generator)
        elif to is None:
            t.random_(0, from_, generator=generator)
        else:
            t.random_(from_, to, generator=generator)
    return self


def _uniform(self, from_=0.0, to=1.0, generator=None) -> Tensor:
    """``Tensor.uniform(from_, to)``: U[from_, to) samples shaped and typed like ``self``."""
    t = self._data()
    return _wrap(_K_random.uniform_like(t, float(from_), float(to), generator=generator))


def _bound(v) -> float:
    """A bound of ``uniform_``: a number, or a one-element Tensor (MindSpore's ``ValueError`` otherwise)."""
    if isinstance(v, Tensor):
        if v.size != 1:
            a = _as_tensor(v).detach().cpu().numpy()
            text = np.array2string(a, separator=" ", formatter={"float_kind": lambda e: f"{e: .8e}"})
            raise ValueError(
                "Can only convert tensor with one element to number, but got "
                f"Tensor(shape={list(a.shape)}, dtype={v.dtype}, value={text})"
            )
        return float(_as_tensor(v).item())
    return float(v)


def uniform_(input, from_=0, to=1, *, generator=None) -> Tensor:
    """Fill ``input`` in place with U[from_, to) samples and return it.

    Mirrors ``mindspore.ops.function.random_func.uniform_`` (2.10; also ``ops.functional.uniform_``), the function
    behind ``Tensor.uniform_``. ``from_``/``to``: numbers or one-element Tensors; ``generator`` a
    ``mindspore.Generator`` (None: the default one). Known difference: MindSpore 2.10's CPU build has no
    ``InplaceUniform`` kernel (reading the result raises RuntimeError there); mindshim fills the tensor.

    Raises:
        TypeError: ``input`` not a Tensor, or a bound neither a number nor a Tensor (MindSpore's
            ``Failed calling InplaceUniform`` message).
        ValueError: a bound Tensor of more than one element.
    """
    if not isinstance(input, Tensor) or any(
        isinstance(b, (str, bytes, list, tuple, dict)) or b is None for b in (from_, to)
    ):
        names = (("input", input), ("from_", from_), ("to", to))
        args = ", ".join(f"{n}={_errors.type_name(v)}" for n, v in names)
        raise TypeError(f'Failed calling InplaceUniform with "InplaceUniform()({args}, seed=Tensor, offset=Tensor)".')
    return _uniform_(input, _bound(from_), _bound(to), generator=generator)


def _uniform_(self, from_=0, to=1, *, generator=None) -> Tensor:
    """``Tensor.uniform_(from_, to)``: fill ``self`` with U[from_, to) samples."""
    gen = getattr(generator, "_torch", generator)  # a mindspore.Generator is backed by a torch.Generator
    with torch.no_grad():
        self._data().uniform_(float(from_), float(to), generator=gen)
    return self
