# ops.operations.nn_ops.FlashAttentionScore, which mindone and MindNLP import: built on every backend (its
# attributes stored, input_layout as an enum value), with no kernel on MindSpore's CPU backend.
import numpy as np

from mindspore import Tensor
from mindspore.ops.operations.nn_ops import FlashAttentionScore


def attempt(tag, fn):
    try:
        print(tag, "ok", fn())
    except Exception as e:
        print(tag, type(e).__name__, str(e).splitlines()[0] if str(e).strip() else "")


fa = FlashAttentionScore(head_num=2, input_layout="BNSD")
print(fa.name, sorted(fa.attrs.items()))
print(fa.head_num, fa.keep_prob, fa.scale_value, fa.input_layout, fa.sparse_mode, fa.pre_tokens)
for layout in ["BSH", "BNSD", "SBH", "BSND", "TND", "TH", "NSD", "SH", "bsh", "BSH "]:
    attempt(layout, lambda: FlashAttentionScore(2, input_layout=layout).input_layout)
attempt("int layout", lambda: FlashAttentionScore(2, input_layout=1))
fa2 = FlashAttentionScore(4, keep_prob=0.5, scale_value=0.125, pre_tokens=10, next_tokens=0, sparse_mode=2)
print(sorted(fa2.attrs.items()))
q = Tensor(np.ones((1, 2, 4, 8), np.float16))
attempt("call", lambda: str(fa(q, q, q)))
attempt("call f32", lambda: str(fa(q.astype("float32"), q.astype("float32"), q.astype("float32"))))
attempt("call mask", lambda: str(fa(q, q, q, None, None, None, Tensor(np.zeros((1, 1, 4, 4), np.uint8)))))

# the functional form builds the primitive and takes its attention output
from mindspore import ops  # noqa: E402

attempt("function", lambda: str(ops.flash_attention_score(q, q, q, 2, input_layout="BNSD")))
attempt("function mask", lambda: str(ops.flash_attention_score(q, q, q, 2, attn_mask=None, input_layout="BNSD")))
attempt("function layout", lambda: ops.flash_attention_score(q, q, q, 2, input_layout="XYZ"))
print(ops.function.flash_attention_score is ops.flash_attention_score)
