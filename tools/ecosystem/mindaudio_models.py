"""MindAudio 0.3.0: a tiny Conformer encoder (conv2d subsampling, relative-position attention, convolution module)
and a tiny ECAPA-TDNN speaker embedding, each one forward in inference mode and one Momentum training step. Both
sides use the weights real MindSpore drew (dropout 0 so the training step is deterministic)."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
from _common import data, same_weights, show

import mindspore as ms
from mindaudio.models.conformer import ConformerEncoder
from mindaudio.models.ecapatdnn import EcapaTDNN
from mindspore import Tensor, nn, ops


def train_step(net, loss_of, inputs, tag):
    """One Momentum step of ``loss_of(net(*inputs))``; prints the loss and how far the parameters moved."""
    params = net.trainable_params()
    before = [p.asnumpy().copy() for p in params]
    opt = nn.Momentum(params, learning_rate=0.01, momentum=0.9)

    def forward(*xs):
        return loss_of(net(*xs))

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)
    loss, grads = grad_fn(*inputs)
    opt(grads)
    show(tag + " train loss", loss)
    moved = np.array([np.abs(p.asnumpy() - b).sum() for p, b in zip(params, before)])
    show(tag + " moved per parameter", moved)


# Conformer: 2 x 20 frames of 8 features -> (2, 4, 16) after 4x subsampling
enc = ConformerEncoder(
    input_size=8,
    output_size=16,
    attention_heads=2,
    linear_units=32,
    num_blocks=2,
    dropout_rate=0.0,
    positional_dropout_rate=0.0,
    attention_dropout_rate=0.0,
    cnn_module_kernel=3,
)
same_weights(enc, "mindaudio_conformer")
xs = Tensor(data(2, 20, 8, seed=5))
t_sub = 4
masks = Tensor(np.ones((2, 1, t_sub), np.float32))
chunk = Tensor(np.ones((2, t_sub, t_sub), np.float32))
enc.set_train(False)
out, out_masks = enc(xs, masks, chunk)
show("conformer out", out)
show("conformer masks", out_masks)
enc.set_train(True)
enc_target = Tensor(data(2, t_sub, 16, seed=8))
train_step(enc, lambda o: ops.mse_loss(o[0], enc_target), (xs, masks, chunk), "conformer")

# ECAPA-TDNN: 6 utterances of 30 frames of 10 features -> 6 embeddings of 12 (the pooled statistics go through a
# BatchNorm: with 2 utterances its training-mode input gradient is 0 up to rounding, so the batch is 6)
ecapa = EcapaTDNN(
    10,
    lin_neurons=12,
    channels=(16, 16, 16, 16, 48),
    attention_channels=8,
    res2net_scale=4,
    se_channels=8,
)
same_weights(ecapa, "mindaudio_ecapa")
feats = Tensor(data(6, 30, 10, seed=6))
ecapa.set_train(False)
show("ecapa embedding", ecapa(feats))
ecapa.set_train(True)
target = Tensor(data(6, 12, seed=7))
train_step(ecapa, lambda e: ops.mse_loss(e, target), (feats,), "ecapa")
