# Type promotion of binary ops and operators: int32/int64, int/float scalars, bool, float16/float32, uint8/int8.
import numpy as np
from mindspore import Tensor, ops


def show(name, r):
    if isinstance(r, (tuple, list)):
        print(name, type(r).__name__, len(r))
        for i, v in enumerate(r):
            show(f"  {name}[{i}]", v)
    elif isinstance(r, Tensor):
        print(name, r.dtype, r.shape)
        print(r)
    else:
        print(name, type(r).__name__, r)


t = {
    "b": Tensor(np.array([True, False, True])),
    "u8": Tensor(np.array([1, 2, 3], np.uint8)),
    "i8": Tensor(np.array([1, 2, 3], np.int8)),
    "i16": Tensor(np.array([1, 2, 3], np.int16)),
    "i32": Tensor(np.array([1, 2, 3], np.int32)),
    "i64": Tensor(np.array([1, 2, 3], np.int64)),
    "f16": Tensor(np.array([1, 2, 3], np.float16)),
    "f32": Tensor(np.array([1, 2, 3], np.float32)),
    "f64": Tensor(np.array([1, 2, 3], np.float64)),
}
names = list(t)
for a in names:
    for b in names:
        print(a, "+", b, (t[a] + t[b]).dtype, "|", a, "*", b, (t[a] * t[b]).dtype, "|", a, "/", b, (t[a] / t[b]).dtype)
for a in names:
    print(
        a,
        "+1",
        (t[a] + 1).dtype,
        "+1.5",
        (t[a] + 1.5).dtype,
        "+True",
        (t[a] + True).dtype,
        "1-",
        (1 - t[a]).dtype,
        "2.5*",
        (2.5 * t[a]).dtype,
        "/2",
        (t[a] / 2).dtype,
    )
for a in ["i32", "i64", "f16", "f32"]:
    print(
        a,
        "//2",
        (t[a] // 2).dtype,
        (t[a] // 2),
        "%2",
        (t[a] % 2).dtype,
        "**2",
        (t[a] ** 2).dtype,
        "**0.5",
        (t[a] ** 0.5).dtype,
        "2**",
        (2 ** t[a]).dtype,
    )
show("2-x", 2 - t["i32"])
show("2.0-x", 2.0 - t["i32"])
show("7//x", 7 // t["i32"])
show("7%x", 7 % t["i32"])
show("1/x", 1 / t["i32"])
x = t["i32"]
x += 1
show("iadd", x)
x *= 2.5
show("imul", x)
show("ops.add(1, x)", ops.add(1, t["i32"]))
show("ops.add(1.5, i64)", ops.add(1.5, t["i64"]))
show("ops.mul(True, b)", ops.mul(True, t["b"]))
show("Mul f16 f32", ops.Mul()(t["f16"], t["f32"]))
