"""The alias: makes `import mindspore[.a.b]` resolve to mindshim's own module objects (`mindshim[.a.b]`)."""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import importlib.metadata
import importlib.util
import os
import pathlib
import sys

from ._prim_homes import HOMES as _PRIM_HOMES

__all__ = ["install", "uninstall", "is_installed"]

_ALIAS = "mindspore"
_TARGET = "mindshim"
_PRIMITIVES = "mindshim.ops.operations"  # where mindshim defines the primitive classes _PRIM_HOMES places

# MindSpore module paths that live elsewhere in mindshim (1.x names, private helpers users import).
_RENAMES = {
    "mindspore.common.dtype": "mindshim.common.dtype",
    "mindspore.dtype": "mindshim.common.dtype",
    "mindspore.ops.operations": "mindshim.ops.operations",
    "mindspore.ops.composite": "mindshim.ops.composite",
    "mindspore.train.callback": "mindshim.train.callback",
    "mindspore._checkparam": "mindshim._checkparam",
    "mindspore.nn.learning_rate_schedule": "mindshim.nn.learning_rate_schedule",
    "mindspore.nn.dynamic_lr": "mindshim.nn.dynamic_lr",
}


class _AliasLoader(importlib.abc.Loader):
    def __init__(self, target: str) -> None:
        self.target = target

    def create_module(self, spec):
        module = importlib.import_module(self.target)
        _present_as_mindspore()
        return module

    def exec_module(self, module) -> None:
        # The module object is mindshim's own, already executed; importlib rebinds
        # sys.modules[alias] to it, so `mindspore.nn is mindshim.nn`.
        pass


class _AliasFinder(importlib.abc.MetaPathFinder):
    """Resolve `mindspore` and `mindspore.*` to the same module objects as `mindshim` and `mindshim.*`."""

    def find_spec(self, fullname, path=None, target=None):
        if fullname != _ALIAS and not fullname.startswith(_ALIAS + "."):
            return None
        real = _RENAMES.get(fullname) or _TARGET + fullname[len(_ALIAS) :]
        if importlib.util.find_spec(real) is None:
            return None
        spec = importlib.machinery.ModuleSpec(fullname, _AliasLoader(real), is_package=True)
        return spec

    def find_distributions(self, context=None):
        """``importlib.metadata``'s hook: while the alias is on, the ``mindspore`` distribution is mindshim's.

        So ``importlib.metadata.version("mindspore")`` gives the emulated MindSpore version (``2.10.0`` by default),
        as libraries that check it (mindone, ...) expect, also where a real MindSpore is installed beside mindshim.
        """
        name = getattr(context, "name", None)
        if name is None or _normalized(name) == _ALIAS:
            yield _MindSporeDistribution()


def _normalized(name: str) -> str:
    return name.lower().replace("-", "_").replace(".", "_")


class _MindSporeDistribution(importlib.metadata.Distribution):
    """The ``mindspore`` distribution as the alias presents it: MindSpore's name and the emulated version.

    ``Requires-Dist`` lists what mindshim itself needs (its own distribution's requirements, when installed); files
    are those of the ``mindshim`` package, which is what ``import mindspore`` loads.
    """

    def read_text(self, filename: str) -> str | None:
        if filename == "METADATA":
            from ._version import __version__ as own, ms_version

            lines = [
                "Metadata-Version: 2.1",
                f"Name: {_ALIAS}",
                f"Version: {ms_version()}",
                f"Summary: MindSpore's Python API on PyTorch (mindshim {own}, emulating MindSpore {ms_version()})",
                "License: Apache 2.0",
                "Requires-Python: >=3.9",
            ]
            try:
                own_requires = importlib.metadata.requires(_TARGET) or ()
                lines += [f"Requires-Dist: {r}" for r in own_requires if "extra ==" not in r]
            except importlib.metadata.PackageNotFoundError:
                pass
            return "\n".join(lines) + "\n"
        if filename == "top_level.txt":
            return _ALIAS + "\n"
        return None

    def locate_file(self, path) -> pathlib.Path:
        return pathlib.Path(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))) / path


