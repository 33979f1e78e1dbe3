# mindspore.export(file_format='MINDIR') / mindspore.load / nn.GraphCell: a round trip, parameters, params_init,
# tuple outputs, and the argument checks with their messages
import os
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, "OK" if r is None else r)
    except Exception as e:
        print(tag, type(e).__name__, "|", str(e).strip().split("\n")[-1 if "Kernel select" in str(e) else 0][:200])


class TwoOut(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")
        self.bn = nn.BatchNorm1d(2)

    def construct(self, x, y):
        h = self.fc(x)
        return self.bn(h) * 0.5, ops.relu(h - y)


net = TwoOut()
x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3) / 4)
y = Tensor(np.full((2, 2), 0.75, np.float32))
for p in os.listdir("."):
    if p.endswith(".mindir"):
        os.chmod(p, 0o600)
        os.remove(p)
ms.export(net, x, y, file_name="two_out", file_format="MINDIR")
print(sorted(p for p in os.listdir(".") if "two_out" in p), oct(os.stat("two_out.mindir").st_mode & 0o777))
graph = ms.load("two_out.mindir")
cell = nn.GraphCell(graph)
print(sorted(cell.parameters_dict().keys()))
print(cell.training)
out = cell(x, y)
print(type(out).__name__, len(out))
print(out[0])
print(out[1])
new = nn.GraphCell(graph, params_init={"fc.bias": Tensor(np.array([1.0, -1.0], np.float32)), "other": x})
print(new(x, y)[1])
print(cell(x, y)[1])
ms.export(net, x, y, file_name="two_out.mindir", file_format="MINDIR")
print(sorted(p for p in os.listdir(".") if "two_out" in p))

attempt("call arity", lambda: cell(x))
attempt("call arity 3", lambda: cell(x, y, y))
attempt("graph type", lambda: nn.GraphCell("two_out.mindir"))
attempt("params_init list", lambda: nn.GraphCell(graph, params_init=[x]))
attempt("params_init key", lambda: nn.GraphCell(graph, params_init={1: x}))
attempt("params_init value", lambda: nn.GraphCell(graph, params_init={"fc.bias": 1.0}))
attempt("params_init shape", lambda: nn.GraphCell(graph, params_init={"fc.bias": Tensor(np.ones(3, np.float32))}))
attempt("params_init dtype", lambda: nn.GraphCell(graph, params_init={"fc.bias": Tensor(np.ones(2, np.float64))}))
attempt("obf seed", lambda: nn.GraphCell(graph, obf_random_seed=3))
attempt("load int", lambda: ms.load(3))
attempt("load suffix", lambda: ms.load("two_out.ckpt"))
attempt("load missing", lambda: ms.load("missing.mindir"))
attempt("load obf", lambda: ms.load("two_out.mindir", obf_func=None))
attempt("load dec_key type", lambda: ms.load("two_out.mindir", dec_key="k"))
with open("garbage.mindir", "wb") as f:
    f.write(b"\x01\x02 not a model")
attempt("load garbage", lambda: ms.load("garbage.mindir"))
with open("empty.mindir", "wb") as f:
    pass
attempt("load empty", lambda: ms.load("empty.mindir"))
attempt("export format", lambda: ms.export(net, x, y, file_name="n", file_format="mindir"))
attempt("export AIR", lambda: ms.export(net, x, y, file_name="n", file_format="AIR"))
attempt("export name type", lambda: ms.export(net, x, y, file_name=3, file_format="MINDIR"))
attempt("export name chars", lambda: ms.export(net, x, y, file_name="a b", file_format="MINDIR"))
attempt("export enc_mode", lambda: ms.export(net, x, y, file_name="n", file_format="MINDIR", enc_key=b"0" * 16, enc_mode="DES"))
attempt("export enc_key type", lambda: ms.export(net, x, y, file_name="n", file_format="MINDIR", enc_key="0" * 16))
attempt("export obf", lambda: ms.export(net, x, y, file_name="n", file_format="MINDIR", obf_func=None))
attempt("onnx custom_func", lambda: ms.export(net, x, y, file_name="n", file_format="ONNX", custom_func=print))
