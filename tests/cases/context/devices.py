# Device names MindSpore accepts on every build: Tensor(device=...) takes only 'CPU' / 'meta', Parameter(device=...)
# only 'CPU' / 'Remote', Tensor.move_to only the context's target or 'CPU'; set_device / set_context with 'CPU'.
import numpy as np
import mindspore as ms
from mindspore import Tensor, context


def attempt(tag, fn):
    try:
        r = fn()
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e).strip().splitlines()[0] if str(e).strip() else "")
        return
    print(tag, r if not isinstance(r, Tensor) else f"Tensor {r.dtype} {r.device}")


def report(tag):
    print(tag, context.get_context("device_target"), context.get_context("device_id"), ms.get_current_device())


a = np.ones(2, np.float32)
report("start")
for dev in ("CPU", None, "Ascend", "GPU", "cpu", "Ascend:0", "CPU:0", "npu", "cuda"):
    attempt(f"Tensor(device={dev!r})", lambda d=dev: Tensor(a, device=d))
attempt("ms.tensor(device='Ascend')", lambda: ms.tensor([1.0], device="Ascend"))
attempt("ms.tensor(device='CPU')", lambda: ms.tensor([1.0], device="CPU"))
attempt("Tensor(device='CPU').device", lambda: Tensor(a, device="CPU").device)
for dev in ("CPU", "Remote", "Ascend", "GPU"):
    attempt(f"Parameter(device={dev!r})", lambda d=dev: ms.Parameter(Tensor(a), name="p", device=d))
attempt("move_to CPU", lambda: Tensor(a).move_to("CPU"))
attempt("move_to Ascend", lambda: Tensor(a).move_to("Ascend"))
attempt("move_to GPU", lambda: Tensor(a).move_to("GPU"))
attempt("move_to cpu", lambda: Tensor(a).move_to("cpu"))
report("after tensors")
attempt("set_context CPU", lambda: context.set_context(device_target="CPU"))
report("after set_context CPU")
attempt("set_context TPU", lambda: context.set_context(device_target="TPU"))
attempt("set_device TPU", lambda: ms.set_device("TPU"))
attempt("set_device CPU 1", lambda: ms.set_device("CPU", 1))
report("after set_device CPU 1")
print(type(ms.get_current_device()).__name__, ms.get_current_device().device_target, ms.get_current_device().device_id)
