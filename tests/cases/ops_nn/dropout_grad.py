# _grad_ops.DropoutGrad(keep_prob)(dy, mask): dy * mask * (1 / keep_prob) as MindSpore's CPU kernel rounds it (Float16:
# mask * half(dy * scale)), a float mask of another dtype taken in dy's, the dtype and keep_prob checks, and its
# gradient (second order of Dropout) through GradOperation.
import numpy as np

from mindspore import Tensor, ops, nn
from mindspore.ops.operations import _grad_ops as G
def run(tag, f):
    try:
        r = f(); print(tag, r.dtype, r.asnumpy().astype(np.float64).ravel().tolist())
    except Exception as e: print(tag, type(e).__name__, str(e).split("\n")[0][:150])
dy = np.array([[[3.1, 1.7, 2.3]], [[4.9, 1.3, 4.1]]]); mask = np.array([[[1., 0, 0]], [[1., 1., 0]]])
for dt in (np.float16, np.float32, np.float64):
    for kp in (0.5, 0.3333333333, 0.7, 1.0):
        op = G.DropoutGrad(kp)
        run(f"{dt.__name__} {kp}", lambda: op(Tensor(dy.astype(dt)), Tensor(mask.astype(dt))))
run("mixed", lambda: G.DropoutGrad()(Tensor(dy.astype(np.float32)), Tensor(mask.astype(np.float16))))
run("rank", lambda: G.DropoutGrad()(Tensor(dy.astype(np.float32)), Tensor(mask.astype(np.float32).reshape(2, 3))))
for kp in (0.0, 1.5, 1):
    try: G.DropoutGrad(kp); print("init", kp, "ok")
    except Exception as e: print("init", kp, type(e).__name__, str(e).split("\n")[0][:150])
print(G.DropoutGrad(0.25))
class Net(nn.Cell):
    def __init__(self):
        super().__init__(); self.g = G.DropoutGrad(0.3333333333)
    def construct(self, x, m): return self.g(x, m)
run("second", lambda: ops.GradOperation()(Net())(Tensor(dy.astype(np.float16)), Tensor(mask.astype(np.float16))))
run("second f32", lambda: ops.GradOperation()(Net())(Tensor(dy.astype(np.float32)), Tensor(mask.astype(np.float32))))
run("mixed2", lambda: G.DropoutGrad()(Tensor(dy.astype(np.float16)), Tensor(mask.astype(np.float64))))
run("int", lambda: G.DropoutGrad()(Tensor(dy.astype(np.int32)), Tensor(mask.astype(np.int32))))
