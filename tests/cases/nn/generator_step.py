# mindspore Generator's (seed, offset) pair: _step hands out and advances it; manual_seed resets; states restore it.
import mindspore as ms
from mindspore.common.generator import Generator, default_generator, get_rng_state, set_rng_state


def pair(r):
    return [int(x) for x in r]


g = Generator()
print("initial", g.initial_seed())
print("steps", pair(g._step(ms.Tensor(1, ms.int64))), pair(g._step(ms.Tensor(3, ms.int64))))
print("step3", pair(g._step(ms.Tensor(1, ms.int64))))
state = g.get_state()
print("state", state.dtype)
g.manual_seed(5)
print("reseeded", pair(g._step(ms.Tensor(2, ms.int64))), g.initial_seed())
g2 = Generator()
g2.set_state(state)
print("restored", pair(g2._step(ms.Tensor(2, ms.int64))), g2.initial_seed())
r = g._step(ms.Tensor(2, ms.int64))
print("types", type(r).__name__, len(r), r[0].dtype, r[0].shape, r[1].dtype)
try:
    g._step(2)
except RuntimeError as e:
    print("not_tensor", str(e).splitlines()[0])
st = get_rng_state()
a = default_generator._step(ms.Tensor(5, ms.int64))
set_rng_state(st)
b = default_generator._step(ms.Tensor(5, ms.int64))
print("default_restore", int(a[0]) == int(b[0]), int(a[1]) == int(b[1]))
ms.manual_seed(7)
print("manual_seed", pair(default_generator._step(ms.Tensor(5, ms.int64))))
print("again", pair(default_generator._step(ms.Tensor(5, ms.int64))))


class Net(ms.nn.Cell):
    def construct(self, gen):
        return gen._step(ms.Tensor(1, ms.int64))


gen = Generator()
gen.manual_seed(1)
print("in_cell", pair(Net()(gen)), pair(Net()(gen)))
