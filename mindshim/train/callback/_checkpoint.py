"""`mindspore.train.ModelCheckpoint` and `CheckpointConfig`: save checkpoints during training."""

from __future__ import annotations

import os
import stat
import time
from typing import Any

from ...common.generator import Generator
from ...common.tensor import Tensor
from ._callback import Callback, RunContext, _check_bool, _check_non_negative_int
from ..._kernels import errors as _errors

__all__ = ["CheckpointConfig", "ModelCheckpoint", "CheckpointManager"]

_info_list = ["epoch_num", "step_num"]


def _make_directory(path: str, arg_name: str = "path") -> str:
    if not isinstance(path, str):
        raise TypeError(f"The {arg_name} is invalid, the type should be string.")
    if path.strip() == "":
        raise ValueError(f"The {arg_name} is invalid, it should be non-blank.")
    path = os.path.realpath(path)
    if os.path.exists(path) and not os.path.isdir(path):
        raise NotADirectoryError(f"The path({path}) is a file path, it should be a directory path.")
    os.makedirs(path, mode=0o700, exist_ok=True)
    return path


def _chg_ckpt_file_name_if_same_exist(directory: str, prefix: str) -> str:
    """``prefix`` or ``prefix_N`` when checkpoints with that prefix already exist (MindSpore's renaming rule)."""
    suffix_num = 0
    pre_len = len(prefix)
    for filename in os.listdir(directory):
        ext = os.path.splitext(filename)[-1]
        if ext not in (".ckpt", ".safetensors") or filename.endswith("_breakpoint.ckpt"):
            continue
        if filename.find(prefix) == 0 and not filename[pre_len].isalpha():
            index = filename[pre_len:].find("-")
            if index == 0:
                suffix_num = max(suffix_num, 1)
            elif index != -1:
                num = filename[pre_len + 1 : pre_len + index]
                if num.isdigit():
                    suffix_num = max(suffix_num, int(num) + 1)
    return f"{prefix}_{suffix_num}" if suffix_num else prefix


