# Dataset names model-zoo code reaches: DatasetCache's argument checks (a cache server is not started here), the
# vision.utils enums, py_transforms_util, and the module attributes dataset.context / dataset.engine.config / ...
import copy

import numpy as np
from PIL import Image

import mindspore
import mindspore.dataset as ds
import mindspore.dataset.vision as vision
from mindspore.dataset.engine import config as engine_config
from mindspore.dataset.vision import py_transforms_util
from mindspore.dataset.vision.utils import Border, Inter


def attempt(tag, fn):
    try:
        print(tag, "ok", fn())
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, [ln for ln in str(e).splitlines() if ln.strip()][:1])


cache = ds.DatasetCache(session_id=1, size=0)
print(sorted(k for k in vars(cache) if k != "cache_client"), cache.session_id, cache.size, cache.spilling)
print(cache.hostname, cache.port, cache.num_connections, cache.prefetch_size)
c2 = ds.DatasetCache(
    1234, size=1024, spilling=True, hostname="127.0.0.1", port=50052, num_connections=4, prefetch_size=8
)
print(c2.session_id, c2.size, c2.spilling, c2.hostname, c2.port, c2.num_connections, c2.prefetch_size)
for kw in (
    {"session_id": 0},
    {"session_id": -1},
    {"session_id": 1.5},
    {"session_id": 2**32},
    {"session_id": True},
    {"session_id": 1, "size": -1},
    {"session_id": 1, "size": 1.5},
    {"session_id": 1, "size": 2**64},
    {"session_id": 1, "spilling": 1},
    {"session_id": 1, "hostname": 1},
    {"session_id": 1, "port": 80},
    {"session_id": 1, "port": "80"},
    {"session_id": 1, "num_connections": 0},
    {"session_id": 1, "prefetch_size": 0},
    {"session_id": 1, "prefetch_size": 2**31},
):
    attempt(kw, lambda: type(ds.DatasetCache(**kw)).__name__)
c3 = copy.deepcopy(c2)
print(type(c3).__name__, c3 is c2, c3.session_id, c3.size, c3.port)
data = ds.NumpySlicesDataset({"x": np.arange(4)}, shuffle=False)
attempt("map bad cache", lambda: data.map(lambda x: x, cache=1))
print(ds.DatasetCache is ds.engine.DatasetCache, ds.engine.DistributedSampler is ds.DistributedSampler)

print(list(Inter), Inter.BICUBIC == 3, Inter.LINEAR is Inter.BILINEAR, Inter is vision.Inter)
print(list(Border), Border.CONSTANT.value, Border is vision.Border)
print(Inter.PILCUBIC.value, Inter.NEAREST.name, Inter(2).name)
print(py_transforms_util.is_pil(Image.new("RGB", (2, 2))), py_transforms_util.is_pil(np.zeros((2, 2, 3))))
print(py_transforms_util.augment_error_message.format(type(np.zeros(1))))
print(ds.context is mindspore.context, ds.context.PYNATIVE_MODE, ds.context.GRAPH_MODE)
print(engine_config is ds.config, ds.engine.config.set_seed is ds.config.set_seed, ds.ds is ds)
engine_config.set_seed(5)
print(ds.config.get_seed())
