# mindspore.ops.auto_generate: the generated primitive and functional modules are ops' own objects, and the PyBoost
# implementation objects model code calls positionally (concat_impl, softmax_impl, ...) compute those ops.
import numpy as np

from mindspore import Tensor, ops
from mindspore.ops.auto_generate import gen_ops_def, gen_ops_prim
from mindspore.ops.auto_generate import pyboost_inner_prim as pb

print(gen_ops_prim.Add is ops.Add, gen_ops_prim.ReduceSum is ops.ReduceSum, gen_ops_prim.Softmax is ops.Softmax)
print(gen_ops_def.add is ops.add, gen_ops_def.cos is ops.cos)
print(gen_ops_prim.Add()(Tensor([1.0]), Tensor([2.0])), gen_ops_def.exp(Tensor([0.0])))
a = Tensor(np.array([[1.0, 5.0, 3.0], [4.0, 2.0, 6.0]], np.float32))
b = Tensor(np.array([[1.0, 5.0, 3.1], [4.0, 2.0, 6.0]], np.float32))
print(pb.concat_impl((a, b), 0).shape, pb.concat_impl([a, b], 1).shape)
print(pb.softmax_impl(a, (-1,)))
print(
    pb.squeeze_impl(Tensor(np.ones((1, 3, 1), np.float32)), (0,)).shape,
    pb.squeeze_impl(Tensor(np.ones((1, 3, 1))), ()).shape,
)
m = Tensor(np.array([[True, False], [True, True]]))
print(pb.reduce_all_impl(m, (1,), False), pb.reduce_any_impl(m, (0,), True))
print(pb.isclose_impl(a, b, 1e-5, 1e-8, False))
print(pb.reverse_v2_impl(a, (1,)))
print(pb.argmax_with_value_impl(a, 1, False), pb.argmin_with_value_impl(a, 0, True))
logits = Tensor(np.array([[0.5, -1.0], [2.0, 0.0]], np.float32))
target = Tensor(np.array([[1.0, 0.0], [0.0, 1.0]], np.float32))
w = Tensor(np.ones((2,), np.float32))
print(pb.binary_cross_entropy_with_logits_impl(logits, target, w, w, "mean"))
print(pb.binary_cross_entropy_with_logits_impl(logits, target, w, w, "none"))
labels = Tensor(np.array([1, 0], np.int32))
print(pb.nllloss_impl(ops.log_softmax(logits, 1), labels, w, "mean", -100))

c = Tensor(np.array([[1.0, -2.0, 3.0], [-4.0, 5.0, -6.0]], np.float32))
d = Tensor(np.array([[0.5, 1.0, 2.0], [1.0, 0.0, -1.0]], np.float32))
print(pb.cross_impl(c, d, 1))
print(pb.glu_impl(Tensor(np.arange(8, dtype=np.float32).reshape(2, 4)), -1))
print(pb.meshgrid_impl((Tensor([1, 2]), Tensor([3, 4, 5])), "ij"))
print(pb.meshgrid_impl([Tensor([1, 2]), Tensor([3, 4, 5])], "xy"))
print(pb.reduce_max_impl(c, (1,), True), pb.triu_impl(c, 0), pb.triu_impl(c, 1))
# last: MindSpore reports a missing CPU kernel asynchronously, so nothing may run after it
try:  # StackExt has no CPU kernel in MindSpore 2.10
    print(pb.stack_ext_impl((a, b), 1).shape)
except RuntimeError as e:
    print("RuntimeError", str(e).splitlines()[0])
