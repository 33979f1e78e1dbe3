# The FFT family's generated primitives of mindspore.ops.auto_generate (FFT, RFFT2, FFTShift, FFTFreq, ...): each
# called with its functional op's inputs; repr; a refused dtype.
import numpy as np
import mindspore as ms
from mindspore.ops.auto_generate import gen_ops_prim as G

np.set_printoptions(precision=4, suppress=True)
m = ms.Tensor(np.array([[1.0, 2.0, 0.5, -2.0], [3.0, -1.0, 2.0, 0.25]], np.float32))
for name in ("FFT", "IFFT", "RFFT", "IRFFT", "HFFT", "IHFFT"):
    r = getattr(G, name)()(m, 6, 0, "ortho")
    print(name, getattr(G, name)(), r.dtype, r.shape, np.round(r.asnumpy(), 4) + 0)
for name in ("FFT2", "IFFT2", "RFFT2", "IRFFT2", "HFFT2", "IHFFT2", "FFTN", "IFFTN", "RFFTN", "IRFFTN", "HFFTN", "IHFFTN"):
    r = getattr(G, name)()(m, (3, 4), (1, 0), "forward")
    print(name, r.dtype, r.shape, np.round(r.asnumpy(), 4) + 0)
print(G.FFTShift()(m), G.IFFTShift()(m, (1,)))
print(G.FFTFreq()(5, 0.5), G.RFFTFreq()(6, 2.0, ms.float64))
try:
    G.FFT()(ms.Tensor(np.array([True, False])))
except TypeError as e:
    print("TypeError", [ln for ln in str(e).splitlines() if ln.strip() and not ln.startswith("-")][0])
