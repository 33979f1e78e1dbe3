# ops.operations.image_ops: RGBToHSV / HSVToRGB values (Float16 saturations, hues outside [0, 1)), errors; the module's resize names.
import numpy as np, mindspore as ms
from mindspore import Tensor
from mindspore.ops.operations.image_ops import RGBToHSV, HSVToRGB
np.set_printoptions(precision=4, suppress=True)
x=np.array([[0.25,0.5,0.5],[1,0,0],[0,0,0],[0.2,0.2,0.2],[0.9,0.1,0.5],[0.1,0.9,0.3],[0.3,0.1,0.95],[1.2,-0.1,0.5], [0.5, 0.5, 0.2], [0.5, 0.2, 0.5]],np.float32).reshape(1, 2, 5, 3)
for dt in (np.float16,np.float32,np.float64):
  r=RGBToHSV()(Tensor(x.astype(dt))); print(r.dtype, r.asnumpy()); print(HSVToRGB()(r).asnumpy())
print(RGBToHSV()(Tensor(x[0, 0, 0])))
print(HSVToRGB()(Tensor(np.array([[[[0.9,0.5,0.7],[1.2,0.3,0.2],[-0.2,0.5,0.5],[0.5, 1.5, 0.5], [0.0, 0.0, 0.3], [0.99, 1.0, 1.0]]]],np.float32))))
for f in [lambda: RGBToHSV()(Tensor(np.ones((2,4),np.float32))), lambda: RGBToHSV()(Tensor(np.ones((3,),np.int32))), lambda: HSVToRGB()(Tensor(np.ones((1,2,3),np.float32))), lambda: RGBToHSV()(np.ones(3)),  lambda: HSVToRGB()(Tensor(np.ones((1,1,2,4),np.float32))), lambda: HSVToRGB()(Tensor(np.ones((1,1,2,3),np.int32)))]:
  try: print(f())
  except Exception as e: print(type(e).__name__, str(e).split(chr(10))[0][:200])
print(RGBToHSV(), HSVToRGB())
from mindspore.ops.operations import image_ops
from mindspore import ops
for n in ("RGBToHSV", "HSVToRGB", "ResizeBilinearV2", "ResizeBicubic", "ResizeLinear1D"):
    print(n, getattr(image_ops, n) is getattr(ops, n))
