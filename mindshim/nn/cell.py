"""`mindspore.nn.Cell`: the base of every network, a torch.nn.Module with MindSpore's names, prefixes and hooks."""

from __future__ import annotations

from .. import _api
from collections import OrderedDict, namedtuple
from collections.abc import Mapping
from typing import Any, Callable, Iterator

import torch

from .. import _state
from .._state import CELL_FORCE_SLOW
from .._state import GRAD_DEPTH
from .._state import PLAIN_FORWARD
from .._state import RECORD_DEPTH
from .._c_expression import Cell_, MixedPrecisionType
from ..common import dtype as mstype
from ..common.parameter import Parameter, ParameterTuple, _Buffer, _is_auto_name
from ..common.tensor import Tensor
from ..ops.composite.base import record_forward as _record_forward
from ..ops.composite.base import recordable as _recordable
from ..ops.composite.hooks import PARAM_HOOK_CELLS as _PARAM_HOOK_CELLS
from ..ops.composite.hooks import hooked_parameter as _hooked_parameter
from ..ops.primitive import Primitive
from .._kernels import errors as _errors

__all__ = _api.names(__name__)

# Names mindshim's Cell defines that MindSpore's Cell does not (a child cell may take them), and torch.nn.Module
# names that MindSpore's Cell has too (a child cell may not).
_NOT_MS_CELL_NAMES = frozenset(("_update_slow_flag", "extra_repr", "forward", "place", "train"))
_MS_MODULE_NAMES = frozenset((
    "apply", "buffers", "get_buffer", "get_extra_state", "load_state_dict", "named_buffers", "register_buffer",
    "register_load_state_dict_post_hook", "register_load_state_dict_pre_hook", "register_state_dict_post_hook",
    "register_state_dict_pre_hook", "set_extra_state", "state_dict", "to", "to_empty",
))  # fmt: skip


_EXTRA_STATE_KEY_SUFFIX = "_extra_state"


class _IncompatibleKeys(namedtuple("IncompatibleKeys", ["missing_keys", "unexpected_keys"])):
    """What ``Cell.load_state_dict`` returns: the ``missing_keys`` and ``unexpected_keys`` lists."""

    def __repr__(self) -> str:
        if not self.missing_keys and not self.unexpected_keys:
            return "<All keys matched successfully>"
        return super().__repr__()

    __str__ = __repr__


def _class_attr_taken(cls: type, name: str) -> bool:
    """Whether ``name`` is a class attribute (method, property...) of the MindSpore Cell ``cls``, so that
    MindSpore's ``insert_child_to_cell`` refuses a child cell of that name."""
    for k in cls.__mro__:
        if name in vars(k):
            if k is Cell:
                return name not in _NOT_MS_CELL_NAMES
            if k is torch.nn.Module:
                return name in _MS_MODULE_NAMES
            return k is not object
    return False


# True when every Cell call must take the slow path: launch_blocking with CUDA (the slow path synchronises
# the device after the call) or GRAPH_MODE (a top-level Cell call is a staged region); kept by mindshim._state.
_grad_enabled = torch.is_grad_enabled
_set_grad_enabled = torch._C._set_grad_enabled
_functorch_level = torch._C._functorch.peek_interpreter_stack
_graph_task = torch._C._current_graph_task_id


def _recorded(cell: Any, inputs: tuple) -> Any:
    """``cell(*inputs)`` with its autograd graph recorded, for a training wrapper to differentiate that very forward
    (``TrainOneStepCell`` and its kin; a plain Cell call records none, see ``Cell.__call__``)."""
    prev = _grad_enabled()
    RECORD_DEPTH[0] += 1
    _set_grad_enabled(True)
    try:
        return cell(*inputs)
    finally:
        RECORD_DEPTH[0] -= 1
        _set_grad_enabled(prev)


