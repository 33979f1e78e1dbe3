# The Ascend-only primitives that model-zoo, MindNLP and MindScience code builds (DynamicRNN, DynamicGRUV2, the V2
# float-status flags, Push/Pull, DropoutGenMask/DoMask, FusedWeightScaleApplyMomentum) on MindSpore's CPU backend:
# construction validates the attributes, a call checks its inputs and then finds no CPU kernel.
import numpy as np

import mindspore as ms
from mindspore import Parameter, Tensor, ops
from mindspore.ops import operations as P
from mindspore.ops.operations import math_ops as M


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, type(r).__name__, r)
    except Exception as e:  # noqa: BLE001
        lines = [ln for ln in str(e).splitlines() if ln.strip() and not ln.startswith("---")]
        print(tag, type(e).__name__, lines[1] if lines and lines[0].startswith("- Kernel") else lines[:1])


print(ops.DynamicRNN is P.DynamicRNN, ops.DynamicGRUV2 is P.DynamicGRUV2, ops.Push is P.Push, ops.Pull is P.Pull)
print(ops.DropoutGenMask is P.DropoutGenMask, ops.FusedWeightScaleApplyMomentum is P.FusedWeightScaleApplyMomentum)
print(hasattr(P, "NPUGetFloatStatusV2"), hasattr(M, "NPUGetFloatStatusV2"), hasattr(M, "NPUClearFloatStatusV2"))

f16 = np.float16
x = Tensor(np.ones((2, 16, 64), f16))
w = Tensor(np.ones((96, 128), f16))
b = Tensor(np.ones(128, f16))
h = Tensor(np.ones((1, 16, 32), f16))
rnn = P.DynamicRNN(forget_bias=0.0)
print(rnn.name, sorted(rnn.attrs.items())[:4], rnn.cell_type, rnn.keep_prob, rnn.num_proj)
attempt("DynamicRNN", lambda: rnn(x, w, b, None, h, h))
attempt("DynamicRNN seq_length", lambda: rnn(x, w, b, None, h, h, None))
attempt("DynamicRNN f32 x", lambda: rnn(Tensor(np.ones((2, 16, 64), np.float32)), w, b, None, h, h))
attempt("DynamicRNN f32 h", lambda: rnn(x, w, b, None, Tensor(np.ones((1, 16, 32), np.float32)), h))
attempt("DynamicRNN int x", lambda: rnn(1, w, b, None, h, h))
attempt("DynamicRNN x 2-D", lambda: rnn(Tensor(np.ones((16, 64), f16)), w, b, None, h, h))
attempt("DynamicRNN w 1-D", lambda: rnn(x, Tensor(np.ones(96, f16)), b, None, h, h))
attempt("DynamicRNN 3 inputs", lambda: rnn(x, w, b))
for kw in (
    {"time_major": False},
    {"keep_prob": 2.0},
    {"keep_prob": 1},
    {"cell_type": "GRU"},
    {"direction": "BIDIRECTIONAL"},
    {"activation": "relu"},
    {"forget_bias": 1},
    {"num_proj": -1},
    {"use_peephole": 1},
    {"cell_clip": 0},
):
    attempt(f"DynamicRNN {kw}", lambda: P.DynamicRNN(**kw).name)

xg = Tensor(np.ones((2, 8, 64), f16))
wi = Tensor(np.ones((64, 48), f16))
wh = Tensor(np.ones((16, 48), f16))
bg = Tensor(np.ones(48, f16))
hg = Tensor(np.ones((8, 16), f16))
gru = P.DynamicGRUV2()
print(gru.name, gru.gate_order, gru.reset_after, gru.attrs["input_names"])
attempt("DynamicGRUV2", lambda: gru(xg, wi, wh, bg, bg, None, hg))
attempt("DynamicGRUV2 no bias", lambda: gru(xg, wi, wh, None, None, None, hg))
attempt("DynamicGRUV2 2 inputs", lambda: gru(xg, wi))
attempt("DynamicGRUV2 None x", lambda: gru(None, wi, wh, None, None, None, hg))
for kw in ({"gate_order": "zrh"}, {"gate_order": "abc"}, {"direction": "BI"}, {"num_proj": -1}, {"keep_prob": 1}):
    attempt(f"DynamicGRUV2 {kw}", lambda: P.DynamicGRUV2(**kw).gate_order)

