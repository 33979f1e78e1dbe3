# nn.Embedding takes ids in [-vocab_size, vocab_size): a negative id counts from the end of the table (MindSpore's
# Gather), in the forward pass and the gradient; ids outside that range raise Gather's RuntimeError. Found by the
# nlp/sentiment_analysis tutorial page (padding/unknown words looked up as -1).
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn

table = Tensor(np.arange(10, dtype=np.float32).reshape(5, 2))
for ids in ([-1, 2], [[0, -5], [4, -2]], [-6], [5, -1], [[0, -3], [5, 1]]):
    net = nn.Embedding(5, 2, embedding_table=table)
    try:
        out = net(Tensor(np.array(ids, np.int32))).asnumpy()
        print(ids, out.tolist())
    except RuntimeError as e:
        print(ids, "RuntimeError", str(e).splitlines()[0])
net = nn.Embedding(5, 2, embedding_table=table, padding_idx=0)
print("padding_idx", net(Tensor(np.array([-5, -1, 1], np.int64))).asnumpy().tolist())
net = nn.Embedding(5, 2, embedding_table=table)
grad = ms.grad(lambda x: net(x).sum(), grad_position=None, weights=net.trainable_params())
print("grad", grad(Tensor(np.array([-1, 4, 0, -5], np.int32)))[0].asnumpy().tolist())
