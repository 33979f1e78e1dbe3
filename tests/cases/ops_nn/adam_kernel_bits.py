# MindSpore's float32 Adam kernel bit for bit (ops.Adam, nn.Adam, experimental.optim.Adam): fused m/v updates,
# float32 step over the vector-covered elements, float64 for the last numel % 8; sizes 1..35 and 1003, Nesterov
# too. Each float32 result is printed as its bit pattern ('b' + 8 hex digits), which the comparer checks as text.
import numpy as np
import mindspore as ms

ms.set_context(deterministic="ON")  # mindshim reproduces MindSpore's float32 optimizer bits in deterministic mode
from mindspore import Parameter, Tensor, nn, ops
from mindspore.experimental import optim


def bits(a):
    return " ".join("b%08x" % u for u in np.asarray(a, np.float32).reshape(-1).view(np.uint32))


def inputs(n, seed):
    rng = np.random.default_rng(seed)
    var = rng.standard_normal(n).astype(np.float32)
    m = (rng.standard_normal(n) * 0.1).astype(np.float32)
    v = (rng.random(n) * 0.01).astype(np.float32)
    g = rng.standard_normal(n).astype(np.float32)
    return var, m, v, g


changed = 0
for nesterov in (False, True):
    for n in (1, 3, 8, 13, 19, 35, 1003):
        var, m, v, g = inputs(n, n + 100 * nesterov)
        P, M, V = Parameter(Tensor(var), "p"), Parameter(Tensor(m), "m"), Parameter(Tensor(v), "v")
        f = np.float32
        ops.Adam(False, nesterov)(P, M, V, Tensor(f(0.9**3)), Tensor(f(0.999**3)), Tensor(f(0.01)), Tensor(f(0.9)),
                                  Tensor(f(0.999)), Tensor(f(1e-8)), Tensor(g))  # fmt: skip
        if n <= 35:
            print("ops.Adam", nesterov, n, "var", bits(P.asnumpy()))
            print("ops.Adam", nesterov, n, "m", bits(M.asnumpy()), "v", bits(V.asnumpy()))
        else:  # too long to print: a digest of the bits, and the last 8 (the scalar loop's 3 among them)
            u = P.asnumpy().view(np.uint32).astype(np.uint64)
            print("ops.Adam", nesterov, n, "var digest", "b%016x" % int((u * np.arange(1, n + 1, dtype=np.uint64)).sum()),
                  bits(P.asnumpy()[-8:]))  # fmt: skip
            u = np.concatenate([M.asnumpy(), V.asnumpy()]).view(np.uint32).astype(np.uint64)
            print("ops.Adam", nesterov, n, "m,v digest", "b%016x" % int((u * np.arange(1, 2 * n + 1, dtype=np.uint64)).sum()))

# nn.Adam and experimental.optim.Adam: three steps on parameters of 1, 5 and 21 elements
shapes = [(1,), (5,), (3, 7)]
for label in ("nn.Adam", "nn.Adam nesterov", "experimental.optim.Adam"):
    rng = np.random.default_rng(7)
    ps = [Parameter(Tensor(rng.standard_normal(s).astype(np.float32)), f"w{i}") for i, s in enumerate(shapes)]
    if label.startswith("nn."):
        opt = nn.Adam(ps, learning_rate=0.05, use_nesterov=label.endswith("nesterov"))
    else:
        opt = optim.Adam(ps, lr=0.05)
    for step in range(3):
        gs = tuple(Tensor(rng.standard_normal(s).astype(np.float32)) for s in shapes)
        opt(gs)
    for p in ps:
        print(label, p.name, bits(p.asnumpy()))
