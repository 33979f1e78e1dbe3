"""Ascend-only primitives that MindSpore 2.10 builds on every backend but cannot run on CPU or GPU (DynamicRNN, ...)."""

from __future__ import annotations

from typing import Any, NoReturn

import torch

from .. import _checkparam as validator
from .._kernels import amp as _AMP
from .._kernels import errors as _errors
from .._kernels import optim as _K_optim
from ..common.tensor import Tensor, _wrap
from .primitive import Primitive, prim_attr_register

__all__ = [
    "DynamicRNN",
    "DynamicGRUV2",
    "NPUGetFloatStatusV2",
    "NPUClearFloatStatusV2",
    "Push",
    "Pull",
    "DropoutGenMask",
    "DropoutDoMask",
    "FusedWeightScaleApplyMomentum",
    "FusedCastAdamWeightDecay",
    "FlashAttentionScore",
    "flash_attention_score",
    "weight_quant_batch_matmul",
    "PsROIPooling",
]


def _no_kernel(prim: str, args: tuple = ()) -> NoReturn:
    """MindSpore's 'Unsupported op [prim] on CPU' (or 'on GPU' when the op would run on CUDA)."""
    first = next((a._t for a in args if isinstance(a, Tensor)), None)
    raise _errors.unsupported_op(prim, _AMP._backend(first))


def _infer_arity(prim: str, method: str, names: tuple, args: tuple) -> None:
    """The TypeError Python raises in MindSpore's ``infer_dtype(self, *names)`` for a wrong number of inputs."""
    n, want = len(args), len(names)
    if n > want:
        raise TypeError(f"{prim}.{method}() takes {want + 1} positional arguments but {n + 1} were given")
    if n < want:
        missing = names[n:]
        quoted = [f"'{m}'" for m in missing]
        text = quoted[0] if len(quoted) == 1 else ", ".join(quoted[:-1]) + " and " + quoted[-1]
        plural = "argument" if len(missing) == 1 else "arguments"
        raise TypeError(f"{prim}.{method}() missing {len(missing)} required positional {plural}: {text}")


class DynamicRNN(Primitive):
    """``ops.DynamicRNN(cell_type='LSTM', direction='UNIDIRECTIONAL', cell_depth=1, use_peephole=False,
    keep_prob=1.0, cell_clip=-1.0, num_proj=0, time_major=True, activation='tanh', forget_bias=0.0,
    is_training=True)(x, w, b, seq_length, init_h, init_c)``: Ascend's fused LSTM. Mirrors
    ``mindspore.ops.DynamicRNN`` (2.10), which has no CPU or GPU kernel: model-zoo LSTMs build it and call it on
    Ascend only (``nn.LSTM`` elsewhere). Construction validates the attributes as MindSpore does; a call checks the
    input count, that the tensors share a dtype and that ``x`` (seq, batch, input) is 3-D and ``w`` 2-D, then fails.

    Raises:
        TypeError: an attribute of the wrong type; inputs of different dtypes (or a non-Tensor input).
        ValueError: ``keep_prob`` outside [0, 1], ``time_major`` False, a ``cell_type``/``direction``/``activation``
            other than 'LSTM'/'UNIDIRECTIONAL'/'tanh', a negative ``num_proj``; fewer than 6 inputs; bad ranks.
        RuntimeError: every well-formed call ('Unsupported op [DynamicRNN] on CPU'), as MindSpore's CPU backend.
    """

    @prim_attr_register
    def __init__(
        self,
        cell_type: str = "LSTM",
        direction: str = "UNIDIRECTIONAL",
        cell_depth: int = 1,
        use_peephole: bool = False,
        keep_prob: float = 1.0,
        cell_clip: float = -1.0,
        num_proj: int = 0,
        time_major: bool = True,
        activation: str = "tanh",
        forget_bias: float = 0.0,
        is_training: bool = True,
    ) -> None:
        self.forget_bias = validator.check_value_type("forget_bias", forget_bias, [float], self.name)
        self.cell_depth = validator.check_value_type("cell_depth", cell_depth, [int], self.name)
        self.keep_prob = validator.check_value_type("keep_prob", keep_prob, [float], self.name)
        validator.check_number_range(keep_prob, 0.0, 1.0, validator.INC_BOTH, float, "keep_prob")
        self.cell_clip = validator.check_value_type("cell_clip", cell_clip, [float], self.name)
        self.num_proj = validator.check_non_negative_int(num_proj, "num_proj", self.name)
        self.use_peephole = validator.check_value_type("use_peephole", use_peephole, [bool], self.name)
        self.time_major = validator.check_value_type("time_major", time_major, [bool], self.name)
        validator.check("time_major", time_major, "the supported value", True, validator.EQ, self.name)
        self.is_training = validator.check_value_type("is_training", is_training, [bool], self.name)
        validator.check_value_type("cell_type", cell_type, [str], self.name)
        self.cell_type = validator.check_string(cell_type, ["LSTM"], "cell_type", self.name)
        validator.check_value_type("direction", direction, [str], self.name)
        self.direction = validator.check_string(direction, ["UNIDIRECTIONAL"], "direction", self.name)
        validator.check_value_type("activation", activation, [str], self.name)
        self.activation = validator.check_string(activation, ["tanh"], "activation", self.name)

    def __call__(self, *args: Any) -> NoReturn:
        if len(args) < 6:
            raise ValueError(f"For primitive[DynamicRNN], the input number must be greater than or equal to 6, but got {len(args)}.")  # fmt: skip
        given = [a for a in args[:6] if a is not None]
        if not all(isinstance(a, Tensor) for a in given) or len({a.dtype for a in given}) > 1:
            raise TypeError("For primitive[DynamicRNN], the input type must be same.")
        for name, t, rank in (("x", args[0], 3), ("w", args[1], 2)):
            if t.ndim != rank:
                raise ValueError(f"For primitive[DynamicRNN], the {name}_shape must be equal to {rank}, but got {t.ndim}.")  # fmt: skip
        _no_kernel("DynamicRNN", args)


