"""MindAudio 0.3.0, what mindaudio_models.py and mindaudio_more.py leave out: a tiny WaveGrad vocoder (orthogonal
1-D convolutions, downsampling DBlocks, FiLM noise-level conditioning, upsampling UBlocks) and its
``WaveGradWithLoss``, and FastSpeech2's FFT block, which stop on both at MindSpore 1.9 calls; and MindAudio's feature pipeline on a numpy waveform:
``spectrum.stft`` / ``istft``, ``spectrogram``, ``melspectrogram``, ``amplitude_to_dB``, ``magphase``, ``features.fbank``
and ``mfcc`` (with deltas and context windows), ``spectral_centroid`` and ``compute_deltas`` (MindSpore's
``dataset.audio`` transforms underneath). Both sides use the weights real MindSpore drew."""

import os
import sys
from types import SimpleNamespace as NS

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
from _common import data, same_weights, show

import mindaudio.data.features as features
import mindaudio.data.spectrum as spectrum
import mindspore as ms
from mindaudio.models.transformer.layers import FFTBlock
from mindaudio.models.wavegrad.wavegrad_v190 import WaveGrad, WaveGradWithLoss
from mindspore import Tensor, nn

hps = NS(
    n_mels=4,
    dblock=NS(
        init_conv_channels=4,
        init_conv_kernels=5,
        hidden_size=[8, 8],
        factor=[2, 2],
        kernel_size=[3, 3, 3],
        dilations=[1, 2, 4],
    ),
    film=NS(output_size=[8, 8, 8], kernel_size=[3, 3, 3]),
    ublock=NS(hidden_size=[8, 8, 8], factor=[2, 2, 2], kernel_size=3, dilation=[[1, 2, 1, 2]] * 3),
    first_conv=NS(hidden_size=8, kernel_size=3),
)
audio = Tensor(data(2, 32, seed=81))  # 32 samples: downsampled 2 x 2 to the 8 frames of 4 mel bins
noise_scale = Tensor(np.array([0.3, 0.7], np.float32))
mel = Tensor(data(2, 4, 4, seed=82))
# WaveGrad's FiLM splits with MindSpore 1.9's ops.split(x, 1, output_num=2), which MindSpore 2.10 refuses: the
# forward and the training step stop on both sides with the same TypeError
wavegrad = WaveGrad(hps)
same_weights(wavegrad, "mindaudio_wavegrad")
wavegrad.set_train(False)
try:
    show("wavegrad out", wavegrad(audio, noise_scale, mel))
except TypeError as e:
    print("wavegrad", type(e).__name__, str(e).splitlines()[0])
with_loss = WaveGradWithLoss(hps)
same_weights(with_loss, "mindaudio_wavegrad")
params = with_loss.trainable_params()
opt = nn.Momentum(params, learning_rate=0.01, momentum=0.9)
noise = Tensor(data(2, 32, seed=83))
try:
    loss, grads = ms.value_and_grad(with_loss, None, opt.parameters)(audio, noise_scale, noise, mel)
    show("wavegrad train loss", loss)
except TypeError as e:
    print("wavegrad with loss", type(e).__name__, str(e).splitlines()[0])

# FastSpeech2's FFT blocks build their attention's norm as MindSpore 1.9's nn.GroupNorm([8, d_model]): building one
# stops on both sides with the same TypeError (before FastSpeech2 would read its pitch/energy stats.npy)
try:
    FFTBlock(8, 16, [3, 1], 2, 4, 4, 0.0)
except TypeError as e:
    print("fastspeech2 FFTBlock", type(e).__name__, str(e).splitlines()[0])

# The feature pipeline on a 0.1 s chirp plus noise at 8 kHz, loud and noisy enough that no spectrogram bin is below
# ~1e-5 of the total power (a float32 FFT's rounding, which differs between implementations, is relative to that
# total, so quieter bins would compare FFT rounding in decibels)
t = np.arange(800, dtype=np.float32) / 8000
wave = (10 * np.sin(2 * np.pi * (200 + 1500 * t) * t) + 5 * data(800, seed=84)).astype(np.float32)
stft = spectrum.stft(wave, n_fft=64, hop_length=16)
show("stft", np.stack([stft.real, stft.imag]))
show("istft", spectrum.istft(stft, hop_length=16, length=800))
spec = spectrum.spectrogram(wave, n_fft=64, hop_length=16)
show("spectrogram", spec)
mels = spectrum.melspectrogram(wave, n_fft=64, hop_length=16, n_mels=8, sample_rate=8000)
show("melspectrogram", mels)
show("amplitude_to_dB", spectrum.amplitude_to_dB(mels))
mag, phase = spectrum.magphase(np.stack([stft.real, stft.imag], -1).astype(np.float32), 2.0, iscomplex=False)
show("magphase (dataset.audio.Magphase) magnitude", mag)
show("magphase (dataset.audio.Magphase) phase", phase)
show("fbank", features.fbank(wave[None], n_mels=8, n_fft=64, sample_rate=8000, hop_length=16))
show(
    "fbank with deltas and context",
    features.fbank(
        wave[None],
        deltas=True,
        context=True,
        n_mels=8,
        n_fft=64,
        sample_rate=8000,
        hop_length=16,
        left_frames=1,
        right_frames=1,
    ),
)
show(
    "mfcc",
    features.mfcc(
        wave[None], n_mels=8, n_mfcc=5, n_fft=64, sample_rate=8000, hop_length=16, left_frames=1, right_frames=1
    ),
)
show("spectral_centroid", features.spectral_centroid(wave, 8000, n_fft=64, hop_length=16))
show("compute_deltas", features.compute_deltas(data(2, 6, 20, seed=85)))
show("compute_deltas (win_length 3, constant)", features.compute_deltas(data(6, 20, seed=86), 3, "constant"))
