# mindspore.rewrite's ScopedValue / ValueType / NodeType and the argument checks of SymbolTree and Node.
import mindspore as ms
from mindspore import nn
from mindspore.rewrite import Node, NodeType, ScopedValue, SymbolTree, ValueType


def attempt(tag, fn):
    try:
        print(tag, fn())
    except Exception as e:  # noqa: BLE001 - the case prints MindSpore's exception
        print(tag, type(e).__name__, str(e).splitlines()[0])


print(ms.rewrite.__all__ if hasattr(ms.rewrite, "__all__") else None)
for v in (2, 1.5, "s", None, True, (1, "a"), [1.5], {"k": 1}, nn.ReLU()):
    sv = ScopedValue.create_variable_value(v)
    print(repr(sv), sv.type, sv.scope == "")
print(ScopedValue.create_naming_value("conv", "self"), ScopedValue.create_naming_value("x"))
print(ScopedValue.create_name_values(["z", "z_1"], ["self", "self"]), ScopedValue.create_name_values(("a", "b")))
print(
    ScopedValue.create_naming_value("x") == ScopedValue.create_naming_value("x"),
    ScopedValue.create_naming_value("x") == ScopedValue.create_naming_value("x", "self"),
)
print(len({ScopedValue.create_naming_value("x"), ScopedValue.create_naming_value("x")}))
print([t.name for t in NodeType], NodeType.CallCell.value, [t.name for t in ValueType])
print(ScopedValue(ValueType.UnsupportedValue, "", 3))
attempt("naming int", lambda: ScopedValue.create_naming_value(3))
attempt("naming scope", lambda: ScopedValue.create_naming_value("x", 1))
attempt("names len", lambda: ScopedValue.create_name_values(["a"], ["b", "c"]))
attempt("names type", lambda: ScopedValue.create_name_values("ab"))
attempt("names elt", lambda: ScopedValue.create_name_values([1]))
attempt("ctor type", lambda: ScopedValue(1))
attempt("create", lambda: SymbolTree.create(3))
attempt("cell type", lambda: Node.create_call_cell(3, ["x"]))
attempt("targets", lambda: Node.create_call_cell(nn.ReLU(), [1]))
attempt("args", lambda: Node.create_call_cell(nn.ReLU(), ["x"], ["x"]))
attempt("too many", lambda: Node.create_call_cell(nn.ReLU(), ["x"], [ScopedValue.create_naming_value("x")] * 2))
attempt(
    "bad kw", lambda: Node.create_call_cell(nn.ReLU(), ["x"], kwargs={"nope": ScopedValue.create_naming_value("x")})
)
attempt("function", lambda: Node.create_call_function(3, ["x"]))


class Tiny(nn.Cell):
    def __init__(self):
        super().__init__()
        self.relu = nn.ReLU()

    def construct(self, input):
        output = self.relu(input=input)
        return output


stree = SymbolTree.create(Tiny())
print(stree.get_node("relu").get_kwargs(), stree.get_node("relu").get_args())
attempt("get_node", lambda: stree.get_node(3))
attempt("before", lambda: stree.before("nope"))
attempt("after", lambda: stree.after(3))
attempt("erase", lambda: stree.erase("nope"))
attempt("insert pos", lambda: stree.insert(3, stree.get_node("relu")))
attempt("sub_tree", lambda: stree.get_node("relu").get_sub_tree())
attempt("set_arg", lambda: stree.get_node("return").set_arg("0", "x"))
attempt("nodes", lambda: list(stree.nodes(1)))
print(stree.unique_name("output"), stree.unique_name("output"), stree.unique_name("relu"))
