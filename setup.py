"""Build hook for mindshim's one optional C accelerator (the metadata lives in setup.cfg).

``mindshim._cbinary`` is the two-Tensor fast path of the binary ops; where no C compiler is present the build
skips it and mindshim runs its Python adapters, with the same results.
"""

from setuptools import Extension, setup

setup(ext_modules=[Extension("mindshim._cbinary", ["mindshim/_cbinary.c"], optional=True)])
