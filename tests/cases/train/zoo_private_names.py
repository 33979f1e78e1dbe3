# Private names model-zoo code reaches in train/nn/log/_c_expression: _make_directory, _update_param,
# tensor_to_np_type/tensor_to_ms_type, callback._set_cur_net, nn.loss.loss._Loss, log.logging, _c_expression's TensorPy,
# typing classes and profiler step marks, serialization.context, and ops.view_as_real.
import logging
import os
import tempfile

import numpy as np

import mindspore as ms
from mindspore import Parameter, Tensor, nn, ops
from mindspore import _c_expression
from mindspore import log as ms_log
from mindspore._c_expression import TensorPy, typing
from mindspore.nn.loss.loss import _Loss
from mindspore.train import serialization
from mindspore.train._utils import _make_directory
from mindspore.train.callback import _set_cur_net
from mindspore.train.serialization import _update_param, tensor_to_ms_type, tensor_to_np_type


def attempt(tag, fn):
    try:
        print(tag, "ok", fn())
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e).splitlines()[0] if str(e).strip() else "")


print(ms_log.logging is logging, serialization.context is ms.context, serialization.context.GRAPH_MODE)

with tempfile.TemporaryDirectory() as tmp:
    target = os.path.join(tmp, "a", "b")
    out = _make_directory(target)
    print(out == os.path.realpath(target), os.path.isdir(target), oct(os.stat(target).st_mode & 0o777))
    print(_make_directory(target) == out)
    open(os.path.join(tmp, "f"), "w").close()
    try:
        _make_directory(os.path.join(tmp, "f"))
    except NotADirectoryError as e:
        print("file", type(e).__name__, str(e).replace(tmp, "TMP"))
    attempt("blank", lambda: _make_directory("  ", "ckpt_path"))
    attempt("int", lambda: _make_directory(3, "ckpt_path"))

p = Parameter(Tensor(np.zeros((2, 2), np.float32)), name="w")
_update_param(p, Parameter(Tensor(np.ones((2, 2), np.float32)), name="w"), False)
print(p.value())
_update_param(p, Parameter(Tensor(np.full((2, 2), 3, np.float16)), name="w"), False)
print(p.dtype, p.value())
attempt("strict dtype", lambda: _update_param(p, Parameter(Tensor(np.ones((2, 2), np.float16)), name="w"), True))
attempt("shape", lambda: _update_param(p, Parameter(Tensor(np.ones((3,), np.float32)), name="w"), False))
attempt("int to float", lambda: _update_param(p, Parameter(Tensor(np.ones((2, 2), np.int32)), name="w"), False))
_update_param(p, Parameter(Tensor(np.full((2, 2, 1), 5, np.float32)), name="w"), False)
print(p.shape)  # the checkpoint's shape (MindSpore's value() then still shows the squeezed data)

print(sorted(tensor_to_ms_type), tensor_to_ms_type["Float32"], tensor_to_ms_type["Int4"], tensor_to_ms_type["str"])
for name in ("Float16", "Int64", "Bool", "str", "Int4", "Nope"):
    r = tensor_to_np_type(name)
    # numpy 1 and 2 name the scalar classes differently (numpy.bool_ / numpy.bool): print the dtype's name
    print(name, np.dtype(r).name if isinstance(r, type) and issubclass(r, np.generic) else r)
_set_cur_net(nn.Dense(1, 1))
_set_cur_net(None)


class MyLoss(_Loss):
    def construct(self, logits, labels):
        return self.get_loss(ops.abs(logits - labels))


loss = MyLoss()
print(isinstance(loss, nn.LossBase), loss(Tensor([1.0, 3.0]), Tensor([2.0, 2.0])))
print(MyLoss(reduction="sum")(Tensor([1.0, 3.0]), Tensor([2.0, 2.0])))
attempt("bad reduction", lambda: MyLoss(reduction="avg"))
attempt("base construct", lambda: _Loss()(Tensor([1.0]), Tensor([1.0])))

print(issubclass(ms.Tensor, TensorPy), isinstance(Tensor([1.0]), TensorPy), isinstance(np.zeros(1), TensorPy))
print(isinstance(ms.float32, typing.Float), isinstance(ms.float32, typing.Type), isinstance(ms.int32, typing.Float))
print(isinstance(ms.bfloat16, typing.BFloat), isinstance(ms.complex64, typing.Complex), isinstance(ms.int8, typing.Int))
print(ms.common.dtype.Float is typing.Float, _c_expression.typing is typing)
print(_c_expression._framework_profiler_step_start(), _c_expression._framework_profiler_step_end())

x = Tensor(np.array([2 + 1j, 2 - 1j, 3j], np.complex64))
r = ops.view_as_real(x)
print(r.dtype, r.shape, r)
r64 = ops.view_as_real(Tensor(np.array([[1 + 2j]], np.complex128)))
print(r64.dtype, r64.shape)
attempt("real input", lambda: ops.view_as_real(Tensor([1.0])))
attempt("python complex", lambda: ops.view_as_real(1 + 2j))

for args, kwargs in (
    (((2, 3),), {}),
    ((2, 3), {}),
    ((2,), {"dtype": ms.int32}),
    (([2, 2],), {"dtype": ms.float16}),
    ((0,), {}),
    (((2, 3),), {"device": "CPU"}),
    ((), {}),
    ((-1,), {}),
    ((2.5,), {}),
):
    attempt(f"empty {args} {kwargs}", lambda: (_c_expression._empty_instance(*args, **kwargs).shape,
                                               _c_expression._empty_instance(*args, **kwargs).dtype))  # fmt: skip
