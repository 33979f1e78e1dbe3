"""MindArmour 2.0.0's fuzz testing and membership inference on a small convolutional classifier whose layers report
to ``TensorSummary``: the five neuron coverage metrics (NeuronCoverage, TopKNeuronCoverage,
SuperNeuronActivateCoverage, NeuronBoundsCoverage, KMultisectionNeuronCoverage), a coverage-guided ``Fuzzer`` run
(noise mutations and FGSM, numpy's and Python's global generators seeded alike on both sides), which stops at
numpy's refusal of a ragged array on both; and ``MembershipInference`` with scikit-learn attack models (KNN, logistic regression) trained on
the model's loss and logit features, and its precision / accuracy / recall. Both sides use the weights real
MindSpore drew."""

import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
from _common import data, same_weights, show

import mindspore as ms
import mindspore.dataset as ds
from mindarmour.fuzz_testing import (
    Fuzzer,
    KMultisectionNeuronCoverage,
    NeuronBoundsCoverage,
    NeuronCoverage,
    SuperNeuronActivateCoverage,
    TopKNeuronCoverage,
)
from mindarmour.privacy.evaluation import MembershipInference
from mindspore import Model, nn
from mindspore.ops import TensorSummary


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 4, 3, pad_mode="valid", has_bias=True)
        self.relu = nn.ReLU()
        self.pool = nn.MaxPool2d(2, 2)
        self.flatten = nn.Flatten()
        self.fc1 = nn.Dense(36, 8)
        self.fc2 = nn.Dense(8, 3)
        self.summary = TensorSummary()

    def construct(self, x):
        x = self.relu(self.conv(x))
        self.summary("conv", x)
        x = self.flatten(self.pool(x))
        x = self.relu(self.fc1(x))
        self.summary("fc1", x)
        x = self.fc2(x)
        self.summary("fc2", x)
        return x


# MindArmour 2.0.0's coverage metrics use numpy's ``np.bool``, gone since numpy 1.24 (AttributeError on both sides
# with numpy 1.26): given back here as the builtin it aliased
np.bool = bool
# MindSpore keeps what TensorSummary records for MindArmour's coverage metrics in GRAPH_MODE only (in PYNATIVE_MODE
# they find no layer and raise ValueError)
ms.set_context(mode=ms.GRAPH_MODE)
net = Net()
same_weights(net, "mindarmour_fuzz_net")
net.set_train(False)
model = Model(net)
train_images = data(16, 1, 8, 8, seed=71, low=0.0, high=1.0)
test_images = data(6, 1, 8, 8, seed=72, low=0.0, high=1.0)

metrics = {
    "NeuronCoverage(threshold=0.1)": NeuronCoverage(model, threshold=0.1, batch_size=4),
    "TopKNeuronCoverage(top_k=2)": TopKNeuronCoverage(model, top_k=2, batch_size=4),
    "SuperNeuronActivateCoverage": SuperNeuronActivateCoverage(model, train_images, batch_size=4),
    "NeuronBoundsCoverage": NeuronBoundsCoverage(model, train_images, batch_size=4),
    "KMultisectionNeuronCoverage(10)": KMultisectionNeuronCoverage(model, train_images, segmented_num=10, batch_size=4),
}
for name, metric in metrics.items():
    show(name, metric.get_metrics(test_images))

np.random.seed(7)
random.seed(7)
labels = np.random.default_rng(73).integers(0, 3, size=4)
seeds = [[img, np.eye(3, dtype=np.float32)[lab]] for img, lab in zip(test_images[:4], labels)]
mutate_config = [
    {"method": "UniformNoise", "params": {"factor": [0.1, 0.2], "auto_param": [False]}},
    {"method": "GaussianNoise", "params": {"factor": [0.1, 0.2], "auto_param": [False]}},
    {"method": "SaltAndPepperNoise", "params": {"factor": [0.1], "auto_param": [False]}},
    {"method": "FGSM", "params": {"eps": [0.1, 0.2], "alpha": [0.05], "bounds": [(0, 1)]}},
]
coverage = KMultisectionNeuronCoverage(model, train_images, segmented_num=10, incremental=True, batch_size=4)
fuzzer = Fuzzer(model)
# Fuzzer.fuzzing gathers each seed's mutations as [image, label, flag] rows into np.array, which numpy refuses since
# 1.24 for such ragged rows: it stops on both sides with the same ValueError
try:
    samples, gt, preds, strategies, report = fuzzer.fuzzing(
        mutate_config, seeds, coverage, evaluate=True, max_iters=3, mutate_num_per_seed=3
    )
    print("fuzz samples", len(samples), "strategies", list(strategies))
    show("fuzz predictions", np.array(preds))
    for key in sorted(report):
        show("fuzz report " + key, report[key])
except ValueError as e:
    print("fuzzing", type(e).__name__, str(e).splitlines()[0])
show("coverage after fuzzing", coverage.get_metrics(test_images))

# Membership inference: member samples are the first 16 of a training set, non-members 16 others
np.random.seed(8)
mi_net = nn.Dense(6, 3)
same_weights(mi_net, "mindarmour_mi_dense")
mi_model = Model(mi_net, loss_fn=nn.SoftmaxCrossEntropyWithLogits(sparse=True))
rng = np.random.default_rng(74)
members = (data(32, 6, seed=75), rng.integers(0, 3, size=32).astype(np.int32))
others = (data(32, 6, seed=76), rng.integers(0, 3, size=32).astype(np.int32))


def dataset(arrays, part):
    x, y = arrays
    sl = slice(0, 16) if part == 0 else slice(16, 32)
    return ds.NumpySlicesDataset({"image": x[sl], "label": y[sl]}, shuffle=False).batch(8)


inference = MembershipInference(mi_model, n_jobs=1)
config = [
    {"method": "knn", "params": {"n_neighbors": [3, 5]}},
    {"method": "lr", "params": {"C": np.logspace(-2, 1, 4)}},
]
inference.train(dataset(members, 0), dataset(others, 0), config)
result = inference.eval(dataset(members, 1), dataset(others, 1), ["precision", "accuracy", "recall"])
for i, r in enumerate(result):
    print(f"membership attack {i}", {k: round(float(v), 6) for k, v in sorted(r.items())})
