"""`mindspore.nn.thor`: THOR, MindSpore's second-order optimizer, as MindSpore 2.10 builds and runs it on CPU."""

from __future__ import annotations

from typing import Any, Callable

import numpy as np
import torch

from ... import _api
from ... import _checkparam as Validator
from ..._kernels import array as _K_array
from ..._kernels import clip as _K_clip
from ..._kernels import errors
from ..._kernels import indexing as _K_idx
from ..._kernels import optim as _K_optim
from ...common import dtype as mstype
from ...common.parameter import Parameter, ParameterTuple
from ...common.tensor import Tensor
from ...context import get_context
from .. import layer as _layer
from ..layer.thor_layer import Conv2dThor, DenseThor, EmbeddingLookupThor, EmbeddingThor
from .optimizer import Optimizer, _clone

__all__ = _api.names(__name__)

# the layer kinds of MindSpore's thor.py
Other = -1
Conv = 1
FC = 2
Embedding = 3
LayerNorm = 4
BatchNorm = 5


def _check_param(momentum: Any, frequency: Any, lr: Any, cls_name: str) -> None:
    Validator.check_value_type("momentum", momentum, [float], cls_name)
    if isinstance(momentum, float) and momentum < 0.0:
        raise errors.value_error(
            "thor", f"the argument 'momentum' must be at least 0.0, but got 'momentum' {momentum}."
        )
    Validator.check_value_type("frequency", frequency, [int], cls_name)
    if isinstance(frequency, int) and frequency < 2:
        raise errors.value_error(
            "thor", f"the argument 'frequency' must be at least 2, but got 'frequency' {frequency}."
        )
    Validator.check_value_type("learning rate", lr, [Tensor], cls_name)


def caculate_matmul_shape(matrix_a_dim: int, matrix_g_dim: int, split_dim: int) -> tuple[tuple, tuple]:
    """The shapes of a layer's blocked ``A^-1`` and ``G^-1`` (blocks of ``split_dim``), as MindSpore's
    ``caculate_matmul_shape`` (its spelling) computes them."""

    def blocks(dim: int) -> tuple[int, int]:
        if dim % split_dim == 0:
            return dim // split_dim, split_dim
        if dim < split_dim:
            return 1, dim
        return dim // split_dim + 1, split_dim

    batch_w, split_dima = blocks(matrix_a_dim)
    batch_h, split_dimg = blocks(matrix_g_dim)
    return (batch_h, batch_w, split_dima, split_dima), (batch_h, split_dimg, split_dimg)


def _find_net_layertype_recur(net: Any, layertype_map: list) -> None:
    nn = _layer
    for _, subcell in net.name_cells().items():
        prefix = subcell.param_prefix
        if subcell is net:
            continue
        if isinstance(subcell, Conv2dThor):
            layertype_map.append(Conv)
        elif isinstance(subcell, DenseThor):
            layertype_map.append(FC)
        elif isinstance(subcell, (EmbeddingThor, EmbeddingLookupThor)):
            layertype_map.append(Embedding)
        elif isinstance(subcell, nn.LayerNorm):
            layertype_map.append(LayerNorm)
        elif isinstance(subcell, nn.BatchNorm2d):
            if subcell.gamma.requires_grad:
                layertype_map.append(BatchNorm)
        elif isinstance(
            subcell,
            (nn.Conv2d, nn.Dense, nn.Embedding, nn.Conv2dTranspose, nn.Conv1d, nn.Conv1dTranspose, nn.BatchNorm1d,
             nn.GroupNorm),
        ):  # fmt: skip
            if isinstance(subcell, (nn.Dense, nn.Conv2d)):
                if subcell.weight.requires_grad and (
                    "rpn_with_loss.rpn_convs_list." not in prefix.lower()
                    or "rpn_with_loss.rpn_convs_list.0." in prefix.lower()
                ):
                    layertype_map.append(Other)
            else:
                layertype_map.append(Other)
        else:
            _find_net_layertype_recur(subcell, layertype_map)


def get_net_layertype_mask(net: Any) -> list:
    """The layer kind of each trainable layer of ``net`` in order (MindSpore's ``get_net_layertype_mask``)."""
    layertype_map: list = []
    _find_net_layertype_recur(net, layertype_map)
    return layertype_map


