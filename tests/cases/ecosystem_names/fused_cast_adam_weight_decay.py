# ops.FusedCastAdamWeightDecay (MindSpore's CPU kernel, used by model-zoo BERT/GPT optimizers): one AdamWeightDecay step
# in Float32 with the Float16 gradient divided by global_norm, written into the Parameters; its dtype and shape checks.
# The op's own outputs are buffers the kernel never writes, so only their shapes and dtypes are printed.
import numpy as np

import mindspore as ms
from mindspore import Parameter, Tensor, ops
from mindspore.ops import operations as P


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, type(r).__name__, r)
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e).splitlines()[:1])


print(ops.FusedCastAdamWeightDecay is P.FusedCastAdamWeightDecay, P.FusedCastAdamWeightDecay())
rng = np.random.default_rng(0)
for vd in (np.float16, np.float32):
    for decay, norm in ((0.1, 2.0), (0.0, 1.0), (-0.05, 0.5)):
        var = Parameter(Tensor(rng.random((2, 3)).astype(vd)), name="var")
        m = Parameter(Tensor(rng.random((2, 3)).astype(np.float32)), name="m")
        v = Parameter(Tensor(rng.random((2, 3)).astype(np.float32)), name="v")
        g = Tensor((rng.random((2, 3)) - 0.5).astype(np.float16))
        out = P.FusedCastAdamWeightDecay()(var, m, v, 0.01, 0.9, 0.999, 1e-8, decay, g, norm)
        print(np.dtype(vd).name, decay, norm, [(o.shape, o.dtype) for o in out])
        print(var.value(), m.value(), v.value(), sep="\n")

# hyper-parameters as Tensors, var and m/v as plain Tensors, Float16 moments
var = Parameter(Tensor(np.full((4,), 0.5, np.float32)), name="var")
m = Parameter(Tensor(np.zeros(4, np.float16)), name="m")
v = Parameter(Tensor(np.zeros(4, np.float16)), name="v")
g = Tensor(np.array([0.1, -0.2, 0.3, -0.4], np.float16))
P.FusedCastAdamWeightDecay()(var, m, v, Tensor(0.1, ms.float32), Tensor(0.9, ms.float32), 0.99, 1e-6, 0.01, g, 1.0)
print(var.value(), m.value(), v.value(), sep="\n")
tv = Tensor(np.ones(2, np.float32))
P.FusedCastAdamWeightDecay()(
    tv,
    Tensor(np.zeros(2, np.float32)),
    Tensor(np.zeros(2, np.float32)),
    0.1,
    0.9,
    0.99,
    1e-8,
    0.0,
    Tensor(np.ones(2, np.float16)),
    1.0,
)  # noqa: E501
print(tv)


def run(vd=np.float32, md=np.float32, vvd=np.float32, gd=np.float16, gs=(2, 3), mshape=(2, 3), lr=0.01):
    var = Parameter(Tensor(np.ones((2, 3), vd)), name="var")
    m = Parameter(Tensor(np.ones(mshape, md)), name="m")
    v = Parameter(Tensor(np.ones((2, 3), vvd)), name="v")
    return P.FusedCastAdamWeightDecay()(var, m, v, lr, 0.9, 0.999, 1e-8, 0.1, Tensor(np.ones(gs, gd)), 2.0)


attempt("var float64", lambda: run(vd=np.float64))
attempt("var int32", lambda: run(vd=np.int32))
attempt("m float16 v float32", lambda: run(md=np.float16))
attempt("grad float64", lambda: run(gd=np.float64))
attempt("grad shape", lambda: run(gs=(3, 2)))
attempt("m shape", lambda: run(mshape=(3,)))
attempt("lr string", lambda: run(lr="a"))
attempt("use_locking int", lambda: P.FusedCastAdamWeightDecay(1))
