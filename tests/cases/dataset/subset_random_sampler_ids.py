# The first epoch of an iterator over a seeded SubsetRandomSampler: MindSpore's std::shuffle of the first
# num_samples indices over std::mt19937 seeded with the pipeline seed; each new iterator starts again.
# Found by the dataset/sampler tutorial page.
import numpy as np

import mindspore as ms
import mindspore.dataset as ds


def first_epoch(indices, seed, **kw):
    ds.config.set_seed(seed)
    d = ds.NumpySlicesDataset(np.arange(40), ["data"], sampler=ds.SubsetRandomSampler(indices, **kw))
    return [int(x[0]) for x in d], [int(x[0]) for x in d]


print(first_epoch(list(range(10)), 1, num_samples=6))
print(first_epoch(list(range(10, 20)), 1))
print(first_epoch([3, 9, 27, 1, 4], 7, num_samples=4))
print(first_epoch(list(range(39, 0, -2)), 12345))
ms.set_seed(3)
d = ds.NumpySlicesDataset(np.arange(40), ["data"], sampler=ds.SubsetRandomSampler([5, 6, 7, 8, 9, 10, 11]))
print([int(x[0]) for x in d])
