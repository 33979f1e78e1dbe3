# Private names of ops.function.nn_func that mindone 0.4.0 imports (its MultiheadAttention port and conv adapter):
# linear, _inner_dropout, _in_projection, _in_projection_packed, the _check_* shape checks, _inner_pad, pad_ext.
import numpy as np

import mindspore as ms
from mindspore import Tensor
from mindspore.ops.function.nn_func import (
    _check_attn_mask_shape,
    _check_kpm_shape,
    _check_qkv_shape,
    _in_projection,
    _in_projection_packed,
    _inner_dropout,
    _inner_pad,
    linear,
    pad_ext,
)


def attempt(tag, fn):
    try:
        print(tag, "ok", fn())
    except Exception as e:
        print(tag, type(e).__name__, str(e).splitlines()[0] if str(e).strip() else "")


def arr(*shape, seed):
    return Tensor(np.random.default_rng(seed).uniform(-1, 1, shape).astype(np.float32))


def show(tag, t):
    if isinstance(t, (tuple, list)):
        for i, one in enumerate(t):
            show(f"{tag}[{i}]", one)
        return
    print(tag, t.dtype, t.shape, np.round(t.asnumpy().astype(np.float64), 5).ravel().tolist())


x = arr(2, 3, 4, seed=0)
w = arr(5, 4, seed=1)
b = arr(5, seed=2)
show("linear", linear(x, w, b))
show("linear no bias", linear(x, w, None))
show("linear 1d", linear(arr(4, seed=3), w, b))


show("dropout eval", _inner_dropout(x, 0.5, False))
show("dropout p0", _inner_dropout(x, 0.0, True))
ms.set_seed(1)
d = _inner_dropout(Tensor(np.ones((64,), np.float32)), 0.5, True)
print("dropout train values", sorted(set(np.round(d.asnumpy(), 4).tolist())))
print(_inner_dropout(x, 0.5, False) is x, _inner_dropout(x, 1.5, True) is x)

E = 4
q, k, v = arr(3, 2, E, seed=5), arr(5, 2, 6, seed=6), arr(5, 2, 7, seed=7)
wq, wk, wv = arr(E, E, seed=8), arr(E, 6, seed=9), arr(E, 7, seed=10)
bq, bk, bv = arr(E, seed=11), arr(E, seed=12), arr(E, seed=13)
show("in_projection", _in_projection(q, k, v, wq, wk, wv, bq, bk, bv))
show("in_projection no bias", _in_projection(q, k, v, wq, wk, wv))
attempt("in_projection wq", lambda: _in_projection(q, k, v, wk, wk, wv))
attempt("in_projection wk", lambda: _in_projection(q, k, v, wq, wq, wv))
attempt("in_projection wv", lambda: _in_projection(q, k, v, wq, wk, wk))
attempt("in_projection bq", lambda: _in_projection(q, k, v, wq, wk, wv, arr(3, seed=1)))
attempt("in_projection bk", lambda: _in_projection(q, k, v, wq, wk, wv, bq, arr(2, 2, seed=1)))
attempt("in_projection bv", lambda: _in_projection(q, k, v, wq, wk, wv, bq, bk, arr(5, seed=1)))

W = arr(3 * E, E, seed=14)
B = arr(3 * E, seed=15)
kk = arr(5, 2, E, seed=16)
show("packed self", _in_projection_packed(q, q, q, W, B, True, True))
show("packed self no bias", _in_projection_packed(q, q, q, W, None, True, True))
show("packed enc-dec", _in_projection_packed(q, kk, kk, W, B, True, False))
show("packed enc-dec no bias", _in_projection_packed(q, kk, kk, W, None, True, False))
show("packed separate", _in_projection_packed(q, kk, arr(5, 2, E, seed=17), W, B, False, False))
show("packed separate no bias", _in_projection_packed(q, kk, kk, W, None, False, False))

print("qkv", _check_qkv_shape(3, 3, 3), _check_qkv_shape(2, 2, 2))
attempt("qkv batched", lambda: _check_qkv_shape(3, 2, 3))
attempt("qkv unbatched", lambda: _check_qkv_shape(2, 2, 3))
attempt("qkv rank", lambda: _check_qkv_shape(4, 4, 4))
print("kpm", _check_kpm_shape(3, 2), _check_kpm_shape(2, 1), _check_kpm_shape(4, 7))
attempt("kpm batched", lambda: _check_kpm_shape(3, 3))
attempt("kpm unbatched", lambda: _check_kpm_shape(2, 2))
print("mask", _check_attn_mask_shape(3, (3, 2, 4), (5, 2, 4), 2, (3, 5), 2))
print("mask", _check_attn_mask_shape(2, (3, 4), (5, 4), 3, (2, 3, 5), 2), _check_attn_mask_shape(4, (), (), 5, (), 1))
attempt("mask batched", lambda: _check_attn_mask_shape(3, (3, 2, 4), (5, 2, 4), 4, (1, 1, 3, 5), 2))
attempt("mask unbatched", lambda: _check_attn_mask_shape(2, (3, 4), (5, 4), 1, (5,), 2))
attempt("mask unbatched 3d", lambda: _check_attn_mask_shape(2, (3, 4), (5, 4), 3, (2, 3, 4), 2))

m = Tensor(np.array([[True, False], [False, True]]))
show("inner_pad bool", _inner_pad(m, (0, 1)))
show("inner_pad float", _inner_pad(arr(2, 2, seed=18), (1, 1), value=3.0))
show("inner_pad int", _inner_pad(Tensor(np.array([[1, 2]], np.int32)), (0, 2)))

img = arr(1, 2, 3, 4, seed=19)
img3 = arr(2, 3, 4, seed=20)
print("pad_ext empty", pad_ext(img, ()) is img)
show("pad_ext circular", pad_ext(img, (1, 2, 2, 1), mode="circular"))
show("pad_ext circular 3d", pad_ext(img3, (1, 1, 1, 1), mode="circular"))
show("pad_ext circular 1d", pad_ext(img3, (1, 2), mode="circular", value=0))
show("pad_ext circular 6", pad_ext(img, (1, 1, 1, 0, 1, 1), mode="circular"))
for mode in ("reflect", "replicate"):
    attempt(f"pad_ext {mode} value", lambda: pad_ext(img, (1, 1), mode=mode, value=1.0).shape)
attempt("pad_ext mode", lambda: pad_ext(img, (1, 1), mode="edge"))
attempt("pad_ext not tensor", lambda: pad_ext(np.zeros((2, 2)), (1, 1)))
# last: a failed MindSpore kernel can report its error again on a later call, so the errors its C++ checks raise
# (the pad ops' rank checks, ConstantPadND's odd length) are left out: checked alone, they match
attempt("linear bad", lambda: linear(x, arr(5, 3, seed=4), None).shape)
attempt("dropout p1", lambda: _inner_dropout(x, 1.0, True).shape)
# MindSpore 2.10's CPU backend has no ConstantPadND / ReflectionPad / ReplicationPad kernels
attempt("pad_ext constant", lambda: pad_ext(img, (1, 0, 0, 1), value=6.0).shape)
