# NumpySlicesDataset (shuffle=False): column names, sizes, element order, batch/map/repeat/take/skip/project/rename/filter/concat/zip.
import numpy as np

import mindspore.dataset as ds


def rows(d):
    return [[a.tolist() for a in r] for r in d.create_tuple_iterator(output_numpy=True)]


def D():
    return ds.NumpySlicesDataset((np.arange(10), np.arange(10) * 2.0), column_names=["a", "b"], shuffle=False)


d = ds.NumpySlicesDataset([1, 2, 3, 4, 5], shuffle=False)
print(d.get_col_names(), d.get_dataset_size(), d.get_batch_size())
for r in d.create_dict_iterator():
    print(r)
for r in d.create_tuple_iterator(output_numpy=True):
    print(type(r).__name__, r[0].dtype, r[0].shape, r[0].tolist())
    break
print([type(x).__name__ for x in next(iter(D()))])
print(ds.NumpySlicesDataset({"b": [1, 2], "a": [3, 4]}, shuffle=False).get_col_names())
print(rows(ds.NumpySlicesDataset([[1.5, 2.0], [3.0, 4.0]], column_names=["x"], shuffle=False)))
print(next(ds.NumpySlicesDataset([1.5, 2.5], shuffle=False).create_tuple_iterator(output_numpy=True))[0].dtype)
b = D().batch(3)
print(b.get_dataset_size(), b.get_batch_size(), b.get_col_names(), type(b).__name__)
for r in b.create_tuple_iterator(output_numpy=True):
    print([a.dtype.name for a in r], [a.tolist() for a in r])
print(D().batch(3, drop_remainder=True).get_dataset_size(), rows(D().batch(4, drop_remainder=True)))
print(rows(D().map(lambda x: x * 10, input_columns=["a"]).take(3)))
m = D().map(lambda x: (x, x + 1), input_columns=["a"], output_columns=["a1", "a2"])
print(m.get_col_names(), rows(m.take(2)))
m = D().map(lambda x: x + 0.5, input_columns="b", output_columns="c")
print(m.get_col_names(), rows(m.take(2)))
m = D().map([lambda x: x + 1, lambda x: x * 3], input_columns=["a"])
print(rows(m.take(3)))
m = D().map(lambda x, y: x + y, input_columns=["a", "b"], output_columns=["s"])
print(m.get_col_names(), rows(m.take(3)))
r = D().repeat(2)
print(r.get_dataset_size(), [x[0] for x in rows(r)])
print(D().batch(4).repeat(3).get_dataset_size(), D().repeat(3).batch(4).get_dataset_size())
print([x[0] for x in rows(D().repeat(2).batch(4))])
t = D().take(3)
print(t.get_dataset_size(), rows(t))
s = D().skip(7)
print(s.get_dataset_size(), rows(s))
print(D().skip(12).get_dataset_size(), D().take(20).get_dataset_size())
print(
    D().project(["b"]).get_col_names(), D().project(["b", "a"]).get_col_names(), rows(D().project(["b", "a"]).take(2))
)
print(D().rename(["a"], ["c"]).get_col_names(), D().rename(["a", "b"], ["x", "y"]).get_col_names())
f = D().filter(lambda a: a % 2 == 0, input_columns=["a"])
print(f.get_dataset_size(), [x[0] for x in rows(f)])
f = D().filter(lambda a, b: a + b > 20)
print(f.get_dataset_size(), [x[0] for x in rows(f)])
c = D().take(2).concat(D().skip(8))
print(type(c).__name__, c.get_dataset_size(), [x[0] for x in rows(c)])
c = D().take(1) + D().skip(9)
print(type(c).__name__, [x[0] for x in rows(c)])
z = ds.zip((D().project(["a"]), D().rename(["a", "b"], ["c", "d"]).project("d").take(4)))
print(type(z).__name__, z.get_col_names(), z.get_dataset_size(), rows(z))
z = D().project("a").zip(D().rename(["b"], ["e"]).project("e"))
print(z.get_col_names(), z.get_dataset_size())
print([type(x).__name__ for x in (D(), D().batch(2), D().map(lambda x: x), D().repeat(2), D().take(1), D().skip(1))])
print(
    [type(x).__name__ for x in (D().project("a"), D().rename("a", "q"), D().filter(lambda a, b: True), D().shuffle(4))]
)
print(sorted(x[0] for x in rows(D().shuffle(4))), D().shuffle(4).get_dataset_size())
it = D().create_dict_iterator(num_epochs=2, output_numpy=True)
print(type(it).__name__)
for ep in range(2):
    print(ep, [r["a"].item() for r in it][:3])
it = D().take(2).create_tuple_iterator(columns=["b"], output_numpy=True)
print([[a.tolist() for a in r] for r in it])
