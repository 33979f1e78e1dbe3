# mindspore._c_expression's MSContext (the C++ context MindFormers / ms_custom_ops query: device target, mode, SoC),
# ParamInfo and disable_multi_thread, on MindSpore's CPU build.
import mindspore as ms
from mindspore._c_expression import MSContext, ParamInfo, disable_multi_thread, ms_ctx_param

c = MSContext.get_instance()
print(type(c).__name__, c is MSContext.get_instance())
for k in ("device_target", "mode", "device_id", "max_call_depth"):
    print(k, repr(c.get_param(getattr(ms_ctx_param, k))))
ms.set_context(mode=ms.GRAPH_MODE, max_call_depth=500)
print(c.get_param(ms_ctx_param.mode), c.get_param(ms_ctx_param.max_call_depth))
c.set_param(ms_ctx_param.max_call_depth, 300)
print(ms.get_context("max_call_depth"))
ms.set_context(mode=ms.PYNATIVE_MODE)
print(c.get_param(ms_ctx_param.mode))
print(repr(c.get_ascend_soc_version()), c.get_backend_policy(), c.is_ascend_plugin_loaded())
print(c.is_pkg_support_device("CPU"), c.is_pkg_support_device("Ascend"), c.is_pkg_support_device("GPU"))
print(ms_ctx_param.mode, type(ms_ctx_param.mode).__name__)
try:
    c.get_param("mode")
except TypeError as e:
    print(type(e).__name__, str(e).splitlines()[0])
p = ParamInfo()
print(p.name, p.requires_grad, p.layerwise_parallel, p.parallel_optimizer, p.comm_fusion, p.key, p.param_strategy)
p.name = "w"
p.requires_grad = False
q = p.clone()
print(q.name, q.requires_grad, q is p, p.cache_enable, p.alias_name)
print(disable_multi_thread())
from mindspore._c_expression import _ms_memory_recycle  # noqa: E402

print(_ms_memory_recycle())
