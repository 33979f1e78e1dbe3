# Checks every nn.LearningRateSchedule subclass and nn.dynamic_lr function's values, and their argument errors.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

steps = [0, 1, 2, 3, 5, 7, 10, 13]
scheds = {
    "exp": nn.ExponentialDecayLR(0.1, 0.9, 4),
    "exp_stair": nn.ExponentialDecayLR(0.1, 0.9, 4, True),
    "natexp": nn.NaturalExpDecayLR(0.1, 0.9, 4),
    "natexp_stair": nn.NaturalExpDecayLR(0.1, 0.9, 4, True),
    "inv": nn.InverseDecayLR(0.1, 0.5, 4),
    "inv_stair": nn.InverseDecayLR(0.1, 0.5, 4, True),
    "cos": nn.CosineDecayLR(0.01, 0.1, 6),
    "poly": nn.PolynomialDecayLR(0.1, 0.01, 6, 0.5),
    "poly_update": nn.PolynomialDecayLR(0.1, 0.01, 6, 2.0, True),
    "warmup": nn.WarmUpLR(0.1, 6),
}
for name, s in scheds.items():
    vals = []
    for st in steps:
        out = s(Tensor(st, ms.int32))
        vals.append(round(float(out.asnumpy()), 6))
    print(name, vals)
out = scheds["exp"](Tensor(np.array([3], np.int32)))
print("shape1", out.shape, out.dtype)
out = scheds["warmup"](Tensor(3, ms.int32))
print("shape0", out.shape, out.dtype)

print("piecewise", nn.piecewise_constant_lr([2, 5, 6], [0.1, 0.05, 0.01]))
print("exp", [round(x, 8) for x in nn.exponential_decay_lr(0.1, 0.9, 8, 2, 2)])
print("exp_stair", [round(x, 8) for x in nn.exponential_decay_lr(0.1, 0.9, 8, 2, 2, True)])
print("natexp", [round(x, 8) for x in nn.natural_exp_decay_lr(0.1, 0.9, 8, 2, 2)])
print("natexp_stair", [round(x, 8) for x in nn.natural_exp_decay_lr(0.1, 0.9, 8, 2, 2, True)])
print("inv", [round(x, 8) for x in nn.inverse_decay_lr(0.1, 0.5, 8, 2, 2)])
print("inv_stair", [round(x, 8) for x in nn.inverse_decay_lr(0.1, 0.5, 8, 2, 2, True)])
print("cos", [round(x, 8) for x in nn.cosine_decay_lr(0.01, 0.1, 8, 2, 2)])
print("poly", [round(x, 8) for x in nn.polynomial_decay_lr(0.1, 0.01, 8, 2, 2, 0.5)])
print("poly_update", [round(x, 8) for x in nn.polynomial_decay_lr(0.1, 0.01, 8, 2, 2, 0.5, True)])
print("warmup", [round(x, 8) for x in nn.warmup_lr(0.1, 8, 2, 2)])

bad = [
    lambda: nn.ExponentialDecayLR(1, 0.9, 4),
    lambda: nn.ExponentialDecayLR(0.1, 0.9, 0),
    lambda: nn.ExponentialDecayLR(0.1, -0.9, 4),
    lambda: nn.ExponentialDecayLR(0.1, 0.9, 4, 1),
    lambda: nn.CosineDecayLR(0.1, 0.01, 4),
    lambda: nn.CosineDecayLR(1, 2.0, 4),
    lambda: nn.PolynomialDecayLR(0.1, 1, 4, 0.5),
    lambda: nn.WarmUpLR(1, 4),
    lambda: nn.WarmUpLR(0.1, 0),
    lambda: nn.piecewise_constant_lr([2, 5], [0.1]),
    lambda: nn.piecewise_constant_lr([5, 2], [0.1, 0.2]),
    lambda: nn.piecewise_constant_lr([2, 5], [0.1, 1]),
    lambda: nn.exponential_decay_lr(0.1, 0.9, 0, 2, 2),
    lambda: nn.cosine_decay_lr(0.1, 0.01, 8, 2, 2),
    lambda: nn.warmup_lr(1, 8, 2, 2),
    lambda: nn.polynomial_decay_lr(0.1, 0.01, 8, 2, 2, 1),
]
for i, f in enumerate(bad):
    try:
        f()
        print(i, "no error")
    except (TypeError, ValueError) as e:
        print(i, type(e).__name__, e)