for cls in (M.NPUGetFloatStatusV2, M.NPUClearFloatStatusV2):
    op = cls()
    print(op)
    attempt(f"{op.name} int32[8]", lambda: op(Tensor(np.zeros(8, np.int32))))
    attempt(f"{op.name} float32[8]", lambda: op(Tensor(np.zeros(8, np.float32))))
    attempt(f"{op.name} int32[4]", lambda: op(Tensor(np.zeros(4, np.int32))))
    attempt(f"{op.name} int32[8,2]", lambda: op(Tensor(np.zeros((8, 2), np.int32))))
    attempt(f"{op.name} None", lambda: op(None))
    attempt(f"{op.name} int", lambda: op(3))
    attempt(f"{op.name} list", lambda: op([1, 2]))
    attempt(f"{op.name} no input", lambda: op())
    attempt(f"{op.name} 2 inputs", lambda: op(Tensor(np.zeros(8, np.int32)), Tensor(np.zeros(8, np.int32))))

push = P.Push("Adam", [0, 1])
print(P.Push(), push, P.Pull())
attempt("Push", lambda: push((Tensor(1.0),), (Tensor(1.0).shape,)))
attempt("Push 1 input", lambda: push(Tensor(1.0)))
attempt("Push 3 inputs", lambda: push(1, 2, 3))
attempt("Pull", lambda: P.Pull()(Tensor(1, ms.uint64), Tensor(np.ones(2, np.float32))))
attempt("Pull None", lambda: P.Pull()(None, None))
attempt("Pull 1 input", lambda: P.Pull()(Tensor(1)))

print(P.DropoutGenMask(), P.DropoutGenMask(1, 2), P.DropoutDoMask())
attempt("DropoutGenMask", lambda: P.DropoutGenMask()((2, 16), Tensor(0.5, ms.float32)))
attempt("DropoutGenMask float keep_prob", lambda: P.DropoutGenMask()((2, 16), 0.5))
attempt("DropoutGenMask float seed", lambda: P.DropoutGenMask(1.0))
mask = Tensor(np.ones(4, np.uint8))
attempt("DropoutDoMask", lambda: P.DropoutDoMask()(Tensor(np.ones((2, 16), np.float32)), mask, Tensor(0.5)))
attempt("DropoutDoMask float keep_prob", lambda: P.DropoutDoMask()(Tensor(np.ones((2, 16), np.float32)), mask, 0.5))
attempt("DropoutDoMask None", lambda: P.DropoutDoMask()(Tensor(np.ones((2, 16), np.float32)), None, 0.5))
attempt("DropoutDoMask 2 inputs", lambda: P.DropoutDoMask()(Tensor(np.ones(3, np.float32)), mask))

fw = P.FusedWeightScaleApplyMomentum()
print(fw, fw.attrs["input_names"])
var = Parameter(Tensor(np.ones(3, np.float32)), "var")
acc = Parameter(Tensor(np.zeros(3, np.float32)), "acc")
grad = Tensor(np.ones(3, np.float32))
attempt(
    "FusedWeightScaleApplyMomentum", lambda: fw(Tensor(1e-4), Tensor(1.0), var, acc, Tensor(0.1), grad, Tensor(0.9))
)
attempt(
    "FusedWeightScaleApplyMomentum tensors",
    lambda: fw(
        Tensor(1.0), Tensor(1.0), Tensor(np.ones(3, np.float32)), Tensor(np.zeros(3, np.float32)), 0.1, grad, 0.9
    ),
)
ivar = Parameter(Tensor(np.ones(3, np.int32)), "ivar")
attempt(
    "FusedWeightScaleApplyMomentum int32 var",
    lambda: fw(Tensor(1.0), Tensor(1.0), ivar, acc, Tensor(0.1), grad, Tensor(0.9)),
)
attempt("FusedWeightScaleApplyMomentum 3 inputs", lambda: fw(Tensor(1.0), Tensor(1.0), Tensor(1.0)))
print(var.asnumpy(), acc.asnumpy())
