"""The primitive-class generator: one call defines an `ops.<Name>` class that forwards to a functional op."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..primitive import Primitive

__all__ = ["define"]

# MindSpore 2.10's side-effect markers, which its primitives add to ``attrs`` after their arguments (shown by
# ``repr``: ``Prim[Assign]<side_effect_mem=True>``), as ``prim.attrs`` of each ``mindspore.ops`` class has them.
_SIDE_EFFECTS: dict[str, dict] = {
    **dict.fromkeys(
        (
            "Dropout",
            "DropoutGenMask",
            "Gamma",
            "LogNormalReverse",
            "LogUniformCandidateSampler",
            "Multinomial",
            "NonDeterministicInts",
            "ParameterizedTruncatedNormal",
            "Poisson",
            "Push",
            "RandomCategorical",
            "RandomChoiceWithMask",
            "RandomGamma",
            "RandomPoisson",
            "RandomShuffle",
            "StandardLaplace",
            "StandardNormal",
            "TruncatedNormal",
            "UniformInt",
            "UniformReal",
        ),
        {"side_effect_hidden": True},
    ),
    **dict.fromkeys(
        (
            "Assert",
            "HistogramSummary",
            "ImageSummary",
            "Print",
            "PyExecute",
            "ScalarSummary",
            "TensorDump",
            "TensorSummary",
        ),
        {"side_effect_io": True},
    ),
    **dict.fromkeys(
        (
            "Adam",
            "AdamNoUpdateParam",
            "AdamWeightDecay",
            "ApplyAdaMax",
            "ApplyAdadelta",
            "ApplyAdagrad",
            "ApplyAdagradDA",
            "ApplyAdamWithAmsgrad",
            "ApplyAdamWithAmsgradV2",
            "ApplyAddSign",
            "ApplyCenteredRMSProp",
            "ApplyFtrl",
            "ApplyGradientDescent",
            "ApplyMomentum",
            "ApplyPowerSign",
            "ApplyProximalAdagrad",
            "ApplyProximalGradientDescent",
            "ApplyRMSProp",
            "Assign",
            "AssignAdd",
            "AssignSub",
            "Barrier",
            "CopyWithSlice",
            "FusedAdaFactor",
            "FusedAdaFactorWithGlobalNorm",
            "FusedCastAdamWeightDecay",
            "FusedSparseAdam",
            "FusedSparseLazyAdam",
            "FusedSparseProximalAdagrad",
            "GroupTopk",
            "ReshapeAndCache",
            "SGD",
            "ScatterAdd",
            "ScatterDiv",
            "ScatterMax",
            "ScatterMin",
            "ScatterMul",
            "ScatterNdAdd",
            "ScatterNdDiv",
            "ScatterNdMax",
            "ScatterNdMin",
            "ScatterNdMul",
            "ScatterNdSub",
            "ScatterNdUpdate",
            "ScatterNonAliasingAdd",
            "ScatterSub",
            "ScatterUpdate",
            "SparseApplyProximalAdagrad",
            "TransposeExtView",
            "TransposeView",
        ),
        {"side_effect_mem": True},
    ),
    **dict.fromkeys(
        ("Depend", "Partial"),
        {"side_effect_propagate": 1},
    ),
}


def define(
    name: str,
    fn: Callable,
    attrs: tuple = (),
    call: Callable | None = None,
    doc: str = "",
    inputs: str = "*inputs",
) -> type:
    """Make the primitive class ``name`` (a :class:`Primitive` subclass).

    Args:
        name: the MindSpore class name (``"ReduceSum"``).
        fn: the functional op that computes it (``ops.reduce_sum``); named in the docstring.
        attrs: ``((attr, default), ...)``: the constructor's arguments in MindSpore's order. Each is
            stored as an instance attribute and in ``prim.attrs`` (shown by ``repr``).
        call: ``call(prim, *inputs)`` when the attributes take part; default ``fn(*inputs)``.
        doc: one line saying what the primitive computes.
        inputs: the call's inputs, for the docstring.

    MindSpore's side-effect marker for ``name`` (``_SIDE_EFFECTS``) follows the arguments in ``prim.attrs``.
    """
    flags = _SIDE_EFFECTS.get(name)
    names = tuple(a for a, _ in attrs)
    defaults = tuple(d for _, d in attrs)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        Primitive.__init__(self, name)
        if len(args) > len(names):
            raise TypeError(f"{name}.__init__() takes at most {len(names)} arguments ({len(args)} given)")
        values = dict(zip(names, defaults, strict=True))
        values.update(zip(names, args, strict=False))
        for k, v in kwargs.items():
            if k not in values:
                raise TypeError(f"{name}.__init__() got an unexpected keyword argument '{k}'")
            values[k] = v
        for k, v in values.items():
            setattr(self, k, v)
        self.attrs.update(values)
        if flags:
            self.attrs.update(flags)

    if call is None:

        def __call__(self, *args: Any) -> Any:
            return fn(*args)

    else:

        def __call__(self, *args: Any, **kwargs: Any) -> Any:
            return call(self, *args, **kwargs)

    sig = ", ".join(f"{a}={d!r}" for a, d in attrs)
    text = (
        f"``ops.{name}({sig})({inputs})``: {doc or (fn.__doc__ or '').strip().splitlines()[0]}\n\n"
        f"    Mirrors ``mindspore.ops.{name}`` (2.10). Computed by ``mindspore.ops.{getattr(fn, '__name__', type(fn).__name__)}``, the same mapping\n"
        "    the functional op and the Tensor methods use; errors are those of that functional op.\n"
    )
    if attrs:
        text += "\n    Args:\n" + "".join(f"        {a}: default ``{d!r}``.\n" for a, d in attrs)
    cls = type(name, (Primitive,), {"__init__": __init__, "__call__": __call__, "__doc__": text})
    cls.__module__ = "mindshim.ops.operations"
    return cls
