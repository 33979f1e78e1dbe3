"""MindAudio 0.3.0: a tiny DeepSpeech2 (masked convolutions, bidirectional LSTM), one forward in inference mode
on the weights real MindSpore drew and one Momentum step; and a tiny Conv-TasNet, which stops at its float16
decoder matrix on both."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
from _common import data, same_weights, show

import mindspore as ms
from mindaudio.models.conv_tasnet import ConvTasNet
from mindaudio.models.deepspeech2 import DeepSpeechModel
from mindspore import Tensor, nn, ops


class AudioConf:
    sample_rate = 800
    window_size = 0.02  # 9 frequency bins


ds2 = DeepSpeechModel(batch_size=2, labels=list("_abc "), rnn_hidden_size=8, nb_layers=2, audio_conf=AudioConf())
same_weights(ds2, "mindaudio_deepspeech2")
ds2.set_train(False)
spec = Tensor(data(2, 1, 9, 12, seed=31))
out, lengths = ds2(spec, Tensor(np.array([12, 12], np.int32)))
show("deepspeech2 out", out)
show("deepspeech2 lengths", lengths)

ds2.set_train(True)
params = ds2.trainable_params()
before = [p.asnumpy().copy() for p in params]
opt = nn.Momentum(params, learning_rate=0.01, momentum=0.9)
target = Tensor(data(*out.shape, seed=33))
lens = Tensor(np.array([12, 12], np.int32))
loss, grads = ms.value_and_grad(lambda x: ops.mse_loss(ds2(x, lens)[0], target), None, opt.parameters)(spec)
opt(grads)
show("deepspeech2 train loss", loss)
show("deepspeech2 moved per parameter", np.array([np.abs(p.asnumpy() - b).sum() for p, b in zip(params, before)]))

# Conv-TasNet's decoder multiplies by a float16 overlap-add matrix: on MindSpore 2.10 CPU a float32 model stops
# there with a TypeError, so both sides are expected to print the same error.
tasnet = ConvTasNet(N=8, L=4, B=4, H=8, P=3, X=2, R=1, C=2)
same_weights(tasnet, "mindaudio_convtasnet")
mixture = Tensor(data(2, 6400, seed=32))  # its decoder is built for 3199 frames: 6400 samples with L=4
tasnet.set_train(False)
try:
    show("conv-tasnet sources", tasnet(mixture))
except TypeError as e:
    print("conv-tasnet", type(e).__name__, str(e).splitlines()[0])
