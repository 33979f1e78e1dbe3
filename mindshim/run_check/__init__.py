"""`mindspore.run_check`: checks the installation by running a small multiplication on the current device."""

from __future__ import annotations

from .. import _api
import numpy as np

__all__ = _api.names(__name__)


def run_check() -> None:
    """Print the emulated MindSpore version, multiply two small tensors on the context's device and report the
    result in MindSpore's words. Mirrors ``mindspore.run_check`` (2.10); the platform named is the device the
    computation really ran on (``CPU``, or ``GPU`` for CUDA)."""
    from .. import __version__
    from ..common.tensor import Tensor

    print("MindSpore version: ", __version__)
    a = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
    b = Tensor(np.array([4.0, 5.0, 6.0], np.float32))
    result = (a * b).asnumpy()
    platform = "CPU" if a._data().device.type == "cpu" else "GPU"
    if np.allclose(result, [4.0, 10.0, 18.0]):
        print(
            "The result of multiplication calculation is correct, MindSpore has been installed on platform "
            f"[{platform}] successfully!"
        )
    else:
        print(f"The result of multiplication calculation is not correct: {result}.")
