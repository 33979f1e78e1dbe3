"""`mindspore.train.amp`: mixed precision (``auto_mixed_precision``, ``custom_mixed_precision``) on torch.autocast
and ``build_train_network``, at the module path MindSpore 2.10 defines them in (``mindspore.amp`` re-exports them)."""

from __future__ import annotations

from .. import _api
import collections
import functools
import inspect
import logging
from collections import OrderedDict
from typing import Any

import torch

from .. import _checkparam as validator
from .. import _state
from .._c_expression import amp as _amp_c
from ..common import dtype as mstype
from ..common.tensor import Tensor, _wrap
from ..nn.cell import Cell
from .loss_scale_manager import DynamicLossScaleManager, LossScaleManager

__all__ = _api.names(__name__)

_logger = logging.getLogger("mindshim")
_LEVELS = ["O0", "O1", "O2", "O3", "auto"]


def _build_white_list() -> list:
    from .. import nn
    from ..ops import operations as P

    cells = ["Conv1d", "Conv2d", "Conv3d", "Conv1dTranspose", "Conv2dTranspose", "Conv3dTranspose", "Dense"]
    cells += ["LSTMCell", "RNNCell", "GRUCell"]
    prims = ["Conv2D", "Conv3D", "Conv2DTranspose", "Conv3DTranspose", "Conv2DBackpropInput", "MatMul"]
    prims += ["BatchMatMul", "PReLU", "ReLU", "Ger"]
    return [getattr(nn, n) for n in cells if hasattr(nn, n)] + [getattr(P, n) for n in prims if hasattr(P, n)]


def _build_black_list() -> list:
    from .. import nn

    return [nn.BatchNorm1d, nn.BatchNorm2d, nn.BatchNorm3d, nn.LayerNorm]


# MindSpore 2.10's auto lists (``mindspore.train.amp``): the primitives amp level 'auto' runs in low precision
# (white) and in float32 (black), by (module, name); ``P`` is ``ops.operations``, ``gen`` ``ops.auto_generate``
_AUTO_WHITE = (
    "P.Conv2D P.Conv3D gen.Conv2DExt gen.Conv3DExt gen.ConvTranspose2D P.Conv2DTranspose P.Conv3DTranspose "
    "gen.Convolution P.MatMul gen.MatMulExt P.BatchMatMul gen.BatchMatMulExt gen.PReLU P.Einsum gen.Dense gen.Addmm "
    "gen.Addbmm gen.Addmv gen.Baddbmm gen.Mv"
)
_AUTO_BLACK = (
    "gen.Pow gen.ACos gen.Asin gen.Cosh P.Erfinv P.Exp P.Expm1 gen.Log gen.Log10 gen.Log1p gen.Log2 P.Reciprocal "
    "P.Rsqrt P.Sinh P.Tan P.Softplus gen.SoftplusExt P.LayerNorm gen.LayerNormExt P.BatchNorm gen.BatchNormExt "
    "gen.GroupNorm gen.Norm P.KLDivLoss P.SmoothL1Loss P.MultilabelMarginLoss P.SoftMarginLoss P.TripletMarginLoss "
    "P.MultiMarginLoss P.BCEWithLogitsLoss P.Pdist P.Cdist P.Renorm gen.ReduceProd gen.Softmax gen.LogSoftmax "
    "gen.LogSoftmaxExt gen.CumProd gen.CumSum gen.CumsumExt gen.ProdExt gen.SumExt gen.L1LossExt gen.MSELossExt "
    "gen.NLLLoss gen.NLLLoss2d"
)


def _primitive_list(spec: str) -> list:
    """The primitive classes ``spec`` names, in its order; those mindshim has no class for are left out."""
    from ..ops import operations as P
    from ..ops.auto_generate import gen_ops_prim as gen

    homes = {"P": P, "gen": gen}
    out = []
    for item in spec.split():
        home, name = item.split(".")
        cls = getattr(homes[home], name, None)
        if cls is not None:
            out.append(cls)
    return out


def _white_list() -> list:
    """A copy of ``AMP_WHITE_LIST``."""
    return list(AMP_WHITE_LIST)


def _black_list() -> list:
    """A copy of ``AMP_BLACK_LIST``."""
    return list(AMP_BLACK_LIST)


