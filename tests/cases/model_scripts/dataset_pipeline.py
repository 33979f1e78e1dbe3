# dataset pipelines: class source GeneratorDataset, map changing column count, per_batch_map, repeat/batch order, zip/concat
import numpy as np
import mindspore.dataset as ds


class Source:
    def __init__(self, n=7):
        self.data = np.arange(n * 2, dtype=np.float32).reshape(n, 2)
        self.label = np.arange(n, dtype=np.int32) % 3

    def __getitem__(self, idx):
        return self.data[idx], self.label[idx]

    def __len__(self):
        return len(self.data)


def mk():
    return ds.GeneratorDataset(Source(), column_names=["data", "label"], shuffle=False)


d = mk()
print("size", d.get_dataset_size(), d.get_col_names(), d.output_shapes(), d.output_types())


def split(x):
    return x[:1], x[1:] * 10


d2 = mk().map(operations=split, input_columns=["data"], output_columns=["a", "b"])
print("after split", d2.get_col_names())
for row in d2.create_tuple_iterator(output_numpy=True):
    print([r.tolist() for r in row])
    break


def merge(a, b):
    return np.concatenate([a, b])


d3 = d2.map(operations=[merge, lambda v: v + 1], input_columns=["a", "b"], output_columns=["ab"])
print("after merge", d3.get_col_names())
print(next(d3.create_dict_iterator(output_numpy=True)))

rb = mk().repeat(2).batch(3)
br = mk().batch(3).repeat(2)
print("repeat->batch", rb.get_dataset_size(), [b["label"].shape for b in rb.create_dict_iterator(output_numpy=True)])
print("batch->repeat", br.get_dataset_size(), [b["label"].shape for b in br.create_dict_iterator(output_numpy=True)])
print("drop", mk().batch(3, drop_remainder=True).get_dataset_size())


def pbm(data, label, batch_info):
    return [x * batch_info.get_batch_num() for x in data], [l + 100 for l in label]


pb = mk().batch(4, per_batch_map=pbm, input_columns=["data", "label"])
for b in pb.create_dict_iterator(output_numpy=True):
    print("pbm", b["data"].tolist(), b["label"].tolist())


def pad_batch(data, batch_info):
    return ([np.pad(x, (0, 1)) for x in data],)


print("pbm2", [b[0].shape for b in mk().project(["data"]).batch(3, per_batch_map=pad_batch, input_columns=["data"]).create_tuple_iterator(output_numpy=True)])

other = ds.NumpySlicesDataset({"extra": np.arange(5, dtype=np.int64)}, shuffle=False)
z = ds.zip((mk(), other))
print("zip", z.get_dataset_size(), z.get_col_names())
print([r["extra"].item() for r in z.create_dict_iterator(output_numpy=True)])
c = mk().take(2) + mk().skip(5)
print("concat", c.get_dataset_size(), [r[1].item() for r in c.create_tuple_iterator(output_numpy=True)])
c2 = mk().take(2).concat([mk().take(1)])
print("concat2", c2.get_dataset_size())

it = mk().batch(7).create_dict_iterator(num_epochs=2, output_numpy=True)
for ep in range(2):
    n = 0
    for b in it:
        n += 1
    print("epoch", ep, "batches", n)
r = mk().rename(["data", "label"], ["x", "y"]).project(["y"])
print(r.get_col_names(), [int(t[0]) for t in r.create_tuple_iterator(output_numpy=True)])
f = mk().filter(lambda lab: lab > 0, input_columns=["label"])
print("filter", [int(t[1]) for t in f.create_tuple_iterator(output_numpy=True)])
