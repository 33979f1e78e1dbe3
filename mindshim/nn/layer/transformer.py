"""Attention and Transformer layers: `nn.MultiheadAttention`, `nn.TransformerEncoder/DecoderLayer`, `nn.Transformer`."""

from __future__ import annotations

from ... import _api
import math
from typing import Any, Callable

import torch

from ...common import dtype as mstype
from ...common.initializer import HeUniform, Uniform, XavierNormal, XavierUniform, initializer
from ...common.parameter import Parameter
from ...common.tensor import Tensor, _wrap
from ...ops.function import nn_func as NF
from ..cell import Cell
from .activation import GELU, ReLU
from .basic import Dense, Dropout
from .container import CellList
from .normalization import LayerNorm

__all__ = _api.names(__name__)


def _check_kpm(mask: Tensor | None, exc: type = ValueError) -> None:
    if mask is not None and not (mask._t.dtype == torch.bool or mask._t.dtype.is_floating_point):
        raise exc("only bool and floating types of key_padding_mask are supported")


class MultiheadAttention(Cell):
    r"""Multi-head attention ``softmax(Q K^T / sqrt(d) + mask) V`` over ``num_heads`` heads.

    Mirrors ``mindspore.nn.MultiheadAttention`` (2.10): ``MultiheadAttention(embed_dim, num_heads, dropout=0.0,
    has_bias=True, add_bias_kv=False, add_zero_attn=False, kdim=None, vdim=None, batch_first=False,
    dtype=mstype.float32)``.

    Parameters: ``in_proj_weight`` ``(3E, E)`` (or ``q_proj_weight``/``k_proj_weight``/``v_proj_weight`` when
    ``kdim``/``vdim`` differ from ``embed_dim``), XavierUniform; ``in_proj_bias`` ``(3E,)`` zeros; ``bias_k``,
    ``bias_v`` ``(1, 1, E)`` XavierNormal with ``add_bias_kv``; and the child ``out_proj`` Dense.

    Inputs:
        query ``(L, N, E)`` (``(N, L, E)`` with ``batch_first``; ``(L, E)`` unbatched), key/value ``(S, N, Ek/Ev)``,
        key_padding_mask ``(N, S)`` bool (True = ignore that key) or float (added), need_weights (default True),
        attn_mask ``(L, S)`` or ``(N * num_heads, L, S)``, bool (True = not allowed), uint8 or float (added),
        average_attn_weights (default True).

    Outputs:
        ``(attn_output, attn_weights)`` with ``attn_weights`` ``(N, L, S)`` (per head ``(N, num_heads, L, S)``
        when not averaged); with ``need_weights=False`` a one-element tuple ``(attn_output,)``.

    Raises:
        ValueError: if ``embed_dim`` is not divisible by ``num_heads``, or for masks of other dtypes or shapes.
    """

    def __init__(
        self,
        embed_dim: int,
        num_heads: int,
        dropout: float = 0.0,
        has_bias: bool = True,
        add_bias_kv: bool = False,
        add_zero_attn: bool = False,
        kdim: int | None = None,
        vdim: int | None = None,
        batch_first: bool = False,
        dtype: Any = mstype.float32,
    ) -> None:
        super().__init__()
        self.embed_dim = embed_dim
        self.kdim = kdim if kdim is not None else embed_dim
        self.vdim = vdim if vdim is not None else embed_dim
        self._qkv_same_embed_dim = self.kdim == embed_dim and self.vdim == embed_dim
        self.num_heads = num_heads
        self.dropout = dropout
        self.batch_first = batch_first
        self.head_dim = embed_dim // num_heads
        if self.head_dim * num_heads != self.embed_dim:
            raise ValueError("The init argument 'embed_dim' must be divisible by 'num_heads'.")
        if dtype is None:
            dtype = mstype.float32
        if not self._qkv_same_embed_dim:
            self.q_proj_weight = Parameter(initializer(XavierUniform(), (embed_dim, embed_dim), dtype), "q_proj_weight")
            self.k_proj_weight = Parameter(initializer(XavierUniform(), (embed_dim, self.kdim), dtype), "k_proj_weight")
            self.v_proj_weight = Parameter(initializer(XavierUniform(), (embed_dim, self.vdim), dtype), "v_proj_weight")
            self.in_proj_weight = None
        else:
            self.in_proj_weight = Parameter(
                initializer(XavierUniform(), (3 * embed_dim, embed_dim), dtype), "in_proj_weight"
            )
            self.q_proj_weight = None
            self.k_proj_weight = None
            self.v_proj_weight = None
        if has_bias:
            self.in_proj_bias = Parameter(initializer("zeros", (3 * embed_dim), dtype), "in_proj_bias")
        else:
            self.in_proj_bias = None
        bound = 1 / math.sqrt(embed_dim)
        self.out_proj = Dense(
            embed_dim,
            embed_dim,
            has_bias=has_bias,
            weight_init=HeUniform(math.sqrt(5)),
            bias_init=Uniform(bound),
            dtype=dtype,
        )
        if add_bias_kv:
            self.bias_k = Parameter(initializer(XavierNormal(), (1, 1, embed_dim), dtype), "bias_k")
            self.bias_v = Parameter(initializer(XavierNormal(), (1, 1, embed_dim), dtype), "bias_v")
        else:
            self.bias_k = self.bias_v = None
        self.add_zero_attn = add_zero_attn
        self.dtype = dtype

    def construct(
        self,
        query: Tensor,
        key: Tensor,
        value: Tensor,
        key_padding_mask: Tensor | None = None,
        need_weights: bool = True,
        attn_mask: Tensor | None = None,
        average_attn_weights: bool = True,
    ) -> tuple:
        _check_kpm(key_padding_mask)
        batched = query.ndim == 3
        if self.batch_first and batched:
            query, key, value = (_wrap(x._t.transpose(0, 1)) for x in (query, key, value))
        p = self._parameters
        out, weights = NF.multi_head_attention_forward(
            query,
            key,
            value,
            self.embed_dim,
            self.num_heads,
            p.get("in_proj_weight"),
            p.get("in_proj_bias"),
            p.get("bias_k"),
            p.get("bias_v"),
            self.add_zero_attn,
            self.dropout,
            self.out_proj._parameters["weight"],
            self.out_proj._parameters.get("bias"),
            training=self.training,
            key_padding_mask=key_padding_mask,
            attn_mask=attn_mask,
            use_separate_proj_weight=not self._qkv_same_embed_dim,
            q_proj_weight=p.get("q_proj_weight"),
            k_proj_weight=p.get("k_proj_weight"),
            v_proj_weight=p.get("v_proj_weight"),
            average_attn_weights=average_attn_weights,
        )
        if self.batch_first and batched:
            out = _wrap(out._t.transpose(0, 1))
        if need_weights:
            return out, weights
        return (out,)


