"""`mindspore.train.DatasetHelper` and `connect_network_with_dataset`: feeding a network from a dataset."""

from __future__ import annotations

from .. import _api
from typing import Any

from .. import _checkparam as validator
from ..nn.cell import Cell

__all__ = _api.names(__name__)


def _types_and_shapes(dataset: Any) -> tuple[list, list]:
    from ..common import dtype as mstype

    types = [mstype.pytype_to_dtype(t) for t in dataset.output_types()]
    return types, dataset.output_shapes()


class _DatasetIterNormal:
    """Rows of the dataset, as lists of Tensors (non-sink mode)."""

    def __init__(self, dataset: Any, epoch_num: int = -1) -> None:
        self.dataset = dataset
        self.iter = dataset.create_tuple_iterator(num_epochs=epoch_num)

    def __iter__(self):
        return self

    def __next__(self):
        return self.iter.__next__()


class _DatasetIterSink:
    """Sink mode: ``sink_count`` empty tuples per pass; the connected network reads the rows itself."""

    def __init__(self, dataset: Any, sink_size: int, epoch_num: int) -> None:
        self.dataset = dataset
        self.sink_size = sink_size
        self.sink_count = sink_size if sink_size > 0 else dataset.get_dataset_size()
        self.data = dataset.create_tuple_iterator(num_epochs=epoch_num)
        self.dataset_types, self.dataset_shapes = _types_and_shapes(dataset)

    def __iter__(self):
        self.index = 0
        return self

    def __next__(self) -> tuple:
        if self.index >= self.sink_count:
            raise StopIteration()
        self.index += 1
        return ()

    def get_sink_size(self) -> int:
        return self.sink_size if self.sink_size > 0 else self.dataset.get_dataset_size()


class DatasetHelper:
    """Iterate a dataset for a training loop. Mirrors ``mindspore.train.DatasetHelper`` (2.10).

    Without sink mode, iterating gives each row as a list of Tensors. In sink mode (the default) iterating gives
    ``sink_size`` empty tuples per pass (the dataset size when ``sink_size`` is -1), and the network returned by
    :func:`connect_network_with_dataset` takes the next row from the dataset on each call, as MindSpore's device
    queue does on GPU/Ascend; mindshim emulates this on every device (MindSpore 2.10's CPU build cannot create
    the queue and raises RuntimeError).

    Args:
        dataset (Dataset): the dataset. dataset_sink_mode (bool): default True.
        sink_size (int): rows per pass in sink mode, -1 or positive. Default -1. epoch_num (int): default 1.

    Raises:
        TypeError: ``dataset_sink_mode`` not a bool or ``sink_size`` not an int. ValueError: ``sink_size`` 0 or < -1.
    """

    def __init__(self, dataset: Any, dataset_sink_mode: bool = True, sink_size: int = -1, epoch_num: int = 1) -> None:
        dataset_sink_mode = validator.check_bool(dataset_sink_mode)
        validator.check_is_int(sink_size)
        if sink_size < -1 or sink_size == 0:
            raise ValueError(f"The 'sink_size' must be -1 or positive, but got sink_size {sink_size}.")
        if sink_size == -1:
            sink_size = dataset.get_dataset_size()
        self.dataset_sink_mode = dataset_sink_mode
        if dataset_sink_mode:
            self.iter = _DatasetIterSink(dataset, sink_size, epoch_num)
        else:
            self.iter = _DatasetIterNormal(dataset, epoch_num=epoch_num)

    def __iter__(self):
        return self.iter.__iter__()

    def types_shapes(self) -> tuple[list, list]:
        """The column dtypes and shapes of the dataset (sink mode)."""
        return self.iter.dataset_types, self.iter.dataset_shapes

    def sink_size(self) -> int:
        """Rows per pass in sink mode."""
        return self.iter.get_sink_size()

    def stop_send(self) -> None:
        """Nothing to stop: rows are read on demand."""

    def release(self) -> None:
        """Nothing to release."""

    def continue_send(self) -> None:
        """Nothing to resume: rows are read on demand."""

    def get_data_info(self) -> tuple[list, list]:
        """The column dtypes and shapes of the next row (the dataset's first row here)."""
        return _types_and_shapes(self.iter.dataset)

    def get_mbuf_queue_size(self) -> int:
        """No device queue: 0."""
        return 0


class _DataWrapper(Cell):
    """Calls ``network`` on the next row of the dataset (MindSpore's GetNext wrapper)."""

    def __init__(self, network: Cell, sink_iter: _DatasetIterSink) -> None:
        super().__init__(auto_prefix=False)
        self.network = network
        object.__setattr__(self, "_sink_iter", sink_iter)

    def construct(self, *args: Any) -> Any:
        return self.network(*next(self._sink_iter.data))


def connect_network_with_dataset(network: Cell, dataset_helper: DatasetHelper) -> Cell:
    """Wrap ``network`` so that calling it with no inputs runs it on the next row of ``dataset_helper``'s dataset.

    Mirrors ``mindspore.train.connect_network_with_dataset`` (2.10); see :class:`DatasetHelper`. Connecting the
    same dataset again returns the same wrapper.

    Raises:
        RuntimeError: ``dataset_helper`` is not in sink mode. ValueError: the dataset is connected to another network.
    """
    sink_iter = dataset_helper.iter
    if not isinstance(sink_iter, _DatasetIterSink):
        raise RuntimeError("The API 'connect_network_with_dataset' should be called in dataset sink mode.")
    dataset = sink_iter.dataset
    connected = dataset.__dict__.get("_ms_sink_network")
    if connected is not None:
        if connected.network is not network:
            raise ValueError("The dataset has been connected to other network, please check the code.")
        object.__setattr__(connected, "_sink_iter", sink_iter)
        return connected
    wrapper = _DataWrapper(network, sink_iter)
    dataset.__dict__["_ms_sink_network"] = wrapper
    return wrapper