class Cell(Cell_, torch.nn.Module):
    """The base class of all networks. Mirrors ``mindspore.nn.Cell`` (2.10).

    Subclasses define ``construct(*inputs)``; calling the cell runs it (``forward`` is an alias, so a Cell
    is also a working ``torch.nn.Module``). Differences from torch:

    - ``training`` starts **False**; ``set_train()`` flips it for every sub-cell.
    - Parameters are :class:`mindspore.Parameter` objects named after their attribute path: a child cell
      assigned to an attribute renames its parameters ``attr.<name>`` unless the parent was built with
      ``auto_prefix=False`` (as ``WithLossCell`` and ``TrainOneStepCell`` are).
    - MindSpore's hooks (``register_forward_pre_hook``, ``register_forward_hook``,
      ``register_backward_hook``) with MindSpore's signatures, and a custom ``bprop`` method replacing the
      backward pass.
    - As in MindSpore, ``Cell_`` (``mindspore._c_expression.Cell_``) is its first base class: the cell's graph
      attributes (``_add_attr``) and mixed-precision record (``get_mixed_precision_type``) live there; torch's
      Module follows it.

    Args:
        auto_prefix (bool): prefix child parameter names with the attribute name. Default True.
        flags (dict): cell flags (kept in ``self._flags``).
    """

    def __init__(self, auto_prefix: bool = True, flags: dict | None = None) -> None:
        torch.nn.Module.__init__(self)
        d = self.__dict__
        d["_params"] = OrderedDict()
        d["_cells"] = d["_modules"]
        d["_auto_prefix"] = auto_prefix
        d["_flags"] = dict(flags or {})
        d["training"] = False
        d["_ms_forward_pre_hooks"] = OrderedDict()
        d["_ms_forward_hooks"] = OrderedDict()
        d["_ms_backward_hooks"] = OrderedDict()
        d["_ms_backward_pre_hooks"] = OrderedDict()
        d["_ms_slow"] = _has_custom_bprop(type(self))
        d["_ms_cast"] = None  # torch dtype the cell computes in after to_float / add_flags(fp16=True)
        d["mixed_precision_type"] = None  # MindSpore's Python-side record (a MixedPrecisionType after to_float)
        d["_saved_tensors_pack_hook"] = None  # register_saved_tensors_hooks: applied around construct under grad
        d["_saved_tensors_unpack_hook"] = None
        d["_jit_config"] = None
        d["requires_grad"] = False
        d["_scope"] = None
        d["_phase"] = "train"
        d["_ms_state_dict_pre_hooks"] = OrderedDict()
        d["_ms_state_dict_hooks"] = OrderedDict()
        d["_ms_load_state_dict_pre_hooks"] = OrderedDict()
        d["_ms_load_state_dict_post_hooks"] = OrderedDict()

    # ---- attribute plumbing ---------------------------------------------------------------------
    def __setattr__(self, name: str, value: Any) -> None:
        d = self.__dict__
        params = d.get("_params")
        if params is None:
            if isinstance(value, (Parameter, Cell)):
                raise _errors.op_error(
                    AttributeError,
                    type(self).__name__,
                    f"'super().__init__()' must be called before assigning a "
                    f"{type(value).__name__} to attribute '{name}'.",
                )
            object.__setattr__(self, name, value)
            return
        if isinstance(value, Parameter):
            self.insert_param_to_cell(name, value)
            return
        if isinstance(value, Cell):
            if name in params:
                raise _errors.type_error(type(self).__name__, f"the attribute '{name}' is a Parameter, not a Cell.")
            if name not in self._modules and _class_attr_taken(type(self), name):
                raise _errors.op_error(
                    KeyError,
                    "insert_child_to_cell",
                    f"the {name} child cell already exists in the network."
                    "Cannot insert another child cell with the same name.",
                )
            if self._auto_prefix:
                value.update_parameters_name(name + ".")
            d.pop(name, None)
            self._modules[name] = value
            if name in _NOT_MS_CELL_NAMES:
                # A child cell named like a method only mindshim's Cell has (``self.forward = net``, as MindSpore
                # code often writes): the instance entry shadows the class method, as MindSpore's lookup does.
                d[name] = value
            return
        if name in params:
            if value is None:
                params[name] = None
                self._parameters[name] = None
                return
            if isinstance(value, Tensor):
                params[name].set_data(value)
                return
            raise TypeError(
                f"Parameter '{name}' already exists in network, can not assign this type: '{type(value)}' as a "
                "parameter."
            )
        if isinstance(value, _Buffer):
            d.pop(name, None)
            self.register_buffer(name, value)
            return
        buffers = d.get("_buffers")
        if buffers is not None and name in buffers:
            if value is not None:
                raise TypeError(
                    f"Buffer '{name}' already exists in network, can not assign this type: '{type(value)}' as a buffer."
                )
            buffers[name] = None
            return
        if isinstance(value, ParameterTuple):
            # MindSpore registers each element under its own name, so a cloned tuple (optimizer moments,
            # `self.m = self.params.clone(prefix='mom')`) shows up in parameters_and_names().
            known = {id(p) for p in params.values() if p is not None}
            for p in value:
                if id(p) not in known:
                    params[p.name] = p
                    self._parameters[p.name] = p._t
                    known.add(id(p))
            object.__setattr__(self, name, value)
            return
        if name in self._modules:
            if value is None:
                self._modules[name] = None
                if name in _NOT_MS_CELL_NAMES:
                    d[name] = None
                return
            if not isinstance(value, Primitive):
                raise TypeError(
                    f"Sub cell '{name}' already exists in network, can not assign this type: '{type(value)}' as a cell."
                )
            # a Primitive (``self.grad_reducer = ops.identity``) shadows the sub-cell, which stays registered
            d[name] = value
            return
        torch.nn.Module.__setattr__(self, name, value)

    def __getattr__(self, name: str) -> Any:
        d = self.__dict__
        params = d.get("_params")
        if params is not None and name in params:
            if _PARAM_HOOK_CELLS:
                return _hooked_parameter(params[name])
            return params[name]
        modules = d.get("_modules")
        if modules is not None and name in modules:
            return modules[name]
        buffers = d.get("_buffers")
        if buffers is not None and name in buffers:
            return buffers[name]
        if _state.STAGED_DEPTH[0]:  # the graph compiler's name for the Cell it resolves attributes on
            cls = type(self)
            raise AttributeError(
                f"ClassMember: 'Namespace:{cls.__module__}..<{cls.__name__}::{id(self)}>' object has no attribute "
                f"'{name}'"
            )
        raise AttributeError(f"The '{type(self).__name__}' object has no attribute '{name}'.")

    def __delattr__(self, name: str) -> None:
        if name in self._params:
            del self._params[name]
            self._parameters.pop(name, None)
        else:
            if name in _NOT_MS_CELL_NAMES and name in self._modules:
                self.__dict__.pop(name, None)
            torch.nn.Module.__delattr__(self, name)

    def __getstate__(self):
        raise TypeError("mindshim Cells are not picklable; save weights with mindspore.save_checkpoint.")

    def __deepcopy__(self, memo: dict) -> Cell:
        """``copy.deepcopy(cell)``: an independent copy, its Parameters (and their torch tensors) copied once each."""
        import copy

        cls = type(self)
        new = cls.__new__(cls)
        memo[id(self)] = new
        nd = new.__dict__
        for k, v in self.__dict__.items():
            nd[k] = copy.deepcopy(v, memo)
        tp = nd["_parameters"]
        for name, p in nd["_params"].items():  # torch's view of the parameters follows the copied Parameters
            if name in tp:
                tp[name] = None if p is None else p._t
        return new

    # ---- calling --------------------------------------------------------------------------------
    def construct(self, *inputs: Any, **kwargs: Any) -> Any:
        """Define the computation. Subclasses must override it.

        Raises:
            NotImplementedError: when not overridden.
        """
        raise _errors.op_error(NotImplementedError, type(self).__name__, "the method 'construct' is not defined.")

    def forward(self, *inputs: Any, **kwargs: Any) -> Any:
        """torch's name for :meth:`construct` (so torch code can call a Cell like any Module): unlike a plain Cell
        call, it records torch's autograd graph whenever torch's grad mode is on, sub-Cells included."""
        RECORD_DEPTH[0] += 1
        try:
            return self.construct(*inputs, **kwargs)
        finally:
            RECORD_DEPTH[0] -= 1

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        if self.__dict__["_ms_slow"] or CELL_FORCE_SLOW[0]:
            return _call_slow(self, args, kwargs)
        if (
            GRAD_DEPTH[0]
            or RECORD_DEPTH[0]
            or not _grad_enabled()
            or _functorch_level() is not None
            or _graph_task() != -1  # inside a backward pass (a recompute re-running the forward)
        ):
            return self.construct(*args, **kwargs)
        # A forward called from plain code, outside any differentiation: MindSpore's PyNative forward records no
        # graph (a gradient re-runs the function), so torch records none either; its sub-Cells see grad mode off.
        # After set_grad() it does record one, which the next gradient of this Cell at these inputs differentiates.
        if self.__dict__["requires_grad"] and not PLAIN_FORWARD[0] and _recordable(self, args, kwargs):
            return _record_forward(self, args)
        _set_grad_enabled(False)
        PLAIN_FORWARD[0] += 1
        try:
            return self.construct(*args, **kwargs)
        finally:
            PLAIN_FORWARD[0] -= 1
            _set_grad_enabled(True)

    def _update_slow_flag(self) -> None:
        """Recompute whether calls need the slow path (hooks or a custom ``bprop`` present)."""
        d = self.__dict__
        d["_ms_slow"] = bool(
            d["_ms_forward_pre_hooks"]
            or d["_ms_forward_hooks"]
            or d["_ms_backward_hooks"]
            or d["_ms_backward_pre_hooks"]
            or d["_ms_cast"] is not None
            or _has_custom_bprop(type(self))
            or d.get("_ms_param_hooks_on", False)
        )

    # ---- hooks (MindSpore signatures; ops/composite/hooks.py, run by nn/_call.py) ---------------
    def register_saved_tensors_hooks(self, pack_hook: Callable, unpack_hook: Callable) -> None:
        """Give the tensors autograd saves while this cell runs to ``pack_hook`` and restore them with
        ``unpack_hook`` in the backward pass (:class:`mindspore.saved_tensors_hooks` around the call), when the
        cell itself is the function being differentiated (``value_and_grad(cell)``, ``GradOperation``); as in
        MindSpore 2.10, a plain forward calls neither, and neither does the cell called as a sub-cell of another.
        A second call replaces the hooks.

        Mirrors ``mindspore.nn.Cell.register_saved_tensors_hooks`` (2.10). Known difference: MindSpore scopes the
        hooks to ``construct``; here the cell's forward hooks run inside them too.
        """
        d = self.__dict__
        d["_saved_tensors_pack_hook"] = pack_hook
        d["_saved_tensors_unpack_hook"] = unpack_hook

    def register_forward_pre_hook(self, hook_fn, *, prepend: bool = False, with_kwargs: bool = False):
        """Register ``hook_fn(cell, args)`` to run before ``construct``. Mirrors ``Cell.register_forward_pre_hook`` (2.10).

        ``args`` is the tuple of positional inputs; a returned value replaces them (a non-tuple is wrapped in a
        1-tuple). With ``with_kwargs=True`` the hook is ``hook_fn(cell, args, kwargs)`` and may return
        ``(new_args, new_kwargs)`` (anything else raises RuntimeError when the cell is called). ``prepend=True``
        runs it before the pre-hooks already registered. As in MindSpore 2.10, hooks also run in GRAPH_MODE and
        inside ``jit`` functions. Emulating MindSpore < 2.3 (``--ms-version``), the first argument is the cell's
        id string and Cell hooks are skipped in GRAPH_MODE and inside ``jit``/``ms_function``, as those
        versions document.

        Returns:
            a handle whose ``remove()`` unregisters the hook.

        Raises:
            TypeError: if ``hook_fn`` is not callable.
        """
        from ..ops.composite.hooks import register_cell_hook

        return register_cell_hook(self, "_ms_forward_pre_hooks", hook_fn, with_kwargs=with_kwargs, prepend=prepend)

    def register_forward_hook(
        self, hook_fn, *, prepend: bool = False, with_kwargs: bool = False, always_call: bool = False
    ):
        """Register ``hook_fn(cell, args, output)`` to run after ``construct``. Mirrors ``Cell.register_forward_hook`` (2.10).

        A returned value replaces the output. With ``with_kwargs=True`` the hook is
        ``hook_fn(cell, args, kwargs, output)``; ``prepend=True`` runs it before the forward hooks already
        registered; ``always_call=True`` runs it even when the forward pass raises (with the output so far, or
        None). As in MindSpore 2.10, registering on a Cell that defines its own ``bprop`` does nothing (the
        returned handle is inert).

        Returns:
            a handle whose ``remove()`` unregisters the hook.

        Raises:
            TypeError: if ``hook_fn`` is not callable.
        """
        from ..ops.composite.hooks import HookHandle, register_cell_hook

        if _has_custom_bprop(type(self)):
            return HookHandle()
        return register_cell_hook(
            self, "_ms_forward_hooks", hook_fn, with_kwargs=with_kwargs, prepend=prepend, always_call=always_call
        )

    def register_backward_hook(self, hook_fn):
        """Register ``hook_fn(cell, grad_input, grad_output)`` for the backward pass. Mirrors ``Cell.register_backward_hook`` (2.10).

        ``grad_input`` are the gradients w.r.t. the cell's inputs, ``grad_output`` w.r.t. its outputs
        (tuples of Tensors, as torch's full backward hooks); a returned tuple replaces ``grad_input``.
        The range the hook covers starts after the forward pre-hooks and ends after the forward hooks, so
        ops a forward hook adds fall inside it. Returns a handle with ``remove()``.
        """
        from ..ops.composite.hooks import register_cell_hook

        return register_cell_hook(self, "_ms_backward_hooks", hook_fn)

    def register_backward_pre_hook(self, hook_fn):
        """Register ``hook_fn(cell, grad_output)`` to run before the cell's backward. Mirrors MindSpore 2.4+.

        A returned tuple replaces ``grad_output``. Returns a handle with ``remove()``.
        """
        from ..ops.composite.hooks import register_cell_hook

        return register_cell_hook(self, "_ms_backward_pre_hooks", hook_fn)

    # ---- buffers and state dicts (MindSpore's, holding mindspore Tensors) -----------------------------
    def register_buffer(self, name: str, tensor: Tensor | None, persistent: bool = True) -> None:
        """Add ``tensor`` as the buffer ``name`` (read back as ``self.name``): state that is not a parameter.
        A persistent buffer is part of :meth:`state_dict`. Mirrors ``Cell.register_buffer`` (2.10).

        Raises:
            AttributeError: before ``Cell.__init__``.
            TypeError: ``name`` not a str, ``tensor`` neither a Tensor nor None.
            KeyError: ``name`` empty, holding a '.', or naming another attribute.
        """
        if "_params" not in self.__dict__:
            raise AttributeError("cannot assign buffer before Cell.__init__() call")
        if not isinstance(name, str):
            raise TypeError(f"buffer name should be a string.But got this type: {type(name)}")
        if "." in name:
            raise KeyError('buffer name can\'t contain "."')
        if name == "":
            raise KeyError('buffer name can\'t be empty string ""')
        if hasattr(self, name) and name not in self._buffers:
            raise KeyError(f"attribute '{name}' already exists")
        if tensor is not None and not isinstance(tensor, Tensor):
            raise TypeError(
                f"cannot assign '{type(tensor)}' object to buffer '{name}' (mindspore Tensor or None required)"
            )
        self._buffers[name] = tensor
        if persistent:
            self._non_persistent_buffers_set.discard(name)
        else:
            self._non_persistent_buffers_set.add(name)

    def _named_members(
        self, get_members_fn: Callable, prefix: str = "", recurse: bool = True, remove_duplicate: bool = True
    ):
        """``(name, member)`` of each cell's members (``get_members_fn(cell)``), skipping None and repeats.

        MindSpore 2.10's own ``Cell._named_members``, not torch's: it walks :meth:`cells_and_names` (sub-Cells,
        each once) where torch walks ``named_modules``, and torch's ``named_parameters`` runs through it too."""
        memo: set = set()
        cells = self.cells_and_names(name_prefix=prefix) if recurse else [(prefix, self)]
        for cell_prefix, cell in cells:
            for k, v in get_members_fn(cell):
                if v is None or id(v) in memo:
                    continue
                if remove_duplicate:
                    memo.add(id(v))
                yield cell_prefix + ("." if cell_prefix else "") + k, v

    def named_buffers(
        self, prefix: str = "", recurse: bool = True, remove_duplicate: bool = True
    ) -> Iterator[tuple[str, Tensor]]:
        """Yield ``(name, buffer)`` for this cell's buffers and (with ``recurse``) its sub-cells', named by path.
        Mirrors ``Cell.named_buffers``."""
        yield from self._named_members(lambda c: c._buffers.items(), prefix, recurse, remove_duplicate)

    def buffers(self, recurse: bool = True) -> Iterator[Tensor]:
        """Yield the buffers of :meth:`named_buffers`. Mirrors ``Cell.buffers``."""
        for _, buf in self.named_buffers(recurse=recurse):
            yield buf

    def get_buffer(self, target: str) -> Tensor:
        """The buffer at the dotted path ``target`` (``"sub.running_mean"``). Mirrors ``Cell.get_buffer``.

        Raises:
            AttributeError: no sub-cell or attribute of that name, or the attribute is not a buffer.
        """
        cell_path, _, buffer_name = target.rpartition(".")
        cell = self
        if cell_path:
            for item in cell_path.split("."):
                if not hasattr(cell, item):
                    raise AttributeError(cell._get_name() + " has no attribute `" + item + "`")
                cell = getattr(cell, item)
                if not isinstance(cell, Cell):
                    raise AttributeError("`" + item + "` is not an nn.Cell")
        if not hasattr(cell, buffer_name):
            raise AttributeError(cell._get_name() + " has no attribute `" + buffer_name + "`")
        buffer = getattr(cell, buffer_name)
        if buffer_name not in cell._buffers:
            raise AttributeError("`" + buffer_name + "` is not a buffer")
        return buffer

    def _has_extra_state(self, method: str) -> bool:
        return getattr(type(self), method) is not getattr(torch.nn.Module, method)

    def _hook_handle(self, hooks: OrderedDict, hook: Callable):
        from torch.utils.hooks import RemovableHandle

        handle = RemovableHandle(hooks)
        hooks[handle.id] = hook
        return handle

    def register_state_dict_pre_hook(self, hook: Callable):
        """Call ``hook(cell, prefix, keep_vars)`` before :meth:`state_dict` collects this cell; returns a handle
        whose ``remove()`` unregisters it. Mirrors ``Cell.register_state_dict_pre_hook``."""
        return self._hook_handle(self._ms_state_dict_pre_hooks, hook)

    def register_state_dict_post_hook(self, hook: Callable):
        """Call ``hook(cell, state_dict, prefix, local_metadata)`` after :meth:`state_dict` collected this cell (it
        may edit the dict in place); returns a handle. Mirrors ``Cell.register_state_dict_post_hook``."""
        return self._hook_handle(self._ms_state_dict_hooks, hook)

    def register_load_state_dict_pre_hook(self, hook: Callable):
        """Call ``hook(cell, state_dict, prefix, local_metadata, strict, missing_keys, unexpected_keys, error_msgs)``
        before :meth:`load_state_dict` loads this cell; returns a handle. Mirrors
        ``Cell.register_load_state_dict_pre_hook``."""
        return self._hook_handle(self._ms_load_state_dict_pre_hooks, hook)

    def register_load_state_dict_post_hook(self, hook: Callable):
        """Call ``hook(cell, incompatible_keys)`` after :meth:`load_state_dict` loaded this cell and its sub-cells;
        returns a handle. Mirrors ``Cell.register_load_state_dict_post_hook``."""
        return self._hook_handle(self._ms_load_state_dict_post_hooks, hook)

    def _save_to_state_dict(self, destination: dict, prefix: str, keep_vars: bool) -> None:
        """Put this cell's own parameters, then its persistent buffers (and extra state), into ``destination``."""
        for name, param in self._params.items():
            if param is not None:
                destination[prefix + name] = param
        for name, buf in self._buffers.items():
            if buf is not None and name not in self._non_persistent_buffers_set:
                destination[prefix + name] = buf
        if self._has_extra_state("get_extra_state"):
            destination[prefix + _EXTRA_STATE_KEY_SUFFIX] = self.get_extra_state()

    def state_dict(self, *args: Any, destination: dict | None = None, prefix: str = "", keep_vars: bool = False):
        """An ``OrderedDict`` of the cell's whole state by path name: each cell's Parameters, then its persistent
        buffers, then its sub-cells'. The values are the Parameters and buffer Tensors themselves. Mirrors
        ``Cell.state_dict`` (2.10; positional ``destination, prefix, keep_vars`` are deprecated there too).

        Raises:
            TypeError: ``destination`` not a dict, ``prefix`` not a str, ``keep_vars`` not a bool.
            RuntimeError: a post-hook returned something.
        """
        if args:
            import warnings

            warnings.warn(
                "Positional args are being deprecated, use kwargs instead. Refer to "
                "https://www.mindspore.cn/docs/zh-CN/master/api_python/nn/mindspore.nn.Cell.html for details.",
                FutureWarning,
                stacklevel=2,
            )
            if destination is None:
                destination = args[0]
            if len(args) > 1 and prefix == "":
                prefix = args[1]
            if len(args) > 2 and keep_vars is False:
                keep_vars = args[2]
        if destination is not None and not isinstance(destination, dict):
            raise TypeError(f"The type of destination must be OrderedDict, but got {type(destination)}")
        if not isinstance(prefix, str):
            raise TypeError(f"The type of prefix must be string, but got {type(prefix)}")
        if not isinstance(keep_vars, bool):
            raise TypeError(f"The type of keep_vars must be bool, but got {type(keep_vars)}")
        if destination is None:
            destination = OrderedDict()
            destination._metadata = OrderedDict()
        local_metadata: dict = {}
        if hasattr(destination, "_metadata"):
            destination._metadata[prefix[:-1]] = local_metadata
        for hook in self._ms_state_dict_pre_hooks.values():
            hook(self, prefix, keep_vars)
        self._save_to_state_dict(destination, prefix, keep_vars)
        for name, cell in self._modules.items():
            if cell is not None:
                cell.state_dict(destination=destination, prefix=prefix + name + ".", keep_vars=keep_vars)
        for hook in self._ms_state_dict_hooks.values():
            if hook(self, destination, prefix, local_metadata) is not None:
                raise RuntimeError("state_dict post-hook must return None")
        return destination

    def _load_from_state_dict(
        self,
        state_dict: dict,
        prefix: str,
        local_metadata: dict,
        strict: bool,
        missing_keys: list,
        unexpected_keys: list,
        error_msgs: list,
    ) -> None:
        """Copy this cell's own parameters and persistent buffers from ``state_dict`` (keys ``prefix + name``),
        collecting missing/unexpected keys and error messages."""
        for hook in self._ms_load_state_dict_pre_hooks.values():
            hook(self, state_dict, prefix, local_metadata, strict, missing_keys, unexpected_keys, error_msgs)
        local_state = {k: v for k, v in self._params.items() if v is not None}
        for k, v in self._buffers.items():
            if v is not None and k not in self._non_persistent_buffers_set:
                local_state[k] = v
        for name, param in local_state.items():
            key = prefix + name
            if key not in state_dict:
                if strict:
                    missing_keys.append(key)
                continue
            input_param = state_dict[key]
            if not isinstance(input_param, Tensor):
                error_msgs.append(
                    f'While copying the parameter named "{key}", expected Tensor or Tensor-like object from '
                    f"checkpoint but received {type(input_param)}"
                )
                continue
            if input_param.shape != param.shape:
                error_msgs.append(
                    f"size mismatch for {key}: copying a param with shape {input_param.shape} from checkpoint, "
                    f"the shape in current model is {param.shape}."
                )
                continue
            try:
                param.assign_value(Tensor(input_param.asnumpy(), dtype=param.dtype))
            except Exception as ex:  # MindSpore collects any failure as a message
                error_msgs.append(
                    f'While copy the parameter named "{key}", whose shape in the model are {param.shape} and whose '
                    f"shape in the checkpoint are {input_param.shape}, an exception occurred : {ex.args}."
                )
        extra_state_key = prefix + _EXTRA_STATE_KEY_SUFFIX
        if self._has_extra_state("set_extra_state"):
            if extra_state_key in state_dict:
                self.set_extra_state(state_dict[extra_state_key])
            elif strict:
                missing_keys.append(extra_state_key)
        elif strict and extra_state_key in state_dict:
            unexpected_keys.append(extra_state_key)
        if strict:
            for key in state_dict.keys():
                if key.startswith(prefix) and key != extra_state_key:
                    input_name = key[len(prefix) :].split(".", 1)
                    if len(input_name) > 1:
                        if input_name[0] not in self._modules:
                            unexpected_keys.append(key)
                    elif input_name[0] not in local_state:
                        unexpected_keys.append(key)

    def load_state_dict(self, state_dict: Mapping[str, Any], strict: bool = True):
        """Copy the Parameters and persistent buffers of ``state_dict`` (as :meth:`state_dict` names them, e.g.
        ``load_checkpoint``'s dict) into this cell and its sub-cells. Returns ``(missing_keys, unexpected_keys)``.
        Mirrors ``Cell.load_state_dict`` (2.10).

        Raises:
            TypeError: ``state_dict`` not a Mapping.
            RuntimeError: ``Error(s) in loading state_dict for <Cell>: ...`` for missing or unexpected keys (with
                ``strict``), shape mismatches and values that are not Tensors.
        """
        if not isinstance(state_dict, Mapping):
            raise TypeError(f"Expected state_dict to be dict-like, got {type(state_dict)}.")
        missing_keys: list = []
        unexpected_keys: list = []
        error_msgs: list = []
        metadata = getattr(state_dict, "_metadata", None)
        state_dict = OrderedDict(state_dict)
        if metadata is not None:
            state_dict._metadata = metadata

        def load(cell: Cell, local_state_dict: dict, prefix: str = "") -> None:
            local_metadata = {} if metadata is None else metadata.get(prefix[:-1], {})
            cell._load_from_state_dict(
                local_state_dict, prefix, local_metadata, True, missing_keys, unexpected_keys, error_msgs
            )
            for name, child in cell._modules.items():
                if child is not None:
                    child_prefix = prefix + name + "."
                    load(child, {k: v for k, v in local_state_dict.items() if k.startswith(child_prefix)}, child_prefix)
            incompatible_keys = _IncompatibleKeys(missing_keys, unexpected_keys)
            for hook in cell._ms_load_state_dict_post_hooks.values():
                if hook(cell, incompatible_keys) is not None:
                    raise RuntimeError(
                        "Hooks registered with ``register_load_state_dict_post_hook`` are not"
                        "expected to return new values, if incompatible_keys need to be modified,"
                        "it should be done inplace."
                    )

        load(self, state_dict)
        if strict:
            if unexpected_keys:
                error_msgs.insert(
                    0, "Unexpected key(s) in state_dict: {}. ".format(", ".join(f'"{k}"' for k in unexpected_keys))
                )
            if missing_keys:
                error_msgs.insert(
                    0, "Missing key(s) in state_dict: {}. ".format(", ".join(f'"{k}"' for k in missing_keys))
                )
        if error_msgs:
            raise RuntimeError(
                "Error(s) in loading state_dict for {}:\n\t{}".format(type(self).__name__, "\n\t".join(error_msgs))
            )
        return _IncompatibleKeys(missing_keys, unexpected_keys)

    # ---- parameters and cells -------------------------------------------------------------------
    def insert_param_to_cell(self, param_name: str, param: Parameter, check_name_contain_dot: bool = True) -> None:
        """Add ``param`` under ``param_name``. Mirrors ``Cell.insert_param_to_cell``.

        An auto-named parameter takes ``param_name`` as its name.

        Raises:
            KeyError: if ``param_name`` contains a '.' or is empty.
            TypeError: if ``param`` is not a Parameter.
        """
        if not param_name:
            raise _errors.op_error(KeyError, "insert_param_to_cell", "the argument 'param_name' should not be None.")
        if check_name_contain_dot and "." in param_name:
            raise _errors.op_error(KeyError, "insert_param_to_cell", "the argument 'param_name' should not contain '.'")
        if param is not None and not isinstance(param, Parameter):
            raise _errors.type_error(
                "insert_param_to_cell", f"the argument 'param' must be 'Parameter', but got {type(param)}."
            )
        if param is not None and _is_auto_name(param.name):
            param.name = param_name
        self.__dict__.pop(param_name, None)
        self._params[param_name] = param
        self._parameters[param_name] = None if param is None else param._t

    def insert_child_to_cell(self, child_name: str, child_cell: Cell | None) -> None:
        """Add ``child_cell`` under ``child_name``. Mirrors ``Cell.insert_child_to_cell`` (2.10).

        Unlike assigning an attribute, this does not rename the child's parameters: their ``name`` (and so their
        checkpoint keys) stays as it was (``weight``, not ``child_name.weight``) until ``update_parameters_name``
        is called on this cell or an ancestor assigns it; ``parameters_and_names()`` still yields the path names.

        Raises:
            TypeError: if ``child_name`` is not a str, or ``child_cell`` is neither a Cell nor None.
            KeyError: if ``child_name`` is empty or contains a '.', or names an attribute that is not a child cell.
        """
        if not isinstance(child_name, str):
            raise _errors.type_error(
                "insert_child_to_cell", f"the type of parameter 'child_name' must be str, but got {type(child_name)}."
            )
        if not child_name or "." in child_name:
            raise _errors.op_error(
                KeyError, "insert_child_to_cell", "the parameter 'child_name' can not be None and can not contain '.' "
            )
        if child_name not in self._modules and hasattr(self, child_name):
            raise _errors.op_error(
                KeyError,
                "insert_child_to_cell",
                f"the {child_name} child cell already exists in the network."
                "Cannot insert another child cell with the same name.",
            )
        if child_cell is not None and not isinstance(child_cell, Cell):
            raise _errors.type_error(
                "insert_child_to_cell",
                f"the argument 'child_cell' must be 'Cell' if not None, but got type {type(child_cell)}.",
            )
        self._modules[child_name] = child_cell

    def cells_and_names(self, cells: set | None = None, name_prefix: str = "") -> Iterator[tuple[str, Cell]]:
        """Yield ``(name, cell)`` for this cell and every sub-cell, depth first. Mirrors ``Cell.cells_and_names``."""
        t_cells = cells if cells is not None else set()
        if id(self) in t_cells:
            return
        t_cells.add(id(self))
        yield name_prefix, self
        for name, cell in self._modules.items():
            if cell is None:
                continue
            cells_name_prefix = name if not name_prefix else name_prefix + "." + name
            if isinstance(cell, Cell):
                yield from cell.cells_and_names(t_cells, cells_name_prefix)

    def cells(self):
        """Return the direct sub-cells (a dict values view). Mirrors ``Cell.cells``."""
        return self.name_cells().values()

    def name_cells(self) -> OrderedDict:
        """Return an ordered dict of the direct sub-cells by attribute name. Mirrors ``Cell.name_cells``."""
        return OrderedDict((k, v) for k, v in self._modules.items() if v is not None)

    def parameters_and_names(self, name_prefix: str = "", expand: bool = True) -> Iterator[tuple[str, Parameter]]:
        """Yield ``(path_name, parameter)`` once per parameter. Mirrors ``Cell.parameters_and_names``."""
        cells = self.cells_and_names(name_prefix=name_prefix) if expand else [(name_prefix, self)]
        seen = set()
        for cell_name, cell in cells:
            for par_name, par in cell._params.items():
                if par is None or id(par) in seen:
                    continue
                seen.add(id(par))
                yield (cell_name + "." + par_name if cell_name else par_name), par

    def get_parameters(self, expand: bool = True) -> Iterator[Parameter]:
        """Yield every parameter once. Mirrors ``Cell.get_parameters``."""
        for _, p in self.parameters_and_names(expand=expand):
            yield p

    def trainable_params(self, recurse: bool = True) -> list[Parameter]:
        """Return the parameters with ``requires_grad=True``. Mirrors ``Cell.trainable_params``."""
        return [p for p in self.get_parameters(expand=recurse) if p.requires_grad]

    def untrainable_params(self, recurse: bool = True) -> list[Parameter]:
        """Return the parameters with ``requires_grad=False``. Mirrors ``Cell.untrainable_params``."""
        return [p for p in self.get_parameters(expand=recurse) if not p.requires_grad]

    def parameters_dict(self, recurse: bool = True) -> OrderedDict:
        """Return ``{param.name: param}``. Mirrors ``Cell.parameters_dict``."""
        return OrderedDict((p.name, p) for p in self.get_parameters(expand=recurse))

    def update_parameters_name(self, prefix: str = "", recurse: bool = True) -> None:
        """Rename every parameter to ``prefix + path``. Mirrors ``Cell.update_parameters_name``."""
        for name, param in self.parameters_and_names(expand=recurse):
            if prefix:
                param.is_init = False
            param.name = prefix + name

    def init_parameters_data(self, auto_parallel_mode: bool = False) -> dict:
        """Initialise every parameter's data (already done at creation in mindshim). Mirrors ``Cell.init_parameters_data``.

        Returns:
            dict mapping each parameter to itself, as MindSpore returns the replaced parameters.
        """
        return {p: p for p in self.get_parameters()}

    # ---- modes ----------------------------------------------------------------------------------
    def set_train(self, mode: bool = True) -> Cell:
        """Set training mode (``True``) or inference mode for this cell and all sub-cells. Mirrors ``Cell.set_train``."""
        for _, cell in self.cells_and_names():
            cell.__dict__["training"] = bool(mode)
            cell.__dict__["_phase"] = "train" if mode else "predict"
        return self

    def train(self, mode: bool = True) -> Cell:
        """torch's name for :meth:`set_train`."""
        return self.set_train(mode)

    @property
    def phase(self) -> str:
        """'train' or 'predict', following :meth:`set_train`; any string may be assigned (``ParameterUpdate``'s
        example sets ``'update_param'``), as in MindSpore, until the next ``set_train``."""
        return self.__dict__["_phase"]

    @phase.setter
    def phase(self, value: str) -> None:
        self.__dict__["_phase"] = value

    def set_grad(self, requires_grad: bool = True) -> Cell:
        """Mark the cell as needing gradients (kept for compatibility; autograd always tracks). Mirrors ``Cell.set_grad``."""
        self.__dict__["requires_grad"] = requires_grad
        return self

    def to(self, *args: Any, **kwargs: Any) -> Cell:
        """Cast and/or move this cell's Parameters (and sub-cells'). Mirrors ``Cell.to`` (MindSpore 2.10).

        Forms: ``to(device=None, dtype=None, non_blocking=False)``, ``to(dtype, non_blocking=False)``,
        ``to(tensor, non_blocking=False)`` (device and dtype taken from ``tensor``). ``dtype`` must be a floating or
        complex MindSpore dtype; integral and Bool Parameters are not cast. ``device``: ``'CPU'``/``'cpu'``, or
        ``'Ascend'``/``'npu'`` (CUDA where torch sees it, else the CPU, as ``Tensor.move_to``) or ``'meta'``. The
        Parameter objects stay the same (optimizer references see the new data). Returns the cell.

        Raises:
            TypeError: ``dtype`` not floating/complex (``Cell.to only accepts floating point or complex dtypes ...``),
                or arguments matching no form (``Failed calling Cell.to with "Cell.to(foo=int)".``).
            ValueError: an unknown ``device`` name (``'GPU'`` included, as in MindSpore 2.10's enum).
        """
        non_blocking = kwargs.pop("non_blocking", False)
        device, dtype = kwargs.pop("device", None), kwargs.pop("dtype", None)
        bad = kwargs or len(args) > 2 or not isinstance(non_blocking, bool)
        if args and not bad:
            first = args[0]
            if len(args) == 2:
                if isinstance(args[1], bool):
                    non_blocking = args[1]
                else:
                    bad = True
            if isinstance(first, Tensor):
                device, dtype = first.device.split(":")[0], first.dtype
            elif isinstance(first, mstype.Type):
                dtype = first
            elif isinstance(first, str):
                device = first
            else:
                bad = True
        if bad or (dtype is not None and not isinstance(dtype, mstype.Type)):
            shown = [type(a).__name__ for a in args] + [
                f"{k}={type(v) if isinstance(v, type) else type(v).__name__}"
                for k, v in {"device": device, "dtype": dtype, **kwargs}.items()
                if v is not None
            ]
            raise TypeError(f'Failed calling Cell.to with "Cell.to({", ".join(shown)})".')
        tdt = None
        if dtype is not None:
            tdt = mstype.to_torch_dtype(dtype)
            if not (tdt.is_floating_point or tdt.is_complex):
                raise TypeError(f"Cell.to only accepts floating point or complex dtypes, but got desired dtype={dtype}")
        dev = None
        if device is not None:
            name = str(device)
            if name in ("CPU", "cpu"):
                dev = torch.device("cpu")
            elif name in ("Ascend", "npu"):
                dev = torch.device("cuda") if torch.cuda.is_available() else torch.device("cpu")
            elif name == "meta":
                dev = torch.device("meta")
            else:
                raise ValueError(f"Failed to convert the value \"{name}\" of input 'device' of 'to' to enum.")
        with torch.no_grad():
            for p in self.get_parameters():
                t = p._t
                new_dtype = tdt if tdt is not None and (t.is_floating_point() or t.is_complex()) else None
                if new_dtype is not None or (dev is not None and t.device != dev):
                    t.data = t.data.to(device=dev, dtype=new_dtype, non_blocking=non_blocking)
        return self

    def to_float(self, dst_type) -> Cell:
        """Run this cell and its sub-cells in ``dst_type``. Mirrors ``Cell.to_float`` (2.10).

        Sets the flags ``fp16`` / ``fp32`` / ``bf16`` on every cell (see :meth:`get_flags`). When a flagged cell
        runs, its floating-point Tensor inputs and its own floating-point trainable Parameters enter
        ``construct`` cast to ``dst_type`` (differentiably), so its ops compute and return ``dst_type``, as
        MindSpore casts every op input. The Parameters themselves keep their dtype (gradients, optimizer state
        and checkpoints stay float32). A later call overrides an earlier one; a sub-cell flagged afterwards
        (``net.bn.to_float(float32)``) runs in its own type.

        Returns:
            the cell itself.

        Raises:
            ValueError: if ``dst_type`` is not float16, float32 or bfloat16.

        Parameters a cast op updates in place get the update back after the call. BatchNorm and InstanceNorm keep
        their Parameters' dtype (only their input is cast): MindSpore casts no Parameter that its op writes.
        Known difference: MindSpore casts inside each op, mindshim at each cell's entry, so a sub-cell's forward
        hook sees the input already cast (the values the ops compute are the same).
        """
        if dst_type not in (mstype.float16, mstype.float32, mstype.bfloat16):
            raise _errors.value_error(
                "to_float",
                "the argument 'dst_type' must be mstype.float32, mstype.float16 or "
                f"mstype.bfloat16, but got type: {type(dst_type)} and value: {dst_type}.",
            )
        flags = {
            "fp16": dst_type == mstype.float16,
            "fp32": dst_type == mstype.float32,
            "bf16": dst_type == mstype.bfloat16,
        }
        self.add_flags_recursive(**flags)
        return self

    def set_jit_config(self, jit_config) -> None:
        """Store a ``JitConfig`` for this cell (used by ``jit``/GRAPH_MODE compilation decisions)."""
        self.__dict__["_jit_config"] = jit_config

    @property
    def jit_config_dict(self) -> dict:
        """The ``jit_config_dict`` of the ``JitConfig`` given to :meth:`set_jit_config` (``{}`` without one)."""
        cfg = self.__dict__["_jit_config"]
        return dict(cfg.jit_config_dict) if cfg is not None else {}

    def add_flags(self, **flags: Any) -> Cell:
        """Set cell flags; they also become attributes. Mirrors ``Cell.add_flags`` (2.10).

        ``fp16=True`` / ``fp32=True`` / ``bf16=True`` also set the type the cell computes in (see
        :meth:`to_float`) and its ``mixed_precision_type`` / ``get_mixed_precision_type()`` (a
        ``MixedPrecisionType``; a False flag changes neither). Returns the cell.
        """
        self._flags.update(flags)
        d = self.__dict__
        for k, v in flags.items():
            if k not in d.get("_params", ()) and k not in d.get("_modules", ()):
                d[k] = v
        for key, dtype, mp in (
            ("fp16", torch.float16, MixedPrecisionType.FP16),
            ("fp32", torch.float32, MixedPrecisionType.FP32),
            ("bf16", torch.bfloat16, MixedPrecisionType.BF16),
        ):
            if flags.get(key, False):
                d["_ms_cast"] = dtype
                d["mixed_precision_type"] = mp  # MindSpore's _add_mixed_precision_flag: both records
                Cell_.set_mixed_precision_type(self, mp)
        self._update_slow_flag()
        return self

    def get_flags(self) -> dict:
        """The flags set by :meth:`add_flags` / :meth:`to_float` (the cell's own dict). Mirrors ``Cell.get_flags``."""
        return self._flags

    def add_flags_recursive(self, **flags: Any) -> Cell:
        """Set cell flags on this cell and every sub-cell."""
        for _, cell in self.cells_and_names():
            cell.add_flags(**flags)
        return self

    def recompute(self, **kwargs: Any) -> None:
        """Accepted for compatibility; returns None as MindSpore's does. Mirrors ``Cell.recompute`` (2.10).

        MindSpore recomputes the cell's activations in the backward pass to save memory; mindshim keeps them
        (same numbers, more memory). ``mindspore.recompute(fn)`` is the function form.
        """
        self.__dict__["_recompute"] = True
        return None

    def shard(self, *args: Any, **kwargs: Any) -> None:
        """Accepted for compatibility (one device: sharding has no effect); returns None. Mirrors ``Cell.shard``."""
        return None

    def compile(self, *args: Any, **kwargs: Any) -> None:
        """Accepted for compatibility; mindshim has no separate compile step."""

    def compile_and_run(self, *args: Any, **kwargs: Any) -> Any:
        """Run the cell (there is no separate compile step)."""
        return self(*args, **kwargs)

    def run_construct(self, cast_inputs: tuple, kwargs: dict) -> Any:
        """Run ``construct(*cast_inputs, **kwargs)`` with the cell's hooks. Mirrors the deprecated ``Cell.run_construct``."""
        from .. import log

        log.warning(
            f"The 'run_construct' function of '{self.cls_name}' will be removed in a future version. "
            "Calling this function is not recommended."
        )
        return self(*cast_inputs, **kwargs)

    def set_inputs(self, *inputs: Any, **kwargs: Any) -> None:
        """Record dynamic-shape input declarations (:meth:`get_inputs` returns them); torch needs none."""
        self.__dict__["_dynamic_inputs"] = inputs or None

    def get_inputs(self) -> tuple | None:
        """The inputs given to :meth:`set_inputs`, or None. Mirrors ``Cell.get_inputs``."""
        return self.__dict__.get("_dynamic_inputs")

    def place(self, role: str, rank_id: int) -> None:
        """Accepted for compatibility; has no effect."""

    def set_boost(self, boost_type: str) -> Cell:
        """Accepted for compatibility (MindSpore's boost algorithms are not applied); returns the cell."""
        self.__dict__["_boost_type"] = boost_type
        return self

    def set_comm_fusion(self, fusion_type: int, recurse: bool = True) -> Cell:
        """Set ``comm_fusion`` on the trainable parameters (one device: no effect). Mirrors ``Cell.set_comm_fusion``."""
        for param in self.trainable_params(recurse):
            try:
                param.comm_fusion = fusion_type
            except AttributeError:  # Parameter keeps no such slot
                pass
        return self

    def set_data_parallel(self) -> None:
        """Accepted for compatibility (single device)."""

    def set_broadcast_flag(self, mode: bool = True) -> Cell:
        """Accepted for compatibility (single device); returns the cell."""
        self.add_flags(broadcast_flag=mode)
        return self

    def offload(self, backward_prefetch: str | int = "Auto") -> None:
        """Mark the cell's operators to offload their activations to the host in the forward pass and fetch them
        back ``backward_prefetch`` operators ahead in the backward pass. Mirrors ``Cell.offload`` (2.10) in its
        checks; mindshim keeps the activations in memory (same numbers, no host offload).

        Args:
            backward_prefetch (Union[str, int]): ``"Auto"`` (default) or a non-negative int.

        Raises:
            ValueError: a string other than ``"Auto"`` (MindSpore's message naming the Cell: ``the
                'backward_prefetch' must be str and must be in '['Auto']', ...``) or a negative int.
            TypeError: neither a string nor an int.
        """
        from .. import _checkparam as validator

        if isinstance(backward_prefetch, str):
            validator.check_string(backward_prefetch, ["Auto"], "backward_prefetch", self.cls_name)
        else:
            validator.check_non_negative_int(backward_prefetch)
        self.__dict__["_offload_prefetch"] = backward_prefetch

    def register_parameter_forward_hook(self, hook: Callable | list) -> None:
        """Register forward hooks on parameters: ``hook`` a callable is the network-wide hook, called as
        ``hook(param)`` for every parameter read while this cell runs; a list of ``{"params": [Parameter, ...],
        "hook": fn}`` dicts puts ``fn`` on each listed parameter (a parameter's own hook wins over the network-wide
        one; registering it again replaces it). The hook's result is used in place of the parameter, and gradients
        flow through it to the parameter; the parameter itself is not changed.

        Mirrors ``Cell.register_parameter_forward_hook`` (2.10): the hooks apply only in a staged region (a
        ``jit`` function or GRAPH_MODE) and only while a cell that registered them is running; in PyNative they
        are not called. Known difference: MindSpore traces each hook once per compiled graph, here it is called
        at every read.

        Raises:
            TypeError: a list item that is not a dict, a hook that is not callable, a ``params`` entry that is not
                a Parameter, or ``hook`` neither a callable nor a list.
            ValueError: a dict without both ``"params"`` and ``"hook"``.
        """
        from ..ops.composite.hooks import register_parameter_forward_hook

        register_parameter_forward_hook(self, hook)

    def update_cell_prefix(self) -> None:
        """Set every cell's :attr:`param_prefix` (this one's included) to its path from this cell (``''``,
        ``'inner'``, ``'inner.dense'``, ...), as ``cells_and_names`` names them. Mirrors
        ``Cell.update_cell_prefix`` (2.10); it returns None."""
        for name, cell in self.cells_and_names():
            cell.__dict__["_param_prefix"] = name

    def get_sub_cell(self, target: str) -> Cell:
        """The sub-cell at the dotted path ``target`` (``"net_b.net_c"``; ``""`` is this cell), each step an
        attribute of the cell before it. Mirrors ``Cell.get_sub_cell`` (2.10).

        Raises:
            AttributeError: a step the cell lacks (``Inner has no attribute `conv```), a step that is not a Cell
                (```w` is not an nn.Cell``), or a ``target`` that is not a string.
        """
        if target == "":
            return self
        cell = self
        for item in target.split("."):
            if not hasattr(cell, item):
                raise AttributeError(cell._get_name() + " has no attribute `" + item + "`")
            cell = getattr(cell, item)
            if not isinstance(cell, Cell):
                raise AttributeError("`" + item + "` is not an nn.Cell")
        return cell

    @property
    def compile_cache(self) -> set:
        """The phases this cell was compiled for (MindSpore's ``Cell.compile_cache``; empty here, as mindshim runs
        cells eagerly). ``common.api.cells_compile_cache`` maps ``id(cell)`` to it for the cells registered there."""
        return self.__dict__.setdefault("_compile_cache", set())

    @property
    def pipeline_stage(self) -> int:
        """The pipeline stage (always 0 on one device)."""
        return self.__dict__.get("_pipeline_stage", 0)

    @pipeline_stage.setter
    def pipeline_stage(self, value: int) -> None:
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise TypeError("'pipeline_stage' must be a non-negative int.")
        self.__dict__["_pipeline_stage"] = value

    @property
    def param_prefix(self) -> str:
        """The prefix given to this cell's parameter names by its parent ('' for a top-level cell)."""
        return self.__dict__.get("_param_prefix", "")

    def get_scope(self) -> str | None:
        """The scope string of the cell (None unless set). Mirrors ``Cell.get_scope``."""
        return self.__dict__["_scope"]

    def generate_scope(self) -> None:
        """Set every sub-cell's scope to its path (``Default/conv1-Conv2d``). Mirrors ``Cell.generate_scope``."""
        for name, cell in self.cells_and_names():
            cell.__dict__["_scope"] = (
                "Default"
                if not name
                else "Default/" + "/".join(f"{part}-{type(c).__name__}" for part, c in _path_cells(self, name))
            )

    def parameters_broadcast_dict(self, recurse: bool = True) -> OrderedDict:
        """``{name: Parameter}`` of the parameters to broadcast (those without ``layerwise_parallel``)."""
        return OrderedDict(
            (p.name, p) for p in self.get_parameters(expand=recurse) if not getattr(p, "layerwise_parallel", False)
        )

    def check_names(self) -> None:
        """Raise ValueError if two parameters share a name. Mirrors ``Cell.check_names``."""
        names = set()
        for p in self.get_parameters():
            if p.name in names:
                raise ValueError(
                    f"The value of {p.name} is {p}, its name '{p.name}' already exists. Please set a unique name for "
                    "the parameter."
                )
            names.add(p.name)

    def remove_redundant_parameters(self) -> None:
        """Accepted for compatibility (nothing is compiled, so nothing is redundant)."""

    # ---- text -----------------------------------------------------------------------------------
    @property
    def cls_name(self) -> str:
        """The class name (``'Dense'``)."""
        return type(self).__name__

    def extend_repr(self) -> str:
        """Extra text inside ``Name(...)`` in the repr; layers override it as in MindSpore."""
        return ""

    def extra_repr(self) -> str:
        return self.extend_repr()

    def _get_name(self) -> str:
        return type(self).__name__

    def __str__(self) -> str:
        return self.__repr__()


