# ops.fftshift / ops.ifftshift (every dtype, dim forms, 0-D) and ops.fftfreq / ops.rfftfreq (n, d, dtype), and the
# same names in mindspore.numpy.fft.
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
import mindspore.numpy as mnp

a = np.arange(15).reshape(3, 5)
for dt in (np.bool_, np.int8, np.uint8, np.int16, np.int32, np.int64, np.float16, np.float32, np.float64, np.complex64):
    t = Tensor(a.astype(dt))
    for name in ("fftshift", "ifftshift"):
        r = getattr(ops, name)(t)
        print(name, np.dtype(dt).name, r.dtype, r.shape, r.asnumpy().tolist())
t = Tensor(a.astype(np.float32))
for dim in (0, 1, -1, (0,), [1], (0, 1), (1, 0), (0, 0)):
    print("fftshift", dim, ops.fftshift(t, dim).asnumpy().tolist(), ops.ifftshift(t, dim).asnumpy().tolist())
print(ops.fftshift(Tensor(np.arange(6, dtype=np.float32))))
print(ops.ifftshift(Tensor(np.arange(7, dtype=np.float32))))
print(ops.fftshift(Tensor(3.0)), ops.ifftshift(Tensor(2, ms.int32)).shape)
print(ops.fftshift(Tensor(a.astype(np.float32)).astype(ms.bfloat16)).dtype)
for n in (1, 2, 5, 8):
    for d in (1.0, 0.1, -2.0):
        print("fftfreq", n, d, ops.fftfreq(n, d), ops.rfftfreq(n, d))
for dt in (ms.float16, ms.float32, ms.float64, ms.bfloat16, ms.int32, ms.int64, ms.complex64):
    r1, r2 = ops.fftfreq(6, 0.25, dtype=dt), ops.rfftfreq(5, 0.5, dtype=dt)
    print("freq_dtype", dt, r1.dtype, r2.dtype, r1.astype(ms.float64).asnumpy().tolist() if dt != ms.complex64 else r1)
print(ops.fftfreq(4, 0.0))
print(mnp.fft.fftshift(t, (1,)))
print(mnp.fft.ifftshift(t))
print(mnp.fft.fftfreq(7, 2.0), mnp.fft.rfftfreq(7, dtype=ms.float64))
x = Tensor(np.array([[1.0, 2.0, 0.5, -2.0], [3.0, -1.0, 2.0, 0.25]], np.float32))
print("np.fft:", mnp.fft.fft(x, 6, 0))
print("np.ifft:", mnp.fft.ifft(x, axis=1, norm="ortho"))
print("np.rfft:", mnp.fft.rfft(x), mnp.fft.irfft(x, 5))
print("np.hfft:", mnp.fft.hfft(x), mnp.fft.ihfft(x))
print("np.fft2:", mnp.fft.fft2(x, (3, 3)), mnp.fft.ifft2(x, axes=(1, 0)))
print("np.rfft2:", mnp.fft.rfft2(x), mnp.fft.irfft2(x, norm="forward"))
print("np.hfft2:", mnp.fft.hfft2(x), mnp.fft.ihfft2(x))
print("np.fftn:", mnp.fft.fftn(x), mnp.fft.ifftn(x, (2, 2)))
print("np.rfftn:", mnp.fft.rfftn(x, axes=(0,)), mnp.fft.irfftn(x))
print("np.hfftn:", mnp.fft.hfftn(x, (3,)), mnp.fft.ihfftn(x, axes=(1,)))
# n and d as 0-D tensors or numpy numbers
for args in ((Tensor(4),), (Tensor(4, ms.int32),), (Tensor(4.0),), (4, Tensor(0.5)), (Tensor([4]),), (np.int64(4),)):
    for f in (ops.fftfreq, ops.rfftfreq):
        try:
            print(f.__name__, f(*args))
        except (TypeError, ValueError) as e:
            print(f.__name__, type(e).__name__, str(e).splitlines()[0])
