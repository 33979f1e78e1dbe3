# batch(per_batch_map=...) returning only dicts: each output column stays a dict of the returned values (lists of
# the rows' arrays stay lists), in the numpy and Tensor iterators; a dict next to a column of another type raises
# MindSpore's 'Failed to convert rows'. With output_columns and no input_columns, every column goes in and the
# output columns are the dataset's columns. Found by the dataset/python_objects tutorial page.
import numpy as np

import mindspore.dataset as ds


def gen():
    for i in range(9):
        yield i


def two_dicts(col1, batch_info):
    return {"original_col1": col1, "index": np.arange(3)}, {"copied_col1": col1}


data = ds.GeneratorDataset(source=gen, column_names=["col1"]).batch(
    batch_size=3, per_batch_map=two_dicts, output_columns=["col1", "col2"]
)
print(data.get_col_names())
for d in data.create_dict_iterator(num_epochs=1, output_numpy=True):
    print(d)
for d in data.create_dict_iterator(num_epochs=1):
    print(d)
for d in data.create_tuple_iterator(num_epochs=1, output_numpy=True):
    print(d)
one = ds.GeneratorDataset(source=gen, column_names=["col1"]).batch(
    batch_size=4, per_batch_map=lambda c, info: ({"k": c, "n": len(c)},)
)
print(one.get_col_names(), list(one.create_tuple_iterator(output_numpy=True)))
plain = ds.GeneratorDataset(source=gen, column_names=["col1"]).batch(
    batch_size=3, per_batch_map=lambda c, info: (c, c), output_columns=["col1", "col2"]
)
print(plain.get_col_names(), [sorted(r) for r in plain.create_dict_iterator(output_numpy=True)])
mixed = ds.GeneratorDataset(source=gen, column_names=["col1"]).batch(
    batch_size=3, per_batch_map=lambda c, info: ({"k": c}, c), output_columns=["a", "b"]
)
try:
    print(list(mixed.create_tuple_iterator(output_numpy=True)))
except RuntimeError as e:
    print("RuntimeError", [ln for ln in str(e).splitlines() if "Failed" in ln][:1])
