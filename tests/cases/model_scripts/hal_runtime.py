# device/runtime queries a script makes on CPU: ms.hal, ms.runtime, context getters, get_seed, version info
import mindspore as ms
from mindspore import context

print(ms.get_context("device_target"), context.get_context("mode") == context.PYNATIVE_MODE)
ms.set_context(device_target="CPU")
print(ms.get_context("device_id"), ms.get_context("max_call_depth"))
print(ms.hal.is_available("CPU"), ms.hal.device_count("CPU") >= 1 if hasattr(ms.hal, "device_count") else None)
print(ms.hal.is_initialized("CPU") in (True, False))
print(ms.get_seed())
ms.set_seed(7)
print(ms.get_seed())
print(ms.__version__.split(".")[0])
print(ms.GRAPH_MODE, ms.PYNATIVE_MODE, context.GRAPH_MODE)
ms.set_context(mode=ms.GRAPH_MODE)
print(ms.get_context("mode"))
ms.set_context(mode=ms.PYNATIVE_MODE)
print(ms.get_context("mode"))
ms.runtime.set_cpu_affinity(False) if hasattr(ms.runtime, "set_cpu_affinity") else None
print(hasattr(ms.runtime, "synchronize"), hasattr(ms.hal, "Stream"))
ms.runtime.synchronize()
print(context.get_auto_parallel_context("parallel_mode"), context.get_auto_parallel_context("device_num"))
context.set_auto_parallel_context(gradients_mean=True)
print(context.get_auto_parallel_context("gradients_mean"))
context.reset_auto_parallel_context()
print(context.get_auto_parallel_context("gradients_mean"))
print(ms.get_context("save_graphs"))
