"""`export` / `load` (MindIR and ONNX) and the graph `-graph.meta` file."""

from __future__ import annotations

import os
import stat
import tempfile
from typing import Any

from ... import log as logger
from ...common.tensor import Tensor
from .codec import _varint
from ..._kernels import errors as _errors


def _check_key_mode_type(file_format: str, **kwargs: Any) -> tuple:
    """MindSpore's ``enc_key`` / ``enc_mode`` checks for ``export``: AIR/ONNX take only a callable ``enc_mode``."""
    enc_key = kwargs.get("enc_key")
    if not isinstance(enc_key, bytes):
        raise ValueError(f"The parameter 'enc_key' must be isinstance of {bytes}, but got {enc_key}.")
    enc_mode = kwargs.get("enc_mode")
    if callable(enc_mode):
        return enc_key, enc_mode
    enc_mode = "AES-GCM"
    if "enc_mode" in kwargs:
        enc_mode = kwargs.get("enc_mode")
        if not isinstance(enc_mode, str):
            raise ValueError(f"The parameter 'enc_mode' must be isinstance of {str}, but got {enc_mode}.")
    if file_format in ("AIR", "ONNX"):
        raise ValueError(f"AIR/ONNX only support customized encryption, but got {enc_mode}.")
    if enc_mode in ("AES-CBC", "AES-GCM", "SM4-CBC"):
        return enc_key, enc_mode
    raise ValueError(f"MindIR only support AES-GCM/AES-CBC/SM4-CBC encryption, but got {enc_mode}")


def export(net: Any, *inputs: Any, file_name: str, file_format: str, **kwargs: Any) -> None:
    """Export a network. Mirrors ``mindspore.export`` (2.10).

    MINDIR: ``net`` (a Cell) is run once on ``inputs`` (Tensors) and the run is written as the MindIR graph
    MindSpore writes (``mindspore.train.mind_ir_pb2.ModelProto``: the primitives ``Conv2D``, ``MatMul``,
    ``BiasAdd``, ``BatchNorm``, ... with the network's Parameters and raw data; docs/mindir.md lists the nodes
    covered), so real MindSpore's ``load`` + ``nn.GraphCell`` runs it, and so does mindshim's. ``custom_func``
    receives the ``ModelProto`` before it is written (``producer_name``, ``user_info``, ...). ``enc_key`` (with
    ``enc_mode`` 'AES-GCM' (default), 'AES-CBC', 'SM4-CBC' or a callable) encrypts the file as MindSpore does.
    The file gets the ``.mindir`` suffix when it has none and is written atomically (a temporary file renamed
    over it), read-only for its owner.

    AIR: MindSpore CPU raises ValueError ('Only support export file in 'AIR' format with Ascend backend.'), and so
    does mindshim.

    ONNX: the Cell is traced in inference mode by ``torch.onnx.export`` (see :func:`mindspore.onnx.export`); the
    file gets the ``.onnx`` suffix when it has none, missing directories are made (mode 0o700), an existing file
    is overwritten, and the written file is made read-only for its owner, as MindSpore does. A callable
    ``enc_mode`` (with ``enc_key`` bytes) encrypts the model bytes, as MindSpore's customized encryption.
    MindSpore logs that ``export(file_format='ONNX')`` is deprecated in favour of ``mindspore.onnx.export``.

    Raises:
        NotImplementedError: 'obf_func' given (as MindSpore).
        ValueError: ``file_format`` not 'AIR', 'ONNX' or 'MINDIR' (MindSpore's check, made first); 'AIR' on CPU;
            ``net`` not a Cell; an input with a dynamic (-1) dimension (ONNX) or not a Tensor (MINDIR);
            ``custom_func`` for ONNX; a non-callable ``enc_mode``; (MINDIR) a Parameter that a ``construct``
            reads as a global or closure variable and no Cell of ``net`` holds.
        TypeError / ValueError: ``file_name`` not a string / a directory path or illegal characters.
        RuntimeError: torch cannot trace the network, or the ``onnx`` package is missing (ONNX); the network
            uses a torch operator that mindshim cannot write as a MindIR node (MINDIR).

    Known difference: MindSpore also sets the output directory's mode to 0o700 when the file is new; mindshim
    only gives that mode to directories it creates.
    """
    if "obf_func" in kwargs:
        raise NotImplementedError("Dynamic model structure obfuscation is no longer supported.")
    supported = ["AIR", "ONNX", "MINDIR"]
    if file_format not in supported:
        raise _errors.value_error("export", f"'file_format' must be one of {supported}, but got {file_format}.")
    if file_format == "AIR":
        logger.warning(
            "AIR format is deprecated, and will be removed in a future version, please use other format or "
            "use MindSpore Lite to do offline inference"
        )
    from ...onnx import _check_file_name

    _check_file_name(file_name)
    file_name = os.path.realpath(file_name)
    if "enc_key" in kwargs:
        kwargs["enc_key"], kwargs["enc_mode"] = _check_key_mode_type(file_format, **kwargs)
    if kwargs.get("custom_func") is not None and file_format != "MINDIR":
        raise ValueError(f"Currently only support custom_func for MindIR format, but got {file_format} format.")
    if file_format == "MINDIR":
        _save_mindir(net, file_name, *inputs, **kwargs)
        return
    if file_format == "AIR":
        raise ValueError("Only support export file in 'AIR' format with Ascend backend.")
    logger.warning("mindspore.export(file_format='ONNX') will be deleted, please use mindspore.onnx.export()")
    _save_onnx(net, file_name, *inputs, **kwargs)


