"""`mindspore.ops.auto_generate.gen_ops_def`: MindSpore's generated functional ops (``ops.function``' names).

The element-wise ones among them are generated from their rows (``mindshim/ops/_defs/``) into ``_gen_ops_def.py``.
"""

from ... import _api

__all__ = _api.names(__name__)
__getattr__, __dir__ = _api.attach(__name__)