_FINDER = _AliasFinder()
_PRESENTED: set[str] = set()
_INJECTED: set[str] = set()  # modules given a ``__getattr__`` that names the ``mindspore.*`` path


def _missing_attribute(alias: str):
    """A module ``__getattr__`` raising Python's AttributeError text with the module's MindSpore name."""

    def __getattr__(name: str):
        raise AttributeError(f"module '{alias}' has no attribute '{name}'")

    __getattr__._ms_alias = True
    return __getattr__


_HEAPTYPE = 1 << 9  # Py_TPFLAGS_HEAPTYPE: a class made by a class statement (a C type's __module__ is fixed)


def _present_as_mindspore() -> None:
    """While the alias is on, classes defined in mindshim modules say they live in ``mindspore.*``
    (``type(x)`` prints ``<class 'mindspore.common.tensor.Tensor'>``, as under MindSpore). Each module is
    visited once; pickling still finds the classes, through the alias."""
    if _FINDER not in sys.meta_path:
        return
    for name, mod in list(sys.modules.items()):
        if name in _PRESENTED or not (name == _TARGET or name.startswith(_TARGET + ".")) or mod is None:
            continue
        _PRESENTED.add(name)
        alias = _ALIAS + name[len(_TARGET) :]
        parent, _, child = name.rpartition(".")
        if vars(sys.modules.get(parent, mod)).get(child, mod) is not mod:
            # the package binds the name to another object (``ops.op_info_register`` is the function): with the
            # alias already in sys.modules, ``import mindspore.ops.op_info_register`` leaves that binding alone
            sys.modules.setdefault(alias, mod)
        homes = _PRIM_HOMES if name == _PRIMITIVES else {}
        for obj in list(vars(mod).values()):
            if isinstance(obj, type) and obj.__module__ == name and obj.__flags__ & _HEAPTYPE:  # not C types
                # a primitive is presented at the module MindSpore defines it in (nn_ops, gen_ops_prim, ...)
                obj.__module__ = homes.get(obj.__name__, alias)
        # ``mindspore.amp.nope`` says "module 'mindspore.amp' has no attribute 'nope'", as under MindSpore
        if "__getattr__" not in vars(mod):
            mod.__getattr__ = _missing_attribute(alias)
            _INJECTED.add(name)


def _present_as_mindshim() -> None:
    """Undo :func:`_present_as_mindspore` (when the alias is removed)."""
    for name in _PRESENTED:
        mod = sys.modules.get(name)
        if mod is None:
            continue
        alias = _ALIAS + name[len(_TARGET) :]
        homes = _PRIM_HOMES if name == _PRIMITIVES else {}
        for obj in list(vars(mod).values()):
            if isinstance(obj, type) and obj.__module__ in (alias, homes.get(obj.__name__)):
                obj.__module__ = name
        # a module still initialising when visited may have defined its own ``__getattr__`` since: keep that
        if name in _INJECTED and getattr(vars(mod).get("__getattr__"), "_ms_alias", False):
            del vars(mod)["__getattr__"]
    _PRESENTED.clear()
    _INJECTED.clear()


def install() -> None:
    """Make ``import mindspore`` (and every submodule path) resolve to mindshim in this process.

    Idempotent. Modules of a real MindSpore already imported are left as they are; the alias only
    takes effect for imports that have not happened yet.
    """
    if _FINDER not in sys.meta_path:
        sys.meta_path.insert(0, _FINDER)
    _present_as_mindspore()


def uninstall() -> None:
    """Remove the alias and forget the `mindspore*` entries it created in ``sys.modules``."""
    if _FINDER in sys.meta_path:
        sys.meta_path.remove(_FINDER)
    _present_as_mindshim()
    for name in [n for n in sys.modules if n == _ALIAS or n.startswith(_ALIAS + ".")]:
        mod = sys.modules[name]
        if getattr(mod, "__name__", "").startswith(_TARGET):
            del sys.modules[name]


def is_installed() -> bool:
    """True while the alias is active."""
    return _FINDER in sys.meta_path
