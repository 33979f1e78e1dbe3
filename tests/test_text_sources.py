"""Unit tests for the MindSpore text readers (PennTreebank, IWSLT, CLUE, IMDB): engines, unseeded orders, errors."""

from __future__ import annotations

import os

import numpy as np
import pytest

import mindspore.dataset as ds
from mindshim._kernels import stdrandom
from mindshim.dataset.engine import _text_sources


def test_engines_match_the_cpp_standard():
    # [rand.predef]: the 10000th invocation of a default-constructed engine (seed 5489)
    g = stdrandom.MT19937(5489)
    for _ in range(9999):
        g()
    assert g() == 4123659995
    g64 = stdrandom.MT19937_64(5489)
    g64.discard(9999)
    assert g64() == 9981545732273789042


def test_shuffle_op_keeps_every_row_and_buffer_sizes():
    rows = list(range(50))
    out = list(_text_sources.shuffle_op(iter(rows), 8, stdrandom.MT19937_64(1)))
    assert sorted(out) == rows and out != rows
    assert _text_sources.shuffle_size(3, 1, 10) == 12
    assert _text_sources.shuffle_size(2, 2, 5) == 4
    assert _text_sources.shuffle_size(4, 1, 3) == 10000
    assert _text_sources.shuffle_size(1, 1, 10**6) == 10000


def _ptb(tmp_path, names=("train", "test", "valid")):
    for name in names:
        (tmp_path / f"ptb.{name}.txt").write_text("".join(f"{name} {i}\n" for i in range(4)))
    return str(tmp_path)


def test_unseeded_shuffles_are_permutations(tmp_path):
    d = ds.PennTreebankDataset(_ptb(tmp_path), num_parallel_workers=2)
    got = [str(r[0]) for r in d.create_tuple_iterator(output_numpy=True)]
    assert sorted(got) == sorted(f"{n} {i}" for n in ("train", "test", "valid") for i in range(4))


def test_missing_ptb_file_fails_on_iteration(tmp_path):
    # ptb.test.txt sorts first: its empty block is handed to a worker, which fails to open it (as MindSpore does)
    d = ds.PennTreebankDataset(_ptb(tmp_path, ("train", "valid")), shuffle=False, num_parallel_workers=1)
    assert d.get_dataset_size() == 8
    with pytest.raises(RuntimeError, match="ptb.test.txt does not exist"):
        list(d.create_tuple_iterator(output_numpy=True))


def test_iwslt_row_with_an_empty_side_is_counted_not_read(tmp_path):
    d = tmp_path / "texts" / "de" / "en" / "de-en"
    d.mkdir(parents=True)
    (d / "train.tags.de-en.de").write_text("a\nb\nc\n")
    (d / "train.tags.de-en.en").write_text("x\n \nz\n")
    data = ds.IWSLT2016Dataset(str(tmp_path), usage="train", shuffle=False, num_parallel_workers=1)
    assert data.get_dataset_size() == 3
    assert [(str(a), str(b)) for a, b in data.create_tuple_iterator(output_numpy=True)] == [("a", "x"), ("c", "z")]
    assert (d / "train.de-en").read_text() == "a#*$x\nb#*$\nc#*$z\n"
    assert os.stat(d / "train.de-en").st_mode & 0o777 == 0o600


def test_clue_and_imdb_are_text_datasets(tmp_path):
    (tmp_path / "a.json").write_text('{"sentence1": "s", "sentence2": "t", "label": "1"}\n')
    assert isinstance(ds.CLUEDataset(str(tmp_path / "a.json")), ds.TextBaseDataset)
    with pytest.raises(ValueError, match="does not exist"):
        ds.IMDBDataset(str(tmp_path / "none"))


def test_private_build_vocab_as_mindnlp_calls_it(tmp_path):
    # MindNLP 0.1.1's Vocab.from_dataset calls dataset._build_vocab(...) and reads .vocab() of the result
    d = ds.PennTreebankDataset(_ptb(tmp_path, ("train",)), usage="train", shuffle=False, num_parallel_workers=1)
    d = d.map(lambda s: np.array(str(s).split(" ")), input_columns="text")
    table = d._build_vocab("text", None, None, ["<pad>"], True).vocab()
    assert table == {"<pad>": 0, "train": 1, "0": 2, "1": 3, "2": 4, "3": 5}
    table = d._build_vocab(None, (None, 1), 2, None, True).vocab()
    assert table == {"0": 0, "1": 1}
