# nn.MultiheadAttention with key_padding_mask/attn_mask/batch_first, deterministic weights, plus TransformerEncoderLayer eval
import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore import Tensor


def fill(net, scale=0.2):
    for i, (name, p) in enumerate(sorted(net.parameters_and_names())):
        n = int(np.prod(p.shape))
        p.set_data(Tensor((np.cos(np.arange(n) * 0.61 + i) * scale).astype(np.float32).reshape(p.shape)))


mha = nn.MultiheadAttention(8, 2, batch_first=True)
fill(mha)
print(sorted((n, p.shape) for n, p in mha.parameters_and_names()))
q = Tensor((np.sin(np.arange(2 * 3 * 8) * 0.3)).astype(np.float32).reshape(2, 3, 8))
k = Tensor((np.cos(np.arange(2 * 4 * 8) * 0.2)).astype(np.float32).reshape(2, 4, 8))
out, w = mha(q, k, k)
print(out.shape, w.shape)
print(out[0])
print(w[1])
kpm = Tensor(np.array([[False, False, False, True], [False, True, True, True]]))
out, w = mha(q, k, k, key_padding_mask=kpm)
print("kpm", w[1])
am = Tensor(np.triu(np.ones((3, 4), bool), k=1))
out, w = mha(q, k, k, attn_mask=am, average_attn_weights=False)
print("attn_mask", w.shape, w[0, 1])
res = mha(q, k, k, need_weights=False)
print(type(res).__name__, len(res), res[0].shape)
enc = nn.TransformerEncoderLayer(8, 2, dim_feedforward=16, dropout=0.0, batch_first=True)
fill(enc, 0.1)
enc.set_train(False)
o = enc(q)
print("enc", o.shape, o[0, 0])
enc2 = nn.TransformerEncoderLayer(8, 2, dim_feedforward=16, dropout=0.0, batch_first=True, norm_first=True,
                                  activation="gelu")
fill(enc2, 0.1)
enc2.set_train(False)
print("enc2", enc2(q, src_key_padding_mask=Tensor(np.array([[False, False, True], [False, False, False]])))[0, 0])
