"""parallel._utils' helpers in a two-process data-parallel job (`torchrun --nproc_per_node=2 -m mindshim`): the
device number and rank come from the world group unless the context sets them, and the model zoo's train cell built
on _get_gradients_mean/_get_device_num averages the gradients over the ranks. (One process: parallel/parallel_utils.)"""

import os
import shutil
import subprocess
import sys

SCRIPT = """
import os

import numpy as np
from mindspore import Tensor, context, nn, ops
from mindspore.communication import init
from mindspore.context import ParallelMode
from mindspore.parallel._auto_parallel_context import auto_parallel_context
from mindspore.parallel._utils import _get_device_num, _get_global_rank, _get_gradients_mean, _get_parallel_mode

init()


def say(*parts):
    os.write(1, (" ".join(map(str, parts)) + "\\n").encode())  # one write: the ranks share the pipe


say("before", _get_parallel_mode(), _get_device_num(), _get_global_rank())
context.set_auto_parallel_context(parallel_mode=ParallelMode.DATA_PARALLEL, gradients_mean=True)
rank = _get_global_rank()
say("dp", rank, _get_device_num(), _get_gradients_mean(), auto_parallel_context().get_device_num_is_set())


class TrainStep(nn.TrainOneStepCell):
    def __init__(self, network, optimizer):
        super().__init__(network, optimizer)
        self.grad_reducer = ops.identity
        if _get_parallel_mode() in [ParallelMode.DATA_PARALLEL, ParallelMode.HYBRID_PARALLEL]:
            self.grad_reducer = nn.DistributedGradReducer(optimizer.parameters, _get_gradients_mean(), _get_device_num())

    def construct(self, *inputs):
        loss = self.network(*inputs)
        grads = self.grad(self.network, self.weights)(*inputs, ops.ones_like(loss))
        self.optimizer(self.grad_reducer(grads))
        return loss


net = nn.Dense(2, 1, weight_init="ones", bias_init="zeros")
step = TrainStep(nn.WithLossCell(net, nn.MSELoss()), nn.SGD(net.trainable_params(), 0.1))
x = Tensor(np.array([[1.0, 2.0]] if rank == 0 else [[3.0, 4.0]], np.float32))
step(x, Tensor(np.ones((1, 1), np.float32)))
say("weight", rank, np.round(net.weight.value().asnumpy().astype(np.float64), 4).tolist())
context.set_auto_parallel_context(device_num=8, global_rank=5)
say("set", rank, _get_device_num(), _get_global_rank(), auto_parallel_context().get_device_num_is_set())
"""


def test_helpers_under_two_processes(tmp_path):
    script = tmp_path / "dp_utils.py"
    script.write_text(SCRIPT)
    torchrun = shutil.which("torchrun", path=os.path.dirname(sys.executable)) or "torchrun"
    proc = subprocess.run(
        [torchrun, "--nproc_per_node=2", "-m", "mindshim", str(script)],
        capture_output=True,
        text=True,
        timeout=300,
        stdin=subprocess.DEVNULL,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    lines = sorted(proc.stdout.splitlines())
    # rank 0: out 3, dloss/dw = 2 (3 - 1) [1, 2] = [4, 8]; rank 1: out 7, 2 (7 - 1) [3, 4] = [36, 48];
    # mean [20, 28], SGD(0.1) from [1, 1]: [-1, -1.8] on both ranks
    assert lines == sorted(
        ["before stand_alone 1 0" for _ in (0, 1)]
        + [f"dp {r} 2 True False" for r in (0, 1)]
        + [f"weight {r} [[-1.0, -1.8]]" for r in (0, 1)]
        + [f"set {r} 8 5 True" for r in (0, 1)]
    ), proc.stdout
