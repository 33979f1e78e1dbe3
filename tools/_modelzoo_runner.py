"""Run a model-zoo script made deterministic, identically under real MindSpore and under mindshim.

Usage::

    python _modelzoo_runner.py SCRIPT [ARGS...]              # real MindSpore
    python -m mindshim _modelzoo_runner.py SCRIPT [ARGS...]  # mindshim

After ``import mindspore`` it applies the same patches on either side, with MindSpore's public API only, then runs
``SCRIPT`` as ``__main__`` with ``sys.argv = [SCRIPT, *ARGS]`` and ``sys.path[0]`` = the script's folder:

- ``mindspore.set_seed(0)``, ``numpy.random.seed(0)``, ``random.seed(0)``;
- every source dataset is built with ``shuffle=False`` and ``Dataset.shuffle`` returns the dataset unchanged; with
  ``$MZ_NUM_SAMPLES`` set, with ``num_samples`` that number too (formats with a fixed record count, such as
  CIFAR-10's 10000 records a file, then still give a few steps);
- ``num_parallel_workers`` of source datasets, ``map`` and ``batch`` capped at the machine's CPU count (MindSpore raises
  ``ValueError`` above it, and the zoo's scripts ask for 4 to 12), or at ``$MZ_MAX_WORKERS`` where set (1 for a
  pyfunc that draws from numpy's global generator, whose workers would otherwise draw in any order);
- random vision transforms become deterministic ones: ``RandomResizedCrop`` -> ``Resize``,
  ``RandomCropDecodeResize`` -> ``Decode`` + ``Resize``, ``RandomCrop`` -> ``CenterCrop``, flips, colour,
  rotation, erasing (``CutOut`` too), augment policies and mixing -> an identity pyfunc; ``RandomChoice`` takes its
  first transform, ``RandomOrder`` keeps the order, ``RandomApply`` is the identity;
- ``nn.Dropout`` (and its 1d/2d/3d forms) return their input;
- the first ``nn.TrainOneStepCell`` built (``TrainOneStepWithLossScaleCell`` and the boost cells derive from it)
  saves its network's parameters to ``$MZ_SAVE_INIT`` or loads them from ``$MZ_LOAD_INIT``, so both sides start
  from the same weights;
- a ``Model`` given only a network (a train cell of the script's own, such as DeepFM's ``TrainStepWrap(nn.Cell)``
  that calls its optimizer itself), when no ``TrainOneStepCell`` was built before it, treats that cell as the train cell: its parameters are saved
  or loaded the same way and its calls are logged (the instance gets a subclass whose ``__call__`` logs);
- with ``$MZ_TRAIN_CELLS`` = ``MODULE:CLASS[,...]``, those classes of the script's own modules (imported from the
  script's folder before it runs) are train cells too, for a script that builds its own ``nn.Cell`` train steps and
  calls them itself (WGAN's generator and critic steps): the first one built saves or loads its parameters (all of
  them, both networks' for a GAN) and every call is logged;
- each outermost train-cell call appends its loss (the first output) to the JSON-lines file ``$MZ_LOSSES``;
- with ``$MZ_INPUT_NOISE`` = ``EPS[,SEED]``, each outermost train-cell call gets its first input scaled by
  ``1 + EPS * N(0, 1)`` (numpy's generator seeded with SEED, default 1): a float32 rounding-sized change, to measure
  how far a model's losses move under MindSpore itself when its inputs change in the last bits;
- with ``$MZ_DUMP_INPUTS`` = ``DIR``, each outermost train-cell call's Tensor inputs are saved as
  ``DIR/step<N>_arg<I>.npy``, to compare the batches the two sides' pipelines made.
"""

from __future__ import annotations

import functools
import inspect
import json
import os
import random
import runpy
import sys

import numpy as np

import mindspore
import mindspore.dataset as ds
import mindspore.dataset.transforms as dtrans
import mindspore.dataset.vision as vision
from mindspore import nn

_STATE = {"built": False, "depth": 0}


def _identity(*cols):
    """The deterministic stand-in of a random transform: the column(s) unchanged."""
    return cols[0] if len(cols) == 1 else cols


def _identity_construct(self, x):
    return x


def _size(args: tuple, kwargs: dict):
    return args[0] if args else kwargs["size"]


