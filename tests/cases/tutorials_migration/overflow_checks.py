# Loss-scale overflow checks: amp.all_finite, DynamicLossScaler/StaticLossScaler, init_status, clip_by_global_norm, grad norms
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, amp

g_ok = (Tensor(np.array([3.0, 4.0], np.float32)), Tensor(np.array([[12.0]], np.float32)))
g_bad = (Tensor(np.array([np.inf, 1.0], np.float32)), Tensor(np.array([[np.nan]], np.float32)))
r = amp.all_finite(g_ok)
print(r, r.dtype, r.shape)
print(amp.all_finite(g_bad))
print(amp.all_finite([Tensor(np.array([1, 2], np.float16)), Tensor(np.array([np.inf], np.float16))]))
st = Tensor(np.zeros(8, np.float32))
print(st, st.dtype, st.shape)
scaler = amp.DynamicLossScaler(scale_value=2**10, scale_factor=2, scale_window=2)
print(scaler.scale_value, type(scaler.scale_value).__name__, scaler.scale_value.dtype)
loss = Tensor(0.5, ms.float32)
print(scaler.scale(loss))
print(scaler.unscale(tuple(g * 1024 for g in g_ok)))
for finite in (True, True, False, True):
    scaler.adjust(Tensor(finite))
    print(finite, scaler.scale_value.asnumpy(), scaler.counter.asnumpy())
s2 = amp.StaticLossScaler(scale_value=8)
print(s2.scale(loss), s2.unscale(Tensor(16.0)), s2.adjust(Tensor(False)))
clipped = ops.clip_by_global_norm(g_ok, 1.0)
print(clipped)
norms = [ops.norm(g) for g in g_ok]
print(norms)
gn = ops.sqrt(sum(ops.reduce_sum(ops.square(g)) for g in g_ok))
print(gn, gn.dtype)
print(nn.ClipByNorm()(g_ok[0], Tensor(1.0)))
m = nn.FixedLossScaleUpdateCell(loss_scale_value=64)
print(m.get_loss_scale())
u = nn.DynamicLossScaleUpdateCell(loss_scale_value=2**12, scale_factor=2, scale_window=1000)
print(u.get_loss_scale())
ls = Tensor(2.0**12, ms.float32)
print(u(ls, Tensor(True)), ls)
ls = ms.Parameter(Tensor(2.0**12, ms.float32), name="ls")
print(u(ls, Tensor(True)), ls.asnumpy())
