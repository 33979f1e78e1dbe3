"""Checkpoints: golden MindSpore files load and re-save byte for byte; round trips; errors; atomicity; fuzzing; CLI."""

from __future__ import annotations

import hashlib
import json
import os
import threading

import numpy as np
import pytest
import torch

import mindspore as ms
from mindspore import Parameter, Tensor, nn
from mindshim.train import serialization as S
from mindshim.train._ckpt import codec as _codec
from mindshim.train._ckpt import save as _save
from mindshim.train.checkpoint_pb2 import Checkpoint

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "data", "ckpt")
KEY = b"0123456789abcdef"
try:
    import cryptography  # noqa: F401

    HAVE_CRYPTO = True
except ImportError:  # encryption is the optional extra mindshim[crypto]
    HAVE_CRYPTO = False
needs_crypto = pytest.mark.skipif(not HAVE_CRYPTO, reason="needs the 'cryptography' package")

with open(os.path.join(DATA, "manifest.json")) as _f:
    LOCAL_MANIFEST = json.load(_f)["files"]
ALL_MANIFEST = dict(LOCAL_MANIFEST)  # every golden checkpoint is in the repo (tools/make_golden_ckpt.py makes them)


def golden_path(name: str) -> str:
    path = os.path.join(DATA, name)
    assert os.path.exists(path), f"{name} is missing from tests/data/ckpt (re-make it: tools/make_golden_ckpt.py)"
    return path


def load_kwargs(name: str) -> dict:
    kw = {}
    if "_enc_" in name and not HAVE_CRYPTO:
        pytest.skip("needs the 'cryptography' package")
    if name.endswith(".safetensors"):
        kw["format"] = "safetensors"
    if "aesgcm" in name:
        kw.update(dec_key=KEY, dec_mode="AES-GCM")
    if "aescbc" in name:
        kw.update(dec_key=KEY, dec_mode="AES-CBC")
    if "_crc" in name:
        kw["crc_check"] = True
    return kw


def raw_bytes(t: torch.Tensor) -> bytes:
    t = t.detach().cpu().contiguous()
    return t.reshape(-1).view(torch.uint8).numpy().tobytes() if t.numel() else b""


def write(path: str, data: bytes) -> str:
    with open(path, "wb") as f:
        f.write(data)
    return path


class TinyNet(nn.Cell):
    def __init__(self, fill: float = 0.0):
        super().__init__()
        self.w = Parameter(Tensor(np.full((2, 3), fill, np.float32)), name="w")
        self.b = Parameter(Tensor(np.full((3,), fill, np.float32)), name="b")
        self.step = Parameter(Tensor(np.array([0], np.int32)), name="step", requires_grad=False)

    def construct(self, x):
        return x


# ------------------------------------------------------------------------------------------------ golden files


@pytest.mark.parametrize("name", sorted(ALL_MANIFEST))
def test_golden_file_loads_with_manifest_values(name):
    path = golden_path(name)
    info = ALL_MANIFEST[name]
    d = ms.load_checkpoint(path, **load_kwargs(name))
    if name.endswith(".ckpt"):
        assert list(d) == info["load_checkpoint_keys"]
    else:
        assert list(d) == sorted(e["name"] for e in info["entries"])
    missing = set(info.get("missing_after_load", []))
    for e in info["entries"]:
        if e["name"] in missing:
            assert e["name"] not in d
            continue
        v = d[e["name"]]
        if e.get("kind") == "str":
            assert v == e["value"]
            continue
        assert isinstance(v, Parameter)
        assert list(v.shape) == e["shape"]
        assert str(v.dtype) == e["ms_dtype"]
        assert hashlib.sha256(raw_bytes(v._t)).hexdigest() == e["sha256_raw_le"]
        flat = v._t.detach().reshape(-1)[: len(e["first"])]
        assert [float(x) for x in flat.to(torch.float64)] == pytest.approx([float(x) for x in e["first"]])
        if name.endswith(".ckpt"):
            assert v.name == e["name"]


