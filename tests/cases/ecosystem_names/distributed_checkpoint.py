# load_distributed_checkpoint / build_searched_strategy / _parse_ckpt_proto (mindspore.train.serialization) on one
# CPU process: strategy files in protobuf (mindspore.train.node_strategy_pb2) and JSON, the loading of one
# training device's checkpoint, the merging of two ranks' slices along the tensor map, a predict strategy's
# slice for rank 0, and the argument checks with MindSpore's errors.
import json
import os
import tempfile

import numpy as np

import mindspore as ms
from mindspore import Parameter, Tensor, nn
from mindspore.train import node_strategy_pb2 as pb
from mindspore.train.serialization import _parse_ckpt_proto, build_searched_strategy, load_distributed_checkpoint


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, "ok", r)
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e).replace(tmp, "TMP").splitlines()[0])


def strategy_file(path, layouts):
    m = pb.ParallelStrategyMap(current_stage=1)
    for name, (dev, tmap) in layouts.items():
        item = m.parallel_layout_item.add(param_name=name)
        lay = item.parallel_layouts
        lay.field, lay.opt_weight_shard_step, lay.opt_weight_shard_size = 0, 0, 0
        lay.dev_matrix.add().dim.extend(dev)
        lay.tensor_map.add().dim.extend(tmap)
        lay.param_split_shape.add()
        lay.indices_offset.add()
    with open(path, "wb") as f:
        f.write(m.SerializeToString())


print(
    ms.load_distributed_checkpoint is ms.parallel.load_distributed_checkpoint,
    ms.train.load_distributed_checkpoint is load_distributed_checkpoint,
)
print(
    ms.build_searched_strategy is ms.parallel.build_searched_strategy,
    ms.train.build_searched_strategy is build_searched_strategy,
)
tmp = tempfile.mkdtemp()
net = nn.Dense(4, 2, weight_init="zeros", bias_init="zeros")
w = np.arange(8, dtype=np.float32).reshape(2, 4)
b = np.array([0.5, -0.5], np.float32)

# one training device
one = os.path.join(tmp, "one.ckpt")
ms.save_checkpoint([{"name": "weight", "data": Tensor(w)}, {"name": "bias", "data": Tensor(b)}], one)
c = _parse_ckpt_proto(one, None, "AES-GCM", False)
print(
    type(c).__name__,
    [(v.tag, list(v.tensor.dims), v.tensor.tensor_type, len(v.tensor.tensor_content)) for v in c.value],
)
s1 = os.path.join(tmp, "s1.ckpt")
strategy_file(s1, {"weight": ([1], [-1, -1]), "bias": ([1], [-1])})
st = build_searched_strategy(s1)
print(
    sorted(st), type(st["weight"]).__name__, list(st["weight"].dev_matrix[0].dim), list(st["weight"].tensor_map[0].dim)
)
print(load_distributed_checkpoint(net, [one], None, s1))
print(net.weight.asnumpy().tolist(), net.bias.asnumpy().tolist())

# two ranks: the weight split along axis 0 (tensor map 0 on a device matrix of 2), the bias replicated
net2 = nn.Dense(4, 2, weight_init="zeros", bias_init="zeros")
files = []
for r in range(2):
    f = os.path.join(tmp, f"rank{r}.ckpt")
    ms.save_checkpoint([{"name": "weight", "data": Tensor(w[r : r + 1])}, {"name": "bias", "data": Tensor(b)}], f)
    files.append(f)
s2 = os.path.join(tmp, "s2.ckpt")
strategy_file(s2, {"weight": ([2], [1, -1]), "bias": ([2], [-1])})
s2b = os.path.join(tmp, "s2b.ckpt")
strategy_file(s2b, {"weight": ([2, 1], [1, -1]), "bias": ([2, 1], [-1])})
print(load_distributed_checkpoint(net2, files, None, s2b))
print(net2.weight.asnumpy().tolist(), net2.bias.asnumpy().tolist())

# a predict strategy: rank 0's half of the weight's columns
net3 = nn.Dense(4, 2, weight_init="zeros", bias_init="zeros")
net3.weight = Parameter(Tensor(np.zeros((2, 2), np.float32)), name="weight")
predict = {"weight": [[2], [-1, 0], [], 0, 0, ""], "bias": [[2], [-1], [], 0, 0, ""]}
print(load_distributed_checkpoint(net3, [one], predict, s1))
print(net3.weight.asnumpy().tolist(), net3.bias.asnumpy().tolist())

