# The discrete Fourier transforms of mindspore.ops (fft, ifft, rfft, irfft, hfft, ihfft and their 2-D / N-D forms):
# values with n / s / dim / norm, real and complex inputs, the result dtype of every input dtype, printed format.
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops

np.set_printoptions(precision=5, suppress=True)


def show(tag, t):
    print(tag, t.dtype, t.shape)
    print(
        np.round(t.asnumpy().astype(np.complex128 if t.dtype in (ms.complex64, ms.complex128) else np.float64), 4) + 0
    )


v = Tensor(np.array([1.0, 2.0, 0.0, -1.0, 0.5], np.float32))
m = Tensor(np.array([[1.0, 2.0, 0.5, -2.0], [3.0, -1.0, 2.0, 0.25], [0.0, 1.5, -0.5, 1.0]], np.float32))
c = Tensor(np.array([[1 + 2j, 2 - 1j, 0.5, -1j], [3j, -1, 2 + 2j, 0.25]], np.complex64))
cube = Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4) / 7.0)

# printed form of a complex result
print(ops.fft(v))
print(ops.rfft(m))
print(ops.irfft(ops.rfft(v), n=5))
for name in ("fft", "ifft", "rfft", "irfft", "hfft", "ihfft"):
    f = getattr(ops, name)
    show(name, f(v))
    show(name + "_n3", f(v, n=3))
    show(name + "_n8", f(v, n=8))
    show(name + "_dim0", f(m, dim=0))
    for norm in ("backward", "forward", "ortho"):
        show(f"{name}_{norm}", f(m, norm=norm))
    show(name + "_complex", f(c))
    show(name + "_complex_n6", f(c, 6, 0))
for name in (
    "fft2",
    "ifft2",
    "rfft2",
    "irfft2",
    "hfft2",
    "ihfft2",
    "fftn",
    "ifftn",
    "rfftn",
    "irfftn",
    "hfftn",
    "ihfftn",
):
    f = getattr(ops, name)
    show(name, f(m))
    show(name + "_s", f(m, s=(2, 5)))
    show(name + "_dim", f(cube, dim=(0, 2)))
    show(name + "_s_dim", f(cube, s=[3, 2], dim=[2, 1], norm="ortho"))
    show(name + "_forward", f(cube, norm="forward"))
    show(name + "_complex", f(c))
show("fftn_s_only", ops.fftn(cube, s=(2, 3)))
show("irfftn_s_only", ops.irfftn(cube, s=(5,)))
show("fftn_dim1", ops.fftn(cube, dim=(1,)))
show("rfftn_3d", ops.rfftn(cube))
show("hfftn_3d", ops.hfftn(cube))
# the norm names in another letter case
show("fft_Ortho", ops.fft(v, norm="Ortho"))
show("ifft2_FORWARD", ops.ifft2(m, norm="FORWARD"))
# a one-point dim: irfft / hfft give 2 * (1 - 1) = 0 points
show("irfft_len1", ops.irfft(Tensor(np.ones((2, 1), np.float32))))
show("hfft_len1_n1", ops.hfft(Tensor(np.ones((2, 1), np.float32)), n=1))
show("irfft2_n1", ops.irfft2(m, s=(3, 1)))
# the result dtype of each input dtype
x = np.array([[1, 2, 3, 4], [0, -1, 5, 2]])
for dt in (np.int16, np.int32, np.int64, np.float16, np.float32, np.float64, np.complex64, np.complex128):
    t = Tensor(x.astype(dt))
    print(
        np.dtype(dt).name,
        *(str(getattr(ops, n)(t).dtype) for n in ("fft", "rfft", "irfft", "hfft", "ihfft", "fft2", "irfftn", "ihfftn")),
    )
    show("fft_" + np.dtype(dt).name, ops.fft(t))
    show("irfft_" + np.dtype(dt).name, ops.irfft(t))
b = Tensor(x.astype(np.float32)).astype(ms.bfloat16)
print("bfloat16", ops.fft(b).dtype, ops.irfft(b).dtype, ops.rfft2(b).dtype)
show("fft_bfloat16", ops.fft(b))
# one-sided transforms of a complex input along a middle or leading dim
c3 = Tensor((np.arange(24).reshape(2, 3, 4) + 1j * np.arange(24)[::-1].reshape(2, 3, 4)).astype(np.complex64) / 5)
show("rfft_complex_dim1", ops.rfft(c3, dim=1))
show("ihfft_complex_dim0", ops.ihfft(c3, dim=0))
show("rfftn_complex_dims01", ops.rfftn(c3, dim=(0, 1)))
show("ihfft2_complex_dims20", ops.ihfft2(c3, dim=(2, 0)))
show("rfft2_complex_s", ops.rfft2(c3, s=(2, 6)))
