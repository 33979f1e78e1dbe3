"""Process-wide mutable state of mindshim, in one module at the bottom of the import graph.

Every flag, depth counter and record that lives for the whole process (MindSpore keeps them in its C++
context and executor) is defined here and nowhere else; the modules that own the behaviour read and write
these cells. This module imports nothing from ``mindshim``, so every layer (``_kernels``, ``common``,
``ops``, ``nn``, ...) may import it without creating a cycle.

Flags and counters are one-element lists (``FLAG[0]``): a module that does ``from mindshim._state import
STAGED_DEPTH`` binds the cell itself, so it sees every later write, and reading one costs a subscript.

Where a lower layer must learn that the state changed (a higher layer caches something derived from it),
the higher layer registers a callback here when it is imported (see :data:`SEED_LISTENERS`), instead of
the lower layer importing it.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any

import torch

__all__ = [
    "Context",
    "CONTEXT",
    "CPU",
    "STAGED_DEPTH",
    "GRAPH_MODE",
    "CONST_TRACKER",
    "SAVED_PRINT",
    "GRAD_DEPTH",
    "RECORD_DEPTH",
    "PLAIN_FORWARD",
    "BACKWARD_HOOKS_ARMED",
    "PARAM_HOOK_CELLS",
    "LAUNCH_BLOCKING",
    "CELL_FORCE_SLOW",
    "GLOBAL_SEED",
    "SEED_LISTENERS",
    "PARAMETER_NAMES",
    "TENSORDUMP_IDS",
    "O1_CLASS_COUNT",
    "RECURSION_LIMIT",
    "PROVIDED",
    "set_mode",
    "set_launch_blocking",
    "reset_parameter_names",
]

# ---- execution: staged regions (jit / GRAPH_MODE) and autodiff ---------------------------------------------
STAGED_DEPTH: list[int] = [0]
"""> 0 while a staged region runs: a ``jit``/``ms_function`` function, or a Cell called in GRAPH_MODE
(``common.api._enter_graph`` / ``_exit_graph``). ``Print``, ``TensorDump`` and the hooks read it."""

GRAPH_MODE: list[bool] = [False]
"""``set_context(mode=GRAPH_MODE)`` is on: every top-level Cell call is a staged region. Set by :func:`set_mode`."""

CONST_TRACKER: list[Any] = [None]
"""The torch function mode marking graph constants for the outermost staged region, when it may ``print``."""

SAVED_PRINT: list[Any] = [None, None]
"""``(builtins.print as it was, the thread running the staged region)`` while a staged region swaps ``print``."""

GRAD_DEPTH: list[int] = [0]
"""> 0 while a ``GradOperation`` / ``grad`` / ``vjp`` call runs its function (``ops.composite.base``): a nested
call differentiates through the outer graph instead of starting a new one."""

STAGED_SAVES: list = [None]
"""While a staged region's forward is differentiated: ``{id(leaf tensor): [holders]}`` of the leaves (Parameters
among them) the backward pass saved, so that ``ops.assign`` to a Parameter first gives the earlier uses its old
value, as MindSpore's graph orders a Parameter's reads and writes (``ops.composite.base._run_forward``)."""

RECORD_DEPTH: list[int] = [0]
"""> 0 while a training wrapper (``TrainOneStepCell`` and its kin, ``nn.wrap``) runs its network forward to take
the gradients of that very forward. Outside it and outside ``GRAD_DEPTH`` a Cell called from plain code records
no autograd graph (``nn.Cell.__call__``): MindSpore's PyNative forward builds none either."""

PLAIN_FORWARD: list[int] = [0]
"""> 0 while a Cell called from plain code runs with torch's grad mode turned off by ``nn.Cell.__call__`` (no
graph is recorded): MindSpore's grad mode is still on there, so ``grad`` may be built and ``_no_grad`` checks
read it as on."""

BACKWARD_HOOKS_ARMED: list[bool] = [False]
"""Set once a Cell backward hook was registered (``ops.composite.hooks``): gradient calls then quiet torch's
backward-hook warnings."""

PARAM_HOOK_CELLS: list = []
"""The Cells with parameter forward hooks (``Cell.register_parameter_forward_hook``) that are running, innermost
last (pushed by ``ops.composite.hooks.call_cell_slow`` and by ``jit`` of such a Cell); while it is not empty,
``Cell.__getattr__`` gives parameters through ``ops.composite.hooks.hooked_parameter``."""

# ---- runtime -----------------------------------------------------------------------------------------------
LAUNCH_BLOCKING: list[bool] = [False]
"""``runtime.launch_blocking()`` / ``set_context(pynative_synchronize=True)`` is on. Set by
:func:`set_launch_blocking`."""

