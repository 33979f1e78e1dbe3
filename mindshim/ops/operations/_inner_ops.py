"""`mindspore.ops.operations._inner_ops`: MindSpore's internal primitives that library and test code import.

Holds the ones with a meaning outside MindSpore's compiler; each is the same class as its public counterpart
where one exists.
"""

from __future__ import annotations

from .array_ops import *  # noqa: F401,F403
from .math_ops import *  # noqa: F401,F403
