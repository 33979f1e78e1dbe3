# mindspore.train.amp's private helpers that libraries (MindArmour's DPModel) build their own train cells with:
# the _config_level dict of each level's defaults and _do_keep_batchnorm_fp32.
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn
from mindspore.train.amp import _config_level, _do_keep_batchnorm_fp32

for level in sorted(_config_level):
    cfg = _config_level[level]
    print(level, cfg["keep_batchnorm_fp32"], cfg["cast_model_type"], type(cfg["loss_scale_manager"]).__name__)
print(_config_level["O2"]["loss_scale_manager"] is _config_level["O2"]["loss_scale_manager"])


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(3, 4)
        self.bn = nn.BatchNorm1d(4)
        self.seq = nn.SequentialCell([nn.Dense(4, 4), nn.LayerNorm((4,)), nn.ReLU()])

    def construct(self, x):
        return self.seq(self.bn(self.fc(x)))


net = Net()
net.to_float(ms.float16)
print(_do_keep_batchnorm_fp32(net))
print([(name, type(c).__name__) for name, c in net.name_cells().items()])
print([type(c).__name__ for c in net.seq.cell_list])
net.set_train(False)
out = net(Tensor(np.ones((2, 3), np.float32)))
print(out.dtype, out.shape)
top = nn.BatchNorm1d(4)
_do_keep_batchnorm_fp32(top)
print(type(top).__name__)