def _get_activation_fn(activation: str) -> Callable:
    from ...ops import gelu, relu

    if activation == "relu":
        return relu
    if activation == "gelu":
        return gelu
    raise ValueError(f"The activation must be relu/gelu, but get {activation}")


def _check_activation(activation: Any) -> Any:
    """MindSpore 2.10's checks, in its order: a str ('relu'/'gelu'), or the functions ``ops.relu``/``ops.gelu``.

    As in MindSpore, an ``nn.ReLU()``/``nn.GELU()`` instance passes the Cell check but then fails the callable one.
    """
    from ...ops import gelu, relu

    if not isinstance(activation, str) and not isinstance(activation, Cell) and not callable(activation):
        raise ValueError(f"The argument 'activation' must be str, callable or Cell instance, but get {activation}.")
    if isinstance(activation, Cell) and not isinstance(activation, (ReLU, GELU)):
        raise ValueError(f"The argument 'activation' must be nn.ReLU or nn.GELU instance, but get {activation}.")
    if callable(activation) and activation is not relu and activation is not gelu:
        raise ValueError(f"The argument 'activation' must be ops.relu or ops.gelu instance, but get {activation}.")
    return _get_activation_fn(activation) if isinstance(activation, str) else activation


class _TransformerLayer(Cell):
    """Shared set-up of the encoder and decoder layers (attention, feed-forward block, norms, dropouts, settings):
    ``_N_BLOCKS`` is 2 for the encoder (self-attention, feed-forward) and 3 for the decoder (cross-attention
    ``multihead_attn`` too), the number of ``norm*``/``dropout*`` children."""

    _N_BLOCKS = 2

    def __init__(
        self,
        d_model: int,
        nhead: int,
        dim_feedforward: int = 2048,
        dropout: float = 0.1,
        activation: Any = "relu",
        layer_norm_eps: float = 1e-5,
        batch_first: bool = False,
        norm_first: bool = False,
        dtype: Any = mstype.float32,
    ) -> None:
        super().__init__()
        n_norms = self._N_BLOCKS
        self.self_attn = MultiheadAttention(d_model, nhead, dropout=dropout, batch_first=batch_first, dtype=dtype)
        if n_norms == 3:
            self.multihead_attn = MultiheadAttention(
                d_model, nhead, dropout=dropout, batch_first=batch_first, dtype=dtype
            )
        self.dense1 = Dense(
            d_model,
            dim_feedforward,
            weight_init=HeUniform(math.sqrt(5)),
            bias_init=Uniform(1 / math.sqrt(d_model)),
            dtype=dtype,
        )
        self.dropout = Dropout(p=dropout)
        self.dense2 = Dense(
            dim_feedforward,
            d_model,
            weight_init=HeUniform(math.sqrt(5)),
            bias_init=Uniform(1 / math.sqrt(dim_feedforward)),
            dtype=dtype,
        )
        self.norm_first = norm_first
        for i in range(1, n_norms + 1):
            setattr(self, f"norm{i}", LayerNorm((d_model,), epsilon=layer_norm_eps, dtype=dtype))
        for i in range(1, n_norms + 1):
            setattr(self, f"dropout{i}", Dropout(p=dropout))
        self.activation1 = activation
        self.activation = _check_activation(activation)
        self.d_model = d_model
        self.nhead = nhead
        self.dim_feedforward = dim_feedforward
        self.dropout_num = dropout
        self.layernorm_eps = layer_norm_eps
        self.batch_first = batch_first
        self.dtype = dtype

    def _sa_block(self, x: Tensor, attn_mask: Tensor | None, key_padding_mask: Tensor | None) -> Tensor:
        x = self.self_attn(x, x, x, attn_mask=attn_mask, key_padding_mask=key_padding_mask, need_weights=False)[0]
        return self.dropout1(x)

    def _ff_block(self, x: Tensor, last: Cell) -> Tensor:
        return last(self.dense2(self.dropout(self.activation(self.dense1(x)))))


