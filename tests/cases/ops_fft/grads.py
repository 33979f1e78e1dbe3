# Gradients through the Fourier transforms (MindSpore 2.10 defines their bprops): real and complex inputs, n / s
# padding and cropping, norm modes, one-sided transforms, fftshift.
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops

np.set_printoptions(precision=5, suppress=True)
x = Tensor(np.array([[1.0, 2.0, 0.5, -1.0], [3.0, -1.0, 2.0, 0.0]], np.float32))
c = Tensor(np.array([[1 + 2j, 2 - 1j, 0.5, -1j], [0.5j, 1, -2 + 1j, 3]], np.complex64))
w = Tensor(np.array([0.5, -1.0, 2.0, 1.5, -0.5, 1.0], np.float32))
wc = Tensor(np.array([1.0, -2.0, 0.5, 3.0], np.float32))


def re_im(t, weight=None):
    re, im = ops.real(t), ops.imag(t)
    if weight is not None:
        re, im = re * weight, im * weight
    return re.sum() + 2 * im.sum()


cases = {
    "fft": (lambda t: re_im(ops.fft(t)), x),
    "fft_n6": (lambda t: re_im(ops.fft(t, n=6), w), x),
    "fft_n3_ortho": (lambda t: re_im(ops.fft(t, n=3, norm="ortho")), x),
    "ifft_forward": (lambda t: re_im(ops.ifft(t, norm="forward"), wc), x),
    "rfft_abs": (lambda t: ops.abs(ops.rfft(t)).sum(), x),
    "rfft_weighted": (lambda t: re_im(ops.rfft(t), Tensor(np.array([1.0, -1.0, 2.0], np.float32))), x),
    "irfft": (lambda t: (ops.irfft(t) * w).sum(), x),
    "irfft_n5": (lambda t: (ops.irfft(t, n=5) ** 2).sum(), x),
    "hfft": (lambda t: (ops.hfft(t) ** 2).sum(), x),
    "ihfft": (lambda t: re_im(ops.ihfft(t)), x),
    "fft2_ortho": (lambda t: re_im(ops.fft2(t, norm="ortho"), wc), x),
    "ifftn_s": (lambda t: re_im(ops.ifftn(t, s=(3, 6)), w), x),
    "rfft2": (lambda t: ops.abs(ops.rfft2(t)).sum(), x),
    "irfftn": (lambda t: (ops.irfftn(t) * w).sum(), x),
    "ihfft_ortho": (lambda t: re_im(ops.ihfft(t, n=5, norm="ortho")), x),
    "ihfft2": (lambda t: re_im(ops.ihfft2(t, norm="forward")), x),
    "hfft2": (lambda t: (ops.hfft2(t) * w).sum(), x),
    "ihfftn": (lambda t: re_im(ops.ihfftn(t)), x),
    "fftshift": (lambda t: (ops.fftshift(t) * wc).sum(), x),
    "ifftshift_dim0": (lambda t: (ops.ifftshift(t, dim=0) * wc).sum(), x),
    "fft_complex": (lambda t: re_im(ops.fft(t), wc), c),
    "ifft2_complex": (lambda t: re_im(ops.ifft2(t)), c),
}
for tag, (f, inp) in cases.items():
    g = ops.grad(f)(inp)
    print(tag, g.dtype, g.shape)
    print(np.round(g.asnumpy(), 4) + 0)
