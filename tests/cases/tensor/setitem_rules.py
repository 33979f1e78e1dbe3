# Tensor __getitem__/__setitem__: value rank and broadcast rules, tuple values, negative steps, bool masks and index
# tensors of mismatching shapes, more than one Ellipsis: results and MindSpore's error classes/messages.
import numpy as np

import mindspore as ms
from mindspore.common.api import _pynative_executor
from mindspore import Tensor


def t(name, f):
    try:
        r = f()
        print(name, r.dtype, r.shape)
        print(r.asnumpy().tolist())
    except Exception as e:  # noqa: BLE001
        print(name, type(e).__name__, str(e).splitlines()[0])
        try:  # MindSpore runs ops asynchronously: drain a failure so that it does not resurface in the next case
            _pynative_executor.sync()
        except Exception:  # noqa: BLE001
            pass


def s(idx, v, shape=(3, 4, 5)):
    a = Tensor(np.arange(np.prod(shape)).reshape(shape), ms.float32)
    a[idx] = v
    return a


v4 = Tensor(np.ones((1, 3, 4, 5)), ms.float32)
t("ellipsis_lead1", lambda: s(..., v4))
t("ellipsis_bad", lambda: s(..., Tensor([1, 3], ms.float32)))
t("slice_lead1", lambda: s(slice(0, 3), v4))
t("int_lead1", lambda: s(1, Tensor(np.ones((1, 4, 5)), ms.float32)))
t("int_rank", lambda: s(1, Tensor(np.ones((2, 4, 5)), ms.float32)))
t("tensor_idx_lead1", lambda: s(Tensor([0, 1]), Tensor(np.ones((1, 2, 4, 5)), ms.float32)))
t("bool_mismatch_num", lambda: s(Tensor([True, True]), 5))
t("bool_mismatch_tensor", lambda: s(Tensor([True, True]), Tensor([1.0])))
z5, o5 = Tensor(np.zeros(5), ms.float32), Tensor(np.ones(5), ms.float32)
t("tuple_tensors", lambda: s(Tensor([[0, 1], [2, 0]]), (z5, o5, o5 * 2, o5 * 3))[:, 0])
t("tuple_tensors_bad", lambda: s(Tensor([[0, 1], [2, 0]]), (z5, o5)))
t("tuple_tensors_idx", lambda: s((Tensor([[0, 1], [2, 0]]), Tensor([0, 1])), (z5, o5, o5)))
t("tuple_nums", lambda: s(Tensor([0, 1]), (1, 2, 3, 4, 5))[:2, 0])
t("tuple_mixed", lambda: s(Tensor([0, 1]), (1, Tensor(2.0), 3, 4, 5))[:2, 0])
t("neg_step", lambda: s(slice(-1, 0, -2), Tensor([7.0]), (6,)))
t("neg_step_scalar", lambda: s(slice(-1, 3, -1), 5, (8,)))
t("neg_step_bad", lambda: s((slice(None), slice(-1, None, -2)), Tensor([1.0, 2.0])))
t("two_ellipsis", lambda: s((slice(0, None), ..., ...), 1))
t("to_int", lambda: s(slice(1, 3), Tensor([2.7, 3.9]), (6,)).astype(ms.int32))
big = Tensor(np.arange(3 * 4 * 5 * 6).reshape((3, 4, 5, 6)), ms.int32)
i345 = Tensor(np.zeros((3, 4, 5)), ms.int32)
t("get_idx_bcast", lambda: big[i345, i345, [1, 2, 3, 4]])
t("get_idx_bcast2", lambda: big[Tensor(np.zeros((2, 3)), ms.int32), Tensor(np.zeros((3, 2)), ms.int32)])
t("get_idx_bcast3", lambda: big[Tensor(np.zeros((2, 3)), ms.int32), :, [0, 1]])
t("set_idx_bcast", lambda: s((i345, i345, [1, 2, 3, 4]), 1, (3, 4, 5, 6)))
t("get_bool_mismatch", lambda: big[Tensor([True, True])])
t("get_two_ellipsis", lambda: big[..., 0, ...])
one = Tensor(np.arange(10), ms.float32)
m345 = Tensor(np.ones((3, 4, 5), np.bool_))
t("get_mask_rank", lambda: one[m345])
t("set_mask_rank", lambda: s(m345, 1.0, (10,)))
t("get_too_many", lambda: one[1, 2])
small = Tensor(np.arange(12).reshape((3, 4)), ms.float32)
t("get_str", lambda: small["a"])
t("set_str", lambda: s((0, "a"), 1.0))
t("get_false_in_tuple", lambda: small[0, False])
t("set_false_in_tuple", lambda: s((0, False), 1.0, (3, 4)))
t("get_list_of_lists", lambda: small[[[0, 1], [1, 2]]])
t("get_list_with_slice", lambda: small[[slice(0, 2), 1]])
t("get_list_with_none", lambda: small[[None, 0]])
t("set_list_of_lists", lambda: s([[0, 1], [1, 2]], -1.0, (3, 4)))
