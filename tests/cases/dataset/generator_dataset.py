# GeneratorDataset from generator functions, iterables and random-access sources: order, dtypes, shards, num_samples.
import numpy as np

import mindspore.dataset as ds


def gen():
    for i in range(5):
        yield np.array([i], np.float32), np.array(i)


g = ds.GeneratorDataset(gen, ["data", "label"], shuffle=False)
print(g.get_dataset_size(), g.get_col_names(), type(g).__name__)
for x in g.create_dict_iterator():
    print(x)
for x in g.create_dict_iterator(output_numpy=True):
    print({k: (v.dtype.name, v.shape, v.tolist()) for k, v in x.items()})
    break


class Src:
    def __getitem__(self, i):
        return (np.array([i, i]), np.int32(i))

    def __len__(self):
        return 4


def rows(d):
    return [[a.tolist() for a in r] for r in d.create_tuple_iterator(output_numpy=True)]


g = ds.GeneratorDataset(Src(), ["x", "y"], shuffle=False)
print(g.get_dataset_size(), rows(g))
print([r[1].dtype.name for r in g.create_tuple_iterator(output_numpy=True)][:1])
for sid in range(2):
    g = ds.GeneratorDataset(Src(), ["x", "y"], shuffle=False, num_shards=2, shard_id=sid)
    print(sid, g.get_dataset_size(), rows(g))
g = ds.GeneratorDataset(Src(), ["x", "y"], shuffle=False, num_samples=3)
print(g.get_dataset_size(), rows(g))
g = ds.GeneratorDataset(Src(), ["x", "y"], shuffle=True)
print(g.get_dataset_size(), sorted(r[1] for r in rows(g)))
g = ds.GeneratorDataset([(np.array(1.5),), (np.array(2.5),)], ["v"], shuffle=False)
print(g.get_dataset_size(), rows(g))


def one_col():
    for i in range(3):
        yield (np.array([i, i + 1], np.int32),)


g = ds.GeneratorDataset(one_col, "v", shuffle=False)
print(g.get_col_names(), rows(g.batch(2)))
g = ds.GeneratorDataset(one_col, ["v"], shuffle=False).map(lambda v: v.astype(np.float32) / 2, input_columns="v")
print(rows(g), next(g.create_tuple_iterator(output_numpy=True))[0].dtype)
g = ds.GeneratorDataset(gen, ["data", "label"], shuffle=False).batch(2).repeat(2)
print(g.get_dataset_size(), [r[1] for r in rows(g)])
for r in ds.GeneratorDataset(Src(), ["x", "y"], shuffle=False).batch(4):
    print(r)
