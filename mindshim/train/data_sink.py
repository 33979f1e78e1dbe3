"""`mindspore.data_sink`: run a step function on consecutive dataset rows per call."""

from __future__ import annotations

from .. import _api
import functools
from collections.abc import Callable
from typing import Any

from .. import _checkparam as validator

__all__ = _api.names(__name__)


def data_sink(
    fn: Callable, dataset: Any, sink_size: int = 1, jit_config: Any = None, input_signature: Any = None
) -> Callable:
    """Return a function that, on each call, runs ``fn(*row)`` on the next ``sink_size`` rows of ``dataset`` (cycling
    over epochs) and returns the last result. Mirrors ``mindspore.data_sink`` (2.10); its arguments are ignored by
    the returned function, as in MindSpore. ``jit_config`` and ``input_signature`` are accepted; ``fn`` runs as
    written (wrap it with ``mindspore.jit`` to compile it).

    Raises:
        TypeError: ``sink_size`` not an int. ValueError: ``sink_size`` <= 0; ``device_target`` 'CPU' (MindSpore
            supports data sinking on GPU and Ascend only).
    """
    from ..context import get_context

    validator.check_value_type("sink_size", sink_size, int, "Data sink")
    if sink_size <= 0:
        raise ValueError(f"The 'sink_size' must be positive, but got sink_size {sink_size}.")
    target = get_context("device_target")
    if target not in ("Ascend", "GPU"):
        raise ValueError(f"Data sinking supports ascend or gpu device target, but device target is {target}.")
    state = {"it": None}

    def next_row() -> Any:
        for _ in range(2):
            if state["it"] is None:
                state["it"] = dataset.create_tuple_iterator(num_epochs=1)
            try:
                return next(state["it"])
            except StopIteration:
                state["it"] = None
        raise RuntimeError("The dataset given to 'data_sink' has no data.")

    @functools.wraps(fn)
    def sink_process(*args: Any, **kwargs: Any) -> Any:
        out = None
        for _ in range(sink_size):
            out = fn(*next_row())
        return out

    return sink_process
