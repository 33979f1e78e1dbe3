"""`mindspore.train.LambdaCallback`: a callback built from plain functions."""

from __future__ import annotations

from collections.abc import Callable

from ._callback import Callback

__all__ = ["LambdaCallback"]

_HOOKS = (
    "on_train_epoch_begin",
    "on_train_epoch_end",
    "on_train_step_begin",
    "on_train_step_end",
    "on_train_begin",
    "on_train_end",
    "on_eval_epoch_begin",
    "on_eval_epoch_end",
    "on_eval_step_begin",
    "on_eval_step_end",
    "on_eval_begin",
    "on_eval_end",
)


def _noop(run_context) -> None:
    return None


class LambdaCallback(Callback):
    """Each argument is a function ``f(run_context)`` used as that hook (missing ones do nothing).
    Mirrors ``mindspore.train.LambdaCallback``."""

    def __init__(
        self,
        on_train_epoch_begin: Callable | None = None,
        on_train_epoch_end: Callable | None = None,
        on_train_step_begin: Callable | None = None,
        on_train_step_end: Callable | None = None,
        on_train_begin: Callable | None = None,
        on_train_end: Callable | None = None,
        on_eval_epoch_begin: Callable | None = None,
        on_eval_epoch_end: Callable | None = None,
        on_eval_step_begin: Callable | None = None,
        on_eval_step_end: Callable | None = None,
        on_eval_begin: Callable | None = None,
        on_eval_end: Callable | None = None,
    ) -> None:
        super().__init__()
        given = locals()
        for name in _HOOKS:
            setattr(self, name, given[name] or _noop)
