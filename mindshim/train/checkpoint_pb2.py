"""Protobuf schema of MindSpore's `.ckpt` files (`Checkpoint`, `TensorProto`, `MapTensorProto`), built at import time.

The schema is MindSpore 2.10's ``checkpoint.proto`` (proto2, no package)::

    message Checkpoint {
      message Value {
        required string tag = 1;
        oneof value { TensorProto tensor = 2; MapTensorProto maptensor = 3; }
      }
      repeated Value value = 1;
    }
    message TensorProto {
      repeated int64 dims = 1;
      required string tensor_type = 2;
      required bytes tensor_content = 3;
    }
    message MapTensorProto { repeated TensorProto tensor = 1; }

The descriptor is registered in a private descriptor pool, so it never clashes with another ``checkpoint.proto``
loaded in the same process, and it works with any protobuf runtime >= 4.21 (no generated-code version pin).
"""

from __future__ import annotations

from .. import _api
from google.protobuf import descriptor_pool, message_factory

# Serialized FileDescriptorProto of checkpoint.proto (byte-identical to the one MindSpore 2.10 ships).
_SERIALIZED = (
    b'\n\x10checkpoint.proto"\x93\x01\n\nCheckpoint\x12 \n\x05value\x18\x01 \x03(\x0b2\x11.Checkpoint.Value'
    b"\x1ac\n\x05Value\x12\x0b\n\x03tag\x18\x01 \x02(\t\x12\x1e\n\x06tensor\x18\x02 \x01(\x0b2\x0c.TensorProtoH\x00"
    b'\x12$\n\tmaptensor\x18\x03 \x01(\x0b2\x0f.MapTensorProtoH\x00B\x07\n\x05value"H\n\x0bTensorProto\x12\x0c\n'
    b"\x04dims\x18\x01 \x03(\x03\x12\x13\n\x0btensor_type\x18\x02 \x02(\t\x12\x16\n\x0etensor_content\x18\x03 "
    b'\x02(\x0c".\n\x0eMapTensorProto\x12\x1c\n\x06tensor\x18\x01 \x03(\x0b2\x0c.TensorProto'
)

_POOL = descriptor_pool.DescriptorPool()
DESCRIPTOR = _POOL.AddSerializedFile(_SERIALIZED)

Checkpoint = message_factory.GetMessageClass(_POOL.FindMessageTypeByName("Checkpoint"))
TensorProto = message_factory.GetMessageClass(_POOL.FindMessageTypeByName("TensorProto"))
MapTensorProto = message_factory.GetMessageClass(_POOL.FindMessageTypeByName("MapTensorProto"))

__all__ = _api.names(__name__)
