# repr of a Tensor over a numpy array's buffer (Tensor.from_numpy, dataset rows with do_copy=False, the iterators'
# default): numpy's text with ', ' separators; a copied Tensor (Tensor(array), do_copy=True, an op's result) keeps
# MindSpore's own format. Found by the beginner/dataset tutorial page (printing GeneratorDataset rows).
import numpy as np

import mindspore as ms
import mindspore.dataset as ds

arrays = [
    np.ones((2,)),
    np.array([1.5, 2.123456789]),
    np.arange(6, dtype=np.float32).reshape(2, 3) / 8,
    np.array([True, False]),
    np.array(3.5),
    np.array([[1, 2], [3, 4]], np.int32),
    np.array([1e-8, 1.0]),
    np.array([1, 2], np.uint8),
    np.zeros((0,), np.float32),
    np.zeros((2, 0), np.float32),
    np.array([np.nan, np.inf, -1.0]),
    np.arange(2000, dtype=np.float32),
    np.arange(24, dtype=np.int64).reshape(2, 3, 4),
]
for a in arrays:
    print(repr(ms.Tensor.from_numpy(a)))
    print(repr(ms.Tensor(a)))

t = ms.Tensor.from_numpy(np.ones(2, np.float32))
print(repr(t * 2))
print(repr(t[0]), repr(t.reshape(1, 2)))
t[0] = 5
print(repr(t))
print([ms.Tensor.from_numpy(np.zeros(2))])


class Source:
    def __getitem__(self, index):
        return np.ones((5, 2))[index], np.zeros((5, 1))[index]

    def __len__(self):
        return 5


data = ds.GeneratorDataset(Source(), column_names=["data", "label"], shuffle=False)
for row in data:
    print(row)
    break
for dc in (False, True):
    print(repr(next(iter(data.create_tuple_iterator(do_copy=dc)))[0]))
    print(repr(next(iter(data.create_dict_iterator(do_copy=dc)))["label"]))
print(repr(next(iter(data.create_tuple_iterator()))[0] + 1))
pipe = ds.NumpySlicesDataset({"a": np.ones((2, 2), np.float32)}, shuffle=False).map(lambda x: x * 2, "a").batch(2)
print(repr(next(iter(pipe))[0]))
