# ModelCheckpoint's file set: in GRAPH_MODE the first step_end writes {prefix}-graph.meta (mode 0600, once per
# callback, before any checkpoint; a renamed prefix gets its own), in PyNative mode no meta file. The meta is an
# anf_ir ModelProto: its graph's inputs and parameters (name, shape, element type) are printed, sorted.
import os

import numpy as np

import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import CheckpointConfig, Model, ModelCheckpoint


def fields(buf):
    """(field number, wire type, value) of one protobuf message."""
    out, i = [], 0
    while i < len(buf):
        key, i = varint(buf, i)
        num, wt = key >> 3, key & 7
        if wt == 0:
            v, i = varint(buf, i)
        elif wt == 2:
            n, i = varint(buf, i)
            v, i = buf[i : i + n], i + n
        elif wt == 1:
            v, i = buf[i : i + 8], i + 8
        else:
            v, i = buf[i : i + 4], i + 4
        out.append((num, wt, v))
    return out


def varint(buf, i):
    shift = res = 0
    while True:
        b = buf[i]
        i += 1
        res |= (b & 0x7F) << shift
        shift += 7
        if not b & 0x80:
            return res, i


def meta_params(path):
    with open(path, "rb") as f:
        model = fields(f.read())
    print("ir_version", [v for n, _, v in model if n == 1])
    graph = [v for n, _, v in model if n == 4][0]
    params = []
    for n, _, v in fields(graph):
        if n == 3:
            p = dict((k, val) for k, _, val in fields(v))
            typ = dict((k, val) for k, _, val in fields(p[2]))
            tensor = dict((k, val) for k, _, val in fields(typ[2]))
            dims = [dict((a, b) for a, _, b in fields(d))[1] for _, _, d in fields(tensor.get(2, b""))]
            params.append((p[1].decode(), typ[1], tensor[1], dims))
    outputs = [n for n, _, _ in fields(graph) if n == 4]
    return sorted(params), len(outputs)


def train(mode, d):
    ms.set_context(mode=mode)
    ms.set_seed(1)
    net = nn.Dense(3, 2)
    model = Model(net, nn.MSELoss(), nn.Momentum(net.trainable_params(), 0.1, 0.9))
    data = ds.NumpySlicesDataset(
        {"x": np.ones((8, 3), np.float32), "y": np.zeros((8, 2), np.float32)}, shuffle=False
    ).batch(2)
    cfg = CheckpointConfig(save_checkpoint_steps=3, keep_checkpoint_max=5)
    model.train(2, data, callbacks=[ModelCheckpoint(prefix="net", directory=d, config=cfg)], dataset_sink_mode=False)
    print(mode, sorted(os.listdir(d)))
    model.train(1, data, callbacks=[ModelCheckpoint(prefix="net", directory=d, config=cfg)], dataset_sink_mode=False)
    print(mode, sorted(os.listdir(d)))
    for f in sorted(os.listdir(d)):
        if f.endswith(".meta"):
            p = os.path.join(d, f)
            print(f, oct(os.stat(p).st_mode & 0o777), os.path.getsize(p) > 0)
            print(meta_params(p))


train(ms.GRAPH_MODE, "ck_graph")
train(ms.PYNATIVE_MODE, "ck_pynative")