def get_white_list() -> list:
    """A copy of the classes that ``amp_level='O1'`` runs in low precision. Mirrors ``mindspore.amp.get_white_list``.

    Cells (Conv1d/2d/3d and their transposes, Dense, LSTMCell, RNNCell, GRUCell) and the primitives of MindSpore's
    list that mindshim has (Conv2D, Conv3D, MatMul, BatchMatMul, PReLU, ReLU). mindshim applies the list to
    Cells; inside a white-listed Cell every op runs under autocast.
    """
    return _white_list()


def get_black_list() -> list:
    """A copy of the Cells that ``amp_level='O2'`` keeps in float32 (BatchNorm1d/2d/3d, LayerNorm).

    Mirrors ``mindspore.amp.get_black_list``.
    """
    return _black_list()


# ---- casting helpers -------------------------------------------------------------------------------
def _cast_tree(obj: Any, dtype: torch.dtype) -> Any:
    """``obj`` with every floating Tensor (nested in tuples/lists/dicts) cast to ``dtype``."""
    if isinstance(obj, Tensor):
        t = obj._t
        return _wrap(t.to(dtype)) if t.is_floating_point() and t.dtype != dtype else obj
    if isinstance(obj, (tuple, list)):
        return type(obj)(_cast_tree(o, dtype) for o in obj)
    if isinstance(obj, dict):
        return {k: _cast_tree(v, dtype) for k, v in obj.items()}
    return obj


def _compute_in(cell: Cell, dtype: torch.dtype, cast_out: torch.dtype) -> Cell:
    """Make ``cell`` and its sub-cells compute in ``dtype`` without setting their precision flags (O1's white cells).

    The same casting as :meth:`Cell.to_float`: when such a cell runs, its floating inputs and its own floating
    Parameters enter ``construct`` cast to ``dtype`` (differentiably; the Parameters keep their dtype), so every op
    inside gets ``dtype`` operands, as MindSpore's O1 rewrite casts each op's inputs inside a white-listed cell.
    Floating outputs of ``cell`` are cast to ``cast_out``. ``get_flags()`` stays as it was (MindSpore's rewrite sets
    no ``fp16`` flag either).
    """
    for _, sub in cell.cells_and_names():
        if isinstance(sub, Cell):
            sub.__dict__["_ms_cast"] = dtype
            sub._update_slow_flag()
    d = cell.__dict__
    base = d.get("_amp_base_construct")
    if base is None:
        base = cell.construct
        d["_amp_base_construct"] = base

    @functools.wraps(base)
    def construct(*args: Any, **kwargs: Any) -> Any:
        return _cast_tree(base(*args, **kwargs), cast_out)

    d["construct"] = construct
    return cell


def _attrs_from_cell(wrapper: Cell, network: Cell) -> None:
    """MindSpore's ``Cell._get_attr_from_cell``: a wrapper takes ``network``'s jit config and amp level."""
    d = network.__dict__
    if d.get("_jit_config") is not None:
        wrapper.__dict__["_jit_config"] = d["_jit_config"]
    if d.get("_amp_level") is not None:
        wrapper.__dict__["_amp_level"] = d["_amp_level"]


#: how many rewritten classes each ``<Name>Opt`` base name has handed out (MindSpore's rewrite names them
#: ``NetOpt``, ``NetOpt_1``, ... across the process); the record lives in mindshim._state
_opt_class_count = _state.O1_CLASS_COUNT


def _opt_class(cls: type) -> type:
    """A subclass of ``cls`` named as MindSpore's O1 rewrite names its rewritten classes."""
    base = cls.__name__ + "Opt"
    n = _opt_class_count.get(base, 0)
    _opt_class_count[base] = n + 1
    name = base if n == 0 else f"{base}_{n}"
    return type(name, (cls,), {"__module__": cls.__module__, "__doc__": cls.__doc__, "__qualname__": name})


