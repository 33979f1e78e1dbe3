# mindspore.nn.utils.no_init_parameters (mindone 0.4.0's from_pretrained builds its models inside it): the
# Parameter.init_param switch, restored on leaving and after an exception; loaded values replace the skipped ones.
import numpy as np

import mindspore as ms
from mindspore import Parameter, Tensor, nn
from mindspore.nn.utils import no_init_parameters
from mindspore.nn.utils.init import no_init_parameters as same

print(same is no_init_parameters, "no_init_parameters" in ms.nn.utils.__all__)
print("before", getattr(Parameter, "init_param", "unset"))
with no_init_parameters():
    print("inside", Parameter.init_param)
    net = nn.Dense(3, 2)
print("after", Parameter.init_param)
try:
    with no_init_parameters():
        raise KeyError("x")
except KeyError:
    pass
print("after raise", Parameter.init_param)
w = np.arange(6, dtype=np.float32).reshape(2, 3)
ms.load_param_into_net(net, {"weight": Parameter(Tensor(w), "weight"), "bias": Parameter(Tensor([1.0, -1.0]), "bias")})
print(net(Tensor(np.ones((1, 3), np.float32))))
