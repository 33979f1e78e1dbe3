"""`mindspore.boost.boost`: AutoBoost, the boost-level configuration read by Model and BoostTrainOneStepCell."""

from __future__ import annotations

from .. import _api
import threading
from typing import Any

__all__ = _api.names(__name__)

_MODES = ["auto", "manual", "enable_all", "disable_all"]
_ALGORITHMS = ("less_bn", "grad_freeze", "adasum", "grad_accumulation", "dim_reduce", "loss_scale_group")
# MindSpore keeps one dict per level and "manual" mode updates it in place; so does this table.
_LEVELS: dict[str, dict[str, bool]] = {}


def _reset() -> None:
    """Back to a new process's state: no AutoBoost instance yet, the level tables as shipped."""
    _LEVELS.clear()
    _LEVELS["O0"] = dict.fromkeys(_ALGORITHMS, False)
    _LEVELS["O1"] = {**dict.fromkeys(_ALGORITHMS, False), "less_bn": True, "grad_freeze": True}
    _LEVELS["O2"] = {**_LEVELS["O1"], "adasum": True}
    AutoBoost._instance = None


# config key -> attribute of AutoBoost it sets
_SETTERS = {
    "fn_flag": "_fn_flag",
    "gc_flag": "_gc_flag",
    "param_groups": "_param_groups",
    "freeze_type": "_freeze_type",
    "freeze_p": "_freeze_p",
    "total_steps": "_total_steps",
    "device_number": "device_number",
    "gradient_split_groups": "gradient_groups",
    "grad_accumulation_step": "grad_accumulation_step",
    "rho": "rho",
    "gamma": "gamma",
    "alpha": "alpha",
    "sigma": "sigma",
    "n_components": "n_components",
    "pca_mat_path": "pca_mat_path",
    "weight_load_dir": "weight_load_dir",
    "timeout": "timeout",
}


class AutoBoost:
    """Boost configuration of a training run (one instance per process).

    Mirrors ``mindspore.boost.AutoBoost(level="O0", boost_config_dict="")`` (2.10). ``level`` 'O0' / 'O1' / 'O2'
    (anything else counts as 'O0') chooses the algorithms that are on (O1: less_bn and grad_freeze; O2: also
    adasum). ``boost_config_dict`` (a dict such as ``{"boost": {"mode": "manual", "grad_accumulation": True},
    "grad_accumulation": {"grad_accumulation_step": 4}, "common": {"device_number": 8}}``) changes them: mode
    "auto" keeps the level's choice, "manual" takes the booleans of its "boost" entry, "enable_all" /
    "disable_all" switch every algorithm; then the hyper-parameters of the "common" entry and of each enabled
    algorithm's entry are read (``grad_accumulation_step``, ``gradient_split_groups``, ``param_groups``,
    ``freeze_p``, ``rho``, ...). ``boost_config`` is the resulting {algorithm: bool} dict.

    As in MindSpore the first instance made in the process keeps its configuration: later ``AutoBoost(...)``
    calls return that same object unchanged (``BoostTrainOneStepCell`` reads it through ``AutoBoost()``).

    Raises:
        ValueError: ``boost.mode`` not one of "auto", "manual", "enable_all", "disable_all"; a
            ``gradient_split_groups`` that is neither a list nor an int.

    Known differences: the algorithms that rewrite the network or need several devices (less_bn, grad_freeze,
    dim_reduce) are not available on this backend; ``network_auto_process_train`` / ``network_auto_process_eval``
    raise NotImplementedError when the configuration asks for them. adasum only marks the optimizer, as in
    MindSpore (it acts in distributed runs only).
    """

    _instance_lock = threading.Lock()
    _instance = None

    def __new__(cls, *args: Any, **kwargs: Any) -> AutoBoost:
        if AutoBoost._instance is None:
            with AutoBoost._instance_lock:
                if AutoBoost._instance is None:
                    inst = object.__new__(cls)
                    inst.level = None
                    inst.boost_config_dict = None
                    AutoBoost._instance = inst
        return AutoBoost._instance

    def __init__(self, level: str = "O0", boost_config_dict: Any = "") -> None:
        if level not in _LEVELS:
            level = "O0"
        if self._instance.level is not None:
            return
        self.level = level
        self.boost_config_dict = boost_config_dict
        self._fn_flag = True
        self._gc_flag = True
        self._param_groups = 10
        self._freeze_type = 1
        self._freeze_p = 0.7
        self._total_steps = 65536
        self.gradient_groups = None
        self.device_number = 8
        self.grad_accumulation_step = 1
        self.rho = 0.55
        self.gamma = 0.9
        self.alpha = 0.001
        self.sigma = 0.4
        self.n_components = 32
        self.pca_mat_path = None
        self.weight_load_dir = None
        self.local_pca_mat_path = None
        self.timeout = 1800
        self.boost_config = self._get_configuration(level, boost_config_dict)

    def network_auto_process_train(self, network: Any, optimizer: Any) -> tuple:
        """The (network, optimizer) pair for training with this configuration.

        Mirrors ``AutoBoost.network_auto_process_train``: with adasum the optimizer gets ``adasum = True``.

        Raises:
            NotImplementedError: when dim_reduce, less_bn or grad_freeze is enabled.
        """
        for algo in ("dim_reduce", "less_bn", "grad_freeze"):
            if self.boost_config.get(algo):
                _unavailable(algo)
        if self.boost_config.get("adasum"):
            optimizer.adasum = True
        return network, optimizer

    def network_auto_process_eval(self, network: Any) -> Any:
        """The network for evaluation with this configuration (unchanged unless less_bn is on).

        Raises:
            NotImplementedError: when less_bn is enabled (and dim_reduce is not).
        """
        if self.boost_config.get("dim_reduce"):
            return network
        if self.boost_config.get("less_bn"):
            _unavailable("less_bn")
        return network

    def _set(self, key: str, value: Any) -> None:
        if key == "gradient_split_groups":
            if not isinstance(value, (list, int)):
                raise ValueError(f"gradient_groups `{value}` is not in (list, int)")
            if isinstance(value, int):
                value = list(value)  # TypeError, as in MindSpore
        setattr(self, _SETTERS[key], value)

    def _get_configuration(self, level: str, boost_config_dict: Any) -> dict:
        level_config = _LEVELS[level]
        if not boost_config_dict:
            return level_config
        mode = "auto"
        if "boost" in boost_config_dict and "mode" in boost_config_dict["boost"]:
            mode = boost_config_dict["boost"]["mode"]
        if mode not in _MODES:
            raise ValueError(f"The boost mode must be in {_MODES}, but got {mode}")
        if mode == "manual":
            for key, value in boost_config_dict["boost"].items():
                if key in level_config:
                    level_config[key] = value
        elif mode == "enable_all":
            level_config = dict.fromkeys(level_config, True)
        elif mode == "disable_all":
            level_config = dict.fromkeys(level_config, False)
        for key, section in boost_config_dict.items():
            if not ((key in level_config and level_config[key]) or key == "common"):
                continue
            for name in section:
                if name in _SETTERS:
                    self._set(name, section[name])
        return level_config


def _unavailable(algo: str) -> None:
    raise NotImplementedError(
        f"The boost algorithm '{algo}' is not available on this backend; set it to False in 'boost_config_dict' "
        "or use boost_level 'O0'."
    )


_reset()
