"""Write ``mindshim/train/mind_ir_pb2.py``: MindSpore 2.10's MindIR protobuf schema (``mind_ir.proto``).

Run with the MindSpore oracle's python (``tools/mindspore_oracle.sh``): the serialized FileDescriptorProto of
``mind_ir.proto`` is read from MindSpore's own generated module and written, byte for byte, into a mindshim
module that registers it in a private descriptor pool (no generated-code version pin, no clash with another
``mind_ir.proto`` in the process). ``--check`` compares instead of writing.
"""

from __future__ import annotations

import argparse
import ast
import os
import sys

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGET = os.path.join(HERE, "mindshim", "train", "mind_ir_pb2.py")

HEADER = '''"""Protobuf schema of MindSpore's MindIR files (``mind_ir.proto``, package ``mind_ir``), built at import time.

The descriptor is MindSpore 2.10's ``mind_ir.proto`` (``mindspore/core/proto/mind_ir.proto``) byte for byte, as
``mindspore.train.mind_ir_pb2`` carries it; ``tools/gen_mind_ir_pb2.py`` writes this module from it. The main
messages: ``ModelProto`` (``graph``, ``primitives``, ``functions``, producer and version fields), ``GraphProto``
(``node``, ``parameter``, ``input``, ``output``), ``NodeProto`` (``input`` / ``output`` names, ``op_type``,
``attribute``), ``TensorProto`` (``dims``, ``data_type``, ``raw_data``), ``AttributeProto`` (one value of a
typed kind: ``i``/``f``/``s``/``tensors``/``values``), ``PrimitiveProto`` (``op_type`` and attributes of a
primitive that nodes name as ``REF::<name>``).

The descriptor is registered in a private descriptor pool, so it never clashes with another ``mind_ir.proto``
loaded in the same process, and it works with any protobuf runtime >= 4.21.
"""

from __future__ import annotations

from .. import _api
from google.protobuf import descriptor_pool, message_factory

# Serialized FileDescriptorProto of mind_ir.proto (byte-identical to the one MindSpore 2.10 ships).
_SERIALIZED = (
'''

FOOTER = """
_POOL = descriptor_pool.DescriptorPool()
DESCRIPTOR = _POOL.AddSerializedFile(_SERIALIZED)


def _message(name: str) -> type:
    return message_factory.GetMessageClass(_POOL.FindMessageTypeByName("mind_ir." + name))


{classes}

__all__ = _api.names(__name__)
"""


def render(serialized: bytes, names: list) -> str:
    """The module text for ``serialized`` and the top-level message names ``names``."""
    lines, chunk = [], 96
    for i in range(0, len(serialized), chunk):
        lines.append("    " + repr(serialized[i : i + chunk]))
    classes = "\n".join(f'{n} = _message("{n}")' for n in names)
    return HEADER + "\n".join(lines) + "\n)\n" + FOOTER.format(classes=classes)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--check", action="store_true", help="fail when the module differs instead of writing it")
    args = ap.parse_args()
    from mindspore.train import mind_ir_pb2 as pb

    text = render(pb.DESCRIPTOR.serialized_pb, list(pb.DESCRIPTOR.message_types_by_name))
    if args.check:  # the module is ruff-formatted after writing: compare the descriptor bytes it holds
        with open(TARGET, encoding="utf-8") as f:
            tree = ast.parse(f.read())
        held = next(
            ast.literal_eval(n.value)
            for n in tree.body
            if isinstance(n, ast.Assign) and n.targets[0].id == "_SERIALIZED"
        )
        same = held == pb.DESCRIPTOR.serialized_pb
        print("up to date" if same else f"{TARGET} differs")
        return 0 if same else 1
    with open(TARGET, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"wrote {TARGET}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