def _rewrite_o1(network: Cell) -> Cell:
    """O1's rewritten network: a new top-level object of class ``<Name>Opt`` sharing ``network``'s sub-cells and
    parameters; the sub-cells (below containers, which keep their class) change class in place, depth first."""
    from ..nn.layer.container import CellDict, CellList, SequentialCell

    containers = (SequentialCell, CellList, CellDict)
    new_cls = _opt_class(type(network))
    top = new_cls.__new__(new_cls)
    d = {k: (v.copy() if type(v) in (dict, OrderedDict) else v) for k, v in network.__dict__.items()}
    if "_cells" in d:
        d["_cells"] = d["_modules"]
    top.__dict__.update(d)

    def visit(cell: Cell) -> None:
        for sub in cell.__dict__["_modules"].values():
            if not isinstance(sub, Cell):
                continue
            if not isinstance(sub, containers):
                sub.__class__ = _opt_class(type(sub))
            visit(sub)

    if not isinstance(network, containers):
        visit(top)
    return top


class _OutputTo16(Cell):
    """Runs a float32 (black-listed) cell and casts its floating outputs to the low precision type.

    As in MindSpore, attributes of the wrapped cell are not reachable through the wrapper; use ``_backbone``.
    """

    def __init__(self, backbone: Cell, dtype: Any = mstype.float16) -> None:
        super().__init__(auto_prefix=False)
        self._backbone = backbone
        self.dtype = dtype
        _attrs_from_cell(self, backbone)

    def construct(self, *args: Any, **kwargs: Any) -> Any:
        return _cast_tree(self._backbone(*args, **kwargs), self.dtype.torch_dtype)


class _OutputTo32(Cell):
    """Casts the floating outputs of ``backbone`` to float32 (MindSpore's wrapper of the same name).

    As in MindSpore, attributes of ``backbone`` are not reachable through the wrapper (``wrapper.fc1`` raises
    AttributeError); use ``wrapper._backbone``.
    """

    def __init__(self, backbone: Cell) -> None:
        super().__init__(auto_prefix=False)
        self._backbone = backbone
        _attrs_from_cell(self, backbone)

    def construct(self, *args: Any, **kwargs: Any) -> Any:
        return _cast_tree(self._backbone(*args, **kwargs), torch.float32)


def _replace_children(network: Cell, match, make) -> None:
    """Replace every sub-cell ``c`` with ``match(c)`` true by ``make(c)``, searching below replaced cells no further."""
    from ..nn.layer.container import SequentialCell

    modules = network.__dict__["_modules"]
    changed = False
    for name, sub in list(modules.items()):
        if sub is None or sub is network:
            continue
        if match(sub):
            modules[name] = make(sub)
            changed = True
        else:
            _replace_children(sub, match, make)
    if changed and isinstance(network, SequentialCell) and "cell_list" in network.__dict__:
        network.__dict__["cell_list"] = list(network.cells())


def _auto_black_list(network: Cell, black_list: list, dtype: Any) -> Cell:
    """``network.to_float(dtype)``, and each sub-cell that is an instance of a class in ``black_list`` replaced in its
    parent by ``_OutputTo16(cell.to_float(float32), dtype)``: it computes in float32 and hands ``dtype`` on; below a
    replaced cell nothing more is replaced. Returns ``network`` (changed in place). ``dtype`` is a MindSpore
    dtype. Mirrors ``mindspore.train.amp._auto_black_list`` (2.10), which amp level O2 applies."""
    network.to_float(dtype)
    if black_list:
        bl = tuple(black_list)
        _replace_children(
            network, lambda c: isinstance(c, bl), lambda sub: _OutputTo16(sub.to_float(mstype.float32), dtype)
        )
    return network


def _to_low(network: Cell, dtype: torch.dtype, black_list: list) -> Cell:
    """:func:`_auto_black_list` with the torch low-precision ``dtype`` (float16 or bfloat16)."""
    return _auto_black_list(network, black_list, mstype.float16 if dtype == torch.float16 else mstype.bfloat16)


def _white_cells(network: Cell, dtype: torch.dtype, white_list: list) -> Cell:
    """O1: each cell of ``white_list`` computes in ``dtype`` and returns float32."""
    wl = tuple(c for c in white_list if isinstance(c, type) and issubclass(c, Cell))
    targets = [c for _, c in network.cells_and_names() if isinstance(c, wl)]
    for cell in targets:
        _compute_in(cell, dtype, torch.float32)
    return network


def _check_dtype(dtype: Any) -> torch.dtype:
    if dtype not in (mstype.float16, mstype.bfloat16):
        raise ValueError(f"The dtype should be one of (mstype.float16, mstype.bfloat16), but got {dtype}.")
    return dtype.torch_dtype


