# Primitive machinery: set_device (primitive_target), set_stage, init_prim_io_names (input_names/output_names),
# place (ms_role/rank_id) and add_prim_attr/del_prim_attr as instance attributes, with repr and errors.
from mindspore import ops


def attempt(tag, fn):
    try:
        print(tag, "->", fn())
    except Exception as e:
        print(tag, "!!", type(e).__name__, str(e).splitlines()[0])


a = ops.Add()
attempt("set_device", lambda: (a.set_device("GPU") is a, a.primitive_target, a))
attempt("set_device cpu", lambda: (a.set_device("CPU").primitive_target, a.attrs))
b = ops.Add()
attempt("set_stage", lambda: (b.set_stage(0) is b, b.stage, b))
attempt("set_stage 3", lambda: b.set_stage(3))
c = ops.Add()
c.init_prim_io_names(["x", "y"], ["sum"])
attempt("io", lambda: (c.input_names, c.output_names, c, c.attrs))
m = ops.MatMul()
attempt("place", lambda: (m.place("MS_WORKER", 0), m.attrs.get("ms_role"), m.attrs.get("rank_id")))
attempt("place bad role", lambda: m.place("MS_PSERVER", 0))
attempt("place bad rank", lambda: m.place("MS_WORKER", -1))
attempt("place rank type", lambda: m.place("MS_WORKER", 1.5))
d = ops.Add().add_prim_attr("attr", 1)
attempt("add_prim_attr", lambda: (d.attr, d.attrs["attr"], d))
attempt("del_prim_attr", lambda: (d.del_prim_attr("attr"), hasattr(d, "attr"), d.attrs))
