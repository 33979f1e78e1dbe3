# cb_params fields during train/eval: names, type names, values (train and eval), custom field added in begin survives, print of list_callback
import numpy as np
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Callback, Model, LossMonitor

x = np.arange(32, dtype=np.float32).reshape(8, 4) / 10
y = (np.arange(8) % 2).astype(np.int32)


def make():
    return ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=False).batch(4)


class Show(Callback):
    def on_train_begin(self, run_context):
        cb = run_context.original_args()
        for k in sorted(cb.keys()):
            v = cb[k]
            print("train", k, type(v).__name__)
        cb.my_field = "hello"
        print("epoch_num", cb.epoch_num, "batch_num", cb.batch_num, "mode", cb.mode, "device", cb.device_number)
        print("parallel", cb.parallel_mode, "dataset_sink_mode", cb.dataset_sink_mode, "cur_step", cb.cur_step_num)
        print(cb.optimizer is opt, cb.loss_fn is loss, cb.train_network is model.train_network)

    def on_train_step_end(self, run_context):
        cb = run_context.original_args()
        print("step", cb.cur_epoch_num, cb.cur_step_num, cb.my_field, cb.net_outputs.dtype, cb.net_outputs.shape)

    def on_eval_begin(self, run_context):
        cb = run_context.original_args()
        for k in sorted(cb.keys()):
            print("eval", k, type(cb[k]).__name__)

    def on_eval_step_end(self, run_context):
        cb = run_context.original_args()
        print("eval step", cb.cur_step_num, type(cb.net_outputs).__name__, len(cb.net_outputs))

    def on_eval_end(self, run_context):
        cb = run_context.original_args()
        print("eval end", cb.metrics)


net = nn.Dense(4, 2, weight_init="ones", bias_init="zeros")
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.SGD(net.trainable_params(), 0.01)
model = Model(net, loss, opt, metrics={"acc"})
model.train(1, make(), callbacks=[Show(), LossMonitor(1)])
print(model.eval(make(), callbacks=[Show()]))
