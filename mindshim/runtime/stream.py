"""`mindspore.runtime` streams and events: `torch.cuda.Stream`/`Event` on CUDA, host-side stand-ins on CPU."""

from __future__ import annotations

from .. import _api
import time
from typing import Any

import torch

__all__ = _api.names(__name__)


def _cuda() -> bool:
    return torch.cuda.is_available()


class Stream:
    """A device stream. Mirrors ``mindspore.runtime.Stream(priority=0, **kwargs)``: a ``torch.cuda.Stream`` on CUDA;
    on CPU, where work runs in order on the host, a stand-in whose waits and queries return at once."""

    def __init__(self, priority: int = 0, **kwargs: Any) -> None:
        self._torch = kwargs.get("stream") or (torch.cuda.Stream(priority=priority) if _cuda() else None)
        self.priority = priority

    def synchronize(self) -> None:
        """Wait for everything queued on this stream."""
        if self._torch is not None:
            self._torch.synchronize()

    def query(self) -> bool:
        """True when everything queued on this stream has finished."""
        return True if self._torch is None else bool(self._torch.query())

    def wait_event(self, event: Event) -> None:
        """Make later work on this stream wait for ``event``."""
        if self._torch is not None and event._torch is not None:
            self._torch.wait_event(event._torch)

    def wait_stream(self, stream: Stream) -> None:
        """Make later work on this stream wait for what is queued on ``stream`` now."""
        if self._torch is not None and stream._torch is not None:
            self._torch.wait_stream(stream._torch)

    def record_event(self, event: Event | None = None) -> Event:
        """Record ``event`` (a new one by default) on this stream and return it."""
        event = event or Event()
        event.record(self)
        return event

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Stream) and self._torch == other._torch

    __hash__ = object.__hash__

    def __repr__(self) -> str:
        return f"Stream({self._torch!r})" if self._torch is not None else "Stream(cpu)"


class Event:
    """A point in a stream's work, for synchronisation and timing. Mirrors ``mindspore.runtime.Event(enable_timing=False,
    blocking=False)``: a ``torch.cuda.Event`` on CUDA; on CPU, a host clock reading taken at :meth:`record`."""

    def __init__(self, enable_timing: bool = False, blocking: bool = False) -> None:
        self.enable_timing = enable_timing
        self._torch = torch.cuda.Event(enable_timing=enable_timing, blocking=blocking) if _cuda() else None
        self._time: float | None = None

    def record(self, stream: Stream | None = None) -> None:
        """Record the event on ``stream`` (the current stream by default)."""
        if self._torch is not None:
            self._torch.record(stream._torch if stream is not None else None)
        self._time = time.perf_counter()

    def wait(self, stream: Stream | None = None) -> None:
        """Make ``stream`` wait for this event."""
        if self._torch is not None:
            self._torch.wait(stream._torch if stream is not None else None)

    def synchronize(self) -> None:
        """Wait until the event has happened."""
        if self._torch is not None:
            self._torch.synchronize()

    def query(self) -> bool:
        """True when the event has happened."""
        return True if self._torch is None else bool(self._torch.query())

    def elapsed_time(self, end_event: Event) -> float:
        """Milliseconds between this event and ``end_event`` (both recorded, with ``enable_timing=True``).

        Raises:
            RuntimeError: when timing was not enabled or an event was not recorded.
        """
        if not (self.enable_timing and end_event.enable_timing):
            raise RuntimeError("Both events must be created with enable_timing=True.")
        if self._torch is not None:
            return float(self._torch.elapsed_time(end_event._torch))
        if self._time is None or end_event._time is None:
            raise RuntimeError("Both events must be recorded before elapsed_time is asked for.")
        return (end_event._time - self._time) * 1000.0


def current_stream() -> Stream | None:
    """The stream new work goes to: a :class:`Stream` on CUDA, None on CPU (as MindSpore's CPU build answers)."""
    return Stream(stream=torch.cuda.current_stream()) if _cuda() else None


def default_stream() -> Stream | None:
    """The device's default stream (None on CPU)."""
    return Stream(stream=torch.cuda.default_stream()) if _cuda() else None


def communication_stream() -> Stream | None:
    """The stream collectives run on: the current stream here (None on CPU)."""
    return current_stream()


def set_cur_stream(stream: Stream) -> None:
    """Send new work to ``stream`` (``torch.cuda.set_stream``; nothing to do on CPU)."""
    if stream is not None and stream._torch is not None:
        torch.cuda.set_stream(stream._torch)


class StreamCtx:
    """``with StreamCtx(stream):`` sends the block's work to ``stream`` (``torch.cuda.stream``; a plain block on CPU).
    Mirrors ``mindspore.runtime.StreamCtx``."""

    def __init__(self, ctx_stream: Stream | None) -> None:
        self.stream = ctx_stream
        self._ctx = None

    def __enter__(self) -> StreamCtx:
        if self.stream is not None and self.stream._torch is not None:
            self._ctx = torch.cuda.stream(self.stream._torch)
            self._ctx.__enter__()
        return self

    def __exit__(self, *exc: Any) -> None:
        if self._ctx is not None:
            self._ctx.__exit__(*exc)
            self._ctx = None


def synchronize() -> None:
    """Wait for all queued device work. Mirrors ``mindspore.runtime.synchronize``; a no-op on CPU."""
    if torch.cuda.is_available() and torch.cuda.is_initialized():
        torch.cuda.synchronize()
