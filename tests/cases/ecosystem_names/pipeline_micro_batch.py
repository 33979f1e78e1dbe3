# nn.PipelineCell and nn.MicroBatchInterleaved (mindspore.nn.wrap.cell_wrapper) in one stand-alone CPU process:
# they slice the batch along axis 0 into micro-batches, run the network on each and add the outputs; the checks
# on their arguments, stage_config / segment_config, the divisibility of the batch and shard's refusal.
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.nn.wrap.cell_wrapper import MicroBatchInterleaved, PipelineCell


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, "ok", r)
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e).splitlines()[0] if str(e).strip() else "")


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")
        self.relu = nn.ReLU()

    def construct(self, x, y):
        return ops.reduce_sum(self.relu(self.fc(x)) * y)


print(PipelineCell is nn.PipelineCell, MicroBatchInterleaved is nn.MicroBatchInterleaved)
x = Tensor(np.arange(24, dtype=np.float32).reshape(8, 3) / 10)
y = Tensor(np.linspace(-1, 1, 16, dtype=np.float32).reshape(8, 2))
net = Net()
print("net", np.round(net(x, y).asnumpy(), 4))
for m in (1, 2, 4, 8):
    p = PipelineCell(net, m)
    print("pipeline", m, np.round(p(x, y).asnumpy(), 4), p.micro_size, len(p.micro_inputs), len(p.add_list))
for m in (1, 2, 4):
    mb = MicroBatchInterleaved(net, m)
    out = mb(x, y)
    print("interleaved", m, out.dtype, np.round(out.asnumpy(), 4), mb.interleave_num, len(mb.interleave_inputs))
print("default", MicroBatchInterleaved(net).interleave_num)
print([n for n, _ in PipelineCell(net, 2).cells_and_names()])
print([n for n, _ in PipelineCell(net, 2).parameters_and_names()])
print([n for n, _ in MicroBatchInterleaved(net, 2).parameters_and_names()])

# gradients through the micro-batches are those of the summed outputs
grad = ms.grad(PipelineCell(net, 4), grad_position=None, weights=net.trainable_params())
print("grads", [np.round(g.asnumpy(), 4).tolist() for g in grad(x, y)])

attempt("pipe odd", lambda: PipelineCell(net, 3)(x, y))
attempt("inter odd", lambda: MicroBatchInterleaved(net, 3)(x, y))
attempt("pipe net", lambda: PipelineCell(3, 2))
attempt("pipe size type", lambda: PipelineCell(net, 2.0))
attempt("pipe size 0", lambda: PipelineCell(net, 0))
attempt("pipe bool", lambda: PipelineCell(net, True).micro_size)
attempt("inter size type", lambda: MicroBatchInterleaved(net, "2"))
attempt("inter size 0", lambda: MicroBatchInterleaved(net, -1))
attempt("inter net", lambda: MicroBatchInterleaved(3, 2).interleave_num)
attempt("shard", lambda: PipelineCell(net, 2).shard(((1,),)))

p = PipelineCell(net, 2, stage_config={"fc": 1, "relu": 0})
print("stage", net.fc.pipeline_stage, net.relu.pipeline_stage)
attempt("stage bad", lambda: PipelineCell(Net(), 2, stage_config={"nope": 1}))
p = PipelineCell(net, 2, segment_config={"fc": 3})
print("segment", net.fc.pipeline_segment)
attempt("segment bad", lambda: PipelineCell(Net(), 2, segment_config={"nope": 1}))
