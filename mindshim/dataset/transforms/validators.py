"""`mindspore.dataset.transforms.validators`: the argument-checking decorators of the data transforms."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from functools import wraps
from typing import Any

from ..core.validator_helpers import check_value, type_check
from .transforms import TensorOperation


def parse_user_args(method: Callable, *args: Any, **kwargs: Any) -> tuple[list, dict]:
    """The values of ``method``'s parameters (``self`` / ``cls`` left out) for a call with ``args`` and ``kwargs``,
    defaults applied, and the bound arguments. Mirrors ``mindspore.dataset.core.validator_helpers.parse_user_args``.

    Raises:
        TypeError: the arguments do not bind to the signature.
    """
    sig = inspect.signature(method)
    if "self" in sig.parameters or "cls" in sig.parameters:
        bound = sig.bind(method, *args, **kwargs)
        names = list(sig.parameters)[1:]
    else:
        bound = sig.bind(*args, **kwargs)
        names = list(sig.parameters)
    bound.apply_defaults()
    return [bound.arguments.get(n) for n in names], bound.arguments


def check_tensor_op(param: Any, param_name: str) -> None:
    """A transform must be a TensorOperation or a callable, as MindSpore checks.

    Raises:
        TypeError: ``{param_name} is neither a transforms op (TensorOperation) nor a callable pyfunc.``
    """
    if not isinstance(param, TensorOperation) and not callable(param):
        raise TypeError(f"{param_name} is neither a transforms op (TensorOperation) nor a callable pyfunc.")


def check_transform_op_type(ind: int, op: Any) -> None:
    """A transform must be an instance, not a class (a missing ``()``).

    Raises:
        ValueError: MindSpore's 'should be a dataset processing operation instance' message.
    """
    if type(op) is type:
        raise ValueError(
            f"op_list[{ind}] should be a dataset processing operation instance, but got: {op}. It may be missing "
            "parentheses for instantiation."
        )


def check_random_transform_ops(method: Callable) -> Callable:
    """Decorator checking the arguments of RandomChoice, RandomApply and Compose (and of any ``__init__(self,
    transforms[, prob])`` in their style). Mirrors ``mindspore.dataset.transforms.validators.check_random_transform_ops``
    (2.10): ``transforms`` a non-empty list of transform instances or callables; with a second parameter, ``prob``
    a float or int in [0, 1].

    Raises:
        TypeError: ``transforms`` not a list, an element neither a transform nor callable, ``prob`` not a number.
        ValueError: an empty list, a class instead of an instance, ``prob`` outside [0, 1].
    """

    @wraps(method)
    def new_method(self: Any, *args: Any, **kwargs: Any) -> Any:
        arg_list, _ = parse_user_args(method, *args, **kwargs)
        type_check(arg_list[0], (list,), "transforms list")
        if not arg_list[0]:
            raise ValueError("transforms list can not be empty.")
        for ind, op in enumerate(arg_list[0]):
            check_tensor_op(op, f"transforms[{ind}]")
            check_transform_op_type(ind, op)
        if len(arg_list) == 2:  # RandomApply's prob
            type_check(arg_list[1], (float, int), "prob")
            check_value(arg_list[1], (0, 1), "prob")
        return method(self, *args, **kwargs)

    return new_method
