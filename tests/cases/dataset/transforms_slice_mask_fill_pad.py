# transforms.Slice / Mask / Fill / PadEnd: per-dimension slicing, constant casts, text columns, argument and pipeline errors.
import numpy as np

import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.transforms as T

R = T.Relational


def run(tag, op, x):
    try:
        r = op(np.array(x) if not isinstance(x, np.ndarray) else x)
        print(tag, r.dtype, r.shape, r.tolist())
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, [ln for ln in str(e).splitlines() if ln.startswith("[ERROR]")])


def make(tag, ctor, *args):
    try:
        ctor(*args)
        print(tag, "ok")
    except Exception as e:  # noqa: BLE001
        print(tag, type(e).__name__, e)


x = np.arange(10).reshape(2, 5)
for i, args in enumerate(
    [(None,), (Ellipsis,), (True,), (False,), (0,), ([1], [0, 3]), (-1,), ([5],), ([-6],), (0, 0, 0), ([],)]
):
    run(f"slice{i}", T.Slice(*args), x)
run("slice_obj", T.Slice(slice(3, 1)), x)
run("slice_mixed", T.Slice([0], 2), x)
run("slice_clamp", T.Slice(1, slice(-15, -7)), x)
run("slice_neg_step", T.Slice(slice(0, 2), slice(-1, -5, -2)), x)
run("slice_str", T.Slice([2, 0]), np.array([b"a", b"bb", b"ccc"]))
run("slice_scalar", T.Slice(0), np.array(3))
make("slice_bad_nested", T.Slice, [[0, 1]])
make("slice_bad_float", T.Slice, 1.5)
make("slice_bad_nested_slice", T.Slice, [slice(3)])

run("mask_cast", T.Mask(R.EQ, 3.5), [1, 2, 3])
run("mask_gt_u8", T.Mask(R.GT, 2.7), np.array([1, 2, 3], np.uint8))
run("mask_wrap", T.Mask(R.EQ, -1), np.array([255, 2, 3], np.uint8))
run("mask_int32", T.Mask(R.EQ, 3, ms.int32), [1.5, 3.0])
run("mask_f16", T.Mask(R.EQ, 2.5, ms.float16), np.array([1.5, 2.5], np.float32))
run("mask_u64", T.Mask(R.LE, 2, ms.uint64), np.array([1, 2, 3]))
run("mask_bool", T.Mask(R.EQ, 1), np.array([True, False]))
run("mask_str", T.Mask(R.EQ, "3."), np.array(["1", "3."]))
run("mask_bytes", T.Mask(R.LT, b"3"), np.array([b"1", b"3"]))
run("mask_mismatch1", T.Mask(R.EQ, "3"), np.array([1, 3]))
run("mask_mismatch2", T.Mask(R.EQ, 3), np.array(["1", "3"]))
run("mask_string_type", T.Mask(R.EQ, "3", ms.string), np.array(["1", "3"]))
make("mask_bad_op", T.Mask, "EQ", 1)
make("mask_bad_const", T.Mask, R.EQ, [1])
make("mask_bad_dtype", T.Mask, R.EQ, 1, np.int32)
print("relational", int(R.LE), R.GE == 3)

run("fill_wrap", T.Fill(-3), np.array([4, 5], np.uint8))
run("fill_wrap2", T.Fill(300), np.array([4, 5], np.uint8))
run("fill_trunc", T.Fill(2.7), np.array([4, 5], np.int32))
run("fill_trunc_neg", T.Fill(-2.7), np.array([4, 5], np.int32))
run("fill_bool_float", T.Fill(True), np.array([4, 5], np.float32))
run("fill_int_bool", T.Fill(7), np.array([True]))
run("fill_bytes", T.Fill(b"abc"), np.array([b"A", b"B"]))
run("fill_str", T.Fill("words"), np.array(["A", "Bcdefgh"]))
run("fill_str_bytes", T.Fill("abc"), np.array([b"A", b"B"]))
run("fill_bytes_str", T.Fill(b"abc"), np.array(["A", "B"]))
run("fill_str_int", T.Fill("words"), np.array([4]))
run("fill_int_str", T.Fill(4), np.array(["a"]))
run("fill_f16", T.Fill(1.5), np.array([1], np.float16))
run("fill_inf", T.Fill(1e40), np.array([1], np.float32))
run("fill_2d", T.Fill(3), np.array([[1, 2], [3, 4]], np.float64))
make("fill_bad_list", T.Fill, [1])
make("fill_bad_none", T.Fill, None)

run("pad_bytes", T.PadEnd([3], b"-1"), np.array([b"1", b"2"]))
run("pad_str", T.PadEnd([4], "-1"), np.array(["1", "2"]))
run("pad_str_int", T.PadEnd([3], "-1"), np.array([1, 2]))
run("pad_int_bytes", T.PadEnd([3], 1), np.array([b"1"]))
run("pad_trunc", T.PadEnd([3], 2.7), np.array([1, 2]))
run("pad_wrap", T.PadEnd([3], -1), np.array([1, 2], np.uint8))
run("pad_none_dim", T.PadEnd([3, None], -1), np.array([[1, 2]]))
run("pad_2d", T.PadEnd([3, 1], 9), np.array([[1, 2]]))
run("pad_rank", T.PadEnd([3], 9), np.array([[1, 2]]))
run("pad_default_bytes", T.PadEnd([5]), np.array([b"1"]))
run("pad_default_int", T.PadEnd([2, 3]), np.array([[1.5]], np.float32))
run("pad_cut", T.PadEnd([2]), np.array([1, 2, 3]))
for i, bad in enumerate([(["2"], 1), (3, -1), ([2], [1]), ([-1], 0), ([0], 0)]):
    make(f"pad_bad{i}", T.PadEnd, *bad)

# in a pipeline: uint64 masks, text columns, the map operation's error
data = ds.NumpySlicesDataset([[1, 2, 3, 4, 5]], shuffle=False).map(operations=T.Mask(R.GE, 3, ms.uint64))
for row in data.create_tuple_iterator(output_numpy=False):
    print("pipe_mask", row[0].dtype, row[0].asnumpy().tolist())
data = ds.NumpySlicesDataset([["a", "bb"]], shuffle=False).map(operations=[T.Slice([1]), T.PadEnd([3], "zz")])
for row in data.create_tuple_iterator(output_numpy=True):
    print("pipe_text", row[0].dtype, row[0].tolist())
data = ds.NumpySlicesDataset([[1, 2]], shuffle=False).map(operations=T.Slice([7]))
try:
    for row in data.create_tuple_iterator(output_numpy=True):
        pass
except RuntimeError as e:
    print("pipe_error", [ln for ln in str(e).splitlines() if ln.startswith("[ERROR]")])