_LAYER_ARGS = """
    Args:
        d_model (int): feature size. nhead (int): attention heads.
        dim_feedforward (int): hidden size of the feed-forward block. Default 2048.
        dropout (float): drop probability of every dropout (active only in training). Default 0.1.
        activation (str | function): 'relu' (default), 'gelu' (exact), ``ops.relu`` or ``ops.gelu``.
        layer_norm_eps (float): LayerNorm epsilon. Default 1e-5.
        batch_first (bool): inputs are ``(N, L, E)``. Default False (``(L, N, E)``).
        norm_first (bool): pre-norm (normalise before each block) instead of post-norm. Default False.
"""


class TransformerEncoderLayer(_TransformerLayer):
    __doc__ = (
        "Self-attention + feed-forward block with residuals and LayerNorms. Mirrors "
        "``mindspore.nn.TransformerEncoderLayer`` (2.10).\n\n"
        "    ``TransformerEncoderLayer(d_model, nhead, dim_feedforward=2048, dropout=0.1, activation='relu',\n"
        "    layer_norm_eps=1e-5, batch_first=False, norm_first=False, dtype=mstype.float32)``; children ``self_attn``,\n"
        "    ``dense1``, ``dropout``, ``dense2``, ``norm1``, ``norm2``, ``dropout1``, ``dropout2``.\n"
        + _LAYER_ARGS
        + """
    Inputs:
        src (Tensor), src_mask (Tensor, optional), src_key_padding_mask (Tensor, optional): as
        :class:`MultiheadAttention`'s input, attn_mask and key_padding_mask.

    Raises:
        ValueError: for an ``activation`` other than those listed.
        AssertionError: for a ``src_key_padding_mask`` that is neither bool nor float (on call).
    """
    )

    def construct(
        self, src: Tensor, src_mask: Tensor | None = None, src_key_padding_mask: Tensor | None = None
    ) -> Tensor:
        _check_kpm(src_key_padding_mask, AssertionError)
        x = src
        if self.norm_first:
            x = x + self._sa_block(self.norm1(x), src_mask, src_key_padding_mask)
            return x + self._ff_block(self.norm2(x), self.dropout2)
        x = self.norm1(x + self._sa_block(x, src_mask, src_key_padding_mask))
        return self.norm2(x + self._ff_block(x, self.dropout2))