def _save_mindir(net: Any, file_name: str, *inputs: Any, **kwargs: Any) -> None:
    """``export``'s MindIR writer: the ``ModelProto`` of ``net`` run on ``inputs`` (:mod:`.._mindir.writer`), given
    to ``custom_func`` when one is passed, serialized (then encrypted when ``enc_key`` is given) and written to
    ``file_name`` + '.mindir' atomically (a temporary file in the same directory, renamed over the target), made
    read-only for its owner as MindSpore does. Missing directories are made with mode 0o700."""
    from ...nn.cell import Cell
    from .._mindir import writer

    if not isinstance(net, Cell):
        raise _errors.value_error("export", f"mindshim exports a Cell to MindIR, but got {type(net)}.")
    model = writer.build_model(net, inputs)
    custom_func = kwargs.get("custom_func")
    if custom_func is not None:
        custom_func(model)
    data = model.SerializeToString()
    if "enc_key" in kwargs and "enc_mode" in kwargs:
        mode = kwargs["enc_mode"]
        if callable(mode):
            data = mode(data, kwargs["enc_key"])
        else:
            from . import crypto

            data = b"".join(crypto._encrypt_blocks(data, kwargs["enc_key"], mode))
    if not file_name.endswith(".mindir"):
        file_name += ".mindir"
    directory = os.path.dirname(os.path.realpath(file_name))
    os.makedirs(directory, mode=0o700, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".mindir-", dir=directory)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.chmod(tmp, stat.S_IRUSR)
        os.replace(tmp, file_name)
    except BaseException:
        if os.path.exists(tmp):
            os.remove(tmp)
        raise


def _save_onnx(net: Any, file_name: str, *inputs: Any, **kwargs: Any) -> None:
    """``export``'s ONNX writer: MindSpore's checks, then ``torch.onnx.export`` into ``file_name`` (+ '.onnx')."""
    from ...nn.cell import Cell
    from ...onnx import _write_onnx

    if not isinstance(net, Cell):
        raise ValueError(f"Export ONNX format model only support nn.Cell object, but got {type(net)}.")
    for x in inputs:
        if isinstance(x, Tensor) and -1 in tuple(x.shape):
            raise ValueError("Export ONNX format model not support dynamic shape mode.")
    if not file_name.endswith(".onnx"):
        file_name += ".onnx"
    if os.path.exists(file_name):
        os.chmod(file_name, stat.S_IWUSR)
    else:
        directory = os.path.dirname(file_name)
        if directory and not os.path.exists(directory):
            os.makedirs(directory, mode=0o700, exist_ok=True)
    _write_onnx(net, inputs, file_name)
    if "enc_key" in kwargs and "enc_mode" in kwargs:
        with open(file_name, "rb") as f:
            data = kwargs["enc_mode"](f.read(), kwargs["enc_key"])
        with open(file_name, "wb") as f:
            f.write(data)
    os.chmod(file_name, stat.S_IRUSR)


