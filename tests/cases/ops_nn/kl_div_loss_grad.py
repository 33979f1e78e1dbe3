# _grad_ops.KLDivLossGrad(reduction)(grad, x, target): -target * grad ('none'), else target times grad's first value
# and -1 ('sum'), -1 / x.size ('mean'), -1 / x.shape[0] ('batchmean'), rounded in the input dtype as MindSpore's CPU
# kernel does; the reduction and dtype checks.
import numpy as np

import mindspore as ms
from mindspore import Tensor
from mindspore.ops.operations import _grad_ops as G

ms.runtime.launch_blocking()


def attempt(tag, fn):
    try:
        r = fn()
        a = r.asnumpy().astype(np.float64).ravel()
        print(tag, r.dtype, list(r.shape), [round(float(v), 5) for v in a[:8]])
    except Exception as e:  # noqa: BLE001
        print(tag, "raised", type(e).__name__, str(e).splitlines()[0][:200])


pred = np.array([[0.3, 0.7, 0.1], [0.5, 0.5, 0.2]])
target = np.array([[-1, 1, 0.5], [1, -1, 2]])
for dt in (np.float16, np.float32, np.float64):
    for red in ("none", "mean", "sum", "batchmean"):
        dy = np.array([[-1, 0, 2], [1, 1, 0.5]]) if red == "none" else np.array([-0.3])
        op = G.KLDivLossGrad(red)
        attempt(
            f"{dt.__name__} {red}",
            lambda: op(Tensor(dy.astype(dt)), Tensor(pred.astype(dt)), Tensor(target.astype(dt))),
        )
f32 = np.float32
attempt(
    "default",
    lambda: G.KLDivLossGrad()(Tensor(np.array([2.0], f32)), Tensor(pred.astype(f32)), Tensor(target.astype(f32))),
)
attempt(
    "grad of 2 values",
    lambda: G.KLDivLossGrad("sum")(
        Tensor(np.array([2.0, 5.0], f32)), Tensor(pred.astype(f32)), Tensor(target.astype(f32))
    ),
)
attempt(
    "0-d batchmean",
    lambda: G.KLDivLossGrad("batchmean")(
        Tensor(np.array(2.0, f32)), Tensor(np.array(0.5, f32)), Tensor(np.array(3.0, f32))
    ),
)
attempt(
    "4-d mean",
    lambda: G.KLDivLossGrad("mean")(
        Tensor(np.array(-1.0, f32)), Tensor(np.ones((2, 1, 2, 2), f32)), Tensor(np.ones((2, 1, 2, 2), f32))
    ),
)
attempt(
    "mixed dtypes",
    lambda: G.KLDivLossGrad("mean")(Tensor(np.array([2.0])), Tensor(pred.astype(f32)), Tensor(target.astype(f32))),
)
attempt(
    "int32",
    lambda: G.KLDivLossGrad("mean")(
        Tensor(np.array([2], np.int32)), Tensor(np.array([2], np.int32)), Tensor(np.array([2], np.int32))
    ),
)
for red in ("error", 1.0, "Mean"):
    try:
        G.KLDivLossGrad(red)
        print("init", red, "ok")
    except Exception as e:  # noqa: BLE001
        print("init", red, type(e).__name__, str(e).splitlines()[0][:200])
print(G.KLDivLossGrad("sum").reduction)
