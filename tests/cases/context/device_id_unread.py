# Before get_context('device_id') reads it, set_context(device_id=...) may change the id freely, and set_device
# without an id leaves it (get_current_device reports set_device's id, 0).
import mindspore as ms
from mindspore import context

context.set_context(device_id=1)
context.set_context(device_id=2)
context.set_context(device_id=0)
context.set_context(device_id=5)
ms.set_device("CPU")
print(ms.get_current_device())
context.set_context(device_id=3)
print(context.get_context("device_id"), ms.get_current_device())
try:
    context.set_context(device_id=4)
except TypeError as e:
    print(type(e).__name__, str(e).splitlines()[0])
print(context.get_context("device_id"), ms.get_current_device())
