# Checks the loss series and final weights of every optimizer over 5 TrainOneStepCell steps on a fixed small net.
import numpy as np
from mindspore import nn, ops, Tensor, Parameter

rng = np.random.RandomState(0)
W1 = rng.uniform(-0.5, 0.5, (4, 5)).astype(np.float32)
B1 = rng.uniform(-0.1, 0.1, (5,)).astype(np.float32)
G = rng.uniform(0.8, 1.2, (5,)).astype(np.float32)
BE = rng.uniform(-0.1, 0.1, (5,)).astype(np.float32)
W2 = rng.uniform(-0.5, 0.5, (5, 3)).astype(np.float32)
X = Tensor(rng.uniform(-1, 1, (6, 4)).astype(np.float32))
Y = Tensor(np.array([0, 1, 2, 1, 0, 2], np.int32))


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w1 = Parameter(Tensor(W1), name="w1")
        self.b1 = Parameter(Tensor(B1), name="b1")
        self.gamma = Parameter(Tensor(G), name="gamma")
        self.beta = Parameter(Tensor(BE), name="beta")
        self.w2 = Parameter(Tensor(W2), name="w2")

    def construct(self, x):
        h = ops.tanh(ops.matmul(x, self.w1) + self.b1)
        h = h * self.gamma + self.beta
        return ops.matmul(h, self.w2)


def run(name, make_opt, steps=5, sens=None):
    net = Net()
    loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    opt = make_opt(net.trainable_params())
    train = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt, sens=sens)
    train.set_train()
    losses = []
    for _ in range(steps):
        losses.append(round(float(train(X, Y).asnumpy()), 5))
    print(name, losses)
    print("  w1[0]", np.round(net.w1.asnumpy()[0], 5).tolist())
    print("  beta", np.round(net.beta.asnumpy(), 5).tolist())
    print("  global_step", opt.global_step.asnumpy().tolist())


run("momentum", lambda p: nn.Momentum(p, 0.1, 0.9))
run("momentum_wd", lambda p: nn.Momentum(p, 0.1, 0.9, weight_decay=0.01))
run("momentum_loss_scale", lambda p: nn.Momentum(p, 0.1, 0.9, loss_scale=4.0), sens=4.0)
run("momentum_list_lr", lambda p: nn.Momentum(p, [0.1, 0.05, 0.02, 0.01, 0.005], 0.9))
run("momentum_sched", lambda p: nn.Momentum(p, nn.ExponentialDecayLR(0.1, 0.5, 2), 0.9))
run("sgd", lambda p: nn.SGD(p, 0.1))
run("sgd_momentum", lambda p: nn.SGD(p, 0.1, momentum=0.9, dampening=0.1))
run("sgd_nesterov_wd", lambda p: nn.SGD(p, 0.1, momentum=0.9, nesterov=True, weight_decay=0.01))
run("adam", lambda p: nn.Adam(p, 0.05))
run("adam_nesterov", lambda p: nn.Adam(p, 0.05, use_nesterov=True))
run("adam_amsgrad", lambda p: nn.Adam(p, 0.05, use_amsgrad=True))
run("adam_wd", lambda p: nn.Adam(p, 0.05, weight_decay=0.1))
run("adamw", lambda p: nn.AdamWeightDecay(p, 0.05, weight_decay=0.1))
run("adagrad", lambda p: nn.Adagrad(p, learning_rate=0.1))
run("rmsprop", lambda p: nn.RMSProp(p, 0.01))
run("rmsprop_centered_mom", lambda p: nn.RMSProp(p, 0.01, momentum=0.5, centered=True))