# the same primitives by name alone (the strategy _c_expression.amp pushes names them so)
_AUTO_WHITE_PRIMS = [item.split(".")[1] for item in _AUTO_WHITE.split()]
_AUTO_BLACK_PRIMS = [item.split(".")[1] for item in _AUTO_BLACK.split()]


def _with_strategy(fn: Any, dtype: Any, white: list, black: list) -> Any:
    """``fn`` run with the AmpAuto strategy of ``dtype`` pushed (``_c_expression.amp``), popped when it returns or
    raises: MindSpore's ``AmpDecorator``."""

    @functools.wraps(fn)
    def run(*args: Any, **kwargs: Any) -> Any:
        _amp_c.push_amp_strategy(_amp_c.AmpLevel.AmpAuto, dtype, white, black)
        try:
            return fn(*args, **kwargs)
        finally:
            _amp_c.pop_amp_strategy()

    return run


def auto_mixed_precision(network: Any, amp_level: str = "O0", dtype: Any = mstype.float16) -> Any:
    """Return ``network`` processed for mixed precision. Mirrors ``mindspore.amp.auto_mixed_precision`` (2.10).

    Levels: 'O0' returns ``network`` unchanged; 'O1' makes the white-listed cells (:func:`get_white_list`) compute
    in ``dtype`` and return float32 (MindSpore's rewrite casts every op input inside them to ``dtype`` and every op
    output back to float32; their flags stay unset); 'O2' is ``network.to_float(dtype)`` with the black-listed cells
    (:func:`get_black_list`) set back to float32 and replaced in their parent by ``_OutputTo16``, returned as
    ``_OutputTo32(network)``; 'O3' is 'O2' without a black list; 'auto' sets ``network.amp_strategy`` to an
    AmpAuto strategy (``_c_expression.amp.create_amp_strategy`` with MindSpore's auto white and black lists of
    primitive names) and runs ``network`` (a Cell or a function) with that strategy pushed
    (``push_amp_strategy`` / ``pop_amp_strategy`` around each call, MindSpore's ``AmpDecorator``), under which ops
    run in ``torch.autocast(dtype)``, whose op lists play the role of MindSpore's lists, and leaves its
    outputs as they come (torch's fused ``linear`` keeps a Dense output in ``dtype``, where MindSpore's BiasAdd
    promotes it back to float32). "Compute in ``dtype``" is :meth:`Cell.to_float`'s casting: each such cell's
    floating inputs and its own floating Parameters enter ``construct`` cast to ``dtype`` (BatchNorm's and
    InstanceNorm's Parameters excepted: MindSpore casts no Parameter its op writes), so every op gets operands of
    one dtype, as MindSpore casts each op's inputs; the Parameters themselves stay float32, so gradients and the
    optimizer update are float32, as in MindSpore. As MindSpore's ``to_float`` does, O2/O3 change ``network`` itself
    (calling it directly afterwards also computes in ``dtype``); the result carries ``_amp_level``.

    ``dtype`` is used on every device, CPU included (MindSpore's CPU kernels also run float16; float16
    convolutions on the CPU compute in float32 and round once, as MindSpore's); bfloat16 is usually much faster on
    CPUs.

    Known differences: white-listed *primitives* used inside a cell's ``construct`` are not converted at O1 (only
    cells are). MindSpore casts inside each op, mindshim at each cell's entry, so a forward hook of a sub-cell sees
    its inputs already cast (MindSpore: as the parent passed them; the values are the same), and a Python
    computation inside ``construct`` that no op performs sees cast inputs. O1 returns, as MindSpore's rewrite does, a
    new top-level object of class ``<Name>Opt`` (then ``<Name>Opt_1``...) that shares the sub-cells and parameters,
    whose sub-cells change class in place (``DenseOpt_1``...; containers keep theirs); mindshim renames every sub-cell
    depth first in attribute order, where MindSpore renames only those ``construct`` calls, in call order. O2/O3
    return ``_OutputTo32``, whose wrapped network's attributes are reached through ``._backbone`` only
    (AttributeError otherwise, as in MindSpore).

    Raises:
        TypeError: ``network`` is not a Cell (a function is accepted for 'auto').
        ValueError: unknown ``amp_level`` or ``dtype`` not float16/bfloat16.
    """
    if not isinstance(network, Cell):
        if amp_level == "auto":
            if not inspect.isfunction(network) and not inspect.ismethod(network):
                raise TypeError("For amp_level 'auto', the network type should be Cell or function.")
        else:
            raise TypeError(f"For amp_level '{amp_level}', the network type should be Cell.")
    low = _check_dtype(dtype)
    if amp_level == "O0":
        return network
    if getattr(network, "_amp_level", None) in ("O1", "O2", "O3", "auto"):
        _logger.warning(
            "The network's auto mixed-precision level is adjusted from %s to %s, and repeated calls to "
            "mixed-precision interfaces can cause performance degradation.",
            network._amp_level,
            amp_level,
        )
    if amp_level == "O1":
        network = _white_cells(_rewrite_o1(network), low, _white_list())
    elif amp_level == "O2":
        network = _OutputTo32(_to_low(network, low, _black_list()))
    elif amp_level == "O3":
        network = _OutputTo32(_to_low(network, low, []))
    elif amp_level == "auto":
        white = [(name, []) for name in _AUTO_WHITE_PRIMS]
        black = [(name, []) for name in _AUTO_BLACK_PRIMS]
        strategy = _amp_c.create_amp_strategy(_amp_c.AmpLevel.AmpAuto, dtype, white, black)
        setattr(network, "amp_strategy", strategy)
        if isinstance(network, Cell):
            base = network.__dict__.get("_amp_base_construct") or network.construct
            network.__dict__["_amp_base_construct"] = base
            network.__dict__["construct"] = _with_strategy(base, dtype, white, black)
        else:
            network = _with_strategy(network, dtype, white, black)  # functools.wraps copies amp_strategy
    else:
        raise ValueError(f"The amp level {amp_level} is not supported")
    network._amp_level = amp_level
    return network


