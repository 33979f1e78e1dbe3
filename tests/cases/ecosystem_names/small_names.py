# Small module-level names MindSpore code imports from MindSpore 2.10's internals: ops.composite.matmul,
# nn_func._innner_log_softmax (MindNLP), nn.layer.conv._check_input_3d, dataset.transforms.vision.Inter, and
# nn.wrap.loss_scale's grad_scale / shard_grad_scale (the pipeline train cells' accumulated-gradient scaling).
import numpy as np

import mindspore as ms
from mindspore import Parameter, Tensor, ops
from mindspore.dataset.transforms import vision as tvision
from mindspore.nn.layer.conv import _check_input_3d
from mindspore.nn.wrap.loss_scale import grad_scale, shard_grad_scale
from mindspore.ops import composite as C
from mindspore.ops.function.nn_func import _innner_log_softmax


def attempt(tag, fn):
    try:
        print(tag, fn())
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e).splitlines()[:1])


print(C.matmul(Tensor(np.ones((2, 3), np.float32)), Tensor(np.ones((3,), np.float32))))
x = Tensor(np.array([[1.0, 2.0, 3.0], [0.5, -1.0, 4.0]], np.float32))
print(_innner_log_softmax(x, 1))
print(_innner_log_softmax(x, 0))
print(_innner_log_softmax(x, (0, 1)))
print(_innner_log_softmax(Tensor(np.array([1.0, 2.0], np.float16)), -1))
attempt("3d ok", lambda: _check_input_3d((1, 2, 3), "Conv1d"))
attempt("3d bad", lambda: _check_input_3d((1, 2, 3, 4), "Conv1d"))
attempt("3d empty", lambda: _check_input_3d((), "MyConv"))
print(tvision.Inter.BICUBIC, tvision.Inter is ms.dataset.vision.Inter, tvision.Resize is ms.dataset.vision.Resize)

scale = Tensor(np.array(4.0, np.float32))
grads = (Tensor(np.array([1.0, 2.0], np.float32)), Tensor(np.array([[3.0]], np.float32)))
accu = (
    Parameter(Tensor(np.array([8.0, 4.0], np.float32)), "a0"),
    Parameter(Tensor(np.array([[2.0]], np.float32)), "a1"),
)
hyper_map = C.HyperMap()
print(hyper_map(ops.partial(grad_scale, scale), grads, accu))
print([a.asnumpy() for a in accu])
accu[0].set_data(Tensor(np.array([8.0, 4.0], np.float32)))
print(hyper_map(ops.partial(shard_grad_scale, scale), grads, accu))
print([a.asnumpy() for a in accu])
attempt("grad_scale 2 args", lambda: grad_scale(scale, grads[0]))
print(C.matmul(Tensor(np.ones((2, 2, 3), np.float32)), Tensor(np.ones((3, 2), np.float32)), ms.float16))
attempt("matmul bad", lambda: C.matmul(Tensor(np.ones((2, 3), np.float32)), Tensor(np.ones((2, 3), np.float32))).shape)
