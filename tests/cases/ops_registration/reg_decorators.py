# The registering decorators: op_info_register (str / dict info, what it returns, errors), custom_info_register
# and prim_arg_register (a Primitive's __init__ arguments become its attributes).
import mindspore as ms
from mindspore import ops, Tensor
from mindspore.ops import op_info_register, custom_info_register, prim_arg_register, TBERegOp, AiCPURegOp, DataType
from mindspore.ops import Primitive, PrimitiveWithCheck, PrimitiveWithInfer, CustomRegOp


def attempt(tag, fn):
    try:
        print(tag, fn())
    except Exception as e:
        print(tag, type(e).__name__, str(e).splitlines()[0] if str(e) else "")


info = (TBERegOp("AbsReg").fusion_type("ELEMWISE").kernel_name("abs").input(0, "x", None, "required", None)
        .output(0, "y", True, "required", "all").dtype_format(DataType.F32_None, DataType.F32_None).get_op_info())


def _abs_tbe(a, b=2):
    """doc"""
    return a + b


deco = op_info_register(info)
print("deco", callable(deco))
w = deco(_abs_tbe)
print("wrapped", w is _abs_tbe, w.__name__, w.__doc__, w(1), w(1, b=5), hasattr(w, "__wrapped__"))
aic = AiCPURegOp("StackReg").attr("axis", "int").input(0, "x", "dynamic").output(0, "y", "required")
aic = aic.dtype_format(DataType.F32_Default, DataType.F32_Default).get_op_info()
w2 = op_info_register(aic)(lambda: "ran")
print("aicpu", w2())
import json
w3 = op_info_register(json.dumps(aic))(lambda: 7)
print("str", w3())
attempt("int info", lambda: op_info_register(5)(lambda: 1))
attempt("list info", lambda: op_info_register([info])(lambda: 1))
attempt("lazy", lambda: callable(op_info_register(5)))
attempt("bad json", lambda: op_info_register("not json")(lambda: 1).__name__)
attempt("empty dict", lambda: op_info_register({})(lambda: 1)())

cinfo = CustomRegOp().input(0, "x").output(0, "y").dtype_format(DataType.F32_Default, DataType.F32_Default)
cinfo = cinfo.target("CPU").get_op_info()


@custom_info_register(cinfo, "second")
def cfunc(x):
    """cdoc"""
    return x * 3


print("custom", cfunc.__name__, cfunc.__doc__, cfunc(2), type(cfunc.reg_info).__name__, len(cfunc.reg_info),
      cfunc.reg_info[1], cfunc.__wrapped__.reg_info is cfunc.reg_info)


class MatMulR(PrimitiveWithCheck):
    @prim_arg_register
    def __init__(self, transpose_a=False, transpose_b=False):
        self.init_prim_io_names(inputs=['x1', 'x2'], outputs=['output'])


m = MatMulR(transpose_b=True)
print("prim", m.name, m.transpose_a, m.transpose_b, sorted(m.init_attrs.items()), m.attrs.get("transpose_b"))
print("prim io", m.attrs.get("input_names"), m.attrs.get("output_names"))
print("decorated", MatMulR.__init__.__name__, MatMulR.__init__.decorated_func.__name__)


class ScaleR(Primitive):
    @prim_arg_register
    def __init__(self, scale=1.0, *, mode="a"):
        pass


s = ScaleR(2.5, mode="b")
print("plain", s.name, s.scale, s.mode, sorted(s.init_attrs.items()))
attempt("bad arg", lambda: ScaleR(1.0, 2.0))


class InferR(PrimitiveWithInfer):
    substitute_name = "Renamed"

    @prim_arg_register
    def __init__(self, k=3):
        pass


i = InferR()
print("infer", i.name, i.k, i.init_attrs)


class PlainR(Primitive):
    substitute_name = "Other"

    @prim_arg_register
    def __init__(self, k=3):
        pass


print("plainsub", PlainR().name)
