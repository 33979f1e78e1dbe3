# Checks optimizer parameter groups (lr, weight_decay, order_params), get_lr/get_lr_parameter, dynamic lr stepping and errors.
import numpy as np
from mindspore import nn, Tensor, Parameter


def params():
    return [
        Parameter(Tensor(np.array([[1.0, 2.0], [3.0, 4.0]], np.float32)), name="conv.weight"),
        Parameter(Tensor(np.array([0.5, -0.5], np.float32)), name="bn.beta"),
        Parameter(Tensor(np.array([1.0, 1.0], np.float32)), name="bn.gamma"),
        Parameter(Tensor(np.array([0.1, 0.2], np.float32)), name="fc.bias"),
    ]


def grads(ps):
    return tuple(Tensor(np.full(p.shape, 0.5, np.float32)) for p in ps)


def show(tag, ps, opt):
    print(tag, [np.round(p.asnumpy(), 6).tolist() for p in ps], opt.global_step.asnumpy().tolist())


# default weight-decay filter skips 'beta'/'gamma'
ps = params()
opt = nn.Momentum(ps, 0.1, 0.9, weight_decay=0.5)
print("decay_flags", opt.decay_flags)
for _ in range(2):
    opt(grads(ps))
show("wd_default", ps, opt)

# SGD with weight decay and loss scale
ps = params()
opt = nn.SGD(ps, 0.1, weight_decay=0.5, loss_scale=2.0)
opt(grads(ps))
show("sgd_wd_scale", ps, opt)

# groups
ps = params()
group = [
    {"params": [ps[0], ps[3]], "lr": 0.01, "weight_decay": 0.1},
    {"params": [ps[1], ps[2]], "weight_decay": 0.0},
    {"order_params": ps},
]
opt = nn.Momentum(group, 0.1, 0.9)
print("group order", [p.name for p in opt.parameters])
print("is_group", opt.is_group, opt.is_group_lr, opt.decay_flags)
print("lr", [float(x.asnumpy()) for x in opt.get_lr()])
lrp = opt.get_lr_parameter(ps[0])
print("lr_param", lrp.name, float(lrp.asnumpy()))
print("lr_params", [(x.name, round(float(x.asnumpy()), 6)) for x in opt.get_lr_parameter([ps[1], ps[3]])])
for _ in range(2):
    opt(grads(ps))
show("group", ps, opt)
print("names", [n for n, _ in opt.parameters_and_names()])

# dynamic lr: list and schedule advance with global_step
ps = params()
opt = nn.SGD(ps, [0.1, 0.2, 0.3])
for i in range(3):
    print("list lr step", i, round(float(opt.get_lr().asnumpy()), 6), opt.get_lr().shape)
    opt(grads(ps))
show("list_lr", ps, opt)
ps = params()
opt = nn.Adam(ps, nn.PolynomialDecayLR(0.1, 0.01, 4, 1.0))
for i in range(3):
    print("sched lr step", i, round(float(opt.get_lr().asnumpy()), 6), opt.get_lr().shape)
    opt(grads(ps))
show("sched", ps, opt)
print("get_lr_parameter sched", type(opt.get_lr_parameter(ps[0])).__name__)

# group with dynamic lr
ps = params()
opt = nn.Momentum([{"params": ps[:2], "lr": [0.3, 0.2, 0.1]}, {"params": ps[2:]}], [0.1, 0.1, 0.1], 0.9)
print("dyn group lr", [round(float(x.asnumpy()), 6) for x in opt.get_lr()])
opt(grads(ps))
print("dyn group lr", [round(float(x.asnumpy()), 6) for x in opt.get_lr()])
show("dyn_group", ps, opt)

# errors
bad = [
    lambda: nn.Momentum([], 0.1, 0.9),
    lambda: nn.Momentum(None, 0.1, 0.9),
    lambda: nn.Momentum(params(), -0.1, 0.9),
    lambda: nn.Momentum(params(), 0.1, -0.9),
    lambda: nn.Momentum(params(), 0.1, 1),
    lambda: nn.Momentum(params(), "a", 0.9),
    lambda: nn.Momentum(params(), 0.1, 0.9, weight_decay=-1.0),
    lambda: nn.Momentum(params(), 0.1, 0.9, loss_scale=0.0),
    lambda: nn.Momentum([{"params": params(), "foo": 1}], 0.1, 0.9),
    lambda: nn.Adam(params(), beta1=1.0),
    lambda: nn.Adam(params(), eps=0.0),
    lambda: nn.SGD(params(), nesterov=True),
    lambda: nn.SGD(params(), momentum=-1.0),
    lambda: nn.RMSProp(params(), decay=1),
    lambda: nn.Adagrad(params(), accum=-0.1),
    lambda: nn.TrainOneStepCell(nn.Dense(2, 2), nn.SGD(params()), sens=0),
]
for i, f in enumerate(bad):
    try:
        f()
        print(i, "no error")
    except (TypeError, ValueError, KeyError, RuntimeError) as e:
        print(i, type(e).__name__, e if i != 5 else "")
