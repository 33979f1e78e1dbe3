# ops.WhileLoop / ops.ForiLoop / ops.Scan inside jit: a function input that is not a function, as MindSpore's
# graph compiler words it (by position, with the abstract type).
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, jit


def attempt(tag, fn):
    try:
        r = fn()
        print(tag, "->", r)
    except Exception as e:
        print(tag, "!!", type(e).__name__, str(e).splitlines()[0][:200])


def inc(v):
    return v + 1


def lt(v):
    return v < 3


def body(i, v):
    return v + i


def sbody(c, x):
    return c + x, c


@jit
def j0(x):
    return ops.WhileLoop()(1, inc, x)


attempt("wl cond int", lambda: j0(Tensor(1)))


@jit
def j1(x):
    return ops.WhileLoop()(1.5, inc, x)


attempt("wl cond float", lambda: j1(Tensor(1)))


@jit
def j2(x):
    return ops.WhileLoop()("a", inc, x)


attempt("wl cond str", lambda: j2(Tensor(1)))


@jit
def j3(x):
    return ops.WhileLoop()(lt, 2, x)


attempt("wl loop int", lambda: j3(Tensor(1)))


@jit
def j4(x):
    return ops.WhileLoop()(x, inc, x)


attempt("wl cond tensor", lambda: j4(Tensor(1)))


@jit
def j6(x):
    return ops.ForiLoop()(0, 3, 4, x)


attempt("fl fn int", lambda: j6(Tensor(1)))


@jit
def j7(x):
    return ops.Scan()(4, x, [x])


attempt("sc fn int", lambda: j7(Tensor(1)))
