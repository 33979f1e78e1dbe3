# Dataset.set_init_step/get_init_step (resume inside an epoch), iterating past num_epochs, input_indexs,
# output_shapes(estimate=True) errors, sync_wait/bucket_batch_by_length argument checks.
import os

import numpy as np

import mindspore.dataset as ds


def err(tag, fn):
    try:
        print(tag, fn())
    except Exception as e:  # noqa: BLE001
        lines = [ln for ln in str(e).splitlines() if ln.startswith("[ERROR]")]
        print(tag, type(e).__name__, lines or str(e))


d = ds.NumpySlicesDataset(list(range(10)), ["a"], shuffle=False).batch(2)
print("init", d.get_init_step())
d.set_init_step(3)
print("init", d.get_init_step())
it = d.create_tuple_iterator(num_epochs=3, output_numpy=True)
for e in range(3):
    print(e, [r[0].tolist() for r in it])
err("past_end", lambda: [r[0].tolist() for r in it])
d.set_init_step(7)
it = d.create_tuple_iterator(num_epochs=2, output_numpy=True)
print("resume", [r[0].tolist() for r in it])
err("resume_past_end", lambda: [r[0].tolist() for r in it])
m = ds.NumpySlicesDataset(list(range(6)), ["a"], shuffle=False).map(lambda x: x * 10)
m.set_init_step(4)
print("map", [r[0].tolist() for r in m.create_tuple_iterator(num_epochs=1, output_numpy=True)])
print("child", m.children[0].get_init_step())
z = ds.zip((ds.NumpySlicesDataset([1, 2], ["x"]), ds.NumpySlicesDataset([3, 4], ["y"])))
z.children[0].set_init_step(1)
print("zip", z.get_init_step())

it = ds.NumpySlicesDataset([1, 2, 3], ["a"], shuffle=False).create_dict_iterator(num_epochs=1, output_numpy=True)
print("dict", [r["a"].tolist() for r in it])
err("dict_past_end", lambda: next(it))

a = ds.NumpySlicesDataset([1, 2, 3], column_names=["c"])
print("idx", a.input_indexs)
a.input_indexs = 10
print("idx", a.input_indexs, a.shuffle(2).project(["c"]).input_indexs)
b = ds.NumpySlicesDataset([1, 2, 3], column_names=["c"]).shuffle(2)
print("idx", b.input_indexs)
b.input_indexs = (0, 1)
print("idx", (a + b).input_indexs, (b + a).input_indexs)


class Ragged:
    def __init__(self, rows):
        self.rows = rows

    def __getitem__(self, i):
        return self.rows[i]

    def __len__(self):
        return len(self.rows)


err(
    "shapes_rank",
    lambda: ds.GeneratorDataset(Ragged([np.ones((2, 1)), np.ones(2)]), ["d"], shuffle=False).output_shapes(True),
)
print("shapes_dyn", ds.GeneratorDataset(Ragged([np.ones((2, 1)), np.ones((1, 3))]), ["d"]).output_shapes(True))
err("shapes_type", lambda: ds.GeneratorDataset(Ragged([np.ones(2)]), ["d"]).output_shapes(estimate=1))

g = ds.NumpySlicesDataset([1, 2, 3], ["a"])
err("sync_batch_type", lambda: g.sync_wait(condition_name="c", num_batch="1"))
err("sync_name_type", lambda: g.sync_wait(condition_name=1))
os.environ["MS_INDEPENDENT_DATASET"] = "True"
err("sync_independent", lambda: g.sync_wait(condition_name="c"))
os.environ["MS_INDEPENDENT_DATASET"] = "False"
print("sync_ok", type(g.sync_wait(condition_name="c")).__name__)
err("bucket_col", lambda: g.bucket_batch_by_length([1], [1, 2], [1, 1, 1]))
err("bucket_empty_col", lambda: g.bucket_batch_by_length([""], [1, 2], [1, 1, 1]))
err("bucket_dup_col", lambda: g.bucket_batch_by_length(["a", "a"], [1, 2], [1, 1, 1], lambda x, y: 1))
