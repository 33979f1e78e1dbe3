"""Random primitives (`ops.StandardNormal`, `ops.UniformReal`, `ops.UniformInt`, ...) drawing from torch's RNG."""

from __future__ import annotations

from ...common import dtype as mstype
from ..function import random_func as R
from ._base import define

_SEEDS = (("seed", 0), ("seed2", 0))
StandardNormal = define("StandardNormal", R.standard_normal, _SEEDS, lambda p, shape: R.standard_normal(shape),
                        "Float32 N(0, 1) samples of ``shape`` (torch's generator).", "shape")  # fmt: skip
StandardLaplace = define("StandardLaplace", R.standard_laplace, _SEEDS, lambda p, shape: R.standard_laplace(shape),
                         "Float32 Laplace(0, 1) samples of ``shape``.", "shape")  # fmt: skip
UniformReal = define("UniformReal", R.uniform, _SEEDS, lambda p, shape: R.uniform(shape, 0.0, 1.0),
                     "Float32 U[0, 1) samples of ``shape`` (torch's generator).", "shape")  # fmt: skip
UniformInt = define("UniformInt", R.uniform, _SEEDS,
                    lambda p, shape, lo, hi: R.uniform(shape, lo, hi, dtype=mstype.int32),
                    "Int32 samples in ``[minval, maxval)`` of ``shape``.", "shape, minval, maxval")  # fmt: skip
Multinomial = define("Multinomial", R.multinomial, _SEEDS, lambda p, x, n: R.multinomial(x, n),
                     "categorical draws from the rows of ``x``.", "x, num_samples")  # fmt: skip
RandomCategorical = Multinomial

__all__ = [n for n, v in list(globals().items()) if isinstance(v, type) and n[0].isupper()]
