# mindspore.numpy.digitize and searchsorted: the docstring example, right=True, decreasing bins, NaN in x and bins, dtypes.
import mindspore as ms
import mindspore.numpy as mnp

ms.runtime.launch_blocking()


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, r.dtype, r.shape, r.asnumpy().tolist())
    except Exception as e:  # noqa: BLE001
        print(tag, "raised", type(e).__name__)


nan = float("nan")
x = mnp.array([1.2, 10.0, 12.4, 15.5, 20.0])
xs = [
    ("doc", x),
    ("edges", mnp.array([-1.0, 0.0, 5.0, 4.999, 5.001, 20.0, 21.0])),
    ("nan", mnp.array([1.2, nan, 5.0, -nan])),
    ("int", mnp.array([1, 5, 7, 0, 20, 25])),
    ("int64", mnp.array([1, 5, 7, 0, 20, 25], mnp.int64)),
    ("f16", mnp.array([1.5, 5.0, 7.25, 20.0], mnp.float16)),
    ("f64", mnp.array([1.5, 5.0, 7.25, 20.0], mnp.float64)),
    ("2d", mnp.array([[1.0, 5.0], [15.0, 30.0]])),
    ("list", [1, 5, 10.5]),
    ("scalar", 5),
]
bins_all = [
    ("inc", mnp.array([0, 5, 10, 15, 20])),
    ("inc_f", mnp.array([0.0, 5.0, 10.0, 15.0, 20.0])),
    ("dec", mnp.array([20, 15, 10, 5, 0])),
    ("dup", mnp.array([0, 5, 5, 5, 20])),
    ("one", mnp.array([5.0])),
    ("two", mnp.array([5.0, 1.0])),
    ("nan_last", mnp.array([0.0, 5.0, 10.0, nan])),
    ("nan_mid", mnp.array([0.0, 5.0, nan, 15.0, 20.0])),
    ("nan_first", mnp.array([nan, 5.0, 10.0])),
    ("list", [0, 5, 10, 15, 20, 25, 30]),
    ("equal", mnp.array([5, 5, 5])),
]
for xt, xv in xs:
    for bt, bv in bins_all:
        for right in (False, True):
            attempt(f"digitize({xt},{bt},right={right})", lambda: mnp.digitize(xv, bv, right=right))
attempt("digitize(empty_bins)", lambda: mnp.digitize(x, mnp.array([])))
attempt("digitize(bins_2d)", lambda: mnp.digitize(x, mnp.array([[0, 5], [10, 15]])))
for xt, xv in xs:
    for bt, bv in bins_all[:2] + bins_all[3:4] + bins_all[6:8]:
        for side in ("left", "right"):
            attempt(f"searchsorted({bt},{xt},{side})", lambda: mnp.searchsorted(bv, xv, side))
attempt("searchsorted(sorter)", lambda: mnp.searchsorted(mnp.array([10, 0, 5]), x, sorter=mnp.array([1, 2, 0])))
attempt("searchsorted(bad_side)", lambda: mnp.searchsorted(mnp.array([0, 5]), x, "middle"))
