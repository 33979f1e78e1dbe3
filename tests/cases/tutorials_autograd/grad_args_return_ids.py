# grad/value_and_grad argument errors; return_ids pairing for every grad_position / weights form (MindSpore quirks included)
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter

def f(x, y):
    return x * y, x + y
def f1(x, y):
    return x * y
x = Tensor(np.array([1.0, 2.0]), ms.float32)
y = Tensor(np.array([3.0, 4.0]), ms.float32)

def trial(name, thunk):
    try:
        r = thunk()
        print(name, r)
    except Exception as e:
        print(name, type(e).__name__, str(e).split("\n")[0])

trial("aux single", lambda: ms.grad(f1, has_aux=True)(x, y))
trial("vag aux single", lambda: ms.value_and_grad(f1, has_aux=True)(x, y))
trial("none none", lambda: ms.grad(f1, None, None)(x, y))
trial("vag none none", lambda: ms.value_and_grad(f1, None, None)(x, y))
trial("pos str", lambda: ms.grad(f1, "a")(x, y))
trial("pos neg", lambda: ms.grad(f1, -1)(x, y))
trial("pos big", lambda: ms.grad(f1, 3)(x, y))
trial("pos tuple big", lambda: ms.grad(f1, (0, 5))(x, y))
trial("pos float", lambda: ms.grad(f1, 1.0)(x, y))
trial("pos empty", lambda: ms.grad(f1, ())(x, y))
trial("weights tensor", lambda: ms.grad(f1, 0, x)(x, y))
trial("weights int", lambda: ms.grad(f1, 0, 3)(x, y))
trial("ids pos", lambda: ms.grad(f, (0, 1), return_ids=True)(x, y))
trial("ids pos int", lambda: ms.grad(f, 1, return_ids=True)(x, y))
trial("ids aux", lambda: ms.grad(f, 0, has_aux=True, return_ids=True)(x, y))
trial("vag ids", lambda: ms.value_and_grad(f, 0, return_ids=True)(x, y))
w = Parameter(Tensor(np.array([2.0, 2.0]), ms.float32), name="w")
def fw(x):
    return x * w
trial("ids weights only", lambda: ms.grad(fw, None, [w], return_ids=True)(x))
res = ms.grad(fw, 0, [w], return_ids=True)(x)
trial("get_grad w", lambda: ms.get_grad(res, w))
trial("get_grad 0", lambda: ms.get_grad(res, 0))
trial("get_grad str", lambda: ms.get_grad(res, "w"))
try:
    ops.GradOperation(sens_param=True)(f1)(x, y, Tensor([1.0]))
except ValueError as e:
    print("sens wrong", str(e)[:60])
trial("sens missing", lambda: ops.GradOperation(sens_param=True)(f1)(x, y))
w2 = Parameter(Tensor(np.array([[1.0, 2.0], [3.0, 4.0]]), ms.float32), name="w2")
def fw2(x, y):
    return ops.matmul(w2, x) * y + w
x2 = Tensor(np.array([[1.0, 0.5], [2.0, -1.0]]), ms.float32)
for pos in [0, 1, (0,), (1,), (0, 1), (1, 0)]:
    for ws in [None, w2, [w2], (w2, w), []]:
        if pos is None and ws is None:
            continue
        trial(f"ids {pos} {type(ws).__name__}", lambda: ms.grad(fw2, pos, ws, return_ids=True)(x2, x2))
trial("ids None list", lambda: ms.grad(fw2, None, [w, w2], return_ids=True)(x2, x2))
trial("ids None param", lambda: ms.grad(fw2, None, w2, return_ids=True)(x2, x2))
