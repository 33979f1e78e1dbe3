# needs: no-cuda
# set_context / set_device with 'GPU' or 'Ascend' where no accelerator is present: MindSpore's CPU build raises
# RuntimeError (mindshim warns once on stderr and runs on the CPU) and neither keeps the target nor the device_id.
import numpy as np
import mindspore as ms
from mindspore import Tensor, context


def report(tag):
    t = Tensor(np.ones(2, np.float32))
    print(
        tag, context.get_context("device_target"), context.get_context("device_id"), ms.get_current_device(), t.device
    )


def refused(fn):
    try:
        fn()
    except RuntimeError:
        pass  # MindSpore's CPU build: "Unsupported device target ..."


report("start")
refused(lambda: context.set_context(device_target="GPU"))
report("set_context GPU")
refused(lambda: context.set_context(device_target="Ascend", device_id=1))
report("set_context Ascend, device_id 1")
refused(lambda: context.set_context(device_target="Davinci"))
report("set_context Davinci")
refused(lambda: ms.set_device("Ascend"))
report("set_device Ascend")
refused(lambda: ms.set_device("GPU", 2))
report("set_device GPU 2")
print((Tensor(np.ones(2, np.float32)) * 2).asnumpy())
try:
    Tensor(np.ones(2, np.float32)).move_to("Ascend")
except RuntimeError as e:
    print("move_to Ascend", type(e).__name__, str(e).splitlines()[0])
refused(lambda: context.set_context(device_target="CPU"))
report("set_context CPU")