_state.PROVIDED["Cell"] = Cell  # common.api.jit_class and common.dump recognise Cells through it


def _call_slow(cell: Cell, args: tuple, kwargs: dict) -> Any:
    """First slow-path call: import the slow call path (``nn._call``) once and rebind this name to it."""
    global _call_slow
    from ._call import call_cell_slow

    _call_slow = call_cell_slow
    return call_cell_slow(cell, args, kwargs)


def _path_cells(root: Cell, path: str) -> list:
    """``[(attribute, cell), ...]`` along a dotted sub-cell path from ``root``."""
    out, cell = [], root
    for part in path.split("."):
        cell = cell._modules[part]
        out.append((part, cell))
    return out


def _has_custom_bprop(cls) -> bool:
    return getattr(cls, "bprop", None) is not None


class GraphCell(Cell):
    """Runs a graph loaded from MindIR. Mirrors ``mindspore.nn.GraphCell(graph, params_init=None,
    obf_random_seed=None)`` (2.10).

    ``graph`` is what :func:`mindspore.load` returns; calling the cell runs the graph on its inputs (Tensors of
    the exported shapes and dtypes) and returns a Tensor or a tuple of Tensors. The cell's Parameters are the
    graph's (named as in the exported network, ``conv1.weight``); ``params_init`` (``{name: Tensor or
    Parameter}``) sets the value of the named ones first (other names are ignored), and, as in MindSpore, the
    update is made in the graph itself, so other GraphCells over the same graph see it too.

    Raises:
        NotImplementedError: ``obf_random_seed`` given (dynamic obfuscation is not supported, as in MindSpore).
        TypeError: ``graph`` not a loaded FuncGraph; ``params_init`` not a dict, or a key not a str or a value
            not a Tensor.
        ValueError: a ``params_init`` value whose shape or dtype differs from the Parameter's.
        RuntimeError: when called, a number of inputs other than the graph's.

    Known difference: the graph runs node by node through mindshim's primitives (no graph compilation).
    """

    def __init__(self, graph: Any, params_init: Any = None, obf_random_seed: Any = None) -> None:
        super().__init__(auto_prefix=True)
        if obf_random_seed is not None:
            raise NotImplementedError("Dynamic structure obfuscation is not supported now.")
        func_graph = _state.PROVIDED.get("FuncGraph")
        if func_graph is None or not isinstance(graph, func_graph):
            raise _errors.type_error(
                "GraphCell", f"the argument 'graph' must be a FuncGraph loaded from MindIR, but got type {type(graph)}."
            )
        self.graph = graph
        params_init = {} if params_init is None else params_init
        if not isinstance(params_init, dict):
            raise _errors.type_error(
                "GraphCell", f"the argument 'params_init' must be a dict, but got {type(params_init)}."
            )
        for name, value in params_init.items():
            if not isinstance(name, str) or not isinstance(value, Tensor):
                raise _errors.type_error(
                    "GraphCell",
                    "the key of the 'params_init' must be str, and the value must be Tensor or Parameter, "
                    f"but got the key type: {type(name)}, and the value type: {type(value)}",
                )
        for name, param in graph.update_params(params_init).items():
            self._params[name] = param

    def construct(self, *inputs: Any) -> Any:
        return self.graph(*inputs)
