"""`mindspore.common._stub_tensor`: ``StubTensor``, the placeholder class MindSpore 2.10 keeps for modules that
still test for it."""

from __future__ import annotations


class StubTensor:
    """MindSpore 2.10's placeholder for its former asynchronous-output Tensor: an empty class no Tensor is an instance
    of (``isinstance(ops.add(x, x), StubTensor)`` is False there too), so code checking ``(Tensor, StubTensor)``
    takes the Tensor branch. Mirrors ``mindspore.common._stub_tensor.StubTensor``."""