class TransformerDecoderLayer(_TransformerLayer):
    __doc__ = (
        "Self-attention, cross-attention over ``memory`` and feed-forward blocks with residuals and LayerNorms.\n"
        "    Mirrors ``mindspore.nn.TransformerDecoderLayer`` (2.10).\n\n"
        "    ``TransformerDecoderLayer(d_model, nhead, dim_feedforward=2048, dropout=0.1, activation='relu',\n"
        "    layer_norm_eps=1e-5, batch_first=False, norm_first=False, dtype=mstype.float32)``; children ``self_attn``,\n"
        "    ``multihead_attn``, ``dense1``, ``dropout``, ``dense2``, ``norm1..3``, ``dropout1..3``.\n"
        + _LAYER_ARGS
        + """
    Inputs:
        tgt (Tensor), memory (Tensor), tgt_mask, memory_mask, tgt_key_padding_mask, memory_key_padding_mask
        (Tensor, optional): masks as :class:`MultiheadAttention`'s.

    Raises:
        ValueError: for an ``activation`` other than those listed.
    """
    )

    _N_BLOCKS = 3

    def _mha_block(self, x: Tensor, mem: Tensor, attn_mask: Tensor | None, key_padding_mask: Tensor | None) -> Tensor:
        x = self.multihead_attn(
            x, mem, mem, attn_mask=attn_mask, key_padding_mask=key_padding_mask, need_weights=False
        )[0]
        return self.dropout2(x)

    def construct(
        self,
        tgt: Tensor,
        memory: Tensor,
        tgt_mask: Tensor | None = None,
        memory_mask: Tensor | None = None,
        tgt_key_padding_mask: Tensor | None = None,
        memory_key_padding_mask: Tensor | None = None,
    ) -> Tensor:
        x = tgt
        if self.norm_first:
            x = x + self._sa_block(self.norm1(x), tgt_mask, tgt_key_padding_mask)
            x = x + self._mha_block(self.norm2(x), memory, memory_mask, memory_key_padding_mask)
            return x + self._ff_block(self.norm3(x), self.dropout3)
        x = self.norm1(x + self._sa_block(x, tgt_mask, tgt_key_padding_mask))
        x = self.norm2(x + self._mha_block(x, memory, memory_mask, memory_key_padding_mask))
        return self.norm3(x + self._ff_block(x, self.dropout3))


def _clones(layer: Cell, cls: type, num_layers: int) -> CellList:
    """MindSpore's ``CellList([copy.deepcopy(fresh) ...])``: a fresh layer with ``layer``'s settings (not its
    weights), repeated ``num_layers`` times with identical initial values."""

    def make() -> Cell:
        return cls(
            layer.d_model,
            layer.nhead,
            layer.dim_feedforward,
            layer.dropout_num,
            layer.activation1,
            layer.layernorm_eps,
            layer.batch_first,
            layer.norm_first,
            dtype=layer.dtype,
        )

    first = make()
    layers = [first]
    for _ in range(num_layers - 1):
        other = make()
        for (_, dst), (_, src) in zip(other.parameters_and_names(), first.parameters_and_names()):
            dst.set_data(src.copy())  # equal starting weights, separate storage
        layers.append(other)
    return CellList(layers)


class TransformerEncoder(Cell):
    """A stack of ``num_layers`` encoder layers and an optional final ``norm``. Mirrors ``mindspore.nn.TransformerEncoder``.

    ``TransformerEncoder(encoder_layer, num_layers, norm=None)`` (2.10). As in MindSpore, ``encoder_layer`` only
    provides the settings: the stack (child ``layers``) is built from a new layer, copied ``num_layers`` times, so
    all layers start with the same weights (not ``encoder_layer``'s).

    Inputs: ``src``, ``src_mask=None``, ``src_key_padding_mask=None``.

    Raises:
        AssertionError: for a ``src_key_padding_mask`` that is neither bool nor float (on call).
    """

    def __init__(self, encoder_layer: TransformerEncoderLayer, num_layers: int, norm: Cell | None = None) -> None:
        super().__init__()
        self.layers = _clones(encoder_layer, TransformerEncoderLayer, num_layers)
        self.num_layers = num_layers
        self.norm = norm

    def construct(
        self, src: Tensor, src_mask: Tensor | None = None, src_key_padding_mask: Tensor | None = None
    ) -> Tensor:
        _check_kpm(src_key_padding_mask, AssertionError)
        output = src
        for mod in self.layers:
            output = mod(output, src_mask=src_mask, src_key_padding_mask=src_key_padding_mask)
        if self.norm is not None:
            output = self.norm(output)
        return output