# JSON strategy
js = os.path.join(tmp, "s.json")
with open(js, "w") as f:
    json.dump(
        {
            "current_stage": 0,
            "parallel_layout_item": {
                "weight": {
                    "dev_matrix": [1],
                    "tensor_map": [-1, -1],
                    "field": 0,
                    "opt_weight_shard_step": 0,
                    "opt_weight_shard_size": 0,
                }
            },
        },
        f,
    )
sj = build_searched_strategy(js)
print(sorted(sj), list(sj["weight"].tensor_map[0].dim), sj["weight"].field, list(sj["weight"].param_split_shape[0].dim))
net4 = nn.Dense(4, 2, weight_init="zeros", bias_init="zeros")
print(load_distributed_checkpoint(net4, [one], None, js), net4.weight.asnumpy().sum(), net4.bias.asnumpy().tolist())
with open(os.path.join(tmp, "e.json"), "w") as f:
    json.dump({"current_stage": 0}, f)
print(build_searched_strategy(os.path.join(tmp, "e.json")), build_searched_strategy(None), build_searched_strategy(one))

open(os.path.join(tmp, "empty.ckpt"), "wb").close()
with open(os.path.join(tmp, "bad.ckpt"), "wb") as f:
    f.write(b"\xff\xff\xff\xff garbage")
attempt("strategy type", lambda: build_searched_strategy(3))
attempt("strategy missing", lambda: build_searched_strategy(os.path.join(tmp, "no.ckpt")))
attempt("strategy empty", lambda: build_searched_strategy(os.path.join(tmp, "empty.ckpt")))
attempt("strategy bad", lambda: build_searched_strategy(os.path.join(tmp, "bad.ckpt")))
attempt("parse missing", lambda: _parse_ckpt_proto(os.path.join(tmp, "no.ckpt"), None, "AES-GCM", False))
attempt("parse bad", lambda: _parse_ckpt_proto(os.path.join(tmp, "bad.ckpt"), None, "AES-GCM", False))
attempt("format", lambda: load_distributed_checkpoint(net, [one], format="npz"))
attempt("output format", lambda: load_distributed_checkpoint(net, [one], output_format="npz"))
attempt("st dir", lambda: load_distributed_checkpoint(net, format="safetensors"))
attempt("st files", lambda: load_distributed_checkpoint(net, [one], format="safetensors", unified_safetensors_dir=tmp))
attempt(
    "st strict",
    lambda: load_distributed_checkpoint(net, format="safetensors", unified_safetensors_dir=tmp, strict_load=True),
)
attempt("st dst", lambda: load_distributed_checkpoint(None, format="safetensors", unified_safetensors_dir=tmp))
attempt("network", lambda: load_distributed_checkpoint(3, [one]))
attempt("files none", lambda: load_distributed_checkpoint(net))
attempt("files str", lambda: load_distributed_checkpoint(net, one))
attempt("files empty", lambda: load_distributed_checkpoint(net, [os.path.join(tmp, "empty.ckpt")]))
attempt("files suffix", lambda: load_distributed_checkpoint(net, [js]))
attempt("predict type", lambda: load_distributed_checkpoint(net, [one], [1]))
attempt("predict field", lambda: load_distributed_checkpoint(net, [one], {"weight": [[1], [-1], [], 1]}))
attempt("predict short", lambda: load_distributed_checkpoint(net, [one], {"weight": [[1], [-1], []]}))
attempt("dec key", lambda: load_distributed_checkpoint(net, [one], None, s1, dec_key="k"))
attempt("dec mode", lambda: load_distributed_checkpoint(net, [one], None, s1, dec_mode=1))
attempt("no strategy", lambda: load_distributed_checkpoint(net, [one]))
attempt("count", lambda: load_distributed_checkpoint(net, [one], None, s2))
attempt("empty strategy", lambda: load_distributed_checkpoint(net, [one], None, os.path.join(tmp, "e.json")))
attempt("top level", lambda: ms.load_distributed_checkpoint(net, [one], None, s1))
attempt("top level empty", lambda: ms.load_distributed_checkpoint(net, [one], None, os.path.join(tmp, "e.json")))
attempt("top level count", lambda: ms.load_distributed_checkpoint(net, [one], None, s2))
