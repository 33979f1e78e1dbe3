# IOU, NMSWithMask, CheckValid and ROIAlign inside a GRAPH_MODE Cell, as the model zoo calls them
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, context
from mindspore.ops import operations as P

context.set_context(mode=context.GRAPH_MODE)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.nms = P.NMSWithMask(0.5)
        self.iou = P.IOU()
        self.roi = P.ROIAlign(2, 2, 0.5, 2)
        self.cv = P.CheckValid()

    def construct(self, b, f, r):
        out, idx, mask = self.nms(b)
        o = self.iou(b[:, :4], b[:, :4])
        v = self.cv(b[:, :4], Tensor(np.array([20.0, 20.0, 1.0]), ms.float32))
        return out, idx, mask, o, v, self.roi(f, r)


b = Tensor(np.array([[0, 0, 10, 10, 0.5], [1, 1, 10, 10, 0.6], [20, 20, 30, 30, 0.5]], np.float32))
f = Tensor(np.arange(16, dtype=np.float32).reshape(1, 1, 4, 4))
r = Tensor(np.array([[0, 0.5, 0.5, 4, 4]], np.float32))
for x in Net()(b, f, r):
    print(x)
