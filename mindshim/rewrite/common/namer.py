"""Unique names for targets, nodes and generated classes, as `mindspore.rewrite` hands them out."""

from __future__ import annotations

from ... import _state


def _split_suffix(name: str) -> tuple[str, int | None]:
    """``("relu", 3)`` for ``"relu_3"``; ``(name, None)`` when the name has no numeric suffix."""
    base, sep, tail = name.rpartition("_")
    if name == "_" or not sep or not tail or not tail.isdigit():
        return name, None
    return base, int(tail)


class Namer:
    """Counts how often each name was asked for and answers ``name``, ``name_1``, ``name_2``, ... (MindSpore's
    ``rewrite.common.namer.Namer``: a name that already carries a suffix, ``relu_3``, is kept when its base has
    not been counted that far)."""

    def __init__(self) -> None:
        self._count: dict[str, int] = {}

    def get_name(self, origin_name: str) -> str:
        """A name not handed out before, made from ``origin_name``."""
        if origin_name == "_":
            return origin_name
        base, suffix = _split_suffix(origin_name)
        number = self._count.get(origin_name)
        if number is None:
            self._count[origin_name] = 1
            if not suffix or self._count.get(base, -1) <= suffix:
                return origin_name
            number = 1
        while True:
            candidate = f"{origin_name}_{number}"
            number += 1
            self._count[origin_name] = number
            if candidate not in self._count:
                return candidate

    def add_name(self, name: str) -> None:
        """Mark ``name`` as taken."""
        self._count.setdefault(name, 1)


class ClassNamer(Namer):
    """Names of the rewritten classes (``LeNet5Opt``, ``LeNet5Opt_1``, ...), unique in the process; the count
    is ``_state.O1_CLASS_COUNT``, shared with ``amp_level='O1'``'s rewritten classes as in MindSpore."""

    _instance: ClassNamer | None = None

    def __init__(self) -> None:
        super().__init__()
        self._count = _state.O1_CLASS_COUNT

    @classmethod
    def instance(cls) -> ClassNamer:
        """The process-wide class namer."""
        if cls._instance is None:
            cls._instance = cls()
        return cls._instance

    def get_name(self, origin_name: str) -> str:
        """``<origin_name>Opt``, suffixed when taken."""
        return super().get_name(origin_name + "Opt")
