"""MindIR: files written by real MindSpore 2.10 load and run under mindshim with MindSpore's outputs; mindshim's
own export loads back (in mindshim here, in real MindSpore through tools/check_mindir_in_mindspore.py)."""

from __future__ import annotations

import json
import os
import sys

import numpy as np
import pytest

import mindspore as ms
from mindspore import Tensor, nn

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.join(ROOT, "tests", "data", "mindir")
sys.path.insert(0, os.path.join(ROOT, "tools"))
import mindir_nets  # noqa: E402

with open(os.path.join(DATA, "golden.json")) as f:
    GOLDEN = json.load(f)["nets"]


def _inputs(rec: dict) -> list:
    return [Tensor(np.asarray(i["values"], dtype=i["dtype"]).reshape(i["shape"])) for i in rec["inputs"]]


def _outputs(res) -> tuple:
    return res if isinstance(res, tuple) else (res,)


def _same(got, want: dict) -> None:
    assert str(got.dtype) == {"float32": "Float32", "int32": "Int32"}.get(want["dtype"], want["dtype"])
    assert list(got.shape) == want["shape"]
    np.testing.assert_allclose(got.asnumpy().astype(np.float64).ravel(), want["values"], rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_mindspore_file_runs_with_mindspore_outputs(name):
    rec = GOLDEN[name]
    cell = nn.GraphCell(ms.load(os.path.join(DATA, f"{name}.mindir")))
    assert sorted(cell.parameters_dict()) == rec["parameters"]
    res = cell(*_inputs(rec))
    assert isinstance(res, tuple) == rec["tuple"]
    got = _outputs(res)
    assert len(got) == len(rec["outputs"])
    for g, w in zip(got, rec["outputs"]):
        _same(g, w)


@pytest.mark.parametrize("name", mindir_nets.NAMES)
def test_export_then_load_in_mindshim(name, tmp_path):
    net, arrays = mindir_nets.make(name)
    inputs = [Tensor(a) for a in arrays]
    want = _outputs(net(*inputs))
    ms.export(net, *inputs, file_name=str(tmp_path / name), file_format="MINDIR")
    path = tmp_path / f"{name}.mindir"
    assert oct(os.stat(path).st_mode & 0o777) == "0o400"
    assert [p.name for p in tmp_path.iterdir()] == [f"{name}.mindir"]  # no temporary file left
    cell = nn.GraphCell(ms.load(str(path)))
    assert sorted(cell.parameters_dict()) == sorted(n for n, _ in net.parameters_and_names())
    got = _outputs(cell(*inputs))
    assert len(got) == len(want)
    for g, w in zip(got, want):
        assert g.dtype == w.dtype and g.shape == w.shape
        np.testing.assert_allclose(g.asnumpy(), w.asnumpy(), rtol=1e-6, atol=1e-6)


def test_real_mindspore_runs_mindshim_exports():
    """tools/check_mindir_in_mindspore.py: real MindSpore loaded each file mindshim wrote, with mindshim's outputs."""
    with open(os.path.join(DATA, "interop_result.json")) as f:
        result = json.load(f)
    assert set(mindir_nets.NAMES) | {"dense_aes_gcm"} == set(result["nets"])
    for name, rec in result["nets"].items():
        assert rec["ok"], (name, rec)


def test_params_init_updates_the_graph(tmp_path):
    g = ms.load(os.path.join(DATA, "dense.mindir"))
    x = _inputs(GOLDEN["dense"])
    before = nn.GraphCell(g)
    bias = Tensor(np.array([5.0, -5.0], np.float32))
    after = nn.GraphCell(g, params_init={"bias": bias, "absent": bias})
    y = after(*x).asnumpy()
    np.testing.assert_allclose(before(*x).asnumpy(), y)  # the graph's own Parameter changed
    w = before.parameters_dict()["weight"].asnumpy()
    np.testing.assert_allclose(y, x[0].asnumpy() @ w.T + bias.asnumpy(), rtol=1e-5)


def test_custom_func_edits_the_model(tmp_path):
    net, arrays = mindir_nets.make("dense")

    def custom(model):
        model.producer_name = "test11111"
        model.user_info["version"] = "11.0"

    ms.export(net, Tensor(arrays[0]), file_name=str(tmp_path / "d"), file_format="MINDIR", custom_func=custom)
    from mindspore.train import mind_ir_pb2

    model = mind_ir_pb2.ModelProto()
    model.ParseFromString((tmp_path / "d.mindir").read_bytes())
    assert model.producer_name == "test11111" and model.user_info["version"] == "11.0"


def test_encrypted_round_trip(tmp_path):
    pytest.importorskip("cryptography")
    net, arrays = mindir_nets.make("dense")
    x = Tensor(arrays[0])
    key = b"0123456789abcdef"
    for mode in ("AES-GCM", "AES-CBC"):
        path = str(tmp_path / mode)
        ms.export(net, x, file_name=path, file_format="MINDIR", enc_key=key, enc_mode=mode)
        cell = nn.GraphCell(ms.load(path + ".mindir", dec_key=key, dec_mode=mode))
        np.testing.assert_allclose(cell(x).asnumpy(), net(x).asnumpy(), rtol=1e-6)
        with pytest.raises(RuntimeError, match="The file may be encrypted and decrypt failed"):
            ms.load(path + ".mindir")


def test_unknown_primitive_fails_at_load_with_mindspore_text(tmp_path):
    from mindspore.train import mind_ir_pb2

    model = mind_ir_pb2.ModelProto()
    with open(os.path.join(DATA, "dense.mindir"), "rb") as f:
        model.ParseFromString(f.read())
    prim = next(p for p in model.primitives if p.op_type == "BiasAdd")
    prim.op_type = "NoSuchOp"
    path = tmp_path / "unknown.mindir"
    path.write_bytes(model.SerializeToString())
    with pytest.raises(RuntimeError, match=r"Unsupported op \[NoSuchOp\] on CPU") as info:
        ms.load(str(path))
    assert info.value.__cause__ is None and info.value.__context__ is None


def test_export_names_an_operator_it_cannot_write(tmp_path):
    from mindspore import ops

    class Sorting(nn.Cell):
        def construct(self, x):
            return ops.sort(x)[0] + 1

    x = Tensor(np.array([[3.0, 1.0, 2.0]], np.float32))
    with pytest.raises(RuntimeError, match=r"For 'export', the network uses the torch operator 'sort\.") as info:
        ms.export(Sorting(), x, file_name=str(tmp_path / "s"), file_format="MINDIR")
    assert info.value.__cause__ is None
    assert not list(tmp_path.iterdir())  # nothing written


def test_export_existing_read_only_file_is_replaced(tmp_path):
    net, arrays = mindir_nets.make("dense")
    x = Tensor(arrays[0])
    path = str(tmp_path / "d")
    ms.export(net, x, file_name=path, file_format="MINDIR")
    net.bias.set_data(Tensor(np.array([7.0, 8.0], np.float32)))
    ms.export(net, x, file_name=path + ".mindir", file_format="MINDIR")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["d.mindir"]
    np.testing.assert_allclose(nn.GraphCell(ms.load(path + ".mindir"))(x).asnumpy(), net(x).asnumpy(), rtol=1e-6)
