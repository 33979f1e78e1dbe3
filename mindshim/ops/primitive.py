"""`mindspore.ops.Primitive`: the base of every operator class (`ops.Add()`), and `constexpr`/`prim_attr_register`."""

from __future__ import annotations

from .. import _api
import functools
from typing import Any

from .. import _state

__all__ = _api.names(__name__)


# MindSpore backend kernels without a Python class, reached by a user-defined primitive of that name (a
# ``PrimitiveWithInfer`` subclass named ``Shift`` runs the CPU Shift kernel with its attributes): name ->
# ``run(prim, *inputs)``, registered by the module that adapts the kernel (``ops.operations.array_ops``).
BACKEND_KERNELS: dict[str, Any] = {}


class Primitive:
    """Base of MindSpore operator classes. Mirrors ``mindspore.ops.Primitive`` (2.10).

    A primitive is built with its attributes (``ops.ReduceSum(keep_dims=True)``) and called on
    tensors (``op(x, axis)``). In mindshim each primitive's ``__call__`` reaches the same functional
    mapping as ``ops.<name>`` and the Tensor methods. ``add_prim_attr``/``attrs`` keep MindSpore's
    attribute dictionary.
    """

    def __init__(self, name: str | None = None) -> None:
        self.name = name or type(self).__name__
        self.attrs: dict[str, Any] = {}
        self.instance_name = ""

    def add_prim_attr(self, name: str, value: Any) -> Primitive:
        """Set attribute ``name`` to ``value`` in ``attrs`` and as an instance attribute (``prim.name``), as
        MindSpore does, and return the primitive."""
        self.__dict__[name] = value
        self.attrs[name] = value
        return self

    def del_prim_attr(self, name: str) -> Primitive:
        """Remove attribute ``name`` (from ``attrs`` and the instance, when it is in both, as MindSpore does) and
        return the primitive."""
        if name in self.__dict__ and name in self.attrs:
            del self.__dict__[name]
            del self.attrs[name]
        else:
            self.attrs.pop(name, None)
        return self

    def set_prim_instance_name(self, instance_name: str) -> Primitive:
        """Set the instance name used in messages."""
        self.instance_name = instance_name
        return self

    def init_prim_io_names(self, inputs: list, outputs: list) -> None:
        """Record the input and output names as the attributes ``input_names`` and ``output_names`` (``attrs`` and
        instance attributes; ``repr`` leaves them out, as MindSpore's does)."""
        self.add_prim_attr("input_names", inputs)
        self.add_prim_attr("output_names", outputs)

    def shard(self, *args: Any, **kwargs: Any) -> Primitive:
        """Accepted for compatibility; sharding strategies have no effect in mindshim."""
        return self

    def recompute(self, mode: bool = True) -> Primitive:
        """Accepted for compatibility; has no effect."""
        return self

    def set_device(self, device_target: str) -> Primitive:
        """Record ``device_target`` as the attribute ``primitive_target`` and return the primitive, as MindSpore
        does. Known difference: mindshim runs every op on the context device whatever this attribute says."""
        return self.add_prim_attr("primitive_target", device_target)

    def set_stage(self, stage: int) -> Primitive:
        """Record the pipeline ``stage`` id as the attribute ``stage`` and return the primitive (``repr`` shows
        ``Prim[Add]<stage=0>``). As in MindSpore it takes effect only in semi-auto parallel; mindshim records it."""
        self.add_prim_attr("stage", stage)
        return self

    def place(self, role: str, rank_id: int) -> None:
        """Label the primitive with the process ``role`` (only ``'MS_WORKER'``) and ``rank_id`` (a non-negative int)
        it is to run on: the attributes ``ms_role`` and ``rank_id``. Mirrors ``Primitive.place`` (2.10), which
        takes effect only in a dynamic cluster; mindshim records the label.

        Raises:
            TypeError: ``rank_id`` not an int. ValueError: a negative ``rank_id``, a ``role`` other than
                ``'MS_WORKER'``.
        """
        from .. import _checkparam as validator

        validator.check_non_negative_int(rank_id, "rank_id", "Primitive.place")
        validator.check_string(role, "MS_WORKER", "role", "Primitive.place")
        self.add_prim_attr("ms_role", role)
        self.add_prim_attr("rank_id", rank_id)

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        run = BACKEND_KERNELS.get(self.name)
        if run is not None:
            return run(self, *args, **kwargs)
        raise NotImplementedError(f"mindshim does not implement the primitive '{self.name}' yet.")

    def __repr__(self) -> str:
        attrs = ", ".join(f"{k}={v}" for k, v in self.attrs.items() if k not in ("input_names", "output_names"))
        return f"Prim[{self.name}]" + (f"<{attrs}>" if attrs else "")


_state.PROVIDED["Primitive"] = Primitive  # common.dump recognises primitives through it


class PrimitiveWithInfer(Primitive):
    """``mindspore.ops.PrimitiveWithInfer``: a Primitive with ``infer_shape``/``infer_dtype`` (not used for execution)."""


class PrimitiveWithCheck(Primitive):
    """``mindspore.ops.PrimitiveWithCheck``: a Primitive with ``check_shape``/``check_dtype``."""


def prim_attr_register(fn):
    """Decorator for a primitive's ``__init__`` that records its arguments as attributes. Mirrors MindSpore's."""

    @functools.wraps(fn)
    def wrapper(self, *args, **kwargs):
        cls_name = type(self).__name__
        if not hasattr(self, "attrs"):
            Primitive.__init__(self, cls_name)
        import inspect

        bound = inspect.signature(fn).bind(self, *args, **kwargs)
        bound.apply_defaults()
        for k, v in list(bound.arguments.items())[1:]:
            self.attrs[k] = v
        return fn(self, *args, **kwargs)

    return wrapper


def prim_arg_register(fn):
    """Decorator for a built-in primitive's ``__init__``: initialises the Primitive base with the class name
    (``substitute_name`` for a ``PrimitiveWithInfer``/``PrimitiveWithCheck`` that has one), then records every
    argument of ``__init__`` (defaults applied) as an attribute (``prim.x``, ``attrs``) and in ``init_attrs``,
    and runs ``__init__``. The wrapper keeps ``fn`` as ``decorated_func``. Mirrors
    ``mindspore.ops.prim_arg_register`` (2.10).

    Raises:
        TypeError: arguments that do not bind to ``fn``'s signature (Python's message).
    """
    import inspect

    @functools.wraps(fn)
    def deco(self, *args, **kwargs):
        cls = type(self)
        class_name = cls.__name__
        if isinstance(self, (PrimitiveWithInfer, PrimitiveWithCheck)):
            class_name = getattr(cls, "substitute_name", class_name)
        Primitive.__init__(self, class_name)
        bound = inspect.signature(fn).bind(self, *args, **kwargs)
        bound.apply_defaults()
        arguments = bound.arguments
        del arguments["self"]
        self.init_attrs = {}
        for name, value in arguments.items():
            self.__dict__[name] = value
            self.attrs[name] = value
            self.init_attrs[name] = value
        fn(self, *args, **kwargs)

    deco.decorated_func = fn
    return deco


def constexpr(fn=None, *, get_instance: bool = True, reuse_result: bool = True, check: bool = True):
    """``mindspore.ops.constexpr``: in mindshim a constexpr function simply runs in Python."""
    if fn is None:
        return lambda f: f
    return fn


def primitive(cls):
    """Decorator marking a class as a primitive (kept for compatibility)."""
    return cls
