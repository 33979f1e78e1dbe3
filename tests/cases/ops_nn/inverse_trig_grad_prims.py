# Backward primitives of the inverse trig/hyperbolic functions in ops.operations._grad_ops: values, dtypes, errors.
import numpy as np
from mindspore import Tensor
from mindspore.ops.operations import _grad_ops as G

np.set_printoptions(precision=4, suppress=True)
names = ("AsinGrad", "ACosGrad", "AtanGrad", "AsinhGrad", "AcoshGrad")
x = Tensor(np.array([-0.5, 0.0, 0.5, 2.0], np.float32))
d = Tensor(np.array([1.0, 2.0, -1.0, 1.0], np.float32))
for n in names:
    print(n, getattr(G, n)()(x, d))
for dt in (np.float16, np.float64, np.complex64, np.complex128):
    a = Tensor(np.array([0.5, 1.5, -0.25]).astype(dt))
    b = Tensor(np.array([1.0, 2.0, 3.0]).astype(dt))
    for n in names:
        r = getattr(G, n)()(a, b)
        v = r.asnumpy()
        # complex results printed as (real, imag) with signed zeros folded: only the values are compared
        print(n, dt.__name__, r.dtype, v.real + 0.0, v.imag + 0.0 if np.iscomplexobj(v) else "")
for dt in ("int32", "bool"):
    for n in names:
        try:
            getattr(G, n)()(Tensor(np.array([1, 0]).astype(dt)), Tensor(np.array([1, 1]).astype(dt)))
        except TypeError:
            print(n, dt, "TypeError")
