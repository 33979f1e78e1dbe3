"""`mindspore.train.Callback`, `RunContext` and the callback list that `Model` drives."""

from __future__ import annotations

from contextlib import ExitStack
from typing import Any

import numpy as np

from ... import _checkparam as validator

__all__ = ["Callback", "RunContext", "CallbackManager", "InternalCallbackParam"]


# MindSpore's validators, as its callbacks call them.
_check_non_negative_int = validator.check_non_negative_int
_check_bool = validator.check_bool


CUR_NET: Any = None
"""The network whose checkpoint MindSpore's save op fills (``set_cur_net``)."""


def set_cur_net(net: Any) -> None:
    """Record ``net`` as the network checkpoints are taken from. Mirrors
    ``mindspore.train.callback._callback.set_cur_net`` (``train.callback._set_cur_net``)."""
    global CUR_NET
    CUR_NET = net


def _calls(name: str, legacy: str, when: str):
    """The 2.x hook ``Callback.<name>`` (documented as ``when``), which by default calls the 1.x ``legacy`` one."""

    def hook(self, run_context: RunContext) -> None:
        getattr(self, legacy)(run_context)

    hook.__name__, hook.__qualname__ = name, f"Callback.{name}"
    hook.__doc__ = f"{when}; calls :meth:`{legacy}`."
    return hook


class Callback:
    """Base class of training/evaluation callbacks.

    Override the 2.x hooks (``on_train_begin``, ``on_train_epoch_begin``, ``on_train_step_begin``,
    ``on_train_step_end``, ``on_train_epoch_end``, ``on_train_end`` and the ``on_eval_*`` ones) or the 1.x ones
    (``begin``, ``epoch_begin``, ``step_begin``, ``step_end``, ``epoch_end``, ``end``): by default each ``on_*`` hook
    calls its 1.x counterpart. Each receives a :class:`RunContext`. Mirrors ``mindspore.train.Callback``.
    """

    def __enter__(self):
        return self

    def __exit__(self, *err):
        pass

    def begin(self, run_context: RunContext) -> None:
        """Called once before training or evaluation (1.x name)."""

    def epoch_begin(self, run_context: RunContext) -> None:
        """Called before each epoch (1.x name)."""

    def epoch_end(self, run_context: RunContext) -> None:
        """Called after each epoch (1.x name)."""

    def step_begin(self, run_context: RunContext) -> None:
        """Called before each step (1.x name)."""

    def step_end(self, run_context: RunContext) -> None:
        """Called after each step (1.x name)."""

    def end(self, run_context: RunContext) -> None:
        """Called once after training or evaluation (1.x name)."""

    on_train_begin = _calls("on_train_begin", "begin", "Called once before training")
    on_train_epoch_begin = _calls("on_train_epoch_begin", "epoch_begin", "Called before each training epoch")
    on_train_epoch_end = _calls("on_train_epoch_end", "epoch_end", "Called after each training epoch")
    on_train_step_begin = _calls("on_train_step_begin", "step_begin", "Called before each training step")
    on_train_step_end = _calls("on_train_step_end", "step_end", "Called after each training step")
    on_train_end = _calls("on_train_end", "end", "Called once after training")
    on_eval_begin = _calls("on_eval_begin", "begin", "Called once before evaluation")
    on_eval_epoch_begin = _calls("on_eval_epoch_begin", "epoch_begin", "Called before the evaluation epoch")
    on_eval_epoch_end = _calls("on_eval_epoch_end", "epoch_end", "Called after the evaluation epoch")
    on_eval_step_begin = _calls("on_eval_step_begin", "step_begin", "Called before each evaluation step")
    on_eval_step_end = _calls("on_eval_step_end", "step_end", "Called after each evaluation step")
    on_eval_end = _calls("on_eval_end", "end", "Called once after evaluation")


def _fan_out(name: str):
    def hook(self, run_context):
        for cb in self._callbacks:
            getattr(cb, name)(run_context)

    hook.__name__ = name
    hook.__doc__ = f"Call ``{name}`` on every callback, in order."
    return hook


