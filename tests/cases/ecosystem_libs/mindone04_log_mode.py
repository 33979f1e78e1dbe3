# Private names mindone 0.4.0 reaches: log._get_logger (its silence_mindspore_logger sets the level to ERROR and
# back) and context._get_mode.
import mindspore as ms
from mindspore import context, log

lg = log._get_logger()
# (the level read from GLOG_v depends on the environment: print only how it relates to get_level)
print(type(lg).__name__, lg.level == (int(ms.get_level()) + 1) * 10, lg.propagate, lg is log._get_logger())
print(ms.get_level() == log.get_level())
lg.setLevel("ERROR")
print(ms.get_level(), lg.level)
log.warning("hidden warning")
lg.setLevel(30)
print(ms.get_level(), lg.getEffectiveLevel())
print(context._get_mode(), context._get_mode() == context.PYNATIVE_MODE)
ms.set_context(mode=ms.GRAPH_MODE)
print(context._get_mode(), context._get_mode() == ms.GRAPH_MODE)
