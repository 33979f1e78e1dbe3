# mindspore.ops.vm_impl_registry / get_vm_impl_fn: registering Python debug implementations by name and by
# Primitive class, and looking them up by name or by instance.
from mindspore import ops
from mindspore.ops import vm_impl_registry, get_vm_impl_fn

VmImplRegistry = type(vm_impl_registry)
print(
    VmImplRegistry.__name__, [c.__name__ for c in VmImplRegistry.__mro__[:3]], ops.vm_impl_registry is vm_impl_registry
)


@vm_impl_registry.register("Type")
def vm_impl_dtype(self):
    def vm_impl(x):
        return type(x)

    return vm_impl


print(get_vm_impl_fn("Type")(1.0), get_vm_impl_fn("Type")("a"))
print(get_vm_impl_fn("NotRegistered"), get_vm_impl_fn(ops.Add()), get_vm_impl_fn(3))


@vm_impl_registry.register(ops.Mul)
def vm_impl_mul(self):
    return lambda x, y: ("mul", type(self).__name__, x * y)


print(get_vm_impl_fn(ops.Mul())(3, 4), get_vm_impl_fn("Mul")(2, 5))
print("Mul" in vm_impl_registry, id(ops.Mul) in vm_impl_registry, "Type" in vm_impl_registry)
reg = VmImplRegistry()
reg.register("X")(lambda p: p)
print(sorted(k for k in reg if isinstance(k, str)), reg.get("X", None)("y"), reg.get("Z", "dflt"))
