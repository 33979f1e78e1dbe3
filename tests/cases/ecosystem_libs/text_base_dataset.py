# mindspore.dataset.TextBaseDataset (MindNLP 0.1.1's Vocab checks it): every dataset but the vision source loaders
# is one, pipelines included.
import os
import tempfile

import numpy as np

import mindspore.dataset as ds
from mindspore.dataset import TextBaseDataset

names = (
    "MnistDataset FashionMnistDataset KMnistDataset EMnistDataset Cifar10Dataset Cifar100Dataset ImageFolderDataset "
    "RandomDataset FakeImageDataset TextFileDataset CSVDataset TFRecordDataset MindDataset GeneratorDataset "
    "NumpySlicesDataset PaddedDataset"
).split()
for n in names:
    print(n, issubclass(getattr(ds, n), TextBaseDataset))
g = ds.GeneratorDataset([(np.array(1),)], ["a"])
n = ds.NumpySlicesDataset([1, 2], ["a"], shuffle=False)
print(isinstance(g, TextBaseDataset), isinstance(n, TextBaseDataset))
print(isinstance(g.map(lambda x: x), TextBaseDataset), isinstance(g.batch(1), TextBaseDataset))
print(isinstance(n.repeat(2).shuffle(2), TextBaseDataset), isinstance(ds.zip((g, n.rename("a", "b"))), TextBaseDataset))
print(isinstance(ds.FakeImageDataset(num_images=2, image_size=(4, 4, 3)), TextBaseDataset))
print(isinstance(ds.FakeImageDataset(num_images=2, image_size=(4, 4, 3)).batch(1), TextBaseDataset))
print(isinstance(np.zeros(1), TextBaseDataset), isinstance([1], TextBaseDataset), issubclass(int, TextBaseDataset))
print(issubclass(TextBaseDataset, ds.Dataset), hasattr(TextBaseDataset, "build_vocab"))
with tempfile.TemporaryDirectory() as tmp:
    path = os.path.join(tmp, "a.txt")
    with open(path, "w") as f:
        f.write("a b\nc\n")
    print(isinstance(ds.TextFileDataset(path, shuffle=False), TextBaseDataset))


class MyGen(ds.GeneratorDataset):
    pass


class MyMnist(ds.MnistDataset):
    pass


print(issubclass(MyGen, TextBaseDataset), issubclass(MyMnist, TextBaseDataset))
