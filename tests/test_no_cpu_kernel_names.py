"""Names with no CPU kernel in MindSpore 2.10 fail as there (texts recorded from MindSpore, each in a fresh process:
it repeats a failed kernel's error on later calls, so they are not in one golden case)."""

import numpy as np
import pytest

import mindshim as ms
from mindshim.ops.auto_generate import weight_quant_batch_matmul
from mindshim.ops.operations import _inner_ops as inner


def test_weight_quant_batch_matmul_has_no_cpu_kernel():
    x = ms.Tensor(np.ones((2, 4), np.float16))
    w = ms.Tensor(np.ones((4, 2), np.int8))
    with pytest.raises(RuntimeError, match=r"^The kernel WeightQuantBatchMatmul unregistered\.$"):
        weight_quant_batch_matmul(x, w, ms.Tensor(np.ones((2,), np.float16)))


def test_ps_roi_pooling_call_is_unsupported_on_cpu():
    op = inner.PsROIPooling(pooled_height=2, pooled_width=2, num_rois=2, spatial_scale=1.0, out_dim=1, group_size=2)
    x = ms.Tensor(np.zeros((1, 4, 4, 4), np.float32))
    rois = ms.Tensor(np.zeros((1, 5, 2), np.float32))
    with pytest.raises(RuntimeError, match=r"Unsupported op \[PsROIPooling\] on CPU, Please confirm"):
        op(x, rois)