def _get_layer_counter(layer_type: int, layer_counter: int, params: tuple, idx: int) -> int:
    name = params[idx].name.lower()
    following = params[idx + 1].name.lower() if idx < len(params) - 1 else None
    if layer_type in (Conv, FC):
        if "bias" in name or (following is not None and "bias" not in following):
            layer_counter += 1
    elif layer_type in (LayerNorm, BatchNorm):
        if "beta" in name:
            layer_counter += 1
    elif "bias" in name:
        layer_counter += 1
    elif "weight" in name:
        if following is not None and "bias" not in following:
            layer_counter += 1
    else:
        layer_counter += 1
    return layer_counter


class ConvertNetUtils:
    """Converts a network's layers to the THOR layers that record the second-order statistics. Mirrors
    ``mindspore.train.ConvertNetUtils`` (2.10); :func:`mindspore.nn.thor` calls :meth:`convert_to_thor_net`.

    Each trainable ``nn.Dense`` (weight ``requires_grad``, its path naming neither ``wide`` nor
    ``rpn_with_loss.rpn_convs_list.``) becomes ``nn.DenseThor`` with the same weight and bias, computing in
    float16 (``to_float``; float32 on GPU or with 1001 outputs); each such ``nn.Conv2d`` becomes
    ``nn.Conv2dThor``; a trainable ``nn.Embedding`` ``nn.EmbeddingThor``; an ``nn.EmbeddingLookup``
    ``nn.EmbeddingLookupThor``, where MindSpore 2.10 reads the ``vocab_cache_size`` its EmbeddingLookup no longer
    has (``AttributeError``). Conv1d, transposed convolutions, normalizations and MaxPool2d stay; other cells are
    searched recursively.
    """

    def __init__(self) -> None:
        self._convert_method_map = {
            _layer.Dense: ConvertNetUtils._convert_dense,
            _layer.Embedding: ConvertNetUtils._convert_embedding,
            _layer.Conv2d: ConvertNetUtils._convert_conv2d,
            _layer.EmbeddingLookup: ConvertNetUtils._convert_embeddinglookup,
        }

    @staticmethod
    def _convert_dense(subcell: Any) -> Any:
        act_name = None
        if subcell.activation_flag:
            act_name = subcell.activation.__class__.__name__.lower()
            if act_name == "fastgelu":
                act_name = "fast_gelu"
        new_subcell = _layer.DenseThor(
            in_channels=subcell.in_channels,
            out_channels=subcell.out_channels,
            weight_init=subcell.weight,
            has_bias=subcell.has_bias,
            bias_init="zeros",
            activation=act_name,
        )
        if subcell.out_channels != 1001:
            new_subcell.to_float(mstype.float32 if get_context("device_target") == "GPU" else mstype.float16)
        if subcell.has_bias:
            new_subcell.bias = subcell.bias
        return new_subcell

    @staticmethod
    def _convert_embedding(subcell: Any) -> Any:
        new_subcell = _layer.EmbeddingThor(
            vocab_size=subcell.vocab_size, embedding_size=subcell.embedding_size, use_one_hot=False
        )
        new_subcell.embedding_table = subcell.embedding_table
        return new_subcell

    @staticmethod
    def _convert_embeddinglookup(subcell: Any) -> Any:
        new_subcell = _layer.EmbeddingLookupThor(
            vocab_size=subcell.vocab_size,
            embedding_size=subcell.embedding_size,
            target=subcell.target,
            sparse=subcell.sparse,
            vocab_cache_size=subcell.vocab_cache_size,
        )
        new_subcell.embedding_table = subcell.embedding_table
        return new_subcell

    @staticmethod
    def _convert_conv2d(subcell: Any) -> Any:
        return _layer.Conv2dThor(
            subcell.in_channels,
            subcell.out_channels,
            kernel_size=subcell.kernel_size[0],
            stride=subcell.stride,
            padding=subcell.padding,
            pad_mode=subcell.pad_mode,
            has_bias=subcell.has_bias,
            weight_init=subcell.weight,
        )

    @staticmethod
    def _need_change(subcell: Any, prefix: str) -> bool:
        if isinstance(subcell, (_layer.Dense, _layer.Conv2d)) and subcell.weight.requires_grad:
            return not ("rpn_with_loss.rpn_convs_list." in prefix.lower() or "wide" in prefix.lower())
        return isinstance(subcell, (_layer.Embedding, _layer.EmbeddingLookup)) and subcell.embedding_table.requires_grad

    def _convert_to_thor_net(self, net: Any) -> None:
        thor_layers = (_layer.DenseThor, _layer.Conv2dThor, _layer.EmbeddingThor, _layer.EmbeddingLookupThor)
        kept = (
            _layer.Conv2dTranspose, _layer.Conv1d, _layer.Conv1dTranspose, _layer.BatchNorm1d, _layer.GroupNorm, _layer.LayerNorm,
            _layer.BatchNorm2d, _layer.MaxPool2d,
        )  # fmt: skip
        change = False
        for name, subcell in net.name_cells().items():
            if subcell is net or isinstance(subcell, thor_layers) or isinstance(subcell, kept):
                continue
            if isinstance(subcell, (_layer.Embedding, _layer.Dense, _layer.Conv2d, _layer.EmbeddingLookup)):
                prefix = subcell.param_prefix
                if self._need_change(subcell, prefix):
                    new_subcell = self._convert_method_map.get(type(subcell))(subcell)
                    new_subcell.update_parameters_name(prefix + ".")
                    net.insert_child_to_cell(name, new_subcell)
                    change = True
            else:
                self._convert_to_thor_net(subcell)
        if isinstance(net, _layer.SequentialCell) and change:
            net.cell_list = list(net.cells())

    def convert_to_thor_net(self, net: Any) -> None:
        """Convert ``net``'s layers to THOR layers, in place (see the class). Mirrors
        ``ConvertNetUtils.convert_to_thor_net``.

        Sets each sub-cell's ``param_prefix`` to its path first and ``net.cell_type`` to ``'second-order'`` after.
        A converted layer's parameters are renamed ``<path>.<attribute>`` (``conv.matrix_a_cov``).

        Note that the map from layer class to converter is by exact class: a subclass of ``nn.Dense`` (or
        ``Conv2d``, ...) that passes the checks raises ``TypeError`` ('NoneType' object is not callable), as in
        MindSpore.
        """
        for cell_name, cell in net.cells_and_names():
            cell.__dict__["_param_prefix"] = cell_name
        self._convert_to_thor_net(net)
        net.cell_type = "second-order"


