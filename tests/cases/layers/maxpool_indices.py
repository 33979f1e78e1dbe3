# MaxPool2d/MaxPool1d pad mode with return_indices (Int64 indices over H*W) and dilation.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
x = Tensor(((np.arange(2 * 5 * 6) * 7) % 13).astype(np.float32).reshape(1, 2, 5, 6))
out, idx = nn.MaxPool2d(3, 2, pad_mode='pad', padding=1, return_indices=True)(x)
print(out, idx, idx.dtype)
print(nn.MaxPool2d(2, 1, pad_mode='pad', padding=1, dilation=2)(x))
o1, i1 = nn.MaxPool1d(3, 2, pad_mode='pad', padding=1, return_indices=True)(x[0])
print(o1, i1, i1.dtype)
