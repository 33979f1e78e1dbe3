"""`mindspore.common.dtype`: MindSpore's data types, defined in the layer-0 module `mindshim._dtype`."""

from .. import _api
from .. import _dtype

# The whole namespace of mindshim._dtype, as this module held it when the types were defined here: the public
# names, the helpers code reaches as ``mstype.to_ms_dtype`` / ``mstype._FROM_TORCH``, the lookup tables.
globals().update({k: v for k, v in vars(_dtype).items() if not k.startswith("__")})

__all__ = _api.names(__name__)
