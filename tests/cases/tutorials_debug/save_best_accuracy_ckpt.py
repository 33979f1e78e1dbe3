# r1.x custom_debugging_info: SaveCallback saving best-accuracy checkpoint on step_end / on_train_epoch_end with model.eval
import os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train.callback import Callback
from mindspore.train.serialization import save_checkpoint, load_checkpoint
from mindspore import Model
from mindspore.nn import Accuracy

ms.set_seed(2)
rng = np.random.RandomState(0)
x = rng.randn(24, 4).astype(np.float32)
y = (x[:, 0] > 0).astype(np.int32)


def make(bs=8):
    return ds.NumpySlicesDataset({"image": x, "label": y}, shuffle=False).batch(bs)


class SaveCallback(Callback):
    def __init__(self, eval_model, ds_eval):
        super(SaveCallback, self).__init__()
        self.model = eval_model
        self.ds_eval = ds_eval
        self.acc = 0

    def step_end(self, run_context):
        cb_params = run_context.original_args()
        result = self.model.eval(self.ds_eval)
        print("result", result)
        if result["accuracy"] > self.acc:
            self.acc = result["accuracy"]
            file_name = str(self.acc) + ".ckpt"
            save_checkpoint(save_obj=cb_params.train_network, ckpt_file_name=file_name)
            print("Save the maximum accuracy checkpoint,the accuracy is", self.acc)


net = nn.Dense(4, 2, weight_init="zeros", bias_init="zeros")
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), 0.1, 0.9)
model = Model(net, loss, opt, metrics={"accuracy": Accuracy()})
model.train(1, make(), callbacks=[SaveCallback(model, make())], dataset_sink_mode=False)
print(sorted(f for f in os.listdir(".") if f.endswith(".ckpt")))
pd = load_checkpoint(sorted(f for f in os.listdir(".") if f.endswith(".ckpt"))[-1])
print(sorted(pd.keys()))
for k in sorted(pd):
    print(k, pd[k].shape, pd[k].dtype)


class BestEpoch(Callback):
    def __init__(self, model, ds_eval):
        super().__init__()
        self.model, self.ds_eval, self.best = model, ds_eval, -1.0

    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        acc = self.model.eval(self.ds_eval, dataset_sink_mode=False)["acc"]
        print("epoch", cb.cur_epoch_num, "acc", acc)
        if acc > self.best:
            self.best = acc
            ms.save_checkpoint(cb.network, "best.ckpt")
            print("saved best", self.best)


net = nn.Dense(4, 2, weight_init="zeros", bias_init="zeros")
model = Model(net, loss, nn.SGD(net.trainable_params(), 0.5), metrics={"acc"})
model.train(3, make(), callbacks=BestEpoch(model, make()))
print(sorted(ms.load_checkpoint("best.ckpt").keys()))
