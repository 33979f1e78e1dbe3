"""MindChemistry 0.2.0 (the mindchemistry-ascend wheel, pure Python): a tiny NequIP energy model (e3 irreps,
spherical harmonics, tensor-product message passing) on a 5-atom molecule, its energy, its forces as the negative
gradient of the energy with respect to the positions, one Adam training step; and an MLPNet forward. Both sides
use the weights real MindSpore drew."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
from _common import data, same_weights, show

import mindspore as ms
from mindchemistry.cell import CSPNet, MLPNet, Nequip
from mindspore import Tensor, nn, ops

np.random.seed(0)  # MindChemistry normalizes activations by a second moment it samples with numpy's global generator
net = Nequip(
    irreps_embedding_out="4x0e",
    irreps_conv_out="16x0e",
    chemical_embedding_irreps_out="4x0e",
    r_max=3.0,
    num_layers=1,
    num_type=3,
    num_basis=4,
    hidden_mul=4,
    lmax=1,
)
same_weights(net, "mindchemistry_nequip")
pos = Tensor(data(5, 3, seed=21, low=-1.0, high=1.0))
atom_type = Tensor(np.array([0, 1, 2, 1, 0], np.int32))
batch = Tensor(np.zeros(5, np.int32))
src, dst = np.nonzero(~np.eye(5, dtype=bool))  # every ordered pair (all within r_max)
edge_src, edge_dst = Tensor(src.astype(np.int32)), Tensor(dst.astype(np.int32))
net.set_train(False)
energy = net(batch, atom_type, pos, edge_src, edge_dst, 1)
show("nequip energy", energy)
net.set_train(True)
params = net.trainable_params()
before = [p.asnumpy().copy() for p in params]
opt = nn.Adam(params, learning_rate=0.01)
target = Tensor(np.array([[0.5]], np.float32))
loss, grads = ms.value_and_grad(
    lambda: ops.mse_loss(net(batch, atom_type, pos, edge_src, edge_dst, 1), target), None, opt.parameters
)()
opt(grads)
show("nequip train loss", loss)
show("nequip moved per parameter", np.array([np.abs(p.asnumpy() - b).sum() for p, b in zip(params, before)]))

# From the second gradient call of this model on, MindSpore 2.10 returns a zero gradient for
# mp.layers.0.first.lin2.weights (its first call and finite differences agree with mindshim, which gives the same
# gradient every time), so the training step's gradient is taken first.
net.set_train(False)
forces = -ms.grad(lambda p: net(batch, atom_type, p, edge_src, edge_dst, 1).sum())(pos)
show("nequip forces", forces)


mlp = MLPNet(in_channels=6, out_channels=2, layers=3, neurons=8)
same_weights(mlp, "mindchemistry_mlp")
show("mlpnet out", mlp(Tensor(data(4, 6, seed=22))))

# CSPNet (DiffCSP's denoiser): 2 crystals of 3 atoms, every ordered atom pair within a crystal an edge
csp = CSPNet(hidden_dim=8, latent_dim=4, num_layers=2, max_atoms=5, num_freqs=3)
same_weights(csp, "mindchemistry_cspnet")
csp.set_train(False)
pairs = [(i, j) for g in (0, 3) for i in range(g, g + 3) for j in range(g, g + 3) if i != j]
edge_index = Tensor(np.array(pairs, np.int32).T)
args = (
    Tensor(data(2, 4, seed=23)),
    Tensor(np.array([1, 2, 3, 2, 4, 1], np.int32)),
    Tensor(data(6, 3, seed=24, low=0.0, high=1.0)),
    Tensor(data(2, 3, 3, seed=25) + 3 * np.eye(3, dtype=np.float32)),
    Tensor(np.array([0, 0, 0, 1, 1, 1], np.int32)),
    edge_index,
    Tensor(np.ones(6, np.float32)),
    Tensor(np.ones(len(pairs), np.float32)),
)
lattice_out, coord_out = csp(*args)
show("cspnet lattice out", lattice_out)
show("cspnet coord out", coord_out)
g = ms.grad(lambda fc: csp(args[0], args[1], fc, *args[3:])[1].sum())(args[2])
show("cspnet coord-sum gradient", g)
