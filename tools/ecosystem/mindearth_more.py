"""MindEarth 0.3.0, the models mindearth_models.py leaves out: a GraphCastNet on a tiny random mesh (grid-to-mesh
encoder, 2 mesh processing steps, mesh-to-grid decoder), one forward and one Momentum step; a ViTKNO without
high frequencies and one with the encoder network, and an AFNONet (FourCastNet) of float16 compute;
and a tiny DGMR generator (context and latent conditioning stacks, ConvGRU sampler). The DGMR
latent stack draws its input from MindSpore's seeded Normal stream, so the script gives that draw as input (a
numpy array in place of the distribution's ``sample``). Both sides use the weights real MindSpore drew."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
from _common import data, same_weights, show, train_step

import mindspore as ms
from mindearth.cell import AFNONet, DgmrGenerator, GraphCastNet, ViTKNO
from mindspore import Tensor, nn, ops

# GraphCastNet: 12 grid nodes, 5 mesh nodes, random edges drawn with numpy's generator
rng = np.random.default_rng(41)
n_grid, n_mesh, feats = 12, 5, 3
g2m = rng.integers(0, [n_grid, n_mesh], size=(20, 2)).astype(np.int32)
m2m = rng.integers(0, n_mesh, size=(14, 2)).astype(np.int32)
m2g = rng.integers(0, [n_mesh, n_grid], size=(24, 2)).astype(np.int32)
graph = GraphCastNet(
    vg_in_channels=feats,
    vg_out_channels=feats,
    vm_in_channels=3,
    em_in_channels=4,
    eg2m_in_channels=4,
    em2g_in_channels=4,
    latent_dims=8,
    processing_steps=2,
    g2m_src_idx=Tensor(g2m[:, 0]),
    g2m_dst_idx=Tensor(g2m[:, 1]),
    m2m_src_idx=Tensor(m2m[:, 0]),
    m2m_dst_idx=Tensor(m2m[:, 1]),
    m2g_src_idx=Tensor(m2g[:, 0]),
    m2g_dst_idx=Tensor(m2g[:, 1]),
    mesh_node_feats=Tensor(data(n_mesh, 3, seed=42)),
    mesh_edge_feats=Tensor(data(len(m2m), 4, seed=43)),
    g2m_edge_feats=Tensor(data(len(g2m), 4, seed=44)),
    m2g_edge_feats=Tensor(data(len(m2g), 4, seed=45)),
    per_variable_level_mean=Tensor(data(feats, seed=46)),
    per_variable_level_std=Tensor(data(feats, seed=47, low=0.5, high=1.5)),
)
same_weights(graph, "mindearth_graphcast")
grid = Tensor(data(1, n_grid, feats, seed=48))
graph.set_train(False)
show("graphcast out", graph(grid))
graph.set_train(True)
target = Tensor(data(n_grid, feats, seed=49))
train_step(
    graph,
    lambda out: ops.mse_loss(out, target),
    (grid,),
    "graphcast",
    lambda params: nn.Momentum(params, learning_rate=0.01, momentum=0.9),
    62,
)

x = Tensor(data(2, 3, 16, 32, seed=50))
kno_size = {"image_size": (16, 32), "patch_size": 4, "in_channels": 3, "out_channels": 3, "encoder_embed_dims": 16}
kno = ViTKNO(**kno_size, encoder_depths=2, mlp_ratio=2, num_blocks=2, high_freq=False)
same_weights(kno, "mindearth_vitkno_low_freq")
kno.set_train(False)
out, rec = kno(x)
show("vitkno (no high frequencies) out", out)
show("vitkno (no high frequencies) reconstruction", rec)

# With the encoder network (a float16 MLP after the patch embedding) only the reconstruction is compared: the blocks
# layer-normalise that MLP's ~5e-3 outputs, so a float32 rounding of the patch convolution that moves a float16
# value by one ulp moves the output by ~1e-4 of its scale.
kno_enc = ViTKNO(**kno_size, encoder_depths=1, mlp_ratio=2, num_blocks=2, encoder_network=True)
same_weights(kno_enc, "mindearth_vitkno_encoder")
kno_enc.set_train(False)
show("vitkno (encoder network) reconstruction", kno_enc(x)[1])

afno16 = AFNONet(
    image_size=(16, 32),
    in_channels=3,
    out_channels=3,
    patch_size=4,
    encoder_depths=1,
    encoder_embed_dim=16,
    mlp_ratio=2,
    dropout_rate=1.0,
    compute_dtype=ms.float16,
)
same_weights(afno16, "mindearth_afno_fp16")
afno16.set_train(False)
out16 = afno16(x)
print("afno float16 compute dtype", out16.dtype)
show("afno float16 compute out", out16)


class GivenDraw(nn.Cell):
    """Stands for the latent stack's ``Normal(0, 1, seed=42)`` (a Cell, as that is): ``sample(shape)`` returns a
    numpy draw."""

    def sample(self, shape):
        return Tensor(data(*shape, seed=51, low=-2.0, high=2.0))


# 2 sequences of 64 x 64 frames: the sampler's batch-statistics BatchNorms then see 2 x 2 x 2 values at the latent
# scale (at 1 x 1 with one sequence they divide rounding noise by sqrt(eps))
frames = Tensor(data(2, 4, 1, 64, 64, seed=52, low=0.0, high=1.0))
gen = DgmrGenerator(
    forecast_steps=2,
    in_channels=1,
    out_channels=64,
    conv_type="standard",
    latent_channels=384,  # its first latent block needs more than 8 * 32
    context_channels=48,
    generation_steps=1,
)
gen.latent_stack.distribution = GivenDraw()
same_weights(gen, "mindearth_dgmr_generator")
gen.set_train(False)
# The sampler's first batch-statistics BatchNorm meets a channel of batch variance ~7e-6 and divides it by
# sqrt(var + 1e-5): there the 5e-7 float32 rounding differences of the convolutions before it grow ~100 times (both
# sides stay within 2e-6 of a float64 BatchNorm of the same input), so the stacks are compared and of the sampled
# frames only their shape.
for i, state in enumerate(gen.conditioning_stack(frames)):
    show(f"dgmr context conditioning state {i}", state)
show("dgmr latent conditioning", gen.latent_stack(frames))
print("dgmr generator out shape", gen(frames).shape)
