# user-written label-smoothing cross entropy (model-zoo CrossEntropySmooth) vs built-in losses
import numpy as np
import mindspore as ms
import mindspore.nn as nn
import mindspore.ops as ops
from mindspore import Tensor
from mindspore.ops import operations as P
from mindspore.ops import functional as F
from mindspore.nn.loss.loss import LossBase
import mindspore.common.dtype as mstype


class CrossEntropySmooth(LossBase):
    def __init__(self, sparse=True, reduction="mean", smooth_factor=0.0, num_classes=1000):
        super(CrossEntropySmooth, self).__init__()
        self.onehot = P.OneHot()
        self.sparse = sparse
        self.on_value = Tensor(1.0 - smooth_factor, mstype.float32)
        self.off_value = Tensor(1.0 * smooth_factor / (num_classes - 1), mstype.float32)
        self.ce = nn.SoftmaxCrossEntropyWithLogits(reduction=reduction)

    def construct(self, logit, label):
        if self.sparse:
            label = self.onehot(label, F.shape(logit)[1], self.on_value, self.off_value)
        loss = self.ce(logit, label)
        return loss


class CELabelSmooth(nn.Cell):
    def __init__(self, eps=0.1):
        super().__init__()
        self.eps = eps
        self.log_softmax = nn.LogSoftmax(axis=-1)
        self.mean = ops.ReduceMean()
        self.sum = ops.ReduceSum(keep_dims=False)

    def construct(self, logits, labels):
        n = logits.shape[-1]
        logp = self.log_softmax(logits)
        nll = -ops.gather_elements(logp, 1, labels.view(-1, 1)).squeeze(1)
        smooth = -self.sum(logp, -1) / n
        return self.mean((1 - self.eps) * nll + self.eps * smooth)


logits = Tensor(np.array([[2.0, 0.5, -1.0, 0.0], [0.1, 0.2, 3.0, -0.5], [1.0, 1.0, 1.0, 1.0]], np.float32))
labels = Tensor(np.array([0, 2, 3], np.int32))
for sf in [0.0, 0.1, 0.2]:
    for red in ["mean", "sum", "none"]:
        l = CrossEntropySmooth(sparse=True, reduction=red, smooth_factor=sf, num_classes=4)(logits, labels)
        print("smooth", sf, red, l.shape, l)
print("user", CELabelSmooth(0.1)(logits, labels))
print("builtin CE ls", nn.CrossEntropyLoss(label_smoothing=0.1)(logits, labels))
print("builtin CE weight", nn.CrossEntropyLoss(weight=Tensor([1.0, 2.0, 1.0, 0.5]), reduction="sum")(logits, labels))
print("ops.cross_entropy", ops.cross_entropy(logits, labels, label_smoothing=0.2, reduction="none"))
print("sparse sce none", nn.SoftmaxCrossEntropyWithLogits(sparse=True)(logits, labels))
print("sparse sce mean", nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")(logits, labels))
print("sparse sce sum", nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="sum")(logits, labels))
dense = ops.one_hot(labels, 4, Tensor(1.0), Tensor(0.0))
print("dense sce", nn.SoftmaxCrossEntropyWithLogits()(logits, dense))
print("prim SCE", P.SoftmaxCrossEntropyWithLogits()(logits, dense))
print("prim sparse", P.SparseSoftmaxCrossEntropyWithLogits()(logits, labels))
print("prim sparse grad", P.SparseSoftmaxCrossEntropyWithLogits(is_grad=True)(logits, labels))
print("nll", ops.nll_loss(ops.log_softmax(logits, 1), labels))
g = ms.grad(lambda lg: CrossEntropySmooth(smooth_factor=0.1, num_classes=4)(lg, labels))(logits)
print("grad", g)
