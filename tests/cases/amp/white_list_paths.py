# amp.get_white_list / get_black_list print MindSpore's classes at the modules MindSpore defines them in
# (primitives in ops.operations.nn_ops, ops.auto_generate.gen_ops_prim, ...), as do primitive types and reprs.
from mindspore import amp, nn, ops
from mindspore.ops import operations as P

print(amp.get_white_list())
print(amp.get_black_list())
for cls in (P.Conv2D, P.MatMul, P.Add, P.ReduceSum, P.Gather, P.Softmax, P.Dropout, P.StandardNormal, ops.ReLU):
    print(cls.__name__, cls.__module__, cls)
print(type(ops.Add()), type(nn.Dense(2, 3)))
