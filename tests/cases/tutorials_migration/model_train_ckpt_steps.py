# Network debugging with Model.train: fixed seed, shuffle off, per-step loss via LossMonitor, checkpoints each step compared
import os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, CheckpointConfig, ModelCheckpoint

ms.set_seed(0)
ds.config.set_seed(0)
data = np.arange(24, dtype=np.float32).reshape(8, 3) / 24
label = (data.sum(axis=1, keepdims=True) > 0.8).astype(np.float32)
dataset = ds.NumpySlicesDataset({"x": data, "y": label}, shuffle=False).batch(4)
print(dataset.get_dataset_size(), dataset.output_shapes(), dataset.output_types())
net = nn.Dense(3, 1, weight_init="ones", bias_init="zeros")
model = Model(net, loss_fn=nn.MSELoss(), optimizer=nn.SGD(net.trainable_params(), 0.1))
cfg = CheckpointConfig(save_checkpoint_steps=1, keep_checkpoint_max=5)
ckpt_cb = ModelCheckpoint(prefix="dbg", directory="ckpt_dbg", config=cfg)
model.train(2, dataset, callbacks=[LossMonitor(1), ckpt_cb], dataset_sink_mode=False)
files = sorted(f for f in os.listdir("ckpt_dbg") if f.endswith(".ckpt"))
print(files)
c1 = ms.load_checkpoint(os.path.join("ckpt_dbg", files[0]))
c2 = ms.load_checkpoint(os.path.join("ckpt_dbg", files[1]))
print(sorted(c1.keys()))
for k in ("weight", "bias"):
    print(k, c1[k].asnumpy(), np.allclose(c1[k].asnumpy(), c2[k].asnumpy()))
print(model.eval(dataset, dataset_sink_mode=False) if False else net.weight.asnumpy())
