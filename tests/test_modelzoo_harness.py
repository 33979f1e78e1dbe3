"""The model-zoo harness's own pieces: its data makers write what MindSpore's readers read, its runner's patches."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

import numpy as np
import pytest

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(REPO, "tools"))

import modelzoo  # noqa: E402

import mindshim as ms  # noqa: E402
import mindshim.dataset as ds  # noqa: E402


def test_image_folder_is_read_by_image_folder_dataset(tmp_path):
    modelzoo.make_image_folder(str(tmp_path), splits=("train", "val"), classes=2, per_class=3, size=(20, 24))
    rows = list(ds.ImageFolderDataset(str(tmp_path / "train"), shuffle=False, decode=True).create_dict_iterator())
    assert [int(r["label"].asnumpy()) for r in rows] == [0, 0, 0, 1, 1, 1]
    assert rows[0]["image"].shape == (20, 24, 3)
    # the classes differ in brightness, so a model can separate them
    means = [float(r["image"].asnumpy().mean()) for r in rows]
    assert max(means[:3]) < min(means[3:])
    assert len(list((tmp_path / "val").rglob("*.jpg"))) == 6


def test_cifar10_binary_is_read_by_cifar10_dataset(tmp_path):
    modelzoo.make_cifar10_bin(str(tmp_path), train_files=2, classes=2, train_dir="tr", test_dir="te")
    train = ds.Cifar10Dataset(str(tmp_path / "tr"), usage="train", shuffle=False)
    assert train.get_dataset_size() == 20000
    test = list(ds.Cifar10Dataset(str(tmp_path / "te"), usage="test", shuffle=False, num_samples=3))
    assert [int(r[1].asnumpy()) for r in test] == [0, 1, 0]
    assert test[0][0].shape == (32, 32, 3)
    assert test[0][0].asnumpy().mean() < test[1][0].asnumpy().mean()
    assert os.path.getsize(tmp_path / "te" / "test_batch.bin") == 10000 * 3073


def test_aclimdb_and_glove_layout(tmp_path):
    modelzoo.make_aclimdb_glove(str(tmp_path), per_label=2, dim=4)
    for seg in ("train", "test"):
        for label in ("pos", "neg"):
            files = sorted(os.listdir(tmp_path / "aclImdb" / seg / label))
            assert len(files) == 2 and all(f.endswith(".txt") for f in files)
    lines = (tmp_path / "glove" / "glove.6B.4d.txt").read_text().splitlines()
    count, dim = map(int, lines[0].split())
    assert (count, dim) == (len(lines) - 1, 4)
    assert all(len(ln.split()) == dim + 1 for ln in lines[1:])
    words = {ln.split()[0] for ln in lines[1:]}
    review = (tmp_path / "aclImdb" / "train" / "pos" / "0_7.txt").read_text()
    assert {w.strip(".").lower() for w in review.split()} <= words


def test_first_error_names_the_exception():
    text = "Traceback (most recent call last):\n  File x\nValueError: For 'Conv2d', bad\n[WARNING] later noise\n"
    assert modelzoo.first_error(text) == "ValueError: For 'Conv2d', bad"
    assert modelzoo.first_error("just a line\n**********\n") == "just a line"
    pipeline = (
        "RuntimeError: Exception thrown from dataset pipeline. Refer to 'Dataset Pipeline Error Message'.\n"
        "------\n- Dataset Pipeline Error Message: \n------\n[ERROR] Invalid cifar10 file, failed to read\n"
    )
    assert modelzoo.first_error(pipeline) == "RuntimeError: Invalid cifar10 file, failed to read"


SCRIPT = """\
import json, sys
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.vision as vision
from mindspore import nn

ms.set_seed(int(sys.argv[1]))
data = np.arange(8 * 3 * 4 * 4, dtype=np.float32).reshape(8, 3, 4, 4) / 100
labels = (np.arange(8) % 2).astype(np.int32)
d = ds.NumpySlicesDataset({"x": data, "y": labels}, shuffle=True).shuffle(4)
d = d.map(vision.RandomHorizontalFlip(prob=1.0), input_columns="x").batch(2)
net = nn.SequentialCell([nn.Flatten(), nn.Dense(48, 8), nn.Dropout(p=0.5), nn.Dense(8, 2)])
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
step = nn.TrainOneStepCell(nn.WithLossCell(net, loss), nn.Momentum(net.trainable_params(), 0.1, 0.9))
step.set_train()
ys = []
for x, y in d.create_tuple_iterator():
    ys.append(y.asnumpy().tolist())
    step(x, y)
