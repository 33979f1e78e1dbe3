# mindspore.train.serialization.Checkpoint: the .ckpt protobuf message class, which model-zoo code reads
# checkpoints with (ParseFromString, then each value's tag and tensor).
import os
import tempfile

import numpy as np

import mindspore as ms
from mindspore import Parameter, Tensor
from mindspore.train.serialization import Checkpoint

print(Checkpoint.__name__)
with tempfile.TemporaryDirectory() as tmp:
    path = os.path.join(tmp, "a.ckpt")
    ms.save_checkpoint([{"name": "w", "data": Parameter(Tensor(np.arange(6, dtype=np.float32).reshape(2, 3)))}], path)
    msg = Checkpoint()
    with open(path, "rb") as f:
        msg.ParseFromString(f.read())
    for v in msg.value:
        print(v.tag, v.tensor.tensor_type, list(v.tensor.dims), np.frombuffer(v.tensor.tensor_content, np.float32))
