# 1.x import paths used by the custom debugging tutorials
from mindspore.train.callback import Callback, LossMonitor, RunContext
from mindspore.train.callback import _InternalCallbackParam
from mindspore.train import Model
from mindspore import Model as M2

print(Model is M2, issubclass(LossMonitor, Callback), _InternalCallbackParam.__name__)
cb = _InternalCallbackParam()
cb.a = 1
print(cb, RunContext(cb).original_args().a)
try:
    from mindspore.train.serialization import _exec_save_checkpoint

    print("has", _exec_save_checkpoint.__name__)
except ImportError:
    print("ImportError")
