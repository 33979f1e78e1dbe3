# The ids a seeded RandomSampler (and shuffle=True on a source) draws: MindSpore's std::shuffle over std::mt19937
# seeded with the pipeline seed, seed + 1 for each further epoch of one iterator, uniform draws with replacement;
# a new iterator starts again from the seed. Found by the beginner/dataset and quick_start tutorial pages.
import numpy as np

import mindspore as ms
import mindspore.dataset as ds


def ids(d, **kw):
    return [int(row[0]) for row in d.create_tuple_iterator(**kw)]


ms.set_seed(1)
print("set_seed", ids(ds.GeneratorDataset([np.array(i) for i in range(10)], ["data"])))
for seed in (0, 5, 123456):
    ds.config.set_seed(seed)
    src = ds.NumpySlicesDataset(np.arange(17), ["data"], shuffle=True)
    print(seed, ids(src), ids(src))
ds.config.set_seed(1)
d = ds.NumpySlicesDataset(np.arange(10), ["data"], shuffle=True)
it = d.create_tuple_iterator(num_epochs=3)
for epoch in range(3):
    print("epoch", epoch, [int(x[0]) for x in it])
print("num_samples", ids(ds.NumpySlicesDataset(np.arange(10), ["data"], sampler=ds.RandomSampler(num_samples=4))))
print("replacement", ids(ds.NumpySlicesDataset(np.arange(10), ["data"], sampler=ds.RandomSampler(replacement=True))))
d = ds.NumpySlicesDataset(np.arange(10), ["data"], sampler=ds.RandomSampler(replacement=True, num_samples=5))
it = d.create_tuple_iterator(num_epochs=2)
print("replacement epochs", [int(x[0]) for x in it], [int(x[0]) for x in it])
print("shuffle num_samples", ids(ds.NumpySlicesDataset(np.arange(10), ["data"], num_samples=4, shuffle=True)))
print("batched", [x[0].asnumpy().tolist() for x in ds.NumpySlicesDataset(np.arange(10), ["data"]).batch(3)])
sampler = ds.RandomSampler()
sampler.add_child(ds.SequentialSampler(start_index=2, num_samples=6))
print("child", ids(ds.NumpySlicesDataset(np.arange(10), ["data"], sampler=sampler)))
big = ds.NumpySlicesDataset(np.arange(1000), ["data"], shuffle=True)
print("big", ids(big)[:12])
