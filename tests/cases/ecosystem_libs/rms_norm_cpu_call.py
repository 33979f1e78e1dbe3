# ops.rms_norm on MindSpore 2.10's CPU backend: 'The kernel RmsNorm unregistered.' (alone in its process: MindSpore
# can report a failed kernel's error again on a later call).
import numpy as np

from mindspore import Tensor, ops

x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
try:
    print(ops.rms_norm(x, Tensor(np.ones(3, np.float32)), 1e-5)[0].shape)
except RuntimeError as e:
    print("RuntimeError", str(e).splitlines()[0])
