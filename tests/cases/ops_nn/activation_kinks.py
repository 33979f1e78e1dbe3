# Gradients of every activation exactly at its kinks (0, thresholds, +-3, lambda) and beside them, Float32 and
# Float16, through ms.grad over the functional op, the primitive and the nn layer (MindSpore's bprop at ties).
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops

D = 0.25


def around(*ks):
    pts = []
    for k in ks:
        pts += [k - D, k, k + D]
    return pts


def prim(p):
    return lambda a: p(a)


def grad_of(fn, pts, dt):
    try:
        return ms.grad(fn)(Tensor(np.array(pts, np.float32), dt))
    except Exception as e:  # noqa: BLE001
        return type(e).__name__


def show(tag, fn, pts, f16=True, at_kinks=True):
    """Float32: every gradient; Float16: its dtype, whether it is within Float16 rounding of the Float32 one, and
    its exact values at the kinks (the middle point of each triple)."""
    g = grad_of(fn, pts, ms.float32)
    line = f"{tag} {pts} {g if isinstance(g, str) else g.asnumpy().tolist()}"
    if f16:
        h = grad_of(fn, pts, ms.float16)
        if isinstance(h, str) or isinstance(g, str):
            line += f" | Float16: {h if isinstance(h, str) else h.dtype}"
        else:
            h32 = h.asnumpy().astype(np.float32)
            close = bool(np.allclose(h32, g.asnumpy(), rtol=1e-2, atol=4e-3))
            line += f" | {h.dtype} close={close}"
            if at_kinks:
                line += f" at kinks {h32[1::3].tolist()}"
    print(line)


Z = around(0)
show("ops.relu", ops.relu, Z)
show("ReLU", prim(ops.ReLU()), Z)
show("nn.ReLU", nn.ReLU(), Z)
x0 = Tensor(np.array(Z, np.float32))
print("GradOperation ReLU", ops.GradOperation()(prim(ops.ReLU()))(x0))
print("GradOperation nn.LeakyReLU(0.2)", ops.GradOperation()(nn.LeakyReLU(0.2))(x0))
print("value_and_grad nn.LeakyReLU(0.2)", ms.value_and_grad(nn.LeakyReLU(0.2))(x0))
print("GradOperation nn.HSwish", ops.GradOperation()(nn.HSwish())(Tensor(np.array(around(-3, 3), np.float32))))
show("ops.relu6", ops.relu6, around(0, 6))
show("ReLU6", prim(ops.ReLU6()), around(0, 6))
show("nn.ReLU6", nn.ReLU6(), around(0, 6))
for alpha in (0.2, 0.01, 0.0, 1.0, 1.5, -0.5, 2.0):
    show(f"ops.leaky_relu({alpha})", lambda a, al=alpha: ops.leaky_relu(a, al), Z)
    show(f"nn.LeakyReLU({alpha})", nn.LeakyReLU(alpha), Z)
for w in (0.25, -0.5, 1.5):
    wt = Tensor(np.array([w], np.float32))
    show(f"ops.prelu({w})", lambda a, wt=wt: ops.prelu(a, wt.astype(a.dtype)), Z)
    show(f"PReLU({w})", lambda a, wt=wt: ops.PReLU()(a, wt.astype(a.dtype)), Z)
    xw = Tensor(np.array(Z, np.float32))
    print(f"prelu({w}) d/dw", ms.grad(ops.prelu, (0, 1))(xw, wt)[1], ms.grad(lambda u, v: ops.PReLU()(u, v), 1)(xw, wt))
show("nn.PReLU", nn.PReLU(), Z, f16=False)
for tag, f, lo, hi in (
    ("nn.RReLU", nn.RReLU(), 1 / 8, 1 / 3),
    ("nn.RReLU(0.2, 0.6)", nn.RReLU(0.2, 0.6), 0.2, 0.6),
    ("ops.rrelu", ops.rrelu, 1 / 8, 1 / 3),
):
    # the negative side's slope is drawn per call; print where it falls and the exact rest
    g = ms.grad(f)(Tensor(np.array([-0.25, 0.0, 0.25], np.float32))).asnumpy()
    print(tag, bool(lo - 1e-6 <= g[0] <= hi + 1e-6), g[1:].tolist())
for alpha in (1.0, 0.5, 2.0):
    show(f"ops.elu({alpha})", lambda a, al=alpha: ops.elu(a, al), Z)
    show(f"nn.ELU({alpha})", nn.ELU(alpha), Z)
    show(f"ops.celu({alpha})", lambda a, al=alpha: ops.celu(a, al), Z)
    show(f"nn.CELU({alpha})", nn.CELU(alpha), Z)
show("Elu", prim(ops.Elu()), Z)
show("CeLU(0.5)", prim(ops.CeLU(0.5)), Z)
show("ops.selu", ops.selu, Z)
show("SeLU", prim(ops.SeLU()), Z)
show("nn.SeLU", nn.SeLU(), Z)
for approx in ("none", "tanh"):
    show(f"ops.gelu({approx})", lambda a, ap=approx: ops.gelu(a, approximate=ap), around(0, -3, 3), at_kinks=False)