def thor(
    net: Any,
    learning_rate: Tensor,
    damping: Tensor,
    momentum: float,
    weight_decay: float = 0.0,
    loss_scale: float = 1.0,
    batch_size: int = 32,
    use_nesterov: bool = False,
    decay_filter: Callable = lambda x: x.name not in [],
    split_indices: list | None = None,
    enable_clip_grad: bool = False,
    frequency: int = 100,
) -> ThorGpu:
    r"""THOR, the second-order optimizer. Mirrors ``mindspore.nn.thor`` (2.10) on CPU.

    First converts ``net`` in place (:meth:`mindspore.train.ConvertNetUtils.convert_to_thor_net`: each
    trainable ``Dense`` / ``Conv2d`` / ``Embedding`` / ``EmbeddingLookup`` becomes its THOR layer, Dense ones
    computing in float16 unless they have 1001 outputs), then returns MindSpore's non-Ascend optimizer
    ``ThorGpu`` over the trainable parameters.

    Args:
        net (Cell): the network to train (converted in place).
        learning_rate (Tensor): the rate of each step (a 1-D Tensor indexed by the step).
        damping (Tensor): the damping of each step (indexed by the step).
        momentum (float): >= 0.
        weight_decay (int | float): >= 0, added to the gradients selected by ``decay_filter``. Default 0.0.
        loss_scale (float): > 0. Default 1.0.
        batch_size (int): Default 32.
        use_nesterov (bool): Default False.
        decay_filter (Callable): which parameters get weight decay (default: every one, bias and LayerNorm too).
        split_indices (list | None): all-reduce fusion groups (distributed runs only). Default None.
        enable_clip_grad (bool): clip each gradient to norm 1.0 (``nn.ClipByNorm``). Default False.
        frequency (int): steps between updates of A/G and their inverses, >= 2. Default 100.

    Returns:
        ThorGpu, the optimizer.

    Raises:
        TypeError: if ``learning_rate`` is not a Tensor, ``momentum`` not a float, ``frequency`` not an int,
            ``use_nesterov`` not a bool.
        ValueError: if ``momentum`` < 0, ``frequency`` < 2, ``loss_scale`` <= 0 or ``weight_decay`` < 0.

    MindSpore 2.10 on CPU has no kernel for THOR's ops: a converted ``Conv2dThor`` raises
    ``RuntimeError: Unsupported op [ThorIm2Col] on CPU`` when called, and a step of the optimizer over any
    THOR layer raises ``Unsupported op [CholeskyTrsm] on CPU``; mindshim raises the same errors. A step over a
    network without THOR layers runs (LayerNorm gradients preconditioned, then momentum), as in MindSpore.
    """
    from ...graph import set_recursion_limit

    set_recursion_limit(10000)
    ConvertNetUtils().convert_to_thor_net(net)
    return ThorGpu(
        net, learning_rate, damping, momentum, weight_decay, loss_scale, batch_size, use_nesterov, decay_filter,
        split_indices=split_indices, enable_clip_grad=enable_clip_grad, frequency=frequency,
    )  # fmt: skip


