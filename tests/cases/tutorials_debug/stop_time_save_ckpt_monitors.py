# r2.x train/callback tutorial: StopTimeMonitor (on_train_* names, f-string loss), SaveCkptMonitor (loss threshold, format spec), EarlyStopping/ReduceLROnPlateau verbose
import os
import time
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Callback, Model, LossMonitor, EarlyStopping, ReduceLROnPlateau

x = np.arange(40, dtype=np.float32).reshape(10, 4) / 20
y = (x.sum(axis=1, keepdims=True) * 0.5).astype(np.float32)


def make():
    return ds.NumpySlicesDataset({"data": x, "label": y}, shuffle=False).batch(2)


class StopTimeMonitor(Callback):
    def __init__(self, run_time):
        super(StopTimeMonitor, self).__init__()
        self.run_time = run_time

    def on_train_begin(self, run_context):
        cb_params = run_context.original_args()
        cb_params.init_time = time.time()

    def on_train_step_end(self, run_context):
        cb_params = run_context.original_args()
        epoch_num = cb_params.cur_epoch_num
        step_num = cb_params.cur_step_num
        loss = cb_params.net_outputs
        cur_time = time.time()
        if (cur_time - cb_params.init_time) > self.run_time:
            print(f"Stop after {self.run_time}s.")
            print(f"epoch: {epoch_num}, step: {step_num}, loss is {loss}")
            run_context.request_stop()


class SaveCkptMonitor(Callback):
    def __init__(self, loss):
        super(SaveCkptMonitor, self).__init__()
        self.loss = loss

    def on_train_step_end(self, run_context):
        cb_params = run_context.original_args()
        cur_loss = cb_params.net_outputs.asnumpy()
        if cur_loss < self.loss:
            file_name = f"./checkpoint/{cb_params.cur_epoch_num}_{cb_params.cur_step_num}.ckpt"
            ms.save_checkpoint(save_obj=cb_params.train_network, ckpt_file_name=file_name)
            print("Saved checkpoint, loss:{:8.7f}, current step num:{:4}.".format(cur_loss, cb_params.cur_step_num))


os.makedirs("./checkpoint", exist_ok=True)
net = nn.Dense(4, 1, weight_init="zeros", bias_init="zeros")
model = Model(net, nn.MSELoss(), nn.Momentum(net.trainable_params(), 0.05, 0.9))
model.train(2, make(), callbacks=[LossMonitor(5), StopTimeMonitor(0), SaveCkptMonitor(5.0)])
model.train(2, make(), callbacks=[LossMonitor(5), StopTimeMonitor(1000), SaveCkptMonitor(0.02)])
print(sorted(os.listdir("./checkpoint")))
net = nn.Dense(4, 1, weight_init="zeros", bias_init="zeros")
model = Model(net, nn.MSELoss(), nn.Momentum(net.trainable_params(), 0.05, 0.9))
model.train(3, make(), callbacks=[SaveCkptMonitor(0.05)])
print(len(os.listdir("./checkpoint")))

net = nn.Dense(4, 1, weight_init="zeros", bias_init="zeros")
opt = nn.Momentum(net.trainable_params(), 0.05, 0.9)
model = Model(net, nn.MSELoss(), opt, metrics={"mae": nn.MAE()})
es = EarlyStopping(monitor="eval_loss", patience=1, min_delta=10.0, verbose=True)
rl = ReduceLROnPlateau(monitor="eval_loss", patience=0, factor=0.5, min_delta=10.0, verbose=True)
model.fit(6, make(), make(), callbacks=[es, rl])
print(float(opt.learning_rate.asnumpy()))
try:
    EarlyStopping(monitor="mae", mode="foo")
except Exception as e:
    print(type(e).__name__, e)
