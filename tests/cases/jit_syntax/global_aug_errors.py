# Graph-mode syntax rules of jit functions: augmented assignment to a module-level name (a global Tensor is
# updated in place), and the RuntimeError MindSpore raises at compile time for unsupported statements.
import mindspore as ms
from mindspore import Tensor, jit, nn

ms.set_context(mode=ms.GRAPH_MODE)


def run(name, fn, *a):
    try:
        r = fn(*a)
        print(name, "->", type(r).__name__, r)
    except Exception as e:
        print(name, "!!", type(e).__name__, str(e).splitlines()[0][:200])


g = Tensor([1.0, 2.0])
n = 5
s = "ab"


@jit
def f_aug(x):
    g += x
    return g


@jit
def f_aug_read_first(x):
    y = g * 2
    g -= x
    return y, g


@jit
def f_aug_decl(x):
    global g
    g *= x
    return g


@jit
def f_aug_int(x):
    n += 1
    return x + n


run("aug global tensor", f_aug, Tensor([1.0, 1.0]))
print("g after", g)
run("aug global read first", f_aug_read_first, Tensor([1.0, 1.0]))
print("g after", g)
run("aug global decl", f_aug_decl, Tensor([2.0, 2.0]))
print("g after", g)
run("aug global int", f_aug_int, Tensor([1.0, 1.0]))
print("n after", n)


@jit
def f_try(x):
    try:
        y = x + 1
    except Exception:
        y = x
    return y


@jit
def f_yield(x):
    y = yield x
    return y


@jit
def f_del(x):
    y = x
    del y
    return 1


@jit
def f_async(x):
    async def a():
        pass

    return x


@jit
def f_set(x):
    return {1, 2}


@jit
def f_raise(x):
    raise ValueError("bad value", 3)


@jit
def f_assert(x):
    assert x > 5, "x too small"
    return x


@jit
def f_ifexp_lambda(x):
    k = lambda: x  # noqa: E731
    return x if x > 0 else -x, k()


for name, fn in [("try", f_try), ("yield", f_yield), ("del", f_del), ("async", f_async), ("set", f_set),
                 ("raise", f_raise), ("assert", f_assert), ("ifexp lambda", f_ifexp_lambda)]:  # fmt: skip
    run(name, fn, Tensor(1))


class TryNet(nn.Cell):
    def construct(self, x):
        try:
            return x + 1
        except ValueError:
            return x


run("cell try graph", TryNet(), Tensor(1))
ms.set_context(mode=ms.PYNATIVE_MODE)
run("cell try pynative", TryNet(), Tensor(1))


class C(nn.Cell):
    pass


try:
    ms.jit_class(C)
except TypeError as e:
    print("jit_class cell", type(e).__name__, e)
