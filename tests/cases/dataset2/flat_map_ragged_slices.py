# dataset: config video backend, Dataset.flat_map, NumpySlicesDataset of rows of different lengths and padded_batch over them.
import mindspore.dataset as ds


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, "->", r)
    except Exception as e:
        print(tag, type(e).__name__, str(e).splitlines()[0])


attempt("vb", ds.config.get_video_backend)
attempt("set_cpu", lambda: ds.config.set_video_backend("CPU"))
attempt("vb2", ds.config.get_video_backend)
attempt("set_bad", lambda: ds.config.set_video_backend("GPU"))
attempt("set_int", lambda: ds.config.set_video_backend(1))
dataset = ds.NumpySlicesDataset([[0, 1], [2, 3]], shuffle=False)


def repeat(array):
    data = ds.NumpySlicesDataset(array, shuffle=False)
    return data.repeat(2)


d2 = dataset.flat_map(repeat)
print([x[0].tolist() for x in d2.create_tuple_iterator(output_numpy=True)], d2.get_col_names())
dataset = ds.NumpySlicesDataset(([[0, 1], [2, 3]], [[0, -1], [-2, -3]]), shuffle=False)


def plus_and_minus(col1, col2):
    return ds.NumpySlicesDataset((col1 + 1, col2 - 1), shuffle=False)


d3 = dataset.flat_map(plus_and_minus)
print([[c.tolist() for c in x] for x in d3.create_tuple_iterator(output_numpy=True)], d3.get_col_names())
attempt("fm_notcallable", lambda: dataset.flat_map(3))


def bad(a, b):
    return [a]


attempt("fm_badret", lambda: list(dataset.flat_map(bad).create_tuple_iterator(output_numpy=True)))
d = ds.NumpySlicesDataset([[1], [1, 2], [1, 2, 3], [1, 2, 3, 4]], "column1", shuffle=False)
print([(x[0].tolist(), x[0].dtype) for x in d.create_tuple_iterator(output_numpy=True)])
print(d.get_dataset_size(), d.output_shapes(), d.output_types())
p = d.padded_batch(2, True, pad_info={})
print([x[0].tolist() for x in p.create_tuple_iterator(output_numpy=True)])
d = ds.NumpySlicesDataset([[1.5], [1, 2]], "c", shuffle=False)
print([(x[0].tolist(), x[0].dtype) for x in d.create_tuple_iterator(output_numpy=True)])
d = ds.NumpySlicesDataset({"a": [[1], [2, 3]], "b": [1, 2]}, shuffle=False)
print([[c.tolist() for c in x] for x in d.create_tuple_iterator(output_numpy=True)])
attempt(
    "batch_ragged",
    lambda: list(
        ds.NumpySlicesDataset([[1], [1, 2]], "c", shuffle=False).batch(2).create_tuple_iterator(output_numpy=True)
    ),
)
pad = ds.NumpySlicesDataset([[1], [1, 2], [1, 2, 3]], "c", shuffle=False).padded_batch(
    2, False, pad_info={"c": ([5], -1)}
)
print([x[0].tolist() for x in pad.create_tuple_iterator(output_numpy=True)])
print(ds.NumpySlicesDataset([[1], [2, 3], [4]], "c", shuffle=False).get_dataset_size())