class DynamicGRUV2(Primitive):
    """``ops.DynamicGRUV2(direction='UNIDIRECTIONAL', cell_depth=1, keep_prob=1.0, cell_clip=-1.0, num_proj=0,
    time_major=True, activation='tanh', gate_order='rzh', reset_after=True, is_training=True)(x, weight_input,
    weight_hidden, bias_input, bias_hidden, seq_length, init_h)``: Ascend's fused GRU. Mirrors
    ``mindspore.ops.DynamicGRUV2`` (2.10), which has no CPU or GPU kernel; construction validates the attributes.

    Raises:
        TypeError: an attribute of the wrong type; ``x``/``weight_input``/``weight_hidden`` not Tensors.
        ValueError: ``direction`` not 'UNIDIRECTIONAL', ``activation`` not 'tanh', ``gate_order`` not 'zrh'/'rzh', a
            negative ``num_proj``; not exactly 7 inputs.
        RuntimeError: every well-formed call ('Unsupported op [DynamicGRUV2] on CPU').
    """

    @prim_attr_register
    def __init__(
        self,
        direction: str = "UNIDIRECTIONAL",
        cell_depth: int = 1,
        keep_prob: float = 1.0,
        cell_clip: float = -1.0,
        num_proj: int = 0,
        time_major: bool = True,
        activation: str = "tanh",
        gate_order: str = "rzh",
        reset_after: bool = True,
        is_training: bool = True,
    ) -> None:
        self.cell_depth = validator.check_value_type("cell_depth", cell_depth, [int], self.name)
        self.keep_prob = validator.check_value_type("keep_prob", keep_prob, [float], self.name)
        self.cell_clip = validator.check_value_type("cell_clip", cell_clip, [float], self.name)
        self.num_proj = validator.check_non_negative_int(num_proj, "num_proj", self.name)
        self.time_major = validator.check_value_type("time_major", time_major, [bool], self.name)
        self.is_training = validator.check_value_type("is_training", is_training, [bool], self.name)
        self.direction = validator.check_string(direction, ["UNIDIRECTIONAL"], "direction", self.name)
        self.activation = validator.check_string(activation, ["tanh"], "activation", self.name)
        self.gate_order = validator.check_string(gate_order, ["zrh", "rzh"], "gate_order", self.name)
        self.reset_after = validator.check_value_type("reset_after", reset_after, [bool], self.name)
        self.init_prim_io_names(
            inputs=["x", "weight_input", "weight_hidden", "bias_input", "bias_hidden", "seq_length", "init_h"],
            outputs=["y", "output_h", "update", "reset", "new", "hidden_new"],
        )

    def __call__(self, *args: Any) -> NoReturn:
        if len(args) != 7:
            raise ValueError(f"For primitive[DynamicGRUV2], the Input Num must be equal to 7, but got {len(args)}.")
        named = (("whidden_dtype", args[2]), ("winput_dtype", args[1]), ("x_dtype", args[0]))
        bad = next((n for n, a in reversed(named) if not isinstance(a, Tensor)), None)
        if bad is not None:
            value = dict(named)[bad]
            raise TypeError(
                "The primitive[DynamicGRUV2]'s input arguments[whidden_dtype, winput_dtype, x_dtype] must be all "
                f"tensor and those type must be same. But got input argument[{bad}]:{_errors.not_tensor_name(value)}"
            )
        _no_kernel("DynamicGRUV2", args)