class CallbackManager(Callback):
    """Runs a list of callbacks in order (``callbacks``: None, a Callback or a list of them).

    Raises:
        TypeError: if ``callbacks`` holds something that is not a Callback.
    """

    def __init__(self, callbacks: Any) -> None:
        self._callbacks, self._stack = [], None
        if isinstance(callbacks, Callback):
            self._callbacks.append(callbacks)
        elif isinstance(callbacks, list):
            for cb in callbacks:
                if not isinstance(cb, Callback):
                    raise TypeError(
                        "When the 'callbacks' is a list, the elements in 'callbacks' must be Callback functions."
                    )
                self._callbacks.append(cb)
        elif callbacks is not None:
            raise TypeError("The 'callbacks' is not a Callback or a list of Callback.")

    def __enter__(self):
        if self._stack is None:
            callbacks, self._stack = [], ExitStack().__enter__()
            for callback in self._callbacks:
                target = self._stack.enter_context(callback)
                callbacks.append(target if isinstance(target, Callback) else callback)
            self._callbacks = callbacks
        return self

    def __exit__(self, *err):
        return self._stack.__exit__(*err)


for _name in (
    "begin epoch_begin epoch_end step_begin step_end end on_train_begin on_train_epoch_begin on_train_epoch_end "
    "on_train_step_begin on_train_step_end on_train_end on_eval_begin on_eval_epoch_begin on_eval_epoch_end "
    "on_eval_step_begin on_eval_step_end on_eval_end"
).split():
    setattr(CallbackManager, _name, _fan_out(_name))

_CallbackManager = CallbackManager


class InternalCallbackParam(dict):
    """The ``cb_params`` dict that ``RunContext.original_args()`` returns; keys are also attributes.

    As in MindSpore, reading a missing attribute raises KeyError (not AttributeError), so ``hasattr`` and
    ``getattr(cb_params, name, default)`` raise for a missing key too; use ``name in cb_params`` or ``.get``.
    """

    def __getattr__(self, key):
        return self[key]

    def __setattr__(self, key, value):
        self[key] = value


_InternalCallbackParam = InternalCallbackParam


class RunContext:
    """What callbacks receive: ``original_args()`` gives the ``cb_params`` dict (``cur_epoch_num``,
    ``cur_step_num``, ``batch_num``, ``epoch_num``, ``net_outputs``, ``train_network``, ``optimizer``, ``loss_fn``,
    ``train_dataset``, ``mode``, ...); ``request_stop()`` ends training after the current step.
    Mirrors ``mindspore.train.RunContext``.

    Raises:
        TypeError: if ``original_args`` is not a dict.
    """

    def __init__(self, original_args: dict) -> None:
        if not isinstance(original_args, dict):
            raise TypeError(
                f"The argument 'original_args' of RunContext should be dict type, but got {type(original_args)}."
            )
        self._original_args = original_args
        self._stop_requested = False

    def original_args(self) -> dict:
        """The ``cb_params`` dict of the running Model."""
        return self._original_args

    def request_stop(self) -> None:
        """Ask the running ``Model.train``/``eval`` to stop after the current step."""
        self._stop_requested = True

    def get_stop_requested(self) -> bool:
        """Whether :meth:`request_stop` was called."""
        return self._stop_requested


def _handle_loss(loss: Any) -> Any:
    """The loss in a network output, as MindSpore's ``_handle_loss``: a Tensor's mean as a float; of a tuple/list
    (``TrainOneStepWithLossScaleCell``'s ``(loss, overflow, scale)``) the first element, kept a Tensor (so
    LossMonitor prints it the way ``str(Tensor)`` does and does not check it for NaN)."""
    if isinstance(loss, (tuple, list)):
        if hasattr(loss[0], "asnumpy"):
            loss = loss[0]
    elif hasattr(loss, "asnumpy"):
        loss = float(np.mean(loss.asnumpy()))
    return loss
