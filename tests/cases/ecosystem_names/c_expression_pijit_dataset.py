# mindspore._c_expression.update_pijit_default_config (PIJit's defaults, set by MindNLP's scripts and PIJit tests) and
# init_exec_dataset (the data graph of dataset sink mode) on MindSpore's CPU build. (print_after_all is left out: MindSpore
# 2.10 then dumps the bytecode with object addresses, whatever its value.)
import mindspore as ms
from mindspore._c_expression import init_exec_dataset, update_pijit_default_config


def show(name, f):
    try:
        print(name, "->", repr(f()))
    except Exception as e:  # noqa: BLE001
        lines = [ln for ln in str(e).splitlines() if ln.strip() and not ln.startswith("-")]
        print(name, "!!", type(e).__name__, lines[0] if lines else "")


show("compile_with_try", lambda: update_pijit_default_config(compile_with_try=False))
show("several", lambda: update_pijit_default_config(MAX_INLINE_DEPTH=3, compile_with_try=True))
show("unknown key", lambda: update_pijit_default_config(no_such_option=1))
show("none", lambda: update_pijit_default_config())
show("positional", lambda: update_pijit_default_config({"compile_with_try": False}))


@ms.jit(capture_mode="bytecode")
def f(x):
    return x * 2 + 1


print(f(ms.Tensor([1.0, 2.0])).asnumpy().tolist())
show("registered", lambda: init_exec_dataset("q_a", 4, 2, [ms.float32, ms.int32], [[2, 3], [2]], [], "dataset", False))
show(
    "keywords",
    lambda: init_exec_dataset(
        queue_name="q_b",
        size=4,
        batch_size=2,
        types=[ms.float32],
        shapes=[(2, 3)],
        input_indexs=[0],
        phase="train",
        need_run=False,
    ),
)
show("empty", lambda: init_exec_dataset("q_c", 0, 1, [], [], [], "eval", False))
show("bad queue name", lambda: init_exec_dataset(1, 4, 2, [ms.float32], [(2, 3)], []))
show("bad types", lambda: init_exec_dataset("q_d", 4, 2, ["float32"], [(2, 3)], [], "dataset", False))
show("need_run", lambda: init_exec_dataset("q_e", 4, 2, [ms.float32], [(2, 3)], []))
