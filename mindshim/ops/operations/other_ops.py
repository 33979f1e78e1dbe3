"""Debug and data primitives: `ops.Print` (MindSpore's print format) and `ops.GetNext` (dataset queue)."""

from __future__ import annotations

from ... import _api
import sys
from typing import Any

from ..._state import STAGED_DEPTH
from ...common.api import graph_print_lines
from ...common.tensor import Tensor
from ..composite.base import stop_gradient
from ..primitive import Primitive
from ._base import define
from ..._kernels import errors as _errors
from .._ascend_ops import Pull, Push  # noqa: F401  (mindshim._api)

__all__ = _api.names(__name__)
# `SampleDistortedBoundingBoxV2` (in `_random_prims`, whose deprecation warning needs `array_func`): on first use.
__getattr__, __dir__ = _api.attach(__name__)

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
        if STAGED_DEPTH[0]:  # inside jit / a GRAPH_MODE Cell call: the graph Print format
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


def _box_attrs(name: str, means, stds) -> None:
    """BoundingBoxDecode/Encode's ``means`` and ``stds``: tuples of 4 floats (MindSpore 2.10's checks, in order)."""
    from ... import _checkparam as validator

    validator.check_value_type("means", means, tuple, name)
    validator.check_value_type("stds", stds, tuple, name)
    for i, value in enumerate(means):
        validator.check_value_type("means[%d]" % i, value, [float], name)
    for i, value in enumerate(stds):
        validator.check_value_type("stds[%d]" % i, value, [float], name)


def _box_input(name: str, x) -> Any:
    """The torch tensor of a box input (MindSpore refuses numpy arrays and numbers)."""
    if not isinstance(x, Tensor):
        raise TypeError(f"For Primitive[{name}], the type of input argument[x_dtype] must be Tensor but got External.")
    return x._t if x._t is not None else x._data()


class BoundingBoxEncode(Primitive):
    """``ops.BoundingBoxEncode(means=(0.0,)*4, stds=(1.0,)*4)(anchor_box, groundtruth_box)``: the (n, 4) deltas
    ``((dx, dy, dw, dh) - means) / stds`` of ground-truth boxes from anchor boxes (``(x1, y1, x2, y2)`` each).

    Mirrors ``mindspore.ops.BoundingBoxEncode`` (2.10): Float16/Float32 inputs of one dtype, output in it.
    Computed by ``_kernels.image.bounding_box_encode``.

    Raises:
        TypeError: if ``means``/``stds`` is not a tuple of floats; for inputs that are not Tensors, not
            Float16/Float32 or of different dtypes.
        ValueError: if ``means``/``stds`` has not 4 entries; for inputs not of shape (n, 4) with the same n.
    """

    def __init__(self, means: tuple = (0.0, 0.0, 0.0, 0.0), stds: tuple = (1.0, 1.0, 1.0, 1.0)) -> None:
        from ... import _checkparam as validator

        Primitive.__init__(self, "BoundingBoxEncode")
        _box_attrs("BoundingBoxEncode", means, stds)
        validator.check_equal_int(len(means), 4, "means len", "BoundingBoxEncode")
        validator.check_equal_int(len(stds), 4, "stds len", "BoundingBoxEncode")
        self.means, self.stds = means, stds
        self.attrs.update(means=means, stds=stds)

    def __call__(self, anchor_box: Tensor, groundtruth_box: Tensor) -> Tensor:
        from ..._kernels import image as _K_img
        from ..function._utils import _wrap

        a = _box_input(self.name, anchor_box)
        g = _box_input(self.name, groundtruth_box)
        return _wrap(_K_img.bounding_box_encode(a, g, self.means, self.stds))


class BoundingBoxDecode(Primitive):
    """``ops.BoundingBoxDecode(max_shape, means=(0.0,)*4, stds=(1.0,)*4, wh_ratio_clip=0.016)(anchor_box, deltas)``:
    the (n, 4) boxes ``(x1, y1, x2, y2)`` decoded from anchor boxes and deltas ``deltas * stds + means`` (log-size
    deltas clipped to ``|log(wh_ratio_clip)|``; x clamped to ``[0, max_shape[1]]``, y to ``[0, max_shape[0]]``).

    Mirrors ``mindspore.ops.BoundingBoxDecode`` (2.10) on CPU: Float16/Float32 inputs of one dtype, output in it.
    Computed by ``_kernels.image.bounding_box_decode``.

    Raises:
        TypeError: if ``means``/``stds``/``max_shape`` is not a tuple (of floats), ``wh_ratio_clip`` not a float;
            for inputs that are not Tensors, not Float16/Float32 or of different dtypes.
        ValueError: if ``means``/``stds`` has not 4 entries or ``max_shape`` not 2; for inputs not of shape (n, 4)
            with the same n.
        RuntimeError: when called with ``max_shape=None`` or a ``max_shape`` of floats (MindSpore's kernel fails).
    """

    def __init__(self, max_shape: tuple, means: tuple = (0.0, 0.0, 0.0, 0.0), stds: tuple = (1.0, 1.0, 1.0, 1.0),
                 wh_ratio_clip: float = 0.016) -> None:  # fmt: skip
        from ... import _checkparam as validator

        name = "BoundingBoxDecode"
        Primitive.__init__(self, name)
        _box_attrs(name, means, stds)
        validator.check_value_type("wh_ratio_clip", wh_ratio_clip, [float], name)
        validator.check_equal_int(len(means), 4, "means len", name)
        validator.check_equal_int(len(stds), 4, "stds len", name)
        if max_shape is not None:
            validator.check_value_type("max_shape", max_shape, [tuple], name)
            validator.check_equal_int(len(max_shape), 2, "max_shape len", name)
        self.max_shape, self.means, self.stds, self.wh_ratio_clip = max_shape, means, stds, wh_ratio_clip
        self.attrs.update(max_shape=max_shape, means=means, stds=stds, wh_ratio_clip=wh_ratio_clip)

    def __call__(self, anchor_box: Tensor, deltas: Tensor) -> Tensor:
        from ..._kernels import image as _K_img
        from ..function._utils import _wrap

        a = _box_input(self.name, anchor_box)
        d = _box_input(self.name, deltas)
        if self.max_shape is None:
            raise RuntimeError("Error GetValue for value: None, type: vector<l>")
        for v in self.max_shape:
            if not isinstance(v, int):
                raise RuntimeError(f"Cast failed, original value: {v:g}, type: FP32Imm")
        return _wrap(_K_img.bounding_box_decode(a, d, self.max_shape, self.means, self.stds, self.wh_ratio_clip))


