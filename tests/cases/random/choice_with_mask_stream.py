# RandomChoiceWithMask draws MindSpore 2.10 CPU's picks: a minstd_rand0 seeded with GetSeed(seed, seed2)
# std::shuffle-s the positions of the True entries, the first `count` are kept (zeros/False padding); one stream per
# input shape of a primitive, and ops.choice_with_mask makes a new primitive per call seeded by _get_graph_seed.
# Rank-3 inputs show the kernel's coordinates (one column stride for every leading axis).
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor


def show(r):
    return r[0].asnumpy().tolist(), r[1].asnumpy().astype(int).tolist()


x = Tensor(np.array([1, 0, 1, 1, 1, 0, 1, 1, 0, 1], np.bool_))
print("f", show(ops.choice_with_mask(x, 4, seed=3)), show(ops.choice_with_mask(x, 4, seed=3)))
ms.set_seed(2)
print("g", show(ops.choice_with_mask(x, 3)), show(ops.choice_with_mask(x, 9)))
p = ops.RandomChoiceWithMask(count=3, seed=1, seed2=2)
print("p", show(p(x)), show(p(x)))
x2 = Tensor(np.array([[1, 0, 1], [1, 1, 0], [0, 1, 1]], np.bool_))
print("2d", show(p(x2)), show(p(x)))
x3 = Tensor(np.ones((2, 3, 4), np.bool_))
print("3d", show(ops.RandomChoiceWithMask(count=6, seed=4)(x3)))
print("unseeded", [v.shape for v in ops.choice_with_mask(Tensor(np.ones((4, 5), np.bool_)), 7)])