def load(file_name: str, **kwargs: Any) -> Any:
    """Load a MindIR file. Mirrors ``mindspore.load(file_name, **kwargs)`` (2.10).

    Returns a ``FuncGraph`` that :class:`mindspore.nn.GraphCell` runs. Files written by MindSpore 2.10 and by
    mindshim's ``export`` are read (the graph, its primitives and attributes, the Parameters' raw data); the
    nodes covered are listed in docs/mindir.md. ``dec_key`` (bytes) and ``dec_mode`` ('AES-GCM' by default,
    'AES-CBC', 'SM4-CBC' or a callable) decrypt an encrypted file.

    Raises:
        NotImplementedError: 'obf_func' given (as MindSpore).
        ValueError: ``file_name`` is not a string ending in '.mindir' or does not exist (MindSpore's checks);
            ``dec_key`` not bytes, ``dec_mode`` neither a str nor callable.
        RuntimeError: the file is not a MindIR model ('Load MindIR failed.', with MindSpore's longer message for
            an encrypted file read without the right key); the graph holds a primitive mindshim does not cover
            ('Unsupported op [Name] on CPU', MindSpore's text), or calls sub-graphs (control flow).
    """
    if "obf_func" in kwargs:
        raise NotImplementedError("Dynamic model structure obfuscation is no longer supported.")
    if not isinstance(file_name, str):
        raise _errors.value_error("load", f"the argument 'file_name' must be string, but got {type(file_name)}.")
    if not file_name.endswith(".mindir"):
        raise _errors.value_error(
            "load",
            "the argument 'file_name'(MindIR file) should end with '.mindir', please input the correct 'file_name'.",
        )
    if not os.path.exists(os.path.realpath(file_name)):
        raise _errors.value_error(
            "load",
            "the argument 'file_name'(MindIR file) does not exist, please check whether the 'file_name' is correct.",
        )
    file_name = os.path.realpath(file_name)
    dec_key = dec_mode = None
    if "dec_key" in kwargs:
        dec_key = kwargs["dec_key"]
        if not isinstance(dec_key, bytes):
            raise ValueError(f"The parameter 'dec_key' must be isinstance of {bytes}, but got {dec_key}.")
        dec_mode = kwargs.get("dec_mode", "AES-GCM")
        if not callable(dec_mode) and not isinstance(dec_mode, str):
            raise ValueError(f"The parameter 'dec_mode' must be isinstance of {str}, but got {dec_mode}.")
    from .._mindir import graph as _graph

    with open(file_name, "rb") as f:
        data = f.read()
    if dec_key is not None:
        data = _decrypt_mindir(data, dec_key, dec_mode)
    try:
        return _graph.load_file(data)
    except RuntimeError as e:
        from . import crypto

        if str(e) == "Load MindIR failed." and crypto._is_cipher(data):
            raise RuntimeError(
                "Load MindIR failed. The file may be encrypted and decrypt failed, you can check whether the values "
                "of the arguments 'dec_key' and 'dec_mode' are the same as when exported MindIR file, or check the "
                "file integrity."
            ) from None
        raise


