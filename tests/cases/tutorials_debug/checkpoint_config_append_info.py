# ModelCheckpoint/CheckpointConfig in the callback tutorial: append_info, keep max, duplicate prefix renaming, config errors, saved keys
import os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, CheckpointConfig, ModelCheckpoint, LossMonitor

x = np.arange(24, dtype=np.float32).reshape(6, 4) / 10
y = np.arange(6, dtype=np.float32).reshape(6, 1) / 10


def make():
    return ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=False).batch(2)


net = nn.Dense(4, 1, weight_init="ones", bias_init="zeros")
model = Model(net, nn.MSELoss(), nn.Momentum(net.trainable_params(), 0.01, 0.9))
cfg = CheckpointConfig(
    save_checkpoint_steps=2, keep_checkpoint_max=3, append_info=["epoch_num", "step_num", {"lr": 0.01, "tag": "abc"}]
)
print(
    cfg.save_checkpoint_steps,
    cfg.keep_checkpoint_max,
    cfg.save_checkpoint_seconds,
    cfg.keep_checkpoint_per_n_minutes,
    cfg.integrated_save,
    cfg.async_save,
)
print(cfg.append_dict)
print(cfg.get_checkpoint_policy())
ck = ModelCheckpoint(prefix="mnist", directory="./checkpoint", config=cfg)
model.train(2, make(), callbacks=[ck, LossMonitor(3)])
print(sorted(os.listdir("./checkpoint")))
pd = ms.load_checkpoint(ck.latest_ckpt_file_name)
for k in sorted(pd):
    v = pd[k]
    print(
        k,
        type(v).__name__,
        v.shape if hasattr(v, "shape") else "",
        v.asnumpy() if k in ("epoch_num", "step_num", "lr", "global_step") else "",
    )
ck2 = ModelCheckpoint(prefix="mnist", directory="./checkpoint", config=CheckpointConfig(save_checkpoint_steps=3))
model.train(1, make(), callbacks=[ck2])
print(sorted(f for f in os.listdir("./checkpoint") if f.endswith(".ckpt")))
print(os.path.basename(ck2.latest_ckpt_file_name))
for kw in [
    dict(save_checkpoint_steps=0),
    dict(save_checkpoint_steps=-1),
    dict(keep_checkpoint_max=0),
    dict(save_checkpoint_steps=None, save_checkpoint_seconds=None),
    dict(append_info=["foo"]),
    dict(append_info=[{"a": [1]}]),
    dict(save_checkpoint_steps=1.5),
]:
    try:
        c = CheckpointConfig(**kw)
        print("ok", kw, c.save_checkpoint_steps, c.keep_checkpoint_max)
    except Exception as e:
        print(type(e).__name__, e)
for kw in [dict(prefix="a/b"), dict(prefix=3), dict(directory=3), dict(config=3)]:
    try:
        ModelCheckpoint(**kw)
        print("ok", kw)
    except Exception as e:
        print(type(e).__name__, e)
