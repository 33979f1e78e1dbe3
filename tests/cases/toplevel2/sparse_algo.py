# mindspore.SparseTensor (the 1.x class 2.10 still exports: three properties, printed as a COOTensor) and the
# auto-parallel search parameters get/set/reset_algo_parameters with their defaults and checks.
import mindspore as ms
from mindspore import COOTensor, SparseTensor, Tensor


def attempt(tag, fn):
    try:
        print(tag, fn())
    except Exception as e:  # noqa: BLE001 - the case prints MindSpore's exception
        print(tag, type(e).__name__, str(e).splitlines()[0])


indices = Tensor([[0, 1], [1, 2]])
values = Tensor([1, 2], dtype=ms.float32)
x = SparseTensor(indices, values, (3, 4))
print(type(x), isinstance(x, COOTensor))
print(x.values, x.indices, x.shape)
print(x)
print(SparseTensor(indices, Tensor([1, 5], ms.int32), (3, 4, 5)))
print(hasattr(x, "to_dense"), hasattr(x, "dtype"))
attempt("list shape", lambda: SparseTensor(indices, values, [3, 4]))
attempt("list indices", lambda: SparseTensor([[0, 1]], values, (3, 4)))
attempt("list values", lambda: SparseTensor(indices, [1.0, 2.0], (3, 4)))

keys = [
    "fully_use_devices",
    "elementwise_op_strategy_follow",
    "tensor_slice_align_enable",
    "tensor_slice_align_size",
    "enable_algo_approxi",
    "algo_approxi_epsilon",
]
ms.reset_algo_parameters()
print([ms.get_algo_parameters(k) for k in keys])
ms.set_algo_parameters(fully_use_devices=True, tensor_slice_align_size=8, algo_approxi_epsilon=0.3)
ms.set_algo_parameters(enable_algo_approxi=True, elementwise_op_strategy_follow=True)
print([ms.get_algo_parameters(k) for k in keys])
attempt("get nope", lambda: ms.get_algo_parameters("nope"))
attempt("set nope", lambda: ms.set_algo_parameters(nope=1))
attempt("bool type", lambda: ms.set_algo_parameters(fully_use_devices=1))
attempt("eps type", lambda: ms.set_algo_parameters(algo_approxi_epsilon=1))
attempt("size low", lambda: ms.set_algo_parameters(tensor_slice_align_size=0))
attempt("size high", lambda: ms.set_algo_parameters(tensor_slice_align_size=1025))
attempt("size 1024", lambda: ms.set_algo_parameters(tensor_slice_align_size=1024))
print(ms.get_algo_parameters("tensor_slice_align_size"), ms.get_algo_parameters("fully_use_devices"))
ms.reset_algo_parameters()
print([ms.get_algo_parameters(k) for k in keys])
