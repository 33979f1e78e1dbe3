"""MindArmour 2.0.0 differential privacy: a DP Momentum optimizer in nn.TrainOneStepCell, and MindArmour's own
micro-batch train cell with Gaussian noise and adaptive clipping, one step each against a plain Momentum step.
The noise multiplier is 1e-30 so the noise is far below float32 resolution and both sides can be compared."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
from _common import data, same_weights, show

import mindspore as ms
from mindarmour.privacy.diff_privacy import (
    ClipMechanismsFactory,
    DPOptimizerClassFactory,
    NoiseMechanismsFactory,
)
from mindarmour.privacy.diff_privacy.train.model import _TrainOneStepCell
from mindspore import Parameter, Tensor, nn

x = Tensor(data(4, 6, seed=1))
y = Tensor(data(4, 3, seed=2))


def net():
    n = nn.SequentialCell([nn.Dense(6, 5), nn.Tanh(), nn.Dense(5, 3)])
    same_weights(n, "mindarmour_dp_net")
    return n


def step(kind):
    n = net()
    before = [p.asnumpy().copy() for p in n.trainable_params()]
    if kind == "momentum":
        opt = nn.Momentum(n.trainable_params(), learning_rate=0.1, momentum=0.9)
    else:
        factory = DPOptimizerClassFactory(micro_batches=2)
        factory.set_mechanisms("Gaussian", norm_bound=50.0, initial_noise_multiplier=1e-30)
        opt = factory.create("Momentum")(params=n.trainable_params(), learning_rate=0.1, momentum=0.9)
    loss = nn.WithLossCell(n, nn.MSELoss())
    if kind.startswith("dp_cell"):
        noise = NoiseMechanismsFactory().create("Gaussian", norm_bound=0.5, initial_noise_multiplier=1e-30)
        clip = ClipMechanismsFactory().create(
            "Gaussian", decay_policy="Linear", learning_rate=0.01, target_unclipped_quantile=0.9, fraction_stddev=1e-30
        )
        clip = clip if kind == "dp_cell_clip" else None
        opt = nn.Momentum(n.trainable_params(), learning_rate=0.1, momentum=0.9)
        bound = Parameter(Tensor(0.5, ms.float32), name="norm_bound")  # as DPModel passes it
        cell = _TrainOneStepCell(loss, opt, norm_bound=bound, micro_batches=2, noise_mech=noise, clip_mech=clip)
    else:
        cell = nn.TrainOneStepCell(loss, opt)
    cell.set_train()
    try:
        show(kind + " loss", cell(x, y))
    except (
        RuntimeError,
        TypeError,
        ValueError,
    ) as e:  # MindSpore's adaptive clipping assigns a (1,) bound to a 0-d one
        print(kind, type(e).__name__, str(e).splitlines()[0])
        return None
    moved = [p.asnumpy() - b for p, b in zip(n.trainable_params(), before)]
    if kind.startswith("dp_cell"):
        show(kind + " norm_bound", cell._norm_bound)
    return moved


plain = step("momentum")
for kind in ("dp_optimizer", "dp_cell", "dp_cell_clip"):
    moved = step(kind)
    if moved is None:
        continue
    show(kind + " step / momentum step", np.array([np.sum(m) / np.sum(p) for m, p in zip(moved, plain)]))
    show(kind + " moved", np.concatenate([m.ravel() for m in moved]))
