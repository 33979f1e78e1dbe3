# Gradients of SoftmaxCrossEntropyWithLogits (ops primitive and nn loss, dense and sparse, every reduction):
# MindSpore's bprop gives softmax(logits) - labels times the incoming gradient (also for labels that do not sum to
# 1), a zero gradient to the labels, and none through the primitive's second output
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops


def attempt(tag, fn):
    try:
        r = fn()
        r = r if isinstance(r, tuple) else (r,)
        print(tag, "OK", [np.round(v.asnumpy().astype(np.float32), 4).tolist() for v in r])
    except Exception as e:
        print(tag, type(e).__name__, "|", str(e).split("\n")[0][:200])


lg = Tensor(np.array([[2.0, 1.0, 0.5], [0.3, -1.0, 2.0]], np.float32))
lb = Tensor(np.array([[1.0, 1.0, 0.0], [0.2, 0.3, 0.1]], np.float32))
G = ops.GradOperation(get_all=True)
for red in ("none", "mean", "sum"):
    attempt(f"nn {red}", lambda: G(nn.SoftmaxCrossEntropyWithLogits(reduction=red))(lg, lb))
    attempt(f"nn value {red}", lambda: nn.SoftmaxCrossEntropyWithLogits(reduction=red)(lg, lb))
    for labels in ((2, 0), (1, 5), (-1, 2)):
        sp = Tensor(np.array(labels, np.int32))
        attempt(f"nn sparse {red} {labels}", lambda: ops.GradOperation()(
            nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction=red))(lg, sp))  # fmt: skip
P = ops.SoftmaxCrossEntropyWithLogits()
attempt("prim outputs", lambda: P(lg, lb))


def out0(a, b):
    return P(a, b)[0]


def out0_weighted(a, b):
    return P(a, b)[0] * Tensor(np.array([2.0, 3.0], np.float32))


def out1(a, b):
    return P(a, b)[1]


def both(a, b):
    return P(a, b)[0].sum() + P(a, b)[1].sum()


for name, f in (("out0", out0), ("out0 weighted", out0_weighted), ("out1", out1), ("both", both)):
    attempt(f"prim {name}", lambda: G(f)(lg, lb))
attempt(
    "value_and_grad mean",
    lambda: ms.value_and_grad(lambda a, b: nn.SoftmaxCrossEntropyWithLogits(reduction="mean")(a, b), (0, 1))(lg, lb)[1],
)
attempt("float16", lambda: G(nn.SoftmaxCrossEntropyWithLogits())(lg.astype(ms.float16), lb.astype(ms.float16)))
attempt("labels computed", lambda: ms.grad(lambda a, b: nn.SoftmaxCrossEntropyWithLogits()(a, b * 2).sum(), (0, 1))(lg, lb))
attempt("sens", lambda: ops.GradOperation(sens_param=True)(nn.SoftmaxCrossEntropyWithLogits())(
    lg, lb, Tensor(np.array([0.5, -2.0], np.float32))))  # fmt: skip
# SparseSoftmaxCrossEntropyWithLogits (also behind nn's sparse 'mean') checks its labels: below 0 or above the class
# count raises; a label equal to the class count passes (its gradient selects no class)
for labels in ((1, 5), (-1, 2), (0, -3), (7, -1)):
    sp = Tensor(np.array(labels, np.int32))
    attempt(f"sparse mean forward {labels}", lambda: nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")(lg, sp))
    attempt(f"prim forward {labels}", lambda: ops.SparseSoftmaxCrossEntropyWithLogits()(lg, sp))
    attempt(f"prim is_grad {labels}", lambda: ops.SparseSoftmaxCrossEntropyWithLogits(is_grad=True)(lg, sp))
sp = Tensor(np.array((1, 3), np.int32))
attempt("sparse mean grad, label = class count", lambda: ops.GradOperation()(
    nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"))(lg, sp))  # fmt: skip
attempt("prim is_grad, label = class count", lambda: ops.SparseSoftmaxCrossEntropyWithLogits(is_grad=True)(lg, sp))
attempt("prim forward in range", lambda: ops.SparseSoftmaxCrossEntropyWithLogits()(lg, Tensor(np.array((1, 2), np.int32))))
