# Activations given parameters of types they do not take (bool, None, str, int where a float is wanted, Tensors of
# rank >= 1, numbers as the input): MindSpore's exception class and its whole message, in its order of checks.
import numpy as np
from mindspore import Tensor, ops


def err(name, f, *args):
    try:
        r = f(*args)
        print(name, "ok", r.dtype, r.shape)
    except Exception as e:  # noqa: BLE001
        text = str(e).split("\n\n----")[0].strip()
        print(name, type(e).__name__, " | ".join(ln for ln in text.splitlines() if ln.strip()))


x = Tensor(np.array([[0.1, 0.2, 0.3], [0.4, 0.5, 0.6]], np.float32))
xi = Tensor(np.array([[1, 2, 3], [4, 5, 6]], np.int32))
xb = Tensor(np.array([[True, False, True], [False, True, False]]))
for label, v in (("bool", True), ("none", None), ("str", "a"), ("int", 1), ("tuple", (1,)), ("tensor2d", x)):
    err(f"celu_{label}", ops.celu, x, v)
    err(f"elu_{label}", ops.elu, x, v)
    err(f"logit_{label}", ops.logit, x, v)
    err(f"leaky_relu_{label}", ops.leaky_relu, x, v)
    err(f"hardtanh_min_{label}", ops.hardtanh, x, v)
    err(f"hardtanh_max_{label}", ops.hardtanh, x, 0.0, v)
    err(f"prelu_{label}", ops.prelu, x, v)
    err(f"gumbel_tau_{label}", ops.gumbel_softmax, x, v)
for label, v in (("float", 1.5), ("bool", True), ("list", [1.0])):
    err(f"celu_input_{label}", ops.celu, v)
    err(f"elu_input_{label}", ops.elu, v)
    err(f"logit_input_{label}", ops.logit, v)
    err(f"leaky_relu_input_{label}", ops.leaky_relu, v)
    err(f"hardtanh_input_{label}", ops.hardtanh, v)
    err(f"gumbel_input_{label}", ops.gumbel_softmax, v)
err("leaky_relu_input_none", ops.leaky_relu, None)
err("hardtanh_input_none", ops.hardtanh, None)
err("celu_tensor0d", ops.celu, x, Tensor(2.0))
err("celu_tensor0d_int", ops.celu, x, Tensor(2))
err("celu_numpy_float", ops.celu, x, np.float32(2.0))
err("celu_number_input_tensor_alpha", ops.celu, 1.5, x)
err("elu_tensor0d", ops.elu, x, Tensor(1.0))
err("logit_tensor0d", ops.logit, x, Tensor(0.1))
err("CeLU_bool", ops.CeLU(True), x)
err("CeLU_number_input", ops.CeLU(1.0), 1.5)
err("prelu_first_number", ops.prelu, 1.5, x)
err("prelu_weight_2d_int", ops.prelu, xi, Tensor(np.ones((2, 2), np.int32)))
err("prelu_int_input", ops.prelu, xi, Tensor(np.ones((1,), np.int32)))
err("prelu_int_weight", ops.prelu, x, Tensor(np.ones((1,), np.int32)))
err("hardtanh_bool_input", ops.hardtanh, xb)
err("gumbel_hard_int", ops.gumbel_softmax, x, 1.0, 1)
err("gumbel_dim_float", ops.gumbel_softmax, x, 1.0, True, 1.5)
err("gumbel_tau_negative", ops.gumbel_softmax, x, -1.0)
err("gumbel_dim_hard_range", ops.gumbel_softmax, x, 1.0, True, -2)
err("gumbel_dim_range", ops.gumbel_softmax, x, 1.0, False, 2)
err("gumbel_0d", ops.gumbel_softmax, Tensor(1.0))
err("gumbel_int", ops.gumbel_softmax, xi)
err("method_logit_bool", x.logit, True)
err("method_logit_int", x.logit, 1)
