"""MindChemistry 0.2.0 (the mindchemistry-ascend wheel, pure Python): a tiny NequIP energy model (e3 irreps,
spherical harmonics, tensor-product message passing) on a 5-atom molecule, its energy, its forces as the negative
gradient of the energy with respect to the positions, one Adam training step; and an MLPNet forward. Both sides
use the weights real MindSpore drew."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np  # noqa: E402
from _common import data, same_weights, show  # noqa: E402

import mindspore as ms  # noqa: E402
from mindchemistry.cell import MLPNet, Nequip  # noqa: E402
from mindspore import Tensor, nn, ops  # noqa: E402

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