cifar = ds.Cifar10Dataset(sys.argv[2], usage="test", shuffle=True) if len(sys.argv) > 2 else None
cifar = [int(r[1].asnumpy()) for r in cifar] if cifar else None
print("@@" + json.dumps({"argv": sys.argv, "labels": ys, "main": __name__, "cifar": cifar}))
"""


def _runner(*args: str, **env: str) -> subprocess.CompletedProcess:
    """``python -m mindshim tools/_modelzoo_runner.py ARGS`` with ``env`` added; asserts it succeeded."""
    runner = os.path.join(REPO, "tools", "_modelzoo_runner.py")
    proc = subprocess.run(
        [sys.executable, "-m", "mindshim", runner, *args],
        capture_output=True,
        text=True,
        timeout=300,
        env=dict(os.environ, PYTHONPATH=REPO, **env),
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    return proc


def _run(tmp_path, seed: int, *extra: str, **env) -> tuple[dict, list[float]]:
    script = tmp_path / "sub" / "train.py"
    script.parent.mkdir(exist_ok=True)
    script.write_text(textwrap.dedent(SCRIPT))
    losses = tmp_path / f"losses_{len(list(tmp_path.glob('losses_*')))}.jsonl"
    proc = _runner(str(script), str(seed), *extra, MZ_LOSSES=str(losses), **env)
    out = json.loads(next(ln[2:] for ln in proc.stdout.splitlines() if ln.startswith("@@")))
    return out, [json.loads(ln) for ln in losses.read_text().splitlines()]


def test_runner_patches_make_a_script_deterministic(tmp_path):
    init = tmp_path / "init.ckpt"
    cifar = tmp_path / "cifar"
    modelzoo.make_cifar10_bin(str(cifar), train_files=0)
    first, losses_a = _run(tmp_path, 1, str(cifar), MZ_SAVE_INIT=str(init), MZ_NUM_SAMPLES="6")
    assert first["main"] == "__main__" and first["argv"][1:] == ["1", str(cifar)]
    assert first["labels"] == [[0, 1]] * 3  # shuffle=True and .shuffle() are the identity, 6 samples read
    assert first["cifar"] == [0, 1] * 3  # num_samples, in file order, on a reader with an inherited __init__
    assert len(losses_a) == 3 and init.exists()
    # other initial weights, loaded from the saved ones: the same losses, dropout off and the flip a no-op included
    _, losses_b = _run(tmp_path, 2, MZ_LOAD_INIT=str(init), MZ_NUM_SAMPLES="6")
    np.testing.assert_allclose(losses_b, losses_a, rtol=1e-6)


@pytest.mark.parametrize("spec", modelzoo.SPECS, ids=lambda s: s.name)
def test_specs_are_complete(spec):
    assert spec.data in modelzoo.MAKERS
    assert spec.train[0].endswith(".py") and spec.eval[0].endswith(".py")
    args = " ".join(spec.eval)
    assert "{ckpt}" in args or "{ckpt_dir}" in args and "{ckpt_name}" in args
    assert spec.name.replace("_", "").isalnum()


def test_criteo_mindrecord_is_read_by_mind_dataset(tmp_path):
    modelzoo.make_criteo_mindrecord(
        str(tmp_path), rows=3, per_row=10, vocab=50, python=[sys.executable, "-m", "mindshim"]
    )
    assert len(list(tmp_path.glob("train_input_part.mindrecord*"))) == 2 * 21  # each shard with its .db index
    train = ds.MindDataset(
        str(tmp_path / "train_input_part.mindrecord00"), columns_list=["feat_ids", "label"], shuffle=False
    )
    rows = list(train.create_tuple_iterator(output_numpy=True))
    assert len(rows) == 3
    assert rows[0][0].shape == (390,) and rows[0][0].dtype == np.int32 and rows[0][0].max() < 50
    assert rows[0][1].shape == (10,) and set(np.unique(rows[0][1])) <= {0.0, 1.0}
    test = ds.MindDataset(str(tmp_path / "test_input_part.mindrecord0"), shuffle=False)
    assert test.get_dataset_size() == 2


def test_synth_text_layout(tmp_path):
    modelzoo.make_synth_text(str(tmp_path), train=3, test=2, size=(32, 100))
    lexicon = (tmp_path / "lexicon.txt").read_text().split()
    lines = (tmp_path / "annotation_train.txt").read_text().splitlines()
    assert len(lines) == 3 and len((tmp_path / "annotation_test.txt").read_text().splitlines()) == 2
    for line in lines:
        name, index = line.split(" ")
        assert (tmp_path / name).exists() and lexicon[int(index)].isalpha()
    image = ds.vision.Decode()(np.fromfile(str(tmp_path / lines[0].split()[0]), dtype=np.uint8))
    assert image.shape == (32, 100, 3)


def test_image_folder_with_five_classes_for_top5_eval(tmp_path):
    # resnet34_flowers_cpu: eval.py's top-5 accuracy needs at least 5 classes
    modelzoo.make_image_folder(str(tmp_path), splits=("train", "eval"), classes=5, per_class=2, size=(16, 16))
    rows = list(ds.ImageFolderDataset(str(tmp_path / "eval"), shuffle=False, decode=True).create_dict_iterator())
    assert [int(r["label"].asnumpy()) for r in rows] == [0, 0, 1, 1, 2, 2, 3, 3, 4, 4]
    assert rows[0]["image"].shape == (16, 16, 3)
    # every class is noise around its own brightness: none saturates to a flat image (a train-mode BatchNorm over
    # a flat image has no variance, and the forward is then rounding amplified by 1/sqrt(eps))
    means = [float(r["image"].asnumpy().mean()) for r in rows[::2]]
    assert all(a + 15 < b for a, b in zip(means, means[1:]))
    assert min(float(r["image"].asnumpy().astype(np.float32).std()) for r in rows) > 20


def test_shapenet_parts_layout(tmp_path):
    # pointnet_shapenet: the files ShapeNetDataset reads, with the part labels 1..4 its Chair entry expects
    modelzoo.make_shapenet_parts(str(tmp_path), train=3, test=2, points=50)
    cat = (tmp_path / "synsetoffset2category.txt").read_text().split()
    assert cat == ["Chair", "03001627"]
    for split, n in (("train", 3), ("test", 2)):
        files = json.loads((tmp_path / "train_test_split" / f"shuffled_{split}_file_list.json").read_text())
        assert len(files) == n
        for entry in files:
            _, synset, uid = entry.split("/")
            points = np.loadtxt(tmp_path / synset / "points" / f"{uid}.pts")
            parts = np.loadtxt(tmp_path / synset / "points_label" / f"{uid}.seg").astype(int)
            assert points.shape == (50, 3) and parts.shape == (50,)
            assert set(parts) <= {1, 2, 3, 4} and len(set(parts)) > 1
            np.testing.assert_array_equal(parts, 1 + (points[:, 0] > 0) + 2 * (points[:, 2] > 0))


def test_div2k_layout_and_symmetric_images(tmp_path):
    # edsr_div2k: HR/LR pairs under DIV2K's names; every flip and transpose leaves an image unchanged, so the zoo's
    # random flip_and_rotate cannot make the two sides' batches differ
    from PIL import Image

    modelzoo.make_div2k(str(tmp_path), train=2, valid=1, size=16, scale=2)
    for split, n in (("train", 2), ("valid", 1)):
        hr = sorted((tmp_path / f"DIV2K_{split}_HR").glob("*.png"))
        lr = sorted((tmp_path / f"DIV2K_{split}_LR_bicubic" / "X2").glob("*x2.png"))
        assert [p.stem for p in hr] == [f"{i:04d}" for i in range(1, n + 1)]
        assert [p.stem for p in lr] == [f"{p.stem}x2" for p in hr]
        for h, low in zip(hr, lr):
            a, b = np.asarray(Image.open(h)), np.asarray(Image.open(low))
            assert a.shape == (16, 16, 3) and b.shape == (8, 8, 3) and a.dtype == np.uint8
            for img in (a, b):
                for moved in (img[::-1], img[:, ::-1], img.transpose(1, 0, 2)):
                    np.testing.assert_array_equal(moved, img)
            assert a.std() > 1  # not a flat image


def test_mnist_idx_is_read_by_mnist_dataset(tmp_path):
    # lenet_mnist: the idx files MnistDataset reads, a bright bar whose row gives the class
    modelzoo.make_mnist_idx(str(tmp_path), train=12, test=4)
    rows = list(ds.MnistDataset(str(tmp_path / "train"), shuffle=False).create_tuple_iterator(output_numpy=True))
    assert [int(r[1]) for r in rows] == [i % 10 for i in range(12)]
    assert rows[0][0].shape == (28, 28, 1) and rows[0][0].dtype == np.uint8
    for image, label in rows:
        assert image[4 + 2 * int(label), 4:24, 0].tolist() == [250] * 20
    assert ds.MnistDataset(str(tmp_path / "test"), usage="test").get_dataset_size() == 4


def test_mr_polarity_layout(tmp_path):
    # textcnn_mr: MovieReview reads exactly two files, labelled by "pos" in the path, and tests on chunk 3 of 10
    modelzoo.make_mr_polarity(str(tmp_path), per_label=20, words=6)
    assert sorted(os.listdir(tmp_path)) == ["rt-polarity.neg", "rt-polarity.pos"]
    for label in ("pos", "neg"):
        lines = (tmp_path / f"rt-polarity.{label}").read_text().splitlines()
        assert len(lines) == 20 and all(len(ln.split()) == 7 and ln.endswith(" .") for ln in lines)
    pos = set((tmp_path / "rt-polarity.pos").read_text().split())
    neg = set((tmp_path / "rt-polarity.neg").read_text().split())
    assert "good" in pos and "good" not in neg and "bad" in neg and "bad" not in pos


def test_fasttext_mindrecord_is_read_by_mind_dataset(tmp_path):
    # fasttext_ag: one MindRecord file per length bucket, records padded to the bucket's length with 0
    modelzoo.make_fasttext_mindrecord(
        str(tmp_path), per_bucket=3, vocab=100, classes=2, buckets=(8, 16), test_buckets=(16,),
        python=[sys.executable, "-m", "mindshim"],
    )  # fmt: skip
    for split, bucket in (("train", 8), ("train", 16), ("test", 16)):
        data = ds.MindDataset(
            str(tmp_path / f"{split}_dataset_bs_{bucket}.mindrecord"),
            columns_list=["src_tokens", "src_tokens_length", "label_idx"],
            shuffle=False,
        )
        rows = list(data.create_tuple_iterator(output_numpy=True))
        assert len(rows) == 3 and [int(r[2][0]) for r in rows] == [0, 1, 0]
        for tokens, length, _ in rows:
            assert tokens.shape == (bucket,) and tokens.dtype == np.int32 and length.shape == (1,)
            n = int(length[0])
            assert bucket // 4 <= n <= bucket // 2 and (tokens[:n] > 0).all() and (tokens[n:] == 0).all()
            assert tokens.max() < 100


def test_transformer_mindrecord_is_read_by_mind_dataset(tmp_path):
    # transformer_small: per bucket 16 shards read through the first (``_00``), padded ids and masks, <s>=1, </s>=2
    modelzoo.make_transformer_mindrecord(
        str(tmp_path), per_bucket=2, vocab=50, buckets=(8, 16), python=[sys.executable, "-m", "mindshim"]
    )
    assert len(list(tmp_path.glob("ende-l128-mindrecord_8_*.db"))) == 16
    for name, length, count in (("ende-l128-mindrecord_8_00", 8, 2), ("ende-l128-mindrecord_16_00", 16, 2),
                                ("newstest2014-l128-mindrecord", 16, 2)):  # fmt: skip
        rows = list(ds.MindDataset(str(tmp_path / name), shuffle=False).create_dict_iterator(output_numpy=True))
        assert len(rows) == count
        for r in rows:
            n = int(r["source_eos_mask"].sum())
            assert r["source_eos_ids"].shape == (length,) and r["source_eos_ids"].dtype == np.int64
            assert (
                r["source_eos_ids"][n - 1] == 2 and r["target_sos_ids"][0] == 1 and (r["source_eos_ids"][n:] == 0).all()
            )
            assert (r["target_eos_ids"][: n - 1] == r["target_sos_ids"][1:n]).all() and r["target_eos_ids"][n - 1] == 2
            assert (r["source_eos_ids"][: n - 1] >= 3).all() and r["source_eos_ids"].max() < 50
        if name.startswith("ende") and length == 16:
            assert all(int(r["source_eos_mask"].sum()) > 8 for r in rows)  # each bucket holds longer sentences


def test_bert_classifier_mindrecord_and_pretrain_checkpoint(tmp_path):
    # bert_small_cls: [CLS] A [SEP] B [SEP] padded to seq, segment 0 then 1, a label of shape [1]
    modelzoo.make_bert_cls_mindrecord(
        str(tmp_path), seq=16, vocab=120, train=4, test=2, python=[sys.executable, "-m", "mindshim"]
    )
    rows = list(
        ds.MindDataset(str(tmp_path / "train.mindrecord"), shuffle=False).create_dict_iterator(output_numpy=True)
    )
    assert len(rows) == 4 and [int(r["label_ids"][0]) for r in rows] == [0, 1, 0, 1]
    for r in rows:
        ids, mask, seg = r["input_ids"], r["input_mask"], r["segment_ids"]
        n = int(mask.sum())
        assert ids.shape == (16,) and ids.dtype == np.int32 and ids[0] == 101 and ids[n - 1] == 102
        assert (ids[n:] == 0).all() and (seg[n:] == 0).all() and list(ids[:n]).count(102) == 2
        first_sep = list(ids).index(102)
        assert (seg[: first_sep + 1] == 0).all() and (seg[first_sep + 1 : n] == 1).all()
    assert len(list(ds.MindDataset(str(tmp_path / "eval.mindrecord"), shuffle=False))) == 2
    assert list(ms.load_checkpoint(str(tmp_path / "pretrain.ckpt"))) == ["unused"]


def test_edit_config_sets_the_first_line_of_each_key(tmp_path):
    path = tmp_path / "c.yaml"
    path.write_text("a: 1\nnet:\n    seq_length: 128\n    b: x\n---\nseq_length: 'help text'\n")
    modelzoo.edit_config(str(path), {"seq_length": 32, "a": "'y'"})
    assert path.read_text() == "a: 'y'\nnet:\n    seq_length: 32\n    b: x\n---\nseq_length: 'help text'\n"
    with pytest.raises(KeyError):
        modelzoo.edit_config(str(path), {"missing": 1})


def test_mmoe_mindrecord_is_read_by_mind_dataset(tmp_path):
    # mmoe_census: 0/1 feature columns and two one-hot task labels, both classes of each within 4 records
    modelzoo.make_mmoe_mindrecord(
        str(tmp_path), features=20, train=4, test=4, python=[sys.executable, "-m", "mindshim"]
    )
    for name in ("train.mindrecord", "eval.mindrecord"):
        rows = list(ds.MindDataset(str(tmp_path / name), shuffle=False).create_dict_iterator(output_numpy=True))
        assert len(rows) == 4
        assert [r["income_labels"].tolist() for r in rows] == [[1.0, 0.0], [0.0, 1.0]] * 2
        assert [r["married_labels"].tolist() for r in rows] == [[1.0, 0.0]] * 2 + [[0.0, 1.0]] * 2
        for r in rows:
            assert (
                r["data"].shape == (20,) and r["data"].dtype == np.float32 and set(np.unique(r["data"])) <= {0.0, 1.0}
            )


def test_kws_npy_is_read_as_dscnn_reads_it(tmp_path):
    # dscnn_kws: NpyDataset reshapes the flat MFCC rows to (N, 1, frames, coefficients)
    modelzoo.make_kws_npy(str(tmp_path), per_split=6, classes=3, frames=4, coefficients=5)
    for split in ("training", "validation", "testing"):
        data = np.load(tmp_path / f"{split}_data.npy")
        labels = np.load(tmp_path / f"{split}_label.npy")
        assert data.shape == (6, 20) and data.dtype == np.float32 and labels.tolist() == [0, 1, 2, 0, 1, 2]
        assert np.reshape(data, (-1, 1, 4, 5)).shape == (6, 1, 4, 5)
        means = [float(data[labels == c].mean()) for c in range(3)]
        assert means == sorted(means)  # the classes are shifted apart


def test_mind_news_layout(tmp_path):
    # naml_mind: the pickled dicts cover every word, category and user of the tsv files; one click per line
    import pickle

    modelzoo.make_mind_news(str(tmp_path), news=8, users=3, words=20, categories=3, subcategories=4)
    utils = tmp_path / "MINDlarge_utils"
    assert np.load(utils / "embedding_all.npy").shape == (20, 300)
    loaded = {
        n: pickle.loads((utils / n).read_bytes())
        for n in ("word_dict_all.pkl", "vert_dict.pkl", "subvert_dict.pkl", "uid2index.pkl")
    }
    assert max(loaded["word_dict_all.pkl"].values()) == 19 and min(loaded["word_dict_all.pkl"].values()) == 1
    for split in ("MINDlarge_train", "MINDlarge_dev"):
        news = [ln.split("\t") for ln in (tmp_path / split / "news.tsv").read_text().splitlines()]
        assert len(news) == 8 and all(len(n) == 6 for n in news)
        nids = {n[0] for n in news}
        for nid, cat, sub, title, abstract, _ in news:
            assert cat in loaded["vert_dict.pkl"] and sub in loaded["subvert_dict.pkl"]
            assert all(w.strip(".") in loaded["word_dict_all.pkl"] for w in (title + " " + abstract).split())
        behaviors = [ln.split("\t") for ln in (tmp_path / split / "behaviors.tsv").read_text().splitlines()]
        assert len(behaviors) == 3
        for _, uid, _, history, impressions in behaviors:
            assert uid in loaded["uid2index.pkl"] and set(history.split()) <= nids
            pairs = [item.split("-") for item in impressions.split()]
            assert {n for n, _ in pairs} <= nids and [lab for _, lab in pairs].count("1") == 1 and len(pairs) >= 5


def test_conll2000_and_glove_layout(tmp_path):
    # lstm_crf_conll2000: WORD POS CHUNK lines, a blank line after each sentence, GloVe over the words used
    modelzoo.make_conll2000_glove(str(tmp_path), train=3, test=2, dim=4, words=6)
    glove = (tmp_path / "glove" / "glove.6B.4d.txt").read_text().splitlines()
    assert all(len(ln.split()) == 5 for ln in glove)
    vocab = {ln.split()[0] for ln in glove}
    for seg, n in (("train", 3), ("test", 2)):
        text = (tmp_path / "CoNLL2000" / f"{seg}.txt").read_text()
        sentences = [s for s in text.split("\n\n") if s]
        assert len(sentences) == n and text.endswith("\n\n")
        for sentence in sentences:
            rows = [ln.split() for ln in sentence.splitlines()]
            assert 4 <= len(rows) <= 7 and all(len(r) == 3 for r in rows) and rows[-1] == [".", ".", "O"]
            assert {r[0] for r in rows} <= vocab and {r[2] for r in rows} <= {"B-NP", "I-NP", "B-VP", "O"}


def test_first_error_reads_a_compile_error_from_its_section():
    text = (
        "Traceback (most recent call last):\nRuntimeError: \n----------\n- Kernel select failed:\n----------\n"
        "Unsupported op [NPUGetFloatStatusV2] on CPU, Please confirm\n\n----------\n- The Function Call Stack:\n"
    )
    assert modelzoo.first_error(text) == "RuntimeError: Unsupported op [NPUGetFloatStatusV2] on CPU, Please confirm"


def test_librispeech_manifest_and_wav_clips(tmp_path):
    # deepspeech2_librispeech: WAV,TXT pairs a manifest line, 16-bit mono PCM, transcripts in labels.json's letters
    import wave

    modelzoo.make_librispeech_wav(str(tmp_path), train=3, test=2, seconds=0.5, rate=8000, chars=6)
    for split, n in (("train", 3), ("test", 2)):
        pairs = [ln.split(",") for ln in (tmp_path / f"{split}_manifest.csv").read_text().splitlines()]
        assert len(pairs) == n
        for wav, txt in pairs:
            with wave.open(wav) as w:
                assert (w.getnchannels(), w.getsampwidth(), w.getframerate(), w.getnframes()) == (1, 2, 8000, 4000)
                pcm = np.frombuffer(w.readframes(4000), dtype="<i2")
            assert 1000 < np.abs(pcm).max() < 32767
            text = open(txt).read()
            assert text.endswith("\n") and 0 < len(text.strip()) <= 6 and set(text.strip()) <= set(modelzoo._LETTERS)


def test_edit_config_sets_successive_lines_of_a_python_config(tmp_path):
    # a tuple of values sets the first lines of the key, one each; {src} and {data} become the given paths
    path = tmp_path / "config.py"
    path.write_text('a = ed({\n    "n": 1,\n    "p": "x",\n})\nb = ed({\n    "n": 1,\n})\n')
    modelzoo.edit_config(str(path), {'"n"': ("2,", "3,"), '"p"': "'{data}/m.csv',"}, data="/d")
    assert path.read_text() == 'a = ed({\n    "n": 2,\n    "p": \'/d/m.csv\',\n})\nb = ed({\n    "n": 3,\n})\n'
    with pytest.raises(KeyError):
        modelzoo.edit_config(str(path), {'"n"': ("1,", "1,", "1,")})


def test_export_sources_writes_files_of_another_repository(tmp_path):
    git = tmp_path / "mirrors" / "owner+name" / "repo"
    subprocess.run(["git", "init", "-q", "--bare", str(git)], check=True)
    work = tmp_path / "work"
    subprocess.run(["git", "clone", "-q", str(git), str(work)], check=True, capture_output=True)
    (work / "pkg").mkdir()
    (work / "pkg" / "decoder.py").write_text("X = 1\n")
    ident = ["-c", "user.name=t", "-c", "user.email=t@t"]
    subprocess.run(["git", "-C", str(work), "add", "."], check=True)
    subprocess.run(["git", "-C", str(work), *ident, "commit", "-q", "-m", "c"], check=True)
    subprocess.run(["git", "-C", str(work), "tag", "V1"], check=True)
    subprocess.run(["git", "-C", str(work), "push", "-q", "origin", "HEAD", "V1"], check=True, capture_output=True)
    spec = modelzoo.Spec(
        "m", "p", "image_folder", {}, ["t.py"], ["e.py", "{ckpt}"], sources=(("owner/name", "V1", ["pkg/decoder.py"]),)
    )
    modelzoo.export_sources(spec, str(tmp_path / "src"), mirrors=str(tmp_path / "mirrors"))
    assert (tmp_path / "src" / "pkg" / "decoder.py").read_text() == "X = 1\n"


def test_torch_site_links_torch_for_an_interpreter_without_it(tmp_path):
    site = modelzoo.torch_site(str(tmp_path))
    import torch

    assert os.path.realpath(os.path.join(site, "torch")) == os.path.realpath(os.path.dirname(torch.__file__))
    assert modelzoo.torch_site(str(tmp_path)) == site  # a second call keeps the links


SCRIPT_CELLS = """
import sys
import numpy as np
import mindspore as ms
from mindspore import nn
from src.steps import Step

