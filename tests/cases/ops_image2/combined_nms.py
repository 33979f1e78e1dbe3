# ops.CombinedNonMaxSuppression on CPU: per-class NMS over a batch (shared and per-class boxes, padding, clipping), errors.
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops

np.set_printoptions(precision=5, suppress=True)


def attempt(tag, fn):
    try:
        r = fn()
        for t in r:
            print(tag, t.dtype, t.shape, t.asnumpy())
    except Exception as e:
        print(tag, type(e).__name__, str(e).split(chr(10))[0][:200])


def T(v, dt=ms.float32):
    return Tensor(np.array(v), dt)


rng = np.random.RandomState(5)
b, n, c = 2, 7, 3
xy = rng.uniform(-0.2, 1.0, (b, n, 1, 2))
wh = rng.uniform(0.1, 0.6, (b, n, 1, 2))
boxes = np.concatenate([xy, xy + wh], -1).astype(np.float32)
boxes[0, 2, 0] = boxes[0, 2, 0, [2, 3, 0, 1]]
scores = rng.uniform(0, 1, (b, n, c)).astype(np.float32)
scores[1, 4, 1] = scores[1, 2, 1]
per_class = np.concatenate([boxes, boxes * 0.9, boxes[:, ::-1]], 2)
for pad, clip in ((False, True), (True, False), (True, True)):
    for mpc, mt, iou, st in ((3, 5, 0.5, 0.1), (2, 10, 0.3, 0.0), (7, 21, 1.0, 0.5), (1, 2, 0.0, 0.2)):
        tag = f"pad={pad} clip={clip} {mpc} {mt} {iou} {st}"
        op = ops.CombinedNonMaxSuppression(pad, clip)
        attempt(tag, lambda: op(Tensor(boxes), Tensor(scores), T(mpc, ms.int32), T(mt, ms.int32), T(iou), T(st)))
    attempt(f"per-class {pad} {clip}", lambda: ops.CombinedNonMaxSuppression(pad, clip)(
        Tensor(per_class), Tensor(scores), T(2, ms.int32), T(5, ms.int32), T(0.4), T(0.2)))
op = ops.CombinedNonMaxSuppression()
ok = (T(3, ms.int32), T(5, ms.int32), T(0.5), T(0.1))
attempt("iou 1.5", lambda: op(Tensor(boxes), Tensor(scores), ok[0], ok[1], T(1.5), ok[3]))
attempt("score neg", lambda: op(Tensor(boxes), Tensor(scores), ok[0], ok[1], ok[2], T(-0.5)))
attempt("per-class score neg", lambda: op(Tensor(per_class), Tensor(scores), ok[0], ok[1], ok[2], T(-0.5)))
attempt("max total 0", lambda: op(Tensor(boxes), Tensor(scores), ok[0], T(0, ms.int32), ok[2], ok[3]))
attempt("max per 0", lambda: op(Tensor(boxes), Tensor(scores), T(0, ms.int32), ok[1], ok[2], ok[3]))
attempt("boxes f64", lambda: op(Tensor(boxes.astype(np.float64)), Tensor(scores), *ok))
attempt("max i64", lambda: op(Tensor(boxes), Tensor(scores), T(3, ms.int64), ok[1], ok[2], ok[3]))
attempt("boxes rank3", lambda: op(Tensor(boxes[:, :, 0]), Tensor(scores), *ok))
attempt("scores rank2", lambda: op(Tensor(boxes), Tensor(scores[0]), *ok))
attempt("batch", lambda: op(Tensor(boxes[:1]), Tensor(scores), *ok))
attempt("num boxes", lambda: op(Tensor(boxes[:, :5]), Tensor(scores), *ok))
attempt("q", lambda: op(Tensor(per_class[:, :, :2]), Tensor(scores), *ok))
attempt("last 3", lambda: op(Tensor(boxes[..., :3]), Tensor(scores), *ok))
attempt("max 1d", lambda: op(Tensor(boxes), Tensor(scores), T([3], ms.int32), ok[1], ok[2], ok[3]))
attempt("iou 1d", lambda: op(Tensor(boxes), Tensor(scores), ok[0], ok[1], T([0.5]), ok[3]))
attempt("int max", lambda: op(Tensor(boxes), Tensor(scores), 3, ok[1], ok[2], ok[3]))
attempt("pad int", lambda: ops.CombinedNonMaxSuppression(1))
print(op, ops.CombinedNonMaxSuppression(True, False).pad_per_class)
