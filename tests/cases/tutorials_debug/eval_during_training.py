# evaluate the model during training: EvalCallBack (1.x epoch_end) with epoch_per_eval dict, model.fit valid_frequency output, plot-free
import os
import numpy as np
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train.callback import Callback, LossMonitor, CheckpointConfig, ModelCheckpoint
from mindspore import Model
from mindspore.nn import Accuracy

rng = np.random.RandomState(5)
x = rng.randn(32, 4).astype(np.float32)
y = (x[:, 0] + 0.5 * x[:, 1] > 0).astype(np.int32)


def make(bs=8):
    return ds.NumpySlicesDataset({"image": x, "label": y}, shuffle=False).batch(bs)


class EvalCallBack(Callback):
    def __init__(self, model, eval_dataset, eval_per_epoch, epoch_per_eval):
        self.model = model
        self.eval_dataset = eval_dataset
        self.eval_per_epoch = eval_per_epoch
        self.epoch_per_eval = epoch_per_eval

    def epoch_end(self, run_context):
        cb_param = run_context.original_args()
        cur_epoch = cb_param.cur_epoch_num
        if cur_epoch % self.eval_per_epoch == 0:
            acc = self.model.eval(self.eval_dataset, dataset_sink_mode=False)
            self.epoch_per_eval["epoch"].append(cur_epoch)
            self.epoch_per_eval["acc"].append(acc["Accuracy"])
            print(acc)


net = nn.Dense(4, 2, weight_init="zeros", bias_init="zeros")
net_loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
net_opt = nn.Momentum(net.trainable_params(), 0.01, 0.9)
model = Model(net, net_loss, net_opt, metrics={"Accuracy": Accuracy()})
config_ck = CheckpointConfig(save_checkpoint_steps=4, keep_checkpoint_max=2)
ckpoint_cb = ModelCheckpoint(prefix="checkpoint_lenet", directory="./ckpt", config=config_ck)
epoch_per_eval = {"epoch": [], "acc": []}
eval_cb = EvalCallBack(model, make(), 2, epoch_per_eval)
model.train(4, make(), callbacks=[ckpoint_cb, LossMonitor(4), eval_cb], dataset_sink_mode=False)
print(epoch_per_eval)

print(sorted(os.listdir("./ckpt")))
print(os.path.basename(ckpoint_cb.latest_ckpt_file_name))

net2 = nn.Dense(4, 2, weight_init="zeros", bias_init="zeros")
model2 = Model(net2, net_loss, nn.Momentum(net2.trainable_params(), 0.01, 0.9), metrics={"accuracy"})
model2.fit(3, make(), make(), valid_frequency=2, callbacks=[LossMonitor(2)])
model2.fit(2, make(), make(), valid_frequency=[1, 2], callbacks=LossMonitor(4), dataset_sink_mode=False)
