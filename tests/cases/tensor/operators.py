# Tensor operators: arithmetic with scalars on either side, comparisons (Bool Tensors), ~ & | ^, //, %, augmented ops.
import numpy as np
from mindspore import Tensor


def show(name, r):
    if isinstance(r, (tuple, list)):
        print(name, type(r).__name__, len(r))
        for i, v in enumerate(r):
            show(f"  {name}[{i}]", v)
    elif isinstance(r, Tensor):
        print(name, r.dtype, r.shape)
        print(r)
    else:
        print(name, type(r).__name__, r)


x = Tensor(np.array([[1.5, -2.0, 3.0], [-7.0, 4.0, 0.5]], np.float32))
i = Tensor(np.array([7, -7, 5], np.int32))
j = Tensor(np.array([2, 3, -2], np.int32))
b = Tensor(np.array([True, False, True]))
c = Tensor(np.array([False, False, True]))
show("x+1", x + 1)
show("1+x", 1 + x)
show("x-1.5", x - 1.5)
show("2-x", 2 - x)
show("x*2", x * 2)
show("3*x", 3 * x)
show("x/2", x / 2)
show("1/x", 1 / x)
show("x**2", x**2)
show("2**i", 2 ** j.abs())
show("-x", -x)
show("+x", +x)
show("abs(x)", abs(x))
show("i//j", i // j)
show("i%j", i % j)
show("i//3", i // 3)
show("i%3", i % 3)
show("-7//i", -7 // i)
show("10%i", 10 % i)
show("x//2", x // 2)
show("x%2", x % 2)
show("i/j", i / j)
show("i==j", i == j)
show("i!=5", i != 5)
show("i<j", i < j)
show("i<=5", i <= 5)
show("x>0", x > 0)
show("x>=0.5", x >= 0.5)
show("~b", ~b)
show("~i", ~i)
show("b&c", b & c)
show("b|c", b | c)
show("b^c", b ^ c)
show("i&j", i & j)
show("i|1", i | 1)
show("b&True", b & True)
show("x@x.T", x @ x.T)
y = x
y += 1
show("y+=1", y)
show("x unchanged", x)
k = i
k *= 2
show("k*=2", k)
show("i unchanged", i)
k /= 4
show("k/=4", k)
k -= 1
show("k-=1", k)
show("bool+int", b + 1)
show("bool+bool", b + c)
show("1-bool", 1 - b)
show("i+1.5", i + 1.5)
show("i*True", i * True)
show("x[0]", x[0])
show("x[:, 1]", x[:, 1])
show("len", len(x))
show("in", 4.0 in x)
print("eq None", x == None, "ne None", x != None)  # noqa: E711
