# save_checkpoint/load_checkpoint argument and file errors: exception classes
import numpy as np
import mindspore as ms
from mindspore import nn, Parameter, Tensor


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.ones((2, 2), np.float32)), name="w")

    def construct(self, x):
        return x


net = Net()
ms.save_checkpoint(net, "ok.ckpt")
open("garbage.ckpt", "wb").write(b"\xff" * 64)
open("trunc.ckpt", "wb").write(open("ok.ckpt", "rb").read()[:20])
open("empty.ckpt", "wb").write(b"")
open("garbage.safetensors", "wb").write(b"\xff" * 64)
ms.save_checkpoint(net, "enc.ckpt", enc_key=b"0123456789abcdef")
ms.save_checkpoint(net, "crc.ckpt", crc_check=True)
c = bytearray(open("crc.ckpt", "rb").read())
c[30] ^= 1
open("crcbad.ckpt", "wb").write(c)
cases = [
    lambda: ms.save_checkpoint(5, "x.ckpt"),
    lambda: ms.save_checkpoint(net, 5),
    lambda: ms.save_checkpoint(net, "x.ckpt", format="pt"),
    lambda: ms.save_checkpoint(net, "x.ckpt", async_save="fork"),
    lambda: ms.save_checkpoint(net, "x.ckpt", async_save=1),
    lambda: ms.save_checkpoint(net, "x.ckpt", append_dict=[1]),
    lambda: ms.save_checkpoint(net, "x.ckpt", append_dict={"a": [1]}),
    lambda: ms.save_checkpoint(net, "x.ckpt", enc_key="k"),
    lambda: ms.save_checkpoint(net, "x.ckpt", crc_check=1),
    lambda: ms.save_checkpoint(net, "x.ckpt", integrated_save=1),
    lambda: ms.save_checkpoint(net, "x.safetensors", format="safetensors", enc_key=b"0123456789abcdef"),
    lambda: ms.save_checkpoint([1], "x.ckpt"),
    lambda: ms.save_checkpoint([{"name": 1, "data": net.w}], "x.ckpt"),
    lambda: ms.load_checkpoint("garbage.ckpt"),
    lambda: ms.load_checkpoint("trunc.ckpt"),
    lambda: ms.load_checkpoint("empty.ckpt"),
    lambda: ms.load_checkpoint("missing.ckpt"),
    lambda: ms.load_checkpoint("ok.ckpt", format="safetensors"),
    lambda: ms.load_checkpoint("garbage.safetensors", format="safetensors"),
    lambda: ms.load_checkpoint("enc.ckpt"),
    lambda: ms.load_checkpoint("enc.ckpt", dec_key=b"0123456789abcdeX"),
    lambda: ms.load_checkpoint("enc.ckpt", dec_key=b"0123456789abcdef", dec_mode="AES-CBC"),
    lambda: ms.load_checkpoint("crcbad.ckpt", crc_check=True),
    lambda: ms.load_checkpoint("ok.ckpt", choice_func=lambda n: False),
    lambda: ms.load_checkpoint("ok.ckpt", filter_prefix=3),
    lambda: ms.load_checkpoint("ok.ckpt", filter_prefix=[]),
    lambda: ms.load_checkpoint(3),
    lambda: ms.load_checkpoint("ok.ckpt", dec_key="k"),
]
for i, f in enumerate(cases):
    try:
        f()
        print(i, "ok")
    except Exception as e:
        print(i, type(e).__name__)
print(list(ms.load_checkpoint("enc.ckpt", dec_key=b"0123456789abcdef")))
print(list(ms.load_checkpoint("crcbad.ckpt")))
print(list(ms.load_checkpoint("crc.ckpt", crc_check=True)))
