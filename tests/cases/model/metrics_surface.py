# HausdorffDistance, MeanSurfaceDistance, RootMeanSquareDistance: values over 2-D and 3-D masks, each distance
# metric, percentile/directed/crop/symmetric, bool and list inputs, empty surfaces (inf), where the names live, errors.
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn
from mindspore import train
from mindspore.train import HausdorffDistance, MeanSurfaceDistance, RootMeanSquareDistance


def attempt(tag, fn):
    try:
        v = fn()
        print(tag, type(v).__name__, float(v))
    except Exception as e:
        print(tag, type(e).__name__, str(e).splitlines()[0])


rng = np.random.RandomState(3)
a2 = rng.randint(0, 3, (7, 9))
b2 = rng.randint(0, 3, (7, 9))
a3 = (rng.rand(5, 6, 4) > 0.45).astype(np.int32)
b3 = (rng.rand(5, 6, 4) > 0.55).astype(np.int32)
x = Tensor(np.array([[3, 0, 1], [1, 3, 0], [1, 0, 2]]))
y = Tensor(np.array([[0, 2, 1], [1, 2, 1], [0, 0, 1]]))


def run(metric, *inputs):
    metric.clear()
    metric.update(*inputs)
    return metric.eval()


for dm in ("euclidean", "chessboard", "taxicab"):
    for label in (0, 1, 2):
        attempt(f"hd {dm} {label}", lambda: run(HausdorffDistance(distance_metric=dm), Tensor(a2), Tensor(b2), label))
        attempt(f"msd {dm} {label}", lambda: run(MeanSurfaceDistance(distance_metric=dm), a2, b2, label))
        attempt(f"msd sym {dm} {label}", lambda: run(MeanSurfaceDistance(True, dm), a2, b2, label))
        attempt(f"rms {dm} {label}", lambda: run(RootMeanSquareDistance(distance_metric=dm), a2, b2, label))
        attempt(f"rms sym {dm} {label}", lambda: run(RootMeanSquareDistance(True, dm), a2, b2, label))
    attempt(f"hd3 {dm}", lambda: run(HausdorffDistance(dm), a3, b3, 1))
    attempt(f"msd3 {dm}", lambda: run(MeanSurfaceDistance(True, dm), a3, b3, 1))
    attempt(f"rms3 {dm}", lambda: run(RootMeanSquareDistance(True, dm), a3, b3, 0))
attempt("hd example", lambda: run(HausdorffDistance(), x, y, 0))
attempt("hd directed", lambda: run(HausdorffDistance(directed=True), x, y, 1))
attempt("hd nocrop", lambda: run(HausdorffDistance(crop=False), a2, b2, 2))
attempt("hd percentile", lambda: run(HausdorffDistance(percentile=50.0), a2, b2, 1))
attempt("hd percentile 95", lambda: run(HausdorffDistance(percentile=95.0, directed=True), a3, b3, 1))
attempt("hd percentile bad", lambda: run(HausdorffDistance(percentile=150.0), a2, b2, 1))
attempt("hd list", lambda: run(HausdorffDistance(), a2.tolist(), b2.tolist(), 1.0))
attempt("hd bool", lambda: run(HausdorffDistance(), a2 > 0, b2 > 1, 1))
attempt("msd bool", lambda: run(MeanSurfaceDistance(True), a2 > 0, b2 > 1, 7))
attempt("rms bool", lambda: run(RootMeanSquareDistance(True), a2 > 0, b2 > 1, 7))
only_pred = np.zeros((4, 4), np.int32)
only_pred[1:3, 1:3] = 1
attempt("hd empty y", lambda: run(HausdorffDistance(crop=False), only_pred, np.zeros((4, 4)), 1))
attempt("msd empty y", lambda: run(MeanSurfaceDistance(), only_pred, np.zeros((4, 4)), 1))
attempt("msd empty pred", lambda: run(MeanSurfaceDistance(True), np.zeros((4, 4)), only_pred, 1))
attempt("rms empty pred", lambda: run(RootMeanSquareDistance(), np.zeros((4, 4)), only_pred, 1))
attempt("msd new eval", lambda: MeanSurfaceDistance().eval())
attempt("rms new eval", lambda: RootMeanSquareDistance().eval())
attempt("hd new eval", lambda: HausdorffDistance().eval())
attempt("msd cleared eval", lambda: (lambda m: (m.clear(), m.eval()))(MeanSurfaceDistance())[1])
# one update replaces the previous one
m = HausdorffDistance()
m.update(a2, b2, 1)
m.update(x, y, 0)
attempt("hd replaced", m.eval)
# errors
for name, cls in (("hd", HausdorffDistance), ("msd", MeanSurfaceDistance), ("rms", RootMeanSquareDistance)):
    attempt(f"{name} two inputs", lambda: run(cls(), x, y))
    attempt(f"{name} label str", lambda: run(cls(), x, y, "0"))
    attempt(f"{name} label absent", lambda: run(cls(), x, y, 9))
    attempt(f"{name} shapes", lambda: run(cls(), a2, b2[:3], 1))
    attempt(f"{name} empty", lambda: run(cls(), np.zeros((0, 3)), np.zeros((0, 3)), 1))
    attempt(f"{name} int input", lambda: run(cls(), 3, y, 1))
    attempt(f"{name} metric", lambda: cls(distance_metric="cosine"))
    attempt(f"{name} metric type", lambda: cls(distance_metric=1))
attempt("hd percentile int", lambda: HausdorffDistance(percentile=50))
attempt("hd directed int", lambda: HausdorffDistance(directed=1))
attempt("hd crop str", lambda: HausdorffDistance(crop="yes"))
attempt("msd symmetric int", lambda: MeanSurfaceDistance(symmetric=1))
for n in ("HausdorffDistance", "MeanSurfaceDistance", "RootMeanSquareDistance", "OcclusionSensitivity"):
    print(n, getattr(train, n) is getattr(nn, n), getattr(ms, n) is getattr(train, n), getattr(train, n).__module__)
for n in ("hausdorff_distance", "mean_surface_distance", "root_mean_square_distance", "occlusion_sensitivity"):
    print(n, type(train.get_metric_fn(n)).__name__)
