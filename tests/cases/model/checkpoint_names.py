# ModelCheckpoint file names (prefix-epoch_step.ckpt), keep_checkpoint_max, save steps, prefix renaming on reuse, latest_ckpt_file_name.
import os
import tempfile

import numpy as np

import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import CheckpointConfig, Model, ModelCheckpoint

x = np.arange(24, dtype=np.float32).reshape(6, 4) / 10
y = np.array([[1.0], [0.0], [1.0], [0.5], [0.2], [0.3]], np.float32)


def data():
    return ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=False).batch(2)


net = nn.Dense(4, 1, weight_init="ones", bias_init="zeros")
model = Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), 0.01))
d = tempfile.mkdtemp()
ck = ModelCheckpoint(prefix="net", directory=d, config=CheckpointConfig(save_checkpoint_steps=2, keep_checkpoint_max=2))
model.train(2, data(), callbacks=[ck])
print(sorted(os.listdir(d)), os.path.basename(ck.latest_ckpt_file_name))
ck2 = ModelCheckpoint(prefix="net", directory=d)
model.train(1, data(), callbacks=[ck2])
print(sorted(os.listdir(d)), os.path.basename(ck2.latest_ckpt_file_name))
ck3 = ModelCheckpoint(prefix="net", directory=d, config=CheckpointConfig(save_checkpoint_steps=4))
model.train(2, data(), callbacks=[ck3])
print(sorted(f for f in os.listdir(d) if f.startswith("net_2")))
d2 = tempfile.mkdtemp()
ck4 = ModelCheckpoint(directory=d2, config=CheckpointConfig(save_checkpoint_steps=1, keep_checkpoint_max=10))
model.train(2, data(), callbacks=ck4)
print(sorted(os.listdir(d2)))
params = ms.load_checkpoint(os.path.join(d2, "CKP-2_3.ckpt"))
print(sorted(params.keys()))
print([round(v, 5) for v in params["weight"].asnumpy().reshape(-1).tolist()])
cfg = CheckpointConfig(save_checkpoint_steps=3, keep_checkpoint_max=0)
print(
    cfg.save_checkpoint_steps, cfg.save_checkpoint_seconds, cfg.keep_checkpoint_max, cfg.keep_checkpoint_per_n_minutes
)
cfg = CheckpointConfig(save_checkpoint_steps=0, save_checkpoint_seconds=10)
print(
    cfg.save_checkpoint_steps, cfg.save_checkpoint_seconds, cfg.keep_checkpoint_max, cfg.keep_checkpoint_per_n_minutes
)
print(sorted(CheckpointConfig().get_checkpoint_policy().items(), key=lambda kv: kv[0]))
for bad in (
    lambda: CheckpointConfig(save_checkpoint_steps=-1),
    lambda: CheckpointConfig(0, 0, 0, 0),
    lambda: ModelCheckpoint(prefix="a/b"),
    lambda: ModelCheckpoint(config={}),
    lambda: CheckpointConfig(append_info=["bad"]),
):
    try:
        bad()
    except Exception as e:  # noqa: BLE001
        print(type(e).__name__, e)
