"""`mindspore.train.train_thor.dataset_helper`: THOR's DatasetHelper (the dataset sink with a first-order step count)."""

from __future__ import annotations

from typing import Any

from ... import _checkparam as validator
from ... import context


class DatasetHelper:
    """THOR's dataset helper. Mirrors ``mindspore.train.train_thor.dataset_helper.DatasetHelper(dataset,
    dataset_sink_mode=True, sink_size=-1, epoch_num=1, iter_first_order=1)`` (2.10), which only builds a sink
    iterator on Ascend (``iter_first_order`` steps per loop) or GPU: on the CPU, sink mode is MindSpore's
    RuntimeError, and without sink mode it builds no iterator (as there: ``iter`` is unset, so iterating it raises
    AttributeError; ``mindspore.train.dataset_helper.DatasetHelper`` is the one that iterates a dataset).

    Raises:
        TypeError: ``dataset_sink_mode`` not a bool or ``sink_size`` not an int. ValueError: ``sink_size`` 0 or
            below -1. RuntimeError: sink mode with device_target 'CPU'.
    """

    def __init__(
        self, dataset: Any, dataset_sink_mode: bool = True, sink_size: int = -1, epoch_num: int = 1,
        iter_first_order: int = 1,
    ) -> None:  # fmt: skip
        dataset_sink_mode = validator.check_bool(dataset_sink_mode)
        validator.check_is_int(sink_size)
        if sink_size < -1 or sink_size == 0:
            raise ValueError(f"The sink_size must be -1 or positive, but got sink_size {sink_size}.")
        if dataset_sink_mode and context.get_context("device_target") == "CPU":
            raise RuntimeError("Currently dataset sink mode is not supported when the device target is CPU.")

    def __iter__(self) -> Any:
        return self.iter.__iter__()

    def types_shapes(self) -> Any:
        """The (types, shapes) of the sink iterator."""
        return self.iter.types_shapes()

    def sink_size(self) -> int:
        """The sink size of the sink iterator."""
        return self.iter.get_sink_size()

    def stop_send(self) -> None:
        """Stop sending data to the device."""
        self.iter.stop_send()
