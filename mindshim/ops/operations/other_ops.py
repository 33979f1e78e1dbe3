"""Debug and data primitives: `ops.Print` (MindSpore's print format) and `ops.GetNext` (dataset queue)."""

from __future__ import annotations

from ... import _api
import sys
from typing import Any

from ..._state import STAGED_DEPTH as _JIT_DEPTH
from ...common.api import graph_print_lines
from ...common.tensor import Tensor
from ..composite.base import stop_gradient
from ..primitive import Primitive
from ._base import define

__all__ = _api.names(__name__)

StopGradient = define(
    "StopGradient",
    stop_gradient,
    doc="``value`` cut from the gradient graph (Tensors, also inside tuples/lists; other values pass through).",
    inputs="value",
)


def _print_text(x: Any) -> str:
    if isinstance(x, Tensor):
        return repr(x)
    return str(x)


class Print(Primitive):
    """``ops.Print()(*inputs)``: print strings, numbers and Tensors to stdout, one input per line.

    Mirrors ``mindspore.ops.Print`` (2.10): a string is printed as-is, a Tensor in its repr form
    (``Tensor(shape=[2], dtype=Float32, value= [ 1.00000000e+00,  2.00000000e+00])``), a number with ``str``.
    A tuple/list is printed as Python prints it (its Tensors in repr form). Inside ``jit`` or a GRAPH_MODE
    Cell call it prints MindSpore's graph format instead (``mindspore.common.api.graph_print_lines``).
    Returns None.
    """

    def __init__(self) -> None:
        super().__init__("Print")
        self.add_prim_attr("side_effect_io", True)

    def __call__(self, *inputs: Any) -> None:
        if _JIT_DEPTH[0]:  # inside jit / a GRAPH_MODE Cell call: the graph Print format
            sys.stdout.write("".join(line + "\n" for x in inputs for line in graph_print_lines(x)))
        else:
            sys.stdout.write("".join(_print_text(x) + "\n" for x in inputs))
        sys.stdout.flush()


class GetNext(Primitive):
    """``ops.GetNext(types, shapes, output_num, shared_name)()``: the next batch of a device data queue.

    Mirrors ``mindspore.ops.GetNext`` (2.10). mindshim has no device data queue (datasets are iterated
    directly), so calling it raises RuntimeError, as MindSpore does on CPU.

    Args:
        types (list[mindspore.dtype]): the dtype of each output.
        shapes (list[tuple]): the shape of each output.
        output_num (int): the number of outputs.
        shared_name (str): the queue name.

    Raises:
        RuntimeError: always, when called.
    """

    def __init__(self, types: list, shapes: list, output_num: int, shared_name: str) -> None:
        super().__init__("GetNext")
        self.types, self.shapes, self.output_num, self.shared_name = types, shapes, output_num, shared_name
        self.attrs.update(types=types, shapes=shapes, output_num=output_num, shared_name=shared_name)

    def __call__(self, *args: Any) -> Any:
        raise RuntimeError(
            "\n----------------------------------------------------\n"
            "- Kernel select failed:\n"
            "----------------------------------------------------\n"
            "Unsupported op [GetNext] on CPU, Please confirm whether the device target setting is correct, or refer "
            "to 'mindspore.ops' at https://www.mindspore.cn to query the operator support list.\n"
            f"(mindshim has no device data queue; the queue '{self.shared_name}' is not available.)"
        )
