# A user-defined PrimitiveWithInfer named 'Shift' runs MindSpore's CPU Shift kernel (no Python class of its own in
# MindSpore 2.10): shift along `axis` by `periods`, the vacated places filled with `fill_value`; periods past the
# axis length fill it all; periods 0 copies. Float/int/bool inputs, in GRAPH and PYNATIVE mode (a negative axis
# fails inside MindSpore's kernel, memory-dependent, so it is left out).
import numpy as np

import mindspore as ms
from mindspore import Tensor, context, nn
from mindspore import _checkparam as validator
from mindspore.common import dtype as mstype
from mindspore.ops import PrimitiveWithInfer, prim_attr_register

ms.runtime.launch_blocking()


class Shift(PrimitiveWithInfer):
    @prim_attr_register
    def __init__(self, periods=1, axis=-1):
        self.periods = validator.check_value_type("periods", periods, [int], self.name)
        self.axis = validator.check_value_type("axis", axis, [int], self.name)
        self.init_prim_io_names(inputs=["x", "fill_value"], outputs=["output"])

    def __infer__(self, x, fill_value):
        return {"shape": tuple(x["shape"]), "dtype": x["dtype"], "value": None}

    def infer_dtype(self, x_dtype, fill_value_type):
        validator.check_scalar_or_tensor_types_same(
            {"x_dtype": x_dtype, "fill_value": fill_value_type},
            [mstype.float32, mstype.float64, mstype.int32, mstype.int64, mstype.bool_],
            self.name,
            True,
        )
        return x_dtype


class Net(nn.Cell):
    def __init__(self, periods, axis):
        super().__init__()
        self.shift = Shift(periods, axis)

    def construct(self, x, fill_value):
        return self.shift(x, fill_value)


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, r.dtype, list(r.shape), r.asnumpy().tolist())
    except Exception as e:  # noqa: BLE001
        print(tag, "raised", type(e).__name__, str(e).splitlines()[0])


base = np.arange(24).reshape(2, 3, 4)
for mode_name, mode in (("graph", context.GRAPH_MODE), ("pynative", context.PYNATIVE_MODE)):
    context.set_context(mode=mode)
    for dname, dt, fill in (
        ("f32", np.float32, 0.5),
        ("f32nan", np.float32, float("nan")),
        ("f64", np.float64, -2.5),
        ("i32", np.int32, 7),
        ("i64", np.int64, -1),
        ("bool", np.bool_, True),
    ):
        x = Tensor((base % 5 == 0) if dt is np.bool_ else base.astype(dt))
        for periods, axis in ((1, 2), (-2, 2), (2, 1), (-1, 0), (0, 2), (5, 2), (-9, 1), (4, 2), (-3, 1)):
            attempt(f"{mode_name} {dname} periods={periods} axis={axis}", lambda: Net(periods, axis)(x, fill))
    attempt(f"{mode_name} 1-d", lambda: Net(3, 0)(Tensor(np.arange(6, dtype=np.float32)), 9.0))