DETERMINISTIC = sorted(n for n in ALL_MANIFEST if "_enc_" not in n)


@pytest.mark.parametrize("name", DETERMINISTIC)
def test_golden_file_resaves_byte_identical(name, tmp_path):
    path = golden_path(name)
    fmt = "safetensors" if name.endswith(".safetensors") else "ckpt"
    d = ms.load_checkpoint(path, format=fmt)
    out = str(tmp_path / name)
    ms.save_checkpoint(d, out, format=fmt, crc_check="_crc" in name)
    with open(path, "rb") as a, open(out, "rb") as b:
        assert a.read() == b.read()


@pytest.mark.parametrize("name", [n for n in DETERMINISTIC if n.endswith(".ckpt")])
def test_fast_reader_and_writer_agree_with_protobuf(name):
    path = golden_path(name)
    with open(path, "rb") as f:
        data = f.read()
    if data[-17:-10] == b"crc_num":
        data = data[:-17]
    msg = Checkpoint()
    msg.ParseFromString(data)
    fast = S._fast_parse(bytearray(data))
    assert [(t, d, ty, data[s:e]) for t, d, ty, s, e in fast] == [
        (v.tag, list(v.tensor.dims), v.tensor.tensor_type, v.tensor.tensor_content) for v in msg.value
    ]
    rebuilt = b""
    for v in msg.value:
        one = Checkpoint()
        one.value.add().CopyFrom(v)
        ser = one.SerializeToString()
        hand = S._record_header(v.tag, list(v.tensor.dims), v.tensor.tensor_type, len(v.tensor.tensor_content))
        assert ser == hand + v.tensor.tensor_content
        rebuilt += ser
    assert rebuilt == data


@needs_crypto
def test_encrypted_golden_needs_key_and_decrypts():
    path = golden_path("lenet5_f32_enc_aesgcm.ckpt")
    with pytest.raises(ValueError, match="lenet5_f32_enc_aesgcm.ckpt.*dec_key"):
        ms.load_checkpoint(path)
    with pytest.raises(ValueError, match="encrypted or tempered"):
        ms.load_checkpoint(path, dec_key=b"0123456789abcdeX")
    with pytest.raises(ValueError, match="encrypted or tempered"):
        ms.load_checkpoint(path, dec_key=KEY, dec_mode="AES-CBC")
    plain = ms.load_checkpoint(golden_path("lenet5_f32.ckpt"))
    dec = ms.load_checkpoint(path, dec_key=KEY)
    assert list(dec) == list(plain)
    for k in plain:
        assert torch.equal(dec[k]._t, plain[k]._t)


# ------------------------------------------------------------------------------------------------ round trips

DTYPES = [
    ms.float16,
    ms.float32,
    ms.float64,
    ms.bfloat16,
    ms.int8,
    ms.uint8,
    ms.int16,
    ms.uint16,
    ms.int32,
    ms.uint32,
    ms.int64,
    ms.uint64,
    ms.bool_,
]


def _value(dtype, shape):
    n = int(np.prod(shape)) if shape else 1
    k = torch.arange(n, dtype=torch.float64)
    if dtype == ms.bool_:
        t = (k % 3) == 0
    elif dtype.kind == "float":
        t = ((k % 251) - 125) / 128
    elif dtype.kind == "uint":
        t = k % 251
    else:
        t = (k % 251) - 125
    return t.to(dtype.torch_dtype).reshape(shape)


@pytest.mark.parametrize("fmt", ["ckpt", "safetensors"])
@pytest.mark.parametrize("shape", [(2, 3), (), (1,)])
def test_round_trip_every_dtype(fmt, shape, tmp_path):
    src = {f"p_{d.short}": Parameter(_value(d, shape), name=f"p_{d.short}") for d in DTYPES}
    path = str(tmp_path / f"all.{fmt}")
    ms.save_checkpoint(src, path, format=fmt)
    back = ms.load_checkpoint(path, format=fmt)
    assert set(back) == set(src)
    for k, v in src.items():
        assert back[k].shape == shape
        assert back[k].dtype == v.dtype
        assert torch.equal(back[k]._t, v._t)


