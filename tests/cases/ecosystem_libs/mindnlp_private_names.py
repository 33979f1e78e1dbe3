# Names MindNLP 0.1.1 imports: mindspore._c_expression._random_normal (its initializers fill numpy arrays with
# MindSpore's seeded normal stream) and ops.operations.array_ops.Tril.
import numpy as np

from mindspore import Tensor, ops
from mindspore._c_expression import _random_normal
from mindspore.ops.operations.array_ops import Tril


def attempt(tag, fn):
    try:
        print(tag, "ok", fn())
    except Exception as e:
        print(tag, type(e).__name__, str(e).splitlines()[0] if str(e).strip() else "")


a = np.zeros((3, 4), np.float32)
print(_random_normal(5, a, 0.0, 1.0))
print(a)
b = np.zeros(7, np.float32)
_random_normal(5, b, 2.0, 0.5)
print(b)
c = np.zeros((2, 3, 5), np.float32)
_random_normal(123456, c, -1.0, 3.0)
print(c)
d = np.zeros(1, np.float32)
_random_normal(0, d, 0.0, 1.0)
print(d)
e = np.zeros(2, np.float32)
_random_normal(1, e, 0.0, -1.0)
print(e)
attempt("float64", lambda: _random_normal(1, np.zeros((2, 2), np.float64), 0.0, 1.0))
attempt("int32", lambda: _random_normal(1, np.zeros(2, np.int32), 0.0, 1.0))

print(Tril is ops.Tril)
x = Tensor(np.arange(1, 13, dtype=np.float32).reshape(3, 4))
print(Tril()(x))
print(Tril(diagonal=1)(x))
print(Tril(-1)(x))