net = nn.Dense(3, 1)
step = Step(net, nn.SGD(net.trainable_params(), 0.1))
x = ms.Tensor(np.ones((2, 3), np.float32))
print("@@", [float(step(x).asnumpy()) for _ in range(2)])
"""

STEPS = """
import mindspore as ms
from mindspore import nn, ops


class Step(nn.Cell):
    def __init__(self, net, opt):
        super().__init__()
        self.net, self.opt = net, opt
        self.grad = ops.GradOperation(get_by_list=True)

    def construct(self, x):
        loss = self.net(x).sum()
        grads = self.grad(lambda y: self.net(y).sum(), self.opt.parameters)(x)
        self.opt(grads)
        return loss
"""


def test_runner_script_train_cells_share_weights_and_log_losses(tmp_path):
    # MZ_TRAIN_CELLS: a script's own train-step class saves (or loads) its first instance's parameters and logs calls
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "__init__.py").write_text("")
    (tmp_path / "src" / "steps.py").write_text(textwrap.dedent(STEPS))
    (tmp_path / "train.py").write_text(textwrap.dedent(SCRIPT_CELLS))
    init = tmp_path / "init.ckpt"

    def run(seed, **env):
        losses = tmp_path / f"losses_{seed}.jsonl"
        _runner(str(tmp_path / "train.py"), MZ_LOSSES=str(losses), MZ_TRAIN_CELLS="src.steps:Step", **env)
        return [json.loads(ln) for ln in losses.read_text().splitlines()]

    saved = run(1, MZ_SAVE_INIT=str(init))
    assert init.exists() and len(saved) == 2 and saved[1] < saved[0]
    # the whole cell's parameters, named as MindSpore names them (the shared weights under the optimizer's name)
    assert {"opt.weight", "opt.bias", "opt.learning_rate"} <= set(ms.load_checkpoint(str(init)))
    np.testing.assert_allclose(run(2, MZ_LOAD_INIT=str(init)), saved, rtol=1e-6)


def test_isbi_multipage_tiffs(tmp_path):
    # unet_isbi: the images and their 0/255 masks, one page each, read as the zoo's _load_multipage_tiff reads them
    from PIL import Image, ImageSequence

    modelzoo.make_isbi_tif(str(tmp_path), pages=3, size=16)
    stacks = {}
    for name in ("train-volume.tif", "train-labels.tif"):
        stacks[name] = np.array([np.array(p) for p in ImageSequence.Iterator(Image.open(tmp_path / name))])
        assert stacks[name].shape == (3, 16, 16) and stacks[name].dtype == np.uint8
    assert set(np.unique(stacks["train-labels.tif"])) == {0, 255}
    assert ((stacks["train-volume.tif"] > 127) == (stacks["train-labels.tif"] == 255)).all()


def test_voc_detection_layout(tmp_path):
    # ssd300_voc: each annotation names its image, the box lies inside it and is where the image is bright
    import xml.etree.ElementTree as et

    from PIL import Image

    modelzoo.make_voc_detection(str(tmp_path), train=3, test=2, size=(40, 60))
    for split, n in (("train", 3), ("eval", 2)):
        annos = sorted((tmp_path / split / "Annotations").glob("*.xml"))
        assert len(annos) == n
        for i, anno in enumerate(annos):
            root = et.parse(anno).getroot()
            img = np.array(Image.open(tmp_path / split / "Images" / root.find("filename").text))
            assert img.shape == (40, 60, 3)
            assert (int(root.find("size/width").text), int(root.find("size/height").text)) == (60, 40)
            obj = root.find("object")
            assert obj.find("name").text == ("person", "car")[i % 2]
            x0, y0, x1, y1 = (int(obj.find(f"bndbox/{k}").text) for k in ("xmin", "ymin", "xmax", "ymax"))
            assert 1 <= x0 < x1 <= 60 and 1 <= y0 < y1 <= 40
            assert img[y0 - 1 : y1, x0 - 1 : x1].mean() > 150 > img.mean()


def test_runner_caps_workers_at_mz_max_workers():
    code = (
        "import mindshim; mindshim.install(); import sys; sys.path.insert(0, 'tools'); import _modelzoo_runner as r;"
        "k = {'num_parallel_workers': 8}; r._cap_workers(k); print(k['num_parallel_workers'])"
    )
    env = dict(os.environ, PYTHONPATH=REPO, MZ_MAX_WORKERS="1")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO, env=env, timeout=300)
    assert out.stdout.split()[-1:] == ["1"], out.stderr[-2000:]


def test_dlrm_mindrecord_is_read_as_dlrm_reads_it(tmp_path):
    # dlrm_criteo: one file per split under the names DLRM's reader opens, one sample (26 ids, 13 values) a record
    sizes = (3, 5) * 13
    modelzoo.make_dlrm_mindrecord(
        str(tmp_path), train=4, test=2, sizes=sizes, python=[sys.executable, "-m", "mindshim"]
    )
    for name, count in (("train_input_part.mindrecord000", 4), ("test_input_part.mindrecord00", 2)):
        data = ds.MindDataset(str(tmp_path / name), columns_list=["feat_ids", "feat_vals", "label"], shuffle=False)
        rows = list(data.create_tuple_iterator(output_numpy=True))
        assert len(rows) == count
        for ids, vals, label in rows:
            assert ids.shape == (26,) and ids.dtype == np.int32 and (ids < np.array(sizes)).all() and ids.min() >= 0
            assert vals.shape == (13,) and vals.dtype == np.float32 and (0 <= vals).all() and (vals < 10).all()
            assert label.tolist() == [float(vals[0] > 5)]


def test_magnatagatune_mindrecord_is_read_as_fcn4_reads_it(tmp_path):
    # fcn4_magnatagatune: mel spectrograms of (1, 96, 1366); tag j of 50 set in record j % n, so that every tag
    # has a positive and a negative record (eval.py's per-tag AUC divides by their counts' product)
    modelzoo.make_magnatagatune_mindrecord(str(tmp_path), train=2, val=32, python=[sys.executable, "-m", "mindshim"])
    for name, count in (("train.mindrecord0", 2), ("val.mindrecord0", 32)):
        data = ds.MindDataset(str(tmp_path / name), ["feature", "label"], shuffle=False)
        rows = list(data.create_tuple_iterator(output_numpy=True))
        assert len(rows) == count
        labels = np.stack([label for _, label in rows])
        assert labels.shape == (count, 50) and labels.dtype == np.int32
        assert (labels.sum(0) == 1).all()  # every tag: one positive record, count - 1 negative ones
        for i, (feature, label) in enumerate(rows):
            assert feature.shape == (1, 96, 1366) and feature.dtype == np.float32
            assert np.flatnonzero(label).tolist() == list(range(i, 50, count))
            band = (i % 4) * 24
            assert (
                feature[0, band : band + 24].mean()
                > 0.9
                > 0.1
                > abs(np.delete(feature[0], range(band, band + 24), 0).mean())
            )


def test_voc_segmentation_layout(tmp_path):
    # fcn8s_voc: JPEG images, class-index PNG masks marking each image's bright square, the two lists
    from PIL import Image

    modelzoo.make_voc_segmentation(str(tmp_path), train=3, val=2, size=32, classes=3)
    voc = tmp_path / "VOC2012"
    lists = voc / "ImageSets" / "Segmentation"
    train = (lists / "train.txt").read_text().splitlines()
    assert train == [f"JPEGImages/{n}.jpg SegmentationClass/{n}.png" for n in (1, 2, 3)]
    assert (lists / "val.txt").read_text().splitlines() == ["4", "5"]
    for n in range(1, 6):
        img = np.array(Image.open(voc / "JPEGImages" / f"{n}.jpg"))
        mask = np.array(Image.open(voc / "SegmentationClass" / f"{n}.png"))
        assert img.shape == (32, 32, 3) and mask.shape == (32, 32) and mask.dtype == np.uint8
        assert set(np.unique(mask)) == {0, 1 + (n - 1) % 2}
        assert img[mask > 0].mean() > 100 > 60 > img[mask == 0].mean()
