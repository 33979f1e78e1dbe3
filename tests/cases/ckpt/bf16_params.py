# BFloat16 parameters through save_checkpoint/load_checkpoint, ckpt and safetensors formats: dtype and values kept
import os, tempfile, numpy as np, mindspore as ms
d = tempfile.mkdtemp()
p = ms.Parameter(ms.Tensor([1.5, -2.25, 3.0], ms.bfloat16), name="w")
for fmt in ("ckpt", "safetensors"):
    f = os.path.join(d, "m." + fmt)
    ms.save_checkpoint([{"name": "w", "data": p}], f, format=fmt)
    r = ms.load_checkpoint(f, format=fmt)["w"]
    print(fmt, r.dtype, r, r.asnumpy().dtype, r.asnumpy().astype(np.float32).tolist())
