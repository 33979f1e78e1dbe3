"""What the ecosystem scripts share: which side runs them, seeded inputs, and weights written by real MindSpore.

``tools/ecosystem.py`` runs every script twice, first under real MindSpore 2.10 (``ECO_SIDE=ms``), then under
mindshim (``ECO_SIDE=shim``), with ``ECO_DIR`` the folder the two runs share: :func:`same_weights` saves a network's
parameters on the MindSpore side and loads them on the mindshim side, so both compute with the same weights
whatever their initializers draw.
"""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np

SIDE = os.environ.get("ECO_SIDE", "ms")
DIR = Path(os.environ.get("ECO_DIR", Path.home() / ".cache/mindshim/ecosystem/_runs"))


_SAVED: set = set()


def same_weights(net, tag: str) -> None:
    """Make ``net``'s parameters the ones the MindSpore run had: saved there as ``<ECO_DIR>/<tag>.ckpt`` at the
    first call with ``tag``, loaded at every later one and on the mindshim side. Raises FileNotFoundError on the
    mindshim side when the MindSpore run did not save them."""
    import mindspore as ms

    path = DIR / f"{tag}.ckpt"
    if SIDE == "ms" and tag not in _SAVED:
        DIR.mkdir(parents=True, exist_ok=True)
        ms.save_checkpoint(net, str(path))
        _SAVED.add(tag)
    else:
        missing = ms.load_param_into_net(net, ms.load_checkpoint(str(path)))
        if missing and missing[0]:
            print("not loaded:", missing)


def data(*shape: int, seed: int = 0, low: float = -1.0, high: float = 1.0) -> np.ndarray:
    """A float32 array of ``shape`` uniform in [low, high), the same on both sides (numpy's generator)."""
    return np.random.default_rng(seed).uniform(low, high, size=shape).astype(np.float32)


def ids(*shape: int, seed: int, high: int):
    """An int32 Tensor of ``shape`` of token ids uniform in [0, high), the same on both sides (numpy's generator)."""
    from mindspore import Tensor

    return Tensor(np.random.default_rng(seed).integers(0, high, size=shape).astype(np.int32))


def show(tag: str, value) -> None:
    """Print ``tag`` and a Tensor / array / number rounded to 6 significant digits, one line."""
    arr = np.asarray(value.asnumpy() if hasattr(value, "asnumpy") else value, dtype=np.float64)
    text = np.array2string(arr.ravel(), precision=6, separator=" ", max_line_width=10**6, threshold=10**6)
    print(tag, list(arr.shape), text)


def train_step(net, loss_of, inputs, tag: str, make_opt, first: int) -> None:
    """One step of the optimizer ``make_opt(params)`` on ``loss_of(net(*inputs))``; prints the loss, the total
    distance the parameters moved and that of the first ``first`` parameters."""
    import mindspore as ms

    params = net.trainable_params()
    before = [p.asnumpy().copy() for p in params]
    opt = make_opt(params)

    def forward(*xs):
        return loss_of(net(*xs))

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)
    loss, grads = grad_fn(*inputs)
    opt(grads)
    show(tag + " train loss", loss)
    moved = np.array([np.abs(p.asnumpy() - b).sum() for p, b in zip(params, before)])
    show(tag + " moved (sum over parameters)", moved.sum())
    show(tag + f" moved (first {first} parameters)", moved[:first])