def _list_check(custom_list: Any, list_name: str) -> None:
    from ..ops.primitive import Primitive

    if not isinstance(custom_list, list):
        raise TypeError(f"The type of {list_name} should be list, but got {type(custom_list)}")
    for elem in custom_list:
        if not isinstance(elem, type):
            raise TypeError(f"The element in {list_name} should be a class, but got {elem}")
        if list_name == "white_list" and not issubclass(elem, (Cell, Primitive)):
            raise TypeError(
                f"The subclass of element in {list_name} should be one of 'Cell' and 'Primitive', but got {elem}"
            )
        if list_name == "black_list" and not issubclass(elem, Cell):
            raise TypeError(f"The subclass of element in {list_name} should be one of 'Cell', but got {elem}")
    if list_name == "black_list":
        for elem in _black_list():
            if elem not in custom_list:
                _logger.warning("%s is removed from internal black list.", elem)


def custom_mixed_precision(
    network: Cell, *, white_list: list | None = None, black_list: list | None = None, dtype: Any = mstype.float16
) -> Cell:
    """Mixed precision from a custom white list (those cells compute in ``dtype``, as O1) or black list (everything
    else computes in ``dtype``, as O2, and the result is wrapped in ``_OutputTo32``).

    Mirrors ``mindspore.amp.custom_mixed_precision`` (2.10); see :func:`auto_mixed_precision` for what
    "compute in dtype" means and the known differences.

    Raises:
        TypeError: ``network`` not a Cell; a list that is not a list of Cell (or, white list, Primitive) classes.
        ValueError: neither or both lists given; ``dtype`` not float16/bfloat16.
    """
    if not isinstance(network, Cell):
        raise TypeError("The network type should be Cell.")
    if white_list is None and black_list is None:
        raise ValueError("For custom_mixed_precision, one of white_list and black_list must be provided.")
    if white_list is not None and black_list is not None:
        raise ValueError(
            "For custom_mixed_precision, the white_list or black_list cannot be provided at the same time, please "
            "provide one or the other."
        )
    low = _check_dtype(dtype)
    if white_list is not None:
        _list_check(white_list, "white_list")
        return _white_cells(network, low, white_list)
    _list_check(black_list, "black_list")
    return _OutputTo32(_to_low(network, low, black_list))


