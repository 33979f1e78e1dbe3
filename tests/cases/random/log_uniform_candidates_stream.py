# LogUniformCandidateSampler draws MindSpore 2.10 CPU's samples: PhiloxRandom(87654321, seed) (seed 0 included, so
# ops.log_uniform_candidate_sampler gives the same samples every call), each launch of a primitive's kernel reading
# from the block after the 2048 * num_sampled words its last launch reserved.
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor

tc = Tensor(np.array([[1, 7], [0, 4], [3, 3]]), ms.int64)


def show(r):
    return [[round(float(v), 5) for v in t.asnumpy().reshape(-1)] for t in r]


print(show(ops.log_uniform_candidate_sampler(tc, 2, 5, True, 5)))
print(show(ops.log_uniform_candidate_sampler(tc, 2, 5, True, 5)))
print(show(ops.log_uniform_candidate_sampler(tc, 2, 6, False, 30, seed=3)))
print(show(ops.log_uniform_candidate_sampler(tc, 2, 4, True, 1000, seed=9)))
p = ops.LogUniformCandidateSampler(2, 3, False, 50, 7)
print(show(p(tc)), show(p(tc)))
