"""`mindspore.ops.composite`: GradOperation, grad/value_and_grad, HookBackward and friends."""
