"""`mindspore.dataset.callback.ds_callback`: callbacks a ``map`` calls as the pipeline runs, and their driver.

MindSpore calls a map's callbacks from its pipeline threads: ``ds_begin`` when the pipeline starts, then per epoch
``ds_epoch_begin``, ``ds_step_begin`` and ``ds_step_end`` per row (every ``step_size`` rows) and ``ds_epoch_end``.
Here the pipeline runs in the consumer's thread; the map takes rows in blocks of up to the connector size (16), as
MindSpore's map fills its queue ahead of the consumer: the step begins of a block, the operations, then the step
ends. A ``WaitedDSCallback`` step begin that must wait for training holds its row back: the block stops before it,
and training's next step end runs that step begin, as MindSpore's released pipeline thread would.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from typing import Any

from ... import _api
from ...train.callback._callback import Callback
from ..core import config as _config
from ..core.validator_helpers import check_pos_int32, type_check, type_check_list
from ..engine._parallel import user_error

__all__ = _api.names(__name__)

_EVENTS = ("ds_begin", "ds_epoch_begin", "ds_epoch_end", "ds_step_begin", "ds_step_end")
_NO_OVERRIDE = "Inheriting Callback class without overriding any methods, check the usage of user defined Callback."
_BLOCK = 16  # MindSpore's default op connector size: how far a map runs ahead of its consumer


class _DSRunContext:
    """What a dataset callback is handed: the epoch (from 1), the step in that epoch and the step overall."""

    __slots__ = ("cur_epoch_num", "cur_step_num_in_epoch", "cur_step_num")

    def __init__(self, epoch: int, step_in_epoch: int, step: int) -> None:
        self.cur_epoch_num = epoch
        self.cur_step_num_in_epoch = step_in_epoch
        self.cur_step_num = step


class DSCallback:
    """Base class of the callbacks a ``map`` calls (``dataset.map(..., callbacks=cb)``): override any of
    ``ds_begin``, ``ds_epoch_begin``, ``ds_epoch_end``, ``ds_step_begin``, ``ds_step_end``; each gets a context with
    ``cur_epoch_num``, ``cur_step_num_in_epoch`` and ``cur_step_num``. The step methods run at steps 1,
    1 + ``step_size``, ... of each epoch.

    Mirrors ``mindspore.dataset.DSCallback(step_size=1)`` (2.10). Known difference: MindSpore's pipeline threads
    interleave the calls with the consumer's loop as their timing falls; here the map runs a block of up to 16 rows
    ahead (all their step begins, then their step ends), which is MindSpore's order for small epochs.

    Raises:
        TypeError / ValueError: ``step_size`` not an int in [1, 2147483647]. AttributeError (when an iterator is
        made): a subclass that overrides none of the methods.
    """

    def __init__(self, step_size: int = 1) -> None:
        check_pos_int32(step_size, "step_size")
        self.step_size = step_size

    def ds_begin(self, ds_run_context: _DSRunContext) -> None:
        """Called before the data pipeline starts."""

    def ds_epoch_begin(self, ds_run_context: _DSRunContext) -> None:
        """Called before an epoch starts."""

    def ds_epoch_end(self, ds_run_context: _DSRunContext) -> None:
        """Called after an epoch ends."""

    def ds_step_begin(self, ds_run_context: _DSRunContext) -> None:
        """Called before a step (a row of the map) starts."""

    def ds_step_end(self, ds_run_context: _DSRunContext) -> None:
        """Called after a step ends."""

    def create_runtime_obj(self) -> dict:
        """The events this callback handles (the methods its class overrides), as ``{event: method}``.

        Raises:
            AttributeError: if it overrides none.
        """
        hooks = {e: getattr(self, e) for e in _EVENTS if getattr(type(self), e) is not getattr(DSCallback, e)}
        if not hooks:
            raise AttributeError(_NO_OVERRIDE)
        return hooks


class WaitedDSCallback(Callback, DSCallback):
    """A dataset callback synchronised with training (``Model.train``): pass it both to ``map(callbacks=...)`` and
    to ``Model.train(callbacks=...)``. Override ``sync_step_begin(train_run_context, ds_run_context)`` (run before
    each dataset step after the first ``step_size`` rows, once the previous training step has ended) and/or
    ``sync_epoch_begin`` (before each epoch after the first, once the previous training epoch has ended);
    ``train_run_context`` is the training ``RunContext`` of that step or epoch.

    Mirrors ``mindspore.dataset.WaitedDSCallback(step_size=1)`` (2.10). Known difference: the pipeline runs in
    the training thread, so a wait that cannot be met (a ``batch`` after the map taking more rows than
    ``step_size``) fails at once with MindSpore's timeout error instead of after ``get_callback_timeout()`` seconds.

    Raises:
        AttributeError (when an iterator is made): a subclass overriding neither sync method. RuntimeError (while
        iterating): ``ds_step_begin timed out ...`` / ``ds_epoch_begin timed out ...``.
    """

    def __init__(self, step_size: int = 1) -> None:
        super().__init__()
        self.step_size = step_size
        self.step_event = threading.Event()
        self.step_run_context = None
        self.epoch_event = threading.Event()
        self.epoch_run_context = None
        self.training_ended = False
        self._stalled = []  # the pipelines holding a row until training's next step end

    def sync_epoch_begin(self, train_run_context: Any, ds_run_context: _DSRunContext) -> None:
        """Called before a dataset epoch starts, after the previous training epoch ended."""

    def sync_step_begin(self, train_run_context: Any, ds_run_context: _DSRunContext) -> None:
        """Called before a dataset step starts, after the previous training step ended."""

    def epoch_end(self, run_context: Any) -> None:
        """Training's epoch end: releases the wait of the next ``ds_epoch_begin``."""
        self.epoch_run_context = run_context
        self.epoch_event.set()

    def _wait(self, event: threading.Event, what: str) -> None:
        # the pipeline runs in this thread: an event not set now cannot be set while waiting
        if not event.is_set():
            raise RuntimeError(f"{what} timed out after {_config.get_callback_timeout()} second(s).")
        event.clear()

    def ds_epoch_begin(self, ds_run_context: _DSRunContext) -> None:
        """Waits for training's epoch end (from the second epoch on), then calls ``sync_epoch_begin``."""
        if ds_run_context.cur_epoch_num > 1:
            if not self.training_ended:
                self._wait(self.epoch_event, "ds_epoch_begin")
            self.sync_epoch_begin(self.epoch_run_context, ds_run_context)

    def step_end(self, run_context: Any) -> None:
        """Training's step end: releases the wait of the next ``ds_step_begin``."""
        self.step_run_context = run_context
        self.step_event.set()
        for runtime in list(self._stalled):
            runtime.resume()

    def ds_step_begin(self, ds_run_context: _DSRunContext) -> None:
        """Waits for training's step end (after the first ``step_size`` steps), then calls ``sync_step_begin``."""
        if ds_run_context.cur_step_num > self.step_size:
            if not self.training_ended:
                self._wait(self.step_event, "ds_step_begin")
            self.sync_step_begin(self.step_run_context, ds_run_context)

    def create_runtime_obj(self) -> dict:
        """The events this callback handles: step begin if ``sync_step_begin`` is overridden, epoch begin if
        ``sync_epoch_begin`` is.

        Raises:
            AttributeError: if neither is.
        """
        hooks = {}
        if type(self).sync_step_begin is not WaitedDSCallback.sync_step_begin:
            hooks["ds_step_begin"] = self.ds_step_begin
        if type(self).sync_epoch_begin is not WaitedDSCallback.sync_epoch_begin:
            hooks["ds_epoch_begin"] = self.ds_epoch_begin
        if not hooks:
            raise AttributeError(_NO_OVERRIDE)
        return hooks

    def end(self, run_context: Any) -> None:
        """Training's end: releases every wait."""
        self.epoch_end(run_context)
        self.step_end(run_context)
        self.training_ended = True


