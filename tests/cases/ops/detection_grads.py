# Gradients of the detection ops without a backward of their own in MindSpore 2.10: IOU's are zeros, differentiating
# NMSWithMask's output raises (no bprop defined), ROIAlign's RoIs and CropAndResize's box indices get zeros
import numpy as np

from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P

a = Tensor(np.array([[0, 0, 2, 2], [1, 1, 3, 3]], np.float32))
g = Tensor(np.array([[0, 0, 2.5, 2], [0.5, 1, 3, 4]], np.float32))


class Iou(nn.Cell):
    def __init__(self, mode):
        super().__init__()
        self.op = P.IOU(mode)

    def construct(self, x, y):
        return self.op(x, y) * 3


for mode in ("iou", "iof"):
    print(mode, ops.GradOperation(get_all=True)(Iou(mode))(a, g))


class Nms(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = P.NMSWithMask(0.5)

    def construct(self, x):
        return self.op(x)[0]


b = Tensor(np.array([[0, 0, 10, 10, 0.5], [1, 1, 10, 10, 0.6], [20, 20, 30, 30, 0.5]], np.float32))
try:
    print(ops.GradOperation()(Nms())(b))
except RuntimeError as e:
    print("nms", type(e).__name__, str(e).splitlines()[0])


class Roi(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = P.ROIAlign(2, 2, 1.0, 2)

    def construct(self, f, r):
        return self.op(f, r)


f = Tensor(np.arange(32, dtype=np.float32).reshape(2, 1, 4, 4))
r = Tensor(np.array([[1, 0.5, 0.5, 2.5, 2.0], [0, 1.0, 0.0, 3.0, 3.0]], np.float32))
print("roi", ops.GradOperation(get_all=True)(Roi())(f, r))
