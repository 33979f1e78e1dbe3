# Padding through ops.pad, mint.nn.functional.pad and the nn padding layers: negative, odd-length, too large,
# float and None paddings, bad modes, None/empty inputs and wrong ranks give MindSpore's exception classes.
import numpy as np
from mindspore import Tensor, mint, nn, ops


def show(label, fn):
    try:
        r = fn()
        print(label, "OK", getattr(r, "shape", ""), getattr(r, "dtype", ""))
    except Exception as e:  # noqa: BLE001
        print(label, type(e).__name__)


def arr(*shape, dtype=np.float32):
    return Tensor(np.arange(int(np.prod(shape))).reshape(shape).astype(dtype))


x = arr(1, 2, 3)
for name, pad in {
    "neg": (-1, 1),
    "odd": (1, 1, 1),
    "big": (5, 5),
    "float": (1.5, 1),
    "none": None,
    "list": [1, 1],
}.items():
    show(f"ops.pad {name}", lambda: ops.pad(x, pad))
    show(f"ops.pad reflect {name}", lambda: ops.pad(x, pad, mode="reflect"))
    show(f"nn.ConstantPad1d {name}", lambda: nn.ConstantPad1d(pad, 0.5)(x))
    show(f"nn.ReflectionPad1d {name}", lambda: nn.ReflectionPad1d(pad)(x))
    show(f"nn.ZeroPad2d {name}", lambda: nn.ZeroPad2d(pad)(arr(1, 2, 3)))
    if name in ("odd", "float", "none"):  # the others reach a kernel MindSpore's CPU build lacks
        show(f"mint pad {name}", lambda: mint.nn.functional.pad(x, pad))
show("ops.pad mode bad", lambda: ops.pad(x, (1, 1), mode="bad"))
show("ops.pad int reflect", lambda: ops.pad(arr(1, 2, 3, dtype=np.int32), (1, 1), mode="reflect"))
show("ops.pad none input", lambda: ops.pad(None, (1, 1)))
show("nn.ReflectionPad1d none", lambda: nn.ReflectionPad1d(1)(None))
show("nn.ReflectionPad1d int", lambda: nn.ReflectionPad1d(1)(arr(1, 2, 3, dtype=np.int32)))
show("nn.ReflectionPad2d rank1", lambda: nn.ReflectionPad2d(1)(arr(3)))
show("ops.pad empty", lambda: ops.pad(arr(0, 3), (1, 1)))
show("nn.Pad bad mode", lambda: nn.Pad(((1, 1),), mode="bad"))
show("nn.Pad rank", lambda: nn.Pad(((1, 1), (1, 1), (1, 1)))(arr(2, 3)))
show("nn.Pad negative", lambda: nn.Pad(((1, -1), (1, 1)))(arr(2, 3)))
print(ops.pad(x, (1, 2), value=2.5).asnumpy().tolist())
print(ops.pad(x, (-1, 1)).asnumpy().tolist())
print(ops.pad(x, (2, 1), mode="reflect").asnumpy().tolist())
print(nn.ReflectionPad1d((2, 1))(x).asnumpy().tolist())
print(nn.Pad(((0, 0), (1, 0), (0, 2)))(x).asnumpy().tolist())
