# Checks nn loss values for every loss and reduction, LossBase.get_loss, and bad-reduction errors.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

logits = Tensor(np.array([[1.0, 2.0, 0.5], [0.3, -1.0, 2.2], [0.0, 0.1, -0.4], [1.5, 1.5, 0.2]], np.float32))
sparse = Tensor(np.array([1, 2, 0, 1], np.int32))
onehot = Tensor(np.eye(3, dtype=np.float32)[[1, 2, 0, 1]])
pred = Tensor(np.array([[0.1, 0.9, 2.0], [1.5, -0.2, 0.4]], np.float32))
target = Tensor(np.array([[0.0, 1.0, 1.2], [0.0, 0.0, 0.4]], np.float32))
prob = Tensor(np.array([[0.1, 0.8, 0.6], [0.3, 0.5, 0.9]], np.float32))
binlab = Tensor(np.array([[0.0, 1.0, 1.0], [1.0, 0.0, 1.0]], np.float32))


def show(name, v):
    print(name, v.shape, v.dtype, np.round(v.asnumpy(), 5).tolist())


for red in ("none", "mean", "sum"):
    show(f"sce_sparse_{red}", nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction=red)(logits, sparse))
    show(f"sce_dense_{red}", nn.SoftmaxCrossEntropyWithLogits(sparse=False, reduction=red)(logits, onehot))
    show(f"mse_{red}", nn.MSELoss(reduction=red)(pred, target))
    show(f"l1_{red}", nn.L1Loss(reduction=red)(pred, target))
    show(f"smoothl1_{red}", nn.SmoothL1Loss(beta=0.5, reduction=red)(pred, target))
    show(f"bce_{red}", nn.BCELoss(reduction=red)(prob, binlab))
    show(f"bcelogits_{red}", nn.BCEWithLogitsLoss(reduction=red)(pred, binlab))
    show(f"nll_{red}", nn.NLLLoss(reduction=red)(ms.ops.log_softmax(logits, 1), sparse))
    show(f"ce_{red}", nn.CrossEntropyLoss(reduction=red)(logits, sparse))

show("sce_default", nn.SoftmaxCrossEntropyWithLogits()(logits, onehot))
show("smoothl1_default", nn.SmoothL1Loss()(pred, target))
w = Tensor(np.array([0.2, 1.0, 3.0], np.float32))
w2 = Tensor(np.array([[0.2, 1.0, 3.0], [1.0, 0.5, 2.0]], np.float32))
show("bce_weight", nn.BCELoss(weight=w2, reduction="mean")(prob, binlab))
show("bcelogits_posw", nn.BCEWithLogitsLoss(pos_weight=w)(pred, binlab))
show("nll_weight", nn.NLLLoss(weight=w)(ms.ops.log_softmax(logits, 1), sparse))
show("ce_weight_smooth", nn.CrossEntropyLoss(weight=w, label_smoothing=0.1)(logits, sparse))
show("ce_probs", nn.CrossEntropyLoss()(logits, onehot))
show("ce_ignore", nn.CrossEntropyLoss(ignore_index=1)(logits, sparse))


class MyLoss(nn.LossBase):
    def __init__(self, reduction="mean"):
        super().__init__(reduction)

    def construct(self, base, target):
        x = ms.ops.abs(base - target)
        return self.get_loss(x, Tensor(np.array([[1.0], [2.0]], np.float32)))


for red in ("none", "mean", "sum"):
    show(f"custom_{red}", MyLoss(red)(pred, target))

for cls in (nn.MSELoss, nn.L1Loss, nn.SoftmaxCrossEntropyWithLogits, nn.NLLLoss, nn.CrossEntropyLoss, nn.BCELoss):
    try:
        cls(reduction="avg")
    except ValueError as e:
        print(cls.__name__, "ValueError", e)
try:
    nn.SoftmaxCrossEntropyWithLogits(sparse=1)
except TypeError as e:
    print("TypeError", e)
