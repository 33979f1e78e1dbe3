"""pyboost_inner_prim's implementations with no CPU kernel in MindSpore 2.10 (StackExt, EluExt, Roll): RuntimeError
'The kernel X unregistered.' with device_target 'CPU' (MindSpore reports it asynchronously, so a golden case cannot
pin it), the op's result with another target."""

import numpy as np
import pytest

import mindshim as ms
from mindshim import Tensor, ops
from mindshim.ops.auto_generate import pyboost_inner_prim as pb

X = np.array([[1.0, -2.0, 3.0], [-4.0, 5.0, -6.0]], np.float32)
CASES = [
    ("StackExt", lambda x: pb.stack_ext_impl((x, x), 1), lambda x: ops.stack((x, x), 1)),
    ("EluExt", lambda x: pb.elu_ext_impl(x, 0.5), lambda x: ms.mint.nn.functional.elu(x, 0.5)),
    ("Roll", lambda x: pb.roll_impl(x, (1,), (1,)), lambda x: ops.roll(x, (1,), (1,))),
]


@pytest.mark.parametrize("kernel, impl, op", CASES, ids=[c[0] for c in CASES])
def test_no_cpu_kernel(kernel, impl, op):
    with pytest.raises(RuntimeError, match=rf"^The kernel {kernel} unregistered\.$"):
        impl(Tensor(X))
    # another target: without CUDA set_context refuses 'GPU' (as MindSpore's CPU build does), so the context
    # record is given it directly (the op still runs on the CPU)
    from mindshim.context import _CTX

    with pytest.MonkeyPatch.context() as mp:
        mp.setitem(_CTX.values, "device_target", "GPU")
        np.testing.assert_array_equal(impl(Tensor(X)).asnumpy(), op(Tensor(X)).asnumpy())