def _decrypt_mindir(data: bytes, key: bytes, mode: Any) -> bytes:
    """The model bytes of an encrypted MindIR file: a callable ``dec_mode`` is applied as is (MindSpore's customized
    decryption); 'AES-GCM' / 'AES-CBC' / 'SM4-CBC' use the block format of ``mindspore.save_checkpoint``'s
    encryption. A file that does not decrypt fails as MindSpore's ('Load MindIR failed.')."""
    if callable(mode):
        try:
            return mode(data, key)
        except Exception:
            raise RuntimeError("Load MindIR failed.") from None
    from . import crypto

    try:
        return crypto._decrypt(data, key, mode, "")
    except Exception:
        raise RuntimeError("Load MindIR failed.") from None


# ------------------------------------------------------------------------------------------------ -graph.meta
# MindSpore's anf_ir.proto DataType numbers of the element types
_IR_DTYPE = {
    "Bool": 1,
    "Int8": 2,
    "Int16": 3,
    "Int32": 4,
    "Int64": 5,
    "UInt8": 6,
    "UInt16": 7,
    "UInt32": 8,
    "UInt64": 9,
    "Float16": 10,
    "Float32": 11,
    "Float64": 12,
    "Complex64": 43,
    "Complex128": 44,
    "BFloat16": 46,
}
_DT_TENSOR = 14


def _pb_field(number: int, payload: bytes) -> bytes:
    """One length-delimited protobuf field."""
    return _varint(number << 3 | 2) + _varint(len(payload)) + payload


def _pb_tensor_type(dtype: Any, shape: Any) -> bytes:
    """``TypeProto{data_type: DT_TENSOR, tensor_type{elem_type, shape{dim{size}...}}}`` (no shape: none given)."""
    body = _varint(1 << 3) + _varint(_IR_DTYPE.get(str(dtype), 0))
    if shape:
        body += _pb_field(2, b"".join(_pb_field(1, _varint(1 << 3) + _varint(int(d))) for d in shape))
    return _varint(1 << 3) + _varint(_DT_TENSOR) + _pb_field(2, body)


def _graph_proto(network: Any, inputs: Any = None, output: Any = None) -> bytes:
    """The ``-graph.meta`` bytes of ``network``: an anf_ir ``ModelProto`` (ir_version 1) whose graph is named
    after the network's ``construct`` and lists its inputs (``inputs0``, ``inputs1``, ... with their dtypes and
    shapes), its Parameters (name, dtype, shape) and one output (the dtype of ``output``). mindshim compiles no
    ANF graph, so the graph's nodes and constants are not written."""
    cls = type(network)
    module = cls.__module__.replace("mindshim", "mindspore", 1).replace(".", "_")
    graph = _pb_field(2, f"{module}_{cls.__name__}_construct".encode())
    for i, x in enumerate(inputs or ()):
        if isinstance(x, Tensor):
            graph += _pb_field(3, _pb_field(1, f"inputs{i}".encode()) + _pb_field(2, _pb_tensor_type(x.dtype, x.shape)))
    for p in network.get_parameters():
        graph += _pb_field(3, _pb_field(1, p.name.encode()) + _pb_field(2, _pb_tensor_type(p.dtype, p.shape)))
    if isinstance(output, (tuple, list)) and output:
        output = output[0]
    if isinstance(output, Tensor):
        graph += _pb_field(4, _pb_field(1, b"output") + _pb_field(2, _pb_tensor_type(output.dtype, ())))
    return _varint(1 << 3) + _varint(1) + _pb_field(4, graph)


def _save_graph(network: Any, file_name: str, inputs: Any = None, output: Any = None) -> None:
    """Write ``network``'s graph to ``file_name`` (replacing it, mode 0600), as ``ModelCheckpoint`` does once in
    GRAPH_MODE. Mirrors ``mindspore.train.serialization._save_graph``; the content is :func:`_graph_proto` (the
    inputs, parameters and output of MindSpore's ANF graph protobuf, without its compiled nodes)."""
    file_name = os.path.realpath(file_name)
    graph_pb = _graph_proto(network, inputs, output)
    if os.path.isfile(file_name):
        os.remove(file_name)
    with open(file_name, "wb") as f:
        os.chmod(file_name, stat.S_IRUSR | stat.S_IWUSR)
        f.write(graph_pb)
