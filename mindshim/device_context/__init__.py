"""`mindspore.device_context`: per-device settings (`cpu.op_tuning.threads_num`, `gpu.op_precision.*`, `ascend.*`)."""

from .. import _api
from . import ascend, cpu, gpu

__all__ = _api.names(__name__)
