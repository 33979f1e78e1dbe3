# nn.Linear, Dropout1d/2d/3d (eval identity, reprs), Pad (CONSTANT/REFLECT/SYMMETRIC), OneHot, Norm, Tril, Triu.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

lin = nn.Linear(3, 2, weight_init=Tensor(np.array([[1.0, 0.0, -1.0], [0.5, 0.5, 0.5]], np.float32)), bias_init='ones')
print(lin, lin(Tensor(np.array([[1.0, 2.0, 3.0]], np.float32))))
print([(n, p.shape) for n, p in lin.parameters_and_names()], nn.Linear(3, 2, bias=False))
x4 = Tensor(np.arange(16, dtype=np.float32).reshape(1, 2, 2, 4))
for d in [nn.Dropout1d(), nn.Dropout2d(0.3), nn.Dropout3d(0.2)]:
    print(d, d(x4).shape)
print(nn.Dropout2d(0.0).set_train()(x4)[0, 0])
x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
for mode in ["CONSTANT", "REFLECT", "SYMMETRIC"]:
    print(mode, nn.Pad(((1, 1), (2, 2)), mode=mode)(x))
print(nn.Pad(((0, 0), (1, 0), (0, 2)), mode="SYMMETRIC")(Tensor(np.arange(8, dtype=np.float32).reshape(2, 2, 2))))
print(nn.OneHot(depth=4)(Tensor(np.array([0, 3, 1], np.int32))))
print(nn.OneHot(axis=0, depth=3, on_value=5.0, off_value=-1.0)(Tensor(np.array([2, 0], np.int32))))
print(nn.OneHot(depth=3)(Tensor(np.array([[1, -1], [5, 2]], np.int32))))
print(nn.Norm()(x), nn.Norm(1)(x), nn.Norm((0,), keep_dims=True)(x), nn.Norm(axis=1))
m = Tensor(np.arange(1, 10, dtype=np.float32).reshape(3, 3))
print(nn.Tril()(m), nn.Tril()(m, 1), nn.Triu()(m), nn.Triu()(m, -1))
