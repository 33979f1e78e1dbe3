"""`mindspore.train.ConvertNetUtils` / `ConvertModelUtils`: a network's layers to THOR layers, a Model to ModelThor."""

from __future__ import annotations

from typing import Any

from ... import _api
from ... import nn
from ...nn.optim.thor import ConvertNetUtils  # noqa: F401  (MindSpore defines it here; nn.thor calls it)

__all__ = _api.names(__name__)


class ConvertModelUtils:
    """Converts a Model to THOR's ``ModelThor``. Mirrors ``mindspore.train.ConvertModelUtils`` (2.10)."""

    @staticmethod
    def convert_to_thor_model(
        model: Any,
        network: Any,
        loss_fn: Any = None,
        optimizer: Any = None,
        metrics: Any = None,
        amp_level: str = "O0",
        loss_scale_manager: Any = None,
        keep_batchnorm_fp32: bool = False,
    ) -> Any:
        """``model`` itself unless ``optimizer`` is THOR's (a ``ThorGpu`` or ``ThorAscend``); then a new
        ``ModelThor`` over ``network`` (alone when it is a ``TrainOneStepCell``, else with ``loss_fn``,
        ``optimizer``, ``amp_level``, ``loss_scale_manager``, ``keep_batchnorm_fp32`` and ``metrics``).

        So for any other optimizer (or None) the call is a pass-through: no argument is checked, ``model`` is
        returned as it is.
        """
        if type(optimizer).__name__ in ("ThorAscend", "ThorGpu"):
            from .model_thor import ModelThor

            if isinstance(network, nn.TrainOneStepCell):
                model = ModelThor(network=network)
            else:
                model = ModelThor(
                    network=network,
                    loss_fn=loss_fn,
                    optimizer=optimizer,
                    amp_level=amp_level,
                    loss_scale_manager=loss_scale_manager,
                    keep_batchnorm_fp32=keep_batchnorm_fp32,
                    metrics=metrics,
                )
        return model
