"""`mindspore.onnx`: export a network to an ONNX model, through ``torch.onnx.export``."""

from __future__ import annotations

from .. import _api
import os
import re
from typing import Any

__all__ = _api.names(__name__)

_NAME_RE = r"^[0-9a-zA-Z@\_\-\.\:\/\\]+$"


def _check_file_name(file_name: Any) -> None:
    """MindSpore's ``check_file_name_by_regular``: a string, not a directory path, of the allowed characters."""
    if not isinstance(file_name, str):
        raise TypeError(f"The '{file_name}' must be string, but got {type(file_name)}.")
    if file_name.endswith("\\") or file_name.endswith("/"):
        raise ValueError(f"The '{file_name}' cannot be a directory path.")
    if re.match(_NAME_RE, file_name) is None:
        raise ValueError(f"The '{file_name}' is illegal, it must be match regular '{_NAME_RE}'.")


def _check_isinstance(arg_name: str, arg_value: Any, classes: Any) -> None:
    if not isinstance(arg_value, classes):
        raise ValueError(f"The parameter '{arg_name}' must be isinstance of {classes}, but got {arg_value}.")


class _Traced:
    """Builds the ``torch.nn.Module`` that ``torch.onnx.export`` traces: the Cell called on wrapped inputs, its
    Tensor outputs unwrapped (a tuple/list of outputs stays a tuple)."""

    @staticmethod
    def module(net: Any):
        import torch

        from ..common.tensor import Tensor, _wrap

        def unwrap(out: Any) -> Any:
            if isinstance(out, Tensor):
                return out._data()
            if isinstance(out, (tuple, list)):
                return tuple(unwrap(o) for o in out)
            return out

        class Wrapper(torch.nn.Module):
            def __init__(self) -> None:
                super().__init__()
                object.__setattr__(self, "_net", net)  # not a sub-module: the state below stands for it

            def forward(self, *xs: Any) -> Any:
                return unwrap(self._net(*[_wrap(x) if isinstance(x, torch.Tensor) else x for x in xs]))

            def _save_to_state_dict(self, destination: dict, prefix: str, keep_vars: bool) -> None:
                # the tracer's view of the weights: the torch tensors the Cells compute with (a Cell's own
                # state_dict gives MindSpore Parameters, which the tracer cannot take as graph initializers)
                def walk(m: Any, path: str) -> None:
                    for name, t in list(m._parameters.items()) + list(m._buffers.items()):
                        t = t._data() if isinstance(t, Tensor) else t
                        if isinstance(t, torch.Tensor):
                            destination[path + name] = t
                    for name, child in m._modules.items():
                        if child is not None:
                            walk(child, f"{path}{name}.")

                walk(net, prefix)

        return Wrapper()


def _torch_inputs(inputs: tuple) -> tuple:
    from ..common.tensor import Tensor

    out = []
    for x in inputs:
        if isinstance(x, Tensor):
            out.append(x._data())
        elif isinstance(x, (tuple, list)):
            out.append(type(x)(_torch_inputs(tuple(x))))
        else:
            out.append(x)
    return tuple(out)


def _write_onnx(
    net: Any,
    inputs: tuple,
    file_name: str,
    input_names: list | None = None,
    output_names: list | None = None,
    export_params: bool = True,
    keep_initializers_as_inputs: bool = False,
    dynamic_axes: dict | None = None,
) -> None:
    """Trace ``net`` on ``inputs`` in inference mode and write the ONNX model to ``file_name`` (a full path)."""
    import warnings

    import torch

    cell_mode = net.training
    net.set_train(False)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # torch's tracer and legacy-exporter notices
            torch.onnx.export(
                _Traced.module(net),
                _torch_inputs(inputs),
                file_name,
                input_names=input_names or None,
                output_names=output_names or None,
                export_params=export_params,
                keep_initializers_as_inputs=keep_initializers_as_inputs,
                dynamic_axes=dynamic_axes or None,
                dynamo=False,
            )
    except Exception as e:  # torch's exporter raises many kinds; report them as MindSpore does
        missing = isinstance(e, ImportError) or "onnx is not installed" in str(e)
        if missing:
            raise RuntimeError(
                "Export onnx model failed: mindshim writes ONNX through torch.onnx.export, which needs the 'onnx' "
                "package (pip install onnx)."
            ) from None
        raise RuntimeError(f"Export onnx model failed, ensure that the model can be traced by torch: {e}") from e
    finally:
        net.set_train(cell_mode)


def export(
    net: Any,
    *inputs: Any,
    file_name: str,
    input_names: list | None = None,
    output_names: list | None = None,
    export_params: bool = True,
    keep_initializers_as_inputs: bool = False,
    dynamic_axes: dict | None = None,
) -> None:
    """Export a Cell to an ONNX model. Mirrors ``mindspore.onnx.export`` (2.10).

    The Cell runs once in inference mode (``set_train(False)``, restored afterwards) on ``inputs`` (Tensors,
    numbers, tuples) while ``torch.onnx.export`` (its TorchScript-tracing exporter, opset torch's default) records
    the graph. ``file_name`` gets the ``.onnx`` suffix when it has none; missing directories are made.

    Args:
        net (nn.Cell): the network. inputs: its inputs. file_name (str): where to write.
        input_names, output_names (list): names of the graph's inputs/outputs. export_params (bool): store the
            weights (default True). keep_initializers_as_inputs (bool): weights also as graph inputs.
        dynamic_axes (dict): ``{input_name: {axis: axis_name}}`` for dynamic dimensions.

    Raises:
        TypeError / ValueError: ``file_name`` not a string / a directory path or illegal characters.
        ValueError: ``net`` not a Cell, ``input_names``/``output_names`` not lists, ``dynamic_axes`` not a dict, or
            a dataset as input (MindSpore's checks and messages).
        RuntimeError: torch cannot trace the network, or the ``onnx`` package torch's exporter needs is missing.

    Known differences: the graph is torch's trace (ONNX operators as torch exports them), not MindSpore's own
    converter's; data-dependent Python control flow is frozen at the traced values.
    """
    from ..dataset.engine.datasets import Dataset
    from ..nn.cell import Cell

    _check_file_name(file_name)
    _check_isinstance("net", net, Cell)
    input_names = input_names or []
    _check_isinstance("input_names", input_names, list)
    output_names = output_names or []
    _check_isinstance("output_names", output_names, list)
    dynamic_axes = dynamic_axes or {}
    _check_isinstance("dynamic_axes", dynamic_axes, dict)
    if any(isinstance(x, Dataset) for x in inputs):
        raise ValueError("Can not support dataset as inputs to export ONNX model.")
    path = os.path.abspath(file_name)
    if not path.endswith(".onnx"):
        path += ".onnx"
    directory = os.path.dirname(path)
    if directory and not os.path.exists(directory):
        os.makedirs(directory, exist_ok=True)
    _write_onnx(net, inputs, path, input_names, output_names, export_params, keep_initializers_as_inputs, dynamic_axes)