def _patch_datasets() -> None:
    for name in dir(ds):
        cls = getattr(ds, name)
        if not (isinstance(cls, type) and issubclass(cls, ds.Dataset) and name.endswith("Dataset")):
            continue
        init = cls.__init__  # its own or inherited (mindshim's readers share a base class's)
        try:
            params = inspect.signature(init).parameters
        except (TypeError, ValueError):
            continue
        if "shuffle" not in params:
            continue
        position = list(params).index("shuffle") - 1  # without self
        samples = os.environ.get("MZ_NUM_SAMPLES") if "num_samples" in params else None

        def patched(self, *args, _init=init, _pos=position, _samples=samples, **kwargs):
            if len(args) > _pos:
                args = args[:_pos] + (False,) + args[_pos + 1 :]
            else:
                kwargs["shuffle"] = False
            if _samples:
                kwargs["num_samples"] = int(_samples)
            _cap_workers(kwargs)
            _init(self, *args, **kwargs)

        functools.update_wrapper(patched, init)
        cls.__init__ = patched
    ds.Dataset.shuffle = lambda self, buffer_size=None, *a, **k: self
    for name in ("map", "batch"):
        setattr(ds.Dataset, name, _capping(getattr(ds.Dataset, name)))


def _capping(method):
    """``method`` with its ``num_parallel_workers`` capped at the CPU count."""

    @functools.wraps(method)
    def patched(self, *args, **kwargs):
        _cap_workers(kwargs)
        return method(self, *args, **kwargs)

    return patched


def _cap_workers(kwargs: dict) -> None:
    limit = int(os.environ.get("MZ_MAX_WORKERS") or os.cpu_count() or 1)
    workers = kwargs.get("num_parallel_workers")
    if isinstance(workers, int) and workers > limit:
        kwargs["num_parallel_workers"] = limit


def _patch_transforms() -> None:
    def resize(*args, **kwargs):
        return vision.Resize(_size(args, kwargs))

    def decode_resize(*args, **kwargs):
        return dtrans.Compose([vision.Decode(), vision.Resize(_size(args, kwargs))])

    def center_crop(*args, **kwargs):
        return vision.CenterCrop(_size(args, kwargs))

    def identity(*args, **kwargs):
        return _identity

    replace = {"RandomResizedCrop": resize, "RandomCropDecodeResize": decode_resize, "RandomCrop": center_crop}
    for name in dir(vision):
        if name in replace:
            setattr(vision, name, replace[name])
        elif (name.startswith("Random") and not name.endswith("BBox")) or name in (
            "AutoAugment",
            "RandAugment",
            "TrivialAugmentWide",
            "CutMixBatch",
            "MixUpBatch",
            "MixUp",
            "CutOut",
        ):
            setattr(vision, name, identity)
    dtrans.RandomApply = identity
    dtrans.RandomChoice = lambda transforms: transforms[0]
    dtrans.RandomOrder = lambda transforms: dtrans.Compose(list(transforms))


def _patch_dropout() -> None:
    for name in ("Dropout", "Dropout1d", "Dropout2d", "Dropout3d"):
        cls = getattr(nn, name, None)
        if cls is not None:
            cls.construct = _identity_construct


def _first_value(out) -> float:
    while isinstance(out, (tuple, list)):
        out = out[0]
    value = out.asnumpy() if hasattr(out, "asnumpy") else out
    return float(np.asarray(value, dtype=np.float64).reshape(-1)[0])


def _share_initial_weights(network) -> None:
    """Save (``$MZ_SAVE_INIT``) or load (``$MZ_LOAD_INIT``) the parameters of the first train cell's network."""
    if _STATE["built"]:
        return
    _STATE["built"] = True
    save, load = os.environ.get("MZ_SAVE_INIT"), os.environ.get("MZ_LOAD_INIT")
    if save:
        mindspore.save_checkpoint(network, save)
    if load:
        not_loaded = mindspore.load_param_into_net(network, mindspore.load_checkpoint(load))
        if not_loaded and not_loaded[0]:
            print(f"modelzoo runner: parameters not in {load}: {not_loaded[0]}", file=sys.stderr)


