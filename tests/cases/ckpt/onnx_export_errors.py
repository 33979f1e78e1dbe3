# mindspore.export(file_format='ONNX') and mindspore.onnx.export: argument checks and their messages
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn

net = nn.Dense(2, 2)
x = Tensor(np.ones((1, 2), np.float32))


def attempt(tag, fn):
    try:
        fn()
        print(tag, "OK")
    except Exception as e:
        print(tag, type(e).__name__, "|", str(e).split("\n")[0][:200])


attempt("bad format", lambda: ms.export(net, x, file_name="net", file_format="onnx"))
attempt("obf_func", lambda: ms.export(net, x, file_name="net", file_format="ONNX", obf_func=None))
attempt("not a cell", lambda: ms.export(123, x, file_name="net", file_format="ONNX"))
attempt("dir path", lambda: ms.export(net, x, file_name="out/", file_format="ONNX"))
attempt("illegal name", lambda: ms.export(net, x, file_name="a b", file_format="ONNX"))
attempt("name not str", lambda: ms.export(net, x, file_name=3, file_format="ONNX"))
attempt("enc_key mode", lambda: ms.export(net, x, file_name="net", file_format="ONNX", enc_key=b"0123456789abcdef"))
attempt("enc_key not bytes", lambda: ms.export(net, x, file_name="net", file_format="ONNX", enc_key="k"))
attempt("custom_func", lambda: ms.export(net, x, file_name="net", file_format="ONNX", custom_func=print))
attempt("onnx.export not a cell", lambda: ms.onnx.export(123, x, file_name="net"))
attempt("onnx.export input_names", lambda: ms.onnx.export(net, x, file_name="net", input_names="x"))
attempt("onnx.export output_names", lambda: ms.onnx.export(net, x, file_name="net", output_names=("y",)))
attempt("onnx.export dynamic_axes", lambda: ms.onnx.export(net, x, file_name="net", dynamic_axes=[1]))
attempt("onnx.export dir path", lambda: ms.onnx.export(net, x, file_name="out/"))
