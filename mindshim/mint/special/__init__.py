"""`mindspore.mint.special`: special functions (`erfc`, `expm1`, `exp2`, `log1p`, `log_softmax`, `round`, `sinc`)."""

from __future__ import annotations

from ... import _api
from .. import erfc, exp2, expm1, log1p, round, sinc  # one mapping with mint
from ..nn.functional import log_softmax

__all__ = _api.names(__name__)
