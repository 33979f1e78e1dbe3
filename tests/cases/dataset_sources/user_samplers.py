# user samplers: plain classes with __getitem__/__len__ or __iter__, and ds.Sampler subclasses, passed as sampler=
import numpy as np
import mindspore.dataset as ds


class Reversed:
    """Only __getitem__ and __len__: iterated by index 0, 1, ... and stopped at len()."""

    def __init__(self, n):
        self.n = n

    def __getitem__(self, i):
        return self.n - 1 - i

    def __len__(self):
        return self.n


class Listed:
    """Only __getitem__, ending with IndexError."""

    def __getitem__(self, i):
        return [4, 0, 2][i]


class IterOnly:
    def __iter__(self):
        return iter([3, 1, 2])


class Longer:
    """__len__ shorter than what __iter__ yields: len() caps it."""

    def __iter__(self):
        return iter(range(8))

    def __len__(self):
        return 3


class Stride(ds.Sampler):
    def __iter__(self):
        for i in range(0, self.dataset_size, 3):
            yield i


class Src:
    def __getitem__(self, i):
        return (np.array([i], np.int32),)

    def __len__(self):
        return 10


def rows(d):
    return [r[0].reshape(-1).tolist() for r in d.create_tuple_iterator(output_numpy=True)]


for s in [Reversed(4), Listed(), IterOnly(), Longer(), Stride(), Stride(num_samples=2), [5, 2, 7], np.array([1, 1])]:
    d = ds.GeneratorDataset(Src(), ["x"], sampler=s)
    print(type(s).__name__, d.get_dataset_size(), rows(d))
for s in [Reversed(3), Stride(), IterOnly()]:
    d = ds.NumpySlicesDataset(np.arange(10, 20), ["x"], sampler=s)
    print("slices", type(s).__name__, d.get_dataset_size(), rows(d))
d = ds.GeneratorDataset(Src(), ["x"], sampler=Stride()).batch(2)
print(d.get_dataset_size(), rows(d))
d = ds.GeneratorDataset(Src(), ["x"], sampler=Reversed(5)).map(lambda x: x * 2, input_columns=["x"])
print(rows(d), rows(d))
d = ds.GeneratorDataset(Src(), ["x"], sampler=Reversed(4))
it = d.create_tuple_iterator(num_epochs=2, output_numpy=True)
print([[r[0].tolist() for r in it] for _ in range(2)])
for bad in [object(), 3.5, "abc"]:
    try:
        ds.GeneratorDataset(Src(), ["x"], sampler=bad)
    except Exception as e:
        print(type(bad).__name__, type(e).__name__, str(e).splitlines()[0])
