# ops.CTCLoss (the primitive; TensorFlow's CTC: softmax of the logits inside, blank = last class, sparse labels):
# its docstring example (a label equal to the blank leaves a row without labels, with the CPU kernel's own
# probability), the gradient output and the loss's gradient, preprocess_collapse_repeated / ctc_merge_repeated /
# ignore_longer_outputs_than_inputs, sequence lengths, how labels are assigned to batches, and the errors.
# Gradient rows past a sequence length are not printed (MindSpore leaves them unwritten).
import mindspore
import numpy as np
from mindspore import Tensor, ops

x = Tensor(np.array([[[0.3, 0.6, 0.6],
                      [0.4, 0.3, 0.9]],

                     [[0.9, 0.4, 0.2],
                      [0.9, 0.9, 0.1]]]).astype(np.float32))  # fmt: skip
labels_indices = Tensor(np.array([[0, 0], [1, 0]]), mindspore.int64)
labels_values = Tensor(np.array([2, 2]), mindspore.int32)
sequence_length = Tensor(np.array([2, 2]), mindspore.int32)
ctc_loss = ops.CTCLoss()
loss, gradient = ctc_loss(x, labels_indices, labels_values, sequence_length)
print(loss)
print(gradient)


def attempt(tag, fn, sl=None, digits=5):
    try:
        lo, g = fn()
        g = g.asnumpy().astype(np.float64)
        if sl is not None:
            g = g * (np.arange(g.shape[0])[:, None] < np.array(sl)[None, :])[:, :, None]
        print(
            tag,
            "OK",
            lo.dtype,
            np.round(lo.asnumpy().astype(np.float64), digits).tolist(),
            np.round(g, digits).tolist(),
        )
    except Exception as e:
        print(tag, type(e).__name__, "|", str(e).split("\n")[0][:200])


for lv in ([0, 1], [1, 0], [0, 0], [2, 0], [1, 2]):
    attempt(
        f"docstring x labels {lv}",
        lambda: ctc_loss(x, labels_indices, Tensor(np.array(lv), mindspore.int32), sequence_length),
    )
np.random.seed(0)
T, N, C = 5, 3, 4
xr = Tensor(np.random.randn(T, N, C).astype(np.float32))


def run(idx, vals, sl, **kw):
    return ops.CTCLoss(**kw)(xr, Tensor(np.array(idx, np.int64)), Tensor(np.array(vals, np.int32)),
                             Tensor(np.array(sl, np.int32)))  # fmt: skip


