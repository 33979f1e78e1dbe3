# Argument forms MindSpore 2.10 accepts: Tensor.flatten's two overloads and ops.flatten's order='F', argmax/argmin
# _with_value(axis=None), Cell.to(device=, dtype=), logsumexp over an empty axis, integer vecdot, MirrorPad of 1-D/2-D
# inputs, mindspore.numpy.moveaxis with lists; with MindSpore's errors for the bad forms.
import numpy as np

import mindspore as ms
import mindspore.numpy as mnp
from mindspore import Tensor, nn, ops


def show(r):
    if isinstance(r, tuple):
        return [show(x) for x in r]
    if isinstance(r, Tensor):
        return (str(r.dtype), r.shape, np.round(r.asnumpy(), 4).tolist())
    return r


def attempt(tag, fn):
    try:
        print(tag, "OK", show(fn()))
    except Exception as e:
        print(tag, type(e).__name__, "|", str(e).split("\n")[0][:200])


x = Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4))
s = Tensor(np.float32(3))
for tag, fn in [
    ("ops F", lambda: ops.flatten(x, "F")),
    ("ops F sd0", lambda: ops.flatten(x, "F", start_dim=0)),
    ("ops default", lambda: ops.flatten(x)),
    ("ops sd0", lambda: ops.flatten(x, start_dim=0)),
    ("ops 0d", lambda: ops.flatten(s)),
    ("ops 1d F", lambda: ops.flatten(Tensor(np.arange(3.0)), "F")),
    ("ops bad order", lambda: ops.flatten(x, "X")),
    ("ops order int", lambda: ops.flatten(x, 1)),
    ("ops sd>ed", lambda: ops.flatten(x, start_dim=2, end_dim=1)),
    ("ops range", lambda: ops.flatten(x, start_dim=3)),
    ("ops float dim", lambda: ops.flatten(x, start_dim=1.0)),
    ("ops bool dim", lambda: ops.flatten(x, start_dim=True)),
    ("ops np", lambda: ops.flatten(np.ones((2, 3)))),
    ("T (0,-1)", lambda: x.flatten(0, -1)),
    ("T (1,2)", lambda: x.flatten(1, 2)),
    ("T (1)", lambda: x.flatten(1)),
    ("T ()", lambda: x.flatten()),
    ("T F", lambda: x.flatten("F")),
    ("T order=F", lambda: x.flatten(order="F")),
    ("T start_dim kw", lambda: x.flatten(start_dim=1)),
    ("T F sd1", lambda: x.flatten("F", start_dim=1)),
    ("T end_dim kw", lambda: x.flatten(end_dim=1)),
    ("T 0d", lambda: s.flatten()),
    ("T (2,1)", lambda: x.flatten(2, 1)),
    ("T (5,)", lambda: x.flatten(5)),
    ("T bad order", lambda: x.flatten(order="Z")),
]:
    attempt(tag, fn)

m = Tensor(np.array([[9, 3, 4, 5], [5, 2, 7, 4], [8, 1, 3, 6]], np.float32))
for arr in (m.asnumpy(), np.array([[1, 3, 4, 5], [5, 2, 9, 4], [8, 1, 3, 6]], np.float32), np.array([3.0, 7.0, 2.0, 7.0]),
            np.array([[1, 2], [3, 4]], np.int32)):  # fmt: skip
    t = Tensor(arr)
    for f in ("argmax_with_value", "argmin_with_value"):
        for kw in ({"axis": None}, {"axis": None, "keep_dims": True}, {}, {"axis": -1, "keep_dims": True}):
            attempt(f"{f} {arr.shape} {kw}", lambda: getattr(t, f)(**kw))
attempt("argmax_with_value 0-d", lambda: Tensor(np.float32(2.5)).argmax_with_value())


