# Checks RMSELoss, MAELoss, HuberLoss and KLDivLoss values for each reduction.
import numpy as np
from mindspore import nn, ops, Tensor

pred = Tensor(np.array([[0.1, 0.9, 2.0], [1.5, -0.2, 0.4]], np.float32))
target = Tensor(np.array([[0.0, 1.0, 3.2], [0.0, 0.0, 0.4]], np.float32))
logp = ops.log_softmax(pred, 1)
q = Tensor(np.array([[0.2, 0.3, 0.5], [0.6, 0.1, 0.3]], np.float32))


def show(name, v):
    print(name, v.shape, v.dtype, np.round(v.asnumpy(), 5).tolist())


show("rmse", nn.RMSELoss()(pred, target))
for red in ("none", "mean", "sum"):
    show(f"mae_{red}", nn.MAELoss(reduction=red)(pred, target))
    show(f"huber_{red}", nn.HuberLoss(reduction=red, delta=0.5)(pred, target))
    show(f"kldiv_{red}", nn.KLDivLoss(reduction=red)(logp, q))
show("kldiv_batchmean", nn.KLDivLoss(reduction="batchmean")(logp, q))
show("huber_default", nn.HuberLoss()(pred, target))
