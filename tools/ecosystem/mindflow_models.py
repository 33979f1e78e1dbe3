"""MindFlow 0.3.0: tiny neural operators, each one forward and one Adam step: FNO1D and FNO2D (spectral convolutions,
float32 throughout), KNO1D (Koopman operator: prediction and reconstruction) and a UNet2D. Both sides use
the weights real MindSpore drew. FNO1D and FNO2D stop on both with the same TypeError (below).

MindFlow 0.3.0's ViT is not here: MindSpore 2.10 cannot build it (its ``init_weights`` reshapes the Tensor that
``initializer`` returns before ``init_data``: RuntimeError 'The Tensor(...) is uninitialized'), which mindshim
builds and runs (its ops materialise such a Tensor)."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from _common import data, same_weights, show
from _common import train_step as _train_step

from mindspore import Tensor, nn, ops
from mindspore.common import dtype as mstype

from mindflow.cell import FNO1D, FNO2D, KNO1D, UNet2D


def train_step(net, loss_of, inputs, tag):
    """One step of this script's optimizer (see ``_common.train_step``)."""
    _train_step(net, loss_of, inputs, tag, lambda ps: nn.Adam(ps, learning_rate=0.001), 10)


def attempt(tag, fn):
    try:
        fn()
        print(tag, "ok")
    except Exception as e:
        print(tag, type(e).__name__, str(e).splitlines()[0])


f32 = mstype.float32
# MindFlow 0.3.0's FNO builds its positional grid with Tensor.repeat(n, axis=0) in every forward (whether or not
# it is used), which MindSpore 2.10 refuses: FNO1D and FNO2D stop there on both sides
fno1 = FNO1D(1, 1, n_modes=[4], resolutions=[16], hidden_channels=8, projection_channels=16, n_layers=1,
             positional_embedding=False, dft_compute_dtype=f32, fno_compute_dtype=f32)  # fmt: skip
attempt("fno1d", lambda: fno1(Tensor(data(2, 16, 1, seed=1))))
fno2 = FNO2D(2, 1, n_modes=[3, 3], resolutions=[8, 8], hidden_channels=8, projection_channels=16, n_layers=1)
attempt("fno2d", lambda: fno2(Tensor(data(2, 8, 8, 2, seed=3))))

kno = KNO1D(in_channels=1, channels=8, modes=4, depths=2, resolution=16)
same_weights(kno, "mindflow_kno1d")
xk = Tensor(data(2, 16, 1, seed=5))
pred, rec = kno(xk)
show("kno1d prediction", pred)
show("kno1d reconstruction", rec)
yk = Tensor(data(2, 16, 1, seed=6))
train_step(kno, lambda o: ops.mse_loss(o[0], yk) + ops.mse_loss(o[1], xk), (xk,), "kno1d")

# UNet2D (2 levels, BatchNorm, NHWC input)
unet = UNet2D(2, 1, base_channels=4, n_layers=2, data_format="NHWC")
same_weights(unet, "mindflow_unet2d")
xu = Tensor(data(4, 8, 8, 2, seed=7))
unet.set_train(False)
out = unet(xu)
show("unet2d out", out)
unet.set_train(True)
yu = Tensor(data(*out.shape, seed=8))
train_step(unet, lambda o: ops.mse_loss(o, yu), (xu,), "unet2d")