class N(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(2, 2, weight_init="ones")
        self.bn = nn.BatchNorm1d(2)
        self.i = ms.Parameter(Tensor(np.array([1, 2], np.int32)), name="i", requires_grad=False)

    def construct(self, x):
        return self.bn(self.fc(x))


net = N()
attempt("to(dtype=f16)", lambda: [(n, str(p.dtype)) for n, p in net.to(dtype=ms.float16).parameters_and_names()])
attempt("returns self", lambda: net.to(dtype=ms.float32) is net)
attempt("to(ms.float16) positional", lambda: [str(p.dtype) for p in net.to(ms.float16).get_parameters()])
attempt("to(device='CPU')", lambda: net.to(device="CPU") is net)
attempt("to('CPU')", lambda: net.to("CPU") is net)
attempt("to(device='cpu')", lambda: net.to(device="cpu") is net)
attempt("to(device='GPU')", lambda: net.to(device="GPU") is net)
attempt("to(dtype=int32)", lambda: net.to(dtype=ms.int32))
attempt("to(dtype=np)", lambda: net.to(dtype=np.float16))
attempt("to(foo=1)", lambda: net.to(foo=1))
attempt("to()", lambda: net.to() is net)
attempt("to(tensor)", lambda: [str(p.dtype) for p in net.to(Tensor(np.ones(2), ms.float32)).get_parameters()])
attempt("call after f16", lambda: str(net.to(dtype=ms.float16)(Tensor(np.ones((3, 2)), ms.float16)).dtype))
opt_net = nn.Dense(2, 2)
opt = nn.SGD(opt_net.trainable_params(), 0.1)
opt_net.to(dtype=ms.float16)
attempt("optimizer sees cast params", lambda: [str(p.dtype) for p in opt.parameters])

y = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3) / 3)
for tag, fn in [
    ("lse ()", lambda: ops.logsumexp(y, ())),
    ("lse () kd", lambda: ops.logsumexp(y, (), True)),
    ("lse []", lambda: ops.logsumexp(y, [])),
    ("lse (0,1)", lambda: ops.logsumexp(y, (0, 1))),
    ("lse T ()", lambda: y.logsumexp(())),
    ("lse nn ()", lambda: nn.ReduceLogSumExp(())(y)),
    ("lse 0d ()", lambda: ops.logsumexp(Tensor(2.0), ())),
]:
    attempt(tag, fn)

for dt in (np.int8, np.int16, np.int32, np.int64, np.uint8, np.bool_, np.float16, np.float32, np.complex64):
    a = Tensor(np.array([[1, 2], [3, 4]]).astype(dt))
    b = Tensor(np.array([[1, 1], [2, 2]]).astype(dt))
    attempt(f"vecdot {np.dtype(dt).name}", lambda: ops.vecdot(a, b))
ai = Tensor(np.array([[1, 2], [3, 4]], np.int32))
attempt("vecdot mixed", lambda: ops.vecdot(Tensor(np.array([1, 2], np.int32)), Tensor(np.array([1.0, 2.0], np.float32)), axis=0))
attempt("vecdot axis 2", lambda: ops.vecdot(ai, ai, axis=2))
attempt("vecdot axis 0", lambda: ops.vecdot(ai, ai, axis=0))
attempt("vecdot axis float", lambda: ops.vecdot(ai, ai, axis=1.0))
attempt("vecdot np", lambda: ops.vecdot(np.ones(2), ai))
attempt("vecdot bcast", lambda: ops.vecdot(ai, Tensor(np.array([1, 1], np.int32))))
attempt("vecdot complex", lambda: ops.vecdot(Tensor(np.array([1 + 2j, 3j], np.complex64)), Tensor(np.array([1 + 1j, 1j], np.complex64))))

sq = Tensor(np.arange(9, dtype=np.float32).reshape(3, 3))
for mode in ("REFLECT", "SYMMETRIC"):
    attempt(f"MirrorPad 2d {mode}", lambda: ops.MirrorPad(mode=mode)(sq, Tensor(np.array([[1, 1], [2, 2]], np.int64))))
    attempt(f"MirrorPad 1d {mode}", lambda: ops.MirrorPad(mode=mode)(Tensor(np.arange(4, dtype=np.float32)), Tensor(np.array([[1, 2]], np.int64))))
    attempt(f"MirrorPad 3d {mode}", lambda: ops.MirrorPad(mode=mode)(Tensor(np.arange(12, dtype=np.float32).reshape(1, 3, 4)), Tensor(np.array([[0, 0], [1, 1], [2, 1]], np.int64))))
attempt("moveaxis lists", lambda: mnp.moveaxis(x, [0, 1], [-1, -2]))
attempt("moveaxis tuple", lambda: mnp.moveaxis(x, (0,), (2,)))
attempt("moveaxis list/int mix", lambda: mnp.moveaxis(x, [2], 0))
attempt("ops.movedim lists", lambda: ops.movedim(x, [0, 1], [2, 0]))
