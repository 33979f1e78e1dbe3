# _grad_ops.ResizeBilinearGrad: the gradient of ResizeBilinearV2 pulled back to the image's shape and dtype, for
# the three coordinate modes, up- and down-sampling, Float16/Float32/Float64 images; integer inputs are refused.
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
import mindspore.ops.operations._grad_ops as G


def run(tag, f):
    try:
        r = f()
        print(tag, r.dtype, r.shape, np.round(r.asnumpy().astype(np.float64), 3).tolist())
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__)


dy = Tensor(np.array([[[[1, 2, 3], [3, 4, 5]]]], np.float32))
img = Tensor(np.ones((1, 1, 4, 5), np.float32))
for ac, hp in ((False, False), (True, False), (False, True)):
    run(f"up ac={ac} hp={hp}", lambda: G.ResizeBilinearGrad(ac, hp)(dy, img))
    big = Tensor(np.arange(60, dtype=np.float32).reshape(1, 2, 5, 6))
    run(f"down ac={ac} hp={hp}", lambda: G.ResizeBilinearGrad(ac, hp)(big, Tensor(np.ones((1, 2, 3, 4), np.float32))))
for dt in (ms.float16, ms.float32, ms.float64):
    run(f"image {dt}", lambda: G.ResizeBilinearGrad()(dy, img.astype(dt)))
    run(f"both {dt}", lambda: G.ResizeBilinearGrad(align_corners=True)(dy.astype(dt), img.astype(dt)))
run("int", lambda: G.ResizeBilinearGrad()(dy.astype(ms.int32), img.astype(ms.int32)))
run("int image", lambda: G.ResizeBilinearGrad()(dy, img.astype(ms.int32)))
run("bad attr", lambda: G.ResizeBilinearGrad(align_corners=1)(dy, img))
p = G.ResizeBilinearGrad(True)
print(p.align_corners, p.half_pixel_centers)

# the gradient of ResizeBilinearV2 taken by autodiff agrees with the primitive
x = Tensor(np.arange(12, dtype=np.float32).reshape(1, 1, 3, 4))
for ac, hp in ((False, False), (True, False), (False, True)):
    fwd = ops.ResizeBilinearV2(ac, hp)
    g = ms.grad(lambda t: (fwd(t, (5, 7)) * Tensor(np.arange(35, dtype=np.float32).reshape(1, 1, 5, 7))).sum())(x)
    d = G.ResizeBilinearGrad(ac, hp)(Tensor(np.arange(35, dtype=np.float32).reshape(1, 1, 5, 7)), x)
    print("autodiff", ac, hp, np.round(g.asnumpy(), 3).tolist(), np.allclose(g.asnumpy(), d.asnumpy(), atol=1e-4))
