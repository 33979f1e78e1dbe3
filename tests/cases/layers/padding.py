# Padding layers: ConstantPad1d/2d/3d (incl. negative crop), ZeroPad2d, ReflectionPad1d/2d, ReplicationPad1d/2d, argument errors.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

x = Tensor(np.arange(1 * 2 * 3 * 3, dtype=np.float32).reshape(1, 2, 3, 3))
for layer in [nn.ConstantPad1d(1, 0.5), nn.ConstantPad1d((2, -1), 1.0), nn.ConstantPad2d((1, 0, 0, 2), -1.0),
              nn.ConstantPad2d(1, 3), nn.ConstantPad3d((1, 1, 0, 0, 1, 0), 2.0), nn.ZeroPad2d(1), nn.ZeroPad2d((0, 1, 1, 0)),
              nn.ReflectionPad1d(2), nn.ReflectionPad2d((1, 2, 0, 1)), nn.ReplicationPad2d(1)]:
    y = layer(x)
    print(type(layer).__name__, layer.padding, y.shape)
    print(y.asnumpy()[0, 1])
print(nn.ReflectionPad1d(1)(Tensor(np.arange(4, dtype=np.float32).reshape(1, 4))))
print(nn.ReplicationPad1d(1)(Tensor(np.arange(4, dtype=np.float32).reshape(1, 4))))
print(nn.ReplicationPad1d((0, 2))(x[0]))
print(nn.ReflectionPad2d(1)(x[0, 0]))

def tryit(label, f):
    try:
        f()
        print(label, "no error")
    except Exception as e:
        print(label, type(e).__name__, str(e).split("\n")[0])

tryit("odd", lambda: nn.ConstantPad2d((1, 2, 3), 0.0))
tryit("1d_len", lambda: nn.ConstantPad1d((1, 2, 3, 4), 0.0))
tryit("2d_len", lambda: nn.ConstantPad2d((1, 1, 1, 1, 1, 1), 0.0))
tryit("type", lambda: nn.ConstantPad2d([1, 1], 0.0))
tryit("value", lambda: nn.ConstantPad2d(1, '0'))
tryit("refl_neg", lambda: nn.ReflectionPad2d((1, -1, 0, 0)))
tryit("refl_type", lambda: nn.ReflectionPad1d([1, 1]))
tryit("refl_odd", lambda: nn.ReflectionPad1d((1, 1, 1)))
tryit("rep_float", lambda: nn.ReplicationPad1d((1.0, 1)))
tryit("rep_rank", lambda: nn.ReplicationPad1d((0, 2))(x))
