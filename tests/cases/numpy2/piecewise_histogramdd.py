# mindspore.numpy piecewise (dtype of the stacked values), histogramdd and histogram2d (edges, weights, density,
# range, errors).
import mindspore.numpy as np


def attempt(tag, fn):
    try:
        r = fn()
        if isinstance(r, tuple):
            print(tag, "tuple", len(r))
            for v in r:
                print(" ", v if not isinstance(v, list) else [(e.dtype, e) for e in v])
        else:
            print(tag, r.dtype, r.shape)
            print(r)
    except Exception as e:
        print(tag, type(e).__name__, str(e).splitlines()[0])


x = np.linspace(-2.5, 2.5, 6)
attempt("pw_ints", lambda: np.piecewise(x, [x < 0, x >= 0], [-1, 1]))
attempt("pw_floats", lambda: np.piecewise(x, [x < 0, x >= 0], [-1.5, 1]))
attempt("pw_bools", lambda: np.piecewise(x, [x < 0, x >= 0], [True, False]))
attempt("pw_fns", lambda: np.piecewise(x, [x < 0, x >= 0], [lambda v: -v, lambda v: v * 2]))
attempt("pw_fn_default", lambda: np.piecewise(np.arange(5), [np.arange(5) < 2], [lambda v: v * 2, lambda v: v + 0.5]))
attempt("pw_int_fn", lambda: np.piecewise(np.arange(4), [np.arange(4) < 2], [lambda v: v * 3]))
attempt("pw_args", lambda: np.piecewise(x, [x < 0], [lambda v, k: v * k, lambda v, k: v - k], 2))
attempt("pw_kw", lambda: np.piecewise(x, [x < 0], [lambda v, k=1: v * k, lambda v, k=1: v - k], k=3))
attempt("pw_list_x", lambda: np.piecewise([1, 2, 3], [[True, False, True]], [5]))
attempt("pw_scalar_cond", lambda: np.piecewise(np.arange(4), True, [3]))
attempt("pw_float_on_int", lambda: np.piecewise(np.arange(4), [np.arange(4) < 2], [1.5]))
attempt("pw_uncovered", lambda: np.piecewise(x, [x < -1, x > 1], [7, 8]))
attempt("pw_count", lambda: np.piecewise(x, [x < 0, x >= 0], [1, 2, 3, 4]))
attempt("pw_tensor_cond", lambda: np.piecewise(x, x > 0, [1]))
attempt("pw_mixed", lambda: np.piecewise(x, [x < 0, x >= 0], [-1, lambda v: v]))

s = np.arange(15).reshape(5, 3)
f = np.array([[0.5, 1.0], [1.5, 2.5], [2.0, 0.1], [3.0, 3.0]])
xs = np.array([0.1, 0.4, 0.9, 0.5])
ys = np.array([1.0, 2.0, 3.0, 2.5])
attempt("dd", lambda: np.histogramdd(s, bins=(2, 3, 4)))
attempt("dd_int_bins", lambda: np.histogramdd(s, bins=2))
attempt("dd_weights", lambda: np.histogramdd(f, bins=2, weights=np.array([1.0, 2.0, 0.5, 3.0])))
attempt("dd_density", lambda: np.histogramdd(f, bins=(2, 3), density=True))
attempt("dd_range", lambda: np.histogramdd(f, bins=2, range=[(0, 2), (0, 2)]))
attempt("dd_range_none", lambda: np.histogramdd(f, bins=2, range=[None, (0, 4)]))
attempt("dd_edges", lambda: np.histogramdd(f, bins=[[0, 1, 4], [0.0, 2.0, 3.0]]))
attempt("dd_tuple", lambda: np.histogramdd((np.array([1, 2, 3]), np.array([0.5, 0.5, 2.0])), bins=2))
attempt("dd_list", lambda: np.histogramdd([[1, 2, 3], [4, 5, 6]], bins=2))
attempt("h2", lambda: np.histogram2d(np.arange(5), np.arange(2, 7), bins=(2, 3)))
attempt("h2_int", lambda: np.histogram2d(xs, ys, bins=3))
attempt("h2_w_density", lambda: np.histogram2d(xs, ys, bins=2, weights=np.array([1.0, 2.0, 3.0, 4.0]), density=True))
attempt("h2_edges", lambda: np.histogram2d(xs, ys, bins=[np.array([0.0, 0.5, 1.0]), 2]))
attempt("h2_range", lambda: np.histogram2d(xs, ys, bins=2, range=[[0, 1], [1, 2]]))
attempt("h2_same", lambda: np.histogram2d(np.array([1.0, 1.0]), np.array([2.0, 2.0]), bins=2))
attempt("dd_bad_rank", lambda: np.histogramdd(np.arange(5), bins=2))
attempt("dd_bad_bins", lambda: np.histogramdd(f, bins=(2, 3, 4)))
attempt("dd_bad_range", lambda: np.histogramdd(f, bins=2, range=[(0, 1)]))
attempt("dd_bad_bins_type", lambda: np.histogramdd(f, bins=2.5))
attempt("dd_bad_sample", lambda: np.histogramdd(5, bins=2))
attempt("pw_scalar_default", lambda: np.piecewise(x, [x < 0], [-1, 7]))
