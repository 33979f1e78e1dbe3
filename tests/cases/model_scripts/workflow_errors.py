# errors in training workflows: missing checkpoint file, set_data shape mismatch, bad CheckpointConfig, export, wrong optimizer params
import os
import numpy as np
import mindspore as ms
import mindspore.nn as nn
import mindspore.ops as ops
from mindspore import Tensor, Parameter
from mindspore.train import CheckpointConfig, ModelCheckpoint


def attempt(tag, fn):
    try:
        r = fn()
        ms.runtime.synchronize()
        print(tag, "OK", r if not isinstance(r, Tensor) else r.shape)
    except Exception as e:
        print(tag, type(e).__name__, "|", str(e).replace(os.getcwd(), "CWD").split("\n")[0][:200])


attempt("load_missing", lambda: ms.load_checkpoint("does_not_exist.ckpt"))
attempt("load_missing_noext", lambda: ms.load_checkpoint("does_not_exist"))
open("bad.ckpt", "wb").write(b"not a checkpoint")
p = Parameter(Tensor(np.ones((2, 3), np.float32)), name="p")
attempt("set_data_shape", lambda: p.set_data(Tensor(np.ones((3, 2), np.float32))))
print(p.shape)
attempt("set_data_dtype", lambda: p.set_data(Tensor(np.ones((2, 3), np.int32))).dtype)
attempt("param_np", lambda: Parameter(np.ones(2, np.float32), name="np").dtype)
attempt("ckcfg_neg", lambda: CheckpointConfig(save_checkpoint_steps=-1))
attempt("ckcfg_both_zero", lambda: CheckpointConfig(save_checkpoint_steps=0, save_checkpoint_seconds=0).save_checkpoint_steps)
attempt("ckcfg_keep", lambda: CheckpointConfig(keep_checkpoint_max=0).keep_checkpoint_max)
attempt("ckpt_prefix_bad", lambda: ModelCheckpoint(prefix="a/b"))
attempt("ckpt_cfg_type", lambda: ModelCheckpoint(config="cfg"))
c = CheckpointConfig(save_checkpoint_steps=10, keep_checkpoint_max=3)
print(c.save_checkpoint_steps, c.keep_checkpoint_max, c.save_checkpoint_seconds, c.integrated_save, c.async_save)
attempt("save_bad_obj", lambda: ms.save_checkpoint(123, "x.ckpt"))
attempt("save_bad_name", lambda: ms.save_checkpoint([{"name": 1, "data": Tensor(1.0)}], "x.ckpt"))
attempt("export_fmt", lambda: ms.export(nn.Dense(2, 2), Tensor(np.ones((1, 2), np.float32)), file_name="net", file_format="PB"))
net = nn.Dense(2, 2)
attempt("opt_params_tensor", lambda: nn.SGD(Tensor([1.0]), learning_rate=0.1))
attempt("adam_beta", lambda: nn.Adam(net.trainable_params(), beta1=1.5))
attempt("wd_neg", lambda: nn.Momentum(net.trainable_params(), 0.1, 0.9, weight_decay=-1.0))
attempt("group_bad_key", lambda: nn.Momentum([{"params": net.trainable_params(), "foo": 1}], 0.1, 0.9))
attempt("loss_scale_neg", lambda: nn.Momentum(net.trainable_params(), 0.1, 0.9, loss_scale=0.0))
attempt("dense_act", lambda: nn.Dense(2, 2, activation="nope"))
attempt("dense_bad_weight", lambda: nn.Dense(2, 2, weight_init=Tensor(np.ones((3, 3), np.float32))))
attempt("seq_bad", lambda: nn.SequentialCell([nn.Dense(2, 2), "relu"]))
attempt("reduction_bad", lambda: nn.MSELoss(reduction="avg"))
attempt("lr_list_neg", lambda: nn.piecewise_constant_lr([2, 1], [0.1, 0.2]))
attempt("cosine_bad", lambda: nn.cosine_decay_lr(0.1, 0.01, 10, 2, 2))
attempt("warmup_zero", lambda: nn.warmup_lr(0.1, 4, 2, 0))
print(os.path.exists("x.ckpt"))
