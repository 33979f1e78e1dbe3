# repr/str of framework objects scripts print: optimizers, losses, containers of tensors, datasets, callbacks, dtypes, initializers
import numpy as np
import mindspore as ms
import mindspore.nn as nn
import mindspore.dataset as ds
from mindspore import Tensor, Parameter

net = nn.Dense(2, 3, weight_init="ones", bias_init="zeros")
opt = nn.Momentum(net.trainable_params(), 0.1, 0.9)
print(opt)
print(nn.Adam(net.trainable_params()))
print(nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"))
print(nn.MSELoss())
print(nn.WithLossCell(net, nn.MSELoss()))
print(nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt))
print([Tensor(1.0), Tensor([1, 2])])
print((Tensor([1.5]),))
print({"a": Tensor(2)})
print(opt.learning_rate)
print(repr(opt.learning_rate))
print(opt.parameters)
print(net.weight.name, str(net.weight), repr(net.weight.value())[:40])
print(ms.dtype.float32, ms.dtype.int32, [ms.float16, ms.bool_])
print(ms.dtype_to_nptype(ms.float16), ms.pytype_to_dtype(int) if hasattr(ms, "pytype_to_dtype") else None)
print(nn.ReLU(), nn.Flatten(), nn.Dropout(p=0.3), nn.Softmax(axis=-1), nn.GELU(approximate=False))
print(nn.Embedding(10, 3))
print(nn.LSTM(3, 4, batch_first=True))
print(nn.SequentialCell([nn.ReLU(), nn.Dense(2, 2, weight_init="zeros")]))
print(nn.CellList([nn.ReLU(), nn.Tanh()]))
print(nn.LayerNorm((4,)))
print(nn.Dense(2, 2, activation="relu", weight_init="ones"))
print(nn.BatchNorm1d(4))
print(nn.Conv1d(2, 3, 3, weight_init="ones"))
print(nn.MaxPool2d(2), nn.AvgPool2d(3, 1))
d = ds.NumpySlicesDataset({"x": np.arange(3)}, shuffle=False)
print(type(d).__name__, type(d.batch(2)).__name__, type(d.map(lambda x: x, input_columns=["x"])).__name__)
print(type(d.create_dict_iterator()).__name__, type(d.create_tuple_iterator()).__name__)
it = d.create_tuple_iterator()
row = next(it)
print(type(row).__name__, type(row[0]).__name__, row)
for r in d.create_dict_iterator(num_epochs=1):
    print(type(r).__name__, r)
    break
print(ms.Tensor(np.array([1, 2]), dtype=ms.float32))
print(Parameter(Tensor([1.0]), name="a") + 1)
print(ms.common.initializer.Normal(0.02).__class__.__name__)
print(type(ms.float32).__name__, ms.float32 == ms.dtype.float32, ms.float32 is ms.dtype.float32)
print(str(ms.int64), ms.int64.__repr__())
print(Tensor([1, 2]).dtype == ms.int64, Tensor(np.array([1, 2], np.int32)).dtype)
