# mindspore._c_expression.Cell_, the base class of nn.Cell (MindNLP's mindtorch subclasses it): its place in the MRO,
# graph attributes, the mixed-precision record and how to_float / add_flags set it.
import mindspore as ms
from mindspore import nn
from mindspore._c_expression import Cell_, MixedPrecisionType


def show(name, f):
    try:
        print(name, "->", f())
    except Exception as e:  # noqa: BLE001
        print(name, "!!", type(e).__name__, str(e).splitlines()[0])


print([k.__name__ for k in nn.Cell.__mro__][:2], issubclass(nn.Cell, Cell_))
print(
    sorted(
        m
        for m in vars(Cell_)
        if m in ("_add_attr", "_del_attr", "construct", "get_mixed_precision_type", "set_mixed_precision_type")
    )
)
print([(m.name, int(m)) for m in MixedPrecisionType.__members__.values()])
d = nn.Dense(2, 2)
print(d.get_mixed_precision_type(), d.mixed_precision_type)
print(Cell_.set_mixed_precision_type(d, MixedPrecisionType.FP16), d.get_mixed_precision_type(), d.mixed_precision_type)
print(d(ms.Tensor([[1.0, 2.0]])).dtype)  # the record alone changes no PyNative computation
d2 = nn.Dense(2, 2)
d2.add_flags(fp16=True)
print(d2.mixed_precision_type, d2.get_mixed_precision_type())
d2.add_flags(fp16=False)
print(d2.mixed_precision_type, d2.get_mixed_precision_type())
d2.to_float(ms.float32)
print(d2.mixed_precision_type, d2.get_mixed_precision_type(), d2.get_flags())
net = nn.SequentialCell([nn.Dense(2, 2), nn.ReLU()])
net.to_float(ms.bfloat16)
print([str(c.get_mixed_precision_type()) for c in net.cells()], net.mixed_precision_type == MixedPrecisionType.BF16)
print(d._add_attr("graph_flag", 3), hasattr(d, "graph_flag"), d._del_attr("graph_flag"), d._del_attr("missing"))
base = Cell_("tag0")
print(type(base).__name__, str(base), base.get_mixed_precision_type())
show("Cell_()", lambda: Cell_())
show("construct()", lambda: Cell_.construct())
show("construct(cell)", lambda: Cell_.construct(d))
show("add non-str", lambda: base._add_attr(3, 1))
show("set int", lambda: Cell_.set_mixed_precision_type(d, 3))
show("set on object", lambda: Cell_.set_mixed_precision_type(object(), MixedPrecisionType.FP16))
