"""`mindspore.multiprocessing`: Python's ``multiprocessing`` under MindSpore's name (its ``Process`` and ``Pool``
wrap fork callbacks MindSpore's runtime needs; torch needs none on CPU, so they are the standard classes)."""

from __future__ import annotations

from . import _api
import multiprocessing as mp  # mindspore.multiprocessing.mp, as there
from multiprocessing import *  # noqa: F403
from multiprocessing import pool as mp_pool  # noqa: F401

__all__ = _api.names(__name__)

_MsProcess = mp.Process