class CheckpointConfig:
    """When and how :class:`ModelCheckpoint` saves: every ``save_checkpoint_steps`` steps (or every
    ``save_checkpoint_seconds`` when steps is 0), keeping at most ``keep_checkpoint_max`` files (or one per
    ``keep_checkpoint_per_n_minutes``). ``saved_network`` saves that Cell instead of the train network;
    ``append_info`` adds 'epoch_num'/'step_num' and a dict of extra values; ``format`` 'ckpt' or 'safetensors'.
    ``integrated_save``, ``async_save``, ``enc_key``, ``enc_mode``, ``exception_save``, ``crc_check`` and
    ``remove_redundancy`` are passed to ``save_checkpoint`` or accepted and ignored.
    Mirrors ``mindspore.train.CheckpointConfig``.

    Raises:
        ValueError: if all four policy values are 0/None, or one is negative.
        TypeError: for a non-Cell ``saved_network`` or a bad ``append_info``.
    """

    def __init__(
        self,
        save_checkpoint_steps: int = 1,
        save_checkpoint_seconds: int = 0,
        keep_checkpoint_max: int = 5,
        keep_checkpoint_per_n_minutes: int = 0,
        integrated_save: bool = True,
        async_save: bool = False,
        saved_network: Any = None,
        append_info: list | None = None,
        enc_key: bytes | None = None,
        enc_mode: str = "AES-GCM",
        exception_save: bool = False,
        crc_check: bool = False,
        remove_redundancy: bool = False,
        format: str = "ckpt",
        **kwargs: Any,
    ) -> None:
        from ...nn.cell import Cell

        if save_checkpoint_steps is not None:
            save_checkpoint_steps = _check_non_negative_int(save_checkpoint_steps)
        if save_checkpoint_seconds is not None:
            save_checkpoint_seconds = _check_non_negative_int(save_checkpoint_seconds)
        if keep_checkpoint_max is not None:
            keep_checkpoint_max = _check_non_negative_int(keep_checkpoint_max)
        if keep_checkpoint_per_n_minutes is not None:
            keep_checkpoint_per_n_minutes = _check_non_negative_int(keep_checkpoint_per_n_minutes)
        if saved_network is not None and not isinstance(saved_network, Cell):
            raise _errors.type_error(
                "CheckpointConfig",
                f"the type of 'saved_network' must be None or Cell, but got {str(type(saved_network))}.",
            )
        if (
            not save_checkpoint_steps
            and not save_checkpoint_seconds
            and not keep_checkpoint_max
            and not (keep_checkpoint_per_n_minutes)
        ):
            raise _errors.value_error(
                "CheckpointConfig",
                "the input arguments 'save_checkpoint_steps', 'save_checkpoint_seconds', "
                "'keep_checkpoint_max' and 'keep_checkpoint_per_n_minutes' can't be all None or 0.",
            )
        self.exception_save = _check_bool(exception_save)
        self._save_checkpoint_steps = save_checkpoint_steps
        self._save_checkpoint_seconds = save_checkpoint_seconds
        if self._save_checkpoint_steps and self._save_checkpoint_steps > 0:
            self._save_checkpoint_seconds = None
        self._keep_checkpoint_max = keep_checkpoint_max
        self._keep_checkpoint_per_n_minutes = keep_checkpoint_per_n_minutes
        if self._keep_checkpoint_max and self._keep_checkpoint_max > 0:
            self._keep_checkpoint_per_n_minutes = None
        elif not self._keep_checkpoint_per_n_minutes:
            self._keep_checkpoint_max = 1
        self._integrated_save = _check_bool(integrated_save)
        self._async_save = async_save
        self._saved_network = saved_network
        self._append_dict = self._handle_append_info(append_info)
        self._enc_key = enc_key
        self._enc_mode = enc_mode
        self._crc_check = crc_check
        self._format = format
        self._map_param_inc = kwargs.get("incremental", False)
        self.remove_redundancy = remove_redundancy

    save_checkpoint_steps = property(lambda self: self._save_checkpoint_steps, doc="Steps between saves.")
    save_checkpoint_seconds = property(lambda self: self._save_checkpoint_seconds, doc="Seconds between saves.")
    keep_checkpoint_max = property(lambda self: self._keep_checkpoint_max, doc="Most files kept.")
    keep_checkpoint_per_n_minutes = property(
        lambda self: self._keep_checkpoint_per_n_minutes, doc="Keep one file per this many minutes."
    )
    integrated_save = property(lambda self: self._integrated_save, doc="Passed to save_checkpoint.")
    async_save = property(lambda self: self._async_save, doc="Passed to save_checkpoint.")
    saved_network = property(lambda self: self._saved_network, doc="The Cell to save instead of the train network.")
    enc_key = property(lambda self: self._enc_key, doc="Passed to save_checkpoint.")
    enc_mode = property(lambda self: self._enc_mode, doc="Passed to save_checkpoint.")
    crc_check = property(lambda self: self._crc_check, doc="Passed to save_checkpoint.")
    format = property(lambda self: self._format, doc="'ckpt' or 'safetensors'.")
    append_dict = property(lambda self: self._append_dict, doc="Extra values saved with each checkpoint.")
    map_param_inc = property(lambda self: self._map_param_inc, doc="Incremental save flag.")

    def get_checkpoint_policy(self) -> dict:
        """The policy values as a dict."""
        return {
            "save_checkpoint_steps": self.save_checkpoint_steps,
            "save_checkpoint_seconds": self.save_checkpoint_seconds,
            "keep_checkpoint_max": self.keep_checkpoint_max,
            "keep_checkpoint_per_n_minutes": self.keep_checkpoint_per_n_minutes,
            "saved_network": self.saved_network,
        }

    @staticmethod
    def _handle_append_info(append_info):
        if append_info is None or append_info == []:
            return None
        if not isinstance(append_info, list):
            raise _errors.type_error(
                "CheckpointConfig", f"the type of 'append_info' must be list,but got {str(type(append_info))}."
            )
        out = {}
        if "epoch_num" in append_info:
            out["epoch_num"] = 0
        if "step_num" in append_info:
            out["step_num"] = 0
        dict_num = 0
        for element in append_info:
            if not isinstance(element, (str, dict)):
                raise _errors.type_error(
                    "CheckpointConfig",
                    f"the type of 'append_info' element must be str or dict,but got {str(type(element))}.",
                )
            if isinstance(element, str) and element not in _info_list:
                raise _errors.value_error(
                    "CheckpointConfig",
                    f"the value of element in the argument 'append_info' must be in {_info_list}, but got {element}.",
                )
            if isinstance(element, dict):
                dict_num += 1
                if dict_num > 1:
                    raise _errors.type_error(
                        "CheckpointConfig", "the element of 'append_info' must has only one dict, but got {dict_num}"
                    )
                for key, value in element.items():
                    if not isinstance(key, str) or not isinstance(value, (int, float, bool, str, Tensor, Generator)):
                        raise _errors.type_error(
                            "CheckpointConfig",
                            "the key type of the dict 'append_info' must be string, the "
                            f"value type must be int or float or bool, but got key type {type(key)}, value type "
                            f"{type(value)}",
                        )
                    out[key] = value
        return out


