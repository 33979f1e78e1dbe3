"""`mindspore.train.train_thor.model_thor`: ModelThor, the Model THOR's conversion returns."""

from __future__ import annotations

from typing import Any

from ... import _api
from ... import nn
from ..model import Model

__all__ = _api.names(__name__)


class ModelThor(Model):
    """The Model that :meth:`ConvertModelUtils.convert_to_thor_model` returns for a THOR optimizer. Mirrors
    ``mindspore.train.train_thor.model_thor.ModelThor`` (2.10).

    Built like :class:`Model` (same arguments); ``_frequency`` is the THOR optimizer's ``get_frequency()``.
    ``predict`` works as Model's. In MindSpore 2.10 ``ModelThor`` overrides ``Model._exec_preprocess`` with an
    older signature, so ``train`` and ``eval`` raise ``TypeError: ModelThor._exec_preprocess() missing 2 required
    positional arguments: 'network' and 'phase'`` in every mode; mindshim raises the same.
    """

    def __init__(
        self,
        network: Any,
        loss_fn: Any = None,
        optimizer: Any = None,
        metrics: Any = None,
        eval_network: Any = None,
        eval_indexes: Any = None,
        amp_level: str = "O0",
        **kwargs: Any,
    ) -> None:
        super().__init__(network, loss_fn, optimizer, metrics, eval_network, eval_indexes, amp_level, **kwargs)
        if isinstance(network, nn.TrainOneStepCell):
            self._frequency = network.optimizer.get_frequency()
        else:
            self._frequency = optimizer.get_frequency()
        self.switch_branch_one = True
        self.index_first_order = 0
        self.train_network_init_flag = True
        self.has_do_dataset_init = False

    @staticmethod
    def _preprocess_error() -> TypeError:
        return TypeError("ModelThor._exec_preprocess() missing 2 required positional arguments: 'network' and 'phase'")

    def train(self, epoch: int, train_dataset: Any, callbacks: Any = None, dataset_sink_mode: bool = False,
              sink_size: int = -1, initial_epoch: int = 0) -> None:  # fmt: skip
        """Raises ``TypeError``, as MindSpore 2.10's ModelThor does (see the class)."""
        raise self._preprocess_error()

    def eval(self, valid_dataset: Any, callbacks: Any = None, dataset_sink_mode: bool = False) -> dict:
        """Raises ``TypeError``, as MindSpore 2.10's ModelThor does (see the class)."""
        raise self._preprocess_error()