# ---- build_train_network ---------------------------------------------------------------------------
_config_level = {
    "O0": {"keep_batchnorm_fp32": False, "cast_model_type": mstype.float32, "loss_scale_manager": None},
    "O1": {"keep_batchnorm_fp32": False, "cast_model_type": mstype.float32, "loss_scale_manager": None},
    "O2": {
        "keep_batchnorm_fp32": True,
        "cast_model_type": mstype.float16,
        "loss_scale_manager": DynamicLossScaleManager(),
    },
    "O3": {"keep_batchnorm_fp32": False, "cast_model_type": mstype.float16, "loss_scale_manager": None},
    "auto": {"keep_batchnorm_fp32": False, "cast_model_type": mstype.float32, "loss_scale_manager": None},
}
"""Each level's ``build_train_network`` defaults, the dict MindSpore 2.10 keeps under this name (libraries that
build their own train cells index it); O2's one ``DynamicLossScaleManager`` is shared, as there."""


def _do_keep_batchnorm_fp32(network: Cell) -> None:
    """Replace each black-listed sub-cell of ``network`` (BatchNorm, LayerNorm, ...: :func:`get_black_list`) in its
    parent by ``_OutputTo16(cell.to_float(float32))``, searching below replaced cells no further. Mirrors
    MindSpore 2.10's private ``mindspore.train.amp._do_keep_batchnorm_fp32`` (``network`` itself is not replaced)."""
    bl = tuple(_black_list())
    _replace_children(network, lambda c: isinstance(c, bl), lambda sub: _OutputTo16(sub.to_float(mstype.float32)))


def _check_kwargs(key_words: dict) -> None:
    for arg in key_words:
        if arg not in ["cast_model_type", "keep_batchnorm_fp32", "loss_scale_manager"]:
            raise ValueError(f"Unsupported arg '{arg}'")
    if "cast_model_type" in key_words:
        validator.check_type_name(
            "cast_model_type", key_words["cast_model_type"], [mstype.float16, mstype.float32], None
        )
    if "keep_batchnorm_fp32" in key_words:
        validator.check_value_type("keep_batchnorm_fp32", key_words["keep_batchnorm_fp32"], bool)
    if key_words.get("loss_scale_manager"):
        validator.check_value_type("loss_scale_manager", key_words["loss_scale_manager"], [LossScaleManager])


def _check_level(level: Any, boost_level: Any) -> tuple[str, bool]:
    if not isinstance(level, str):
        raise TypeError(
            f"The argument `level` must be a string in ['O0', 'O1', 'O2', 'O3', 'auto'],but got type {type(level)}."
        )
    validator.check("level", level, "", _LEVELS, validator.IN)
    validator.check("boost_level", boost_level, "", ["O0", "O1", "O2"], validator.IN)
    return level, boost_level in ["O1", "O2"]


def _auto_mixed_precision_process(network: Cell, config: dict, level: str) -> Cell:
    cast = config["cast_model_type"]
    if cast == mstype.float16:
        return _to_low(network, torch.float16, _black_list() if config["keep_batchnorm_fp32"] else [])
    if not config["keep_batchnorm_fp32"] and level == "O2":
        return _to_low(network, torch.float16, [])
    if cast == mstype.float32 and level in ("O2", "O3"):
        return network
    return auto_mixed_precision(network, level)


class _AmpWithLossCell(Cell):
    """``loss_fn(backbone(data) as float32, label as float32)``: the loss wrapper of mixed-precision training."""

    def __init__(self, backbone: Cell, loss_fn: Cell) -> None:
        super().__init__(auto_prefix=False)
        self._backbone = backbone
        self._loss_fn = loss_fn

    def construct(self, data: Tensor, label: Tensor) -> Tensor:
        out = self._backbone(data)
        return self._loss_fn(_cast_tree(out, torch.float32), _cast_tree(label, torch.float32))


_AmpWithLossCell.__name__ = "WithLossCell"
_AmpWithLossCell.__qualname__ = "WithLossCell"


def _add_loss_network(network: Cell, loss_fn: Cell, cast_model_type: Any) -> Cell:
    from ..nn import WithLossCell

    validator.check_value_type("loss_fn", loss_fn, Cell)
    if cast_model_type in (mstype.float16, mstype.bfloat16) or getattr(network, "_amp_level", None) in (
        "O2",
        "O3",
        "auto",
    ):
        return _AmpWithLossCell(network, loss_fn)
    return WithLossCell(network, loss_fn)


