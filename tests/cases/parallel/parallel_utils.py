# The parallel-context helpers model zoo code reads (parallel._utils, the auto_parallel_context object, the cost-model
# context) and the train cell pattern built on them: _get_parallel_mode/_get_gradients_mean/_get_device_num around
# DistributedGradReducer.
import numpy as np

import mindspore as ms
from mindspore import Tensor, context, nn, ops
from mindspore.context import ParallelMode
from mindspore.nn.wrap.cell_wrapper import _VirtualDatasetCell
from mindspore.parallel import _cost_model_context as cmc
from mindspore.parallel._auto_parallel_context import auto_parallel_context
from mindspore.parallel._utils import (
    _device_number_check,
    _get_device_num,
    _get_enable_parallel_optimizer,
    _get_global_rank,
    _get_gradients_mean,
    _get_parallel_mode,
    _get_parameter_broadcast,
    _get_pipeline_stages,
    _parameter_broadcast_check,
)
from mindspore.train.model import ParallelMode as ModelParallelMode


def attempt(tag, fn):
    try:
        print(tag, repr(fn()))
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e).splitlines()[0] if str(e).strip() else "")


def helpers(tag):
    print(
        tag,
        _get_parallel_mode(),
        _get_device_num(),
        _get_global_rank(),
        _get_gradients_mean(),
        _get_enable_parallel_optimizer(),
        _get_parameter_broadcast(),
        _get_pipeline_stages(),
    )


print(ParallelMode.MODE_LIST, ModelParallelMode is ParallelMode, ModelParallelMode.DATA_PARALLEL)
ctx = auto_parallel_context()
print(type(ctx).__name__, ctx is auto_parallel_context())
helpers("default")
print(ctx.get_device_num_is_set(), ctx.get_global_rank_is_set(), ctx.get_parameter_broadcast_is_set())
print(ctx.get_device_num(), ctx.get_global_rank(), ctx.get_gradient_fp32_sync(), ctx.get_loss_repeated_mean())
print(ctx.get_strategy_search_mode(), ctx.get_full_batch(), ctx.get_grad_accumulation_shard())
for key in (
    "pipeline_stages",
    "search_mode",
    "dataset_strategy",
    "enable_parallel_optimizer",
    "grad_accumulation_step",
    "optimizer_weight_shard_size",
    "strategy_ckpt_load_file",
    "sharding_propagation",
    "communi_parallel_mode",
):
    print(key, repr(context.get_auto_parallel_context(key)))

context.set_auto_parallel_context(parallel_mode=ParallelMode.DATA_PARALLEL, gradients_mean=True)
helpers("data_parallel")
context.set_auto_parallel_context(device_num=8, global_rank=3)
helpers("device_num=8")
print(ctx.get_device_num_is_set(), ctx.get_global_rank_is_set(), ctx.get_parallel_mode(), ctx.get_device_num())
ctx.set_gradients_mean(False)
ctx.set_pipeline_stages(2)
print(context.get_auto_parallel_context("gradients_mean"), context.get_auto_parallel_context("pipeline_stages"))
attempt("stages 0", lambda: ctx.set_pipeline_stages(0))
attempt("stages 1.5", lambda: ctx.set_pipeline_stages(1.5))
attempt("rank 5000", lambda: context.set_auto_parallel_context(global_rank=5000))
ctx.reset()
helpers("after reset")
print(ctx.get_device_num_is_set(), ctx.get_global_rank_is_set())
context.set_auto_parallel_context(parallel_mode="hybrid_parallel")
helpers("hybrid")
context.reset_auto_parallel_context()

attempt("device_check 1", lambda: _device_number_check("stand_alone", 1))
attempt("device_check 2", lambda: _device_number_check("stand_alone", 2))
attempt("device_check dp", lambda: _device_number_check("data_parallel", 2))
attempt("broadcast_check sa", lambda: _parameter_broadcast_check("stand_alone", True))
attempt("broadcast_check dp", lambda: _parameter_broadcast_check("data_parallel", True))
attempt("broadcast_check auto", lambda: _parameter_broadcast_check("auto_parallel", False))

# the cost-model context
for key in (
    "device_memory_capacity",
    "costmodel_alpha",
    "costmodel_beta",
    "costmodel_gamma",
    "run_phase",
    "costmodel_communi_threshold",
    "costmodel_allreduce_fusion_tail_percent",
):
    print(key, repr(cmc.get_cost_model_context(key)))
print(cmc._get_multi_subgraphs())
cmc._set_multi_subgraphs()
print(cmc._get_multi_subgraphs())
cmc.set_cost_model_context(costmodel_alpha=2.5, run_phase=1, costmodel_communi_bias=0.0)
print(cmc.get_cost_model_context("costmodel_alpha"), cmc.get_cost_model_context("run_phase"))
for kwargs in (
    {"foo": 1},
    {"costmodel_alpha": -1.0},
    {"costmodel_alpha": 1},
    {"costmodel_gamma": 2.5},
    {"costmodel_communi_const": -1.0},
    {"run_phase": 3},
    {"run_phase": 1.0},
    {"run_phase": True},
    {"device_memory_capacity": True},
):
    attempt(kwargs, lambda: cmc.set_cost_model_context(**kwargs))
attempt("get bar", lambda: cmc.get_cost_model_context("bar"))
cmc.reset_cost_model_context()
print(
    cmc.get_cost_model_context("costmodel_alpha"), cmc.get_cost_model_context("run_phase"), cmc._get_multi_subgraphs()
)


# the model zoo's train cell: a reducer only in data/hybrid parallel, its mean and degree from the helpers
class TrainStep(nn.TrainOneStepCell):
    def __init__(self, network, optimizer):
        super().__init__(network, optimizer)
        self.parallel_mode = _get_parallel_mode()
        self.reducer_flag = self.parallel_mode in [ParallelMode.DATA_PARALLEL, ParallelMode.HYBRID_PARALLEL]
        self.grad_reducer = ops.identity
        if self.reducer_flag:
            mean = _get_gradients_mean()
            degree = _get_device_num()
            self.grad_reducer = nn.DistributedGradReducer(optimizer.parameters, mean, degree)

    def construct(self, *inputs):
        loss = self.network(*inputs)
        grads = self.grad(self.network, self.weights)(*inputs, ops.ones_like(loss))
        grads = self.grad_reducer(grads)
        self.optimizer(grads)
        return loss


net = nn.Dense(2, 1, weight_init="ones", bias_init="zeros")
step = TrainStep(nn.WithLossCell(net, nn.MSELoss()), nn.SGD(net.trainable_params(), 0.1))
x, y = Tensor(np.array([[1.0, 2.0], [3.0, 4.0]], np.float32)), Tensor(np.ones((2, 1), np.float32))
print(step.reducer_flag, step(x, y), step(x, y), net.weight.value())

# _VirtualDatasetCell: no parameter prefix; the marker runs only inside a graph
vnet = nn.Dense(2, 1, weight_init="ones", bias_init="zeros")
wrapped = _VirtualDatasetCell(vnet)
print([p.name for p in wrapped.trainable_params()])
attempt("virtual pynative", lambda: type(wrapped(x)).__name__)
ms.set_context(mode=ms.GRAPH_MODE)
print(wrapped(x))
