# BatchNorm with a float16 input and float32 parameters (what to_float(float16) and amp O2/O3 with
# keep_batchnorm_fp32=False give): MindSpore 2.10 computes in float32 and rounds only y and dx to float16, so the
# output and every gradient equal those of the float32 input cast back, bit for bit (the last lines).
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn

rng = np.random.RandomState(0)
x = Tensor(rng.uniform(-1, 2, (2, 4, 5, 5)).astype(np.float16))
dy = Tensor(rng.uniform(-1, 1, (2, 4, 5, 5)).astype(np.float16))
res = {}
for mode in ("f32", "f16"):
    for train in (True, False):
        bn = nn.BatchNorm2d(4, gamma_init=Tensor(np.array([1.0, 0.5, 2.0, -1.0], np.float32)))
        bn.set_train(train)
        if mode == "f16":
            bn.to_float(ms.float16)
            f = bn
        else:
            f = lambda v, bn=bn: bn(v.astype(ms.float32)).astype(ms.float16)  # noqa: E731
        out, (gx, gw) = ms.value_and_grad(lambda v, f=f: (f(v) * dy).sum(), 0, bn.trainable_params())(x)
        y = f(x)
        print(mode, "train" if train else "eval", out.dtype, y.dtype, gx.dtype, [str(g.dtype) for g in gw])
        print("  y", y.asnumpy().ravel()[:5], "dx", gx.asnumpy().ravel()[:5])
        print("  dgamma", gw[0], "dbeta", gw[1])
        print("  moving", bn.moving_mean.asnumpy(), bn.moving_variance.asnumpy())
        res[mode, train] = [y.asnumpy(), gx.asnumpy(), gw[0].asnumpy(), gw[1].asnumpy(), bn.moving_mean.asnumpy()]
for train in (True, False):
    same = [bool(np.array_equal(a, b)) for a, b in zip(res["f16", train], res["f32", train])]
    print("train" if train else "eval", "half input == float32 input cast back (y, dx, dgamma, dbeta, moving):", same)
