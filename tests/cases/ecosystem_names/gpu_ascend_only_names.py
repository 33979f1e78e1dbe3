# Names MindNLP and model-zoo code reach that have no CPU kernel in MindSpore 2.10: the PyBoost
# flash_attention_score_impl object and ops.auto_generate.weight_quant_batch_matmul (RuntimeError 'The kernel X
# unregistered.'), and the GPU-only _inner_ops.PsROIPooling (attribute checks at construction, 'Unsupported op'
# when called). One call that fails per process: MindSpore reports a failed kernel's error again on later calls.
import numpy as np

from mindspore import Tensor
from mindspore.ops.auto_generate import weight_quant_batch_matmul
from mindspore.ops.auto_generate.pyboost_inner_prim import flash_attention_score_impl
from mindspore.ops.operations import _inner_ops as inner


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, "ok", r)
    except Exception as e:  # noqa: BLE001
        lines = [ln for ln in str(e).splitlines() if ln.strip() and not ln.startswith("---")]
        print(tag, type(e).__name__, lines[1] if lines and lines[0].startswith("- Kernel") else lines[:1])


print(callable(flash_attention_score_impl), callable(weight_quant_batch_matmul))
op = inner.PsROIPooling(pooled_height=7, pooled_width=7, num_rois=4, spatial_scale=1.0 / 16, out_dim=21, group_size=7)
print(op, op.pooled_height, op.num_rois, op.spatial_scale, op.out_dim, op.group_size)
attempt("height", lambda: inner.PsROIPooling(7.0, 7, 4, 0.5, 21, 7))
attempt("num_rois", lambda: inner.PsROIPooling(7, 7, 4.0, 0.5, 21, 7))
attempt("width", lambda: inner.PsROIPooling(7, "7", 4, 0.5, 21, 7))
attempt("scale", lambda: inner.PsROIPooling(7, 7, 4, 1, 21, 7))
attempt("out_dim", lambda: inner.PsROIPooling(7, 7, 4, 0.5, None, 7))
attempt("group", lambda: inner.PsROIPooling(7, 7, 4, 0.5, 21, 7.0))

q = Tensor(np.ones((1, 2, 4, 8), np.float16))
# the error surfaces when the result is read (MindSpore runs the kernel asynchronously)
attempt(
    "fa",
    lambda: str(
        flash_attention_score_impl(
            q, q, q, None, None, None, None, None, None, None, 2, 1.0, 1.0, 2147483647, 2147483647, 0, "BNSD", 0
        )
    )[:0],
)