def _float_status_v2(prim: str, args: tuple) -> NoReturn:
    """NPUGetFloatStatusV2 / NPUClearFloatStatusV2: one (8,) Int32 Tensor, then no kernel off Ascend."""
    if len(args) != 1:
        raise RuntimeError(f"For Operator[{prim}], the inputs number should be 1 but got {len(args)}.")
    x = args[0]
    if not isinstance(x, Tensor):
        raise _errors.call_error(prim, x)
    if x._t.dtype != torch.int32:
        raise _errors.dtype_error(prim, "input_x", x._t.dtype, (torch.int32,))
    if x.ndim != 1:
        raise ValueError(f"Input_x must be a 1-dimensional tensor, but got {x.ndim}-dimensional tensor.")
    if x.shape[0] != 8:
        raise ValueError(f"The first dimension of input_x must be 8, but got {x.shape[0]}")
    _no_kernel(prim, args)


class NPUGetFloatStatusV2(Primitive):
    """``ops.NPUGetFloatStatusV2()(x)``: on Ascend, reads the overflow register into the (8,) Int32 ``x``. Mirrors
    ``mindspore.ops.operations.math_ops.NPUGetFloatStatusV2`` (2.10); model-zoo loss-scale cells use it on Ascend
    only.

    Raises:
        RuntimeError: not exactly one input; every well-formed call (no CPU/GPU kernel: 'Unsupported op').
        TypeError: ``x`` not a Tensor (``Failed calling ...``) or not Int32. ValueError: ``x`` not of shape (8,).
    """

    def __init__(self) -> None:
        super().__init__("NPUGetFloatStatusV2")
        self.init_prim_io_names(inputs=["x"], outputs=["y"])

    def __call__(self, *args: Any) -> NoReturn:
        _float_status_v2("NPUGetFloatStatusV2", args)


class NPUClearFloatStatusV2(Primitive):
    """``ops.NPUClearFloatStatusV2()(x)``: on Ascend, clears the overflow register (``x``: an (8,) Int32 Tensor).
    Mirrors ``mindspore.ops.operations.math_ops.NPUClearFloatStatusV2`` (2.10).

    Raises:
        The same as :class:`NPUGetFloatStatusV2`, naming NPUClearFloatStatusV2.
    """

    def __init__(self) -> None:
        super().__init__("NPUClearFloatStatusV2")
        self.init_prim_io_names(inputs=["x"], outputs=["y"])

    def __call__(self, *args: Any) -> NoReturn:
        _float_status_v2("NPUClearFloatStatusV2", args)


class Push(Primitive):
    """``ops.Push(optim_type='ApplyMomentum', only_shape_indices=None)(optim_inputs, optim_input_shapes)``: sends an
    optimizer's inputs to a parameter server. Mirrors ``mindspore.ops.Push`` (2.10); MindSpore's CPU backend has no
    kernel for it outside a parameter-server job, and mindshim has no parameter server.

    Raises:
        TypeError: not exactly two inputs. RuntimeError: every call ('Unsupported op [Push] on CPU').
    """

    @prim_attr_register
    def __init__(self, optim_type: str = "ApplyMomentum", only_shape_indices: Any = None) -> None:
        self.add_prim_attr("primitive_target", "CPU")
        self.init_prim_io_names(inputs=["optim_inputs", "optim_input_shapes"], outputs=["key"])
        self.add_prim_attr("side_effect_hidden", True)

    def __call__(self, *args: Any) -> NoReturn:
        _infer_arity("Push", "infer_dtype", ("inputs", "shapes"), args)
        _no_kernel("Push")


