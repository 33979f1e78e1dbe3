"""`mindspore.ops.auto_generate`: the modules MindSpore generates its primitives (``gen_ops_prim``), functional ops
(``gen_ops_def``) and PyBoost implementations (``pyboost_inner_prim``) into; here each name is mindshim's op."""

from ... import _api

__all__ = _api.names(__name__)
__getattr__, __dir__ = _api.attach(__name__)
