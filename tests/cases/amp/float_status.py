# FloatStatus and the NPU float-status primitives on MindSpore's CPU backend (their checks, then no kernel), and the
# model zoo's loss-scale train cell that picks them by device_target: on 'CPU' it takes the NPU path and fails there.
import numpy as np

import mindspore as ms
from mindspore import Parameter, Tensor, nn, ops
from mindspore import dtype as mstype
from mindspore.ops import composite as C
from mindspore.ops import functional as F
from mindspore.ops import operations as P
from mindspore.parallel._utils import _get_parallel_mode
from mindspore.train.model import ParallelMode


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, type(r).__name__, r)
    except Exception as e:  # noqa: BLE001
        lines = [ln for ln in str(e).splitlines() if ln.strip() and not ln.startswith("---")]
        print(tag, type(e).__name__, lines[1] if lines and lines[0].startswith("- Kernel") else lines[:1])


print(ops.FloatStatus is P.FloatStatus, ops.NPUGetFloatStatus is P.NPUGetFloatStatus)
print(ops.NPUAllocFloatStatus is P.NPUAllocFloatStatus, ops.NPUClearFloatStatus is P.NPUClearFloatStatus)
fs = P.FloatStatus()
print(fs.name, type(fs).__name__)
for dt in (np.float16, np.float32, np.float64, np.int32, np.bool_):
    attempt(f"FloatStatus {np.dtype(dt).name}", lambda: fs(Tensor(np.array([1, 0], dt))))
attempt("FloatStatus inf", lambda: fs(Tensor(np.array([1.0, np.inf], np.float32))))
for v in (1.0, 3, None):
    attempt(f"FloatStatus {v!r}", lambda: fs(v))
attempt("FloatStatus 2 inputs", lambda: fs(Tensor([1.0]), Tensor([1.0])))
attempt("NPUAllocFloatStatus", lambda: P.NPUAllocFloatStatus()())
attempt("NPUAllocFloatStatus arg", lambda: P.NPUAllocFloatStatus()(Tensor([1.0])))
for cls in (P.NPUGetFloatStatus, P.NPUClearFloatStatus):
    for v in (
        Tensor(np.zeros(8, np.float32)),
        Tensor(np.zeros(8, np.float16)),
        Tensor(np.zeros(8, np.int32)),
        Tensor(np.zeros(8, np.float64)),
        Tensor(np.zeros((2, 4), np.float32)),
        Tensor(0.0),
        2.0,
    ):
        attempt(cls.__name__, lambda: cls()(v))

grad_scale = C.MultitypeFuncGraph("grad_scale")
_grad_overflow = C.MultitypeFuncGraph("_grad_overflow")
grad_overflow = P.FloatStatus()


@grad_scale.register("Tensor", "Tensor")
def tensor_grad_scale(scale, grad):
    return grad * ops.reciprocal(scale)


@_grad_overflow.register("Tensor")
def _tensor_grad_overflow(grad):
    return grad_overflow(grad)


class TrainOneStepWithLossScaleCell(nn.Cell):
    def __init__(self, network, optimizer, scale_update_cell=None):
        super().__init__(auto_prefix=False)
        self.network = network
        self.network.set_grad()
        self.weights = optimizer.parameters
        self.optimizer = optimizer
        self.grad = C.GradOperation(get_by_list=True, sens_param=True)
        self.reducer_flag = _get_parallel_mode() in [ParallelMode.DATA_PARALLEL, ParallelMode.HYBRID_PARALLEL]
        self.grad_reducer = F.identity
        self.cast = P.Cast()
        self.gpu_target = ms.get_context("device_target") == "GPU"
        if self.gpu_target:
            self.float_status = P.FloatStatus()
            self.addn = P.AddN()
            self.reshape = P.Reshape()
        else:
            self.alloc_status = P.NPUAllocFloatStatus()
            self.get_status = P.NPUGetFloatStatus()
            self.clear_before_grad = P.NPUClearFloatStatus()
        self.reduce_sum = P.ReduceSum(keep_dims=False)
        self.base = Tensor(1, mstype.float32)
        self.less_equal = P.LessEqual()
        self.hyper_map = C.HyperMap()
        self.loss_scaling_manager = scale_update_cell
        self.loss_scale = Parameter(Tensor(scale_update_cell.get_loss_scale(), dtype=mstype.float32))

    def construct(self, x, y):
        loss = self.network(x, y)
        scaling_sens = self.loss_scale
        init = False
        if not self.gpu_target:
            init = self.alloc_status()
            init = F.depend(init, loss)
            clear_status = self.clear_before_grad(init)
            scaling_sens = F.depend(scaling_sens, clear_status)
        grads = self.grad(self.network, self.weights)(x, y, self.cast(scaling_sens, mstype.float32))
        grads = self.hyper_map(F.partial(grad_scale, scaling_sens), grads)
        grads = self.grad_reducer(grads)
        if not self.gpu_target:
            init = F.depend(init, grads)
            get_status = self.get_status(init)
            init = F.depend(init, get_status)
            flag_sum = self.reduce_sum(init, (0,))
        else:
            flag_sum = self.hyper_map(F.partial(_grad_overflow), grads)
            flag_sum = self.addn(flag_sum)
            flag_sum = self.reshape(flag_sum, (()))
        cond = self.less_equal(self.base, flag_sum)
        overflow = self.loss_scaling_manager(self.loss_scale, cond)
        if not overflow:
            self.optimizer(grads)
        return (loss, cond, scaling_sens)


net = nn.Dense(2, 1, weight_init="ones", bias_init="zeros")
loss_net = nn.WithLossCell(net, nn.MSELoss())
manager = nn.DynamicLossScaleUpdateCell(loss_scale_value=2**10, scale_factor=2, scale_window=2)
cell = TrainOneStepWithLossScaleCell(loss_net, nn.SGD(net.trainable_params(), 0.1), manager)
print(cell.gpu_target, cell.reducer_flag, type(cell.grad_reducer).__name__)
x, y = Tensor(np.array([[1.0, 2.0]], np.float32)), Tensor(np.ones((1, 1), np.float32))
attempt("train step", lambda: cell(x, y))
print(net.weight.value(), cell.loss_scale.value())
