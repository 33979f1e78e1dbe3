# Parameter.cache_enable / cache_shape (defaults, type checks, kept by clone) and Tensor.flush_from_cache, as MindCV's callbacks read them
import numpy as np
from mindspore import Parameter, Tensor

p = Parameter(Tensor(np.ones((2, 3), np.float32)), name="w")
print(repr(p.cache_enable), repr(p.cache_shape))
for bad in (1, "yes", None):
    try:
        p.cache_enable = bad
    except TypeError as e:
        print("cache_enable", type(e).__name__, e)
for bad in (3, "ab", None):
    try:
        p.cache_shape = bad
    except TypeError as e:
        print("cache_shape", type(e).__name__, e)
p.cache_enable = True
p.cache_shape = (4, 3)
print(p.cache_enable, p.cache_shape, type(p.cache_shape).__name__)
c = p.clone()
print(c.name, c.cache_enable, c.cache_shape)
p.cache_shape = [5, 3]
print(p.cache_shape, c.cache_shape)
print(Tensor(np.array([1, 2], np.float32)).flush_from_cache())
print(Tensor(p).flush_from_cache())
q = Parameter(Tensor([1.0]), name="q")
print(q.cache_enable, q.cache_shape)
