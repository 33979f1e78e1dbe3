# The Adam update through nn.Adam (plain, Nesterov, AMSGrad), nn.AdamWeightDecay and the Adam primitive:
# three steps on the same parameter and gradients.
import numpy as np
import mindspore as ms
from mindspore import Parameter, Tensor, nn, ops

w0 = np.array([[0.5, -1.0, 2.0], [1.5, 0.25, -0.75]], np.float32)
grads = [np.array([[0.1, -0.2, 0.3], [0.05, 0.5, -0.4]], np.float32) * (k + 1) for k in range(3)]


def run(make, label):
    p = Parameter(Tensor(w0), name="w")
    opt = make([p])
    for g in grads:
        opt((Tensor(g),))
    print(label, np.round(p.asnumpy(), 6).tolist())


run(lambda ps: nn.Adam(ps, learning_rate=0.1), "nn.Adam")
run(lambda ps: nn.Adam(ps, learning_rate=0.1, use_nesterov=True), "nn.Adam nesterov")
run(lambda ps: nn.Adam(ps, learning_rate=0.1, use_amsgrad=True), "nn.Adam amsgrad")
run(lambda ps: nn.Adam(ps, learning_rate=0.1, weight_decay=0.1), "nn.Adam weight_decay")
run(lambda ps: nn.AdamWeightDecay(ps, learning_rate=0.1, weight_decay=0.1), "nn.AdamWeightDecay")
run(lambda ps: nn.AdamWeightDecay(ps, learning_rate=0.1), "nn.AdamWeightDecay no decay")

# the Adam primitive (ApplyAdam), as nn.Adam's first step
for nesterov in (False, True):
    var = Parameter(Tensor(w0), name="var")
    m = Parameter(Tensor(np.zeros_like(w0)), name="m")
    v = Parameter(Tensor(np.zeros_like(w0)), name="v")
    adam = ops.Adam(use_nesterov=nesterov)
    b1p, b2p = 1.0, 1.0
    for g in grads:
        b1p, b2p = b1p * 0.9, b2p * 0.999
        adam(var, m, v, Tensor(b1p, ms.float32), Tensor(b2p, ms.float32), Tensor(0.1, ms.float32),
             Tensor(0.9, ms.float32), Tensor(0.999, ms.float32), Tensor(1e-8, ms.float32), Tensor(g))
    print("ops.Adam", nesterov, np.round(var.asnumpy(), 6).tolist(), np.round(m.asnumpy(), 6).tolist())
