# More ops whose first input must be a Tensor: MindSpore's Python checks ({cls} or ops.typeof wording), primitives'
# input checks, and the AttributeError of functions that read input.ndim / .shape / .dtype first.
import numpy as np
from mindspore import Tensor, ops

NAMES = ("cov", "matrix_norm", "norm", "vector_norm", "argmax", "argmin", "pinv", "diff", "trapz", "bincount",
         "inverse", "is_complex", "matrix_diag", "zeros_like", "unique", "count_nonzero", "sequence_mask",
         "diag_embed", "size", "numel", "interpolate", "upsample", "gelu", "dropout1d", "dropout2d", "dropout3d",
         "rrelu", "pdist", "bernoulli", "choice_with_mask", "log_uniform_candidate_sampler", "rand_like",
         "randn_like", "shuffle", "deg2rad", "rad2deg", "exp2", "log2", "log10", "isnan", "digamma", "isneginf",
         "isposinf", "isreal", "signbit", "bessel_i0", "i0", "bessel_i0e", "bessel_i1e", "bessel_k1",
         "bessel_y0")  # fmt: skip

for name in NAMES:
    f = getattr(ops, name)
    for v in (1.5, True, [1], (1,), None, "a"):
        try:
            r = f(v)
            print(name, repr(v), "computed", type(r).__name__)
        except Exception as e:  # noqa: BLE001
            msg = str(e).split("\n\n----")[0].split("\n----")[0].strip()
            print(name, repr(v), type(e).__name__, msg)

x = Tensor(np.array([[3.0, 1.0, 2.0], [0.5, -1.0, 4.0]], np.float32))
print(ops.argmin(x, 1), ops.argmax(x, 1), ops.size(x), ops.numel(x), ops.zeros_like(x).shape)
print(ops.exp2(x), ops.log2(x[0]), ops.isnan(x).any(), ops.signbit(x), ops.diff(x), ops.trapz(x))
print(ops.deg2rad(x[0]), ops.vector_norm(x), ops.norm(x[0]), ops.is_complex(x), ops.unique(x[0])[0])
