# More private names model-zoo code reaches: common.api.cells_compile_cache with Cell.compile_cache (qmix's clone),
# dataset.transforms.validators.check_random_transform_ops on a class of its own (trn's GroupCompose),
# dataset.engine.datasets._set_training_dataset, and train.train_thor.dataset_helper.DatasetHelper on the CPU.
import copy

import numpy as np

import mindspore.dataset as ds
import mindspore.dataset.vision as V
from mindspore import nn
from mindspore.common.api import cells_compile_cache
from mindspore.dataset.engine import datasets as dsmod
from mindspore.dataset.engine.datasets import _set_training_dataset
from mindspore.dataset.transforms.validators import check_random_transform_ops
from mindspore.train.train_thor.dataset_helper import DatasetHelper


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, "ok", r)
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e).splitlines()[0] if str(e).strip() else "")


net = nn.Dense(2, 2)
clone = copy.deepcopy(net)
cells_compile_cache[id(clone)] = clone.compile_cache
print(type(cells_compile_cache).__name__, cells_compile_cache[id(clone)], type(net.compile_cache).__name__)
print(cells_compile_cache.get(id(clone)) is clone.compile_cache, len(net.compile_cache))


class GroupCompose:
    @check_random_transform_ops
    def __init__(self, transforms):
        self.transforms = transforms

    def __call__(self, images):
        for t in self.transforms:
            images = t(images)
        return images


class GroupApply:
    @check_random_transform_ops
    def __init__(self, transforms, prob=0.5):
        self.transforms, self.prob = transforms, prob


g = GroupCompose([lambda x: x + 1, lambda x: x * 2])
print(g(np.array([1, 2])).tolist(), GroupCompose.__init__.__name__)
print(GroupApply([V.HWC2CHW()], prob=1).prob, GroupApply([V.HWC2CHW()]).prob)
attempt("empty", lambda: GroupCompose([]))
attempt("not list", lambda: GroupCompose(("a", 1)))
attempt("class", lambda: GroupCompose([V.HWC2CHW]))
attempt("not callable", lambda: GroupCompose([V.HWC2CHW(), 3]))
attempt("prob", lambda: GroupApply([V.HWC2CHW()], 1.5))
attempt("prob type", lambda: GroupApply([V.HWC2CHW()], "a"))
attempt("prob bool", lambda: GroupApply([V.HWC2CHW()], True).prob)
attempt("args", lambda: GroupCompose())

data = ds.NumpySlicesDataset([1, 2, 3], column_names=["x"])
print(_set_training_dataset(data), dsmod._get_training_dataset() is data)

attempt("thor sink", lambda: DatasetHelper(data))
attempt("thor bad sink", lambda: DatasetHelper(data, dataset_sink_mode=1))
attempt("thor size 0", lambda: DatasetHelper(data, False, 0))
attempt("thor size type", lambda: DatasetHelper(data, False, 2.0))
helper = DatasetHelper(data, dataset_sink_mode=False, sink_size=2, epoch_num=1, iter_first_order=2)
print(type(helper).__name__, hasattr(helper, "iter"))
attempt("thor iter", lambda: iter(helper))