class IOU(Primitive):
    """``ops.IOU(mode='iou')(anchor_boxes, gt_boxes)``: the ``(M, N)`` intersection over union ('iou') or over the
    ground-truth area ('iof') of ``gt_boxes`` (M, 4) with ``anchor_boxes`` (N, 4), boxes ``(x0, y0, x1, y1)``.

    Mirrors ``mindspore.ops.IOU`` (2.10) on CPU: widths and heights are ``x1 - x0 + 1`` (pixel convention), a
    ``1e-10`` is added to the denominator, row ``i`` holds ``gt_boxes[i]``; Float16/Float32/Float64 inputs of one
    dtype, output in it. Computed by ``_kernels.detection.iou``.

    Raises:
        KeyError: ``mode`` neither 'iou' nor 'iof'.
        TypeError: an input not a Tensor, not of a float dtype, or the two dtypes differ.
        ValueError: inputs not 2-D with a last axis of 4.
    """

    def __init__(self, mode: str = "iou") -> None:
        Primitive.__init__(self, "IOU")
        if mode not in {"iou", "iof"}:
            raise _errors.op_error(KeyError, self.name, f"only 'iou' or 'iof' are supported, but got 'mode': {mode}.")
        self.mode = mode
        self.attrs.update(mode=mode)

    def __call__(self, anchor_boxes: Tensor, gt_boxes: Tensor) -> Tensor:
        from ..._kernels import detection as _K_det
        from ..._kernels.errors import not_tensor_name
        from ..function._utils import _as_tensor, _wrap

        for i, x in enumerate((anchor_boxes, gt_boxes)):
            if not isinstance(x, Tensor):
                raise TypeError(
                    f"For primitive[{self.name}], the input[{i}] should be a Tensor, but got {not_tensor_name(x)}."
                )
        return _wrap(_K_det.iou(_as_tensor(anchor_boxes), _as_tensor(gt_boxes), self.mode))


_WARNED: set = set()


def _deprecated_once(name: str, version: str) -> None:
    """MindSpore's once-per-name warning of ``common._decorator.deprecated`` for a deprecated primitive."""
    if name + version not in _WARNED:
        _WARNED.add(name + version)
        from ... import log as logger

        logger.warning(f"'{name}' is deprecated from version {version} and will be removed in a future version.")


class CheckValid(Primitive):
    """``ops.CheckValid()(bboxes, img_metas)``: Bool ``(N,)``, True where box ``(x0, y0, x1, y1)`` of ``bboxes``
    (N, 4) lies in the image ``img_metas`` = ``(height, width, ratio)``: ``x0 >= 0``, ``y0 >= 0``,
    ``x1 <= width * ratio - 1``, ``y1 <= height * ratio - 1``.

    Mirrors ``mindspore.ops.CheckValid`` (2.10, deprecated since 2.10.0: the constructor logs MindSpore's
    once-per-name warning): Float16/Float32/Int16/UInt8 inputs (one dtype, or Float16 with Float32). Computed by
    ``_kernels.detection.check_valid``.

    Raises:
        TypeError: an input not a Tensor or of another dtype.
        ValueError: ``bboxes`` not (N, 4) or ``img_metas`` not (3,).
    """

    def __init__(self) -> None:
        _deprecated_once("CheckValid", "2.10.0")
        Primitive.__init__(self, "CheckValid")

    def __call__(self, bboxes: Tensor, img_metas: Tensor) -> Tensor:
        from ..._kernels import detection as _K_det
        from ..function._utils import _prim_input, _wrap

        b = _prim_input(self.name, "bboxes", bboxes)
        m = _prim_input(self.name, "metas", img_metas)
        return _wrap(_K_det.check_valid(b, m))


class ScalarToArray(Primitive):
    """``ops.ScalarToArray()(x)``. Mirrors ``mindspore.ops.ScalarToArray`` (2.10), which no longer runs in either mode:
    in PyNative it raises RuntimeError 'prim:ScalarToArray has no attr:__infer__', and a graph using it fails to
    compile ('Operator 'ScalarToArray' is invalid'). mindshim raises the same. Use ``ops.scalar_to_tensor``.
    """

    def __init__(self) -> None:
        super().__init__("ScalarToArray")

    def __call__(self, input_x: Any) -> Any:
        if STAGED_DEPTH[0] > 0:
            raise RuntimeError("Operator 'ScalarToArray' is invalid, or no matching evaluator could be found.")
        raise RuntimeError("prim:ScalarToArray has no attr:__infer__")


scalar_to_array = ScalarToArray()
"""``ops.functional.scalar_to_array``: the :class:`ScalarToArray` instance (raises RuntimeError, as in 2.10)."""