class Pull(Primitive):
    """``ops.Pull()(key, weight)``: fetches a weight from a parameter server. Mirrors ``mindspore.ops.Pull`` (2.10),
    which has no kernel outside a parameter-server job.

    Raises:
        TypeError: not exactly two inputs. RuntimeError: every call ('Unsupported op [Pull] on CPU').
    """

    @prim_attr_register
    def __init__(self) -> None:
        self.add_prim_attr("primitive_target", "CPU")
        self.init_prim_io_names(inputs=["key", "weight"], outputs=["output"])

    def __call__(self, *args: Any) -> NoReturn:
        _infer_arity("Pull", "infer_dtype", ("key_dtype", "weight_dtype"), args)
        _no_kernel("Pull")


class DropoutGenMask(Primitive):
    """``ops.DropoutGenMask(Seed0=0, Seed1=0)(shape, keep_prob)``: Ascend's packed dropout mask. Mirrors
    ``mindspore.ops.DropoutGenMask`` (2.10, deprecated since 1.5 for ``ops.Dropout``), which has no CPU kernel.

    Raises:
        TypeError: a seed not an int; ``keep_prob`` not a Tensor.
        RuntimeError: every well-formed call ('Unsupported op [DropoutGenMask] on CPU').
    """

    @prim_attr_register
    def __init__(self, Seed0: int = 0, Seed1: int = 0) -> None:
        self.init_prim_io_names(inputs=["shape", "keep_prob"], outputs=["output"])
        validator.check_value_type("Seed0", Seed0, [int], self.name)
        validator.check_value_type("Seed1", Seed1, [int], self.name)
        self.add_prim_attr("side_effect_hidden", True)

    def __call__(self, shape: Any, keep_prob: Any) -> NoReturn:
        if not isinstance(keep_prob, Tensor):
            raise TypeError(
                "For Primitive[DropoutGenMask], the type of input argument[inputs] must be Tensor but got "
                f"{_errors.not_tensor_name(keep_prob)}."
            )
        _no_kernel("DropoutGenMask", (keep_prob,))


class DropoutDoMask(Primitive):
    """``ops.DropoutDoMask()(input_x, mask, keep_prob)``: applies a ``DropoutGenMask`` mask. Mirrors
    ``mindspore.ops.DropoutDoMask`` (2.10, deprecated since 1.5), which has no CPU kernel.

    Raises:
        TypeError: ``input_x`` or ``mask`` not a Tensor. ValueError: fewer than 3 inputs.
        RuntimeError: every well-formed call ('Unsupported op [DropoutDoMask] on CPU').
    """

    @prim_attr_register
    def __init__(self) -> None:
        pass

    def __call__(self, *args: Any) -> NoReturn:
        if len(args) < 3:
            raise ValueError(
                f"For primitive[DropoutDoMask], the infer shape must be greater than or equal to 3, but got {len(args)}."
            )
        for a in args[:2]:
            if not isinstance(a, Tensor):
                raise TypeError(
                    "For Primitive[DropoutDoMask], the type of input argument[inputs] must be Tensor but got "
                    f"{_errors.not_tensor_name(a)}."
                )
        _no_kernel("DropoutDoMask", args)