for approx in (True, False):
    show(f"nn.GELU({approx})", nn.GELU(approx), around(0, -3, 3), at_kinks=False)
show("GeLU", prim(ops.GeLU()), around(0, -3, 3), at_kinks=False)
show("ops.fast_gelu", ops.fast_gelu, around(0, -3, 3), at_kinks=False)
show("FastGeLU", prim(ops.FastGeLU()), around(0, -3, 3), at_kinks=False)
show("nn.FastGelu", nn.FastGelu(), around(0, -3, 3), at_kinks=False)
show("ops.silu", ops.silu, Z)
show("nn.SiLU", nn.SiLU(), Z)
show("ops.mish", ops.mish, Z)
show("Mish", prim(ops.Mish()), Z)
show("nn.Mish", nn.Mish(), Z)
for beta, thr in ((1, 20), (2, 1), (0.5, 2), (1, 0)):
    show(f"ops.softplus({beta}, {thr})", lambda a, b=beta, t=thr: ops.softplus(a, b, t), around(0, thr / beta))
show("Softplus", prim(ops.Softplus()), around(0, 20))
show("ops.softsign", ops.softsign, Z)
show("Softsign", prim(ops.Softsign()), Z)
show("nn.Softsign", nn.Softsign(), Z)
H = around(-3, 0, 3)
show("ops.hardswish", ops.hardswish, H)
show("HSwish", prim(ops.HSwish()), H)
show("nn.HSwish", nn.HSwish(), H)
show("ops.hardsigmoid", ops.hardsigmoid, H)
show("HSigmoid", prim(ops.HSigmoid()), H)
show("nn.HSigmoid", nn.HSigmoid(), H)
for lo, hi in ((-1.0, 1.0), (-0.5, 2.0), (0.0, 6.0)):
    show(f"ops.hardtanh({lo}, {hi})", lambda a, lo=lo, hi=hi: ops.hardtanh(a, lo, hi), around(lo, hi))
    show(f"nn.Hardtanh({lo}, {hi})", nn.Hardtanh(lo, hi), around(lo, hi))
for lambd in (0.5, 0.0, 1.0):
    pts = around(-lambd, 0, lambd)
    show(f"ops.hardshrink({lambd})", lambda a, lb=lambd: ops.hardshrink(a, lb), pts)
    show(f"HShrink({lambd})", prim(ops.HShrink(lambd)), pts)
    show(f"nn.HShrink({lambd})", nn.HShrink(lambd), pts)
    show(f"ops.softshrink({lambd})", lambda a, lb=lambd: ops.softshrink(a, lb), pts)
    show(f"SoftShrink({lambd})", prim(ops.SoftShrink(lambd)), pts)
    show(f"nn.SoftShrink({lambd})", nn.SoftShrink(lambd), pts)
for thr, val in ((1.0, 0.5), (0.0, 0.0), (-1.0, 3.0)):
    show(f"ops.threshold({thr}, {val})", lambda a, t=thr, v=val: ops.threshold(a, t, v), around(thr))
    show(f"nn.Threshold({thr}, {val})", nn.Threshold(thr, val), around(thr))
show("ops.tanhshrink", ops.tanhshrink, Z)
show("nn.Tanhshrink", nn.Tanhshrink(), Z)
show("ops.logsigmoid", ops.logsigmoid, Z)
show("nn.LogSigmoid", nn.LogSigmoid(), Z)
show("ops.sigmoid", ops.sigmoid, Z)
show("Sigmoid", prim(ops.Sigmoid()), Z)
show("nn.Sigmoid", nn.Sigmoid(), Z)
show("ops.tanh", ops.tanh, Z)
show("Tanh", prim(ops.Tanh()), Z)
show("nn.Tanh", nn.Tanh(), Z)
W = Tensor(np.array([1.0, 2.0, 3.0, 4.0, 5.0, 6.0], np.float32))
T = [1.0, 1.0, 1.0, 0.0, 0.0, 2.0]
for tag, f in (
    ("ops.softmax", ops.softmax),
    ("Softmax", prim(ops.Softmax())),
    ("nn.Softmax", nn.Softmax()),
    ("ops.log_softmax", ops.log_softmax),
    ("LogSoftmax", prim(ops.LogSoftmax())),
    ("nn.LogSoftmax", nn.LogSoftmax()),
    ("ops.softmin", ops.softmin),
    ("nn.Softmin", nn.Softmin()),
    ("ops.glu", ops.glu),
    ("GLU", prim(ops.GLU())),
    ("nn.GLU", nn.GLU()),
):
    show(tag, lambda a, f=f: (f(a) * W[: f(a).shape[0]].astype(a.dtype)).sum(), T, at_kinks=False)
