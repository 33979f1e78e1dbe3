# InsertGradientOf errors: wrong input count (RuntimeError), non-callable function (TypeError at backward), hook raising
import mindspore as ms
from mindspore import ops, Tensor



def ident(g):
    return g


clip = ops.InsertGradientOf(ident)
try:
    clip(Tensor(1.0), Tensor(2.0))
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
for bad in [1, None, "x"]:
    p = ops.InsertGradientOf(bad)
    print("built", p.name)
    try:
        print(ms.grad(lambda x: (p(x) * 3).sum())(Tensor([1.0, 2.0])))
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])


def boom(g):
    raise ValueError("boom")


try:
    ms.grad(lambda x: (ops.InsertGradientOf(boom)(x) * 3).sum())(Tensor([1.0, 2.0]))
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0])
