# dataset sharding and samplers as in distributed scripts: num_shards/shard_id, DistributedSampler, SequentialSampler, SubsetSampler, split
import numpy as np
import mindspore.dataset as ds


class Src:
    def __getitem__(self, i):
        return np.array([i], np.int32)

    def __len__(self):
        return 10


def ids(d):
    return [int(r[0][0]) for r in d.create_tuple_iterator(output_numpy=True)]


for shard in range(3):
    d = ds.GeneratorDataset(Src(), ["x"], shuffle=False, num_shards=3, shard_id=shard)
    print("shard", shard, d.get_dataset_size(), ids(d))
for shard in range(2):
    d = ds.NumpySlicesDataset(np.arange(7), column_names=["x"], shuffle=False, num_shards=2, shard_id=shard)
    print("np shard", shard, d.get_dataset_size(), [int(r[0]) for r in d.create_tuple_iterator(output_numpy=True)])
s = ds.DistributedSampler(num_shards=4, shard_id=1, shuffle=False)
d = ds.GeneratorDataset(Src(), ["x"], sampler=s)
print("dist", d.get_dataset_size(), ids(d))
d = ds.GeneratorDataset(Src(), ["x"], sampler=ds.SequentialSampler(start_index=2, num_samples=5))
print("seq", d.get_dataset_size(), ids(d))
d = ds.GeneratorDataset(Src(), ["x"], sampler=ds.SubsetSampler([9, 0, 4]))
print("subset", d.get_dataset_size(), ids(d))
d = ds.GeneratorDataset(Src(), ["x"], sampler=[3, 3, 1])
print("list sampler", ids(d))
d = ds.GeneratorDataset(Src(), ["x"], shuffle=False, num_samples=4)
print("num_samples", d.get_dataset_size(), ids(d))
a, b = ds.GeneratorDataset(Src(), ["x"], shuffle=False).split([0.8, 0.2], randomize=False)
print("split", ids(a), ids(b))
a, b = ds.GeneratorDataset(Src(), ["x"], shuffle=False).split([3, 7], randomize=False)
print("split abs", a.get_dataset_size(), b.get_dataset_size())
d = ds.GeneratorDataset(Src(), ["x"], shuffle=False).batch(4).repeat(2)
print("batches", [r[0].shape for r in d.create_tuple_iterator(output_numpy=True)], d.get_dataset_size())
d = ds.GeneratorDataset(Src(), ["x"], shuffle=False).skip(8).repeat(3)
print("skip repeat", ids(d))
d = ds.GeneratorDataset(Src(), ["x"], shuffle=False, num_shards=4, shard_id=3).batch(2, drop_remainder=True)
print("shard batch", d.get_dataset_size(), [r[0].ravel().tolist() for r in d.create_tuple_iterator(output_numpy=True)])
print(ds.config.get_num_parallel_workers() > 0, ds.config.get_prefetch_size())
