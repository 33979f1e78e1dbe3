# mindspore.train.amp.AMP_WHITE_LIST / AMP_BLACK_LIST: the module's lists of what O1 runs in float16 and what O2
# keeps in float32; get_white_list/get_black_list copy them, and a class appended to AMP_BLACK_LIST is kept in
# float32 by O2.
import numpy as np

import mindspore as ms
from mindspore import Tensor, amp, nn
from mindspore.train import amp as tamp

print([c.__name__ for c in tamp.AMP_WHITE_LIST])
print([c.__name__ for c in tamp.AMP_BLACK_LIST])
print(amp.get_black_list() == tamp.AMP_BLACK_LIST, amp.get_black_list() is tamp.AMP_BLACK_LIST)
print(amp.get_white_list() == tamp.AMP_WHITE_LIST)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(3, 3)
        self.act = nn.Tanh()

    def construct(self, x):
        return self.act(self.fc(x))


x = Tensor(np.ones((2, 3), np.float32))
ms.set_seed(0)
net = amp.auto_mixed_precision(Net(), "O2")
print(type(net._backbone.act).__name__, net(x).dtype)
tamp.AMP_BLACK_LIST.append(nn.Tanh)
try:
    print([c.__name__ for c in amp.get_black_list()])
    net = amp.auto_mixed_precision(Net(), "O2")
    print(type(net._backbone.act).__name__, net(x).dtype)
finally:
    tamp.AMP_BLACK_LIST.remove(nn.Tanh)
print(len(tamp.AMP_BLACK_LIST))
