# Tensor.to: its overloads (dtype; device and dtype, by position or keyword; another Tensor) and the device names
# its enum takes ('CPU', 'cpu', 'Ascend', 'npu'; no 'GPU'); 'Ascend' on the CPU build is a RuntimeError.
import numpy as np
import mindspore as ms
from mindspore import Tensor

x = Tensor(np.ones(2, np.float32))


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, type(r).__name__, r.dtype, r.device, r)
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, str(e).strip().splitlines()[0])


for d in ("CPU", "cpu", "Ascend", "ascend", "npu", "GPU", "gpu", "cuda", "foo"):
    attempt(f"to({d!r})", lambda d=d: x.to(d))
attempt("to('float16')", lambda: x.to("float16"))
attempt("to(dtype=float16)", lambda: x.to(dtype=ms.float16))
attempt("to(device='CPU', dtype=int32)", lambda: x.to(device="CPU", dtype=ms.int32))
attempt("to('CPU', dtype=int32)", lambda: x.to("CPU", dtype=ms.int32))
attempt("to('CPU', float16)", lambda: x.to("CPU", ms.float16))
attempt("to(float16, True)", lambda: x.to(ms.float16, True))
attempt("to('cpu', int8, True)", lambda: x.to("cpu", ms.int8, True))
attempt("to(other)", lambda: x.to(Tensor(np.ones(1, np.float16))))
attempt("to(device='GPU')", lambda: x.to(device="GPU"))
attempt("to()", lambda: x.to())
