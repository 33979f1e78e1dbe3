"""`mindspore.ops.Primitive`: the base of every operator class (`ops.Add()`), and `constexpr`/`prim_attr_register`."""

from __future__ import annotations

from .. import _api
import functools
from typing import Any

from .. import _state

__all__ = _api.names(__name__)


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
        """Set attribute ``name`` to ``value`` and return the primitive."""
        self.attrs[name] = value
        return self

    def del_prim_attr(self, name: str) -> Primitive:
        """Remove attribute ``name`` and return the primitive."""
        self.attrs.pop(name, None)
        return self

    def set_prim_instance_name(self, instance_name: str) -> Primitive:
        """Set the instance name used in messages."""
        self.instance_name = instance_name
        return self

    def init_prim_io_names(self, inputs: list, outputs: list) -> None:
        """Record the input and output names (kept for compatibility)."""
        self.attrs["input_names"] = inputs
        self.attrs["output_names"] = outputs

    def shard(self, *args: Any, **kwargs: Any) -> Primitive:
        """Accepted for compatibility; sharding strategies have no effect in mindshim."""
        return self

    def recompute(self, mode: bool = True) -> Primitive:
        """Accepted for compatibility; has no effect."""
        return self

    def set_device(self, device_target: str) -> Primitive:
        """Accepted for compatibility; ops run on the context device."""
        return self

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
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


def constexpr(fn=None, *, get_instance: bool = True, reuse_result: bool = True, check: bool = True):
    """``mindspore.ops.constexpr``: in mindshim a constexpr function simply runs in Python."""
    if fn is None:
        return lambda f: f
    return fn


def primitive(cls):
    """Decorator marking a class as a primitive (kept for compatibility)."""
    return cls
