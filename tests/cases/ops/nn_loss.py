# Losses: cross_entropy, SoftmaxCrossEntropyWithLogits, SparseSoftmaxCrossEntropyWithLogits, BCE with logits, mse/l1.
import numpy as np
from mindspore import Tensor, ops


def show(name, r):
    if isinstance(r, (tuple, list)):
        print(name, type(r).__name__, len(r))
        for i, v in enumerate(r):
            show(f"  {name}[{i}]", v)
    elif isinstance(r, Tensor):
        print(name, r.dtype, r.shape)
        print(r)
    else:
        print(name, type(r).__name__, r)


logits = Tensor(np.array([[2.0, 1.0, 0.1], [0.5, 2.5, -1.0], [0.0, 0.0, 3.0]], np.float32))
labels = Tensor(np.array([0, 1, 2], np.int32))
onehot = Tensor(np.eye(3, dtype=np.float32)[[0, 2, 2]])
show("cross_entropy", ops.cross_entropy(logits, labels))
show("cross_entropy_sum", ops.cross_entropy(logits, labels, reduction="sum"))
show("cross_entropy_none", ops.cross_entropy(logits, labels, reduction="none"))
show("cross_entropy_probs", ops.cross_entropy(logits, onehot))
show("cross_entropy_smooth", ops.cross_entropy(logits, labels, label_smoothing=0.1))
show("SoftmaxCrossEntropyWithLogits", ops.SoftmaxCrossEntropyWithLogits()(logits, onehot))
show("SparseSoftmaxCrossEntropyWithLogits", ops.SparseSoftmaxCrossEntropyWithLogits()(logits, labels))
t = Tensor(np.array([[1.0, 0.0, 1.0], [0.0, 0.0, 1.0], [1.0, 1.0, 0.0]], np.float32))
show("bce_logits", ops.binary_cross_entropy_with_logits(logits, t))
show("bce_logits_none", ops.binary_cross_entropy_with_logits(logits, t, reduction="none"))
show(
    "bce_logits_pw",
    ops.binary_cross_entropy_with_logits(
        logits, t, Tensor(np.ones(3, np.float32)), Tensor(np.array([1.0, 2.0, 3.0], np.float32))
    ),
)
show(
    "BCEWithLogitsLoss",
    ops.BCEWithLogitsLoss()(logits, t, Tensor(np.ones(3, np.float32)), Tensor(np.ones(3, np.float32))),
)
show("SigmoidCrossEntropyWithLogits", ops.SigmoidCrossEntropyWithLogits()(logits, t))
p = Tensor(np.array([0.2, 0.9, 0.5], np.float32))
q = Tensor(np.array([0.0, 1.0, 1.0], np.float32))
show("binary_cross_entropy", ops.binary_cross_entropy(p, q))
show("mse_loss", ops.mse_loss(logits, t))
show("mse_loss_none", ops.mse_loss(logits, t, reduction="none"))
show("l1_loss", ops.l1_loss(logits, t))
show("l1_loss_sum", ops.l1_loss(logits, t, reduction="sum"))
show("nll_loss", ops.nll_loss(ops.log_softmax(logits), labels))
show("smooth_l1_loss", ops.smooth_l1_loss(logits, t))
show("L2Loss", ops.L2Loss()(p))
