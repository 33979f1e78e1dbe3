"""mindone 0.3.0: tiny transformers and diffusers models, each one forward in inference mode and one Momentum step:
a BERT, CLIP's text tower, a UNet2DModel with one DDPMScheduler step, a UNet2DConditionModel and an
AutoencoderKL (encode, sample, decode). Both sides use the weights real MindSpore drew (dropout 0).

CLIP's vision tower is not here: its patch embedding is a ``mint.nn.Conv2d``, which MindSpore 2.10 cannot run on
CPU (``RuntimeError: The kernel Conv2DExt unregistered.``)."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
from _common import data, ids, same_weights, show
from _common import train_step as _train_step

from mindspore import Tensor, nn, ops
from transformers import BertConfig, CLIPTextConfig

from mindone.diffusers import AutoencoderKL, DDPMScheduler, UNet2DConditionModel, UNet2DModel
from mindone.transformers import BertModel, CLIPTextModel


def first(out):
    """The first output of a model (a tuple, or an output object)."""
    return out[0] if isinstance(out, (tuple, list)) else out


def train_step(net, loss_of, inputs, tag):
    """One step of this script's optimizer (see ``_common.train_step``)."""
    _train_step(net, loss_of, inputs, tag, lambda ps: nn.Momentum(ps, learning_rate=0.01, momentum=0.9), 12)


# BERT: 2 layers of width 16
bert_cfg = BertConfig(
    vocab_size=40,
    hidden_size=16,
    num_hidden_layers=2,
    num_attention_heads=2,
    intermediate_size=32,
    max_position_embeddings=16,
    hidden_dropout_prob=0.0,
    attention_probs_dropout_prob=0.0,
)
bert = BertModel(bert_cfg)
same_weights(bert, "mindone_bert")
tok = ids(2, 7, seed=1, high=40)
mask = Tensor(np.array([[1] * 7, [1] * 5 + [0] * 2], np.int32))
bert.set_train(False)
out = bert(tok, attention_mask=mask)
show("bert last hidden", out[0])
show("bert pooled", out[1])
bert.set_train(True)
bert_target = Tensor(data(2, 16, seed=2))
train_step(bert, lambda o: ops.mse_loss(o[1], bert_target), (tok, mask), "bert")

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
same_weights(clip_text, "mindone_clip_text")
text = ids(2, 6, seed=3, high=40)
clip_text.set_train(False)
out = clip_text(text)
show("clip text last hidden", out[0])
show("clip text pooled", out[1])
clip_text.set_train(True)
text_target = Tensor(data(2, 16, seed=4))
train_step(clip_text, lambda o: ops.mse_loss(o[1], text_target), (text,), "clip text")

# UNet2DModel (8x8, two resolutions) and one DDPM step
unet = UNet2DModel(
    sample_size=8,
    in_channels=3,
    out_channels=3,
    layers_per_block=1,
    block_out_channels=(8, 16),
    down_block_types=("DownBlock2D", "AttnDownBlock2D"),
    up_block_types=("AttnUpBlock2D", "UpBlock2D"),
    norm_num_groups=4,
    attention_head_dim=4,
)
same_weights(unet, "mindone_unet2d")
sample = Tensor(data(2, 3, 8, 8, seed=7))
t = Tensor(np.array([10, 500], np.int32))
unet.set_train(False)
eps = first(unet(sample, t))
show("unet2d eps", eps)
# (no set_timesteps: its previous_timestep then calls Tensor.nonzero(as_tuple=True), which MindSpore 2.10 cannot run
# on CPU: 'The kernel NonZeroExt unregistered.')
sched = DDPMScheduler(num_train_timesteps=1000)
step_t = 500
eps1 = first(unet(sample, Tensor(np.array([step_t, step_t], np.int32))))
prev = first(sched.step(eps1, step_t, sample, generator=np.random.default_rng(14), return_dict=False))
show("ddpm prev sample", prev)
noise = Tensor(data(2, 3, 8, 8, seed=8))
noisy = sched.add_noise(sample, noise, t)
show("ddpm add_noise", noisy)
unet.set_train(True)
train_step(unet, lambda o: ops.mse_loss(first(o), noise), (noisy, t), "unet2d")

# UNet2DConditionModel with cross attention on 6 tokens of width 16
cond_unet = UNet2DConditionModel(
    sample_size=8,
    in_channels=4,
    out_channels=4,
    layers_per_block=1,
    block_out_channels=(8, 16),
    down_block_types=("CrossAttnDownBlock2D", "DownBlock2D"),
    up_block_types=("UpBlock2D", "CrossAttnUpBlock2D"),
    cross_attention_dim=16,
    attention_head_dim=4,
    norm_num_groups=4,
)
same_weights(cond_unet, "mindone_unet2d_condition")
latents = Tensor(data(2, 4, 8, 8, seed=9))
context = Tensor(data(2, 6, 16, seed=10))
ct = Tensor(np.array([3, 700], np.int32))
cond_unet.set_train(False)
show("unet2d condition eps", first(cond_unet(latents, ct, context)))
cond_unet.set_train(True)
cond_noise = Tensor(data(2, 4, 8, 8, seed=11))
train_step(cond_unet, lambda o: ops.mse_loss(first(o), cond_noise), (latents, ct, context), "unet2d condition")

# AutoencoderKL: 16x16 RGB <-> 4-channel 8x8 latents
vae = AutoencoderKL(
    in_channels=3,
    out_channels=3,
    down_block_types=("DownEncoderBlock2D", "DownEncoderBlock2D"),
    up_block_types=("UpDecoderBlock2D", "UpDecoderBlock2D"),
    block_out_channels=(8, 16),
    layers_per_block=1,
    latent_channels=4,
    norm_num_groups=4,
    sample_size=16,
)
same_weights(vae, "mindone_vae")
image = Tensor(data(2, 3, 16, 16, seed=12))
vae.set_train(False)
moments = first(vae.encode(image))
show("vae moments", moments)
mean, logvar = ops.split(moments, 4, axis=1)
z = mean + ops.exp(0.5 * logvar) * Tensor(data(2, 4, 8, 8, seed=13))
show("vae decode", first(vae.decode(z)))
vae.set_train(True)


class VAERecon(nn.Cell):
    def __init__(self, vae):
        super().__init__()
        self.vae = vae

    def construct(self, x):
        m = first(self.vae.encode(x))
        mu, _ = ops.split(m, 4, axis=1)
        return first(self.vae.decode(mu))


train_step(VAERecon(vae), lambda o: ops.mse_loss(o, image), (image,), "vae")
