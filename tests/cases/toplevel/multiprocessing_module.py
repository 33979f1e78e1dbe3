# mindspore.multiprocessing: the standard module's names, and a forked Process/Pool running a function.
import multiprocessing

import mindspore.multiprocessing as msmp


def square(x):
    return x * x


def put(q, x):
    q.put(square(x))


if __name__ == "__main__":
    print(sorted(msmp.__all__) == sorted(multiprocessing.__all__), msmp.mp is multiprocessing)
    print(msmp.cpu_count() == multiprocessing.cpu_count(), issubclass(msmp.Process, multiprocessing.Process))
    ctx = msmp.get_context("fork")
    q = ctx.Queue()
    p = msmp.Process(target=put, args=(q, 7))
    p.start()
    p.join()
    print(p.exitcode, q.get())
    with msmp.Pool(2) as pool:
        print(pool.map(square, [1, 2, 3]))
