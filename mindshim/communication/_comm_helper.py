"""`mindspore.communication._comm_helper`: the communication backend names (``Backend``) that MindSpore code imports."""

from __future__ import annotations

from .._kernels import errors as _errors

__all__ = ["Backend", "DEFAULT_BACKEND"]


class Backend:
    """The communication backends: ``Backend('hccl')`` is the string ``'hccl'`` (``Backend.HCCL``; also ``NCCL``,
    ``MCCL``; ``UNDEFINED`` marks an invalid one). Mirrors MindSpore 2.10's ``_comm_helper.Backend`` (mindshim's
    collectives run on torch.distributed whichever name is chosen).

    Raises:
        TypeError: ``name`` not a string. ValueError: a name other than hccl/nccl/mccl (any case).
    """

    UNDEFINED = "undefined"
    HCCL = "hccl"
    NCCL = "nccl"
    MCCL = "mccl"

    def __new__(cls, name: str) -> str:  # type: ignore[misc]
        if not isinstance(name, str):
            raise _errors.type_error(
                "Backend", f"the class variable 'name' must be a string, but got the type : {type(name)}"
            )
        value = getattr(Backend, name.upper(), Backend.UNDEFINED)
        if value == Backend.UNDEFINED:
            raise _errors.value_error(
                "Backend", f"the class variable 'name' {name} is not supported, please use hccl or nccl."
            )
        return value


DEFAULT_BACKEND = Backend("hccl")
