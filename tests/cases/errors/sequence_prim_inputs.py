# MindSpore's sequence primitives run eagerly check their input count (RuntimeError) and the kind of their first
# input (TypeError) before computing; tuple_equal / list_equal refuse non-sequences (their message shows abstract
# values with addresses, so only the class is printed).
import numpy as np
from mindspore import Tensor, ops

x = Tensor(np.ones((2, 3), np.float32))
CALLS = ((1.5,), (x, 1), (x, True), ([1],), ("a",), ((4, 5), 1), ([4, 5], -1), ({1: 2}, 1), ((2, 3), (1,)),
         ((2, 3), ()), (x, x))  # fmt: skip
for name in ("tuple_getitem", "list_getitem", "dict_getitem", "reduced_shape", "tuple_reversed", "tuple_len",
             "list_len"):  # fmt: skip
    f = getattr(ops, name)
    for args in CALLS:
        label = ", ".join(type(a).__name__ for a in args)
        try:
            print(name, f"({label})", "=", f(*args))
        except Exception as e:  # noqa: BLE001
            print(name, f"({label})", type(e).__name__, str(e).split("\n")[0])
for name in ("tuple_equal", "list_equal"):
    f = getattr(ops, name)
    for args in (((1, 2), (1, 2)), ([1], [2]), (x, 1.5), ((1,), None), (x, x), ([1], "a")):
        label = ", ".join(type(a).__name__ for a in args)
        try:
            print(name, f"({label})", "=", f(*args))
        except Exception as e:  # noqa: BLE001
            print(name, f"({label})", type(e).__name__)
for name in ("in_dict", "not_in_dict", "is_", "is_not", "make_slice"):
    f = getattr(ops, name)
    second = {1: 2} if "dict" in name else None
    for args in ((1,), (1, second), (1, 2, 3, 4), (None, None, None)):
        label = ", ".join(type(a).__name__ for a in args)
        try:
            print(name, f"({label})", "=", f(*args))
        except Exception as e:  # noqa: BLE001
            print(name, f"({label})", type(e).__name__, str(e).split("\n")[0])
