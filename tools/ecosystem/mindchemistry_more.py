"""MindChemistry 0.2.0, the models mindchemistry_models.py leaves out: a 2-layer Allegro (strided tensor products of
edge spherical harmonics, environment embeddings, latent MLPs with residual updates) on a 5-atom molecule, one
forward and one Momentum step; and a tiny Matformer (5 MatformerConv layers with masked batch norm, mean readout) on 2
crystals, one forward in training mode (its masked batch norm updates its moving statistics) and in inference mode,
and one Momentum step; and DeepHE3nn's Net (2 equivariant node/edge update blocks) on 4 atoms, one forward and one
Momentum step. Both sides use the weights real MindSpore drew."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
from _common import data, same_weights, show, train_step

import mindspore as ms
from mindchemistry.cell import Allegro, Matformer, Net
from mindspore import Tensor, nn, ops

np.random.seed(0)

# Allegro: 5 atoms, every ordered pair an edge
n_atoms = 5
src, dst = np.nonzero(~np.eye(n_atoms, dtype=bool))
pos = data(n_atoms, 3, seed=61, low=-1.0, high=1.0)
vec = pos[dst] - pos[src]
length = np.linalg.norm(vec, axis=1).astype(np.float32)
n_edges = len(src)
allegro = Allegro(
    l_max=1,
    irreps_in={
        "pos": "1x1o",
        "edge_index": None,
        "node_attrs": "4x0e",
        "node_features": "4x0e",
        "edge_embedding": "8x0e",
    },
    avg_num_neighbor=4.0,
    num_layers=2,
    env_embed_multi=4,
    two_body_kwargs={"hidden_dims": [8, 16], "activation": "silu", "weight_init": "uniform"},
    latent_kwargs={"hidden_dims": [16], "activation": "silu", "weight_init": "uniform"},
    env_embed_kwargs={"hidden_dims": [], "activation": None, "weight_init": "uniform"},
)
# Allegro's CellLists give two parameters each of the names 0.layers.0.weight and 0.layers.1.layers.0.weight (of other
# shapes) on both sides, so a checkpoint cannot tell them apart: they are named by their paths first
for path, param in allegro.parameters_and_names():
    param.name = path
same_weights(allegro, "mindchemistry_allegro")
embedding = (
    Tensor(data(n_atoms, 4, seed=62)),
    Tensor(data(n_atoms, 4, seed=63)),
    Tensor(vec),
    Tensor(length),
    Tensor(data(n_edges, 8, seed=64)),
    Tensor(data(n_edges, seed=65, low=0.0, high=1.0)),
    Tensor(np.arange(n_edges) % 7 != 3),  # a few edges masked out
)
edge_index = Tensor(np.stack([src, dst]).astype(np.int32))
atom_types = Tensor(np.array([[0], [1], [2], [1], [0]], np.int32))
allegro.set_train(False)
out = allegro(embedding, edge_index, atom_types).asnumpy()
scale = np.abs(out).max()  # its outputs are ~1e-5 at this size: compared relative to their largest magnitude
show("allegro out largest magnitude", scale)
show("allegro out / largest magnitude", out / scale)
allegro.set_train(True)
params = allegro.trainable_params()
before = [p.asnumpy().copy() for p in params]
opt = nn.Momentum(params, learning_rate=0.01, momentum=0.9)
target = Tensor(data(n_edges, 16, seed=66))
loss, grads = ms.value_and_grad(
    lambda: ops.mse_loss(allegro(embedding, edge_index, atom_types), target), None, opt.parameters
)()
opt(grads)
show("allegro train loss", loss)
moved = np.array([np.abs(p.asnumpy() - b).sum() for p, b in zip(params, before)])
show("allegro moved per parameter / largest", moved / moved.max())
show("allegro moved largest", moved.max())

# Matformer: 2 crystals of 3 and 4 atoms padded to 8 nodes, every ordered pair within a crystal an edge
config = {
    "use_fp16": False,
    "classification": False,
    "use_angle": False,
    "atom_input_features": 6,
    "node_features": 8,
    "edge_features": 8,
    "angle_lattice": False,
    "node_layer_head": 2,
    "conv_layers": 5,
    "fc_features": 8,
    "output_features": 1,
    "link": "identity",
    "batch_size_max": 2,
}
mat = Matformer(config)
same_weights(mat, "mindchemistry_matformer")
groups = [range(0, 3), range(3, 7)]
pairs = [(i, j) for g in groups for i in g for j in g if i != j] + [(7, 7)] * 3  # padded edges
n_nodes = 8
x = Tensor(data(n_nodes, 6, seed=67))
edge_attr = Tensor(data(len(pairs), 3, seed=68, low=-2.0, high=2.0))
edge_index = Tensor(np.array(pairs, np.int32).T)
batch = Tensor(np.array([0, 0, 0, 1, 1, 1, 1, 1], np.int32))
node_mask = Tensor(np.array([1, 1, 1, 1, 1, 1, 1, 0], np.float32))
edge_mask = Tensor(np.array([1.0] * (len(pairs) - 3) + [0.0] * 3, np.float32))
node_num = Tensor(7.0, ms.float32)
inputs = (x, edge_attr, edge_index, batch, node_mask, edge_mask, node_num)
mat.set_train(True)
show("matformer out (training mode)", mat(*inputs))
show("matformer moving mean of layer 0", mat.att_layers[0].bn.moving_mean)
mat.set_train(False)
show("matformer out", mat(*inputs))
mat.set_train(True)
params = mat.trainable_params()
before = [p.asnumpy().copy() for p in params]
opt = nn.Momentum(params, learning_rate=0.01, momentum=0.9)
target = Tensor(np.array([0.5, -0.5], np.float32))
loss, grads = ms.value_and_grad(lambda: ops.mse_loss(mat(*inputs), target), None, opt.parameters)()
opt(grads)
show("matformer train loss", loss)
show("matformer moved per parameter", np.array([np.abs(p.asnumpy() - b).sum() for p, b in zip(params, before)]))

# DeepHE3nn's Net (DeepH-E3: equivariant node and edge updates, E3 layer norms) on 4 atoms of 2 species, every ordered
# pair an edge, no padding (all masks 1). Its default use_sbf=True calls SphericalHarmonics with two arguments,
# which it does not take (TypeError on both sides), so the script builds it with use_sbf=False.
mid = "4x0e+2x1o"
he = Net(
    num_species=2,
    irreps_embed_node="4x0e",
    irreps_edge_init="4x0e",
    irreps_sh="1x0e+1x1o",
    irreps_mid_node=mid,
    irreps_post_node=mid,
    irreps_out_node="2x0e",
    irreps_mid_edge=mid,
    irreps_post_edge=mid,
    irreps_out_edge="2x0e+1x1o",
    num_block=2,
    r_max=5.0,
    num_basis=8,
    use_sbf=False,
)
for path, param in he.parameters_and_names():  # its CellLists repeat parameter names too
    param.name = path
same_weights(he, "mindchemistry_deephe3nn")
n_he = 4
src, dst = np.nonzero(~np.eye(n_he, dtype=bool))
pos_he = data(n_he, 3, seed=69, low=-1.5, high=1.5)
vec = pos_he[dst] - pos_he[src]
attr = np.concatenate([np.linalg.norm(vec, axis=1, keepdims=True), vec], 1).astype(np.float32)  # length, x, y, z
n_he_edges = len(src)
he_inputs = (
    Tensor(np.array([0, 1, 1, 0], np.int32)),
    Tensor(np.stack([src, dst]).astype(np.int32)),
    Tensor(attr),
    Tensor(np.ones(n_he_edges, np.float32)),
    Tensor(np.zeros((n_he, 10), np.float32)),  # the scatter target of the node updates (mid irreps: 10 wide)
    Tensor(np.ones(n_he_edges, np.float32)),
    Tensor(np.ones((n_he_edges, 1), np.float32)),
    Tensor(np.ones((n_he_edges, 1, 1), np.float32)),
)
he.set_train(False)
show("deephe3nn edge out", he(*he_inputs))
he.set_train(True)
train_step(
    he,
    lambda out: ops.mse_loss(out, Tensor(data(n_he_edges, 5, seed=70))),
    he_inputs,
    "deephe3nn",
    lambda params: nn.Momentum(params, learning_rate=0.01, momentum=0.9),
    12,
)