def _noisy(args: tuple) -> tuple:
    """``args`` with the first one scaled by ``1 + EPS * N(0, 1)`` as ``$MZ_INPUT_NOISE`` asks (unchanged without it)."""
    spec = os.environ.get("MZ_INPUT_NOISE")
    if not spec or _STATE["depth"] or not args or not isinstance(args[0], mindspore.Tensor):
        return args
    eps, _, seed = spec.partition(",")
    if "noise" not in _STATE:
        _STATE["noise"] = np.random.default_rng(int(seed or 1))
    x = args[0].asnumpy()
    x = (x * (1 + float(eps) * _STATE["noise"].standard_normal(x.shape))).astype(x.dtype)
    return (mindspore.Tensor(x), *args[1:])


def _dump_inputs(args: tuple) -> None:
    """With ``$MZ_DUMP_INPUTS=DIR``, each train-cell call's Tensor inputs as ``DIR/step<N>_arg<I>.npy`` (to compare
    the batches the two sides' pipelines made)."""
    folder = os.environ.get("MZ_DUMP_INPUTS")
    if not folder or _STATE["depth"]:
        return
    step = _STATE["dumped"] = _STATE.get("dumped", 0) + 1
    os.makedirs(folder, exist_ok=True)
    for i, a in enumerate(args):
        if isinstance(a, mindspore.Tensor):
            np.save(os.path.join(folder, f"step{step}_arg{i}.npy"), a.asnumpy())


def _logging_call(call):
    def patched_call(self, *args, **kwargs):
        args = _noisy(args)
        _dump_inputs(args)
        _STATE["depth"] += 1
        try:
            out = call(self, *args, **kwargs)
        finally:
            _STATE["depth"] -= 1
        path = os.environ.get("MZ_LOSSES")
        if path and not _STATE["depth"]:
            with open(path, "a") as f:
                f.write(json.dumps(_first_value(out)) + "\n")
        return out

    return patched_call


def _patch_train_cell() -> None:
    cls = nn.TrainOneStepCell
    init = cls.__init__

    @functools.wraps(init)
    def patched_init(self, *args, **kwargs):
        init(self, *args, **kwargs)
        if not _STATE["depth"]:
            _share_initial_weights(self.network)

    cls.__init__ = patched_init
    cls.__call__ = _logging_call(cls.__call__)

    model_init = mindspore.Model.__init__

    @functools.wraps(model_init)
    def patched_model_init(self, *args, **kwargs):
        model_init(self, *args, **kwargs)
        own_cell = len(args) == 1 and kwargs.get("loss_fn") is None and kwargs.get("optimizer") is None
        net = self.train_network
        if _STATE["built"] or not own_cell or isinstance(net, nn.TrainOneStepCell) or not isinstance(net, nn.Cell):
            return
        _share_initial_weights(net)
        base = type(net)
        net.__class__ = type(base.__name__, (base,), {"__call__": _logging_call(base.__call__)})

    mindspore.Model.__init__ = patched_model_init


def _patch_script_train_cells() -> None:
    """Make the classes ``$MZ_TRAIN_CELLS`` names (``MODULE:CLASS``, comma-separated) train cells: the first instance
    built shares its initial parameters, every outermost call is logged."""
    import importlib

    for entry in filter(None, os.environ.get("MZ_TRAIN_CELLS", "").split(",")):
        module, _, name = entry.partition(":")
        cls = getattr(importlib.import_module(module), name)
        init = cls.__init__

        @functools.wraps(init)
        def patched_init(self, *args, _init=init, **kwargs):
            _STATE["depth"] += 1
            try:
                _init(self, *args, **kwargs)
            finally:
                _STATE["depth"] -= 1
            if not _STATE["depth"]:
                _share_initial_weights(self)

        cls.__init__ = patched_init
        cls.__call__ = _logging_call(cls.__call__)


def apply_patches() -> None:
    """Seed everything and make datasets, transforms, dropout and the first train cell deterministic."""
    mindspore.set_seed(0)
    np.random.seed(0)
    random.seed(0)
    _patch_datasets()
    _patch_transforms()
    _patch_dropout()
    _patch_train_cell()


def main(argv: list[str]) -> None:
    """Apply the patches and run ``argv[0]`` as ``__main__`` with ``argv`` as its ``sys.argv``."""
    if not argv:
        raise SystemExit("usage: _modelzoo_runner.py SCRIPT [ARGS...]")
    script = os.path.abspath(argv[0])
    apply_patches()
    sys.argv = [script, *argv[1:]]
    sys.path[0] = os.path.dirname(script)
    _patch_script_train_cells()
    runpy.run_path(script, run_name="__main__")


if __name__ == "__main__":
    main(sys.argv[1:])
