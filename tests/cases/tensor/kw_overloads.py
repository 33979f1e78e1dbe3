# MindSpore 2.x keyword names across Tensor methods and ops: dim=/keepdim= beside axis=/keepdims=, the overloads
# chosen by argument types (transpose(dim0, dim1), gather(dim, index), select(condition, y), scatter_add(indices,
# updates)), ops' own parameter names (ops.pow(exponent=), ops.unsqueeze(dim=), ops.transpose(dims=)), grad's sens_param
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops

x = Tensor(np.array([[3.0, 1.0, 2.0], [0.0, 5.0, 4.0]], np.float32))
x3 = Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 4))
b = Tensor(np.array([[True, False, True], [False, True, False]]))


def attempt(tag, fn):
    try:
        r = fn()
        ms.runtime.synchronize()
        if isinstance(r, tuple):
            print(tag, "OK", [(o.dtype, o.shape, o.asnumpy().tolist()) if isinstance(o, Tensor) else o for o in r])
        elif isinstance(r, Tensor):
            print(tag, "OK", r.dtype, r.shape, r.asnumpy().tolist())
        else:
            print(tag, "OK", r)
    except Exception as e:
        try:
            ms.runtime.synchronize()
        except Exception:
            pass
        print(tag, type(e).__name__, "|", str(e).split("\n")[0][:200])


