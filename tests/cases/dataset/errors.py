# Dataset argument errors: exception classes for bad batch sizes, columns, shard ids, missing directories.
import numpy as np

import mindspore.dataset as ds


def D():
    return ds.NumpySlicesDataset({"a": np.arange(4)}, shuffle=False)


cases = [
    ("batch0", lambda: D().batch(0)),
    ("batch_str", lambda: D().batch("2")),
    ("repeat0", lambda: D().repeat(0)),
    ("shuffle1", lambda: D().shuffle(1)),
    ("mnist_dir", lambda: ds.MnistDataset("/nonexistent/dir")),
    ("shard", lambda: ds.NumpySlicesDataset([1, 2], num_shards=2, shard_id=2)),
    ("gen_no_cols", lambda: ds.GeneratorDataset(lambda: iter([1]))),
    ("zip_list", lambda: ds.zip([D()])),
]
for name, fn in cases:
    try:
        fn()
        print(name, "ok")
    except Exception as e:  # noqa: BLE001
        print(name, type(e).__name__)
