"""mindone 0.4.0 (with transformers 4.50.0): what of it MindSpore 2.10 runs on CPU. CLIP's text tower (one forward
in inference mode, one Momentum step), 0.4.0's ``MultiheadAttention`` port (``mindspore_adapter.nn``:
self-attention with a float key padding mask, per-head weights, a causal float mask, batch-first cross-attention
with bias_k/bias_v, one Momentum step) and the DDPM and DDIM schedulers (``step``, ``add_noise``,
``set_timesteps``) on given noise predictions. Both sides use the weights real MindSpore drew (dropout 0).

Not here because MindSpore 2.10 cannot run them on CPU (each raises ``RuntimeError: The kernel ... unregistered.``):
0.4.0's BERT (its embeddings are ``mint.nn.Embedding``: ``Embedding``), the diffusers-port UNet2DModel and
UNet2DConditionModel (their timestep embedding calls ``mint.arange``: ``Arange``), AutoencoderKL and CLIP's vision
tower (``mint.nn.Conv2d``: ``Conv2DExt``), and the attention port with a Bool mask (``mint.zeros_like``:
``ZerosLikeExt``)."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
from _common import data, same_weights, show
from _common import train_step as _train_step

from mindspore import Tensor, nn, ops
from transformers import CLIPTextConfig

from mindone.diffusers import DDIMScheduler, DDPMScheduler
from mindone.transformers import CLIPTextModel
from mindone.transformers.mindspore_adapter.nn import MultiheadAttention


def train_step(net, loss_of, inputs, tag):
    """One step of this script's optimizer (see ``_common.train_step``)."""
    _train_step(net, loss_of, inputs, tag, lambda ps: nn.Momentum(ps, learning_rate=0.01, momentum=0.9), 12)


def ids(*shape, seed, high):
    return Tensor(np.random.default_rng(seed).integers(0, high, size=shape).astype(np.int32))


# CLIP text tower
text_cfg = CLIPTextConfig(
    vocab_size=40,
    hidden_size=16,
    intermediate_size=32,
    num_hidden_layers=2,
    num_attention_heads=2,
    max_position_embeddings=16,
    attention_dropout=0.0,
)
clip_text = CLIPTextModel(text_cfg)
same_weights(clip_text, "mindone04_clip_text")
text = ids(2, 6, seed=3, high=40)
clip_text.set_train(False)
out = clip_text(text)
show("clip text last hidden", out[0])
show("clip text pooled", out[1])
clip_text.set_train(True)
text_target = Tensor(data(2, 16, seed=4))
train_step(clip_text, lambda o: ops.mse_loss(o[1], text_target), (text,), "clip text")

# MultiheadAttention (mindone's port of MindSpore's): sequence-first self-attention, 4 heads of width 4
mha = MultiheadAttention(16, 4)
same_weights(mha, "mindone04_mha")
mha.set_train(False)
seq = Tensor(data(5, 2, 16, seed=15))
pad_mask = Tensor(np.array([[0.0] * 5, [0.0] * 3 + [-1e4] * 2], np.float32))
out, weights = mha(seq, seq, seq, key_padding_mask=pad_mask)
show("mha self", out)
show("mha self weights", weights)
out, weights = mha(seq, seq, seq, average_attn_weights=False)
show("mha per-head weights", weights)
causal = Tensor(np.triu(np.full((5, 5), -1e4, np.float32), 1))
show("mha causal", mha(seq, seq, seq, attn_mask=causal, need_weights=False)[0])
mha.set_train(True)
mha_target = Tensor(data(5, 2, 16, seed=19))
train_step(mha, lambda o: ops.mse_loss(o[0], mha_target), (seq, seq, seq), "mha")

# batch-first cross-attention with bias_k / bias_v (keys and values of the query's width: 0.4.0's port fails on
# separate widths on both, its in_proj_weight being None there)
cross = MultiheadAttention(16, 2, add_bias_kv=True, batch_first=True)
same_weights(cross, "mindone04_mha_cross")
cross.set_train(False)
tq, tk, tv = Tensor(data(2, 3, 16, seed=16)), Tensor(data(2, 4, 16, seed=17)), Tensor(data(2, 4, 16, seed=18))
out, weights = cross(tq, tk, tv)
show("mha cross", out)
show("mha cross weights", weights)

# schedulers on a given noise prediction (the UNets cannot run on MindSpore's CPU backend)
sample = Tensor(data(2, 3, 8, 8, seed=7))
eps = Tensor(data(2, 3, 8, 8, seed=20))
ddpm = DDPMScheduler(num_train_timesteps=1000)
show("ddpm prev sample", ddpm.step(eps, 500, sample, generator=np.random.default_rng(14), return_dict=False)[0])
show("ddpm prev sample t=0", ddpm.step(eps, 0, sample, return_dict=False)[0])
noise = Tensor(data(2, 3, 8, 8, seed=8))
show("ddpm add_noise", ddpm.add_noise(sample, noise, Tensor(np.array([10, 500], np.int32))))
ddim = DDIMScheduler(num_train_timesteps=1000, beta_schedule="scaled_linear")
ddim.set_timesteps(10)
show("ddim timesteps", ddim.timesteps)
latents = sample
for t in ddim.timesteps[:3]:
    latents = ddim.step(eps, int(t), latents, return_dict=False)[0]
show("ddim three steps", latents)
