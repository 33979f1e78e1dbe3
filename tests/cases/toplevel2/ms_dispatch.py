# mindspore.MsDispatchMode on the Tensor operators: MindSpore's operator names and arguments (AddExt(x, y, 1),
# Muls, Divs, Reciprocal, MatMulExt ...), nesting (a handler's func(*args) goes to the outer mode), decorator
# use, a handler that changes arguments or results, an exception leaving the mode, and a wrong signature.
import numpy as np

import mindspore as ms
from mindspore import Tensor


def show(a):
    return a.dtype if isinstance(a, Tensor) else a


class Log(ms.MsDispatchMode):
    def __ms_dispatch__(self, func, args, kwargs=None):
        print("op", func.name, [show(a) for a in args], kwargs)
        return func(*args)


x = Tensor([1.0, 2.0])
y = Tensor([3.0, 4.0])
i = Tensor([5, 7], ms.int32)
m = Tensor(np.ones((2, 2), np.float32))
cases = [
    ("x+y", lambda: x + y),
    ("2+x", lambda: 2 + x),
    ("i+2", lambda: i + 2),
    ("x-y", lambda: x - y),
    ("2-x", lambda: 2 - x),
    ("x*y", lambda: x * y),
    ("x*2", lambda: x * 2),
    ("2*i", lambda: 2 * i),
    ("x/y", lambda: x / y),
    ("x/2", lambda: x / 2),
    ("2/x", lambda: 2 / x),
    ("i//2", lambda: i // Tensor([2, 3], ms.int32)),
    ("x@m", lambda: x @ m),
    ("x<y", lambda: x < y),
    ("x>=1", lambda: x >= 1),
    ("x==y", lambda: x == y),
    ("x!=y", lambda: x != y),
    ("-x", lambda: -x),
    ("abs", lambda: abs(-x)),
    ("x**2", lambda: x**2),
]
for tag, fn in cases:
    with Log():
        r = fn()
    print(tag, r, r.dtype)


class Scale(ms.MsDispatchMode):
    def __ms_dispatch__(self, func, args, kwargs=None):
        out = func(*args)
        return out * 10 if func.name == "AddExt" else out


with Log():
    with Scale():
        print("nested", x + y)
    print("outer", x - y)
print("after", x + y, (x * 2).asnumpy())


@Log()
def f(a, b):
    return a * b + a


print("decorated", f(x, y))
try:
    with Log():
        raise RuntimeError("boom")
except RuntimeError as e:
    print("RuntimeError", e, x + y)


class NoArgs(ms.MsDispatchMode):
    def __ms_dispatch__(self):
        return 1


try:
    with NoArgs():
        x + y
except TypeError as e:
    print("TypeError", e)
print(x + y, isinstance(Log(), ms.MsDispatchMode))
