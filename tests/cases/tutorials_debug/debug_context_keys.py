# debug-related set_context keys and get_context values: save_graphs, save_graphs_path, print_file_path, pynative_synchronize, env vars
import os
import mindspore as ms
from mindspore import context
from mindspore import log as logger


def tryit(**kw):
    try:
        ms.set_context(**kw)
        print("ok", kw)
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0][:200])


tryit(save_graphs=True, save_graphs_path="./ir_files")
print(
    ms.get_context("save_graphs"),
    os.path.basename(ms.get_context("save_graphs_path")),
    os.path.isabs(ms.get_context("save_graphs_path")),
)
tryit(save_graphs=2)
print(ms.get_context("save_graphs"))
tryit(save_graphs=False)
print(ms.get_context("save_graphs"))
tryit(save_graphs=5)
tryit(save_graphs="yes")
tryit(pynative_synchronize=True)
print(ms.get_context("pynative_synchronize"))
tryit(print_file_path="./print.log")
tryit(max_call_depth=2000)
print(ms.get_context("max_call_depth"))
tryit(max_call_depth=-1)
tryit(check_bprop=True)
print(ms.get_context("check_bprop"))
tryit(enable_dump=True, save_dump_path=".")
try:
    ms.set_context(env_config_path="./no_such.json")
except ValueError as e:
    print(str(e).replace(os.getcwd(), "CWD"))
tryit(reserve_class_name_in_scope=False)
tryit(mode=context.GRAPH_MODE, device_target="CPU")
print(ms.get_context("mode"), ms.get_context("device_target"))
tryit(mode=5)
tryit(device_target="TPU")
tryit(foo_bar=1)
try:
    print(ms.get_context("foo_bar"))
except Exception as e:
    print(type(e).__name__, e)
print(context.get_context("device_id"))

logger.info("info message")
logger.warning("warn message")
print(type(logger.get_level()).__name__, sorted(logger.get_log_config().keys()))
tryit(save_graphs_path="")
tryit(print_file_path=".")
print(os.path.isdir("./ir_files"))
