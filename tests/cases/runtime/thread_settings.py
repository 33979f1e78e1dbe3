# MindSpore's CPU thread settings: runtime_num_threads, op_tuning.threads_num, dispatch_threads_num, set_cpu_affinity
# (each once-only setting refused a second time) and their checks.
import mindspore as ms
import mindspore.device_context as dc
import mindspore.runtime as r


def attempt(tag, fn):
    try:
        out = fn()
        print(tag, "ok", out)
    except Exception as e:
        print(tag, type(e).__name__, str(e).splitlines()[0])


ms.set_device("CPU")
attempt("runtime_num_threads 1", lambda: ms.set_context(runtime_num_threads=1))
print("get runtime_num_threads", ms.get_context("runtime_num_threads"))
attempt("runtime_num_threads 0", lambda: ms.set_context(runtime_num_threads=0))
print("get runtime_num_threads", ms.get_context("runtime_num_threads"))
attempt("runtime_num_threads -1", lambda: ms.set_context(runtime_num_threads=-1))
attempt("runtime_num_threads 1.5", lambda: ms.set_context(runtime_num_threads=1.5))
attempt("threads_num 0", lambda: dc.cpu.op_tuning.threads_num(0))
attempt("threads_num '1'", lambda: dc.cpu.op_tuning.threads_num("1"))
attempt("threads_num 1", lambda: dc.cpu.op_tuning.threads_num(1))
attempt("threads_num again", lambda: dc.cpu.op_tuning.threads_num(2))
attempt("dispatch_threads_num 0", lambda: r.dispatch_threads_num(0))
attempt("dispatch_threads_num 1", lambda: r.dispatch_threads_num(1))
attempt("dispatch_threads_num again", lambda: r.dispatch_threads_num(1))
attempt("set_cpu_affinity 1", lambda: r.set_cpu_affinity(1))
attempt("set_cpu_affinity False", lambda: r.set_cpu_affinity(False))
attempt("set_cpu_affinity again", lambda: r.set_cpu_affinity(False))
attempt("set_cpu_affinity True after", lambda: r.set_cpu_affinity(True, ["0-0"]))
x = ms.Tensor([1.0, 2.0]) * 3
print(x)
