"""pytest set-up: the `mindspore` alias for every test, and a fresh global context per test."""

from __future__ import annotations

import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import mindshim

mindshim.install()


@pytest.fixture
def mindshim_fresh():
    """Reset mindshim's global state (context, seed) before and after a test."""
    from mindshim import runtime
    from mindshim import _state
    from mindshim.common.parameter import _reset_name_counter
    from mindshim.context import _CTX
    from mindshim._kernels import dropout as _K_dropout

    _CTX.reset()
    runtime._reset()
    _reset_name_counter()
    mindshim.amp._opt_class_count.clear()  # O1's rewritten class names (NetOpt, NetOpt_1...) start again
    mindshim.ops.operations.debug_ops._reset_dump_ids()  # TensorDump file ids start from 0 again
    mindshim.boost.boost._reset()  # no AutoBoost configured yet, as in a new process
    _K_dropout.reset_channel_streams()  # Dropout2D/3D's kernels (never seeded) start again, as in a new process
    mindshim.set_seed(0)  # every random source starts from the same state ...
    _state.GLOBAL_SEED[0] = None  # ... while get_seed() answers None, as in a new process
    yield
    _CTX.reset()


def pytest_addoption(parser):
    parser.addoption(
        "--device",
        default="CPU",
        choices=("CPU", "GPU"),
        help="device_target every test starts with (GPU: CUDA through torch; default CPU)",
    )


def pytest_configure(config):
    config.addinivalue_line("markers", "cuda: needs a CUDA device (skipped without one)")


def pytest_collection_modifyitems(config, items):
    import torch

    if torch.cuda.is_available():
        return
    skip = pytest.mark.skip(reason="no CUDA device")
    for item in items:
        if "cuda" in item.keywords:
            item.add_marker(skip)


@pytest.fixture(autouse=True)
def _reset_context(request):
    from mindshim.context import _CTX

    _CTX.reset()
    if request.config.getoption("--device") == "GPU":  # the suite on CUDA: `pytest --device GPU`
        mindshim.set_context(device_target="GPU")
    yield
