"""`mindspore._extends`: helpers MindSpore's C++ side calls, of which scripts use ``cell_attr_register``."""

from ..graph._utils import cell_attr_register as utils
from ..graph._utils.cell_attr_register import cell_attr_register

__all__ = ["cell_attr_register"]
