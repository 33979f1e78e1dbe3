"""`mindspore.graph._parse`: the graph parser's configuration (``compile_config``)."""

from . import compile_config
