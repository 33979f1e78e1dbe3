# Normalisation layers and functions: LayerNorm axes out of range, integer/float64 inputs, channel mismatches,
# None and empty inputs through nn.LayerNorm/BatchNorm*/GroupNorm/InstanceNorm2d, ops.layer_norm/batch_norm/group_norm,
# the LayerNorm/BatchNorm primitives and mint.nn.functional.layer_norm.
import numpy as np
from mindspore import Tensor, mint, nn, ops


def show(label, fn):
    try:
        r = fn()
        if isinstance(r, tuple):
            r = r[0]
        print(label, "OK", getattr(r, "shape", ""), getattr(r, "dtype", ""))
    except Exception as e:  # noqa: BLE001
        print(label, type(e).__name__)


def arr(*shape, dtype=np.float32):
    return Tensor(np.arange(int(np.prod(shape))).reshape(shape).astype(dtype))


for axis in (5, 2, 1, -1, -2, -3):
    show(f"nn.LayerNorm begin_norm_axis={axis}", lambda: nn.LayerNorm((3,), begin_norm_axis=axis)(arr(2, 3)))
    show(f"nn.LayerNorm begin_params_axis={axis}", lambda: nn.LayerNorm((3,), begin_params_axis=axis)(arr(2, 3)))
    show(f"ops.LayerNorm begin_norm_axis={axis}", lambda: ops.LayerNorm(begin_norm_axis=axis)(arr(2, 3), arr(3), arr(3)))
show("nn.LayerNorm shape mismatch", lambda: nn.LayerNorm((4,))(arr(2, 3)))
show("nn.LayerNorm int", lambda: nn.LayerNorm((3,))(arr(2, 3, dtype=np.int32)))
show("nn.LayerNorm f64", lambda: nn.LayerNorm((3,))(arr(2, 3, dtype=np.float64)))
show("nn.LayerNorm none", lambda: nn.LayerNorm((3,))(None))
show("nn.LayerNorm empty", lambda: nn.LayerNorm((3,))(arr(0, 3)))
show("ops.LayerNorm int", lambda: ops.LayerNorm()(arr(2, 3, dtype=np.int32), arr(3), arr(3)))
show("ops.layer_norm mismatch", lambda: ops.layer_norm(arr(2, 3), (4,)))
show("mint layer_norm mismatch", lambda: mint.nn.functional.layer_norm(arr(2, 3), (4,)))
x = arr(2, 3)
g, b = Tensor(np.ones(3, np.float32)), Tensor(np.zeros(3, np.float32))
print(nn.LayerNorm((3,))(x).asnumpy().round(4).tolist(), ops.LayerNorm(1, 1)(x, g, b)[0].asnumpy().round(4).tolist())
bn_inputs = {
    "int": arr(1, 2, 2, 2, dtype=np.int32),
    "f64": arr(1, 2, 2, 2, dtype=np.float64),
    "f16": arr(1, 2, 2, 2, dtype=np.float16),
    "bool": arr(1, 2, 2, 2, dtype=np.bool_),
    "channels": arr(1, 3, 2, 2),
    "rank2": arr(2, 2),
    "none": None,
    "empty": arr(0, 2, 2, 2),
}
for name, t in bn_inputs.items():
    show(f"nn.BatchNorm2d {name}", lambda: nn.BatchNorm2d(2)(t))
    show(f"ops.BatchNorm {name}", lambda: ops.BatchNorm()(t, arr(2), arr(2), arr(2), arr(2)))
    show(f"ops.batch_norm {name}", lambda: ops.batch_norm(t, arr(2), arr(2), arr(2), arr(2)))
    show(f"nn.GroupNorm {name}", lambda: nn.GroupNorm(1, 2)(t))
    if name in ("int", "f64", "bool", "channels", "rank2", "none"):  # MindSpore's CPU build has no InstanceNorm kernel
        show(f"nn.InstanceNorm2d {name}", lambda: nn.InstanceNorm2d(2)(t))
show("nn.BatchNorm1d int", lambda: nn.BatchNorm1d(2)(arr(3, 2, dtype=np.int32)))
show("nn.BatchNorm3d int", lambda: nn.BatchNorm3d(1)(arr(1, 1, 2, 2, 2, dtype=np.int32)))
show("ops.group_norm int", lambda: ops.group_norm(arr(1, 2, 2, 2, dtype=np.int32), 1))
bn = nn.BatchNorm2d(2)
bn.set_train(True)
x = arr(2, 2, 2, 2)
print(bn(x).asnumpy().round(4).ravel().tolist(), bn.moving_mean.asnumpy().round(4).tolist())
