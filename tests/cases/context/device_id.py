# When set_context(device_id=...) and set_device keep a new device id, and what get_context('device_id') and
# get_current_device() report: a nonzero id in effect cannot be changed to another nonzero one; set_device fixes
# (target, id) once.
import mindspore as ms
from mindspore import context


def attempt(tag, fn):
    try:
        fn()
        print(tag, "ok", end=" ")
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e).strip().splitlines()[0], end=" ")
    print(context.get_context("device_id"), ms.get_current_device())


attempt("set_context(device_id=0)", lambda: context.set_context(device_id=0))
attempt("set_context(device_id=1)", lambda: context.set_context(device_id=1))
attempt("set_context(device_id=1) again", lambda: context.set_context(device_id=1))
attempt("set_context(device_id=2)", lambda: context.set_context(device_id=2))
attempt("set_context(device_id=0) after 1", lambda: context.set_context(device_id=0))
attempt("set_context(device_id=3)", lambda: context.set_context(device_id=3))
attempt("set_context(device_target='CPU', device_id=4)", lambda: context.set_context(device_target="CPU", device_id=4))
attempt("set_device('CPU')", lambda: ms.set_device("CPU"))
attempt("set_device('CPU', 0)", lambda: ms.set_device("CPU", 0))
attempt("set_device('CPU', 2)", lambda: ms.set_device("CPU", 2))
attempt("set_context(device_id=5)", lambda: context.set_context(device_id=5))
attempt("set_device('CPU', -1)", lambda: ms.set_device("CPU", -1))
attempt("set_context(device_id=4096)", lambda: context.set_context(device_id=4096))