class ThorGpu(Optimizer):
    """The THOR optimizer MindSpore builds off Ascend (``mindspore.nn.optim.thor.ThorGpu``, 2.10); made by
    :func:`thor`, whose arguments it takes.

    State: ``momentum``, ``moments.<param>``, ``cov_step`` (int32 ``[1]``, the index into ``damping``),
    ``matrix_a`` / ``matrix_g`` (``matrix_a_inv_<i>`` / ``matrix_g_inv_<i>``, the blocked inverses of each THOR
    layer, zeros). ``get_frequency()`` returns ``frequency``.

    A step: gradients divided by ``loss_scale``; for a THOR layer MindSpore's CPU backend has no ``CholeskyTrsm``
    kernel, so the step raises ``RuntimeError`` before changing anything; a LayerNorm parameter's gradient
    becomes ``g / (g*g / batch_size + sqrt(damping[cov_step]))``; ``cov_step += 1``; weight decay
    (``g + weight_decay * w`` where ``decay_filter`` holds); gradient clipping if enabled; then ``ApplyMomentum``
    with ``learning_rate[global_step]``.
    """

    def __init__(
        self,
        net: Any,
        learning_rate: Tensor,
        damping: Tensor,
        momentum: float,
        weight_decay: float = 0.0,
        loss_scale: float = 1.0,
        batch_size: int = 32,
        use_nesterov: bool = False,
        decay_filter: Callable = lambda x: x.name not in [],
        split_indices: list | None = None,
        enable_clip_grad: bool = False,
        frequency: int = 100,
    ) -> None:
        params = [x for x in net.get_parameters() if x.requires_grad]
        super().__init__(learning_rate, params, weight_decay, loss_scale)
        _check_param(momentum, frequency, learning_rate, self.cls_name)
        self.momentum = Parameter(_K_array.full((), momentum, torch.float32, None), name="momentum")
        self.params = self.parameters
        self.use_nesterov = Validator.check_bool(use_nesterov)
        _clone(self, "moments", self.parameters, "moments", "zeros")
        self.net = net
        every = list(net.get_parameters())
        self.matrix_a_cov = ParameterTuple([x for x in every if "matrix_a" in x.name])
        self.matrix_g_cov = ParameterTuple([x for x in every if "matrix_g" in x.name])
        self.a_normalizer = ParameterTuple([x for x in every if "a_normalizer" in x.name])
        self.g_normalizer = ParameterTuple([x for x in every if "g_normalizer" in x.name])
        self.batch_size = Tensor(batch_size, mstype.float32)
        self.loss_scale = Tensor(1 / (loss_scale * loss_scale), mstype.float32)
        self.batch_size_scale = Tensor(batch_size * batch_size, mstype.float32)
        self.damping = damping
        self.cov_step = Parameter(Tensor(np.zeros([1], np.int32)), name="cov_step", requires_grad=False)
        self.split_dim = 128
        self.thor = True
        self.matrix_a = ()
        self.matrix_g = ()
        self.matrix_a_shape = ()
        self.thor_layer_count = 0
        self.conv_layer_count = 0
        self.weight_fim_idx_map = ()
        self.weight_conv_idx_map = ()
        self.weight_layertype_idx_map = ()
        self._process_matrix_init_and_weight_idx_map(self.net)
        self.matrix_a = ParameterTuple(self.matrix_a)
        self.matrix_g = ParameterTuple(self.matrix_g)
        self.weight_decay = weight_decay
        self._thor_weight_decay = weight_decay
        self.decay_flags = tuple(decay_filter(x) for x in self.parameters)
        self.enable_clip_grad = enable_clip_grad
        self.frequency = frequency
        from ...context import ParallelMode, get_auto_parallel_context

        self.parallel_mode = get_auto_parallel_context("parallel_mode")
        self.is_distributed = self.parallel_mode != ParallelMode.STAND_ALONE
        self.split_indices = split_indices

    def get_frequency(self) -> int:
        """The update interval of A/G and their inverses (``frequency``)."""
        return self.frequency

    def _process_matrix_init_and_weight_idx_map(self, net: Any) -> None:
        """The blocked inverse matrices of each THOR layer and the per-parameter index maps (MindSpore's GPU path)."""
        layer_type_map = get_net_layertype_mask(net)
        layer_counter = 0
        params = tuple(self.params)
        for idx, weight in enumerate(params):
            layer_type = layer_type_map[layer_counter]
            weight_shape = tuple(weight.shape)
            is_bias = "bias" in weight.name.lower()
            if layer_type in (Conv, FC) and not is_bias:
                matrix_a_dim = weight_shape[1]
                if layer_type == Conv:
                    matrix_a_dim = weight_shape[1] * weight_shape[2] * weight_shape[3]
                a_shape, g_shape = caculate_matmul_shape(matrix_a_dim, weight_shape[0], self.split_dim)
                a_inv = Parameter(np.zeros(a_shape).astype(np.float32), name=f"matrix_a_inv_{self.thor_layer_count}",
                                  requires_grad=False)  # fmt: skip
                g_inv = Parameter(np.zeros(g_shape).astype(np.float32), name=f"matrix_g_inv_{self.thor_layer_count}",
                                  requires_grad=False)  # fmt: skip
                self.matrix_a += (a_inv,)
                self.matrix_g += (g_inv,)
                self.matrix_a_shape += (a_shape,)
            elif layer_type == Embedding:
                vocab_size, embedding_size = weight_shape[0], weight_shape[1]
                a_inv = Parameter(Tensor(np.zeros([vocab_size]).astype(np.float32)),
                                  name=f"matrix_a_inv_{self.thor_layer_count}", requires_grad=False)  # fmt: skip
                g_inv = Parameter(Tensor(np.zeros([embedding_size, embedding_size]).astype(np.float32)),
                                  name=f"matrix_g_inv_{self.thor_layer_count}", requires_grad=False)  # fmt: skip
                self.matrix_a += (a_inv,)
                self.matrix_g += (g_inv,)
                self.matrix_a_shape += ((vocab_size,),)
            if layer_type in (Conv, FC, Embedding) and not is_bias:
                self.weight_fim_idx_map += (self.thor_layer_count,)
                self.thor_layer_count += 1
                self.weight_layertype_idx_map += (layer_type,)
                if layer_type == Conv:
                    self.weight_conv_idx_map += (self.conv_layer_count,)
                    self.conv_layer_count += 1
                else:
                    self.weight_conv_idx_map += (-1,)
            else:
                self.weight_conv_idx_map += (-1,)
                self.weight_fim_idx_map += (-1,)
                self.weight_layertype_idx_map += (LayerNorm if layer_type == LayerNorm else Other,)
            if "output_bias" not in weight.name.lower():  # bert.cls1.output_bias: a parameter, not a layer
                layer_counter = _get_layer_counter(layer_type, layer_counter, params, idx)

    def construct(self, gradients: tuple) -> tuple:
        grads = list(self._scale_t([g._t for g in gradients]))
        if any(t in (Conv, FC, Embedding) for t in self.weight_layertype_idx_map):
            raise errors.unsupported_op("CholeskyTrsm")  # A/G inverses: no CPU kernel in MindSpore 2.10
        damping_step = _K_idx.gather(self.damping._t, self.cov_step._t, 0).to(torch.float32)
        params = self._params_t
        for i, layer_type in enumerate(self.weight_layertype_idx_map):
            if layer_type == LayerNorm:
                grads[i] = _K_optim.thor_layernorm_grad(grads[i], damping_step, self.batch_size._t)
        self.cov_step._t.data.add_(1)
        if self._thor_weight_decay > 0:
            grads = [
                _K_optim.thor_decay(g, p, self._thor_weight_decay) if flag else g
                for g, p, flag in zip(grads, params, self.decay_flags)
            ]
        if self.enable_clip_grad:
            grads = [_K_clip.clip_by_global_norm([g], 1.0)[0] for g in grads]  # nn.ClipByNorm(1.0) on each
        lrs = self._lr_list()
        self.global_step._t.data.add_(1)
        moments = [m._t for m in self.moments]
        scratch = self.__dict__.setdefault("_scratch", {})
        _K_optim.momentum(params, grads, moments, self.momentum._t, lrs, self.use_nesterov, scratch)
        return (True,) * len(params)
