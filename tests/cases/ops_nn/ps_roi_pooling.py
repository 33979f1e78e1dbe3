# nn_ops.PSROIPooling (MindSpore's CPU kernel): each output bin (c, ph, pw) is the mean of its bin of input channel
# (c * group + ph) * group + pw, bins clipped to H - 1 / W - 1; rois read as consecutive rows of 5; Float16/32/64;
# attribute checks, input dtype/shape checks.
import numpy as np

import mindspore as ms
from mindspore import Tensor
from mindspore.ops.operations import nn_ops

ms.runtime.launch_blocking()


def attempt(tag, fn):
    try:
        r = fn()
        a = r.asnumpy().astype(np.float64).ravel()
        print(tag, r.dtype, list(r.shape), [round(float(v), 4) for v in a[:24]], round(float(a.sum()), 3))
    except Exception as e:  # noqa: BLE001
        print(tag, "raised", type(e).__name__, str(e).splitlines()[0][:200])


rng = np.random.RandomState(0)
feat = rng.uniform(-2, 2, (2, 8, 9, 7))
rois = np.array([[[0.0], [8.0], [16.0], [72.0], [100.0]], [[1.0], [0.0], [0.0], [40.0], [30.0]]])
for dname, dt in (("f16", np.float16), ("f32", np.float32), ("f64", np.float64)):
    op = nn_ops.PSROIPooling(1.0 / 8, 2, 2)
    attempt(f"{dname}", lambda: op(Tensor(feat.astype(dt)), Tensor(rois.astype(dt))))
op = nn_ops.PSROIPooling(0.25, 2, 2)
rois2 = np.array([[[0.0, 1.0], [4.0, 2.0], [4.0, 6.0], [20.0, 30.0], [28.0, 36.0]],
                  [[1.0, 0.0], [0.0, -8.0], [2.0, -8.0], [6.0, 100.0], [2.0, 100.0]]])
attempt("two per batch", lambda: op(Tensor(np.tile(feat, (2, 1, 1, 1))[:2].astype(np.float32)),
                                    Tensor(rois2.astype(np.float32))))
attempt("empty box", lambda: op(Tensor(feat.astype(np.float32)),
                                Tensor(np.array([[[0.0], [8.0], [8.0], [8.0], [8.0]]] * 2).astype(np.float32))))
p = nn_ops.PSROIPooling(1.0 / 8, 2, 2)
print("attrs", p.spatial_scale, p.group_size, p.output_dim, sorted(k for k in p.attrs if k != "input_names"))
for kw in ({"spatial_scale": 1, "group_size": 2, "output_dim": 2}, {"spatial_scale": -0.5, "group_size": 2, "output_dim": 2},
           {"spatial_scale": 0.5, "group_size": 2.0, "output_dim": 2}, {"spatial_scale": 0.5, "group_size": 0, "output_dim": 2},
           {"spatial_scale": 0.5, "group_size": 2, "output_dim": True}, {"spatial_scale": 0.5, "group_size": 2, "output_dim": -1}):
    try:
        nn_ops.PSROIPooling(**kw)
        print("init", kw, "ok")
    except Exception as e:  # noqa: BLE001
        print("init", kw, type(e).__name__, str(e).splitlines()[0][:200])
f32 = Tensor(feat.astype(np.float32))
r32 = Tensor(rois.astype(np.float32))
attempt("channels", lambda: p(Tensor(rng.uniform(size=(2, 9, 9, 7)).astype(np.float32)), r32))
attempt("batch", lambda: p(Tensor(rng.uniform(size=(3, 8, 9, 7)).astype(np.float32)), r32))
attempt("rank x", lambda: p(Tensor(rng.uniform(size=(2, 8, 9)).astype(np.float32)), r32))
attempt("rank rois", lambda: p(f32, Tensor(rois[:, :, 0].astype(np.float32))))
attempt("rois dim1", lambda: p(f32, Tensor(rois[:, :4].astype(np.float32))))
attempt("mixed dtypes", lambda: p(f32, Tensor(rois.astype(np.float16))))
attempt("int", lambda: p(Tensor(feat.astype(np.int32)), Tensor(rois.astype(np.int32))))
attempt("scalar x", lambda: p(1.0, r32))
attempt("scalar rois", lambda: p(f32, 1.0))
attempt("three inputs", lambda: p(f32, r32, f32))
