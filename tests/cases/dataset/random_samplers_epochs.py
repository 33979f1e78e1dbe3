# Seeded random samplers and the shuffle buffer across the epochs of one iterator and a second iterator:
# WeightedRandomSampler (reseeded every epoch), SubsetRandomSampler (reseeded, shuffling its last order again),
# RandomSampler, and Dataset.shuffle's mt19937_64 buffer going on from epoch to epoch.
import numpy as np

import mindspore.dataset as ds


def ids(tag, sampler, n=8, epochs=3):
    d = ds.NumpySlicesDataset({"x": np.arange(n)}, sampler=sampler)
    for _ in range(2):
        it = d.create_tuple_iterator(num_epochs=epochs, output_numpy=True)
        print(tag, d.get_dataset_size(), [[int(x) for (x,) in it] for _ in range(epochs)])


def shuffled(tag, n, size, epochs=3):
    d = ds.NumpySlicesDataset({"x": np.arange(n)}, shuffle=False).shuffle(size)
    it = d.create_tuple_iterator(num_epochs=epochs, output_numpy=True)
    print(tag, [[int(x) for (x,) in it] for _ in range(epochs)])


W = [0.1, 0.2, 0.3, 0.4, 0.5, 0.0, 1.0, 2.0]
for seed in (3, 2024):
    ds.config.set_seed(seed)
    ids("weighted", ds.WeightedRandomSampler(W))
    ids("weighted5", ds.WeightedRandomSampler([1, 2, 3], num_samples=5))
    ids("weighted_short", ds.WeightedRandomSampler([1, 2, 3]))
    ids("weighted_one", ds.WeightedRandomSampler([1.0], num_samples=3))
    ids("weighted_norep", ds.WeightedRandomSampler(W, replacement=False))
    ids("weighted_norep4", ds.WeightedRandomSampler(W, num_samples=4, replacement=False))
    ids("weighted_zeros", ds.WeightedRandomSampler([0, 1, 0, 2, 0, 0, 0, 0], replacement=False))
    ids("subset", ds.SubsetRandomSampler([7, 1, 3, 5, 0, 2]))
    ids("subset3", ds.SubsetRandomSampler([7, 1, 3, 5, 0, 2], num_samples=3))
    ids("random", ds.RandomSampler())
    ids("random_rep", ds.RandomSampler(replacement=True, num_samples=5))
    shuffled("buffer4", 10, 4)
    shuffled("buffer_all", 6, 6)
    shuffled("buffer_big", 5, 100)
    shuffled("buffer2", 9, 2)
