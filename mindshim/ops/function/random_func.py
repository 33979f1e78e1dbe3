"""Random functional ops (`ops.randn`, `ops.uniform`, `ops.standard_normal`, ...) drawing from torch's generator.

Shapes and dtypes follow MindSpore 2.10; the drawn numbers come from torch's RNG (seeded by
``mindspore.set_seed``), so they differ from the numbers MindSpore draws for the same seed.
"""

from __future__ import annotations

import torch

from ...common import dtype as mstype
from ...common.tensor import _device
from ._utils import Tensor, _as_tensor, _wrap

__all__ = [
    "standard_normal", "standard_laplace", "uniform", "normal", "randn", "rand", "randint", "rand_like",
    "randn_like", "randint_like", "multinomial", "bernoulli", "randperm", "shuffle", "gamma", "poisson",
]  # fmt: skip


def _size(size) -> tuple:
    if len(size) == 1 and isinstance(size[0], (list, tuple)):
        size = size[0]
    if isinstance(size, Tensor):
        size = size.asnumpy().tolist()
    return tuple(int(s) for s in size)


def _dt(dtype, default=torch.float32) -> torch.dtype:
    return mstype.to_torch_dtype(dtype) if dtype is not None else default


def standard_normal(shape, seed: int = 0, seed2: int = 0) -> Tensor:
    """Float32 samples of N(0, 1) of ``shape``. Mirrors ``mindspore.ops.standard_normal`` / ``ops.StandardNormal``."""
    return _wrap(torch.randn(_size((shape,)), device=_device()))


def standard_laplace(shape, seed: int = 0, seed2: int = 0) -> Tensor:
    """Float32 samples of Laplace(0, 1). Mirrors ``mindspore.ops.standard_laplace``."""
    d = torch.distributions.Laplace(0.0, 1.0)
    return _wrap(d.sample(_size((shape,))).to(_device()))


def uniform(shape, minval, maxval, seed=None, dtype=mstype.float32) -> Tensor:
    """Samples of U[minval, maxval) of ``shape``. Mirrors ``mindspore.ops.uniform`` (2.10).

    Integer ``dtype`` draws integers in ``[minval, maxval)``.
    """
    lo = float(_as_tensor(minval)) if not isinstance(minval, (int, float)) else minval
    hi = float(_as_tensor(maxval)) if not isinstance(maxval, (int, float)) else maxval
    td = _dt(dtype)
    shp = _size((shape,))
    if td.is_floating_point:
        return _wrap(torch.rand(shp, dtype=td, device=_device()) * (hi - lo) + lo)
    return _wrap(torch.randint(int(lo), int(hi), shp, dtype=td, device=_device()))


def normal(shape, mean, stddev, seed=None) -> Tensor:
    """Float32 samples of N(mean, stddev) of ``shape`` (``mean``/``stddev`` broadcast). Mirrors ``ops.normal``."""
    m = _as_tensor(mean).float()
    s = _as_tensor(stddev).float()
    z = torch.randn(_size((shape,)), device=_device())
    return _wrap(z * s + m)


def randn(*size, dtype=None, seed=None) -> Tensor:
    """Samples of N(0, 1) of ``size`` (default Float32). Mirrors ``mindspore.ops.randn``."""
    return _wrap(torch.randn(_size(size), dtype=_dt(dtype), device=_device()))


def rand(*size, dtype=None, seed=None) -> Tensor:
    """Samples of U[0, 1) of ``size`` (default Float32). Mirrors ``mindspore.ops.rand``."""
    return _wrap(torch.rand(_size(size), dtype=_dt(dtype), device=_device()))


def randint(low: int, high: int, size, seed=None, *, dtype=None) -> Tensor:
    """Integers in ``[low, high)`` of ``size`` (default Int64). Mirrors ``mindspore.ops.randint``."""
    return _wrap(torch.randint(low, high, _size((size,)), dtype=_dt(dtype, torch.int64), device=_device()))


def rand_like(input, seed=None, *, dtype=None) -> Tensor:  # noqa: A002
    """U[0, 1) samples shaped like ``input``. Mirrors ``mindspore.ops.rand_like``."""
    t = _as_tensor(input)
    return _wrap(torch.rand(t.shape, dtype=_dt(dtype, t.dtype), device=t.device))


def randn_like(input, seed=None, *, dtype=None) -> Tensor:  # noqa: A002
    """N(0, 1) samples shaped like ``input``. Mirrors ``mindspore.ops.randn_like``."""
    t = _as_tensor(input)
    return _wrap(torch.randn(t.shape, dtype=_dt(dtype, t.dtype), device=t.device))


def randint_like(input, low: int, high: int, seed=None, *, dtype=None) -> Tensor:  # noqa: A002
    """Integers in ``[low, high)`` shaped like ``input``. Mirrors ``mindspore.ops.randint_like``."""
    t = _as_tensor(input)
    return _wrap(torch.randint(low, high, t.shape, dtype=_dt(dtype, t.dtype), device=t.device))


def multinomial(input, num_samples: int, replacement: bool = True, seed=None) -> Tensor:  # noqa: A002
    """Int64 draws from the categorical distributions in the rows of ``input``. Mirrors ``ops.multinomial``."""
    return _wrap(torch.multinomial(_as_tensor(input).float(), num_samples, replacement))


def bernoulli(input, p=0.5, seed=None) -> Tensor:  # noqa: A002
    """0/1 draws with probability ``p``, shaped and typed like ``input``. Mirrors ``mindspore.ops.bernoulli``."""
    t = _as_tensor(input)
    pt = _as_tensor(p).float() if isinstance(p, Tensor) else torch.full(t.shape, float(p), device=t.device)
    return _wrap(torch.bernoulli(pt.expand(t.shape)).to(t.dtype))


def randperm(n: int, seed: int = 0, offset: int = 0, dtype=mstype.int64) -> Tensor:
    """A random permutation of ``0..n-1``. Mirrors ``mindspore.ops.randperm``."""
    return _wrap(torch.randperm(int(n), dtype=_dt(dtype), device=_device()))


def shuffle(x, seed=None) -> Tensor:
    """``x`` with its first axis randomly permuted. Mirrors ``mindspore.ops.shuffle``."""
    t = _as_tensor(x)
    return _wrap(t[torch.randperm(t.shape[0], device=t.device)])


def gamma(shape, alpha, beta, seed=None) -> Tensor:
    """Gamma(alpha, beta) samples. Mirrors ``mindspore.ops.gamma``."""
    a = _as_tensor(alpha).float()
    b = _as_tensor(beta).float()
    shp = _size((shape,)) + tuple(torch.broadcast_shapes(a.shape, b.shape))
    return _wrap(torch.distributions.Gamma(a, b).sample(shp[: len(shp) - a.ndim] if a.ndim else shp))


def poisson(shape, mean, seed=None) -> Tensor:
    """Poisson(mean) samples. Mirrors ``mindspore.ops.random_poisson``."""
    m = _as_tensor(mean).float()
    return _wrap(torch.poisson(m.expand(_size((shape,)) + tuple(m.shape))))
