# metrics tutorial (custom Metric): Accuracy with float labels, custom Metric with rearrange_inputs/set_indexes, errors of eval before update
import numpy as np
import mindspore
from mindspore import Tensor, nn
from mindspore.nn import Accuracy, Metric, rearrange_inputs

input_x = Tensor(np.array([[0.2, 0.5], [0.3, 0.1], [0.9, 0.6]]), mindspore.float32)
y = Tensor(np.array([1, 0, 1]), mindspore.float32)
metric = Accuracy()
metric.clear()
metric.update(input_x, y)
accuracy = metric.eval()
print("Accuracy is ", accuracy)


class MyMAE(Metric):
    def __init__(self):
        super(MyMAE, self).__init__()
        self.clear()

    def clear(self):
        self.abs_error_sum = 0
        self.samples_num = 0

    @rearrange_inputs
    def update(self, *inputs):
        y_pred = inputs[0].asnumpy()
        y = inputs[1].asnumpy()
        print("update got", y_pred.shape, y.shape)
        error_abs = np.abs(y.reshape(y_pred.shape) - y_pred)
        self.abs_error_sum += error_abs.sum()
        self.samples_num += y.shape[0]

    def eval(self):
        return self.abs_error_sum / self.samples_num


x = Tensor(np.array([[0.1, 0.2, 0.6, 0.9], [0.5, 0.1, 0.6, 0.9]]), mindspore.float32)
yy = Tensor(np.array([[0.1, 0.25, 0.7, 0.9], [0.1, 0.1, 0.2, 0.2]]), mindspore.float32)
error = MyMAE()
error.clear()
error.update(x, yy)
result = error.eval()
print("output(MAE):", result)
m = MyMAE().set_indexes([1, 0])
print(type(m).__name__, m.indexes)
m.update(Tensor(np.zeros((2, 4), np.float32)), x)
print(m.eval())
m2 = MyMAE()
print(getattr(m2, "indexes", "no-indexes"))
m = Accuracy().set_indexes([0, 2])
m.update(input_x, Tensor(np.zeros(3)), y)
print(m.eval())
acc = Accuracy()
try:
    acc.eval()
except Exception as e:
    print(type(e).__name__, e)
try:
    acc.update(input_x)
except Exception as e:
    print(type(e).__name__, e)
try:
    Accuracy("foo")
except Exception as e:
    print(type(e).__name__)
mae = nn.MAE()
try:
    mae.eval()
except Exception as e:
    print(type(e).__name__, e)
mse = nn.MSE()
mse.update(
    Tensor(np.array([0.1, 0.2, 0.6, 0.9]), mindspore.float32),
    Tensor(np.array([0.1, 0.25, 0.7, 0.9]), mindspore.float32),
)
print("MSE", mse.eval())
tk = nn.TopKCategoricalAccuracy(3)
tk.update(
    Tensor(
        np.array([[0.2, 0.5, 0.3, 0.6, 0.2], [0.1, 0.35, 0.5, 0.2, 0.0], [0.9, 0.6, 0.2, 0.01, 0.3]]), mindspore.float32
    ),
    Tensor(np.array([2, 0, 1]), mindspore.float32),
)
print("topk", tk.eval())
for bad in [0, -1, 1.5]:
    try:
        nn.TopKCategoricalAccuracy(bad)
    except Exception as e:
        print(type(e).__name__, e)
print(nn.names())
print(type(nn.get_metric_fn("accuracy")).__name__, type(nn.get_metric_fn("topk", k=2)).__name__)
try:
    nn.get_metric_fn("nope")
except Exception as e:
    print(type(e).__name__, e)