attempt("sum dim keepdim", lambda: x.sum(dim=1, keepdim=True))
attempt("sum axis keepdims", lambda: x.sum(axis=1, keepdims=True))
attempt("sum positional bool", lambda: x.sum(1, True))
attempt("sum positional dtype", lambda: x.sum(1, ms.float64))
attempt("mean dim", lambda: x.mean(dim=1, keepdim=True))
attempt("mean axis keep_dims", lambda: x.mean(axis=0, keep_dims=True))
attempt("prod dim", lambda: x.prod(dim=1, keepdim=True))
attempt("all dim", lambda: b.all(dim=1, keepdim=True))
attempt("any dim", lambda: b.any(dim=0))
attempt("argmax dim", lambda: x.argmax(dim=1, keepdim=True))
attempt("argmin dim", lambda: x.argmin(dim=0))
attempt("max dim", lambda: x.max(dim=1))
attempt("min dim keepdim", lambda: x.min(dim=0, keepdim=True))
attempt("cumsum dim", lambda: x.cumsum(dim=1))
attempt("sort dim stable", lambda: x.sort(dim=1, stable=True))
attempt("argsort dim", lambda: x.argsort(dim=1, descending=True))
attempt("std dim", lambda: x.std(dim=1))
attempt("std dim correction", lambda: x.std(dim=1, correction=1))
attempt("std axis ddof", lambda: x.std(axis=1, ddof=1, keepdims=True))
attempt("var axis", lambda: x.var(axis=0))
attempt("unsqueeze dim", lambda: x.unsqueeze(dim=0).shape)
attempt("chunk dim", lambda: len(x.chunk(3, dim=1)))
attempt("split size dim", lambda: x.split(split_size=1, dim=1))
attempt("index_select dim", lambda: x.index_select(dim=1, index=Tensor(np.array([2, 0], np.int32))))
attempt("transpose 2d (0, 1)", lambda: x.transpose(0, 1))
attempt("transpose 3d (1, 2)", lambda: x3.transpose(1, 2).shape)
attempt("transpose 3d perm", lambda: x3.transpose(2, 0, 1).shape)
attempt("transpose 3d tuple", lambda: x3.transpose((0, 2, 1)).shape)
attempt("transpose dim0 dim1", lambda: x3.transpose(dim0=0, dim1=2).shape)
attempt("gather dim index", lambda: x.gather(1, Tensor(np.array([[0, 0], [1, 0]], np.int64))))
attempt("gather kw", lambda: x.gather(dim=1, index=Tensor(np.array([[2], [1]], np.int64))))
attempt("gather old", lambda: x.gather(Tensor(np.array([1, 0], np.int32)), 0))
attempt("select condition y", lambda: x.select(b, Tensor(np.full((2, 3), -1.0, np.float32))))
attempt("scatter_add indices", lambda: x.scatter_add(Tensor(np.array([[0], [1]], np.int32)), Tensor(np.ones((2, 3), np.float32))))
attempt("sub y", lambda: x.sub(y=x))
attempt("isclose x2", lambda: x.isclose(x2=x))
attempt("tile reps", lambda: x.tile(reps=(2,)).shape)
attempt("take index", lambda: x.take(index=Tensor(np.array([0, 4], np.int32))))
attempt("remainder divisor", lambda: x.remainder(divisor=2.0))
attempt("pow exponent", lambda: x.pow(exponent=2))
attempt("matmul tensor2", lambda: x.matmul(tensor2=x.T))
attempt("view dtype", lambda: x.view(dtype=ms.int32).dtype)
attempt("multiply value", lambda: x.multiply(value=x))
attempt("diag diagonal 0", lambda: Tensor(np.array([1.0, 2.0], np.float32)).diag(diagonal=0))
attempt("diag diagonal 1", lambda: Tensor(np.array([1.0, 2.0], np.float32)).diag(diagonal=1))
attempt("round decimals 0", lambda: x.round(decimals=0))
attempt("ops.round decimals 0", lambda: ops.round(x, decimals=0))
attempt("ops.logsumexp dim", lambda: ops.logsumexp(x, dim=1, keepdim=True).shape)
attempt("ops.pow exponent", lambda: ops.pow(x, exponent=2))
attempt("ops.unsqueeze dim", lambda: ops.unsqueeze(input=x, dim=0).shape)
attempt("ops.transpose dims", lambda: ops.transpose(x, dims=(1, 0)))
attempt("ops.sqrt x", lambda: ops.sqrt(x=x))
attempt("ops.floor_div x y", lambda: ops.floor_div(x=x, y=2.0))
attempt("ops.mean x", lambda: ops.mean(x=x, axis=1, keep_dims=True))
attempt("ops.select condition", lambda: ops.select(condition=b, input=x, other=-x))
attempt("ops.bmm input_x", lambda: ops.bmm(input_x=x3[:, :, :3], mat2=x3[:, :3, :2]).shape)
attempt("ops.nan_to_num default", lambda: ops.nan_to_num(Tensor(np.array([np.nan, 1.0], np.float32))))
attempt("ops.true_divide", lambda: ops.true_divide(dividend=x, divisor=2.0))
attempt("ops.row_stack tensors", lambda: ops.row_stack(tensors=(x, x)).shape)
attempt("ops.numel input", lambda: ops.numel(input=x))
attempt("ops.softmax axis", lambda: ops.softmax(x, axis=0))
attempt("ops.cat axis", lambda: ops.cat((x, x), axis=1).shape)
attempt("ops.stack axis", lambda: ops.stack((x, x), axis=0).shape)
attempt("ops.argmax dim", lambda: ops.argmax(x, dim=1, keepdim=True))
attempt("ops.topk dim", lambda: ops.topk(x, 2, dim=1))
attempt("ops.cumsum axis", lambda: ops.cumsum(x, axis=1))
attempt("ops.norm dim", lambda: ops.norm(x, dim=1, keepdim=True))
attempt("ops.flatten start_dim", lambda: ops.flatten(x3, start_dim=1).shape)
attempt("ops.squeeze axis", lambda: ops.squeeze(x.unsqueeze(0), axis=0).shape)
s = (Tensor(np.array([1.0, 10.0, 100.0], np.float32)), Tensor(np.array([2.0, 2.0, 2.0], np.float32)))
u = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
v = Tensor(np.array([4.0, 5.0, 6.0], np.float32))
attempt("grad sens_param", lambda: ms.grad(lambda a, c: (a * c, a + c), grad_position=(0, 1), sens_param=True)(u, v, s))
attempt("value_and_grad sens_param", lambda: ms.value_and_grad(lambda a: a * a, sens_param=True)(u, v))
