"""The registry's names outside ``__all__`` (``_api.UNLISTED``): each resolves to its target and stays out of
``__all__`` and of ``ops``, which re-exports the modules that hold them."""

import importlib

import pytest

from mindshim import _api

CASES = [(module, name, target) for module in _api.UNLISTED for name, target in _api.unlisted(module).items()]


@pytest.mark.parametrize("module,name,target", CASES, ids=[f"{m}.{n}" for m, n, _ in CASES])
def test_unlisted_name_resolves_and_is_not_exported(module, name, target):
    mod = importlib.import_module(_api.implementation(module))
    assert getattr(mod, name) is _api.resolve(target)
    assert name not in mod.__all__ and name not in _api.entries(module)


def test_unlisted_names_are_not_ops_names():
    import mindshim.ops as ops

    for module in _api.UNLISTED:
        if not module.startswith("mindspore.ops."):
            continue  # ops re-exports only its own modules (scipy.linalg's lu_solve and det are not ops.lu_solve/det)
        for name in _api.unlisted(module):
            assert not hasattr(ops, name), name
