"""MindNLP 0.1.1: its BERT and GPT-2 from tiny configs, one forward in inference mode and one optimizer step each:
``BertModel`` (sequence and pooled outputs under an attention mask), ``BertForPretraining`` (MLM scores at
``masked_lm_positions`` and next-sentence scores), ``GPT2Model`` (hidden states and the key/value cache; no attention mask, which MindNLP 0.1.1 cannot
take: it casts it to the Cell's missing ``dtype``) and
``GPT2LMHeadModel`` (logits, and its shifted cross-entropy loss from ``labels``). Both sides use the weights real
MindSpore drew (dropout 0). Also a MindNLP text pipeline: PennTreebankDataset through MindNLP's ``BasicTokenizer``
and a ``Vocab`` built from the dataset."""

import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
from _common import data, ids, same_weights, show
from _common import train_step as _train_step

import mindspore as ms
from mindspore import Tensor, nn, ops

from mindnlp.models.bert import BertConfig, BertForPretraining, BertModel
from mindnlp.models.gpt2.config_gpt2 import GPT2Config
from mindnlp.models.gpt2.gpt2 import GPT2LMHeadModel, GPT2Model


def train_step(net, loss_of, inputs, tag):
    """One Momentum step (see ``_common.train_step``). Not Adam: its first step moves each weight by about
    ``lr * sign(grad)``, so weights whose gradients are float32 rounding noise (~1e-8) move by amounts that are
    noise too, on either side."""
    _train_step(net, loss_of, inputs, tag, lambda ps: nn.Momentum(ps, learning_rate=0.01, momentum=0.9), 12)


ms.set_seed(0)

# BERT: 2 layers of width 16
bert_cfg = BertConfig(
    vocab_size=40,
    hidden_size=16,
    num_hidden_layers=2,
    num_attention_heads=2,
    intermediate_size=32,
    max_position_embeddings=16,
    hidden_dropout_prob=0.0,
    attention_probs_dropout_prob=0.0,
)
bert = BertModel(bert_cfg)
same_weights(bert, "mindnlp_bert")
tok = ids(2, 7, seed=1, high=40)
mask = Tensor(np.array([[1] * 7, [1] * 5 + [0] * 2], np.int32))
segments = Tensor(np.array([[0] * 4 + [1] * 3, [0] * 7], np.int32))
bert.set_train(False)
out = bert(tok, attention_mask=mask, token_type_ids=segments)
show("bert sequence", out[0])
show("bert pooled", out[1])
bert.set_train(True)
bert_target = Tensor(data(2, 16, seed=2))
train_step(bert, lambda o: ops.mse_loss(o[1], bert_target), (tok, mask, segments), "bert")

pre = BertForPretraining(bert_cfg)
same_weights(pre, "mindnlp_bert_pretraining")
positions = Tensor(np.array([[1, 3], [0, 4]], np.int32))
pre.set_train(False)
scores, nsp = pre(tok, attention_mask=mask, masked_lm_positions=positions)[:2]
show("bert mlm scores", scores)
show("bert nsp scores", nsp)
mlm_labels = Tensor(np.array([5, 7, 11, 2], np.int32))
nsp_labels = Tensor(np.array([0, 1], np.int32))


def pretraining_loss(o):
    return ops.cross_entropy(o[0], mlm_labels) + ops.cross_entropy(o[1], nsp_labels)


pre.set_train(True)
train_step(pre, pretraining_loss, (tok, mask, None, None, None, positions), "bert pretraining")

# GPT-2: 2 layers of width 16
gpt_cfg = GPT2Config(
    vocab_size=50,
    max_position_embeddings=16,
    hidden_size=16,
    num_hidden_layers=2,
    num_attention_heads=2,
    resid_pdrop=0.0,
    embd_pdrop=0.0,
    attn_pdrop=0.0,
)
gpt = GPT2Model(gpt_cfg)
same_weights(gpt, "mindnlp_gpt2")
gtok = ids(2, 6, seed=3, high=50)
gpt.set_train(False)
gout = gpt(gtok)  # no attention_mask: MindNLP 0.1.1 casts it to ``self.dtype``, which its Cells lack
show("gpt2 hidden", gout[0])
show("gpt2 cache key 0", gout[1][0][0])
show("gpt2 cache value 1", gout[1][1][1])
gpt.set_train(True)
gpt_target = Tensor(data(2, 6, 16, seed=4))
train_step(gpt, lambda o: ops.mse_loss(o[0], gpt_target), (gtok,), "gpt2")

lm = GPT2LMHeadModel(gpt_cfg)
same_weights(lm, "mindnlp_gpt2_lm")
labels = ids(2, 6, seed=5, high=50)
lm.set_train(False)
lout = lm(gtok, labels=labels)
show("gpt2 lm loss", lout[0])
show("gpt2 lm logits", lout[1])
lm.set_train(True)
train_step(lm, lambda o: o[0], (gtok, None, None, None, None, None, None, None, None, labels), "gpt2 lm")

# a MindNLP text pipeline over a Penn Treebank folder
from mindnlp.transforms import BasicTokenizer  # noqa: E402
from mindnlp.vocab import Vocab  # noqa: E402

import mindspore.dataset as ds  # noqa: E402

with tempfile.TemporaryDirectory() as root:
    for name, lines in (("train", ["the cat sat", "a dog ran far"]), ("test", ["the dog"]), ("valid", ["a cat"])):
        with open(os.path.join(root, f"ptb.{name}.txt"), "w") as f:
            f.write("".join(f" {ln} \n" for ln in lines))
    ptb = ds.PennTreebankDataset(root, usage="all", shuffle=False, num_parallel_workers=1)
    ptb = ptb.map(BasicTokenizer(), input_columns="text")
    vocab = Vocab.from_dataset(ptb, columns="text", special_tokens=["<pad>", "<unk>"], special_first=True)
    print("ptb vocab", len(vocab), vocab.lookup_tokens(list(range(len(vocab)))))
    print("ptb tokens", [r[0].tolist() for r in ptb.create_tuple_iterator(output_numpy=True)])
