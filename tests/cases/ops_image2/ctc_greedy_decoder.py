# ops.CTCGreedyDecoder / ops.ctc_greedy_decoder on CPU: greedy paths with and without merging, blanks, short sequences, errors.
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops

np.set_printoptions(precision=5, suppress=True)


def attempt(tag, fn):
    try:
        r = fn()
        for t in r:
            print(tag, t.dtype, t.shape, t.asnumpy().tolist())
    except Exception as e:
        print(tag, type(e).__name__, str(e).split(chr(10))[0][:200])


rng = np.random.RandomState(3)
x = rng.uniform(-2, 2, (6, 3, 4)).astype(np.float32)
x[1, 0] = x[0, 0]
x[2, 0] = [0, 0, 0, 5]
x[3, 1] = [1, 1, 0.5, 0]
for merge in (True, False):
    for seq in ((6, 6, 6), (6, 3, 0), (1, 2, 4)):
        attempt(f"prim merge={merge} seq={seq}", lambda: ops.CTCGreedyDecoder(merge)(Tensor(x), Tensor(seq, ms.int32)))
        attempt(f"func merge={merge} seq={seq}", lambda: ops.ctc_greedy_decoder(Tensor(x), Tensor(seq, ms.int32), merge))
attempt("f64", lambda: ops.ctc_greedy_decoder(Tensor(x.astype(np.float64)), Tensor((6, 5, 4), ms.int32)))
blank = np.zeros((3, 2, 3), np.float32)
blank[..., 2] = 1
attempt("all blank", lambda: ops.ctc_greedy_decoder(Tensor(blank), Tensor((3, 3), ms.int32)))
attempt("f16", lambda: ops.ctc_greedy_decoder(Tensor(x.astype(np.float16)), Tensor((6, 5, 4), ms.int32)))
attempt("seq too long", lambda: ops.ctc_greedy_decoder(Tensor(x), Tensor((7, 5, 4), ms.int32)))
attempt("seq i64", lambda: ops.ctc_greedy_decoder(Tensor(x), Tensor((6, 5, 4), ms.int64)))
attempt("seq 2d", lambda: ops.ctc_greedy_decoder(Tensor(x), Tensor([[6, 5, 4]], ms.int32)))
attempt("seq batch", lambda: ops.ctc_greedy_decoder(Tensor(x), Tensor((6, 5), ms.int32)))
attempt("rank2", lambda: ops.ctc_greedy_decoder(Tensor(x[0]), Tensor((1, 1, 1), ms.int32)))
attempt("merge int", lambda: ops.CTCGreedyDecoder(1))
attempt("np input", lambda: ops.CTCGreedyDecoder()(x, Tensor((6, 5, 4), ms.int32)))
print(ops.CTCGreedyDecoder(), ops.CTCGreedyDecoder(False).merge_repeated)
