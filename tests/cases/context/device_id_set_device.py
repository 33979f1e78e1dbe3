# set_device with an explicit id after set_context(device_id=...): it takes over; a later set_device naming another
# id is refused; set_context(device_id=...) may then only repeat it (or give 0).
import mindspore as ms
from mindspore import context


def attempt(tag, fn):
    try:
        fn()
        print(tag, "ok", end=" ")
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e).strip().splitlines()[0], end=" ")
    print(context.get_context("device_id"), ms.get_current_device())


attempt("set_context(device_id=1)", lambda: context.set_context(device_id=1))
attempt("set_device('CPU', 2)", lambda: ms.set_device("CPU", 2))
attempt("set_device('CPU', 2) again", lambda: ms.set_device("CPU", 2))
attempt("set_device('CPU', 3)", lambda: ms.set_device("CPU", 3))
attempt("set_device('CPU')", lambda: ms.set_device("CPU"))
attempt("set_context(device_id=2)", lambda: context.set_context(device_id=2))
attempt("set_context(device_id=7)", lambda: context.set_context(device_id=7))
attempt("set_context(device_id=0)", lambda: context.set_context(device_id=0))
print(context.get_context("device_target"), ms.get_current_device().device_target)