class TransformerDecoder(Cell):
    """A stack of ``num_layers`` decoder layers and an optional final ``norm``. Mirrors ``mindspore.nn.TransformerDecoder``.

    ``TransformerDecoder(decoder_layer, num_layers, norm=None)`` (2.10); the layers are built as in
    :class:`TransformerEncoder` (same initial weights, not ``decoder_layer``'s).

    Inputs: ``tgt``, ``memory``, ``tgt_mask=None``, ``memory_mask=None``, ``tgt_key_padding_mask=None``,
    ``memory_key_padding_mask=None``.
    """

    def __init__(self, decoder_layer: TransformerDecoderLayer, num_layers: int, norm: Cell | None = None) -> None:
        super().__init__()
        self.layers = _clones(decoder_layer, TransformerDecoderLayer, num_layers)
        self.num_layers = num_layers
        self.norm = norm

    def construct(
        self,
        tgt: Tensor,
        memory: Tensor,
        tgt_mask: Tensor | None = None,
        memory_mask: Tensor | None = None,
        tgt_key_padding_mask: Tensor | None = None,
        memory_key_padding_mask: Tensor | None = None,
    ) -> Tensor:
        output = tgt
        for mod in self.layers:
            output = mod(
                output,
                memory,
                tgt_mask=tgt_mask,
                memory_mask=memory_mask,
                tgt_key_padding_mask=tgt_key_padding_mask,
                memory_key_padding_mask=memory_key_padding_mask,
            )
        if self.norm is not None:
            output = self.norm(output)
        return output


class Transformer(Cell):
    """Encoder-decoder Transformer. Mirrors ``mindspore.nn.Transformer`` (2.10).

    ``Transformer(d_model=512, nhead=8, num_encoder_layers=6, num_decoder_layers=6, dim_feedforward=2048,
    dropout=0.1, activation='relu', custom_encoder=None, custom_decoder=None, layer_norm_eps=1e-5,
    batch_first=False, norm_first=False, dtype=mstype.float32)``: children ``encoder`` and ``decoder`` (each stack
    ending in a LayerNorm); after construction every parameter of rank > 1 is redrawn from XavierUniform.

    Inputs:
        src, tgt (Tensor): ``(S, N, E)`` and ``(T, N, E)`` (batch first with ``batch_first``); masks as the
        encoder's and decoder's (``src_mask``, ``tgt_mask``, ``memory_mask``, ``src_key_padding_mask``,
        ``tgt_key_padding_mask``, ``memory_key_padding_mask``).

    Outputs:
        Tensor ``(T, N, E)``.

    Raises:
        ValueError: if the last dim of ``src`` or ``tgt`` is not ``d_model`` (on call).
    """

    def __init__(
        self,
        d_model: int = 512,
        nhead: int = 8,
        num_encoder_layers: int = 6,
        num_decoder_layers: int = 6,
        dim_feedforward: int = 2048,
        dropout: float = 0.1,
        activation: Any = "relu",
        custom_encoder: Cell | None = None,
        custom_decoder: Cell | None = None,
        layer_norm_eps: float = 1e-5,
        batch_first: bool = False,
        norm_first: bool = False,
        dtype: Any = mstype.float32,
    ) -> None:
        super().__init__()
        if custom_encoder is not None:
            self.encoder = custom_encoder
        else:
            encoder_layer = TransformerEncoderLayer(
                d_model, nhead, dim_feedforward, dropout, activation, layer_norm_eps, batch_first, norm_first, dtype
            )
            encoder_norm = LayerNorm((d_model,), epsilon=layer_norm_eps, dtype=dtype)
            self.encoder = TransformerEncoder(encoder_layer, num_encoder_layers, encoder_norm)
        if custom_decoder is not None:
            self.decoder = custom_decoder
        else:
            decoder_layer = TransformerDecoderLayer(
                d_model, nhead, dim_feedforward, dropout, activation, layer_norm_eps, batch_first, norm_first, dtype
            )
            decoder_norm = LayerNorm((d_model,), epsilon=layer_norm_eps, dtype=dtype)
            self.decoder = TransformerDecoder(decoder_layer, num_decoder_layers, decoder_norm)
        for _, p in self.parameters_and_names():
            if p.ndim > 1:
                p.set_data(initializer("xavier_uniform", p.shape, p.dtype))
        self.d_model = d_model
        self.nhead = nhead
        self.batch_first = batch_first

    def construct(
        self,
        src: Tensor,
        tgt: Tensor,
        src_mask: Tensor | None = None,
        tgt_mask: Tensor | None = None,
        memory_mask: Tensor | None = None,
        src_key_padding_mask: Tensor | None = None,
        tgt_key_padding_mask: Tensor | None = None,
        memory_key_padding_mask: Tensor | None = None,
    ) -> Tensor:
        if src.shape[-1] != self.d_model or tgt.shape[-1] != self.d_model:
            raise ValueError("The number of features for 'src' and 'tgt' must be equal to `d_model`.")
        memory = self.encoder(src, src_mask=src_mask, src_key_padding_mask=src_key_padding_mask)
        return self.decoder(
            tgt,
            memory,
            tgt_mask=tgt_mask,
            memory_mask=memory_mask,
            tgt_key_padding_mask=tgt_key_padding_mask,
            memory_key_padding_mask=memory_key_padding_mask,
        )