class FusedWeightScaleApplyMomentum(Primitive):
    """``ops.FusedWeightScaleApplyMomentum()(weight_decay, loss_scale, variable, accumulation, learning_rate,
    gradient, momentum)``: Ascend's fused weight decay + loss scale + momentum update. Mirrors
    ``mindspore.ops.FusedWeightScaleApplyMomentum`` (2.10), which has no CPU or GPU kernel (the model zoo's
    ``Momentum`` variants pick it on Ascend only).

    Raises:
        ValueError: not exactly 7 inputs.
        TypeError: a ``variable`` Parameter that is not Float32 (MindSpore cannot convert a Parameter's dtype).
        RuntimeError: every well-formed call ('Unsupported op [FusedWeightScaleApplyMomentum] on CPU').
    """

    @prim_attr_register
    def __init__(self) -> None:
        self.init_prim_io_names(
            inputs=["weight_decay", "loss_scale", "variable", "accumulation", "learning_rate", "gradient", "momentum"],
            outputs=["output"],
        )

    def __call__(self, *args: Any) -> NoReturn:
        if len(args) != 7:
            raise ValueError(
                f"FusedWeightScaleApplyMomentum inputs number {len(args)} does not match the requires signature size 7"
            )
        _check_parameter_dtype("FusedWeightScaleApplyMomentum", "variable", args[2], (args[3], args[5]))
        _no_kernel("FusedWeightScaleApplyMomentum", args)


def _check_parameter_dtype(prim: str, arg: str, var: Any, same: tuple) -> None:
    """MindSpore's TypeError for a Parameter ``var`` whose dtype differs from the Tensors ``same`` that share its
    signature type (a Parameter's dtype is never converted)."""
    from ..common.parameter import Parameter

    if not isinstance(var, Parameter):
        return
    other = next((a.dtype for a in same if isinstance(a, Tensor) and a.dtype != var.dtype), None)
    if other is not None:
        raise TypeError(
            "Data type conversion is not supported for a 'Parameter', nor for the input tensor of an in-place "
            f"operator, the argument[{arg}]'s data type of primitive[{prim}] is {var.dtype}, which cannot be "
            f"converted to data type {other} automatically."
        )


class FusedCastAdamWeightDecay(Primitive):
    """``ops.FusedCastAdamWeightDecay(use_locking=False)(var, m, v, lr, beta1, beta2, epsilon, decay, gradient,
    global_norm)``: one AdamWeightDecay step with the gradient divided by ``global_norm`` and cast, in place:
    ``g = gradient / global_norm; m += (g - m)(1 - beta1); v += (g^2 - v)(1 - beta2);
    var -= lr (m / (sqrt(v) + epsilon) + decay var)`` (computed in Float32, ``var`` Float16 or Float32). Mirrors
    ``mindspore.ops.FusedCastAdamWeightDecay`` (2.10, a CPU kernel).

    Inputs: ``var`` Float16/Float32 Parameter; ``m``, ``v`` Float32 Parameters of ``var``'s shape; ``lr``, ``beta1``,
    ``beta2``, ``epsilon``, ``decay``, ``global_norm`` numbers or one-element Tensors; ``gradient`` Float16/Float32
    of ``var``'s shape. Output: a tuple of three zero Tensors shaped and typed like ``var``, ``m``, ``v``, as MindSpore's
    CPU kernel returns (it writes only the Parameters).

    Raises:
        TypeError: ``use_locking`` not a bool; ``var``/``gradient`` not Float16/Float32, ``m``/``v`` of different dtypes.

    Known difference: MindSpore returns the kernel's unwritten output buffers (arbitrary values); mindshim returns
    zeros. MindSpore's kernel reads ``gradient`` as Float16 whatever its dtype; mindshim uses a Float32 one as given.
        ValueError: ``m``, ``v`` or ``gradient`` of another shape than ``var``.
    """

    @prim_attr_register
    def __init__(self, use_locking: bool = False) -> None:
        self.add_prim_attr("side_effect_mem", True)
        validator.check_value_type("use_locking", use_locking, [bool], self.name)

    def __call__(self, *args: Any) -> tuple:
        names = ("var_dtype", "m_dtype", "v_dtype", "lr_dtype", "beta1_dtype", "beta2_dtype", "epsilon_dtype",
                 "decay_dtype", "grad_dtype", "global_norm")  # fmt: skip
        _infer_arity("FusedCastAdamWeightDecay", "infer_dtype", names, args)
        var, m, v, lr, beta1, beta2, eps, decay, grad, norm = args
        for n, t in (("var", var), ("m", m), ("v", v), ("gradient", grad)):
            if not isinstance(t, Tensor):
                raise _errors.type_error(self.name, f"the '{n}' must be a Tensor, but got {type(t).__name__}.")
        for n, t in (("m_shape", m), ("v_shape", v), ("grad_shape", grad)):
            validator.check("var_shape", list(var.shape), n, list(t.shape), validator.EQ, self.name)
        from ..common.parameter import Parameter

        refs = tuple(isinstance(t, Parameter) for t in (var, m, v))
        hyper = [
            _scalar(s, n)
            for s, n in zip(
                (lr, beta1, beta2, eps, decay, norm),
                ("lr", "beta1", "beta2", "epsilon", "decay", "global_norm"),
                strict=True,
            )
        ]
        outs = _K_optim.fused_cast_adam_weight_decay(var._t, m._t, v._t, *hyper[:5], grad._t, hyper[5], refs)
        return tuple(_wrap(o) for o in outs)


