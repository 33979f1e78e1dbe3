# Dropout draws MindSpore 2.10 CPU's mask: a minstd_rand0 seeded with GetSeed(Seed0, Seed1), one float draw per
# element; one stream per input shape and dtype of a primitive (continued by its later calls), a new primitive or
# a new ops.dropout call starts a new one; nn.Dropout takes its seeds from _get_graph_seed(0, "dropout") when built.
import hashlib

import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, ops


def kept(t):
    return (t.asnumpy() != 0).astype(int).reshape(-1).tolist()


def digest(m):
    return hashlib.md5((m.asnumpy() != 0).astype(np.uint8).tobytes()).hexdigest()


ones = Tensor(np.ones(12, np.float32))
# no seed anywhere: a fresh stream, only its form is fixed
out = ops.dropout(ones, 0.5)
print("unseeded", out.shape, out.dtype, sorted(set(out.asnumpy().tolist())) in ([0.0, 2.0], [0.0], [2.0]))

prim = ops.Dropout(keep_prob=0.5, Seed0=1, Seed1=2)
for n in (12, 12, 5, 12, 5, 1, 3):
    out, mask = prim(Tensor(np.ones(n, np.float32)))
    print("prim", n, mask.dtype, kept(mask), out.asnumpy().tolist())
print("new prim", kept(ops.Dropout(keep_prob=0.5, Seed0=1, Seed1=2)(ones)[1]))
print("other seeds", kept(ops.Dropout(keep_prob=0.5, Seed0=7, Seed1=0)(ones)[1]))
print("Seed0 only", kept(ops.Dropout(keep_prob=0.5, Seed0=0, Seed1=9)(ones)[1]))

for dt in (np.float16, np.float32, np.float64):
    out, mask = ops.Dropout(keep_prob=0.7, Seed0=3, Seed1=4)(Tensor(np.arange(1, 11).astype(dt)))
    print(np.dtype(dt).name, out.dtype, mask.dtype, kept(mask), [round(float(v), 4) for v in out.asnumpy()])
two = ops.Dropout(keep_prob=0.5, Seed0=3, Seed1=4)
print("f16 then f32", kept(two(Tensor(np.ones(8, np.float16)))[1]), kept(two(Tensor(np.ones(8, np.float32)))[1]))
print("keep 0.9", kept(ops.Dropout(keep_prob=0.9, Seed0=3, Seed1=4)(Tensor(np.ones((4, 6), np.float32)))[1]))

big = ops.Dropout(keep_prob=0.5, Seed0=5, Seed1=6)
x = Tensor(np.ones((1000, 1000), np.float32))
for call in (1, 2):
    m = big(x)[1]
    print("1M call", call, int(m.asnumpy().sum()), digest(m), kept(m)[:16], kept(m)[-16:])

ms.set_seed(1)
layer = nn.Dropout(p=0.5)
layer.set_train()
print("nn training", layer.training)
for n in (12, 12, 7, 12):
    print("nn.Dropout", n, kept(layer(Tensor(np.ones(n, np.float32)))))
second = nn.Dropout(keep_prob=0.8)
second.set_train()
print("nn.Dropout keep_prob", kept(second(Tensor(np.ones((3, 5), np.float32)))))
print("ops.dropout 1", kept(ops.dropout(ones, 0.5)))
print("ops.dropout 2", kept(ops.dropout(ones, 0.5)))
print("ops.dropout seed", kept(ops.dropout(ones, 0.5, seed=3)), kept(ops.dropout(ones, 0.5, seed=3)))
print("ops.dropout p=0.25", [round(float(v), 4) for v in ops.dropout(ones, 0.25).asnumpy()])
layer.set_train(False)
print("eval", kept(layer(ones)))

ms.set_seed(1)  # restarts the op-seed sequences: the same numbers again
again = nn.Dropout(p=0.5)
again.set_train()
print("again nn.Dropout", kept(again(ones)))
print("again ops.dropout", kept(ops.dropout(ones, 0.5)))
ms.set_seed(0)
print("seed 0", kept(ops.dropout(ones, 0.5)), kept(ops.dropout(Tensor(np.ones((2, 3), np.float64)), 0.5)))
