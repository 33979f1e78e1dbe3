"""`mindspore.nn.layer.thor_layer`: the layers THOR's conversion puts in a network (DenseThor, Conv2dThor, EmbeddingThor, EmbeddingLookupThor)."""

from __future__ import annotations

from typing import Any

import numpy as np

from ... import _api
from ... import _checkparam as Validator
from ..._kernels import errors
from ...common import dtype as mstype
from ...common.initializer import initializer
from ...common.parameter import Parameter
from ...common.tensor import Tensor
from ...log import warning as _warning
from ..cell import Cell
from .activation import get_activation

__all__ = _api.names(__name__)


def _twice(value: Any) -> tuple:
    return tuple(value) if isinstance(value, (tuple, list)) else (value, value)


def _ops():
    from ... import ops

    return ops


class DenseThor(Cell):
    r"""A fully connected layer that also records THOR's statistics. Mirrors ``mindspore.nn.DenseThor`` (2.10).

    ``outputs = activation(x @ weight.T + bias)``. While ``thor`` is True (it is from construction until
    ``ModelThor`` switches the flag off), each call sets ``matrix_a`` to ``x.T @ x / in_channels`` (MindSpore's
    CPU/GPU path divides by the size of that square matrix, not by the batch), and the backward pass sets
    ``matrix_g`` to ``dout.T @ dout / batch`` through ``ops.InsertGradientOf``.

    Args:
        in_channels (int): size of the input's last dimension (> 0).
        out_channels (int): size of the output's last dimension (> 0).
        weight_init (Tensor | str | Initializer | numbers.Number): init of ``weight``
            (``[out_channels, in_channels]``). Default ``'normal'``.
        bias_init (Tensor | str | Initializer | numbers.Number): init of ``bias`` (``[out_channels]``). Default
            ``'zeros'``.
        has_bias (bool): whether to add ``bias``. Default True.
        activation (str): name of the activation applied to the output (``get_activation``). Default None.

    Parameters: ``weight``, ``bias``, ``matrix_a`` (float32 identity ``[in, in]``, not trainable), ``matrix_g``
    (float32 identity ``[out, out]``, not trainable).

    Inputs:
        x (Tensor): shape ``(N, in_channels)``.

    Outputs:
        Tensor of shape ``(N, out_channels)``.

    Raises:
        ValueError: if a channel count is not positive, or a Tensor init has the wrong shape.
    """

    def __init__(
        self,
        in_channels: int,
        out_channels: int,
        weight_init: Any = "normal",
        bias_init: Any = "zeros",
        has_bias: bool = True,
        activation: str | None = None,
    ) -> None:
        super().__init__()
        ops = _ops()
        self.thor = True
        self.in_channels = Validator.check_positive_int(in_channels, "in_channels", self.cls_name)
        self.out_channels = Validator.check_positive_int(out_channels, "out_channels", self.cls_name)
        self.has_bias = Validator.check_bool(has_bias, "has_bias", self.cls_name)
        if isinstance(weight_init, Tensor):
            if weight_init.dim() != 2 or weight_init.shape[0] != out_channels or weight_init.shape[1] != in_channels:
                raise errors.value_error(
                    self.cls_name,
                    "weight init shape error. The dim of 'weight_init' should be equal to 2, and the first dim must "
                    "be equal to 'out_channels', and the second dim must be equal to 'in_channels'. But got "
                    f"'weight_init': {weight_init}, 'out_channels': {out_channels}, 'in_channels': {in_channels}.",
                )
        self.weight = Parameter(initializer(weight_init, [out_channels, in_channels]), name="weight")
        self.bias = None
        if self.has_bias:
            if isinstance(bias_init, Tensor):
                if bias_init.dim() != 1 or bias_init.shape[0] != out_channels:
                    raise errors.value_error(
                        self.cls_name,
                        "bias init shape error. The dim of 'bias_init' should be equal to 1, and the first dim must "
                        f"be equal to 'out_channels'. But got 'bias_init': {bias_init}, "
                        f"'out_channels': {out_channels}.",
                    )
            self.bias = Parameter(initializer(bias_init, [out_channels]), name="bias")
            self.bias_add = ops.BiasAdd()
        self.matmul = ops.MatMul(transpose_b=True)
        self.activation = get_activation(activation)
        self.activation_flag = self.activation is not None
        self.matrix_a = Parameter(Tensor(np.eye(in_channels).astype(np.float32)), name="matrix_a", requires_grad=False)
        self.matrix_g = Parameter(Tensor(np.eye(out_channels).astype(np.float32)), name="matrix_g", requires_grad=False)
        self.mul = ops.Mul()
        self.is_ascend = False
        self.split_dim = 128
        self.cube_matmul = ops.MatMul(transpose_a=True)
        self.getG = ops.InsertGradientOf(self.save_gradient)

    def save_gradient(self, dout: Tensor) -> Tensor:
        """Backward hook: ``matrix_g = dout.T @ dout / batch``; the gradient passes unchanged."""
        matrix_g = self.mul(self.cube_matmul(dout, dout), 1.0 / dout.shape[0])
        self.matrix_g = matrix_g
        return dout

    def construct(self, x: Tensor) -> Tensor:
        if self.thor:
            inputs = self.cube_matmul(x, x)
            self.matrix_a = self.mul(inputs, 1.0 / inputs.shape[0])
            x = self.matmul(x, self.weight)
            x = self.getG(x)
        else:
            x = self.matmul(x, self.weight)
        if self.has_bias:
            x = self.bias_add(x, self.bias)
        if self.activation_flag:
            x = self.activation(x)
        return x

    def extend_repr(self) -> str:
        s = f"input_channels={self.in_channels}, output_channels={self.out_channels}"
        if self.has_bias:
            s += f", has_bias={self.has_bias}"
        return s