def _scalar(x: Any, name: str) -> Any:
    """A hyper-parameter as a Python number (one-element Tensors included).

    Raises:
        TypeError: ``x`` neither a number nor a Tensor (MindSpore's 'must be in [mindspore.float32]').
    """
    if isinstance(x, Tensor):
        return x._t.item()
    if isinstance(x, (int, float)) and not isinstance(x, bool):
        return x
    got = "String" if isinstance(x, str) else _errors.not_tensor_name(x)
    raise _errors.type_error(
        "FusedCastAdamWeightDecay", f"the type of '{name}' must be in [mindspore.float32], but got {got}."
    )


# FlashAttentionScore's input_layout strings and the enum values MindSpore stores for them
_FA_LAYOUTS = {"BSH": 0, "BNSD": 1, "SBH": 2, "BSND": 3, "TND": 4, "TH": 5, "NSD": 6, "SH": 7}


class FlashAttentionScore(Primitive):
    """``ops.operations.nn_ops.FlashAttentionScore(head_num, keep_prob=1.0, scale_value=1.0, pre_tokens=2147483647,
    next_tokens=2147483647, inner_precise=0, input_layout='BSH', sparse_mode=0)(query, key, value, real_shift=None,
    drop_mask=None, padding_mask=None, attn_mask=None, prefix=None, actual_seq_qlen=None, actual_seq_kvlen=None)``:
    Ascend's fused attention. Mirrors ``mindspore.ops.operations.nn_ops.FlashAttentionScore`` (2.10), which has no
    CPU kernel: libraries (mindone, MindNLP) import it and build it only when flash attention is enabled on Ascend.

    Construction stores the attributes as MindSpore does (``input_layout`` as its enum value: BSH 0, BNSD 1, SBH 2,
    BSND 3, TND 4, TH 5, NSD 6, SH 7, in any case; the numbers unchecked). Every call fails, as on MindSpore's CPU backend
    (MindSpore raises when the result is first read, mindshim at the call).

    Raises:
        TypeError: ``input_layout`` not a str. ValueError: an unknown ``input_layout``.
        RuntimeError: every call ('The kernel FlashAttentionScore unregistered.').
    """

    def __init__(
        self,
        head_num: int,
        keep_prob: float = 1.0,
        scale_value: float = 1.0,
        pre_tokens: int = 2147483647,
        next_tokens: int = 2147483647,
        inner_precise: int = 0,
        input_layout: str = "BSH",
        sparse_mode: int = 0,
    ) -> None:
        super().__init__("FlashAttentionScore")
        if not isinstance(input_layout, str):
            raise _errors.type_error(
                "FlashAttentionScore", f"the input 'input_layout' should be a str, but got {type(input_layout)}."
            )
        if input_layout.upper() not in _FA_LAYOUTS:
            raise ValueError(
                f"Failed to convert the value \"{input_layout}\" of input 'input_layout' of 'FlashAttentionScore' "
                "to enum."
            )
        values = {
            "head_num": head_num,
            "keep_prob": keep_prob,
            "scale_value": scale_value,
            "pre_tokens": pre_tokens,
            "next_tokens": next_tokens,
            "inner_precise": inner_precise,
            "input_layout": _FA_LAYOUTS[input_layout.upper()],
            "sparse_mode": sparse_mode,
        }
        for name, value in values.items():
            setattr(self, name, value)
            self.add_prim_attr(name, value)

    def __call__(self, query: Any, key: Any, value: Any, *args: Any, **kwargs: Any) -> NoReturn:
        raise RuntimeError("The kernel FlashAttentionScore unregistered.")


