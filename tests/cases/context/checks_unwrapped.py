# set_context's jit_config checks, deterministic's environment variables, the unchecked set_context.__wrapped__, K_CONTEXT / _context() and _c_expression.security.
import os

import mindspore as ms
from mindspore import context
from mindspore._c_expression import security

print("security", security.enable_security())
for cfg in [{"jit_level": "O0"}, {"jit_level": "O2"}, {"jit_level": ""}, {"jit_level": "O3"}, {"backend": "GE"}, {"infer_boost": "on", "jit_level": "O1"}, {"infer_boost": "maybe"}]:
    try:
        ms.set_context(jit_config=cfg)
        print(cfg, "ok", context.get_jit_config())
    except Exception as e:
        print(cfg, "ERR", type(e).__name__, str(e)[:200])
ms.set_context(jit_config={"jit_level": "O0"})
for name in ("HCCL_DETERMINISTIC", "TE_PARALLEL_COMPILER"):
    os.environ.pop(name, None)
ms.set_context(deterministic="ON")
print("ON", os.getenv("HCCL_DETERMINISTIC"), os.getenv("TE_PARALLEL_COMPILER"), ms.get_context("deterministic"))
ms.set_context(deterministic="OFF")
print("OFF", os.getenv("HCCL_DETERMINISTIC"), os.getenv("TE_PARALLEL_COMPILER"), ms.get_context("deterministic"))
os.environ["HCCL_DETERMINISTIC"] = "strict"
ms.set_context(deterministic="ON")
print("strict", os.getenv("HCCL_DETERMINISTIC"), os.getenv("TE_PARALLEL_COMPILER"))
ms.set_context(deterministic="OFF")
print("OFF again", os.getenv("HCCL_DETERMINISTIC"), os.getenv("TE_PARALLEL_COMPILER"))
print("wrapped", hasattr(context.set_context, "__wrapped__"), context.set_context.__name__)
for kw in [dict(max_device_memory=1), dict(variable_memory_max_size=True), dict(device_id="0")]:
    try:
        context.set_context(**kw)
        print(kw, "ok")
    except Exception as e:
        print(kw, "ERR", type(e).__name__, str(e)[:200])
context.set_context.__wrapped__(max_device_memory="3GB")
context.set_context.__wrapped__(variable_memory_max_size="3GB")
print("unchecked ok")
ctx = context._context()
print("ctx", ctx is not None, context._context() is ctx, context.K_CONTEXT is ctx)