def test_empty_tensor_dropped_in_ckpt_kept_in_safetensors(tmp_path):
    src = {"e": Parameter(torch.zeros(0, 3), name="e"), "x": Parameter(torch.ones(2), name="x")}
    ms.save_checkpoint(src, str(tmp_path / "a.ckpt"))
    assert list(ms.load_checkpoint(str(tmp_path / "a.ckpt"))) == ["x"]
    ms.save_checkpoint(src, str(tmp_path / "a.safetensors"), format="safetensors")
    back = ms.load_checkpoint(str(tmp_path / "a.safetensors"), format="safetensors")
    assert back["e"].shape == (0, 3)


def test_append_dict_and_str_round_trip(tmp_path):
    path = str(tmp_path / "net")
    ms.save_checkpoint(TinyNet(1.0), path, append_dict={"epoch": 3, "lr": 0.5, "ok": True, "note": "héllo ✓", "e": ""})
    d = ms.load_checkpoint(path + ".ckpt")
    assert list(d) == ["w", "b", "step", "epoch", "lr", "ok", "note", "e"]
    assert (d["epoch"].dtype, d["epoch"].shape, int(d["epoch"].asnumpy())) == (ms.int64, (), 3)
    assert (d["lr"].dtype, float(d["lr"].asnumpy())) == (ms.float32, 0.5)
    assert d["ok"].dtype == ms.bool_
    assert d["note"] == "héllo ✓" and d["e"] == ""
    with pytest.raises(Exception, match="str"):
        ms.save_checkpoint(TinyNet(), str(tmp_path / "x.safetensors"), format="safetensors", append_dict={"s": "x"})


def test_large_tensor_is_sliced_and_joined(tmp_path, monkeypatch):
    monkeypatch.setattr(_codec, "SLICE_SIZE", 1)  # 1 KiB slices
    t = torch.arange(1000, dtype=torch.float32).reshape(10, 100)
    for async_save in (False, True):
        path = str(tmp_path / f"big{int(async_save)}.ckpt")
        ms.save_checkpoint(
            {"big": Parameter(t, name="big"), "s": Parameter(torch.ones(2))}, path, async_save=async_save
        )
        S._wait_async_save()
        with open(path, "rb") as f:
            msg = Checkpoint.FromString(f.read())
        assert [v.tag for v in msg.value].count("big") == 4
        back = ms.load_checkpoint(path)
        assert torch.equal(back["big"]._t, t)


@pytest.mark.parametrize("mode", ["AES-GCM", "AES-CBC"])
@pytest.mark.parametrize("key", [KEY, KEY * 2])
@needs_crypto
def test_encrypted_round_trip(mode, key, tmp_path):
    path = str(tmp_path / "enc.ckpt")
    ms.save_checkpoint(TinyNet(2.0), path, enc_key=key, enc_mode=mode)
    with open(path, "rb") as f:
        assert f.read(4) == S._MAGIC[mode].to_bytes(4, "little")
    d = ms.load_checkpoint(path, dec_key=key, dec_mode=mode)
    assert float(d["w"].asnumpy()[0, 0]) == 2.0
    with pytest.raises(ValueError, match="enc.ckpt"):
        ms.load_checkpoint(path, dec_key=b"x" * len(key), dec_mode=mode)


def test_crc_trailer_written_checked_and_stripped(tmp_path):
    path = str(tmp_path / "c.ckpt")
    ms.save_checkpoint(TinyNet(1.0), path, crc_check=True)
    with open(path, "rb") as f:
        data = bytearray(f.read())
    assert data[-17:-10] == b"crc_num"
    import zlib

    assert int.from_bytes(data[-10:], "big") == zlib.crc32(bytes(data[:-17]))
    assert list(ms.load_checkpoint(path, crc_check=True)) == ["w", "b", "step"]
    data[40] ^= 0x01  # inside the float data: still parses, CRC catches it
    bad = write(str(tmp_path / "bad.ckpt"), bytes(data))
    assert list(ms.load_checkpoint(bad)) == ["w", "b", "step"]
    with pytest.raises(ValueError, match=r"bad\.ckpt.*crc check is failed"):
        ms.load_checkpoint(bad, crc_check=True)


