# GRAPH_MODE: a Cell's graph is compiled once per phase (set_train on that Cell) and input signature, with the
# training flags of its sub-Cells as they were then: PointNet's train.py calls network.set_train(False) to evaluate
# between steps of a TrainOneStepCell, whose graph keeps BatchNorm in training mode; PyNative reads the flags anew
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv1d(3, 4, 1, has_bias=True, weight_init="ones", bias_init="zeros")
        self.bn = nn.BatchNorm1d(4)
        self.drop = nn.Dropout(p=0.0)

    def construct(self, x):
        return self.drop(self.bn(self.conv(x))).sum(axis=2)


def build():
    net = Net()
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.SGD(net.trainable_params(), 0.01))
    return net, step


def show(tag, loss, net):
    mean = [round(float(v), 4) for v in net.bn.moving_mean.asnumpy()]
    print(tag, round(float(loss.asnumpy()), 3), mean, net.training, net.bn.training)


x = Tensor(np.arange(2 * 3 * 5, dtype=np.float32).reshape(2, 3, 5) / 10)
y = Tensor(np.ones((2, 4), np.float32))
x2 = Tensor(np.arange(4 * 3 * 5, dtype=np.float32).reshape(4, 3, 5) / 10 - 1)
y2 = Tensor(np.ones((4, 4), np.float32))

for mode in (ms.GRAPH_MODE, ms.PYNATIVE_MODE):
    ms.set_context(mode=mode)
    print("mode", "graph" if mode == ms.GRAPH_MODE else "pynative")
    # A: the sub-Cell set to inference after the first step
    net, step = build()
    step.set_train()
    show("A1", step(x, y), net)
    net.set_train(False)
    show("A2", step(x, y), net)
    show("A-eval", net(x).sum(), net)  # the network itself, called in inference: its own graph
    # B: the top Cell to predict compiles anew with the flags of then; back to train takes the first graph
    step.set_train(False)
    show("B1", step(x, y), net)
    step.set_train(True)
    net.set_train(False)
    show("B2", step(x, y), net)
    # C: the sub-Cell in inference before the first call; set back to training after it
    net, step = build()
    step.set_train()
    net.set_train(False)
    show("C1", step(x, y), net)
    net.set_train(True)
    show("C2", step(x, y), net)
    # D: a new input signature compiles with the flags of then; the first signature keeps its graph
    show("D1", step(x2, y2), net)
    net.set_train(False)
    show("D2", step(x2, y2), net)
    show("D3", step(x, y), net)
    # E: a TrainOneStepCell never set_train'd (phase 'train', training False): set_train(True) keeps its graph
    net, step = build()
    show("E1", step(x, y), net)
    step.set_train(True)
    show("E2", step(x, y), net)
