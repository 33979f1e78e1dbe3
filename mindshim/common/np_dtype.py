"""`mindspore.common.np_dtype`: the numpy ``bfloat16`` dtype that MindSpore's Tensors of ``mstype.bfloat16`` convert to."""

from __future__ import annotations

from ml_dtypes import bfloat16 as bfloat16

from .. import _api

# MindSpore 2.10 takes ``bfloat16`` from its C++ extension (``_c_expression.np_dtypes``); mindshim uses ml_dtypes'
# scalar type, which numpy knows as the same 2-byte ``bfloat16`` dtype (``np.dtype(bfloat16).itemsize == 2``).
__all__ = _api.names(__name__)
