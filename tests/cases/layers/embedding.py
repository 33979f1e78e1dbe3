# nn.Embedding: lookup with fixed table, int32/int64 ids of any shape, padding_idx zeroes a row, use_one_hot, repr and parameter name.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

table = Tensor(np.arange(15, dtype=np.float32).reshape(5, 3) / 10)
e = nn.Embedding(5, 3, embedding_table=table)
print(e)
ids = Tensor(np.array([[0, 4], [2, 2]], np.int32))
print(e(ids), e(ids).shape)
print(e(Tensor(np.array([1, 3]))))
print(nn.Embedding(5, 3, use_one_hot=True, embedding_table=table)(ids))
ep = nn.Embedding(5, 3, embedding_table=table, padding_idx=2)
print(ep.embedding_table.asnumpy())
print([(n, p.name, p.shape) for n, p in ep.parameters_and_names()])
print(nn.Embedding(4, 2, embedding_table='ones')(Tensor(np.array([3]))))
print(nn.Embedding(100, 8).embedding_table.shape)