CELL_FORCE_SLOW: list[bool] = [False]
"""Every Cell call must take the slow path (``nn.Cell.__call__``): launch blocking with CUDA (the slow path
synchronises the device after the call) or GRAPH_MODE (a top-level Cell call is a staged region). Derived
from :data:`LAUNCH_BLOCKING` and :data:`GRAPH_MODE` by :func:`_refresh_force_slow`; never set it directly."""

RECURSION_LIMIT: list[int] = [1000]
"""``mindspore.set_recursion_limit``'s value (kept only: there is no graph compiler)."""

# ---- randomness and naming ---------------------------------------------------------------------------------
GLOBAL_SEED: list[int | None] = [None]
"""``mindspore.set_seed``'s seed, or None before it is called (``get_seed``)."""

SEED_LISTENERS: list[Callable[[], None]] = []
"""Called after ``set_seed`` changes the seed: modules above ``common`` that keep seeded sequences
(``ops`` random generators, ``dataset.config``) register here when they are imported."""

PARAMETER_NAMES: list[Any] = [itertools.count(2)]
"""Numbers unnamed Parameters: MindSpore 2.10 names the first one ``Parameter#2``."""


TENSORDUMP_IDS: list[Any] = [itertools.count()]
"""Numbers the files ``ops.TensorDump`` writes, from 0 across the process (``<file>_<dtype>_<id>.npy``)."""

O1_CLASS_COUNT: dict[str, int] = {}
"""How many rewritten classes each ``<Name>Opt`` name has handed out: MindSpore's ``amp_level='O1'`` rewrite
names them ``NetOpt``, ``NetOpt_1``, ... across the process."""


def reset_parameter_names() -> None:
    """Start unnamed Parameters at ``Parameter#2`` again, as in a new process."""
    PARAMETER_NAMES[0] = itertools.count(2)


# ---- what a higher layer lends a lower one ------------------------------------------------------------------
PROVIDED: dict[str, Any] = {}
"""Classes and functions a lower layer needs at run time from a higher one, registered by the higher layer
when it is imported, so that the lower one never imports it (see docs/architecture.md):

- ``"Tensor"``: ``common.tensor.Tensor`` (for ``_dtype.get_py_obj_dtype``);
- ``"initializer._make"``: ``common.initializer._make`` (for ``Tensor.init_data``);
- ``"Cell"``: ``nn.Cell`` (for ``common.api.jit_class`` and ``common.dump.set_dump``);
- ``"Primitive"``: ``ops.Primitive`` (for ``common.dump.set_dump``);
- ``"tensor_register_hook"``: ``ops.composite.hooks.tensor_register_hook`` (for ``Tensor.register_hook``).

An entry is missing only while its module is not imported yet; then no object of that class exists either.
"""


# ---- the context record ------------------------------------------------------------------------------------
CPU = torch.device("cpu")
"""The CPU device object :attr:`Context.device` holds whenever the context is on the CPU (compared by identity on
the hot path of Tensor creation)."""


class Context:
    """The process-wide ``mindspore.context`` record: every ``get_context`` key, and the torch.device new
    Tensors go to. ``mindshim.context`` owns its keys, defaults and checks (it sets :attr:`defaults` when
    imported); ``common`` reads :attr:`device` on the hot path of Tensor creation."""

    def __init__(self) -> None:
        self.defaults: Callable[[], dict[str, Any]] = dict  # replaced by mindshim.context with MindSpore's
        self.reset()

    def reset(self) -> None:
        """Every key back to its default, the device back to the CPU, as in a new process."""
        self.values: dict[str, Any] = self.defaults()
        self.device = CPU
        self._warned_cuda = False
        self.deterministic_set = False  # mindspore.set_deterministic may be called once
        self.device_set: tuple[str, int] | None = None  # what mindspore.set_device fixed, once called
        self.device_id_pinned = False  # set_device gave an explicit device_id: set_context's is then dropped
        self.device_id_read = False  # get_context('device_id') was read: the id is in effect from then on
        set_mode(self.values.get("mode", 1))


def _refresh_force_slow() -> None:
    CELL_FORCE_SLOW[0] = bool((LAUNCH_BLOCKING[0] and torch.cuda.is_available()) or GRAPH_MODE[0])


def set_mode(mode: int) -> None:
    """Follow ``set_context(mode=...)``: in GRAPH_MODE (0) every top-level Cell call is a staged region."""
    GRAPH_MODE[0] = mode == 0
    _refresh_force_slow()


def set_launch_blocking(flag: bool) -> None:
    """Record whether ops run synchronously (``launch_blocking``); Cell calls follow it on CUDA."""
    LAUNCH_BLOCKING[0] = bool(flag)
    _refresh_force_slow()


CONTEXT = Context()
"""The one :class:`Context` (``mindshim.context._CTX`` names it too)."""
