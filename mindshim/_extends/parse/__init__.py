"""`mindspore._extends.parse`: the deprecated home of ``mindspore.graph._parse`` (``compile_config``)."""

from ...graph._parse import compile_config
