# The private initializer helpers model-zoo code builds custom initializers with: _calculate_fan_in_and_fan_out,
# _calculate_correct_fan, _calculate_gain, _assignment and the _register alias table (initializer('name', shape)).
import math

import numpy as np

import mindspore as ms
from mindspore import Parameter, Tensor
from mindspore.common import initializer as init
from mindspore.common.initializer import (
    _INITIALIZER_ALIAS,
    Initializer,
    _assignment,
    _calculate_correct_fan,
    _calculate_fan_in_and_fan_out,
    _calculate_gain,
    _register,
)


def attempt(tag, fn):
    try:
        print(tag, repr(fn()))
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e).splitlines()[0])


for shape in ((3, 4), (8, 3, 5, 5), (2, 6, 3), (5,), ()):
    attempt(f"fans {shape}", lambda: _calculate_fan_in_and_fan_out(shape))
for mode in ("fan_in", "FAN_OUT", "fan_avg"):
    attempt(f"correct_fan {mode}", lambda: _calculate_correct_fan((8, 3, 5, 5), mode))
for args in (
    ("linear",),
    ("conv_transpose3d",),
    ("sigmoid",),
    ("tanh",),
    ("relu",),
    ("leaky_relu",),
    ("leaky_relu", 0.2),
    ("leaky_relu", 2),
    ("leaky_relu", True),
    ("leaky_relu", "a"),
    ("selu",),
):
    attempt(f"gain {args}", lambda: _calculate_gain(*args))

a = np.zeros((2, 3), np.float32)
print(_assignment(a, 1.5), a)
print(_assignment(np.zeros((2, 2), np.float32), np.arange(4).reshape(2, 2)))
s = np.zeros((), np.float32)
out = _assignment(s, 7)
print(out, out.shape)
print(sorted(_INITIALIZER_ALIAS))


@_register("kaiming_u")
class KaimingUniform(Initializer):
    def __init__(self, a=0, mode="fan_in", nonlinearity="leaky_relu"):
        super().__init__()
        self.mode = mode
        self.gain = _calculate_gain(nonlinearity, a)

    def _initialize(self, arr):
        fan = _calculate_correct_fan(arr.shape, self.mode)
        bound = math.sqrt(3.0) * self.gain / math.sqrt(fan)
        np.random.seed(0)
        _assignment(arr, np.random.uniform(-bound, bound, arr.shape))


@_register()
class Ones(Initializer):  # an alias taken already ('ones') stays with One
    def _initialize(self, arr):
        _assignment(arr, 2.0)


print(_INITIALIZER_ALIAS["kaiminguniform"] is KaimingUniform, _INITIALIZER_ALIAS["kaiming_u"] is KaimingUniform)
print(_INITIALIZER_ALIAS["ones"].__name__)
w = init.initializer(KaimingUniform(math.sqrt(5)), (2, 3), ms.float32)
print(w.init_data())
print(init.initializer("kaiming_u", (3, 2), ms.float32).init_data())
print(init.initializer("ones", (2,), ms.float32).init_data())
p = Parameter(init.initializer(KaimingUniform(mode="fan_out"), (2, 2, 1, 1)), name="w")
print(p.value())
attempt("fan 1-d", lambda: init.initializer(KaimingUniform(), (4,)).init_data())
print(Tensor(_assignment(np.zeros(3, np.float32), 3.0)))