class CheckpointManager:
    """Tracks the checkpoint files of one prefix in a directory and removes the oldest ones."""

    def __init__(self, format: str = "ckpt") -> None:
        self._ckpoint_filelist: list = []
        self._format = format

    @property
    def ckpoint_filelist(self) -> list:
        """The tracked files."""
        return self._ckpoint_filelist

    @property
    def ckpoint_num(self) -> int:
        """How many files are tracked."""
        return len(self._ckpoint_filelist)

    def update_ckpoint_filelist(self, directory: str, prefix: str) -> None:
        """Rescan ``directory`` for ``prefix-*.<format>`` files."""
        self._ckpoint_filelist = []
        ext = f".{self._format}"
        for filename in os.listdir(directory):
            if os.path.splitext(filename)[-1] == ext and filename.startswith(prefix + "-"):
                mid = filename[len(prefix) : -len(ext)]
                if not any(c.isalpha() for c in mid):
                    self._ckpoint_filelist.append(os.path.join(directory, filename))

    def remove_ckpoint_file(self, file_name: str) -> None:
        """Delete one file and forget it."""
        try:
            os.chmod(file_name, stat.S_IWRITE)
            os.remove(file_name)
            self._ckpoint_filelist.remove(file_name)
        except (OSError, ValueError):
            pass

    def remove_oldest_ckpoint_file(self) -> None:
        """Delete the file with the oldest modification time."""
        files = sorted(self._ckpoint_filelist, key=lambda f: (os.path.getmtime(f), _step_key(f)))
        self.remove_ckpoint_file(files[0])

    def keep_one_ckpoint_per_minutes(self, minutes: int, cur_time: float) -> None:
        """Within the last ``minutes``, keep only the oldest file."""
        del_list, oldest_file, oldest_time = [], "", cur_time
        for f in self._ckpoint_filelist:
            mtime = os.path.getmtime(f)
            if cur_time - mtime < 60 * minutes:
                del_list.append(f)
                if mtime < oldest_time:
                    oldest_time, oldest_file = mtime, f
        for f in del_list:
            if f != oldest_file:
                self.remove_ckpoint_file(f)


def _step_key(path: str) -> tuple:
    """(epoch, step) parsed from ``prefix-E_S.ckpt``, to order files written within one mtime tick."""
    stem = os.path.splitext(os.path.basename(path))[0].rsplit("-", 1)[-1]
    try:
        e, s = stem.split("_")
        return int(e), int(s)
    except ValueError:
        return (0, 0)


