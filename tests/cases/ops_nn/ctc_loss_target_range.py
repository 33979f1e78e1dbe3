# ops.ctc_loss / nn.CTCLoss (CTCLossV2) with targets outside [0, C): MindSpore raises nothing and its CPU kernels read
# (and write the gradient of) such a class at its flat offset t*N*C + b*C + class of log_probs, another batch's or
# time step's entry; just past the buffer it reads 0 (far past it, unrelated memory: not tested).
# Also: the docstring examples, a target equal to the blank (its log_alpha state skips), blank checks.
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops


def show(r):
    if isinstance(r, tuple):
        return " ; ".join(show(v) for v in r)
    return f"{r.dtype}{r.shape}{np.round(r.asnumpy().astype(np.float64), 4).tolist()}"


def attempt(tag, fn):
    try:
        print(tag, "OK", show(fn()))
    except Exception as e:
        print(tag, type(e).__name__, "|", str(e).split("\n")[0][:250])


log_probs = Tensor(np.array([[[0.3, 0.6, 0.6]], [[0.9, 0.4, 0.2]]]).astype(np.float32))
targets = Tensor(np.array([[0, 1]]), ms.int32)
loss, log_alpha = ops.ctc_loss(log_probs, targets, Tensor(np.array([2]), ms.int32), Tensor(np.array([1]), ms.int32),
                               0, "mean", True)  # fmt: skip
print(loss)
print(log_alpha)
T, C, N = 5, 2, 2
arr = np.arange(T * N * C).reshape((T, N, C))
ctc = nn.CTCLoss(blank=0, reduction="none", zero_infinity=False)
il = ms.Tensor(np.full(N, T), dtype=ms.int32)
attempt("nn docstring batched", lambda: ctc(ms.Tensor(arr, ms.float32), ms.Tensor(np.ones((N, 3)), ms.int32), il,
                                            ms.Tensor(np.full(N, 2), ms.int32)))  # fmt: skip
attempt("nn docstring unbatched", lambda: ctc(ms.Tensor(np.arange(T * C).reshape((T, C)), ms.float32),
                                              ms.Tensor(np.ones(2), ms.int32), ms.Tensor([T], ms.int32),
                                              ms.Tensor([2], ms.int32)))  # fmt: skip

np.random.seed(1)
T, N, C = 6, 2, 4
lp = Tensor(np.log(np.random.dirichlet(np.ones(C), size=(T, N))).astype(np.float32))
il = Tensor(np.array([4, 5], np.int32))
tl = Tensor(np.array([3, 2], np.int32))
for name, tg in (
    ("in range", [[1, 2, 3], [3, 1, 0]]),
    ("5 to 9", [[5, 7, 9], [6, 8, 0]]),
    ("equal to C", [[1, 4, 2], [1, 2, 0]]),
    ("negative", [[1, -1, 2], [1, 2, 0]]),
    ("negative in batch 1", [[1, 2, 3], [2, -3, 0]]),
    ("blank inside", [[1, 0, 2], [1, 2, 0]]),
    ("out of range padding", [[1, 2, 3], [1, 2, 9]]),
    ("both batches", [[6, 1, 5], [4, 9, 0]]),
):
    t = Tensor(np.array(tg, np.int32))
    attempt(f"ops {name}", lambda: ops.ctc_loss(lp, t, il, tl, 0, "none"))
    attempt(f"nn mean {name}", lambda: nn.CTCLoss(blank=0, reduction="mean")(lp, t, il, tl))
    attempt(
        f"nn sum zero_infinity {name}", lambda: nn.CTCLoss(blank=0, reduction="sum", zero_infinity=True)(lp, t, il, tl)
    )
    attempt(f"grad {name}", lambda: ms.grad(lambda a: ops.ctc_loss(a, t, il, tl, 0, "sum")[0])(lp))
    attempt(f"grad weighted {name}", lambda: ms.grad(
        lambda a: (ops.ctc_loss(a, t, il, tl, 0, "none")[0] * Tensor(np.array([2.0, -1.0], np.float32))).sum())(lp))  # fmt: skip
flat = Tensor(np.array([5, 7, 9, 6, 8], np.int32))
attempt("1-D targets out of range", lambda: ops.ctc_loss(lp, flat, il, tl, 0, "none")[0])
attempt("1-D targets nn", lambda: nn.CTCLoss(blank=0, reduction="none")(lp, flat, il, tl))
attempt(
    "blank 3, target 3", lambda: ops.ctc_loss(lp, Tensor(np.array([[1, 3, 2], [1, 2, 0]], np.int32)), il, tl, 3, "none")
)
attempt(
    "blank 3, target 5", lambda: ops.ctc_loss(lp, Tensor(np.array([[1, 5, 2], [1, 2, 0]], np.int32)), il, tl, 3, "none")
)
for blank in (4, 5, -1):
    attempt(
        f"blank {blank}", lambda: ops.ctc_loss(lp, Tensor(np.array([[1, 2, 2], [1, 2, 0]], np.int32)), il, tl, blank)
    )
    attempt(
        f"nn blank {blank}",
        lambda: nn.CTCLoss(blank=blank)(lp, Tensor(np.array([[1, 2, 2], [1, 2, 0]], np.int32)), il, tl),
    )

# reads just past the buffer: MindSpore's own test_ctc_loss_tnc (targets 5-9 with 4 classes); reads further past it
# vary from run to run in MindSpore, so none is made here
for red in ("none", "mean", "sum"):
    t, c, n, s, s_min = 10, 4, 2, 5, 3
    inputs = Tensor(np.arange(t * n * c).reshape((t, n, c)), dtype=ms.float32)
    full = Tensor(np.full(n, t), dtype=ms.int32)
    tl3 = Tensor(np.full(n, s_min), dtype=ms.int32)
    tg = Tensor(np.arange(n * s).reshape((n, s)), dtype=ms.int32)
    attempt(
        f"test_ctc_loss_tnc {red}",
        lambda: nn.CTCLoss(blank=0, reduction=red, zero_infinity=False)(inputs, tg, full, tl3),
    )
    attempt(f"test_ctc_loss_tnc grad {red}", lambda: ms.grad(
        lambda a: nn.CTCLoss(blank=0, reduction=red)(a, tg, full, tl3).sum())(inputs))  # fmt: skip
