# Checks a user-defined nn.Optimizer subclass (docs pattern: clone state, get_lr, decay/scale helpers, ops.assign).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter


class MyMomentum(nn.Optimizer):
    def __init__(self, params, learning_rate, momentum=0.9):
        super(MyMomentum, self).__init__(learning_rate, params, weight_decay=0.1)
        self.momentum = Parameter(Tensor(momentum, ms.float32), name="momentum")
        self.moments = self.parameters.clone(prefix="moments", init="zeros")
        self.assign = ops.Assign()

    def construct(self, gradients):
        params = self.parameters
        lr = self.get_lr()
        gradients = self.flatten_gradients(gradients)
        gradients = self.decay_weight(gradients)
        gradients = self.gradients_centralization(gradients)
        gradients = self.scale_grad(gradients)
        for i in range(len(params)):
            self.assign(self.moments[i], self.moments[i] * self.momentum + gradients[i])
            update = params[i] - self.moments[i] * lr
            self.assign(params[i], update)
        return params


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([[0.5, -0.2], [0.1, 0.3], [-0.4, 0.2]], np.float32)), name="w")
        self.beta = Parameter(Tensor(np.array([0.1, -0.1], np.float32)), name="beta")

    def construct(self, x):
        return ops.matmul(x, self.w) + self.beta


x = Tensor(np.array([[1.0, 2.0, 3.0], [0.5, -1.0, 0.0]], np.float32))
y = Tensor(np.array([[1.0, 0.0], [0.0, 1.0]], np.float32))
net = Net()
opt = MyMomentum(net.trainable_params(), 0.05)
train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
for i in range(4):
    print(i, round(float(train(x, y).asnumpy()), 5))
print(np.round(net.w.asnumpy(), 5).tolist(), np.round(net.beta.asnumpy(), 5).tolist())
print(np.round(opt.moments[0].asnumpy(), 5).tolist())
print(opt.global_step.asnumpy().tolist(), float(opt.get_lr().asnumpy()))
