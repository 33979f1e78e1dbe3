# TensorDump / ops.tensordump in PyNative: the .npy files written (name pattern <file>_<dtype>_<id>.npy, content)
import glob
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dump = ops.TensorDump()

    def construct(self, x):
        x += 1.0
        self.dump("add", x)
        x /= 2.0
        self.dump("div", x)
        x *= 5.0
        self.dump("mul", x)
        return x


print(repr(ops.TensorDump()), repr(ops.TensorDump("in")))
out = Net()(Tensor(np.array([[1, 2, 3, 4], [5, 6, 7, 8]]).astype(np.float32)))
print(out)
print(sorted(os.listdir(".")))
d = ops.TensorDump()
print("ret", d("add", Tensor(np.array([1, 2], np.int32))))
d("sub/dir/x", Tensor(np.array([1.5], np.float16)))
d("b", Tensor([1.0, 2.0], ms.bfloat16))
d("boo", Tensor([True, False]))
d("sc", Tensor(3.0))
d("ext.npy", Tensor([1.0]))
d("x.txt", Tensor([1.0]))
d("dir/", Tensor([2.0]))
for dt in [np.float64, np.uint8, np.int16, np.int64, np.complex64]:
    d("t", Tensor(np.array([1, 2]).astype(dt)))
x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
d("tr", x.transpose(1, 0))
d("sl", x[:, 1])
d("param", ms.Parameter(Tensor([1.0, 3.0]), name="w"))
print("ret", ops.tensordump("fn", Tensor([7.0])))
ops.TensorDump("in")("inmode", Tensor([1.0]))
ops.tensordump("fnin", Tensor([7.0]), "in")
ops.tensordump(os.path.abspath("absolute"), Tensor([[1, 2]]))
for f in sorted(glob.glob("**/*.npy", recursive=True)):
    a = np.load(f)
    print(f, a.dtype, a.shape, a.tolist())