idx = [[0, 0], [0, 1], [1, 0], [1, 1], [1, 2], [2, 0]]
cases = [
    ("basic", idx, [0, 1, 2, 2, 1, 0], [5, 5, 5], {}),
    ("short sequences", idx, [0, 1, 2, 2, 1, 0], [3, 4, 2], {}),
    ("repeats merged", idx, [1, 1, 2, 2, 2, 0], [5, 5, 5], {}),
    ("repeats, ctc_merge_repeated=False", idx, [1, 1, 2, 2, 2, 0], [5, 5, 5], {"ctc_merge_repeated": False}),
    ("repeats collapsed", idx, [1, 1, 2, 2, 2, 0], [5, 5, 5], {"preprocess_collapse_repeated": True}),
    (
        "collapsed, not merged",
        idx,
        [1, 1, 2, 2, 2, 0],
        [5, 5, 5],
        {"preprocess_collapse_repeated": True, "ctc_merge_repeated": False},
    ),
    ("blank labels at the end", idx, [0, 3, 2, 2, 3, 3], [5, 5, 5], {}),
    ("labels past the blank at the end", idx, [0, 7, 2, 2, 9, 3], [5, 5, 5], {}),
    ("negative label at the end", idx, [0, -1, 2, 2, 1, 0], [5, 5, 5], {}),
    (
        "batch order of indices ignored",
        [[2, 0], [0, 0], [0, 1], [1, 0], [1, 1], [1, 2]],
        [0, 1, 2, 2, 1, 0],
        [5, 5, 5],
        {},
    ),
    ("positions ignored", [[0, 1], [0, 0], [1, 2], [1, 1], [1, 0], [2, 0]], [0, 1, 2, 2, 1, 0], [5, 5, 5], {}),
    ("a batch without labels", [[0, 0], [0, 1], [2, 0]], [0, 1, 0], [5, 5, 5], {}),
    ("no path (repeat needs a blank)", idx, [0, 1, 2, 2, 2, 0], [5, 4, 5], {}),
    ("no path, sequence 3 for 3 labels", idx, [0, 1, 2, 2, 1, 0], [2, 3, 2], {}),
    ("longer than input, ignored", idx, [0, 1, 2, 1, 2, 0], [2, 2, 5], {"ignore_longer_outputs_than_inputs": True}),
    ("longer than input", idx, [0, 1, 2, 1, 2, 0], [2, 2, 5], {}),
    ("valid label after blank", idx, [0, 1, 2, 3, 1, 0], [5, 5, 5], {}),
    ("valid label after blank, batch 0", idx, [3, 1, 2, 2, 1, 0], [5, 5, 5], {}),
    ("valid after blank, collapsed", idx, [0, 1, 3, 3, 1, 0], [5, 5, 5], {"preprocess_collapse_repeated": True}),
    ("sequence length 1", idx, [0, 1, 2, 2, 1, 0], [2, 5, 1], {}),
    ("sequence length 0", idx, [0, 1, 2, 2, 1, 0], [0, 5, 5], {}),
    ("sequence length above T", idx, [0, 1, 2, 2, 1, 0], [6, 5, 5], {}),
    ("batch index out of range", [[0, 0], [0, 1], [1, 0], [1, 1], [1, 2], [5, 0]], [0, 1, 2, 2, 1, 0], [5, 5, 5], {}),
    ("more values than indices", idx[:5], [0, 1, 2, 2, 1, 0], [5, 5, 5], {}),
]
for tag, i, v, sl, kw in cases:
    attempt(tag, lambda: run(i, v, sl, **kw), sl)
attempt("no labels at all", lambda: ops.CTCLoss()(xr, Tensor(np.zeros((0, 2), np.int64)), Tensor(np.zeros((0,), np.int32)),
                                                  Tensor(np.array([5, 5, 5], np.int32))))  # fmt: skip
vals = Tensor(np.array([0, 1, 2, 2, 1, 0], np.int32))
seq = Tensor(np.array([5, 5, 5], np.int32))
attempt("Float64", lambda: ops.CTCLoss()(xr.astype(mindspore.float64), Tensor(np.array(idx, np.int64)), vals, seq))
l16, g16 = ops.CTCLoss()(xr.astype(mindspore.float16), Tensor(np.array(idx, np.int64)), vals, seq)
l32, g32 = ops.CTCLoss()(xr, Tensor(np.array(idx, np.int64)), vals, seq)
print("Float16", l16.dtype, g16.dtype, np.abs(l16.asnumpy() - l32.asnumpy()).max() < 5e-3,
      np.abs(g16.asnumpy() - g32.asnumpy()).max() < 5e-3)  # fmt: skip
attempt("Int32 indices", lambda: ops.CTCLoss()(xr, Tensor(np.array(idx, np.int32)), vals, seq))
attempt("Int64 values", lambda: ops.CTCLoss()(xr, Tensor(np.array(idx, np.int64)), vals.astype(mindspore.int64), seq))
attempt("Int64 lengths", lambda: ops.CTCLoss()(xr, Tensor(np.array(idx, np.int64)), vals, seq.astype(mindspore.int64)))


def loss_of(a):
    return ops.CTCLoss()(a, Tensor(np.array([[0, 0], [1, 0]]), mindspore.int64), Tensor(np.array([1, 0]), mindspore.int32),
                         Tensor(np.array([2, 2]), mindspore.int32))[0]  # fmt: skip


print("bprop", np.round(mindspore.grad(loss_of)(x).asnumpy(), 5).tolist())
w = Tensor(np.array([2.0, -1.0], np.float32))
print("bprop weighted", np.round(mindspore.grad(lambda a: loss_of(a) * w)(x).asnumpy(), 5).tolist())
