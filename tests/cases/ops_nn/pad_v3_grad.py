# _grad_ops.PadV3Grad: the gradient of PadV3 in reflect/edge/circular mode summed back into the unpadded shape,
# 3-/4-/5-D, contiguous or split paddings, negative (cropping) paddings, integer/complex dtypes; its errors.
import numpy as np
import mindspore as ms
from mindspore import Tensor
import mindspore.ops.operations._grad_ops as G


def run(tag, f):
    try:
        r = f()
        a = r.asnumpy()
        if np.iscomplexobj(a):
            a = np.stack([a.real, a.imag])
        print(tag, r.dtype, r.shape, np.round(a.astype(np.float64), 3).tolist())
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__)


x3 = Tensor(np.arange(16, dtype=np.float32).reshape(1, 2, 8))
x4 = Tensor(np.arange(42, dtype=np.float32).reshape(1, 1, 6, 7))
x5 = Tensor(np.arange(2 * 5 * 6 * 7, dtype=np.float32).reshape(1, 2, 5, 6, 7))
for m in ("reflect", "edge", "circular"):
    run(m + " 3d", lambda: G.PadV3Grad(m)(x3, Tensor(np.array([2, 1], np.int64))))
    run(m + " 4d", lambda: G.PadV3Grad(m)(x4, Tensor(np.array([1, 2, 0, 1], np.int32))))
    run(m + " 4d split", lambda: G.PadV3Grad(m, False)(x4, Tensor(np.array([1, 2, 0, 1], np.int64))))
    run(m + " 5d", lambda: G.PadV3Grad(m)(x5, Tensor(np.array([1, 2, 1, 0, 1, 1], np.int64))))
    run(m + " tuple", lambda: G.PadV3Grad(m)(x3, (1, 1)))
    run(m + " zero", lambda: G.PadV3Grad(m)(x3, Tensor(np.array([0, 0], np.int32))))
    run(m + " crop", lambda: G.PadV3Grad(m)(x3, Tensor(np.array([-1, 1], np.int32))))
    run(m + " 2 pads on 4d", lambda: G.PadV3Grad(m)(x4, Tensor(np.array([1, 2], np.int64))))
    run(m + " 3 pads", lambda: G.PadV3Grad(m)(x4, Tensor(np.array([1, 1, 1], np.int64))))
    run(m + " uint16", lambda: G.PadV3Grad(m)(x3.astype(ms.uint16), Tensor(np.array([1, 2], np.int64))))
    c = x3.astype(ms.complex64) + x3.astype(ms.complex64) * Tensor(1j, ms.complex64)
    run(m + " complex64", lambda: G.PadV3Grad(m)(c, Tensor(np.array([1, 2], np.int64))))
    run(m + " int8 wraps", lambda: G.PadV3Grad(m)(Tensor(np.full((1, 1, 7), 100, np.int8)), Tensor([1, 2])))
for dt in (ms.float16, ms.float64, ms.int32, ms.int64, ms.uint8, ms.bool_, ms.bfloat16):
    run(f"dtype {dt}", lambda: G.PadV3Grad("circular")(x3.astype(dt), Tensor(np.array([1, 1], np.int32))))
run("float paddings", lambda: G.PadV3Grad("circular")(x3, Tensor(np.array([1, 1], np.float32))))
run("mode constant", lambda: G.PadV3Grad("constant"))
run("mode bad", lambda: G.PadV3Grad("xx"))
run("contiguous int", lambda: G.PadV3Grad("reflect", 1))
p = G.PadV3Grad()
print(p.mode, p.paddings_contiguous, G.PadV3Grad("edge", paddings_contiguous=False).paddings_contiguous)
