"""Dataset transforms while another map worker is still importing ``PIL.Image`` (a half-initialised module)."""

from __future__ import annotations

import sys
import types

import numpy as np

import mindshim.dataset as ds
import mindshim.dataset.transforms as T
import mindshim.dataset.vision as vision


def _half_imported(monkeypatch) -> None:
    # what another thread sees while ``from PIL import Image`` runs in a worker: the module is in sys.modules, its
    # ``Image`` class not defined yet
    monkeypatch.setitem(sys.modules, "PIL.Image", types.ModuleType("PIL.Image"))


def test_transforms_on_arrays_while_pil_is_half_imported(monkeypatch):
    image = np.arange(4 * 6 * 3, dtype=np.uint8).reshape(4, 6, 3)
    _half_imported(monkeypatch)
    assert vision.Resize((2, 3))(image).shape == (2, 3, 3)
    assert vision.HorizontalFlip()(image).tolist() == image[:, ::-1].tolist()
    out = T.Compose([vision.Resize((2, 3)), vision.HWC2CHW()])(image)
    assert isinstance(out, np.ndarray) and out.shape == (3, 2, 3)  # the array path: one output, not a tuple


def test_map_with_workers_while_pil_is_half_imported(monkeypatch):
    images = np.stack([np.full((4, 4, 3), i, np.uint8) for i in range(6)])
    _half_imported(monkeypatch)
    data = ds.NumpySlicesDataset({"image": images}, shuffle=False)
    data = data.map([vision.Resize((2, 2)), vision.HWC2CHW()], input_columns="image", num_parallel_workers=2)
    rows = [r["image"] for r in data.create_dict_iterator(output_numpy=True)]
    assert [r.shape for r in rows] == [(3, 2, 2)] * 6
    assert [int(r[0, 0, 0]) for r in rows] == list(range(6))
