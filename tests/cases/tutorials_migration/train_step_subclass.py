# TrainOneStepCell subclass overriding construct: grads, overflow check, grad norm print, loss per step
import numpy as np
from mindspore import nn, ops, Tensor, amp


class MyTrainStep(nn.TrainOneStepCell):
    def __init__(self, network, optimizer, sens=1.0):
        super(MyTrainStep, self).__init__(network, optimizer, sens)
        self.norm_list = []

    def construct(self, *inputs):
        loss = self.network(*inputs)
        sens = ops.fill(loss.dtype, loss.shape, self.sens)
        grads = self.grad(self.network, self.weights)(*inputs, sens)
        grads = self.grad_reducer(grads)
        finite = amp.all_finite(grads)
        grads = ops.clip_by_global_norm(grads, 0.5)
        gnorm = ops.sqrt(ops.addn([ops.reduce_sum(g * g) for g in grads]))
        self.norm_list.append(float(gnorm))
        loss = ops.depend(loss, self.optimizer(grads))
        return loss, finite


net = nn.Dense(3, 1, weight_init="zeros", bias_init="zeros")
loss_net = nn.WithLossCell(net, nn.L1Loss())
opt = nn.Adam(net.trainable_params(), learning_rate=0.01)
step = MyTrainStep(loss_net, opt)
step.set_train()
x = Tensor(np.array([[1.0, 2.0, 3.0], [2.0, 1.0, 0.0]], np.float32))
y = Tensor(np.array([[1.0], [2.0]], np.float32))
for i in range(3):
    loss, finite = step(x, y)
    print(i, loss, finite)
print([round(v, 5) for v in step.norm_list])
print(net.weight.asnumpy(), net.bias.asnumpy())
print(step.sens, step.reducer_flag, type(step.grad).__name__)
print([p.name for p in step.weights])
print(sorted(p.name for p in step.get_parameters()))
print(type(step.weights).__name__, len(step.weights))
print(opt.global_step, opt.learning_rate)