def check_callbacks(callbacks: Any) -> list:
    """``map``'s ``callbacks`` argument as a list, checked as MindSpore checks it.

    Raises:
        TypeError: not a DSCallback or a list of them.
    """
    if callbacks is None:
        return []
    if isinstance(callbacks, (list, tuple)):
        type_check_list(callbacks, (DSCallback,), "callbacks")
    else:
        type_check(callbacks, (DSCallback,), "callbacks")
    type_check(callbacks, (list, DSCallback), "callbacks")
    return list(callbacks) if isinstance(callbacks, list) else [callbacks]


class _Runtime:
    """One map's callbacks for the life of one iterator: their hooks, counters, open epoch and a row whose step
    begin waits for training (a ``WaitedDSCallback`` whose event is not set yet)."""

    def __init__(self, callbacks: list) -> None:
        self.hooks = [(cb, cb.step_size, cb.create_runtime_obj()) for cb in callbacks]
        self.block = _BLOCK
        self.begun = False
        self.epoch = None  # the iterator epoch now open (0-based), None between epochs
        self.step_in_epoch = 0
        self.step = 0
        self.pending = None  # (row, step in epoch, step) held before its step begin
        self.pending_done = False

    def call(self, event: str, ctx: _DSRunContext, step_in_epoch: int = 0) -> None:
        for _, step_size, hooks in self.hooks:
            fn = hooks.get(event)
            if fn is None or (event in ("ds_step_begin", "ds_step_end") and (step_in_epoch - 1) % step_size):
                continue
            try:
                fn(ctx)
            except Exception as e:
                raise user_error(e, trace=False) from None

    def close_epoch(self) -> None:
        if self.epoch is not None:
            self.call("ds_epoch_end", _DSRunContext(self.epoch + 1, self.step_in_epoch, self.step))
            self.epoch = None

    def _waiting_on(self, k: int, step: int) -> list:
        """The WaitedDSCallbacks whose step begin for this step would wait for training now."""
        return [
            cb
            for cb, step_size, hooks in self.hooks
            if isinstance(cb, WaitedDSCallback)
            and "ds_step_begin" in hooks
            and (k - 1) % step_size == 0
            and step > cb.step_size
            and not cb.training_ended
            and not cb.step_event.is_set()
        ]

    def resume(self) -> None:
        """Training ended a step: run the step begin of the row held for it (as MindSpore's waiting thread does)."""
        if self.pending is not None and not self.pending_done:
            _, k, step = self.pending
            for cb, _, _ in self.hooks:
                if isinstance(cb, WaitedDSCallback) and self in cb._stalled:
                    cb._stalled.remove(self)
            self.pending_done = True
            self.call("ds_step_begin", _DSRunContext(self.epoch + 1, k, step), k)

    def rows(self, epoch: int, child_rows: Iterator, run_one) -> Iterator:
        """The map's output rows of (part of) iterator epoch ``epoch``, ``run_one(row, i)`` mapping the i-th child
        row: blocks of up to 16 rows, each row's step begin before its operations and the step ends of a block
        before its rows go out; a block stops before a row whose step begin waits for training."""
        if not self.begun:
            self.begun = True
            self.call("ds_begin", _DSRunContext(0, 0, 0))
        if self.epoch != epoch:
            self.close_epoch()
            self.epoch, self.step_in_epoch = epoch, 0
            self.call("ds_epoch_begin", _DSRunContext(epoch + 1, 0, self.step))
        child, index = iter(child_rows), 0
        while True:
            block = []
            while len(block) < self.block:
                if self.pending is None:
                    row = next(child, _END)
                    if row is _END:
                        break
                    self.step_in_epoch += 1
                    self.step += 1
                    k, step = self.step_in_epoch, self.step
                    waiting = self._waiting_on(k, step)
                    if waiting:
                        self.pending, self.pending_done = (row, k, step), False
                        for cb in waiting:
                            cb._stalled.append(self)
                        break
                    self.call("ds_step_begin", _DSRunContext(epoch + 1, k, step), k)
                else:
                    if not self.pending_done and block:
                        break  # hand out what is ready; training's next step end runs the held step begin
                    row, k, step = self.pending
                    self.pending = None
                    if not self.pending_done:  # the consumer needs the row now: the wait cannot be met
                        self.call("ds_step_begin", _DSRunContext(epoch + 1, k, step), k)
                block.append((run_one(row, index), k, step))
                index += 1
            if not block:
                return
            for _, k, step in block:
                self.call("ds_step_end", _DSRunContext(epoch + 1, k, step), k)
            for out, _, _ in block:
                yield out


_END = object()
