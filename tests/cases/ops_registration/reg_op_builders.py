# Registration-info builders (TBERegOp, AiCPURegOp, CpuRegOp, AkgGpuRegOp, AkgAscendRegOp, CustomRegOp, DataType):
# their get_op_info() dicts and JSON, chained methods, and the errors on bad arguments.
import json
import sys
import mindspore as ms
from mindspore import ops
import mindspore.ops.op_info_register
oir = sys.modules["mindspore.ops.op_info_register"]
from mindspore.ops import TBERegOp, AiCPURegOp, CpuRegOp, AkgGpuRegOp, AkgAscendRegOp, CustomRegOp, DataType


def attempt(tag, fn):
    try:
        print(tag, fn())
    except Exception as e:
        print(tag, type(e).__name__, str(e).splitlines()[0] if str(e) else "")


print("fn", type(mindspore.ops.op_info_register).__name__)
print("same", ops.TBERegOp is oir.TBERegOp, ops.AiCPURegOp is oir.AiCPURegOp, ops.DataType is oir.DataType,
      ops.CustomRegOp is oir.CustomRegOp, ops.CpuRegOp is oir.CpuRegOp, ops.op_info_register is oir.op_info_register)
print("dt", DataType.F32_None, DataType.I32_None, DataType.F16_None, DataType.BOOL_None, DataType.U8_None,
      DataType.I8_None, DataType.U32_None, DataType.None_None, DataType.F32_5HD, DataType.F16_FracNZ,
      DataType.I64_Default_Tuple, DataType.BF16_ChannelLast, DataType.C128_Default)
print("dtn", len([k for k in vars(DataType) if not k.startswith("_")]))

tbe = (TBERegOp("Abs").fusion_type("ELEMWISE").async_flag(False).binfile_name("abs.so").compute_cost(10)
       .kernel_name("abs").partial_flag(True).op_pattern("formatAgnostic")
       .input(0, "x", None, "required", None).output(0, "y", True, "required", "all")
       .dtype_format(DataType.F16_None, DataType.F16_None).dtype_format(DataType.F32_None, DataType.F32_None)
       .dtype_format(DataType.I32_None, DataType.I32_None))
info = tbe.get_op_info()
print("tbe", json.dumps(info, sort_keys=False))
print("tbe keys", list(info))
full = (TBERegOp("OpName").need_check_supported(True).dynamic_shape(True).dynamic_rank_support(True)
        .dynamic_compile_static(True).attr("format", "required", "str", "all").input(1, "axis", None, "required", None,
        "optional").real_input_index([1, 0]).input_to_attr_index([2]).unknown_shape_formats(["ND", "ND"])
        .unknown_shape_formats(["NCHW"]).reshape_type("NC").is_dynamic_format(True).op_pattern(None)
        .attr("k", default_value="1", extra=3))
print("full", json.dumps(full.get_op_info()))
print("defaults", TBERegOp("X").get_op_info())

aic = (AiCPURegOp("Stack").fusion_type("OPAQUE").attr("axis", "int").input(0, "x", "dynamic").output(0, "y", "required")
       .dtype_format(DataType.I8_Default, DataType.I8_Default).dtype_format(DataType.BOOL_Default, DataType.BOOL_Default))
print("aicpu", aic.get_op_info())
cpu = CpuRegOp("Add").input(0, "x1").input(1, "x2", "required", extra=1).output(0, "y").attr("a", "float", "1.0")
cpu = cpu.dtype_format(DataType.F32_Default, DataType.F32_Default, DataType.F32_Default)
print("cpu", cpu.get_op_info())
print("akg gpu", AkgGpuRegOp("Mul").input(0, "x").output(0, "y").attr("t", "required", "bool").get_op_info())
print("akg ascend", AkgAscendRegOp("Mul").fusion_type("ELEMWISE").get_op_info())
print("akg cpu", oir.AkgCpuRegOp("Mul").get_op_info())
cus = (CustomRegOp().input(0, "x", "dynamic").output(0, "y").dtype_format(DataType.F16_Default, DataType.F16_Default)
       .attr("scale", "required", "float", "1.0").target("Ascend"))
print("custom", cus.get_op_info())
print("custom default", CustomRegOp("c").get_op_info(), CustomRegOp("c").target().get_op_info()["target"])
print("three", CpuRegOp("A").input(0, "x").dtype_format(DataType.F32_Default_List).get_op_info()["dtype_format"])
print("isinst", isinstance(tbe, oir.RegOp), type(tbe.inputs), type(tbe.dtype_format_))

# errors
attempt("name int", lambda: TBERegOp(3))
attempt("name empty", lambda: TBERegOp("  "))
attempt("name none", lambda: CpuRegOp(None))
attempt("fusion int", lambda: TBERegOp("A").fusion_type(1))
attempt("async str", lambda: TBERegOp("A").async_flag("no"))
attempt("cost float", lambda: TBERegOp("A").compute_cost(1.5))
attempt("cost bool", lambda: TBERegOp("A").compute_cost(True).get_op_info()["compute_cost"])
attempt("kernel int", lambda: TBERegOp("A").kernel_name(5))
attempt("partial int", lambda: TBERegOp("A").partial_flag(1))
attempt("pattern int", lambda: TBERegOp("A").op_pattern(2))
attempt("real list", lambda: TBERegOp("A").real_input_index((1, 0)))
attempt("attr list", lambda: TBERegOp("A").input_to_attr_index("2"))
attempt("unknown", lambda: TBERegOp("A").unknown_shape_formats("ND"))
attempt("dyn rank", lambda: TBERegOp("A").dynamic_rank_support(None))
attempt("input index", lambda: TBERegOp("A").input("0", "x"))
attempt("input compile", lambda: TBERegOp("A").input(0, "x", "yes"))
attempt("value_depend", lambda: TBERegOp("A").input(0, "x", None, "required", None, "sometimes"))
attempt("value_depend ok", lambda: TBERegOp("A").input(0, "x", value_depend="IGNORED").inputs)
attempt("output compile", lambda: TBERegOp("A").output(0, "y", "all"))
attempt("attr name", lambda: TBERegOp("A").attr(1))
attempt("attr value", lambda: CpuRegOp("A").attr("a", "int", 1))
attempt("akg out", lambda: AkgGpuRegOp("A").output(0, 1))
attempt("df size", lambda: TBERegOp("A").input(0, "x").dtype_format(DataType.F32_None, DataType.F32_None))
attempt("df tuple", lambda: TBERegOp("A").input(0, "x").dtype_format(["float32", ""]))
attempt("df len", lambda: TBERegOp("A").input(0, "x").dtype_format(("float32",)))
attempt("df str", lambda: TBERegOp("A").input(0, "x").dtype_format(("float32", 1)))
attempt("df third", lambda: TBERegOp("A").input(0, "x").dtype_format(("float32", "", 3)))
attempt("custom df", lambda: CustomRegOp().input(0, "x").dtype_format(DataType.F32_Default, DataType.F32_Default))
attempt("custom target", lambda: CustomRegOp().target(1))
attempt("custom pt", lambda: CustomRegOp().input(0, "x", None).inputs)
attempt("dt missing", lambda: DataType.F32_Nope)
