# Samplers (Sequential, Subset, SubsetRandom, Random, Distributed) and num_shards padding with shuffle=False.
import numpy as np
import mindspore.dataset as ds


def rows(d):
    return [r[0].item() for r in d.create_tuple_iterator(output_numpy=True)]


src = list(range(10))
print(rows(ds.NumpySlicesDataset(src, sampler=ds.SequentialSampler(start_index=3, num_samples=4))))
print(rows(ds.NumpySlicesDataset(src, sampler=ds.SubsetSampler([7, 2, 5]))))
print(sorted(rows(ds.NumpySlicesDataset(src, sampler=ds.SubsetRandomSampler([7, 2, 5])))))
print(sorted(rows(ds.NumpySlicesDataset(src, sampler=ds.RandomSampler()))))
print(
    ds.NumpySlicesDataset(src, sampler=ds.DistributedSampler(3, 1, shuffle=False)).get_dataset_size(),
    rows(ds.NumpySlicesDataset(src, sampler=ds.DistributedSampler(3, 1, shuffle=False))),
)
print(ds.NumpySlicesDataset(src, sampler=ds.SubsetSampler([7, 2, 5])).get_dataset_size())
print(rows(ds.GeneratorDataset([(np.array(i),) for i in range(6)], ["a"], sampler=ds.SequentialSampler(num_samples=3))))
print(rows(ds.GeneratorDataset([(np.array(i),) for i in range(6)], ["a"], sampler=[5, 1, 3])))
for sid in range(3):
    d = ds.NumpySlicesDataset(list(range(5)), shuffle=False, num_shards=3, shard_id=sid)
    print(d.get_dataset_size(), rows(d))
try:
    ds.GeneratorDataset(lambda: iter([(1,)]), ["a"], num_shards=2, shard_id=0)
except ValueError as e:
    print("ValueError", e)
