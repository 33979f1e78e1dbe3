"""MindSpore-style logging (`mindspore.log`): `[WARNING] ME(pid:tid,MainProcess):time [file:line] msg` on stderr, level from GLOG_v."""

from __future__ import annotations

from . import _api
import datetime
import logging  # (mindspore.log.logging is the standard module, as there)
import os
import sys
import threading

__all__ = _api.names(__name__)

_LEVEL_NAMES = {0: "DEBUG", 1: "INFO", 2: "WARNING", 3: "ERROR", 4: "CRITICAL"}
# MindSpore sets its logger up once, while `import mindspore` runs: later changes to the variables are not seen.
_ENV = {"GLOG_v": os.environ.get("GLOG_v", "2"), "GLOG_logtostderr": os.environ.get("GLOG_logtostderr", "1")}


def get_level() -> str:
    """Return the log level as MindSpore does: that of its logger (:func:`_get_logger`) as '0'..'4', which is the
    value of ``GLOG_v`` (default '2', WARNING) unless the logger's level was set since.

    Mirrors ``mindspore.log.get_level``. ``GLOG_v=0`` DEBUG, 1 INFO, 2 WARNING, 3 ERROR, 4 CRITICAL. As in
    MindSpore, the variable is read when ``mindspore`` is imported; setting it afterwards changes nothing.

    Raises:
        ValueError: ``GLOG_v`` holds anything else (MindSpore raises it at its first log message, during import).
    """
    return str(_get_logger().getEffectiveLevel() // 10 - 1)


_LOGGER: list = []  # [the logger, the GLOG_v reading its level came from]; a new reading of GLOG_v resets the level


def _get_logger() -> logging.Logger:
    """MindSpore's logger: a ``logging.Logger`` (not propagating) whose level, set from ``GLOG_v`` when made, is
    the one :func:`get_level` reports and the messages of this module obey (``_get_logger().setLevel('ERROR')``
    silences warnings, as libraries do). Mirrors ``mindspore.log._get_logger`` (2.10); mindshim's logger writes
    through this module, not through handlers of its own.

    Raises:
        ValueError: ``GLOG_v`` holds anything but '0'..'4' (MindSpore's message).
    """
    level = _ENV["GLOG_v"]
    if _LOGGER and _LOGGER[1] == level:
        return _LOGGER[0]
    if level not in ("0", "1", "2", "3", "4"):
        raise ValueError(
            "Incorrect log level, please check the configuration of GLOG_v or GLOG_stderrthreshold, desired log "
            f"level: 4-CRITICAL, 3-ERROR, 2-WARNING, 1-INFO, 0-DEBUG. But got {level}."
        )
    logger = logging.getLogger(f"ME.mindspore.log.{os.getpid()}")
    logger.setLevel((int(level) + 1) * 10)
    logger.propagate = False
    _LOGGER[:] = [logger, level]
    return logger


def get_log_config() -> dict:
    """Return the logging configuration (``GLOG_v``, ``GLOG_logtostderr``). Mirrors ``mindspore.log.get_log_config``."""
    return {"GLOG_v": get_level(), "GLOG_logtostderr": _ENV["GLOG_logtostderr"]}


def _emit(level: int, msg: str, *args, stacklevel: int = 2) -> None:
    if level < int(get_level()):
        return
    if args:
        msg = msg % args
    frame = sys._getframe(stacklevel)
    where = f"{frame.f_code.co_filename}:{frame.f_lineno}"
    now = datetime.datetime.now()
    stamp = now.strftime("%Y-%m-%d-%H:%M:%S") + f".{now.microsecond // 1000:03d}.000"
    tid = threading.get_ident()
    sys.stderr.write(f"[{_LEVEL_NAMES[level]}] ME({os.getpid()}:{tid},MainProcess):{stamp} [{where}] {msg}\n")


def debug(msg: str, *args) -> None:
    """Log ``msg`` at DEBUG level (shown when ``GLOG_v=0``)."""
    _emit(0, msg, *args, stacklevel=2)


def info(msg: str, *args) -> None:
    """Log ``msg`` at INFO level (shown when ``GLOG_v<=1``)."""
    _emit(1, msg, *args, stacklevel=2)


def warning(msg: str, *args) -> None:
    """Log ``msg`` at WARNING level (shown when ``GLOG_v<=2``, the default)."""
    _emit(2, msg, *args, stacklevel=2)


def error(msg: str, *args) -> None:
    """Log ``msg`` at ERROR level (shown when ``GLOG_v<=3``)."""
    _emit(3, msg, *args, stacklevel=2)


def critical(msg: str, *args) -> None:
    """Log ``msg`` at CRITICAL level (always shown)."""
    _emit(4, msg, *args, stacklevel=2)
