# The *_ext names MindSpore 2.10's ops.function modules bind outside their __all__ (array_func.split_ext, math_func.var_mean_ext, nn_func.l1_loss_ext, random_func.randn_ext ...; float_power_ext and pad_ext, functions of their own in mindshim, left out): which mint function each one is, and split_ext's results (mint.split's computation: chunks of an int size or of the listed sizes).
import numpy as np

import mindspore as ms
from mindspore import Tensor, mint
from mindspore.mint.nn import functional as F
from mindspore.ops.function import array_func, math_func, nn_func, random_func
from mindspore.ops.function.array_func import split_ext

NAMES = {
    array_func: (
        mint,
        "arange full full_like gather meshgrid ones_like scatter_add sort tril unbind unique zeros_like",
    ),
    math_func: (
        mint,
        "acos acosh addbmm addcmul addmm addmv amax amin arccos arccosh arcsin arcsinh arctan2 arctan "
        "argmax asin asinh atan2 atan bernoulli bincount bitwise_and bitwise_or bitwise_xor bmm "
        "frac histc inverse linspace median norm pow std std_mean var var_mean",
    ),
    nn_func: (
        F,
        "glu avg_pool2d avg_pool3d batch_norm cross_entropy dropout2d dropout interpolate kl_div l1_loss "
        "log_softmax logsigmoid max_pool2d nll_loss",
    ),
    random_func: (mint, "multinomial normal rand rand_like randint randint_like randn randn_like randperm"),
}
for mod, (home, names) in NAMES.items():
    same = [n for n in names.split() if getattr(mod, n + "_ext") is getattr(home, n)]
    print(
        mod.__name__.rsplit(".", 1)[1],
        len(names.split()),
        "bound to",
        "mint" if home is mint else "mint.nn.functional",
        len(same),
    )
    print("  in __all__:", [n for n in names.split() if n + "_ext" in mod.__all__])
print("nn_func conv2d_ext", nn_func.conv2d_ext is mint.conv2d, "gather_ext", nn_func.gather_ext is mint.gather)

x = Tensor(np.arange(10).reshape(5, 2).astype(np.float32))
for size, dim in ((2, 0), ([1, 4], 0), ((3, 2), 0), (1, 1), (3, -2)):
    parts = split_ext(x, size, dim)
    print("split_ext", size, dim, type(parts).__name__, [(p.shape, p.asnumpy().tolist()) for p in parts])
parts = split_ext(Tensor(np.arange(6), ms.int32), 4)
print("split_ext int32", [(p.dtype, p.asnumpy().tolist()) for p in parts])