def build_train_network(
    network: Cell, optimizer: Any, loss_fn: Cell | None = None, level: str = "O0", boost_level: str = "O0", **kwargs
) -> Cell:
    """Build the mixed-precision one-step training cell. Mirrors ``mindspore.amp.build_train_network`` (2.10).

    ``level`` picks defaults that ``kwargs`` (``cast_model_type``, ``keep_batchnorm_fp32``, ``loss_scale_manager``)
    override: O0/O1/auto keep float32 (O1/auto apply :func:`auto_mixed_precision`), O2 computes in float16 with
    BatchNorm/LayerNorm in float32 and a ``DynamicLossScaleManager()``, O3 computes everything in float16. With
    float16 the loss sees float32 outputs and labels. A loss-scale manager with an update cell gives
    ``nn.TrainOneStepWithLossScaleCell``; otherwise ``nn.TrainOneStepCell(network, optimizer, loss_scale)``
    (``loss_scale`` from a ``FixedLossScaleManager(drop_overflow_update=False)`` becomes the backward seed).
    ``boost_level`` 'O1'/'O2' gives ``boost.BoostTrainOneStepCell`` / ``boost.BoostTrainOneStepWithLossScaleCell``
    instead (gradient accumulation as :class:`mindspore.boost.AutoBoost` configures it).

    Raises:
        TypeError: ``optimizer`` not an Optimizer; ``level`` not a str; bad ``kwargs`` types.
        ValueError: unknown ``level``/``boost_level``/keyword; with ``device_target`` 'CPU' (MindSpore's CPU
            build), a loss-scale manager that needs an update cell (O2's default included), as MindSpore raises.
    """
    from ..context import get_context
    from ..nn import TrainOneStepCell, TrainOneStepWithLossScaleCell
    from ..nn.optim import Optimizer

    if not isinstance(optimizer, Optimizer) or isinstance(optimizer, bool):
        names = ["Optimizer", "FreezeOpt", "AdaSumByGradWrapCell", "AdaSumByDeltaWeightWrapCell"]
        raise TypeError(
            f"The type of 'optimizer' should be one of '{names}', but got type '{type(optimizer).__name__}'."
        )
    level, enable_boost = _check_level(level, boost_level)
    _check_kwargs(kwargs)
    config = dict(_config_level[level], **kwargs)
    network = _auto_mixed_precision_process(network, config, level)
    if loss_fn:
        network = _add_loss_network(network, loss_fn, config["cast_model_type"])
    loss_scale = None
    manager = config["loss_scale_manager"]
    if manager is not None:
        loss_scale = manager.get_loss_scale()
        update_cell = manager.get_update_cell()
        if update_cell is not None:
            if get_context("device_target") == "CPU":
                raise ValueError(
                    "Only `loss_scale_manager=None` or `loss_scale_manager=FixedLossScaleManager("
                    "drop_overflow_update=False)`are supported on device `CPU`. "
                )
            if enable_boost:
                from ..boost import BoostTrainOneStepWithLossScaleCell

                return BoostTrainOneStepWithLossScaleCell(network, optimizer, scale_sense=update_cell).set_train()
            return TrainOneStepWithLossScaleCell(network, optimizer, scale_sense=update_cell).set_train()
    if enable_boost:
        from ..boost import BoostTrainOneStepCell

        return BoostTrainOneStepCell(network, optimizer, loss_scale).set_train()
    return TrainOneStepCell(network, optimizer, loss_scale).set_train()


# ---- loss scalers ----------------------------------------------------------------------------------


# MindSpore's module-level lists: what O1 runs in low precision and what O2 keeps in float32 (libraries read and
# extend them; auto_mixed_precision and get_white_list/get_black_list use them as they are then)
AMP_WHITE_LIST = _build_white_list()
AMP_BLACK_LIST = _build_black_list()
# the primitives amp level 'auto' keeps in low precision / float32 (MindSpore 2.10's lists, read by libraries that
# build their own auto strategies), and the inputs of each that are cast (MindSpore's table is empty: all inputs)
AMP_AUTO_WHITE_LIST = _primitive_list(_AUTO_WHITE)
AMP_AUTO_BLACK_LIST = _primitive_list(_AUTO_BLACK)
AMP_PRIM_ARG_TABLE = collections.defaultdict(list, {})
