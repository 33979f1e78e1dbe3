"""A checkpoint file is read whole even when the OS returns it in pieces (Linux reads at most ~2 GiB per call, so
a MindSpore checkpoint over 2 GiB arrives in several reads)."""

from __future__ import annotations

import io

import numpy as np

import mindshim

mindshim.install()

import mindspore as ms  # noqa: E402
from mindshim.train._ckpt import codec  # noqa: E402  (reads the .ckpt file)


class _Chunked(io.FileIO):
    """A raw file whose reads return at most 1000 bytes, as a read of a file over 2 GiB returns at most ~2 GiB."""

    def readinto(self, b):
        view = memoryview(b)
        return super().readinto(view[: min(len(view), 1000)])


def test_load_checkpoint_reads_a_file_delivered_in_pieces(tmp_path, monkeypatch) -> None:
    path = str(tmp_path / "net.ckpt")
    params = [ms.Parameter(ms.Tensor(np.arange(3000, dtype=np.float32)), name="w")]
    ms.save_checkpoint(params, path)
    monkeypatch.setattr(codec, "open", lambda f, mode="rb", buffering=-1: _Chunked(f, "r"), raising=False)
    loaded = ms.load_checkpoint(path)
    assert np.array_equal(loaded["w"].asnumpy(), np.arange(3000, dtype=np.float32))
