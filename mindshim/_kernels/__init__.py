"""The torch seam: kernel functions that take and return torch tensors and own each op's checks and errors.

Every MindSpore surface of an op (``ops.*`` functions, primitives, ``mint.*``, ``mindspore.numpy.*``, Tensor
methods, ``nn`` layers) is a thin adapter that unwraps its arguments, calls one kernel here and wraps the
result. A kernel owns, for its op:

* the dtype rules (which dtypes MindSpore's kernels accept, the computation dtype, the result dtype);
* the argument checks, raising MindSpore's exception class with MindSpore's message (:mod:`.errors`);
* the torch call itself, with any torch error translated: each module ends with ``errors.cover(globals())``,
  which runs every kernel it exports inside one ``try`` (:func:`.errors.cover`), so no torch text, frame or
  chained exception reaches the user.

Kernels import only torch, numpy, :mod:`mindshim._dtype` (the dtypes) and this package: they sit below ``common/``,
``ops/``, ``nn/``, ``mint/`` and ``numpy/`` in the import graph. Modules are grouped by op family
(element-wise and reductions: ``elementwise``, ``logic``, ``reduction``, ``scan``; ``linalg``, ``linear``; arrays:
``array``, ``creation``, ``indexing``, ``sorting``, ``clip``; ``random``, ``philox``; neural-network ops:
``activation``, ``conv``, ``pooling``, ``padding``, ``normalization``, ``dropout``, ``embedding``,
``attention``, ``image``, ``rnn``, ``loss``; training: ``optim``, ``schedule``, ``amp``, ``train``; ``audio``;
shared: ``dtypes``, ``errors``); see ``docs/architecture.md``.
"""
