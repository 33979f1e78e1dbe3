"""`mindspore.Generator` and the default generator's functions (`manual_seed`, `seed`, `get_rng_state`, ...)."""

from __future__ import annotations

from .. import _api
import numpy as np
import torch

from .._kernels import random as _K_random

__all__ = _api.names(__name__)

# the command numbers of the ``_inner_ops.Generator`` primitive (MindSpore's names, in this module as there)
STEP, SEED, GET_STATE, SET_STATE, MANUAL_SEED, INITIAL_SEED = 0, 1, 2, 3, 4, 5


class Generator:
    """A random number generator holding a seed and a state. Mirrors ``mindspore.Generator`` (2.3+).

    Backed by a ``torch.Generator`` on the CPU; :data:`default_generator` is backed by torch's own default
    generator, so seeding it seeds every random op mindshim runs. Like MindSpore's it also keeps a (seed, offset)
    pair that :meth:`_step` hands out and advances. Known differences: the draws are torch's, not MindSpore's, and
    ``get_state()`` is torch's generator state followed by the seed and the offset (a UInt8 Tensor of another
    length than MindSpore's 16 bytes); a state is only meaningful to the generator kind that produced it.
    """

    def __init__(self) -> None:
        self._torch = torch.Generator()
        self._initial = 0
        self._offset = 0
        self._torch.manual_seed(0)

    def manual_seed(self, seed: int) -> Generator:
        """Seed the generator with ``seed`` (an int) and return it.

        Raises:
            TypeError: if ``seed`` is not an int.
        """
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise TypeError(f"Seed must be an integer, but got {type(seed)}.")
        self._initial = seed
        self._offset = 0
        self._torch.manual_seed(seed % (2**64))
        if self._torch is torch.default_generator and torch.cuda.is_available():
            torch.cuda.manual_seed_all(seed % (2**64))
        return self

    def seed(self) -> int:
        """Seed the generator with a non-deterministic random int and return that int."""
        self._initial = int(_K_random.fresh_seed() if self._torch is torch.default_generator else self._torch.seed())
        self._offset = 0
        return self._initial

    def initial_seed(self) -> int:
        """The seed last given to :meth:`manual_seed` or drawn by :meth:`seed` (0 before either)."""
        return self._initial

    def get_state(self):
        """The generator's state as a UInt8 Tensor: torch's state, then the seed and the offset (int64 each)."""
        from .tensor import Tensor

        pair = np.array([self._initial % 2**64, self._offset], dtype=np.uint64).view(np.uint8)
        return Tensor(np.concatenate([self._torch.get_state().numpy(), pair]))

    def set_state(self, state) -> None:
        """Restore a state returned by :meth:`get_state` (a bare torch generator state keeps seed and offset).

        Raises:
            TypeError: if ``state`` is not a Tensor.
        """
        from .tensor import Tensor

        if not isinstance(state, Tensor):
            raise TypeError(f"The argument 'state' must be a Tensor, but got {type(state)}.")
        data = state._data().detach().cpu().to(torch.uint8).contiguous()
        size = self._torch.get_state().numel()
        if data.numel() == size + 16:
            seed, offset = data[size:].numpy().view(np.uint64).tolist()
            self._initial = seed - 2**64 if seed >= 2**63 else seed
            self._offset = offset
            data = data[:size]
        self._torch.set_state(data)

    def _step(self, step):
        """The current (seed, offset) as two int64 scalar Tensors; then the offset grows by ``step``. Mirrors
        ``Generator._step``, which MindSpore's random ops call to draw their seed and offset.

        Raises:
            RuntimeError: ``step`` not a Tensor (MindSpore's ``Invalid tensor input: Step``).
        """
        from . import dtype as mstype
        from .tensor import Tensor

        if not isinstance(step, Tensor):
            raise RuntimeError("Invalid tensor input: Step")
        seed = Tensor(self._initial % 2**64 - (2**64 if self._initial % 2**64 >= 2**63 else 0), mstype.int64)
        offset = Tensor(self._offset, mstype.int64)
        self._offset += int(step.asnumpy())
        return seed, offset


def _default() -> Generator:
    """The process-wide generator: torch's default CPU generator (CUDA's too, when it is seeded)."""
    gen = Generator.__new__(Generator)
    gen._torch = torch.default_generator
    gen._initial = 0
    gen._offset = 0
    return gen


default_generator: Generator = _default()


def manual_seed(seed: int) -> Generator:
    """Seed the default generator; returns it. Mirrors ``mindspore.manual_seed`` (2.3+); ``get_seed`` is unchanged.

    Raises:
        TypeError: if ``seed`` is not an int.
    """
    return default_generator.manual_seed(seed)


def seed() -> int:
    """Seed the default generator non-deterministically and return the seed. Mirrors ``mindspore.seed``."""
    return default_generator.seed()


def initial_seed() -> int:
    """The default generator's seed (0 until seeded). Mirrors ``mindspore.initial_seed``."""
    return default_generator.initial_seed()


def get_rng_state():
    """The default generator's state (a UInt8 Tensor). Mirrors ``mindspore.get_rng_state``."""
    return default_generator.get_state()


def set_rng_state(state) -> None:
    """Restore the default generator's state from :func:`get_rng_state`. Mirrors ``mindspore.set_rng_state``.

    Raises:
        TypeError: if ``state`` is not a Tensor.
    """
    default_generator.set_state(state)
