"""`mindspore.profiler.schedule`: the step schedule (`Schedule`, bound as `mindspore.profiler.schedule`) and `ProfilerAction`."""

from __future__ import annotations

import enum

from .. import log as logger


class ProfilerAction(enum.Enum):
    """What a :class:`Schedule` asks for at a step. Mirrors ``mindspore.profiler.schedule.ProfilerAction`` (2.10).

    Members: ``NONE`` (0), ``WARM_UP`` (1), ``RECORD`` (2), ``RECORD_AND_SAVE`` (3).
    """

    NONE = 0
    WARM_UP = 1
    RECORD = 2
    RECORD_AND_SAVE = 3

    @staticmethod
    def get_by_value(value: int) -> ProfilerAction | None:
        """The member whose value is ``value``, or None when there is none (as MindSpore)."""
        return {action.value: action for action in ProfilerAction}.get(value, None)


class Schedule:
    """Step schedule: skip ``skip_first`` steps, then cycles of ``wait`` idle, ``warmup`` warm-up and ``active``
    recorded steps (the last one saves), ``repeat`` times (0: for ever). Calling it with a step number gives the
    :class:`ProfilerAction`. Mirrors ``mindspore.profiler.schedule`` (2.10's ``Schedule`` class, which
    ``mindspore.profiler`` binds under that name).

    Args (keyword-only): wait (int), active (int), warmup (int, default 0), repeat (int, default 0), skip_first
    (int, default 0). A count that is not an int (bools included) or is negative (``active``: below 1) is reset to
    its default (0; ``active`` 1) with MindSpore's warning, and ``warmup == 0`` warns that the results may skew.

    Raises:
        ValueError: when called with a negative step.
    """

    def __init__(self, *, wait: int, active: int, warmup: int = 0, repeat: int = 0, skip_first: int = 0) -> None:
        self.wait = wait
        self.active = active
        self.warmup = warmup
        self.repeat = repeat
        self.skip_first = skip_first
        self._check_params()

    def __call__(self, step: int) -> ProfilerAction:
        if step < 0:
            raise ValueError("Invalid parameter step, which must be not less than 0.")
        if step < self.skip_first:
            return ProfilerAction.NONE
        step -= self.skip_first
        num_steps = self.wait + self.warmup + self.active
        if 0 < self.repeat <= step / num_steps:
            return ProfilerAction.NONE
        mod_step = step % num_steps
        if mod_step < self.wait:
            return ProfilerAction.NONE
        if mod_step < self.wait + self.warmup:
            return ProfilerAction.WARM_UP
        return ProfilerAction.RECORD if mod_step < num_steps - 1 else ProfilerAction.RECORD_AND_SAVE

    def __repr__(self) -> str:
        return (
            f"Schedule(wait={self.wait!r}, active={self.active!r}, warmup={self.warmup!r}, repeat={self.repeat!r}, "
            f"skip_first={self.skip_first!r})"
        )

    def _check_params(self) -> None:
        checks = (("wait", 0, 0), ("warmup", 0, 0), ("active", 1, 1), ("repeat", 0, 0), ("skip_first", 0, 0))
        for name, low, default in checks:
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool) or value < low:
                logger.warning(
                    f"Parameter '{name}' should be of type int, but got {type(value).__name__}. reset to int {default}."
                )
                setattr(self, name, default)
        if self.warmup == 0:
            logger.warning("Profiler won't be using warmup, this can skew profiler results")

    def to_dict(self) -> dict:
        """The parameters of the schedule and their values."""
        return {
            "wait": self.wait,
            "active": self.active,
            "warmup": self.warmup,
            "repeat": self.repeat,
            "skip_first": self.skip_first,
        }


def _default_schedule_fn(_: int) -> ProfilerAction:
    """The schedule without one: record every step."""
    return ProfilerAction.RECORD
