# mindspore.obfuscate_ckpt / load_obf_params_into_net: metadata drawn from numpy's generator, the obfuscated
# checkpoint's weights (the target_modules form, whose top-level targets match nothing, and an obf_config that
# names weights), the saved file names, and the argument checks.
import os

import numpy as np

import mindspore as ms
from mindspore import load_checkpoint, load_obf_params_into_net, nn, obfuscate_ckpt, save_checkpoint


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(4, 3)
        self.fc2 = nn.Dense(3, 2)
        self.blocks = nn.CellList([nn.Dense(2, 2), nn.Dense(2, 2)])

    def construct(self, x):
        return self.fc2(self.fc1(x))


def attempt(tag, fn):
    try:
        print(tag, fn())
    except Exception as e:  # noqa: BLE001 - the case prints MindSpore's exception
        print(tag, type(e).__name__, str(e).splitlines()[0])


ms.set_seed(0)
np.random.seed(0)
net = Net()
os.makedirs("ckpt", exist_ok=True)
os.makedirs("out", exist_ok=True)
save_checkpoint(net, "./ckpt/net.ckpt")
orig = {k: v.asnumpy() for k, v in load_checkpoint("./ckpt/net.ckpt").items()}

meta = obfuscate_ckpt(net, "./ckpt", target_modules=["", "fc1|fc2"], saved_path="./out")
print(meta, meta["obf_metadata"].dtype)
print(sorted(os.listdir("out")))
obf = load_checkpoint("./out/net_obf.ckpt")
print(sorted(obf), all(np.array_equal(obf[k].asnumpy(), orig[k]) for k in orig))

config = {
    "obf_metadata_config": [
        {"name": "obf_metadata", "shape": [1], "type": "random", "save_metadata": True, "metadata_op": "invert"}
    ],
    "weight_obf_config": [
        {"target": "fc1/weight", "weight_obf_ops": [{"name": "mul", "input_x": "weight", "input_y": "obf_metadata"}]},
        {"target": "fc2/bias", "weight_obf_ops": [{"name": "mul", "input_x": "weight", "input_y": "obf_metadata"}]},
    ],
    "network_obf_config": [
        {
            "module": "/",
            "target": "fc1",
            "insert_new_input": [{"name": "obf_metadata"}],
            "insert_ops": [{"name": "mul", "input_x": "weight", "input_y": "obf_metadata"}],
        }
    ],
}
meta = obfuscate_ckpt(net, "./ckpt", obf_config=config, saved_path="./out", obfuscate_scale=10)
obf = load_checkpoint("./out/net_obf.ckpt")
factor = 1 / meta["obf_metadata"].astype(np.float32)
print(meta)
for k in sorted(orig):
    ratio = obf[k].asnumpy() / np.where(orig[k] == 0, 1, orig[k])
    print(k, np.round(ratio.ravel()[:3], 2))
print(np.allclose(obf["fc1.weight"].asnumpy(), orig["fc1.weight"] * factor, rtol=1e-3))

meta = obfuscate_ckpt(net, "./ckpt", target_modules=["blocks", "0|1", "obfuscate_layers:2"], saved_path="./out")
print(meta)
new_net = Net()
load_checkpoint("./out/net_obf.ckpt", new_net)
print(load_obf_params_into_net(new_net, ["", "fc1|fc2"]) is new_net)
print(load_obf_params_into_net(new_net, obf_config=config) is new_net)

attempt("network", lambda: obfuscate_ckpt(3, "./ckpt", ["", "fc1"]))
attempt("dir type", lambda: obfuscate_ckpt(net, 3, ["", "fc1"]))
attempt("dir missing", lambda: obfuscate_ckpt(net, "./nope", ["", "fc1"]))
attempt("dir file", lambda: obfuscate_ckpt(net, "./ckpt/net.ckpt", ["", "fc1"]))
attempt("modules type", lambda: obfuscate_ckpt(net, "./ckpt", "fc1"))
attempt("modules short", lambda: obfuscate_ckpt(net, "./ckpt", ["fc1"]))
attempt("modules empty", lambda: obfuscate_ckpt(net, "./ckpt", ["", ""]))
attempt("modules chars", lambda: obfuscate_ckpt(net, "./ckpt", ["", "fc1,fc2"]))
attempt("modules none", lambda: obfuscate_ckpt(net, "./ckpt", ["", "fc9"]))
attempt("modules path", lambda: obfuscate_ckpt(net, "./ckpt", ["nope/x", "fc1"]))
attempt("layers fmt", lambda: obfuscate_ckpt(net, "./ckpt", ["blocks", "0", "layers:2"]))
attempt("scale", lambda: obfuscate_ckpt(net, "./ckpt", ["", "fc1"], saved_path="./out", obfuscate_scale=1))
attempt("config type", lambda: obfuscate_ckpt(net, "./ckpt", obf_config=[1]))
attempt("config key", lambda: obfuscate_ckpt(net, "./ckpt", obf_config={"nope": []}))
attempt("config empty", lambda: obfuscate_ckpt(net, "./ckpt", obf_config={}))
attempt(
    "config shape",
    lambda: obfuscate_ckpt(net, "./ckpt", obf_config={"obf_metadata_config": [{"name": "m"}], "weight_obf_config": []}),
)
attempt("load network", lambda: load_obf_params_into_net(3, ["", "fc1"]))
attempt("load dp", lambda: load_obf_params_into_net(net, ["", "fc1"], data_parallel_num=0))
attempt("load config", lambda: load_obf_params_into_net(net, obf_config={"network_obf_config": [{"target": "fc1"}]}))