class _ConvThor(Cell):
    """The argument checks and parameters of :class:`Conv2dThor` (MindSpore's ``_ConvThor``)."""

    def __init__(
        self,
        in_channels: int,
        out_channels: int,
        kernel_size: tuple,
        stride: tuple,
        pad_mode: str,
        padding: Any,
        dilation: tuple,
        group: int,
        has_bias: bool,
        weight_init: Any,
        bias_init: Any,
        transposed: bool = False,
    ) -> None:
        super().__init__()
        self.in_channels = Validator.check_positive_int(in_channels, "in_channels", self.cls_name)
        self.out_channels = Validator.check_positive_int(out_channels, "out_channels", self.cls_name)
        self.kernel_size = kernel_size
        self.stride = stride
        self.pad_mode = pad_mode
        self.bias_init = bias_init
        if isinstance(padding, tuple):
            for pad in padding:
                Validator.check_non_negative_int(pad, "padding item", self.cls_name)
            self.padding = padding
        elif isinstance(padding, int):
            Validator.check_non_negative_int(padding, "padding", self.cls_name)
            self.padding = padding
        else:
            raise errors.type_error(
                self.cls_name, f"the type of 'padding' must be int/tuple(int), but got {type(padding).__name__}."
            )
        self.dilation = dilation
        self.group = Validator.check_positive_int(group, "group", self.cls_name)
        self.has_bias = has_bias
        for arg, value in (("kernel_size", kernel_size), ("stride", stride), ("dilation", dilation)):
            if any(not isinstance(v, int) or isinstance(v, bool) or v < 1 for v in value[:2]):
                raise errors.value_error(
                    self.cls_name,
                    f"all elements in '{arg}' must be int or tuple and equal to or greater than 1, but got "
                    f"'{arg}': {value}.",
                )
        for arg, channels in (("in_channels", in_channels), ("out_channels", out_channels)):
            if channels % group != 0:
                raise errors.value_error(
                    self.cls_name,
                    f"the '{arg}' must be divisible by 'group', but got '{arg}': {channels} and 'group': {group}.",
                )
        if not transposed:
            shape = [out_channels, in_channels // group, *kernel_size]
        else:
            shape = [in_channels, out_channels // group, *kernel_size]
        self.weight = Parameter(initializer(weight_init, shape), name="weight")
        if Validator.check_bool(has_bias, "has_bias", self.cls_name):
            self.bias = Parameter(initializer(self.bias_init, [out_channels]), name="bias")
        else:
            if self.bias_init != "zeros":
                _warning("Value of 'has_bias' is False, value of 'bias_init' will be ignored.")
            self.bias = None


class Conv2dThor(_ConvThor):
    r"""A 2D convolution that also records THOR's statistics. Mirrors ``mindspore.nn.Conv2dThor`` (2.10).

    With ``thor`` False it is ``ops.Conv2D`` (plus the bias): ``(N, C_in, H, W) -> (N, C_out, H_out, W_out)``.
    With ``thor`` True (from construction until ``ModelThor`` switches it off) MindSpore's CPU/GPU path first
    unfolds the input with the ``ThorIm2Col`` primitive, which has no CPU kernel: the call raises MindSpore's
    ``RuntimeError`` ('Unsupported op [ThorIm2Col] on CPU'), as MindSpore 2.10 does on CPU.

    Args:
        in_channels (int), out_channels (int): channel counts (> 0, divisible by ``group``).
        kernel_size (int | tuple[int]): kernel height and width.
        stride (int | tuple[int]): Default 1.
        pad_mode (str): ``'same'``, ``'valid'`` or ``'pad'``. Default ``'same'``.
        padding (int | tuple[int]): Default 0.
        dilation (int | tuple[int]): Default 1.
        group (int): Default 1.
        has_bias (bool): Default False.
        weight_init, bias_init: Default ``'normal'`` / ``'zeros'``.

    Parameters: ``weight``, ``bias`` (with ``has_bias``), ``a_normalizer`` / ``g_normalizer`` (``[1]`` ones),
    ``matrix_a_cov`` (named ``matrix_a``, zeros ``[C_in*kh*kw, C_in*kh*kw]``) and ``matrix_g_cov`` (named
    ``matrix_g``, zeros ``[C_out, C_out]``), none of the last four trainable.

    Raises:
        ValueError: for a non-positive channel count, kernel size, stride or dilation, or channels not divisible
            by ``group``. TypeError: if ``padding`` is neither an int nor a tuple.
        RuntimeError: when called with ``thor`` True (no CPU kernel).
    """

    def __init__(
        self,
        in_channels: int,
        out_channels: int,
        kernel_size: Any,
        stride: Any = 1,
        pad_mode: str = "same",
        padding: Any = 0,
        dilation: Any = 1,
        group: int = 1,
        has_bias: bool = False,
        weight_init: Any = "normal",
        bias_init: Any = "zeros",
    ) -> None:
        kernel_size = _twice(kernel_size)
        stride = _twice(stride)
        self._dilation = dilation
        dilation = _twice(dilation)
        super().__init__(
            in_channels, out_channels, kernel_size, stride, pad_mode, padding, dilation, group, has_bias,
            weight_init, bias_init,
        )  # fmt: skip
        ops = _ops()
        self.conv2d = ops.Conv2D(
            out_channel=self.out_channels,
            kernel_size=self.kernel_size,
            mode=1,
            pad_mode=self.pad_mode,
            pad=self.padding,
            stride=self.stride,
            dilation=self.dilation,
            group=self.group,
        )
        self.bias_add = ops.BiasAdd()
        self.thor = True
        self.hw = kernel_size[0] * kernel_size[1]
        self.matrix_a_dim = self.in_channels * self.kernel_size[0] * self.kernel_size[1]
        self.matrix_g_dim = self.out_channels
        self.a_normalizer = Parameter(initializer(1, [1], mstype.float32), name="a_normalizer", requires_grad=False)
        self.g_normalizer = Parameter(initializer(1, [1], mstype.float32), name="g_normalizer", requires_grad=False)
        self.is_ascend = False
        self.matrix_a_cov = Parameter(
            Tensor(np.zeros([self.matrix_a_dim, self.matrix_a_dim]).astype(np.float32)),
            name="matrix_a",
            requires_grad=False,
        )
        self.matrix_g_cov = Parameter(
            Tensor(np.zeros([self.matrix_g_dim, self.matrix_g_dim]).astype(np.float32)),
            name="matrix_g",
            requires_grad=False,
        )

    def construct(self, x: Tensor) -> Tensor:
        if self.thor:
            raise errors.unsupported_op("ThorIm2Col")
        output = self.conv2d(x, self.weight)
        if self.has_bias:
            output = self.bias_add(output, self.bias)
        return output

    def extend_repr(self) -> str:
        return (
            f"input_channels={self.in_channels}, output_channels={self.out_channels}, kernel_size={self.kernel_size},"
            f" stride={self.stride}, pad_mode={self.pad_mode}, padding={self.padding}, dilation={self.dilation}, "
            f"group={self.group}, has_bias={self.has_bias}"
        )


class EmbeddingThor(Cell):
    r"""A lookup table that also records THOR's statistics. Mirrors ``mindspore.nn.EmbeddingThor`` (2.10).

    ``output = embedding_table[ids]`` (shape ``ids.shape + (embedding_size,)``). While ``thor`` is True (and
    ``use_one_hot`` is False) each call sets ``matrix_a`` to the count of each id in ``ids`` (a ``[vocab_size]``
    float32 vector), and the backward pass sets ``matrix_g`` to ``dout.T @ dout / n`` (``n`` the number of ids).

    Args:
        vocab_size (int), embedding_size (int): table shape.
        use_one_hot (bool): look up through a one-hot matmul. Default False.
        embedding_table (Tensor | str | Initializer): Default ``'normal'``.
        dtype (mindspore.dtype): dtype of the one-hot values. Default int32.
        padding_idx (int | None): a row set to zeros at init. Default None.

    Raises:
        TypeError: if ``vocab_size``/``embedding_size`` is not an int or ``use_one_hot`` not a bool.
        ValueError: if ``padding_idx`` is outside ``[0, vocab_size]``.
    """

    def __init__(
        self,
        vocab_size: int,
        embedding_size: int,
        use_one_hot: bool = False,
        embedding_table: Any = "normal",
        dtype: Any = mstype.int32,
        padding_idx: int | None = None,
    ) -> None:
        super().__init__()
        ops = _ops()
        self.vocab_size = Validator.check_value_type("vocab_size", vocab_size, [int], self.cls_name)
        self.embedding_size = Validator.check_value_type("embedding_size", embedding_size, [int], self.cls_name)
        Validator.check_value_type("use_one_hot", use_one_hot, [bool], self.cls_name)
        self.use_one_hot = use_one_hot
        self.dtype = dtype
        self.init_tensor = initializer(embedding_table, [vocab_size, embedding_size])
        self.padding_idx = padding_idx
        if padding_idx is not None:
            self.padding_idx = Validator.check_int_range(
                padding_idx, 0, vocab_size, Validator.INC_BOTH, "padding_idx", self.cls_name
            )
            self.init_tensor = self.init_tensor.init_data()
            self.init_tensor[self.padding_idx] = 0
        self.embedding_table = Parameter(self.init_tensor, name="embedding_table")
        self.gather = ops.Gather()
        self.one_hot = ops.OneHot()
        self.on_value = Tensor(1.0, self.dtype)
        self.off_value = Tensor(0.0, self.dtype)
        self.array_mul = ops.MatMul()
        self.thor = True
        self.matrix_a = Parameter(
            Tensor(np.zeros([vocab_size]).astype(np.float32)), name="matrix_a", requires_grad=False
        )
        self.matrix_g = Parameter(
            Tensor(np.zeros([embedding_size, embedding_size]).astype(np.float32)), name="matrix_g", requires_grad=False
        )
        self.reduce_sum = ops.ReduceSum(keep_dims=False)
        self.getG = ops.InsertGradientOf(self.save_gradient)
        self.cube_matmul = ops.MatMul(transpose_a=True)
        self.mul = ops.Mul()
        self.cast = ops.Cast()

    def save_gradient(self, dout: Tensor) -> Tensor:
        """Backward hook: ``matrix_g = dout.T @ dout / n``; the gradient passes unchanged."""
        normalizer = self.cast(dout.shape[0], mstype.float32)
        self.matrix_g = self.mul(self.cube_matmul(dout, dout), 1.0 / normalizer)
        return dout

    def construct(self, ids: Tensor) -> Tensor:
        out_shape = tuple(ids.shape) + (self.embedding_size,)
        flat_ids = ids.reshape((-1,))
        if self.use_one_hot:
            one_hot_ids = self.one_hot(flat_ids, self.vocab_size, self.on_value, self.off_value)
            # MindSpore's MatMul casts the one-hot ids (of ``dtype``) to the table's dtype, the Parameter's
            output_for_reshape = self.array_mul(
                self.cast(one_hot_ids, self.embedding_table.dtype), self.embedding_table
            )
        elif self.thor:
            one_hot_ids = self.one_hot(flat_ids, self.vocab_size, self.on_value, self.off_value)
            self.matrix_a = self.reduce_sum(one_hot_ids, 0)
            output_for_reshape = self.gather(self.embedding_table, flat_ids, 0)
            output_for_reshape = self.getG(output_for_reshape)
        else:
            output_for_reshape = self.gather(self.embedding_table, flat_ids, 0)
        return output_for_reshape.reshape(out_shape)

    def extend_repr(self) -> str:
        return (
            f"vocab_size={self.vocab_size}, embedding_size={self.embedding_size}, use_one_hot={self.use_one_hot}, "
            f"embedding_table={self.embedding_table}, dtype={self.dtype}, padding_idx={self.padding_idx}"
        )


class EmbeddingLookupThor(Cell):
    r"""An embedding lookup that also records THOR's statistics. Mirrors ``mindspore.nn.EmbeddingLookupThor`` (2.10).

    ``output = embedding_table[indices]``; the table is float16 (``[vocab_size, embedding_size]``). With
    ``target='CPU'`` (the default) it is a plain lookup; with ``'DEVICE'`` and ``thor`` True each call sets
    ``matrix_a`` to the float16 count of each index. On one device ``slice_mode`` and ``manual_shapes`` have no
    effect.

    Args:
        vocab_size (int), embedding_size (int): table shape (> 0).
        param_init: init of the table. Default ``'normal'``.
        target (str): ``'CPU'`` or ``'DEVICE'``. Default ``'CPU'``.
        slice_mode (str): Default ``'batch_slice'``.
        manual_shapes (tuple | None): Default None.
        max_norm (float | None): clip each looked-up vector to this norm. Default None.
        sparse (bool): Default True (required with ``target='CPU'``).

    Raises:
        TypeError: if ``sparse`` is not a bool, or a size is not an int.
        ValueError: if ``target`` is neither 'CPU' nor 'DEVICE', ``sparse`` is False with 'CPU', or a size < 1.
    """

    BATCH_SLICE = "batch_slice"
    FIELD_SLICE = "field_slice"
    TABLE_ROW_SLICE = "table_row_slice"
    TABLE_COLUMN_SLICE = "table_column_slice"

    def __init__(
        self,
        vocab_size: int,
        embedding_size: int,
        param_init: Any = "normal",
        target: str = "CPU",
        slice_mode: str = "batch_slice",
        manual_shapes: tuple | None = None,
        max_norm: float | None = None,
        sparse: bool = True,
    ) -> None:
        super().__init__()
        ops = _ops()
        Validator.check_value_type("sparse", sparse, [bool], self.cls_name)
        self.vocab_size = Validator.check_positive_int(vocab_size, "vocab_size", self.cls_name)
        self.target = target
        self.sparse = sparse
        self.forward_unique = False
        self.dtype = mstype.float16
        if target not in ("CPU", "DEVICE"):
            raise errors.value_error(
                self.cls_name, f"the 'target' must be one of values in ('CPU', 'DEVICE'), but got {target}."
            )
        if not sparse and target == "CPU":
            raise errors.value_error(
                self.cls_name,
                f"embedding_lookup must be sparse when 'target' is CPU, but got 'sparse': {sparse}, 'target': {target}.",
            )
        self.gatherv2 = ops.Gather()  # SparseGatherV2 when sparse: the same forward values
        self.embedding_size = Validator.check_positive_int(embedding_size, "embedding_size", self.cls_name)
        self.embedding_table = Parameter(
            initializer(param_init, [self.vocab_size, self.embedding_size], mstype.float16), name="embedding_table"
        )
        self.max_norm = max_norm
        if self.max_norm is not None:
            self.max_norm = Validator.check_positive_float(self.max_norm, "max_norm", self.cls_name)
            self.max_norm = Tensor(self.max_norm, dtype=mstype.float16)
        self.thor = True
        self.matrix_a = Parameter(
            Tensor(np.zeros([vocab_size]).astype(np.float32)), name="matrix_a", requires_grad=False
        )
        self.matrix_g = Parameter(
            Tensor(np.zeros([embedding_size, embedding_size]).astype(np.float32)), name="matrix_g", requires_grad=False
        )
        self.reduce_sum = ops.ReduceSum(keep_dims=False)
        self.cast = ops.Cast()
        self.on_value = Tensor(1.0, self.dtype)
        self.off_value = Tensor(0.0, self.dtype)
        self.one_hot = ops.OneHot()

    def construct(self, indices: Tensor) -> Tensor:
        if self.target != "CPU" and self.thor:
            one_hot_ids = self.one_hot(indices.reshape((-1,)), self.vocab_size, self.on_value, self.off_value)
            self.matrix_a = self.cast(self.reduce_sum(one_hot_ids, 0), mstype.float16)
        out = self.gatherv2(self.embedding_table, indices, 0)
        if self.max_norm is not None:
            from .basic import ClipByNorm

            out = ClipByNorm(tuple(range(indices.ndim, out.ndim)))(out, self.max_norm)
        return out