def flash_attention_score(
    query: Any,
    key: Any,
    value: Any,
    head_num: int,
    real_shift: Any = None,
    drop_mask: Any = None,
    padding_mask: Any = None,
    attn_mask: Any = None,
    prefix: Any = None,
    actual_seq_qlen: Any = None,
    actual_seq_kvlen: Any = None,
    keep_prob: float = 1.0,
    scalar_value: float = 1.0,
    pre_tokens: int = 2147483647,
    next_tokens: int = 2147483647,
    inner_precise: int = 0,
    input_layout: str = "BSH",
    sparse_mode: int = 0,
) -> NoReturn:
    """``ops.flash_attention_score(query, key, value, head_num, ...)``: the attention output of
    :class:`FlashAttentionScore` built with these attributes. Mirrors ``mindspore.ops.flash_attention_score``
    (2.10), which has no CPU kernel.

    Raises:
        TypeError / ValueError: a bad ``input_layout`` (as the primitive). RuntimeError: every call otherwise ('The
        kernel FlashAttentionScore unregistered.').
    """
    op = FlashAttentionScore(
        head_num, keep_prob, scalar_value, pre_tokens, next_tokens, inner_precise, input_layout, sparse_mode
    )
    return op(
        query, key, value, real_shift, drop_mask, padding_mask, attn_mask, prefix, actual_seq_qlen, actual_seq_kvlen
    )


def weight_quant_batch_matmul(
    x: Any,
    weight: Any,
    antiquant_scale: Any,
    antiquant_offset: Any = None,
    quant_scale: Any = None,
    quant_offset: Any = None,
    bias: Any = None,
    transpose_x: bool = False,
    transpose_weight: bool = False,
    antiquant_group_size: int = 0,
) -> NoReturn:
    """``ops.auto_generate.weight_quant_batch_matmul(x, weight, antiquant_scale, ...)``: Ascend's matmul of ``x``
    with a weight quantized to int8/int4 and dequantized by ``antiquant_scale`` (and offset). Mirrors
    ``mindspore.ops.auto_generate.weight_quant_batch_matmul`` (2.10), which has no CPU kernel.

    Raises:
        RuntimeError: every call ('The kernel WeightQuantBatchMatmul unregistered.', MindSpore's CPU text).
    """
    raise RuntimeError("The kernel WeightQuantBatchMatmul unregistered.")


class PsROIPooling(Primitive):
    """``_inner_ops.PsROIPooling(pooled_height, pooled_width, num_rois, spatial_scale, out_dim, group_size)(features,
    rois)``: position-sensitive ROI pooling (R-FCN), ``(out, channel_map)`` of shape ``(num_rois, out_dim,
    pooled_height, pooled_width)``. Mirrors ``mindspore.ops.operations._inner_ops.PsROIPooling`` (2.10), a GPU-only
    primitive: construction validates the attributes as MindSpore does; a call on the CPU fails as there.

    Raises:
        TypeError: ``pooled_height``, ``pooled_width`` (MindSpore checks it again for ``num_rois``), ``out_dim`` or
            ``group_size`` not an int; ``spatial_scale`` not a float.
        RuntimeError: a call ('Unsupported op [PsROIPooling] on CPU').
    """

    @prim_attr_register
    def __init__(
        self, pooled_height: int, pooled_width: int, num_rois: int, spatial_scale: float, out_dim: int, group_size: int
    ) -> None:
        validator.check_value_type("pooled_height", pooled_height, [int], self.name)
        validator.check_value_type("pooled_width", pooled_width, [int], self.name)
        validator.check_value_type("num_rois", pooled_width, [int], self.name)
        validator.check_value_type("spatial_scale", spatial_scale, [float], self.name)
        validator.check_value_type("out_dim", out_dim, [int], self.name)
        validator.check_value_type("group_size", group_size, [int], self.name)
        self.pooled_height = pooled_height
        self.pooled_width = pooled_width
        self.num_rois = num_rois
        self.spatial_scale = spatial_scale
        self.out_dim = out_dim
        self.group_size = group_size

    def __call__(self, features: Any, rois: Any) -> NoReturn:
        _no_kernel("PsROIPooling", (features, rois))
