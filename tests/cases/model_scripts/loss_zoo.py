# loss functions with reductions: SmoothL1, L1, MSE, BCEWithLogits(pos_weight), KLDiv, CosineEmbedding, Huber, NLL, MarginRanking, Focal, Dice, RMSE, MAE
import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore import Tensor

p = Tensor(np.array([[0.2, -1.0, 2.5], [1.5, 0.0, -0.3]], np.float32))
t = Tensor(np.array([[0.0, -0.5, 2.0], [3.0, 0.1, 0.0]], np.float32))
yb = Tensor(np.array([[1.0, 0.0, 1.0], [0.0, 1.0, 0.0]], np.float32))
for red in ["mean", "sum", "none"]:
    print(red, "smoothl1", nn.SmoothL1Loss(beta=0.5, reduction=red)(p, t))
    print(red, "l1", nn.L1Loss(red)(p, t))
    print(red, "mse", nn.MSELoss(red)(p, t))
    print(red, "huber", nn.HuberLoss(red, delta=0.7)(p, t))
    print(red, "bcel", nn.BCEWithLogitsLoss(red, pos_weight=Tensor([1.0, 2.0, 0.5]))(p, yb))
    print(red, "bcel_w", nn.BCEWithLogitsLoss(red, weight=Tensor([[1.0, 2.0, 0.5], [1.0, 1.0, 1.0]]))(p, yb))
print("kldiv", nn.KLDivLoss("batchmean")(ms.ops.log_softmax(p, 1), ms.ops.softmax(t, 1)))
print("kldiv sum", nn.KLDivLoss("sum")(ms.ops.log_softmax(p, 1), ms.ops.softmax(t, 1)))
print("cosemb", nn.CosineEmbeddingLoss(margin=0.1)(p, t, Tensor(np.array([1, -1], np.int32))))
logp = ms.ops.log_softmax(p, 1)
lab = Tensor(np.array([2, 0], np.int32))
print("nll", nn.NLLLoss()(logp, lab), nn.NLLLoss(weight=Tensor([1.0, 2.0, 3.0]), reduction="sum")(logp, lab))
print("nll ignore", nn.NLLLoss(ignore_index=0)(logp, lab))
print("ce ignore", nn.CrossEntropyLoss(ignore_index=2)(p, lab))
print("margin", nn.MarginRankingLoss(margin=0.2)(p[0], p[1], Tensor([1.0, -1.0, 1.0])))
print("focal", nn.FocalLoss(gamma=2.0)(Tensor(np.array([[[0.8]], [[0.3]]], np.float32)).reshape(2, 1), Tensor(np.array([[1], [0]], np.int32))) if False else "skip")
print("dice", nn.DiceLoss(smooth=1e-5)(ms.ops.sigmoid(p), yb))
print("multidice", nn.MultiClassDiceLoss(activation="softmax")(p, yb))
print("rmse", nn.RMSELoss()(p, t))
print("mae", nn.MAELoss()(p, t), nn.MAELoss(reduction="none")(p, t).shape)
print("bce", nn.BCELoss(reduction="mean")(ms.ops.sigmoid(p), yb))
print("softmarginlike", ms.ops.soft_margin_loss(p, Tensor(np.sign(t.asnumpy() + 0.01))) if False else "skip")
print("poisson", nn.PoissonNLLLoss()(p, Tensor(np.abs(t.asnumpy()))))
print("gaussian", nn.GaussianNLLLoss()(p, t, Tensor(np.full((2, 3), 0.5, np.float32))))
print("multimargin", nn.MultiMarginLoss()(p, lab.astype(ms.int64)))
print("multilabelsoftmargin", nn.MultiLabelSoftMarginLoss()(p, yb))
print("hinge-emb", nn.HingeEmbeddingLoss(margin=1.0)(p, Tensor(np.array([[1, -1, 1], [-1, 1, -1]], np.float32))))
print("ctc", nn.CTCLoss(blank=0)(ms.ops.log_softmax(Tensor(np.cos(np.arange(4 * 2 * 3)).astype(np.float32).reshape(4, 2, 3)), 2),
                                  Tensor(np.array([[1, 2], [1, 1]], np.int32)), Tensor([4, 4], ms.int32), Tensor([2, 1], ms.int32)))