class ModelCheckpoint(Callback):
    """Save checkpoints of the train network as ``{prefix}-{epoch}_{step_in_epoch}.ckpt`` in ``directory``
    following ``config`` (a :class:`CheckpointConfig`), plus one at the end of training. If files with this prefix
    already exist there, the prefix becomes ``prefix_1``, ``prefix_2``, ... ``prefix``/``directory`` may be
    callables of ``cb_params``. Uses ``mindspore.save_checkpoint``. Mirrors ``mindspore.train.ModelCheckpoint``.

    Known differences: ``directory=None`` means the working directory when the callback is created (MindSpore
    uses the one at import time). In GRAPH_MODE the first ``step_end`` writes ``{prefix}-graph.meta`` (mode 0600)
    before any checkpoint, as MindSpore does (none in PyNative mode); MindSpore's file is the compiled ANF graph
    protobuf, mindshim's the same ``ModelProto`` with the graph's inputs, parameters and output but no nodes.

    Raises:
        ValueError: if ``prefix`` is not a string without '/' (or a callable).
        TypeError: if ``config`` is not a CheckpointConfig.
    """

    def __init__(self, prefix: Any = "CKP", directory: Any = None, config: CheckpointConfig | None = None) -> None:
        super().__init__()
        self._latest_ckpt_file_name = ""
        self._init_time = time.time()
        self._last_time = time.time()
        self._last_time_for_keep = time.time()
        self._last_triggered_step = 0
        self._prefix_func = None
        self._directory_func = None
        if not callable(prefix) and (not isinstance(prefix, str) or prefix.find("/") >= 0):
            raise _errors.value_error(
                "ModelCheckpoint",
                "the argument 'prefix' for checkpoint file name is invalid, it must be "
                f"callable or string that does not contain '/', but got {prefix}.",
            )
        self._prefix = prefix
        self._exception_prefix = prefix
        if directory is not None:
            if callable(directory):
                self._directory_func = directory
            else:
                self._directory = _make_directory(directory)
        else:
            self._directory = os.getcwd()
        if callable(prefix):
            self._prefix_func = prefix
        if config is None:
            self._config = CheckpointConfig()
        else:
            if not isinstance(config, CheckpointConfig):
                raise _errors.type_error(
                    "ModelCheckpoint",
                    f"the type of argument 'config' should be 'CheckpointConfig', but got {type(config)}.",
                )
            self._config = config
        self._manager = CheckpointManager(self._config.format)
        if not callable(directory) and not callable(prefix):
            self._prefix = _chg_ckpt_file_name_if_same_exist(self._directory, self._prefix)
        self._append_dict = self._config.append_dict or {}
        self._graph_saved = False
        self._append_epoch_num = self._append_dict.get("epoch_num", 0)
        self._append_step_num = self._append_dict.get("step_num", 0)

    def step_end(self, run_context: RunContext) -> None:
        """Save when the policy says so."""
        cb_params = run_context.original_args()
        if self._prefix_func:
            self._prefix = self._prefix_func(cb_params)
            if not isinstance(self._prefix, str) or self._prefix.find("/") >= 0:
                raise _errors.value_error(
                    "ModelCheckpoint",
                    "the argument 'prefix' for checkpoint file name is callable, it must "
                    f"return a string that does not contain '/', but got {self._prefix}.",
                )
        if self._directory_func:
            self._directory = _make_directory(self._directory_func(cb_params))
        if not self._graph_saved:  # once, in GRAPH_MODE only (PyNative has no compiled graph to write)
            from ... import context
            from ..serialization import _save_graph

            if context.get_context("mode") == context.GRAPH_MODE:
                graph_file_name = os.path.join(self._directory, self._prefix + "-graph.meta")
                inputs = getattr(cb_params, "train_dataset_element", None)
                _save_graph(cb_params.train_network, graph_file_name, inputs, getattr(cb_params, "net_outputs", None))
            self._graph_saved = True
        self._save_ckpt(cb_params)

    def end(self, run_context: RunContext) -> None:
        """Save the last step if it was not saved yet."""
        self._save_ckpt(run_context.original_args(), True)

    def _check_save_ckpt(self, cb_params, force_to_save: bool) -> bool:
        cfg = self._config
        if cfg.save_checkpoint_steps and cfg.save_checkpoint_steps > 0:
            if cb_params.cur_step_num >= self._last_triggered_step + cfg.save_checkpoint_steps or force_to_save:
                return True
        elif cfg.save_checkpoint_seconds and cfg.save_checkpoint_seconds > 0:
            cur = time.time()
            if cur - self._last_time > cfg.save_checkpoint_seconds or force_to_save:
                self._last_time = cur
                return True
        return False

    def _save_ckpt(self, cb_params, force_to_save: bool = False) -> None:
        from ..serialization import save_checkpoint

        if cb_params.cur_step_num == self._last_triggered_step:
            return
        if not self._check_save_ckpt(cb_params, force_to_save):
            return
        cfg = self._config
        step_in_epoch = int((cb_params.cur_step_num - 1) % cb_params.batch_num + 1)
        if self._prefix_func:
            name = f"{self._prefix}.{cfg.format}"
        else:
            name = f"{self._prefix}-{cb_params.cur_epoch_num}_{step_in_epoch}.{cfg.format}"
        self._manager.update_ckpoint_filelist(self._directory, self._prefix)
        if cfg.keep_checkpoint_max and 0 < cfg.keep_checkpoint_max <= self._manager.ckpoint_num:
            self._manager.remove_oldest_ckpoint_file()
        elif cfg.keep_checkpoint_per_n_minutes and cfg.keep_checkpoint_per_n_minutes > 0:
            now = time.time()
            if now - self._last_time_for_keep < cfg.keep_checkpoint_per_n_minutes * 60:
                self._manager.keep_one_ckpoint_per_minutes(cfg.keep_checkpoint_per_n_minutes, now)
        cur_file = os.path.join(self._directory, name)
        self._last_time_for_keep = time.time()
        self._last_triggered_step = cb_params.cur_step_num
        if "epoch_num" in self._append_dict:
            self._append_dict["epoch_num"] = self._append_epoch_num + cb_params.cur_epoch_num
        if "step_num" in self._append_dict:
            self._append_dict["step_num"] = self._append_step_num + cb_params.cur_step_num
        network = cfg.saved_network if cfg.saved_network is not None else cb_params.train_network
        save_checkpoint(
            network,
            cur_file,
            cfg.integrated_save,
            cfg.async_save,
            self._append_dict or None,
            cfg.enc_key,
            cfg.enc_mode,
            crc_check=cfg.crc_check,
            format=cfg.format,
        )
        self._latest_ckpt_file_name = cur_file

    @property
    def latest_ckpt_file_name(self) -> str:
        """Path of the last checkpoint written."""
        return self._latest_ckpt_file_name
