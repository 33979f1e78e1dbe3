"""Protobuf schema of MindSpore's MindIR files (``mind_ir.proto``, package ``mind_ir``), built at import time.

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
    b'\n\rmind_ir.proto\x12\x07mind_ir"\xd8\t\n\x0eAttributeProto\x12\x0c\n\x04name\x18\x01 \x01(\t\x12\t\n\x01f\x18\x02 \x01(\x02\x12\t\n\x01i\x18\x03 \x01(\x03\x12\t\n\x01d\x18\x04 \x01(\x01\x12\t\n\x01s\x18'
    b"\x05 \x01(\x0c\x12\x1f\n\x01t\x18\x06 \x01(\x0b2\x14.mind_ir.TensorProto\x12\x1e\n\x01g\x18\x07 \x01(\x0b2\x13.mind_ir.GraphProto\x12\x0e\n\x06floats\x18\x08 \x03(\x02\x12\x0f\n\x07double"
    b"s\x18\t \x03(\x01\x12\x0c\n\x04ints\x18\n \x03(\x03\x12\x0f\n\x07strings\x18\x0b \x03(\x0c\x12%\n\x07tensors\x18\x0c \x03(\x0b2\x14.mind_ir.TensorProto\x12#\n\x06graphs\x18\r \x03(\x0b2\x13."
    b"mind_ir.GraphProto\x12\x12\n\ndoc_string\x18\x0e \x01(\t\x12\x15\n\rref_attr_name\x18\x0f \x01(\t\x123\n\x04type\x18\x10 \x01(\x0e2%.mind_ir.AttributeP"
    b"roto.AttributeType\x12'\n\x06values\x18\x11 \x03(\x0b2\x17.mind_ir.AttributeProto\x126\n\x08seq_info\x18\x12 \x01(\x0b2$.mind_ir.Attribut"
    b"eProto.SeqInfoProto\x12&\n\x07functor\x18\x13 \x01(\x0b2\x15.mind_ir.FunctorProto\x125\n\x0cgraph_holder\x18\x14 \x01(\x0b2\x1f.mind_ir.Scal"
    b"arGraphHolderProto\x1aT\n\x0cSeqInfoProto\x12\x12\n\nis_dyn_len\x18\x01 \x01(\x08\x120\n\x0ftuple_elem_item\x18\x02 \x01(\x0b2\x17.mind_ir.Attrib"
    b'uteProto"\xc8\x04\n\rAttributeType\x12\r\n\tUNDEFINED\x10\x00\x12\t\n\x05FLOAT\x10\x01\x12\t\n\x05UINT8\x10\x02\x12\x08\n\x04INT8\x10\x03\x12\n\n\x06UINT16\x10\x04\x12\t\n\x05INT16\x10\x05'
    b"\x12\t\n\x05INT32\x10\x06\x12\t\n\x05INT64\x10\x07\x12\n\n\x06STRING\x10\x08\x12\x08\n\x04BOOL\x10\t\x12\x0b\n\x07FLOAT16\x10\n\x12\n\n\x06DOUBLE\x10\x0b\x12\n\n\x06UINT32\x10\x0c\x12\n\n\x06UINT64\x10\r\x12\r\n"
    b"\tCOMPLEX64\x10\x0e\x12\x0e\n\nCOMPLEX128\x10\x0f\x12\x0c\n\x08BFLOAT16\x10\x10\x12\n\n\x06TENSOR\x10\x11\x12\t\n\x05GRAPH\x10\x12\x12\x0b\n\x07TENSORS\x10\x13\x12\t\n\x05TUPLE\x10\x14\x12\x08\n\x04LIS"
    b"T\x10\x15\x12\x08\n\x04DICT\x10\x16\x12\n\n\x06UMONAD\x10\x17\x12\x0b\n\x07IOMONAD\x10\x18\x12\x08\n\x04NONE\x10\x19\x12\x14\n\x10PRIMITIVECLOSURE\x10\x1a\x12\x14\n\x10FUNCGRAPHCLOSURE\x10\x1b\x12\x12\n\x0e"
    b"PARTIALCLOSURE\x10\x1c\x12\x14\n\x10UNIONFUNCCLOSURE\x10\x1d\x12\x0e\n\nCSR_TENSOR\x10\x1e\x12\x0e\n\nCOO_TENSOR\x10\x1f\x12\x0e\n\nROW_TENSOR\x10 \x12\x0e\n\nCLASS_"
    b"TYPE\x10!\x12\x0e\n\nNAME_SPACE\x10\"\x12\n\n\x06SYMBOL\x10#\x12\r\n\tTYPE_NULL\x10$\x12\x0e\n\nMAP_TENSOR\x10%\x12\x0b\n\x07FUNCTOR\x10&\x12\n\n\x06SCALAR\x10'\x12\x17\n\x13SC"
    b'ALAR_GRAPH_HOLDER\x10("\xae\x01\n\x0cFunctorProto\x12/\n\x04type\x18\x01 \x01(\x0e2!.mind_ir.FunctorProto.FunctorType\x12\x0c\n\x04name\x18\x02 '
    b"\x01(\t\x12'\n\x06values\x18\x03 \x03(\x0b2\x17.mind_ir.AttributeProto\"6\n\x0bFunctorType\x12\x16\n\x12SHAPE_CALC_FUNCTOR\x10\x01\x12\x0f\n\x0bANY_FUNCT"
    b'OR\x10\x02"\x98\x01\n\x0eValueInfoProto\x12\x0c\n\x04name\x18\x01 \x01(\t\x12$\n\x06tensor\x18\x02 \x03(\x0b2\x14.mind_ir.TensorProto\x12\x12\n\ndoc_string\x18\x03 \x01(\t\x12'
    b'\x12\n\ndenotation\x18\x04 \x01(\t\x12*\n\tattr_info\x18\x05 \x01(\x0b2\x17.mind_ir.AttributeProto"\xf3\x01\n\tNodeProto\x12\r\n\x05input\x18\x01 \x03(\t\x12\x0e\n\x06'
    b"output\x18\x02 \x03(\t\x12\x0c\n\x04name\x18\x03 \x01(\t\x12\x0f\n\x07op_type\x18\x04 \x01(\t\x12*\n\tattribute\x18\x05 \x03(\x0b2\x17.mind_ir.AttributeProto\x12\x12\n\ndoc_s"
    b"tring\x18\x06 \x01(\t\x12\x0e\n\x06domain\x18\x07 \x01(\t\x12*\n\tnode_attr\x18\x08 \x03(\x0b2\x17.mind_ir.AttributeProto\x12,\n\x0bprimal_attr\x18\t \x03(\x0b2\x17.m"
    b'ind_ir.AttributeProto"\xf8\x03\n\nModelProto\x12\x12\n\nir_version\x18\x01 \x01(\t\x12\x15\n\rproducer_name\x18\x02 \x01(\t\x12\x18\n\x10producer_vers'
    b'ion\x18\x03 \x01(\t\x12\x0e\n\x06domain\x18\x04 \x01(\t\x12\x15\n\rmodel_version\x18\x05 \x01(\t\x12\x12\n\ndoc_string\x18\x06 \x01(\t\x12"\n\x05graph\x18\x07 \x01(\x0b2\x13.mind_ir.Gr'
    b"aphProto\x12&\n\tfunctions\x18\x08 \x03(\x0b2\x13.mind_ir.GraphProto\x120\n\x0cpreprocessor\x18\t \x01(\x0b2\x1a.mind_ir.PreprocessorPro"
    b"to\x12\x15\n\rlittle_endian\x18\n \x01(\x08\x12(\n\x08parallel\x18\x0b \x01(\x0b2\x16.mind_ir.ParallelProto\x12+\n\nprimitives\x18\x0c \x03(\x0b2\x17.mind_i"
    b"r.PrimitiveProto\x12\x17\n\x0fmind_ir_version\x18\r \x01(\x03\x124\n\tuser_info\x18\x0e \x03(\x0b2!.mind_ir.ModelProto.UserInfoEntry\x1a"
    b'/\n\rUserInfoEntry\x12\x0b\n\x03key\x18\x01 \x01(\t\x12\r\n\x05value\x18\x02 \x01(\t:\x028\x01";\n\x11PreprocessorProto\x12&\n\x02op\x18\x01 \x03(\x0b2\x1a.mind_ir.Prep'
    b'rocessOpProto"\x91\x01\n\x11PreprocessOpProto\x12\x15\n\rinput_columns\x18\x01 \x01(\t\x12\x16\n\x0eoutput_columns\x18\x02 \x01(\t\x12\x17\n\x0fproject_co'
    b'lumns\x18\x03 \x01(\t\x12\x0f\n\x07op_type\x18\x04 \x01(\t\x12\x12\n\noperations\x18\x05 \x01(\t\x12\x0f\n\x07offload\x18\x06 \x01(\x08"\xd2\x02\n\nGraphProto\x12 \n\x04node\x18\x01 \x03(\x0b2\x12'
    b".mind_ir.NodeProto\x12\x0c\n\x04name\x18\x02 \x01(\t\x12'\n\tparameter\x18\x03 \x03(\x0b2\x14.mind_ir.TensorProto\x12\x12\n\ndoc_string\x18\x04 \x01(\t\x12&\n"
    b"\x05input\x18\x05 \x03(\x0b2\x17.mind_ir.ValueInfoProto\x12'\n\x06output\x18\x06 \x03(\x0b2\x17.mind_ir.ValueInfoProto\x12\x12\n\nbprop_hash\x18\x07 \x01"
    b"(\t\x12*\n\tattribute\x18\x08 \x03(\x0b2\x17.mind_ir.AttributeProto\x12\x16\n\x0ebprop_filepath\x18\t \x01(\t\x12.\n\rmap_parameter\x18\n \x03(\x0b2\x17."
    b'mind_ir.MapTensorProto"\xda\x07\n\x0bTensorProto\x12\x0c\n\x04dims\x18\x01 \x03(\x03\x12\x11\n\tdata_type\x18\x02 \x01(\x05\x12\x12\n\nfloat_data\x18\x03 \x03(\x02\x12\x12\n\ni'
    b"nt32_data\x18\x04 \x03(\x05\x12\x13\n\x0bstring_data\x18\x05 \x03(\x0c\x12\x12\n\nint64_data\x18\x06 \x03(\x03\x12\x0c\n\x04name\x18\x07 \x01(\t\x12\x12\n\ndoc_string\x18\x08 \x01(\t\x12\x10\n\x08ra"
    b"w_data\x18\t \x01(\x0c\x12\x13\n\x0bdouble_data\x18\n \x03(\x01\x12\x13\n\x0buint64_data\x18\x0b \x03(\x04\x12=\n\rexternal_data\x18\x0c \x01(\x0b2&.mind_ir.TensorPr"
    b"oto.ExternalDataProto\x12\x0f\n\x07ref_key\x18\r \x01(\t\x12\x10\n\x08min_dims\x18\x0e \x03(\x03\x12\x10\n\x08max_dims\x18\x0f \x03(\x03\x12>\n\x10compression_type\x18\x10"
    b" \x01(\x0e2$.mind_ir.TensorProto.CompressionType\x12:\n\x0cquant_params\x18\x11 \x03(\x0b2$.mind_ir.TensorProto.QuantPara"
    b"mProto\x1aE\n\x11ExternalDataProto\x12\x10\n\x08location\x18\x01 \x01(\t\x12\x0e\n\x06offset\x18\x02 \x01(\x03\x12\x0e\n\x06length\x18\x03 \x01(\x03\x1aV\n\x0fQuantParamProto"
    b'\x12\x17\n\x0fquant_algo_name\x18\x01 \x02(\t\x12*\n\tattribute\x18\x02 \x03(\x0b2\x17.mind_ir.AttributeProto"\xf4\x01\n\x08DataType\x12\r\n\tUNDEFINED\x10'
    b"\x00\x12\t\n\x05FLOAT\x10\x01\x12\t\n\x05UINT8\x10\x02\x12\x08\n\x04INT8\x10\x03\x12\n\n\x06UINT16\x10\x04\x12\t\n\x05INT16\x10\x05\x12\t\n\x05INT32\x10\x06\x12\t\n\x05INT64\x10\x07\x12\n\n\x06STRING\x10\x08\x12\x08\n\x04BO"
    b"OL\x10\t\x12\x0b\n\x07FLOAT16\x10\n\x12\n\n\x06DOUBLE\x10\x0b\x12\n\n\x06UINT32\x10\x0c\x12\n\n\x06UINT64\x10\r\x12\r\n\tCOMPLEX64\x10\x0e\x12\x0e\n\nCOMPLEX128\x10\x0f\x12\x0c\n\x08BFLOAT16"
    b'\x10\x10\x12\x0b\n\x07FLOAT64\x10\x11\x12\x0b\n\x07QINT4X2\x10\x12"u\n\x0fCompressionType\x12\x12\n\x0eNO_COMPRESSION\x10\x00\x12\x0c\n\x08INDEXING\x10\x01\x12\n\n\x06SPARSE\x10\x02\x12\x07\n'
    b'\x03FSE\x10\x03\x12\x0f\n\x0bBIT_PACKING\x10\x04\x12\x0b\n\x07FSE_INT\x10\x05\x12\r\n\tFSE_INFER\x10\x06"\xd1\x01\n\x0eMapTensorProto\x12\x0c\n\x04name\x18\x01 \x02(\t\x12.\n\rdefault_'
    b"value\x18\x02 \x02(\x0b2\x17.mind_ir.AttributeProto\x12(\n\nkey_tensor\x18\x03 \x02(\x0b2\x14.mind_ir.TensorProto\x12*\n\x0cvalue_tensor\x18\x04"
    b' \x02(\x0b2\x14.mind_ir.TensorProto\x12+\n\rstatus_tensor\x18\x05 \x02(\x0b2\x14.mind_ir.TensorProto"5\n\rParallelProto\x12$\n\x06layo'
    b'ut\x18\x01 \x03(\x0b2\x14.mind_ir.LayoutProto"\xa0\x02\n\x0bLayoutProto\x12\x0c\n\x04name\x18\x01 \x01(\t\x12\x1e\n\x16device_arrangement_int\x18\x02 \x03(\x03\x12\x16\n\x0e'
    b"tensor_map_int\x18\x03 \x03(\x03\x12\x17\n\x0fslice_shape_int\x18\x04 \x03(\x03\x12\x12\n\nfield_size\x18\x05 \x01(\x03\x12\x15\n\runiform_split\x18\x06 \x01(\x08\x12\x17\n\x0fopt_"
    b"shard_group\x18\x07 \x01(\t\x12\x17\n\x0fpipeline_shared\x18\x08 \x01(\x08\x12\x0f\n\x07is_send\x18\t \x01(\x08\x12\x11\n\tpeer_rank\x18\n \x01(\x03\x12\x0e\n\x06sr_tag\x18\x0b \x01(\x03\x12!"
    b'\n\x19opt_shard_slice_shape_int\x18\x0c \x03(\x03"\xda\x01\n\x0ePrimitiveProto\x12\x0c\n\x04name\x18\x01 \x01(\t\x12\x0f\n\x07op_type\x18\x02 \x01(\t\x12*\n\tattribute'
    b"\x18\x03 \x03(\x0b2\x17.mind_ir.AttributeProto\x12\x15\n\rinstance_name\x18\x04 \x01(\t\x123\n\tprim_type\x18\x05 \x01(\x0e2 .mind_ir.PrimitivePro"
    b'to.PrimType"1\n\x08PrimType\x12\r\n\tPRIMITIVE\x10\x01\x12\x16\n\x12PRIMITIVE_FUNCTION\x10\x02"J\n\x0fScalarNodeProto\x12\x16\n\x0escalar_op_t'
    b'ype\x18\x01 \x01(\x03\x12\x10\n\x08in_index\x18\x02 \x03(\x03\x12\r\n\x05value\x18\x03 \x03(\x03"b\n\x16ScalarGraphHolderProto\x12-\n\x0bscalar_node\x18\x01 \x03(\x0b2\x18.mind'
    b"_ir.ScalarNodeProto\x12\x19\n\x11input_shape_index\x18\x02 \x03(\x04*{\n\x07Version\x12\x14\n\x10IR_VERSION_START\x10\x00\x12\x0e\n\nIR_VERSION\x10\x01\x12"
    b"!\n\x1dIR_VERSION_WITH_PRIM_FUNCTION\x10\x02\x12'\n#IR_VERSION_WITH_SCALAR_GRAPH_HOLDER\x10\x03"
)

_POOL = descriptor_pool.DescriptorPool()
DESCRIPTOR = _POOL.AddSerializedFile(_SERIALIZED)


def _message(name: str) -> type:
    return message_factory.GetMessageClass(_POOL.FindMessageTypeByName("mind_ir." + name))


AttributeProto = _message("AttributeProto")
FunctorProto = _message("FunctorProto")
ValueInfoProto = _message("ValueInfoProto")
NodeProto = _message("NodeProto")
ModelProto = _message("ModelProto")
PreprocessorProto = _message("PreprocessorProto")
PreprocessOpProto = _message("PreprocessOpProto")
GraphProto = _message("GraphProto")
TensorProto = _message("TensorProto")
MapTensorProto = _message("MapTensorProto")
ParallelProto = _message("ParallelProto")
LayoutProto = _message("LayoutProto")
PrimitiveProto = _message("PrimitiveProto")
ScalarNodeProto = _message("ScalarNodeProto")
ScalarGraphHolderProto = _message("ScalarGraphHolderProto")

__all__ = _api.names(__name__)
