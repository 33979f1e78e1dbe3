# nn.AdaSumByGradWrapCell / nn.AdaSumByDeltaWeightWrapCell (mindspore.nn.optim.adasum) on one CPU process: the
# parallel-context checks at construction (stand_alone, device_num, pipeline stages, optimizer shard), the optimizer
# type check, the state they keep, and the CPU backend's RuntimeError when called; plus nn.utils.no_init_parameters.
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn
from mindspore.nn.utils import no_init_parameters


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, "ok", r)
    except Exception as e:  # noqa: BLE001
        lines = [ln for ln in str(e).splitlines() if ln.strip() and not ln.startswith("---")]
        print(tag, type(e).__name__, lines[1] if lines and lines[0].startswith("- Kernel") else lines[:1])


print(nn.AdaSumByGradWrapCell is nn.optim.AdaSumByGradWrapCell, "AdaSumByDeltaWeightWrapCell" in nn.__all__)
net = nn.Dense(2, 2, weight_init="ones", bias_init="zeros")
opt = nn.Momentum(net.trainable_params(), 0.1, 0.9)
classes = (nn.AdaSumByGradWrapCell, nn.AdaSumByDeltaWeightWrapCell)
settings = [
    {},
    {"parallel_mode": "data_parallel"},
    {"parallel_mode": "semi_auto_parallel", "device_num": 8},
    {"parallel_mode": "semi_auto_parallel", "device_num": 24},
    {"parallel_mode": "auto_parallel", "device_num": 32, "pipeline_stages": 2},
    {"parallel_mode": "semi_auto_parallel", "device_num": 16, "enable_parallel_optimizer": True},
    {"parallel_mode": "semi_auto_parallel", "device_num": 16},
    {"parallel_mode": "auto_parallel", "device_num": 64},
]
for kw in settings:
    ms.reset_auto_parallel_context()
    ms.set_auto_parallel_context(**kw)
    for cls in classes:
        attempt(f"{cls.__name__} {kw}", lambda: type(cls(opt)).__name__)
    attempt("not optimizer", lambda: nn.AdaSumByGradWrapCell(net))

ms.set_auto_parallel_context(parallel_mode="semi_auto_parallel", device_num=16)
grads = tuple(Tensor(np.ones(p.shape, np.float32)) for p in opt.parameters)
for cls in classes:
    cell = cls(opt)
    print(cls.__name__, cell.parameters is opt.parameters, type(cell.grad_clone).__name__, len(cell.grad_clone))
    print(cell.sync_tensor.name, cell.sync_tensor.dtype, cell.sync_tensor.asnumpy().item(), cell.optimizer is opt)
    attempt(f"call {cls.__name__}", lambda: cell(grads))
    print("weights", net.weight.asnumpy().tolist())
print(nn.AdaSumByDeltaWeightWrapCell(opt).scale)
ms.reset_auto_parallel_context()

print(nn.no_init_parameters is no_init_parameters)  # init_param exists once any case has used the context
with no_init_parameters():
    print("inside", ms.Parameter.init_param)
    dense = nn.Dense(2, 1, weight_init="ones")
print("after", ms.Parameter.init_param)
try:
    with no_init_parameters():
        raise KeyError("x")
except KeyError:
    print("restored", ms.Parameter.init_param)
dense.init_parameters_data()
print(dense.weight.asnumpy().tolist())
