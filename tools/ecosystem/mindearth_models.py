"""MindEarth 0.3.0 (the mindearth-ascend wheel, pure Python): tiny AFNONet, ViTKNO and DEMNet, one forward each in
inference mode on the weights real MindSpore drew, and one Momentum training step of the AFNONet."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
from _common import data, same_weights, show

import mindspore as ms
from mindearth.cell import AFNONet, DEMNet, ViTKNO
from mindspore import Tensor, nn, ops

x = Tensor(data(2, 3, 16, 32, seed=11))

afno = AFNONet(
    image_size=(16, 32),
    in_channels=3,
    out_channels=3,
    patch_size=4,
    encoder_depths=2,
    encoder_embed_dim=16,
    mlp_ratio=2,
    dropout_rate=1.0,
)
same_weights(afno, "mindearth_afno")
afno.set_train(False)
show("afno out", afno(x))

kno = ViTKNO(
    image_size=(16, 32),
    patch_size=4,
    in_channels=3,
    out_channels=3,
    encoder_embed_dims=16,
    encoder_depths=2,
    mlp_ratio=2,
    num_blocks=2,
)
same_weights(kno, "mindearth_vitkno")
kno.set_train(False)
out, rec = kno(x)
show("vitkno out", out)
show("vitkno reconstruction", rec)

dem = DEMNet(in_channels=1, out_channels=256, kernel_size=3, scale=2, num_blocks=1)  # its ResBlock is 256 wide
same_weights(dem, "mindearth_demnet")
dem.set_train(False)
show("demnet out", dem(Tensor(data(2, 1, 8, 8, seed=12))))

afno.set_train(True)
params = afno.trainable_params()
before = [p.asnumpy().copy() for p in params]
opt = nn.Momentum(params, learning_rate=0.01, momentum=0.9)
target = Tensor(data(2, 32, 48, seed=13))  # AFNONet returns (batch, patches, patch pixels x channels)
loss, grads = ms.value_and_grad(lambda v: ops.mse_loss(afno(v), target), None, opt.parameters)(x)
opt(grads)
show("afno train loss", loss)
show("afno moved per parameter", np.array([np.abs(p.asnumpy() - b).sum() for p, b in zip(params, before)]))
