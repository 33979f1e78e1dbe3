# Graph-mode meaning of Python built-ins inside jit functions and GRAPH_MODE Cells: map/filter give lists for
# list inputs and tuples otherwise, zip/enumerate/range give tuples, dict.has_key, dict views as tuples/lists.
import mindspore as ms
from mindspore import Tensor, jit, nn


def run(name, fn, *a):
    try:
        r = fn(*a)
        print(name, "->", type(r).__name__, r)
    except Exception as e:
        print(name, "!!", type(e).__name__, str(e).splitlines()[0][:200])


@jit
def f_map(x):
    return map(lambda a: a * 2, (1, 2, 3)), map(lambda a: a + 1, [1, 2]), map(lambda a, b: a + b, [1, 2], [3, 4])


@jit
def f_map_mixed(x):
    return map(lambda a, b: a + b, (1, 2), [3, 4])


@jit
def f_filter(x):
    return filter(lambda a: a > 1, [1, 2, 3]), filter(lambda a: a, (0, 1, 2))


@jit
def f_zip_range_enum(x):
    return zip((1, 2), [3, 4]), zip([1, 2], [3, 4]), range(3), range(1, 7, 2), enumerate([5, 6]), enumerate((7, 8), 1)


@jit
def f_loops(x):
    s = x
    for a, b in zip((1, 2), (3, 4)):
        s = s + a * b
    for i, v in enumerate((10, 20)):
        s = s + i * v
    for i in range(3):
        s = s + i
    return s, len(map(lambda a: a, (1, 2, 3))), len(range(4)), range(5)[1], zip((1, 2), (3, 4))[1]


@jit
def f_map_tensor(x):
    return map(lambda a: a * 2, (x, x + 1))


@jit
def f_dict(x):
    d = {"a": 1, "b": x}
    return d.has_key("a"), d.has_key("c"), d.keys(), d.values(), d.items(), d


@jit
def f_other(x):
    return sorted([3, 1, 2]), list((1, 2)), tuple(range(2)), [i * 2 for i in range(3)], {str(i): i for i in range(2)}


for name, fn in [("map", f_map), ("map mixed", f_map_mixed), ("filter", f_filter),
                 ("zip/range/enumerate", f_zip_range_enum), ("loops", f_loops), ("map tensor", f_map_tensor),
                 ("dict", f_dict), ("other", f_other)]:  # fmt: skip
    run(name, fn, Tensor(1))


class Net(nn.Cell):
    def construct(self, x):
        d = {"w": x}
        return map(lambda a: a + 1, (x, 2)), zip((x,), (2,)), d.has_key("w"), range(2), enumerate([x])


ms.set_context(mode=ms.GRAPH_MODE)
run("cell graph", Net(), Tensor(1))
ms.set_context(mode=ms.PYNATIVE_MODE)
run("cell pynative", lambda x: tuple(type(o).__name__ for o in Net()(x)[:2]), Tensor(1))
print(type(map(abs, [1])).__name__, type(range(2)).__name__)
