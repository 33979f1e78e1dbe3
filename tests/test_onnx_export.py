"""`mindspore.export(..., file_format='ONNX')` and `mindspore.onnx.export` through torch.onnx.export."""

from __future__ import annotations

import os
import stat

import numpy as np
import pytest

import mindspore as ms
from mindspore import Tensor, nn

try:
    import onnx
    from onnx.reference import ReferenceEvaluator

    HAVE_ONNX = True
except ImportError:  # torch's exporter needs the optional 'onnx' package (mindshim[onnx])
    HAVE_ONNX = False
needs_onnx = pytest.mark.skipif(not HAVE_ONNX, reason="needs the 'onnx' package")


class Net(nn.Cell):
    def __init__(self) -> None:
        super().__init__()
        self.conv = nn.Conv2d(1, 4, 3)
        self.bn = nn.BatchNorm2d(4)
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(4 * 8 * 8, 3)

    def construct(self, x):
        return self.fc(self.flatten(ops_relu(self.bn(self.conv(x)))))


def ops_relu(x):
    return ms.ops.relu(x)


def _x() -> Tensor:
    return Tensor(np.random.RandomState(0).rand(2, 1, 8, 8).astype(np.float32))


@needs_onnx
def test_export_onnx_runs_like_the_cell(tmp_path):
    net, x = Net(), _x()
    net.set_train(True)
    ms.export(net, x, file_name=str(tmp_path / "lenet"), file_format="ONNX")
    path = tmp_path / "lenet.onnx"  # MindSpore adds the suffix
    assert stat.S_IMODE(os.stat(path).st_mode) == stat.S_IRUSR  # written read-only, as MindSpore's _save_onnx
    assert net.training  # the train flag comes back
    model = onnx.load(str(path))
    onnx.checker.check_model(model)
    got = ReferenceEvaluator(model).run(None, {model.graph.input[0].name: x.asnumpy()})[0]
    net.set_train(False)
    np.testing.assert_allclose(got, net(x).asnumpy(), rtol=1e-5, atol=1e-5)
    # an existing (read-only) file is replaced
    ms.export(net, x, file_name=str(path), file_format="ONNX")
    assert sorted(os.listdir(tmp_path)) == ["lenet.onnx"]


@needs_onnx
def test_onnx_export_names_and_directories(tmp_path):
    net, x = Net(), _x()
    ms.onnx.export(net, x, file_name=str(tmp_path / "sub" / "m.onnx"), input_names=["image"], output_names=["logits"])
    model = onnx.load(str(tmp_path / "sub" / "m.onnx"))
    assert [i.name for i in model.graph.input] == ["image"]
    assert [o.name for o in model.graph.output] == ["logits"]


@needs_onnx
def test_export_onnx_custom_encryption(tmp_path):
    def enc(data: bytes, key: bytes) -> bytes:
        return bytes(b ^ key[0] for b in data)

    net, x = Net(), _x()
    ms.export(net, x, file_name=str(tmp_path / "e"), file_format="ONNX", enc_key=b"k", enc_mode=enc)
    raw = (tmp_path / "e.onnx").read_bytes()
    onnx.checker.check_model(onnx.load_from_string(enc(raw, b"k")))


@pytest.mark.skipif(HAVE_ONNX, reason="the 'onnx' package is installed")
def test_export_onnx_without_the_onnx_package(tmp_path):
    with pytest.raises(RuntimeError, match="pip install onnx"):
        ms.export(Net(), _x(), file_name=str(tmp_path / "n"), file_format="ONNX")


def test_air_needs_ascend_as_on_mindspore_cpu(tmp_path):
    with pytest.raises(ValueError, match="Only support export file in 'AIR' format with Ascend backend."):
        ms.export(Net(), _x(), file_name=str(tmp_path / "n"), file_format="AIR")


def test_export_argument_checks(tmp_path):
    net, x = Net(), _x()
    with pytest.raises(ValueError, match=r"'file_format' must be one of \['AIR', 'ONNX', 'MINDIR'\], but got onnx"):
        ms.export(net, x, file_name=str(tmp_path / "n"), file_format="onnx")
    with pytest.raises(NotImplementedError, match="obfuscation"):
        ms.export(net, x, file_name="n", file_format="ONNX", obf_func=None)
    with pytest.raises(ValueError, match="only support nn.Cell object"):
        ms.export(lambda t: t, x, file_name=str(tmp_path / "n"), file_format="ONNX")
    with pytest.raises(ValueError, match="cannot be a directory path"):
        ms.export(net, x, file_name=str(tmp_path) + "/", file_format="ONNX")
    with pytest.raises(ValueError, match="is illegal"):
        ms.export(net, x, file_name=str(tmp_path / "a b"), file_format="ONNX")
    with pytest.raises(TypeError, match="must be string"):
        ms.export(net, x, file_name=3, file_format="ONNX")
    with pytest.raises(ValueError, match="AIR/ONNX only support customized encryption, but got AES-GCM"):
        ms.export(net, x, file_name=str(tmp_path / "n"), file_format="ONNX", enc_key=b"0123456789abcdef")
    with pytest.raises(ValueError, match="only support custom_func for MindIR format"):
        ms.export(net, x, file_name=str(tmp_path / "n"), file_format="ONNX", custom_func=print)
    with pytest.raises(ValueError, match="must be isinstance of"):
        ms.onnx.export(lambda t: t, x, file_name=str(tmp_path / "n"))
    with pytest.raises(ValueError, match="'input_names' must be isinstance of"):
        ms.onnx.export(net, x, file_name=str(tmp_path / "n"), input_names="x")
    assert not os.listdir(tmp_path)