def test_safetensors_crc(tmp_path):
    path = str(tmp_path / "c.safetensors")
    ms.save_checkpoint(TinyNet(1.0), path, format="safetensors", crc_check=True, append_dict={"ep": 3})
    assert list(ms.load_checkpoint(path, format="safetensors", crc_check=True)) == ["b", "ep", "step", "w"]
    with open(path, "rb") as f:
        data = bytearray(f.read())
    data[-3] ^= 0x01
    bad = write(str(tmp_path / "bad.safetensors"), bytes(data))
    with pytest.raises(ValueError, match="crc check has failed"):
        ms.load_checkpoint(bad, format="safetensors", crc_check=True)


def test_save_list_forms_choice_func_and_suffix(tmp_path):
    net = TinyNet(1.0)
    ms.save_checkpoint(net.trainable_params(), str(tmp_path / "l.ckpt"))
    assert list(ms.load_checkpoint(str(tmp_path / "l.ckpt"))) == ["w", "b"]
    ms.save_checkpoint([{"name": "x", "data": Tensor(np.ones(2, np.float16))}], str(tmp_path / "d.ckpt"))
    assert ms.load_checkpoint(str(tmp_path / "d.ckpt"))["x"].dtype == ms.float16
    ms.save_checkpoint(net, str(tmp_path / "noext"), choice_func=lambda n: n != "b")
    assert list(ms.load_checkpoint(str(tmp_path / "noext.ckpt"))) == ["w", "step"]
    assert oct(os.stat(tmp_path / "noext.ckpt").st_mode & 0o777) == "0o400"
    ms.save_checkpoint(net, str(tmp_path / "noext"))  # replacing a read-only file works
    assert list(ms.load_checkpoint(str(tmp_path / "noext.ckpt"))) == ["w", "b", "step"]


def test_bytesio_safetensors(tmp_path):
    from io import BytesIO

    path = str(tmp_path / "a.safetensors")
    ms.save_checkpoint(TinyNet(3.0), path, format="safetensors")
    with open(path, "rb") as f:
        d = ms.load_checkpoint(BytesIO(f.read()), format="safetensors")
    assert float(d["w"].asnumpy()[0, 0]) == 3.0
    with pytest.raises(TypeError):
        ms.load_checkpoint(BytesIO(b""))


# ------------------------------------------------------------------------------------------------ errors


