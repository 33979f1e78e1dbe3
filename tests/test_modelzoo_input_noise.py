"""The model-zoo runner's ``$MZ_INPUT_NOISE``: each train step's first input scaled by ``1 + EPS * N(0, 1)``."""

from __future__ import annotations

import numpy as np

from test_modelzoo_harness import _run


def test_input_noise_moves_the_losses_reproducibly(tmp_path):
    init = tmp_path / "init.ckpt"
    _, plain = _run(tmp_path, 1, MZ_SAVE_INIT=str(init))
    _, noisy = _run(tmp_path, 1, MZ_LOAD_INIT=str(init), MZ_INPUT_NOISE="1e-2,3")
    _, again = _run(tmp_path, 1, MZ_LOAD_INIT=str(init), MZ_INPUT_NOISE="1e-2,3")
    _, other = _run(tmp_path, 1, MZ_LOAD_INIT=str(init), MZ_INPUT_NOISE="1e-2,4")
    assert len(plain) == len(noisy) == 4
    assert noisy == again  # the same seed, the same scaled inputs
    assert noisy != plain and noisy != other
    np.testing.assert_allclose(noisy, plain, rtol=5e-2)  # a 1% change of the inputs moves the losses a little
