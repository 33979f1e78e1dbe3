# _grad_ops.PSROIPoolingGrad: attribute checks on construction, input count/type/dtype/shape checks on call, and the
# gradient of position-sensitive ROI pooling (rounded boxes, floor/ceil bins, clipping, empty and out-of-range rois)
# in pynative and graph mode.
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops.operations import _grad_ops as G


def attempt(tag, f):
    try:
        r = f()
        if isinstance(r, Tensor):
            print(tag, r.dtype, r.shape)
            print(np.round(r.asnumpy(), 5).tolist())
        else:
            print(tag, r)
    except Exception as e:  # noqa: BLE001
        if isinstance(e, RuntimeError):
            print(tag, "RuntimeError")
            return
        lines = [ln for ln in str(e).splitlines() if ln.strip() and not ln.startswith("-")]
        print(tag, type(e).__name__, lines[0] if lines else "")


base = {"input_size": 100, "spatial_scale": 1 / 16, "group_size": 7, "output_dim": 3}
bad = [
    ("input_size", 1.1), ("input_size", (1, 1.1)), ("input_size", [2, 2]), ("input_size", -1), ("input_size", 0),
    ("input_size", (100, -1)), ("input_size", (0, 100)), ("spatial_scale", object()), ("spatial_scale", -0.15),
    ("spatial_scale", 1), ("spatial_scale", True), ("group_size", 7.1), ("group_size", -1), ("group_size", True),
    ("output_dim", 7.1), ("output_dim", -1), ("output_dim", 0),
]  # fmt: skip
for i, (k, v) in enumerate(bad):
    kw = dict(base, **{k: v})
    attempt(f"attr{i}_{k}", lambda: G.PSROIPoolingGrad(**kw))
op = G.PSROIPoolingGrad(**base)
print(op)
attempt("input_size_attr", lambda: (op.input_size, op.spatial_scale, op.group_size, op.output_dim))
attempt("input_size_tuple", lambda: G.PSROIPoolingGrad((5, 4), 0.5, 2, 2).input_size)


def f32(*s):
    return Tensor(np.ones(s, np.float32))


attempt("three_inputs", lambda: op(f32(1), f32(1), f32(1)))
attempt("x_float64", lambda: op(Tensor([1.0], ms.float64), Tensor([1.0], ms.float64)))
attempt("x_scalar", lambda: op(1.0, f32(1)))
attempt("rois_scalar", lambda: op(f32(1), 1.0))
attempt("rois_float16", lambda: op(f32(2, 3, 7, 7), Tensor(np.ones((2, 5, 1)), ms.float16)))
attempt("x_int32", lambda: op(Tensor(np.ones((2, 3, 7, 7)), ms.int32), f32(2, 5, 1)))
attempt("x_rank1", lambda: op(f32(1), f32(1)))
attempt("x_channel", lambda: op(f32(2, 4, 7, 7), f32(2, 5, 1)))
attempt("x_rows", lambda: op(f32(3, 3, 7, 7), f32(2, 5, 1)))
attempt("x_height", lambda: op(f32(2, 3, 6, 7), f32(2, 5, 1)))
attempt("x_width", lambda: op(f32(2, 3, 7, 6), f32(2, 5, 1)))
attempt("x_rank5", lambda: op(f32(2, 3, 7, 7, 1), f32(2, 5, 1)))
attempt("rois_rank2", lambda: op(f32(2, 3, 7, 7), f32(2, 5)))

rng = np.random.default_rng(0)
B, R = 2, 3
rois = np.zeros((B, 5, R), np.float32)
rois[:, 0, :] = rng.integers(0, 3, (B, R))  # index 2 is out of range: skipped
rois[:, 1, :] = rng.uniform(0, 8, (B, R))
rois[:, 2, :] = rng.uniform(0, 8, (B, R))
rois[:, 3, :] = rois[:, 1, :] + rng.uniform(0, 10, (B, R))
rois[:, 4, :] = rois[:, 2, :] + rng.uniform(0, 10, (B, R))
rois[0, 3, 0] = rois[0, 1, 0]  # zero-width box
dy = rng.standard_normal((B * R, 2, 3, 3)).astype(np.float32)
op2 = G.PSROIPoolingGrad(input_size=(6, 7), spatial_scale=0.5, group_size=3, output_dim=2)
attempt("grad_random", lambda: op2(Tensor(dy), Tensor(rois)))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = G.PSROIPoolingGrad((5, 4), 1.0 / 16, 2, 2)

    def construct(self, d, r):
        return self.op(d, r)


boxes = np.array(
    [[[0.0], [15.03563], [20.0132], [57.93563], [60.23452]], [[1.0], [6.51263], [3.08564], [76.24214], [56.79854]]],
    np.float32,
)
for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
    ms.set_context(mode=mode)
    attempt(
        f"grad_boxes_{mode}", lambda: Net()(Tensor(np.arange(16, dtype=np.float32).reshape(2, 2, 2, 2)), Tensor(boxes))
    )
ms.set_context(mode=ms.PYNATIVE_MODE)