def test_bad_files_raise_value_error_naming_the_file(tmp_path):
    good = str(tmp_path / "good.ckpt")
    ms.save_checkpoint(TinyNet(1.0), good)
    with open(good, "rb") as f:
        data = f.read()
    cases = {
        "garbage.ckpt": b"\xff" * 100,
        "trunc.ckpt": data[: len(data) // 2],
        "trunc2.ckpt": data[:-1],
        "zeros.ckpt": b"\x00" * 64,
    }
    for name, content in cases.items():
        path = write(str(tmp_path / name), content)
        with pytest.raises(ValueError, match=name.replace(".", r"\.")):
            ms.load_checkpoint(path)
    with pytest.raises(ValueError, match="empty"):
        ms.load_checkpoint(write(str(tmp_path / "empty.ckpt"), b""))
    with pytest.raises(ValueError, match="does not exist"):
        ms.load_checkpoint(str(tmp_path / "missing.ckpt"))
    with pytest.raises(ValueError, match="format must same"):
        ms.load_checkpoint(good, format="safetensors")


def _one_record(tag, dims, ttype, content) -> bytes:
    msg = Checkpoint()
    v = msg.value.add()
    v.tag = tag
    v.tensor.dims.extend(dims)
    v.tensor.tensor_type = ttype
    v.tensor.tensor_content = content
    return msg.SerializeToString()


@pytest.mark.parametrize(
    "record, match",
    [
        (("x", [2, 3], "Float32", b"\0" * 8), "needs? 24 bytes|need 24 bytes"),
        (("x", [3], "Float32", b"\0" * 16), "need 12 bytes"),
        (("x", [2], "Complex64", b"\0" * 16), "Complex64"),
        (("x", [-1], "Float32", b"\0" * 4), "positive"),
        (("x", [0], "str", b"abc"), "multiple of 4"),
    ],
)
def test_bad_records(record, match, tmp_path):
    path = write(str(tmp_path / "r.ckpt"), _one_record(*record))
    with pytest.raises(ValueError, match=match):
        ms.load_checkpoint(path)


def test_non_canonical_encoding_goes_through_protobuf(tmp_path):
    # packed dims: not what MindSpore writes, but valid protobuf: the protobuf path reads it
    body = (
        b"\x0a\x01x"
        + b"\x12"
        + bytes([2 + 2 + 9 + 2 + 8])
        + b"\x0a\x02\x02\x01"
        + b"\x12\x07Float32\x1a\x08"
        + b"\0" * 8
    )
    path = write(str(tmp_path / "p.ckpt"), b"\x0a" + bytes([len(body)]) + body)
    d = ms.load_checkpoint(path)
    assert d["x"].shape == (2, 1)


def test_argument_errors(tmp_path):
    net = TinyNet()
    p = str(tmp_path / "x.ckpt")
    with pytest.raises(TypeError):
        ms.save_checkpoint(5, p)
    with pytest.raises(TypeError):
        ms.save_checkpoint(net, 5)
    with pytest.raises(ValueError):
        ms.save_checkpoint(net, p, format="pt")
    with pytest.raises(ValueError):
        ms.save_checkpoint(net, p, enc_key="str-key")
    with pytest.raises(ValueError):
        ms.save_checkpoint(net, p, enc_key=b"short")
    with pytest.raises(ValueError):
        ms.save_checkpoint(net, p, enc_key=KEY, enc_mode="DES")
    with pytest.raises(TypeError):
        ms.load_checkpoint(3)
    with pytest.raises(TypeError):
        ms.load_checkpoint(p, filter_prefix=3)
    assert not os.path.exists(p)


# ------------------------------------------------------------------------------------------------ load into net


def test_load_checkpoint_into_net_and_prefix(tmp_path):
    path = str(tmp_path / "n.ckpt")
    ms.save_checkpoint(TinyNet(5.0), path)
    net = TinyNet(0.0)
    w_before = net.w._t
    ms.load_checkpoint(path, net=net)
    assert float(net.w.asnumpy()[0, 0]) == 5.0
    assert net.w._t is w_before  # updated in place
    pd = {"bk." + k: v for k, v in ms.load_checkpoint(path).items()}
    net = TinyNet(0.0)
    assert ms.load_param_into_net(net, pd) == ([], ["bk.w", "bk.b", "bk.step"])
    assert float(net.b.asnumpy()[0]) == 5.0


def test_failed_load_leaves_net_untouched(tmp_path):
    net = TinyNet(7.0)
    pd = {"w": Parameter(torch.ones(2, 3)), "b": Parameter(torch.ones(4))}  # b has the wrong shape
    with pytest.raises(RuntimeError, match="same shape"):
        ms.load_param_into_net(net, pd)
    assert float(net.w.asnumpy()[0, 0]) == 7.0
    bad = write(str(tmp_path / "bad.ckpt"), b"\x0a\x05garbage")
    with pytest.raises(ValueError):
        ms.load_checkpoint(bad, net=net)
    assert float(net.w.asnumpy()[0, 0]) == 7.0


def test_dtype_conversion_rules():
    net = TinyNet()
    r = ms.load_param_into_net(net, {"w": Parameter(torch.ones(2, 3, dtype=torch.float16)), "x": "s"})
    assert r == (["b", "step"], ["x"])
    assert net.w.dtype == ms.float32
    with pytest.raises(RuntimeError, match="same type"):
        ms.load_param_into_net(TinyNet(), {"w": Parameter(torch.ones(2, 3, dtype=torch.float16))}, strict_load=True)
    with pytest.raises(RuntimeError, match="same type"):
        ms.load_param_into_net(TinyNet(), {"step": Parameter(torch.ones(1, dtype=torch.uint8))})
    with pytest.raises(TypeError):
        ms.load_param_into_net(TinyNet(), {"w": np.ones(3)})


# ------------------------------------------------------------------------------------------------ atomicity / async


def test_failed_write_keeps_old_file(tmp_path, monkeypatch):
    path = str(tmp_path / "keep.ckpt")
    ms.save_checkpoint(TinyNet(1.0), path)
    with open(path, "rb") as f:
        old = f.read()
    real = S._write_ckpt

    def boom(f, *args):
        f.write(b"\x0a\x10partial")
        raise OSError("disk full (simulated)")

    monkeypatch.setattr(_save, "_write_ckpt", boom)
    with pytest.raises(OSError, match="simulated"):
        ms.save_checkpoint(TinyNet(2.0), path)
    monkeypatch.setattr(_save, "_write_ckpt", real)
    with open(path, "rb") as f:
        assert f.read() == old
    assert os.listdir(tmp_path) == ["keep.ckpt"]


def test_async_save_finishes_and_reports_failure(tmp_path, monkeypatch):
    net = TinyNet(4.0)
    path = str(tmp_path / "a.ckpt")
    ms.save_checkpoint(net, path, async_save=True)
    net.w.set_data(Tensor(np.zeros((2, 3), np.float32)))  # the snapshot was taken before this
    d = ms.load_checkpoint(path)  # waits for the pending save
    assert float(d["w"].asnumpy()[0, 0]) == 4.0
    assert not ms.train.async_ckpt_thread_status()

    def boom(*a, **k):
        raise OSError("simulated async failure")

    monkeypatch.setattr(_save, "_write_ckpt", boom)
    ms.save_checkpoint(net, str(tmp_path / "b.ckpt"), async_save="thread")
    for t in list(S._async_threads):
        t.join()
    with pytest.raises(OSError, match="simulated async failure"):
        S._wait_async_save()
    assert not os.path.exists(tmp_path / "b.ckpt")


def test_concurrent_saves_do_not_interleave(tmp_path):
    path = str(tmp_path / "c.ckpt")
    nets = [TinyNet(float(i)) for i in range(4)]
    threads = [threading.Thread(target=ms.save_checkpoint, args=(n, path)) for n in nets]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    d = ms.load_checkpoint(path)
    assert float(d["w"].asnumpy()[0, 0]) in {0.0, 1.0, 2.0, 3.0}


# ------------------------------------------------------------------------------------------------ fuzz

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

_FUZZ_SEEDS = {}


def _seed(name):
    if name not in _FUZZ_SEEDS:
        with open(os.path.join(DATA, name), "rb") as f:
            _FUZZ_SEEDS[name] = f.read()
    return _FUZZ_SEEDS[name]


@settings(
    max_examples=int(os.environ.get("MINDSHIM_FUZZ_EXAMPLES", "200")),
    deadline=2000,
    suppress_health_check=list(HealthCheck),
    derandomize=not os.environ.get("MINDSHIM_FUZZ_EXAMPLES"),
)
@given(
    name=st.sampled_from(
        [
            "dtypes.ckpt",
            "dict_numpy_str.ckpt",
            "lenet5_f32_crc.ckpt",
            "dtypes.safetensors",
        ]
        + (["lenet5_f32_enc_aesgcm.ckpt"] if HAVE_CRYPTO else [])
    ),
    ops=st.lists(
        st.tuples(
            st.sampled_from(["flip", "set", "cut", "insert", "delete"]), st.integers(0, 10**6), st.integers(0, 255)
        ),
        min_size=1,
        max_size=4,
    ),
    crc=st.booleans(),
)
def test_fuzz_mutated_golden_bytes(tmp_path_factory, name, ops, crc):
    data = bytearray(_seed(name))
    for op, pos, val in ops:
        if not data:
            break
        i = pos % len(data)
        if op == "flip":
            data[i] ^= 1 << (val % 8)
        elif op == "set":
            data[i] = val
        elif op == "cut":
            del data[i:]
        elif op == "insert":
            data[i:i] = bytes([val])
        else:
            del data[i]
    kw = load_kwargs(name)
    if name.endswith(".ckpt") and "enc" not in name:
        kw["crc_check"] = crc
        body = bytes(data[:-17]) if data[-17:-10] == b"crc_num" else bytes(data)
        try:
            fast = S._fast_parse(memoryview(body))
        except S._Fallback:
            fast = None
        if fast is not None:  # the fast reader must agree with protobuf whenever it accepts the bytes
            msg = Checkpoint.FromString(body)
            assert [(t, d, ty, body[a:b]) for t, d, ty, a, b in fast] == [
                (v.tag, list(v.tensor.dims), v.tensor.tensor_type, v.tensor.tensor_content) for v in msg.value
            ]
    fname = "f." + name.rsplit(".", 1)[1]
    path = write(str(tmp_path_factory.mktemp("fz") / fname), bytes(data))
    try:
        d = ms.load_checkpoint(path, **kw)
    except ValueError as e:
        assert fname in str(e) or "empty" in str(e)
        return
    for k, v in d.items():
        assert isinstance(k, str)
        if not isinstance(v, str):
            assert isinstance(v, Parameter)
            assert v._t.numel() * v._t.element_size() >= 0


# ------------------------------------------------------------------------------------------------ interop & CLI


def test_interop_result_recorded_by_real_mindspore():
    with open(os.path.join(DATA, "interop_result.json")) as f:
        res = json.load(f)
    assert res["mindspore"] == "2.10.0"
    assert res["all_ok"] is True
    assert len(res["files"]) >= 7
    for name, r in res["files"].items():
        assert r["ok"] and r["loaded_in_mindspore"] and r["values_match"], name
        if not any(m in name for m in ("gcm", "cbc", "sm4")):
            assert r["mindspore_resave_byte_identical"], name


def test_cli_show_diff_convert(tmp_path, capsys):
    from mindshim.tools.ckpt import main

    a = str(tmp_path / "a.ckpt")
    ms.save_checkpoint(TinyNet(1.0), a)
    d = ms.load_checkpoint(a)
    d["w"] = Parameter(torch.tensor([[1.0, float("nan"), 1.0], [1.0, 1.0, 2.0]]), name="w")
    d["bn.gamma"] = Parameter(torch.ones(3), name="bn.gamma")
    d["bn.moving_mean"] = Parameter(torch.zeros(3), name="bn.moving_mean")
    del d["b"]
    b = str(tmp_path / "b.ckpt")
    ms.save_checkpoint(d, b)
    assert main(["show", b]) == 0
    out = capsys.readouterr().out
    assert "bn.gamma" in out and "1 NaN" in out
    assert main(["diff", a, b]) == 1
    out = capsys.readouterr().out
    assert "only in A: b" in out and "only in B: bn.gamma" in out and "NaN 0->1" in out
    assert main(["diff", a, a]) == 0
    pt = str(tmp_path / "b.pt")
    assert main(["convert", b, pt]) == 0
    out = capsys.readouterr().out
    assert "bn.running_mean" in out
    sd = torch.load(pt, weights_only=True)
    assert "bn.weight" in sd and "bn.running_mean" in sd
    back = str(tmp_path / "back.ckpt")
    assert main(["convert", pt, back]) == 0
    assert main(["diff", b, back]) == 0
    st_path = str(tmp_path / "b.safetensors")
    assert main(["convert", b, st_path]) == 0
    assert list(ms.load_checkpoint(st_path, format="safetensors")) == sorted(d)
    assert main(["show", str(tmp_path / "missing.ckpt")]) == 2
