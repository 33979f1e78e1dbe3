# set_device with an explicit id wins over a later set_context(device_id=...) (the call is accepted and dropped).
import mindspore as ms
from mindspore import context

ms.set_device("CPU", 1)
context.set_context(device_id=2)
print(ms.get_current_device())
print(context.get_context("device_id"), ms.get_current_device())
context.set_context(device_id=1)
try:
    context.set_context(device_id=3)
except TypeError as e:
    print(type(e).__name__, str(e).splitlines()[0])
